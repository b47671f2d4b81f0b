import Foundation

/// The view a collection view cell's content goes into (``CollectionViewCell/contentView``):
/// as large as the cell, with the default margins (8 on every edge), named as UIKit's
/// private class in constraint descriptions.
public final class CollectionViewCellContentView: View {
  override public var itemClassName: String { "_UICollectionViewCellContentView" }
}
