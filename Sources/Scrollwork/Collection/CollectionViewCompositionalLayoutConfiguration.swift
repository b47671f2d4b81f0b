import Foundation

extension CollectionView {
  /// The direction a collection view's layout scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

/// Layout-wide values of a ``CollectionViewCompositionalLayout``: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`. Changing a value of a
/// configuration a layout uses takes effect when the layout is next invalidated;
/// assigning ``CollectionViewCompositionalLayout/configuration`` invalidates it.
public final class CollectionViewCompositionalLayoutConfiguration {
  /// The direction the content scrolls (default vertical).
  public var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// Space between sections along the scroll direction (default 0).
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout: a header comes before the first
  /// section, a footer after the last; they span the container across.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

  /// A configuration with UIKit's defaults.
  public init() {}
}
