import Foundation
import Scrollwork

extension IBChecker {
  /// The smallest leading inset at which a built-in cell style has placed its text
  /// label since Xcode 9 (build 13000): the content view's margin, 15 to 20 points
  /// in every corpus document of that age (InterfaceBuilder.md, "Verdicts").
  static let minimumStyleLabelInset: CGFloat = 15

  /// Text labels of built-in style cells (`style="IBUITableViewCellStyle…"`) that
  /// still have the frame the style gave them before Xcode 9, 8 points from the
  /// content view's leading edge, in a document saved by Xcode 9 or later.
  ///
  /// Such a label has no constraints: the style lays it out, at the content view's
  /// margin since iOS 11 (16 or 20 points). Xcode flags a label whose stored frame
  /// is the old layout ambiguous (LNPopupController's two storyboards, 20 labels;
  /// no label of a style cell in the corpus sits less than 15 points in without the
  /// flag). Each finding names the frame the style gives the label at the content
  /// view's margins (``Builder/contentViewMargins(build:width:)``): the label stored
  /// at that frame is not reported.
  /// - Complexity: O(views).
  func staleCellStyleLabelFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    guard document.buildNumber >= 13000 else { return [] }
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "label", e.translatesAutoresizingMask, e.constraints.isEmpty,
        let frame = e.frame, frame.minX < Self.minimumStyleLabelInset, let view = layout.views[id], !view.isHidden,
        let content = layout.parents[id], let cellID = layout.parents[content],
        let cell = layout.elements[cellID], cell.element == "tableViewCell", cell.cellStyle != nil,
        let contentFrame = layout.elements[content]?.frame
      else { continue }
      let table = layout.parents[cellID].flatMap { layout.elements[$0] }
      let margins = Builder.contentViewMargins(
        build: document.buildNumber, width: table?.frame?.width ?? cell.frame?.width ?? contentFrame.width)
      let suggested = CGRect(
        x: margins.leading, y: frame.minY,
        width: max(0, contentFrame.width - margins.leading - margins.trailing), height: frame.height)
      out.append(
        (
          view, e.line,
          "\(describe(view, layout)): its frame is the cell style's layout from before Xcode 9 (\(Self.n(frame.minX)) pt from the content view's leading edge); the style places it at the \(Self.n(margins.leading))-pt margin: update its frame to \(Self.rect(suggested))"
        ))
    }
    return out
  }

  /// Scroll views with Interface Builder's content layout guide (`<viewLayoutGuide
  /// key="contentLayoutGuide">`, "Content Layout Guides" on) that hold no content and
  /// whose content guide no constraint refers to: nothing gives their scrollable
  /// content a width or a height, and Xcode flags them ambiguous (IBDecodable's
  /// ScrollViewWithLayoutGuides and StoryboardAttributes, the only two such scroll
  /// views in the corpus). One finding per axis, `ambiguous-scroll-content-width` and
  /// `-height`, as for content that does not determine the size.
  ///
  /// A scroll view with `fixedFrame="YES"` is left out: no constraint names it, Xcode
  /// pins it to its stored frame with prototyping constraints (InterfaceBuilderFormat.md
  /// §2) and does not judge its content (LoopFollow's empty settings scroll view,
  /// unflagged; InterfaceBuilder.md, "Verdicts"). A scroll view that merely translates
  /// its autoresizing mask is still judged: IBDecodable's top-level one is flagged.
  /// - Complexity: O(views + constraints).
  func emptyScrollContentFindings(in layout: IBLayout) -> [(view: View, line: Int, code: String, message: String)] {
    var referenced = Set<String>()
    for c in layout.documentConstraints.values {
      referenced.insert(c.firstItem)
      if let second = c.secondItem { referenced.insert(second) }
    }
    var out: [(view: View, line: Int, code: String, message: String)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "scrollView", e.subviews.isEmpty, !e.hasFixedFrame,
        let guide = e.guides.first(where: { $0.key == "contentLayoutGuide" }), !referenced.contains(guide.id),
        let view = layout.views[id], !view.isHidden
      else { continue }
      for dimension in ["width", "height"] {
        out.append(
          (
            view, e.line, "ambiguous-scroll-content-\(dimension)",
            "Scrollable content \(dimension) is ambiguous for \(describe(view, layout)): it has no content and no constraint refers to its content layout guide (\(guide.id)); pin content to the guide, or turn off Content Layout Guides"
          ))
      }
    }
    return out
  }
}
