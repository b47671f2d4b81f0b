import Foundation

/// The `UIFontMetrics` methods that take a trait collection. `FontMetrics` itself lives in
/// ScrollworkText, below the trait collections; these pass the collection's category on.
extension FontMetrics {
  /// `font` scaled for a trait collection's category (nil or unspecified: `.large`).
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for a trait collection's category, at most `maximumPointSize`
  /// points (0: no maximum).
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    scaledFont(
      for: font, maximumPointSize: maximumPointSize,
      category: traitCollection?.preferredContentSizeCategory ?? .large)
  }

  /// A length given for `.large`, scaled for a trait collection's category (nil or
  /// unspecified: unchanged).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
    scaledValue(for: value, category: traitCollection?.preferredContentSizeCategory ?? .large)
  }
}
