import Foundation

/// A collection view data source that shows a ``DiffableDataSourceSnapshot``: UIKit's
/// `UICollectionViewDiffableDataSource`, under the same names.
///
/// ```swift
/// let source = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, path, name in
///   view.dequeueReusableCell(withReuseIdentifier: "Photo", for: path)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b", "c"])
/// source.apply(snapshot)
/// ```
///
/// ``apply(_:animatingDifferences:completion:)`` tells the collection view the
/// difference between the shown snapshot and the new one as one batch update
/// (`SnapshotDiff`): cells of items both hold are kept. The collection view holds its
/// data source weakly, as in UIKit: keep a reference to this object.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  CollectionViewDataSource
{
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Makes the cell for an item (nil: a plain cell is shown, with an issue; UIKit raises).
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
  /// Makes a supplementary view.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  private let state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
  /// Makes the supplementary views (nil: none).
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// What could not be done as asked (snapshot issues of the applied snapshots, nil cells).
  public var issues: [DiffableDataSourceIssue] { state.issues }

  /// Creates the data source and makes it the collection view's (UIKit's
  /// `init(collectionView:cellProvider:)`).
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> Snapshot { state.current }

  /// Shows `snapshot`: the difference from the shown one is told to the collection
  /// view as one batch update (headless, without animation either way), then
  /// `completion` runs.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    state.apply(snapshot, to: collectionView)
    completion?()
  }

  /// Shows `snapshot` by reloading all the data (UIKit's `applySnapshotUsingReloadData(_:completion:)`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    state.reload(snapshot, on: collectionView)
    completion?()
  }

  /// The item shown at an index path, or nil.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    indexPath.count == 2 ? state.itemIdentifier(section: indexPath.section, index: indexPath.item) : nil
  }

  /// The index path of an item, or nil.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section identifier at an index, or nil.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.sectionIdentifier(at: index)
  }

  /// The index of a section identifier, or nil.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.current.indexOfSection(sectionIdentifier)
  }

  // MARK: CollectionViewDataSource

  public func numberOfSections(in collectionView: CollectionView) -> Int { state.current.numberOfSections }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    state.numberOfItems(inSectionAt: section)
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath) {
      if let cell = cellProvider(collectionView, indexPath, item) { return cell }
      state.noCell(for: item, at: indexPath)
    }
    return CollectionViewCell(frame: .zero)
  }

  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryViewProvider?(collectionView, kind, indexPath)
  }
}
