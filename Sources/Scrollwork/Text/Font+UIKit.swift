import Foundation

extension Font {
  /// The italic system font (UIKit's `italicSystemFont(ofSize:)`). No italic face is
  /// bundled: [choice] it is measured, and drawn, with the upright system face.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize)
  }

  /// The text style's font for a trait collection (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`). Headless the content size
  /// category is always `.large`, so the traits do not change the size.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?)
    -> Font
  {
    preferredFont(forTextStyle: style)
  }
}

/// The content size category of Dynamic Type (`UIContentSizeCategory`). Headless every
/// trait collection reports ``large``, the default, at which
/// ``Font/preferredFont(forTextStyle:)`` sizes are given.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  static let ordered: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Orders by size; `.unspecified` (and unknown values) sort first.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: a) ?? -1) < (ordered.firstIndex(of: b) ?? -1)
  }
}

extension TraitCollection {
  /// The Dynamic Type size: always ``ContentSizeCategory/large`` headless.
  public var preferredContentSizeCategory: ContentSizeCategory { .large }
}

/// Scales fonts and values for Dynamic Type (`UIFontMetrics`). Headless the content
/// size category is always `.large`, where the scale factor is 1: fonts and values
/// come back unchanged (a maximum point size still caps the font).
public struct FontMetrics: Sendable {
  /// The text style whose scaling curve applies.
  public let textStyle: Font.TextStyle

  /// The metrics of `.body` (UIKit's `UIFontMetrics.default`).
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The metrics of a text style.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled for the current category (unchanged at `.large`).
  public func scaledFont(for font: Font) -> Font { font }

  /// `font` scaled, at most `maximumPointSize` points (0: no maximum).
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }

  /// `font` scaled for a trait collection's category (always `.large` here).
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font { font }

  /// A length scaled for the current category (unchanged at `.large`).
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// A length scaled for a trait collection's category (unchanged here).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat { value }
}
