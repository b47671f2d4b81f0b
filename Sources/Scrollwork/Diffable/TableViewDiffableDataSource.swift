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
  private let state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
  /// What could not be done as asked (snapshot issues of the applied snapshots, nil cells).
  public var issues: [DiffableDataSourceIssue] { state.issues }

  /// Creates the data source and makes it the table view's (UIKit's
  /// `init(tableView:cellProvider:)`).
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> Snapshot { state.current }

  /// Shows `snapshot`: the difference from the shown one is told to the table view as
  /// one batch update (headless, without animation either way), then `completion` runs.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    state.apply(snapshot, to: tableView)
    completion?()
  }

  /// Shows `snapshot` by reloading all the data (UIKit's `applySnapshotUsingReloadData(_:completion:)`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    state.reload(snapshot, on: tableView)
    completion?()
  }

  /// The item shown at an index path, or nil.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    indexPath.count == 2 ? state.itemIdentifier(section: indexPath.section, index: indexPath.row) : nil
  }

  /// The index path of an item, or nil.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section identifier at an index, or nil.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.sectionIdentifier(at: index)
  }

  // MARK: TableViewDataSource

  public func numberOfSections(in tableView: TableView) -> Int { state.current.numberOfSections }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    state.numberOfItems(inSectionAt: section)
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if let item = itemIdentifier(for: indexPath) {
      if let cell = cellProvider(tableView, indexPath, item) { return cell }
      state.noCell(for: item, at: indexPath)
    }
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }
}
