import Foundation

/// The size of what a compositional layout fills: UIKit's `NSCollectionLayoutContainer`.
///
/// **[choice]** For the layout's container (``CollectionLayoutEnvironment/container``)
/// ``contentSize`` is the collection view's bounds size, ``contentInsets`` its
/// adjusted content inset and ``effectiveContentSize`` the bounds less that inset:
/// the area a vertical layout's rows span.
public struct CollectionLayoutContainer: Hashable, Sendable {
  /// The size before the insets.
  public let contentSize: CGSize
  /// The insets.
  public let contentInsets: DirectionalEdgeInsets
  /// The size after the insets (never negative).
  public var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
  /// The insets after the items' own (UIKit's `effectiveContentInsets`; the same here).
  public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

  /// A container of a size and insets.
  public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }
}
