import Foundation
import Scrollwork

extension IBChecker {
  /// Views that a tie of compression resistance leaves undetermined once the labels
  /// stored shorter than one line of their font ask for that line, each with the
  /// finding's text.
  ///
  /// A label with text asks for at least one line: the system font's line height
  /// (1.19336 times its point size, ``IBButtonMetrics/systemLineHeightRatio``) rounded
  /// up to the canvas's pixel. The canvas takes a label's intrinsic size from its stored
  /// frame, so a label the constraints compressed looks uncompressed and a tie of
  /// compression resistance between it and another view that shares the cut does not
  /// show. This probe lays the scene out once more with every such label at its line's
  /// height (``probeTies(in:sizes:excluding:message:)``) and reports each view the
  /// engine then finds undetermined (InterfaceBuilder.md, "Verdicts", "Labels stored
  /// shorter than one line").
  /// - Parameter ambiguous: the views already found ambiguous; they are not repeated.
  /// - Complexity: one more layout pass of the scene when a label is probed, plus O(views).
  func compressedLabelTies(
    in layout: IBLayout, excluding ambiguous: Set<ObjectIdentifier>
  ) -> [(view: View, line: Int, message: String)] {
    let scale = layout.root.screen.scale
    var probes: [(view: View, size: CGSize)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "label", !(e.text ?? "").isEmpty,
        let view = layout.views[id], !view.isHidden, let size = view.documentIntrinsicSizeIfAny, size.height > 0,
        let points = Self.systemPointSize(of: e)
      else { continue }
      let line = (points * IBButtonMetrics.systemLineHeightRatio * scale).rounded(.up) / scale
      guard line - size.height > Self.selfSizingContentEpsilon else { continue }
      probes.append((view, CGSize(width: size.width, height: line)))
    }
    return probeTies(in: layout, sizes: probes, excluding: ambiguous) { name, parts in
      "\(name): content priority ambiguity: \(parts) free once the labels stored shorter than one line of their font ask for that line: the constraints compress them, and views of equal compression resistance share the cut; raise the compression resistance of one of them"
    }
  }

  /// The point size of a label's system font: its font description's (`system`,
  /// `boldSystem` or `italicSystem`, no text style or custom name), else its attributed
  /// text's (``IBView/attributedSystemFontSize``); nil for other fonts (`IBFont.systemPointSize`).
  static func systemPointSize(of e: IBView) -> CGFloat? {
    if let font = e.font { return font.systemPointSize }
    return e.attributedSystemFontSize.flatMap { $0 > 0 ? $0 : nil }
  }
}
