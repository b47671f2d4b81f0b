import Foundation
import Scrollwork

extension IBChecker {
  /// The first Xcode build seen flagging the views of rows that lie below their table
  /// (``IBDocument/buildNumber``): Xcode 14.3 (plugin build 22129, toolsVersion 22154).
  /// Xcode 12 (plugin build 17126) leaves such rows unflagged; no document between the
  /// two has a row below its table (InterfaceBuilder.md, "Rows below the table").
  static let rowsBelowTableBuild = IBToolsEra.xcode14Point3

  /// The views of table rows that lie wholly below their table on the canvas, in a
  /// document saved by Xcode 14.3 or later, each with the finding's text.
  ///
  /// A row lies below its table when its top is at or past the table's height (in
  /// the table's content coordinates, scrolled to the top). Xcode flags every view in
  /// such a row's content view ambiguous, whatever its constraints, and leaves the rows
  /// the table reaches into, even by a point, to their constraints. In the corpus, the
  /// 29 rows below their tables in documents saved by Xcode 14.3 to 26 have every such
  /// view flagged (LNPopupController's two storyboards, 20 rows of style labels;
  /// iNaturalist's ObsDetailV2 table, 6 rows, 17 views; nRF Device Manager's
  /// ImageController, two container views; tinode's Default row, a label and an image),
  /// and the rows the tables reach into are not flagged for it (nRF's two other
  /// container rows at y 733 and 744 of 812, iNaturalist's "media" row, the twin of the
  /// flagged "photos"). UITableView lays out only the rows within its bounds, which the
  /// canvas seems to follow. Left out, as Xcode leaves them: the row's content view,
  /// views with `fixedFrame="YES"` (iNaturalist's three buttons in those rows are
  /// unflagged) and hidden views with what they hold (which `check` does not judge).
  /// Xcode 12's rows below their tables (Strongbox, Hackers: 8 rows) are unflagged,
  /// hence the build gate ``rowsBelowTableBuild``.
  /// - Complexity: O(views).
  func rowsBelowTableFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    guard document.buildNumber >= Self.rowsBelowTableBuild else { return [] }
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard let cell = layout.views[id] as? IBTableViewCell, !cell.isHidden,
        let tableID = layout.parents[id], layout.elements[tableID]?.element == "tableView",
        let table = layout.views[tableID], cell.superview === table, cell.frame.minY >= table.bounds.height,
        let contentID = layout.id(of: cell.contentView), let content = layout.elements[contentID],
        !cell.contentView.isHidden
      else { continue }
      let cellName = layout.elements[id].map { document.name(of: $0) } ?? id
      let tableName = describe(table, layout)
      let cause =
        "its row, \(cellName), lies below \(tableName) (at y = \(Self.n(cell.frame.minY)), the table \(Self.n(table.bounds.height)) pt tall): Xcode from 14.3 flags the views of rows outside the table's canvas ambiguous; a taller canvas (freeform size) lays the row out"
      // Depth first, in document order, with an explicit stack: no recursion per
      // nesting level, however deep the row's content.
      var pending: [IBView] = content.subviews.reversed()
      while let sub = pending.popLast() {
        guard let view = layout.views[sub.id], !view.isHidden else { continue }
        if !sub.hasFixedFrame { out.append((view, sub.line, "\(describe(view, layout)): \(cause)")) }
        pending.append(contentsOf: sub.subviews.reversed())
      }
    }
    return out
  }
}
