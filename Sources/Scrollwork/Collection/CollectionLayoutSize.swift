import Foundation

/// The width and height of an item, group or supplementary item in a
/// ``CollectionViewCompositionalLayout``: UIKit's `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public let widthDimension: CollectionLayoutDimension
  /// The height.
  public let heightDimension: CollectionLayoutDimension

  /// A size from its two dimensions (UIKit's `init(widthDimension:heightDimension:)`).
  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
