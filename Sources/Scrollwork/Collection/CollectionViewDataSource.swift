import Foundation

/// What a collection view asks for its content: UIKit's `UICollectionViewDataSource`,
/// under the same method names. ``collectionView(_:numberOfItemsInSection:)`` and
/// ``collectionView(_:cellForItemAt:)`` are required, as in UIKit; the others are
/// optional (the extension gives UIKit's default of one section).
///
/// As with any Swift protocol extension, a default is used unless the conforming
/// class itself declares the method.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items in `section`. A negative count is read as 0 and recorded
  /// as a ``CollectionViewIssue``.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item, from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  /// The supplementary view of a kind (a section header or footer, for the flow
  /// layout), from
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// The default returns nil: UIKit raises when the layout asks for a view the data
  /// source does not give; here the element is not shown and a
  /// ``CollectionViewIssue/missingSupplementaryView(kind:indexPath:)`` is recorded.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    nil
  }
}
