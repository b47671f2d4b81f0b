import Foundation

/// A table view data source that shows a ``DiffableDataSourceSnapshot``: UIKit's
/// `UITableViewDiffableDataSource`, under the same names (see
/// ``CollectionViewDiffableDataSource``; rows for items).
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  TableViewDataSource
{
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Makes the cell for an item (nil: a plain cell is shown, with an issue; UIKit raises).
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// What could not be done as asked (snapshot issues of the applied snapshots, nil cells).
  public private(set) var issues: [DiffableDataSourceIssue] = []

  /// Creates the data source and makes it the table view's (UIKit's
  /// `init(tableView:cellProvider:)`).
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot`: the difference from the shown one is told to the table view as
  /// one batch update (headless, without animation either way), then `completion` runs.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    issues += snapshot.issues
    let old = current
    current = snapshot
    if let view = tableView, view.hasLoaded {
      let diff = SnapshotDiff(from: old, to: snapshot)
      view.performBatchUpdates { view.pendingUpdates?.append(diff.update) }
    }
    completion?()
  }

  /// Shows `snapshot` by reloading all the data (UIKit's `applySnapshotUsingReloadData(_:completion:)`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    issues += snapshot.issues
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// The item shown at an index path, or nil.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The index path of an item, or nil.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section identifier at an index, or nil.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  // MARK: TableViewDataSource

  public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if let item = itemIdentifier(for: indexPath) {
      if let cell = cellProvider(tableView, indexPath, item) { return cell }
      issues.append(.noCell(item: String(describing: item), indexPath: indexPath))
    }
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }
}
