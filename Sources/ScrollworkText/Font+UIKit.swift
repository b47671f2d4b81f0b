import Foundation

extension Font {
  /// The italic system font (UIKit's `italicSystemFont(ofSize:)`). No italic face is
  /// bundled: [choice] it is measured, and drawn, with the upright system face.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize)
  }
}

/// Scales fonts and values for Dynamic Type (`UIFontMetrics`) along a text style's
/// curve: a value given for `.large` is multiplied by the style's size at the category
/// over its size at `.large` (UIKitBehaviour.md §17).
///
/// Without a trait collection the category is `.large` (headless there is no
/// application-wide setting), where the factor is 1; a label or text field with
/// `adjustsFontForContentSizeCategory` scales a font made here again whenever its
/// window's category changes.
public struct FontMetrics: Sendable {
  /// The text style whose scaling curve applies.
  public let textStyle: Font.TextStyle

  /// The metrics of `.body` (UIKit's `UIFontMetrics.default`).
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The metrics of a text style.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` (its size taken as the `.large` size) scaled for `.large`: unchanged in
  /// size, but it now follows Dynamic Type in views that adjust their fonts.
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, maximumPointSize: 0, category: .large)
  }

  /// `font` scaled, at most `maximumPointSize` points (0: no maximum).
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, category: .large)
  }

  /// `font` scaled for a content size category, at most `maximumPointSize` points (0: no
  /// maximum). The trait-collection overloads (`scaledFont(for:maximumPointSize:compatibleWith:)`,
  /// in Scrollwork, where trait collections live) pass their collection's category here.
  package func scaledFont(for font: Font, maximumPointSize: CGFloat, category: ContentSizeCategory) -> Font {
    let scaling = DynamicTypeScaling(
      textStyle: textStyle, basePointSize: font.pointSize, maximumPointSize: max(0, maximumPointSize))
    return font.scaled(scaling, for: category)
  }

  /// A length given for `.large`, for `.large` (unchanged).
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// A length given for `.large`, scaled for a content size category (`.unspecified`:
  /// unchanged, as `.large`).
  package func scaledValue(for value: CGFloat, category: ContentSizeCategory) -> CGFloat {
    value * textStyle.pointSize(for: category) / textStyle.pointSize
  }
}
