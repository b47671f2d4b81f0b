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
  /// view's margins (``Builder/contentViewMargins(build:width:hasAccessory:takesTableInset:)``): the label stored
  /// at that frame is not reported. The findings of ``staleCellStyleImageFindings(in:)``
  /// (the cell's image at that older inset) follow.
  /// - Complexity: O(views).
  func staleCellStyleLabelFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    guard document.buildNumber >= IBToolsEra.xcode9 else { return [] }
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "label", e.translatesAutoresizingMask, e.constraints.isEmpty,
        let frame = e.frame, frame.minX < Self.minimumStyleLabelInset, let view = layout.views[id], !view.isHidden,
        let content = layout.parents[id], let cellID = layout.parents[content],
        let cell = layout.elements[cellID], cell.element == "tableViewCell", cell.cellStyle != nil,
        let contentFrame = layout.elements[content]?.frame
      else { continue }
      let margins = styleMargins(ofCell: cellID, cell, contentFrame: contentFrame, in: layout)
      let suggested = CGRect(
        x: margins.leading, y: frame.minY,
        width: max(0, contentFrame.width - margins.leading - margins.trailing), height: frame.height)
      out.append(
        (
          view, e.line,
          "\(describe(view, layout)): its frame is the cell style's layout from before Xcode 9 (\(Self.n(frame.minX)) pt from the content view's leading edge); the style places it at the \(Self.n(margins.leading))-pt margin: update its frame to \(Self.rect(suggested))"
        ))
    }
    return out + staleCellStyleImageFindings(in: layout)
  }

  /// The image view of a built-in style cell stored where the style placed it before
  /// Xcode 9, less than ``minimumStyleLabelInset`` from the content view's leading
  /// edge, in a document saved by Xcode 9 or later, and the style's labels beside it
  /// (the content view's labels without constraints): the style lays all of them out,
  /// and their stored frames are that older layout.
  ///
  /// The label rule above on the cell's image: tinode's TopicInfoViewController (Xcode
  /// 15) has two Subtitle and Default rows whose system images are stored 8.3 and 8.5
  /// points in, with their labels at 47; Xcode flags the images and the three labels.
  /// Its 29 other style rows with an image store it 19.5 to 23 points in (labels at
  /// 59), unflagged, as are Strongbox's (20) and nRF Toolbox's and Hero's (15).
  /// Each finding names the frame the style gives the view: the image at the content
  /// view's leading margin, each label moved right by as much, its trailing edge kept.
  /// - Complexity: O(views).
  func staleCellStyleImageFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    guard document.buildNumber >= IBToolsEra.xcode9 else { return [] }
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "imageView", e.translatesAutoresizingMask,
        e.constraints.isEmpty, let frame = e.frame, frame.minX < Self.minimumStyleLabelInset,
        let view = layout.views[id], !view.isHidden,
        let content = layout.parents[id], let cellID = layout.parents[content],
        let cell = layout.elements[cellID], cell.element == "tableViewCell", cell.cellStyle != nil,
        let contentElement = layout.elements[content], let contentFrame = contentElement.frame
      else { continue }
      let margins = styleMargins(ofCell: cellID, cell, contentFrame: contentFrame, in: layout)
      let shift = margins.leading - frame.minX
      let cause =
        "its frame is the cell style's layout from before Xcode 9 (the cell's image \(Self.n(frame.minX)) pt from the content view's leading edge); the style places the image at the \(Self.n(margins.leading))-pt margin"
      out.append(
        (
          view, e.line,
          "\(describe(view, layout)): \(cause): update its frame to \(Self.rect(CGRect(x: margins.leading, y: frame.minY, width: frame.width, height: frame.height)))"
        ))
      for sub in contentElement.subviews where sub.element == "label" && sub.constraints.isEmpty {
        guard let labelFrame = sub.frame, labelFrame.minX >= Self.minimumStyleLabelInset,
          let label = layout.views[sub.id], !label.isHidden
        else { continue }
        let suggested = CGRect(
          x: labelFrame.minX + shift, y: labelFrame.minY, width: max(0, labelFrame.width - shift),
          height: labelFrame.height)
        out.append(
          (label, sub.line, "\(describe(label, layout)): \(cause): update its frame to \(Self.rect(suggested))"))
      }
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

  /// Whether the view `id`, whose position the solver finds free, has a position
  /// bounded on one side only in an axis (`ambiguity`, the solver's message, says
  /// `ID.minX is free from A up` or `… up to B`, likewise `minY`) and a stored origin
  /// in that axis more than ``IBConformance/tolerance`` from where the solver put it.
  ///
  /// Nothing pulls such a position off its bound, so a solver, Xcode's as the canvas's,
  /// leaves it there: a view stored elsewhere is at none of the positions the canvas
  /// gives it, as if it broke a constraint, and Xcode flags its descendants ambiguous
  /// ("Ambiguity in the window", InterfaceBuilder.md, "Verdicts": awslabs' Polly stack
  /// view, `top ≥` the top guide at 20 and stored at 80, its three arranged views
  /// flagged; siskin-im's avatar view, free from 6 up and stored at 6, its two
  /// subviews unflagged). A range bounded on both sides says nothing of where Xcode
  /// puts the view (SendBird's resend container, free between 38.25 and 56 and stored
  /// at neither end, its button unflagged).
  func isStoredAwayFromOneSidedBound(_ id: String, in layout: IBLayout, ambiguity: String) -> Bool {
    guard let view = layout.views[id], let stored = layout.elements[id]?.frame else { return false }
    func oneSided(_ unknown: String) -> Bool {
      ambiguity.contains("\(id).\(unknown) is free from ") || ambiguity.contains("\(id).\(unknown) is free up to ")
    }
    let solved = view.frame
    return (oneSided("minX") && abs(solved.minX - stored.minX) > IBConformance.tolerance)
      || (oneSided("minY") && abs(solved.minY - stored.minY) > IBConformance.tolerance)
  }

  /// The content-view margins the built-in cell style of `cell` (id `cellID`) lays its
  /// labels and image out at: Interface Builder's for the width of its table (else of
  /// the cell, else of its content view's `contentFrame`) on the layout's device
  /// (``Builder/contentViewMargins(build:width:hasAccessory:takesTableInset:)``,
  /// ``Builder/cellMarginWidth(_:ofCell:in:)``).
  private func styleMargins(
    ofCell cellID: String, _ cell: IBView, contentFrame: CGRect, in layout: IBLayout
  ) -> DirectionalEdgeInsets {
    let table = layout.parents[cellID].flatMap { layout.elements[$0] }
    let width = table?.frame?.width ?? cell.frame?.width ?? contentFrame.width
    return Builder.contentViewMargins(
      build: document.buildNumber,
      width: Builder.cellMarginWidth(width, ofCell: cellID, in: layout),
      takesTableInset: Builder.takesTableInset(
        ofCell: cellID, in: layout, declaresDeploymentTarget: document.declaresDeploymentTarget))
  }
}
