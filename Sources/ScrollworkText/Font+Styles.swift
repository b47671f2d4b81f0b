import Foundation

extension Font {
  /// A font weight (`UIFont.Weight`). The bundled faces are Regular and Bold:
  /// `.semibold` and heavier use Bold, lighter weights Regular.
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
  }

  /// Dynamic Type text styles (`UIFont.TextStyle`), at the default ("Large") size.
  public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The iOS point size at the default content size category.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    }
  }

  /// The system font at a size and weight (Bold for `.semibold` and heavier).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    weight >= .semibold ? boldSystemFont(ofSize: fontSize) : systemFont(ofSize: fontSize)
  }

  /// The font of a text style at the default Dynamic Type size, `.large` (`headline` is
  /// bold). Headless there is no application-wide setting, so this is the size at
  /// `.large`; pass a trait collection (`preferredFont(forTextStyle:compatibleWith:)`, in
  /// Scrollwork) for another category. The font follows Dynamic Type in labels and text fields
  /// with `adjustsFontForContentSizeCategory`.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, category: .large)
  }

  /// The font of a text style at a content size category (`.unspecified`: `.large`).
  package static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory) -> Font {
    let base = style == .headline ? boldSystemFont(ofSize: style.pointSize) : systemFont(ofSize: style.pointSize)
    return base.scaled(
      DynamicTypeScaling(textStyle: style, basePointSize: style.pointSize, maximumPointSize: 0), for: category)
  }
}
