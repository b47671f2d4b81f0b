import Foundation
import Scrollwork

extension IBChecker {
  /// How far apart two heights must be, in points, for the self-sizing content rule
  /// to tell them apart: less than any pixel (fitted heights are rounded up to the
  /// pixel, stored ones are pixel-aligned), more than the solver's rounding.
  static let selfSizingContentEpsilon: CGFloat = 0.01

  /// The height toward which the second fitting pass pulls a content view: far above
  /// any row, so that a content view whose constraints leave its height open comes
  /// out taller than it does when pulled toward 0.
  static let selfSizingProbeHeight: CGFloat = 10_000

  /// The content views of self-sizing rows saved before Xcode 13 whose constraints
  /// give them a height the row Xcode draws does not have, each with the finding's
  /// text.
  ///
  /// Before Xcode 13 (build 19000) the canvas draws a self-sizing row of custom
  /// content at the standard 44 points whatever its content asks for
  /// (``legacySelfSizingRowHeight(of:in:build:)``); its content view is that row less
  /// the separator (``IBTableViewCell/bottomInset``, 0.5 points before Xcode 11).
  /// When the content's constraints determine a height of their own (the content
  /// view fitted at its width comes out the same whether its height is pulled toward
  /// 0 or toward ``selfSizingProbeHeight``) and it is not that one, Xcode flags the
  /// content view ambiguous: arcgis' ColorPicker (Xcode 10: three rows whose content
  /// asks for 96 points in a 43.5-point content view), arcgis' Animate3DGraphic
  /// (Xcode 12: 71 and 81 points in 44) and Strongbox's CreateDatabaseOrSetCredentials
  /// (Xcode 11: 43.5 points in 44), 11 content views, all flagged; the 12 rows of those
  /// documents whose content asks for exactly the drawn height are not, nor are rows
  /// whose content leaves the height open (arcgis' DisplaySubtypeFeatureLayer, Hackers'
  /// settings) or a row stored at another height whose content fits the 44 points
  /// (Strongbox's 40-point DatabasePreferences rows, flagged misplaced instead).
  /// Rows of a fixed height are left out: of the corpus's cells whose content asks for
  /// another height than their fixed row, one is flagged (Strongbox's IconTableCell)
  /// and the rest are not (InterfaceBuilder.md, "Verdicts"). From Xcode 13 the canvas
  /// sizes the row to its content, and nothing conflicts.
  /// - Complexity: two fitting passes per such row, plus O(views).
  func legacySelfSizingContentFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    let build = document.buildNumber
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard let row = Self.legacySelfSizingRowHeight(of: id, in: layout, build: build),
        let cell = layout.views[id] as? IBTableViewCell, !cell.isHidden, !cell.contentView.isHidden,
        let contentID = layout.id(of: cell.contentView), let content = layout.elements[contentID]
      else { continue }
      guard let asked = Self.heightItsContentAsks(of: cell) else { continue }
      let drawn = row - cell.bottomInset
      guard abs(asked - drawn) > Self.selfSizingContentEpsilon else { continue }
      let cellName = layout.elements[id].map { document.name(of: $0) } ?? id
      out.append(
        (
          cell.contentView, content.line,
          "\(describe(cell.contentView, layout)): its constraints give it a height of \(Self.n(asked)) pt, but Xcode before 13 draws the self-sizing row of \(cellName) \(Self.n(row)) pt tall (content \(Self.n(drawn)) pt): give the cell a row height of \(Self.n(asked + cell.bottomInset)) or change the content's vertical constraints to fit"
        ))
    }
    return out
  }

  /// The height `cell`'s content view's own constraints determine at its width: the
  /// content view fitted with its width required comes out at one height whether its
  /// height is pulled toward 0 or toward ``selfSizingProbeHeight`` (within
  /// ``selfSizingContentEpsilon``); nil when the content leaves its height open or
  /// asks for none.
  /// - Complexity: two fitting passes.
  static func heightItsContentAsks(of cell: IBTableViewCell) -> CGFloat? {
    let width = cell.contentViewFrame.width
    func fitted(_ target: CGFloat) -> CGFloat {
      cell.contentView.systemLayoutSizeFitting(
        CGSize(width: width, height: target), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    let asked = fitted(0)
    guard asked > 0, abs(fitted(selfSizingProbeHeight) - asked) <= selfSizingContentEpsilon else { return nil }
    return asked
  }
}
