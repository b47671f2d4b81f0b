import Foundation

/// The content size category of Dynamic Type (`UIContentSizeCategory`): the text size a
/// person chose in Settings, from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``.
///
/// In Scrollwork a `Window` has one (`Window.preferredContentSizeCategory`, `.large` by
/// default, as on a new device); its trait collection carries it to every view and
/// controller, and `Font.preferredFont(forTextStyle:compatibleWith:)` and ``FontMetrics`` size
/// text by it, following the per-style point sizes of Apple's Human Interface Guidelines
/// (UIKitBehaviour.md §17).
///
/// Raw values are UIKit's (`UICTContentSizeCategoryL` …), so values read from
/// archives or logs compare equal.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
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

  /// Posted (on the window's `Window.notificationCenter`) after a window's category
  /// changed, as UIKit posts `UIContentSizeCategory.didChangeNotification`; the user
  /// info holds the new category's raw value under ``newValueUserInfoKey``.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The user-info key of ``didChangeNotification`` (UIKit's
  /// `UIContentSizeCategoryNewValueKey`).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The twelve categories from smallest to largest (``unspecified`` is not among them).
  public static let allCategories: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The categories' names as Swift spells them (`large`, `accessibilityExtraLarge`),
  /// in ``allCategories`` order: what layout files and the command line accept.
  public static let names: [String] = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]

  /// The short names of Apple's Human Interface Guidelines and Xcode's environment
  /// overrides (`xSmall` … `xxxLarge`, `AX1` … `AX5`), in ``allCategories`` order.
  public static let shortNames: [String] = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
  ]

  /// The category a name stands for: a Swift name (`accessibilityExtraExtraExtraLarge`),
  /// a short name (`AX5`, `xxxLarge`; any case) or a raw value; nil for anything else.
  public init?(name: String) {
    if let i = Self.names.firstIndex(of: name) {
      self = Self.allCategories[i]
    } else if let i = Self.shortNames.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
      self = Self.allCategories[i]
    } else if let c = Self.allCategories.first(where: { $0.rawValue == name }) {
      self = c
    } else {
      return nil
    }
  }

  /// The Swift name (`large`), or the raw value for ``unspecified`` and unknown values.
  public var name: String {
    Self.allCategories.firstIndex(of: self).map { Self.names[$0] } ?? rawValue
  }

  /// The position in ``allCategories``; nil for ``unspecified`` and unknown values.
  var index: Int? { Self.allCategories.firstIndex(of: self) }

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Orders by size; ``unspecified`` (and unknown values) sort first.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    (a.index ?? -1) < (b.index ?? -1)
  }

  /// The Swift name.
  public var description: String { name }
}

extension Font.TextStyle {
  /// The style's point sizes for the twelve categories, in
  /// ``ContentSizeCategory/allCategories`` order: the iOS table of Apple's Human
  /// Interface Guidelines (Typography, "Dynamic Type sizes" and "Larger accessibility
  /// type sizes"; UIKitBehaviour.md §17). Since iOS 11 every style grows
  /// through the accessibility sizes, not only `body`.
  var pointSizesByCategory: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The style's point size at `category`; ``ContentSizeCategory/unspecified`` (and
  /// unknown values) give the `.large` size, ``pointSize``.
  public func pointSize(for category: ContentSizeCategory) -> CGFloat {
    category.index.map { pointSizesByCategory[$0] } ?? pointSize
  }
}
