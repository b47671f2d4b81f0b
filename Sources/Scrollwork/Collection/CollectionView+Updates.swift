import Foundation

/// Inserting, deleting, reloading and moving items and sections, without animation
/// (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "Updates").
///
/// Change the data first, then tell the collection view what changed. The update is
/// checked against the data source's new counts with the table view's rules
/// (UIKitBehaviour.md §20: deletions and reloads name items before the update,
/// insertions after it, order inside a batch does not matter), which are UIKit's
/// for collection views too. An update that does not fit is recorded as
/// ``CollectionViewIssue/invalidUpdate(_:)`` with UIKit's exception reason (the
/// table view's words with "items" for "rows") and the collection view reloads all
/// its data, where UIKit raises. A fitting update keeps the cells and measured sizes
/// of the items it does not touch.
extension CollectionView {
  /// Inserts items at index paths after the update (UIKit's `insertItems(at:)`).
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes the items at index paths before the update (`deleteItems(at:)`).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedRows += indexPaths }
  }

  /// Reloads items named by their index paths before the update: their cells are
  /// asked of the data source again and self-sizing ones measured again (`reloadItems(at:)`).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedRows += indexPaths }
  }

  /// Moves an item from its index path before the update to one after it
  /// (`moveItem(at:to:)`); its cell and measured size go with it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Moves a section from its index before the update to one after it
  /// (`moveSection(_:toSection:)`); its cells and measured sizes go with it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Inserts sections at indexes after the update (`insertSections(_:)`).
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections += sections }
  }

  /// Deletes the sections at indexes before the update (`deleteSections(_:)`).
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections += sections }
  }

  /// Reloads whole sections named by their indexes before the update (`reloadSections(_:)`).
  public func reloadSections(_ sections: IndexSet) {
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

  /// Applies an update: checks it (an invalid one is recorded and the data
  /// reloaded), reloads the counts, carries the cells and measured sizes of the items
  /// it kept over to their new index paths, sends the other cells to the reuse pool
  /// and invalidates the layout; the elements are tiled at the next layout.
  func apply(_ update: TableUpdate) {
    guard hasLoaded, let source = dataSource else {
      invalidateData()
      return
    }
    let oldCounts = counts
    let sections = max(0, source.numberOfSections(in: self))
    let newCounts = (0..<sections).map { max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
    let plan: TableUpdate.Plan
    switch update.plan(old: oldCounts, new: newCounts) {
    case .failure(let failure):
      issues.append(.invalidUpdate(Self.collectionWording(failure.reason)))
      reloadData()
      return
    case .success(let success):
      plan = success
    }
    // Global item numbers, old and new, to index paths.
    func paths(_ counts: [Int]) -> [IndexPath] {
      counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
    }
    let oldPaths = paths(oldCounts)
    let newPaths = paths(newCounts)
    var newOf: [IndexPath: IndexPath] = [:]
    var oldOf: [IndexPath: IndexPath] = [:]
    for (g, o) in plan.newToOld.enumerated() where g < newPaths.count {
      guard let o, o < oldPaths.count else { continue }
      if !plan.reloaded.contains(g) { oldOf[newPaths[g]] = oldPaths[o] }
      newOf[oldPaths[o]] = newPaths[g]
    }
    let oldDisplayed = displayedCells
    displayedCells = [:]
    recycleSupplementaryForUpdate()
    loadCounts()
    // The selection follows the items kept; deleted and reloaded items lose it (§39).
    selectedItems = Set(oldOf.compactMap { new, old in selectedItems.contains(old) ? new : nil })
    for (old, cell) in oldDisplayed.sorted(by: { $0.key < $1.key }) {
      if let new = newOf[old], oldOf[new] == old {
        displayedCells[new] = cell
        continue
      }
      cell.removeFromSuperview()
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
      enqueue(cell)
    }
    collectionViewLayout.carryOverMeasurements { oldOf[$0] }
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Sends every shown supplementary view to its pool (their sections may have moved).
  private func recycleSupplementaryForUpdate() {
    for (key, view) in displayedSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      view.removeFromSuperview()
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
      enqueueSupplementary(view, kind: key.kind)
    }
    displayedSupplementary = [:]
  }

  /// A table view's update failure reason in a collection view's words: UIKit's
  /// `UICollectionView` reasons are the table view's with items for rows.
  static func collectionWording(_ reason: String) -> String {
    reason.replacingOccurrences(of: "rows", with: "items").replacingOccurrences(of: "row ", with: "item ")
      .replacingOccurrences(of: "table view", with: "collection view")
  }
}
