import Foundation

/// What a compositional layout's section provider is told about where the layout is
/// shown: UIKit's `NSCollectionLayoutEnvironment` (the container's size and the
/// collection view's traits), so that it can choose columns by width or size class.
public final class CollectionLayoutEnvironment {
  /// The layout's container (the collection view's bounds and adjusted content inset).
  public let container: CollectionLayoutContainer
  /// The collection view's traits.
  public let traitCollection: TraitCollection

  /// An environment (the layout makes one per prepare).
  public init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
