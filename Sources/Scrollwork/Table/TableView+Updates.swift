import Foundation

/// Inserting, deleting, reloading and moving rows and sections, without animation
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Updates").
///
/// Change the data first, then tell the table view what changed. The table view checks
/// the change against the data source's new counts as UIKit does; an update that does
/// not fit them is recorded as ``TableViewIssue/invalidUpdate(_:)`` with UIKit's
/// exception reason and the table view reloads all its data (UIKit raises
/// `NSInternalInconsistencyException`). A fitting update keeps the cells and measured
/// heights of the rows it does not touch and anchors the content offset on the first
/// row shown before the update that is still there. Every update, an empty batch
/// included, reads the row heights again and measures the self-sizing rows on screen
/// again (UIKitBehaviour.md §29).
extension TableView {
  /// How UIKit animates rows in and out (`UITableView.RowAnimation`, UIKit's raw
  /// values). Headless there is no animation: every kind is applied at once.
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// Inserts rows at index paths after the update (UIKit's `insertRows(at:with:)`).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes the rows at index paths before the update (`deleteRows(at:with:)`).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows += indexPaths }
  }

  /// Reloads rows named by their index paths before the update: their cells are asked
  /// of the data source again, and self-sizing ones measured again (`reloadRows(at:with:)`).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows += indexPaths }
  }

  /// Moves a row from its index path before the update to one after it
  /// (`moveRow(at:to:)`); the cell and its height go with it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Moves a section from its index before the update to one after it
  /// (`moveSection(_:toSection:)`); its rows, cells, heights, header and footer go
  /// with it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Inserts sections at indexes after the update (`insertSections(_:with:)`).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections += sections }
  }

  /// Deletes the sections at indexes before the update (`deleteSections(_:with:)`).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections += sections }
  }

  /// Reloads whole sections named by their indexes before the update: every row,
  /// header and footer is read again (`reloadSections(_:with:)`).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections += sections }
  }

  /// Runs `updates` and applies every insert, delete, reload and move it made as one
  /// update, checked once against the data source's counts; then calls `completion`
  /// with true (UIKit's `performBatchUpdates(_:completion:)`; headless, at once).
  /// Batches nest: an inner batch joins the outer one.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    collectBatch(updates)
    completion?(true)
  }

  /// Starts collecting inserts, deletes, reloads and moves into one update, applied
  /// by the matching ``endUpdates()`` (UIKit's `beginUpdates()`; prefer
  /// ``performBatchUpdates(_:completion:)``). Pairs nest, with each other and with
  /// `performBatchUpdates`: the outermost one applies.
  public func beginUpdates() {
    batchOpenings.append(pendingUpdates == nil)
    if pendingUpdates == nil { pendingUpdates = TableUpdate() }
  }

  /// Ends the pair begun by the last ``beginUpdates()``; the outermost applies what was
  /// collected as one update. An empty pair still updates: the heights are read again
  /// and the self-sizing rows on screen measured again, UIKit's idiom for a row that
  /// changes height without being reloaded (UIKitBehaviour.md §29). Without a matching
  /// `beginUpdates()` it records ``TableViewIssue/invalidUpdate(_:)`` and changes nothing.
  public func endUpdates() {
    guard let isOuter = batchOpenings.popLast() else {
      issues.append(.invalidUpdate("endUpdates() called without a matching beginUpdates()"))
      return
    }
    if isOuter, let batch = pendingUpdates {
      pendingUpdates = nil
      apply(batch)
    }
  }

  /// Applies an update: checks it (an invalid one is recorded and the data reloaded),
  /// reloads counts and heights, carries over the cells and measured heights of the
  /// rows, headers and footers it kept, sends the other cells to the reuse pool, and
  /// moves the content offset so that the anchor row keeps its distance from the
  /// bounds' top. The rows are tiled at the next layout.
  func apply(_ update: TableUpdate) {
    guard hasLoaded, let source = dataSource else {
      invalidateData()
      return
    }
    layout.recomputeIfNeeded()
    let old = layout
    let oldCounts = (0..<old.numberOfSections).map { old.numberOfRows(inSection: $0) }
    let sections = max(0, source.numberOfSections(in: self))
    let newCounts = (0..<sections).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
    let plan: TableUpdate.Plan
    switch update.plan(old: oldCounts, new: newCounts) {
    case .failure(let failure):
      issues.append(.invalidUpdate(failure.reason))
      reloadData()
      return
    case .success(let success):
      plan = success
    }
    var newOf: [Int: Int] = [:]
    for (g, o) in plan.newToOld.enumerated() { if let o { newOf[o] = g } }
    // The anchor: the first row shown that is still there, and its distance from the top.
    let anchor = displayed.keys.sorted().lazy.compactMap { o in
      newOf[o].map { (row: $0, screenY: old.rowTops[o] - self.bounds.minY) }
    }.first
    let oldDisplayed = displayed
    let oldMeasuredWidth = measuredWidth
    displayed = [:]
    removeAllSectionEndViews()
    loadData()
    carrySelection(from: old, newToOld: plan.newToOld, reloaded: plan.reloaded)
    if oldMeasuredWidth == measuredWidth {
      carryOverHeights(from: old, plan: plan)
    }
    // The self-sizing rows kept on screen are measured again with their cells at the
    // next tiling (the app may have changed what they show); until then they count
    // at the height they had.
    for (o, _) in oldDisplayed {
      guard let g = newOf[o], g < layout.numberOfRows, layout.selfSizing[g], layout.isExact[g] else { continue }
      layout.setHeight(layout.heights[g], at: g, exact: false)
    }
    for (o, cell) in oldDisplayed.sorted(by: { $0.key < $1.key }) {
      if let g = newOf[o], !plan.reloaded.contains(g), g < layout.numberOfRows {
        displayed[g] = cell
        continue
      }
      cell.removeFromSuperview()
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old.indexPath(global: o))
      enqueue(cell)
    }
    layout.recomputeIfNeeded()
    if let anchor, anchor.row < layout.numberOfRows {
      let y = layout.rowTops[anchor.row] - anchor.screenY
      let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
      if target != contentOffset { contentOffset = target }
    }
    lastTiling = nil
    setNeedsLayout()
  }

  /// Gives the rows, headers and footers the update kept (not reloaded) the heights
  /// measured before it, when they still size themselves.
  private func carryOverHeights(from old: TableLayout, plan: TableUpdate.Plan) {
    for (g, o) in plan.newToOld.enumerated() {
      guard let o, g < layout.numberOfRows, o < old.numberOfRows, !plan.reloaded.contains(g) else { continue }
      if old.selfSizing[o] && old.isExact[o] && layout.selfSizing[g] && !layout.isExact[g] {
        layout.setHeight(old.heights[o], at: g, exact: true)
      }
    }
    for (s, source) in plan.sectionSource.enumerated() {
      guard let source, s < layout.numberOfSections, source < old.numberOfSections else { continue }
      for kind in [TableLayout.SectionEnd.header, .footer] {
        let was = old.sizing(kind, source)
        let now = layout.sizing(kind, s)
        if was.selfSizing && was.isExact && now.selfSizing && !now.isExact && was.title == now.title {
          layout.setHeight(old.height(kind, source), of: kind, s, exact: true)
        }
      }
    }
  }
}
