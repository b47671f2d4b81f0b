import Foundation

/// An image's size in points, for ``ImageView``: the part of `UIImage` that layout
/// needs. Pixels are not loaded; renderers draw a placeholder with ``name``.
public struct Image: Sendable, Hashable {
  /// The size in points.
  public var size: CGSize
  /// The scale the pixels were made for (1, 2, 3).
  public var scale: CGFloat
  /// A name for renderers and descriptions.
  public var name: String?

  /// Creates an image description of a point size.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
  }
}
