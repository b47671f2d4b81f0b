import Foundation

/// What a table or collection view shows through a diffable data source: the current
/// snapshot, the issues met, and how a new snapshot reaches the view. One object
/// serves ``TableViewDiffableDataSource`` and ``CollectionViewDiffableDataSource``,
/// which differ only in their view's names (rows or items).
final class DiffableDataSourceState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The snapshot shown.
  private(set) var current = Snapshot()
  /// Snapshot issues of the applied snapshots, and items the cell provider gave no cell for.
  private(set) var issues: [DiffableDataSourceIssue] = []

  /// Shows `snapshot` on `view`: the difference from the shown one as one batch update
  /// when the view has loaded its data (before that, its first load asks the new snapshot).
  func apply(_ snapshot: Snapshot, to view: (any BatchUpdatingView)?) {
    issues += snapshot.issues
    let old = current
    current = snapshot
    if let view, view.hasLoaded {
      let diff = SnapshotDiff(from: old, to: snapshot)
      view.collectBatch { view.pendingUpdates?.append(diff.update) }
    }
  }

  /// Shows `snapshot` on `view` by reloading all its data.
  func reload(_ snapshot: Snapshot, on view: (any BatchUpdatingView)?) {
    issues += snapshot.issues
    current = snapshot
    view?.reloadData()
  }

  /// Records that the cell provider gave no cell for `item` at `indexPath`.
  func noCell(for item: ItemIdentifierType, at indexPath: IndexPath) {
    issues.append(.noCell(item: String(describing: item), indexPath: indexPath))
  }

  /// The section identifier at an index, or nil.
  func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The item at `index` of the section at `section`, or nil.
  func itemIdentifier(section: Int, index: Int) -> ItemIdentifierType? {
    guard let identifier = sectionIdentifier(at: section) else { return nil }
    let items = current.itemIdentifiers(inSection: identifier)
    return items.indices.contains(index) ? items[index] : nil
  }

  /// The number of items in the section at an index (0 past the end).
  func numberOfItems(inSectionAt index: Int) -> Int {
    sectionIdentifier(at: index).map { current.numberOfItems(inSection: $0) } ?? 0
  }
}
