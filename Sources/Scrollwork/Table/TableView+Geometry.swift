import Foundation

/// Where rows, headers and footers are, and which are shown.
extension TableView {
  /// The row's rectangle in content coordinates (UIKit's `rectForRow(at:)`), with its
  /// current height (an estimate until it has been on screen, for a self-sizing
  /// row); `.zero` for a path that names no row.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    ensureLoaded()
    guard let g = layout.globalIndex(indexPath) else { return .zero }
    layout.recomputeIfNeeded()
    return CGRect(x: cellX, y: layout.rowTops[g], width: cellWidth, height: layout.heights[g])
  }

  /// The section's header rectangle (`.zero` for a section out of range).
  public func rectForHeader(inSection section: Int) -> CGRect {
    ensureLoaded()
    guard section >= 0, section < layout.numberOfSections else { return .zero }
    layout.recomputeIfNeeded()
    return CGRect(x: 0, y: layout.sectionTops[section], width: bounds.width, height: layout.headerHeights[section])
  }

  /// The section's footer rectangle (`.zero` for a section out of range).
  public func rectForFooter(inSection section: Int) -> CGRect {
    ensureLoaded()
    guard section >= 0, section < layout.numberOfSections else { return .zero }
    let whole = rect(forSection: section)
    let h = layout.footerHeights[section]
    return CGRect(x: 0, y: whole.maxY - h, width: bounds.width, height: h)
  }

  /// The section's rectangle: header, rows and footer (`.zero` out of range).
  public func rect(forSection section: Int) -> CGRect {
    ensureLoaded()
    guard section >= 0, section < layout.numberOfSections else { return .zero }
    layout.recomputeIfNeeded()
    let top = layout.sectionTops[section]
    let bottom =
      section + 1 < layout.numberOfSections
      ? layout.sectionTops[section + 1] : layout.totalHeight - layout.tableFooterHeight
    return CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
  }

  /// The row at a point in content coordinates, or nil (UIKit's `indexPathForRow(at:)`).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    ensureLoaded()
    layout.recomputeIfNeeded()
    guard point.x >= cellX, point.x < cellX + cellWidth else { return nil }
    let range = layout.rows(intersecting: point.y, point.y.nextUp)
    guard let g = range.first, layout.rowTops[g] <= point.y, point.y < layout.rowTops[g] + layout.heights[g]
    else { return nil }
    return layout.indexPath(global: g)
  }

  /// The rows whose rectangles meet the bounds, in order (UIKit's
  /// `indexPathsForVisibleRows`; tiles first if the bounds changed).
  public var indexPathsForVisibleRows: [IndexPath]? {
    tileIfNeeded()
    return displayed.keys.sorted().map { layout.indexPath(global: $0) }
  }

  /// The cells shown, in row order (UIKit's `visibleCells`; tiles first if needed).
  public var visibleCells: [TableViewCell] {
    tileIfNeeded()
    return displayed.keys.sorted().compactMap { displayed[$0] }
  }

  /// The cell shown for the row, or nil when the row is off screen (UIKit's
  /// `cellForRow(at:)`; never asks the data source for an off-screen row).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    tileIfNeeded()
    guard let g = layout.globalIndex(indexPath) else { return nil }
    return displayed[g]
  }

  /// The row a shown cell stands for, or nil (UIKit's `indexPath(for:)`).
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard let g = displayed.first(where: { $0.value === cell })?.key else { return nil }
    return layout.indexPath(global: g)
  }
}
