import Foundation

/// The smallest part of a ``CollectionViewCompositionalLayout``: the blueprint of one
/// cell, UIKit's `NSCollectionLayoutItem`. A group repeats its items; each placed
/// item shows one item of the data source, in order.
public class CollectionLayoutItem: CustomStringConvertible {
  /// The item's size, resolved against its containing group (``CollectionLayoutDimension``).
  public let layoutSize: CollectionLayoutSize
  /// Space taken from the item's frame after its place is computed: the cell is
  /// smaller by these insets and its neighbours do not move (UIKit: applied "after
  /// its position is computed"). Ignored on an axis whose dimension is estimated, as
  /// in UIKit. Leading is left (left-to-right) or right (right-to-left).
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// An item of a size (UIKit's `init(layoutSize:)`).
  public init(layoutSize: CollectionLayoutSize) {
    self.layoutSize = layoutSize
  }

  public var description: String { "<item \(layoutSize)>" }
}
