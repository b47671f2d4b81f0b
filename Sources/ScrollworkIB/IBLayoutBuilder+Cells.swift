import Foundation
import Scrollwork

extension Builder {
  /// Records a table view cell's content view as the cell's own ``TableViewCell/contentView``
  /// (placed by the cell, ``IBTableViewCell``), gives it the document's attributes and
  /// Interface Builder's margins, then builds its subviews.
  ///
  /// Margins: the stored ones when the document has them; else 11 points above and
  /// below and, at the sides, the system minimum margins of the table the cell is
  /// in (of the cell itself in a cell `.xib`): 20 points when it is wider than 390
  /// points, else 16; 8 on every side before Xcode 9 (build 13000), the margins of a
  /// plain view (InterfaceBuilder.md, "Cells").
  func registerContentView(_ e: IBView, of cell: TableViewCell, cellID: String, in layout: IBLayout) {
    let content = cell.contentView
    configure(content, applyingVariations(e))
    content.insetsLayoutMarginsFromSafeArea = false
    if e.margins == nil {
      let cellElement = layout.elements[cellID]
      let table = layout.parents[cellID].flatMap { layout.elements[$0] }
      content.directionalLayoutMargins = Self.contentViewMargins(
        build: document.buildNumber, width: table?.frame?.width ?? cellElement?.frame?.width ?? 320)
    }
    // The margins are Interface Builder's whatever the cell's: the content view does
    // not take the cell's on top of them.
    content.preservesSuperviewLayoutMargins = false
    content.frame = cell.contentViewFrame
    register(e, view: content, parent: cellID, in: layout)
  }

  /// The margins Interface Builder gives a table view cell's content view in a table
  /// (or cell `.xib`) `width` points wide, saved by Xcode build `build`.
  static func contentViewMargins(build: Int, width: CGFloat) -> DirectionalEdgeInsets {
    guard build >= 13000 else { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    let side: CGFloat = width > 390 ? 20 : 16
    return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
  }

  /// Gives every self-sizing table view cell the height UIKit's self-sizing gives
  /// it, as Xcode's canvas does (InterfaceBuilder.md, "Cells"): a cell without a
  /// `rowHeight` of its own in a table whose `rowHeight` is automatic (`-1`). The
  /// height is the content view's fitted height at its width (required width,
  /// fitting-priority height pulled toward 0) plus the stored separator, or the
  /// standard 44 points when the content gives no height (UIKitBehaviour.md §18).
  /// A cell of a built-in style keeps its stored height: the style's own layout,
  /// which the builder does not model, sizes it (51 points in Xcode 16, about 44
  /// before; InterfaceBuilder.md, "Cells").
  func sizeSelfSizingCells(in layout: IBLayout) {
    for id in layout.order {
      guard let cell = layout.views[id] as? IBTableViewCell, let e = layout.elements[id], e.rowHeight == nil,
        e.cellStyle == nil,
        let table = layout.parents[id].flatMap({ layout.elements[$0] }), table.element == "tableView",
        table.rowHeight == -1
      else { continue }
      let fitted = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: cell.contentViewFrame.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      let height = fitted > 0 ? fitted + cell.bottomInset : TableView.standardRowHeight
      cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: cell.frame.width, height: height))
      layout.selfSizedCells.insert(id)
    }
  }
}
