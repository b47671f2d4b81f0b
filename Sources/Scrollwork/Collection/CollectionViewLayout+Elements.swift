import Foundation

extension CollectionViewLayout {
  /// Whether a frame with area meets the rectangle: they overlap with area, as
  /// `CGRectIntersectsRect` says (touching edges do not meet). The built-in layouts
  /// answer ``layoutAttributesForElements(in:)`` with the elements that meet it.
  func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.width > 0 && frame.height > 0 && frame.minX < rect.maxX && rect.minX < frame.maxX
      && frame.minY < rect.maxY && rect.minY < frame.maxY
  }

  /// A header's, footer's or boundary item's attributes in the built-in layouts (index
  /// path: the section, item 0; z-index 10, so that it is above the cells).
  func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }
}
