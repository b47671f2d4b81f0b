import Foundation

/// What places a collection view's elements: UIKit's `UICollectionViewLayout`, the
/// abstract base class. Subclass it as in UIKit: compute the attributes in
/// ``prepare()``, then answer ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)`` from them.
///
/// The collection view calls ``prepare()`` before it first asks for attributes and
/// again after each ``invalidateLayout()``; it invalidates the layout itself when
/// its data is reloaded or updated, and when ``shouldInvalidateLayout(forBoundsChange:)``
/// returns true for new bounds (it is asked at every bounds change, scrolling
/// included). ``CollectionViewFlowLayout`` is the concrete line-based layout.
open class CollectionViewLayout {
  /// The collection view using the layout (nil until one does; held weakly).
  public internal(set) weak var collectionView: CollectionView?
  /// Whether ``prepare()`` must run before attributes are read.
  var needsPrepare = true

  /// Creates a layout (UIKit's `init()`).
  public init() {}

  /// Computes the layout (UIKit's `prepare()`; the base does nothing). Called before
  /// the first query and after every invalidation, with ``collectionView`` set.
  open func prepare() {}

  /// The size of the whole content (the base: zero).
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element meeting `rect` (content coordinates; the base:
  /// none). The collection view shows one view per attributes returned.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

  /// The attributes of one item (the base: none).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of one supplementary view (the base: none).
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    nil
  }

  /// Marks the layout as out of date: ``prepare()`` runs again before the next
  /// query, and the collection view lays out again (UIKit's `invalidateLayout()`).
  /// Overrides call super.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.layoutDidInvalidate()
  }

  /// Whether new bounds need a new layout (the base: false; UIKit's
  /// `shouldInvalidateLayout(forBoundsChange:)`). Asked at the next tiling after the
  /// bounds changed, with the new bounds, which ``collectionView`` already reports
  /// (compare with what ``prepare()`` used, as the flow layout does).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether a cell's preferred attributes (from
  /// ``CollectionViewCell/preferredLayoutAttributesFitting(_:)``) need a new layout
  /// (the base: false, so a custom layout keeps its sizes; UIKit's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  // Self-sizing hooks (internal: UIKit passes preferred attributes through invalidation
  // contexts, which Scrollwork does not model; the flow and compositional layouts size items
  // themselves).

  /// Takes a cell's preferred attributes after
  /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
  /// said yes. The base ignores them; the flow layout keeps the preferred size.
  func applyPreferredLayoutAttributes(_ preferredAttributes: CollectionViewLayoutAttributes) {}

  /// Whether the item's size is still an estimate that a measurement would replace
  /// (the base: never).
  func isEstimated(at indexPath: IndexPath) -> Bool { false }

  /// Whether a supplementary view's size is still an estimate that a measurement
  /// would replace (the base: never; the compositional layout's estimated boundary
  /// items until measured).
  func isEstimatedSupplementary(ofKind kind: String, at indexPath: IndexPath) -> Bool { false }

  /// The fitting priorities a self-sizing element is measured with, horizontal and
  /// vertical: what the default ``CollectionViewCell/preferredLayoutAttributesFitting(_:)``
  /// and ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` pass to
  /// `systemLayoutSizeFitting`. The base (and the flow layout): the fitting priority on
  /// both axes, UIKit's default for `estimatedItemSize` (UIKitBehaviour.md §22); the
  /// compositional layout fixes the axes that are not estimated (§37).
  func selfSizingPriorities(for attributes: CollectionViewLayoutAttributes) -> SelfSizingPriorities {
    SelfSizingPriorities()
  }

  /// Takes a supplementary view's preferred attributes (its size) when
  /// ``isEstimatedSupplementary(ofKind:at:)`` said yes. The base ignores them.
  func applyPreferredSupplementaryAttributes(_ preferredAttributes: CollectionViewLayoutAttributes) {}

  /// Tells the layout how an update mapped new items to old ones (`oldIndexPath`
  /// returns nil for inserted or reloaded items), so that measured sizes of kept
  /// items are kept. The base does nothing.
  func carryOverMeasurements(oldIndexPath: (IndexPath) -> IndexPath?) {}

  /// Drops every measured size (``CollectionView/reloadData()``). The base has none.
  func resetMeasurements() {}

  /// Runs `prepare()` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
