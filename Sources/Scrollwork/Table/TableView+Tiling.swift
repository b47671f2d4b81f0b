import Foundation

/// Which cells exist: the rows meeting the bounds, measured as they come on screen.
///
/// The rule (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Estimated and real heights"):
/// 1. the rows meeting the bounds are found with the current heights;
/// 2. each self-sizing row among them not yet measured at the current cell width gets
///    its cell from the data source and its real height (see ``measure(_:global:)``);
/// 3. if a row that was shown before and is still on screen (the first such one, the
///    anchor) moved because rows above it changed height, the content offset moves
///    by the same amount, so that what is on screen does not jump;
/// 4. an offset now beyond its range is brought back to it (§7.3); steps 1–4 repeat
///    while heights or the offset change (at most 8 times);
/// 5. cells of rows now off screen leave (`didEndDisplaying`, then the reuse pool),
///    cells of rows now on screen come in (`willDisplay`), and every cell shown is
///    placed at its row's rectangle.
extension TableView {
  /// Tiles the rows if the bounds or the data changed since the last tiling.
  func tileIfNeeded() {
    ensureLoaded()
    if let last = lastTiling, last.bounds == bounds, last.cellWidth == cellWidth { return }
    tileRows()
  }

  /// Tiles the rows now (steps 1–5 above).
  func tileRows() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    ensureLoaded()
    placeTableHeaderAndFooter()
    layout.recomputeIfNeeded()
    // Taken before a width change resets heights, so that the rows on screen stay put.
    let anchor = anchorRow()
    let width = cellWidth
    if width != measuredWidth {
      // Rotation, resize or a new content size category: every self-sizing row is estimated again.
      for g in 0..<layout.numberOfRows where layout.selfSizing[g] {
        layout.setHeight(layout.estimates[g], at: g, exact: false)
      }
      resetSelfSizingSectionEnds()
      measuredWidth = width
    }
    layout.recomputeIfNeeded()
    var fresh: [Int: TableViewCell] = [:]
    var freshEnds: [SectionEndKey: View] = [:]
    for _ in 0..<8 {
      let range = layout.rows(intersecting: bounds.minY, bounds.maxY)
      recycleCells(outside: range)
      var changed = false
      for g in range where !layout.isExact[g] {
        let cell = displayed[g] ?? fresh[g] ?? makeCell(forGlobal: g)
        if displayed[g] == nil { fresh[g] = cell }
        measure(cell, global: g)
        changed = true
      }
      layout.recomputeIfNeeded()
      if resolveSectionEndsOnScreen(into: &freshEnds) { changed = true }
      layout.recomputeIfNeeded()
      if changed, let anchor {
        let y = layout.rowTops[anchor.row] - anchor.screenY
        if y != bounds.minY { contentOffset = CGPoint(x: contentOffset.x, y: y) }
      }
      // A content size that shrank may leave the offset beyond its range (§7.3):
      // brought back, other rows may come on screen.
      let origin = bounds.origin
      adjustOffsetIfRangeChanged()
      guard changed || bounds.origin != origin else { break }
    }
    let range = layout.rows(intersecting: bounds.minY, bounds.maxY)
    recycleCells(outside: range)
    for g in range {
      if let cell = displayed[g] {
        place(cell, global: g)
        continue
      }
      let cell = fresh.removeValue(forKey: g) ?? makeCell(forGlobal: g)
      place(cell, global: g)
      applySelection(to: cell, at: layout.indexPath(global: g))
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: layout.indexPath(global: g))
      displayed[g] = cell
      insertCellView(cell)
    }
    for (_, cell) in fresh.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
    tileSectionEnds(fresh: freshEnds)
    lastTiling = (bounds, width)
  }

  /// Sends the cells of shown rows outside `range` to the reuse pool (before new rows
  /// need cells, so that the pool can serve them).
  private func recycleCells(outside range: Range<Int>) {
    for (g, cell) in displayed.sorted(by: { $0.key < $1.key }) where !range.contains(g) {
      displayed[g] = nil
      cell.removeFromSuperview()
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: layout.indexPath(global: g))
      enqueue(cell)
    }
  }

  /// The first shown row still meeting the bounds, with its top's distance from the
  /// bounds' top.
  private func anchorRow() -> (row: Int, screenY: CGFloat)? {
    let range = layout.rows(intersecting: bounds.minY, bounds.maxY)
    guard let g = displayed.keys.filter({ range.contains($0) }).min() else { return nil }
    return (g, layout.rowTops[g] - bounds.minY)
  }

  /// The data source's cell for a global row, sized to the row's current rectangle.
  func makeCell(forGlobal g: Int) -> TableViewCell {
    let path = layout.indexPath(global: g)
    let cell: TableViewCell
    if let source = dataSource {
      cell = source.tableView(self, cellForRowAt: path)
    } else {
      cell = TableViewCell(style: .default, reuseIdentifier: nil)
    }
    cell.separatorHeight = separatorHeight
    cell.frame = CGRect(x: cellX, y: 0, width: cellWidth, height: layout.heights[g])
    applyReadableMargins(to: cell)
    return cell
  }

  /// Measures a self-sizing row on the table's screen: its content view fitted to the
  /// content view's width at required priority and free height (fitting priority), plus the separator
  /// (UIKitBehaviour.md §18). A fitted height of zero or less gets
  /// the standard 44, with a ``TableViewIssue/unpinnedCellContent(reuseIdentifier:indexPath:view:fix:)``
  /// (or ``TableViewIssue/zeroHeightCell(reuseIdentifier:indexPath:)`` when no fix is found).
  func measure(_ cell: TableViewCell, global g: Int) {
    // Measured on the table's screen (its pixel scale), not the cell's default one,
    // with the fonts of the window's content size category.
    if cell.superview == nil { cell.screen = screen }
    if let window = rootView as? Window { cell.adjustFontsForContentSizeCategory(in: window) }
    cell.separatorHeight = separatorHeight
    cell.frame = CGRect(x: cellX, y: cell.frame.minY, width: cellWidth, height: cell.frame.height)
    applyReadableMargins(to: cell)
    cell.refreshStyleConstraints()
    let width = cell.contentViewFrame.width
    let fitted = cell.fitContentHeight(width: width)
    var height = fitted.rounded + separatorHeight
    if !(fitted.rounded > 0) {
      reportCollapsedContent(of: cell, at: layout.indexPath(global: g), width: width)
      height = TableView.standardRowHeight
    } else if fitted.rounded - fitted.solved > 1e-6 {
      // A real remainder below a pixel, not solver noise: checked (once per row).
      checkRoundedHeight(of: cell, at: layout.indexPath(global: g), width: width, fitted: fitted)
    }
    layout.setHeight(height, at: g, exact: true)
  }

  /// Sets a shown cell's frame (and its content view's) to its row's rectangle.
  func place(_ cell: TableViewCell, global g: Int) {
    cell.separatorHeight = separatorHeight
    let frame = CGRect(x: cellX, y: layout.rowTops[g], width: cellWidth, height: layout.heights[g])
    if cell.frame != frame { cell.frame = frame }
    applyReadableMargins(to: cell)
    cell.layoutContentView()
    if !layout.selfSizing[g] { checkFixedHeight(of: cell, at: layout.indexPath(global: g)) }
  }

  /// Adds a cell as a subview below the table header and footer views and the
  /// section header and footer views.
  private func insertCellView(_ cell: TableViewCell) {
    let ends = Set(displayedEnds.values.map(ObjectIdentifier.init))
    let above = subviews.first { view in
      view === tableHeaderView || view === tableFooterView || ends.contains(ObjectIdentifier(view))
    }
    if let above {
      insertSubview(cell, belowSubview: above)
    } else {
      addSubview(cell)
    }
  }

  /// With ``cellLayoutMarginsFollowReadableWidth``, sets the cell's content view's
  /// leading and trailing margins to max(16, (cell width − 672) / 2), so that content
  /// pinned to the margins stays within the readable width (UIKit's readable content
  /// guide, 672 wide [choice], centred in the cell); without it, margins set this way
  /// earlier go back to 16.
  func applyReadableMargins(to cell: TableViewCell) {
    let follow = cellLayoutMarginsFollowReadableWidth
    guard follow || cell.hasReadableMargins else { return }
    let side = follow ? max(16, (cellWidth - readableContentWidth) / 2) : 16
    var margins = cell.contentView.directionalLayoutMargins
    if margins.leading != side || margins.trailing != side {
      margins.leading = side
      margins.trailing = side
      cell.contentView.directionalLayoutMargins = margins
    }
    cell.hasReadableMargins = follow
  }

  /// Puts a cell in the reuse pool (cells without an identifier are let go).
  func enqueue(_ cell: TableViewCell) {
    if cell.superview != nil { cell.removeFromSuperview() }
    guard let id = cell.reuseIdentifier else { return }
    reusePool[id, default: []].append(cell)
  }

  /// Sends every shown cell to the reuse pool (`didEndDisplaying` for each).
  func removeAllDisplayedCells() {
    for (g, cell) in displayed.sorted(by: { $0.key < $1.key }) {
      cell.removeFromSuperview()
      if g < layout.numberOfRows {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: layout.indexPath(global: g))
      }
      enqueue(cell)
    }
    displayed.removeAll()
    removeAllSectionEndViews()
    lastTiling = nil
  }

  /// The table header view at the top and the footer view under the last section,
  /// each as wide as the table and as tall as its frame.
  func placeTableHeaderAndFooter() {
    let headerHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
    let footerHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
    if layout.tableHeaderHeight != headerHeight || layout.tableFooterHeight != footerHeight {
      layout.tableHeaderHeight = headerHeight
      layout.tableFooterHeight = footerHeight
      layout.invalidate()
    }
    layout.recomputeIfNeeded()
    if let header = tableHeaderView {
      let frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
      if header.frame != frame { header.frame = frame }
    }
    if let footer = tableFooterView {
      let frame = CGRect(x: 0, y: layout.totalHeight - footerHeight, width: bounds.width, height: footerHeight)
      if footer.frame != frame { footer.frame = frame }
    }
  }
}
