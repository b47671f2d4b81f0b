import Foundation
import Scrollwork

/// The Swift side of the collection property suites (CollectionCompositionalFileTests,
/// CollectionNestedGroupPropertyTests, CollectionSupplementaryPropertyTests): the data
/// source of a file's `Tile` collection, the scroll to somewhere along its content, and
/// the file's `items:` line.
extension FileEqualsSwift {
  /// A collection of `counts[s]` `Tile` cells in section `s`, as a file's `sections:`
  /// list writes it. A supplementary view of kind `K` is dequeued with reuse identifier
  /// `supplementaryIdentifier` (nil: `K` itself), then given to `configure` with its
  /// index path.
  final class TileSource: CollectionViewDataSource {
    let counts: [Int]
    let supplementaryIdentifier: String?
    let configure: (CollectionReusableView, IndexPath) -> Void

    init(
      _ counts: [Int], supplementaryIdentifier: String? = nil,
      configure: @escaping (CollectionReusableView, IndexPath) -> Void = { _, _ in }
    ) {
      self.counts = counts
      self.supplementaryIdentifier = supplementaryIdentifier
      self.configure = configure
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: supplementaryIdentifier ?? kind, for: indexPath)
      configure(view, indexPath)
      return view
    }
  }

  /// Scrolls `collection` `fraction` (0 ... 1) of the way to its furthest offset along
  /// its scroll axis, rounded down to whole points, lays it out and returns the offset.
  @discardableResult
  static func scroll(_ collection: CollectionView, horizontal: Bool, fraction: Double) -> CGPoint {
    let maximum = collection.maximumContentOffset
    let offset =
      horizontal
      ? CGPoint(x: (maximum.x * fraction).rounded(.down), y: 0)
      : CGPoint(x: 0, y: (maximum.y * fraction).rounded(.down))
    collection.contentOffset = offset
    collection.layoutIfNeeded()
    return offset
  }

  /// A section's `items:` list in a file: `count` `Tile` cells, as a flow sequence.
  static func tileItems(_ count: Int) -> String {
    "[\(Array(repeating: "{ cell: Tile }", count: count).joined(separator: ", "))]"
  }
}
