import Foundation

extension TextLayout {
  /// `size` rounded up to whole device pixels per axis: `ceil(x × scale − 1e-6) / scale`.
  ///
  /// The epsilon absorbs floating-point noise, so a width that is already on the pixel
  /// grid stays there (41.666666666666664 × 3 = 125.00000000000001 gives 125/3, not 126/3).
  /// A scale ≤ 0 or non-finite is treated as 1. This is how UILabel turns a measured size
  /// into its intrinsic content size (UIKitBehaviour.md §3: "41.6667 at @3x").
  ///
  /// - Complexity: O(1).
  public static func ceilToPixels(_ size: CGSize, scale: CGFloat) -> CGSize {
    CGSize(
      width: ceilToPixels(size.width, scale: scale),
      height: ceilToPixels(size.height, scale: scale))
  }

  /// One value rounded up to whole pixels, as ``ceilToPixels(_:scale:)-(CGSize,_)``.
  ///
  /// - Complexity: O(1).
  public static func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    return (value * scale - 1e-6).rounded(.up) / scale
  }
}
