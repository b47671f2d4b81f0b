import Foundation
import Scrollwork

extension IBChecker {
  /// How much shorter than its stored frame the content-priority probe takes a
  /// label's text to be, in each axis (points).
  static let textSlackProbe: CGFloat = 1

  /// Views that a tie of content priorities leaves undetermined once the labels' texts
  /// do not fill their stored frames exactly, each with the engine's message.
  ///
  /// The canvas takes a label's intrinsic size from its stored frame, because the
  /// text's size depends on the saving Xcode's font metrics (``IBTextSizing``). That
  /// frame is Xcode's solution, so it already holds any slack the label was stretched
  /// by, and a tie between views of equal content hugging that share a length set by
  /// something else (a pinned row, a stack view whose width a sibling sets) does not
  /// show: each looks exactly as long as its content. Auto Layout has more than one
  /// solution whenever that slack is not zero, and Xcode flags every view the tie
  /// moves or sizes ("content priority ambiguity"; InterfaceBuilder.md, "Verdicts"):
  /// IBDecodable's two labels in a 200-point box, LoopFollow's two labels of hugging
  /// 251 in a `fill` stack, nRF Mesh's name and address labels between the margins of
  /// a 77-point row. A text filling a length fixed elsewhere to the point is not
  /// something a layout relies on, so the probe lays the scene out once more with
  /// every visible label that has a size of its own (its text's, or an empty label's
  /// stored size before Xcode 26: iNaturalist's ObsDetailV2 activity-author row)
  /// ``textSlackProbe`` shorter in each axis: a view
  /// the engine then finds undetermined that it did not before is reported. Where
  /// nothing fixes the length, the container follows its labels and no tie appears.
  /// The labels' sizes and the layout are restored before returning.
  /// - Parameter ambiguous: the views already found ambiguous; they are not repeated.
  /// - Complexity: one more layout pass of the scene, plus O(views).
  func contentPriorityTies(
    in layout: IBLayout, excluding ambiguous: Set<ObjectIdentifier>
  ) -> [(view: View, line: Int, message: String)] {
    var probed: [(view: View, size: CGSize)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "label", let view = layout.views[id], !view.isHidden,
        let size = view.documentIntrinsicSizeIfAny, size.width > Self.textSlackProbe, size.height > Self.textSlackProbe
      else { continue }
      probed.append((view, size))
    }
    let probes = probed.map {
      (
        view: $0.view,
        size: CGSize(width: $0.size.width - Self.textSlackProbe, height: $0.size.height - Self.textSlackProbe)
      )
    }
    return probeTies(in: layout, sizes: probes, excluding: ambiguous) { name, parts in
      "\(name): content priority ambiguity: \(parts) free unless the labels' texts fill their stored frames exactly: views of equal content hugging or compression resistance share a length other constraints fix; raise the priority of one of them"
    }
  }

  /// Lays the scene out once more with each of `sizes`' views at its size as its
  /// intrinsic size, and returns each view the engine then finds undetermined that
  /// `ambiguous` does not hold (nor one with `verifyAmbiguity="off"`), with
  /// `message(name, parts)`: the view's name and its free parts (`ID.height is`, `ID.minY
  /// and ID.height are`, or `its frame is`). The views' intrinsic sizes and the layout
  /// are restored before returning.
  /// - Complexity: one more layout pass of the scene, plus O(views).
  func probeTies(
    in layout: IBLayout, sizes: [(view: View, size: CGSize)], excluding ambiguous: Set<ObjectIdentifier>,
    message: (_ name: String, _ parts: String) -> String
  ) -> [(view: View, line: Int, message: String)] {
    guard !sizes.isEmpty else { return [] }
    let root = layout.root
    let originals = sizes.map { (view: $0.view, size: $0.view.documentIntrinsicSizeIfAny) }
    for (view, size) in sizes {
      view.documentIntrinsicSizeIfAny = size
      view.invalidateIntrinsicContentSize()
    }
    root.layoutIfNeeded()
    var out: [(view: View, line: Int, message: String)] = []
    var seen = ambiguous
    for d in root.layoutDiagnostics(ambiguity: .interfaceBuilderCanvas) where d.code == "ambiguous-layout" {
      guard let view = d.views.first(where: { layout.id(of: $0) != nil }), let id = layout.id(of: view),
        seen.insert(ObjectIdentifier(view)).inserted
      else { continue }
      let first = d.message.split(separator: "\n").first.map(String.init) ?? d.message
      if layout.elements[id]?.verifyAmbiguity == "off" { continue }
      let free = Self.freeParts(of: id, in: first)
      let parts =
        free.isEmpty
        ? "its frame is" : free.map { "\(id).\($0)" }.joined(separator: " and ") + (free.count == 1 ? " is" : " are")
      out.append((view, layout.line(of: view), message(describe(view, layout), parts)))
    }
    for (view, size) in originals {
      view.documentIntrinsicSizeIfAny = size
      view.invalidateIntrinsicContentSize()
    }
    root.layoutIfNeeded()
    return out
  }

  /// The parts of a view's frame an ambiguity message names free (`ID.minY is free…`),
  /// in the message's order: `minX`, `minY`, `width`, `height`.
  static func freeParts(of id: String, in message: String) -> [String] {
    var parts: [(String.Index, String)] = []
    for part in ["minX", "minY", "width", "height"] {
      if let r = message.range(of: "\(id).\(part) is free") { parts.append((r.lowerBound, part)) }
    }
    return parts.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
