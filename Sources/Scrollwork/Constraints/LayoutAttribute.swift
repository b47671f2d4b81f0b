/// A part of a view's layout that a constraint relates: `NSLayoutConstraint.Attribute`,
/// with UIKit's raw values (UIKitBehaviour.md §0).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
  case notAnAttribute = 0
  case left = 1
  case right = 2
  case top = 3
  case bottom = 4
  case leading = 5
  case trailing = 6
  case width = 7
  case height = 8
  case centerX = 9
  case centerY = 10
  case lastBaseline = 11
  case firstBaseline = 12
  case leftMargin = 13
  case rightMargin = 14
  case topMargin = 15
  case bottomMargin = 16
  case leadingMargin = 17
  case trailingMargin = 18
  case centerXWithinMargins = 19
  case centerYWithinMargins = 20

  /// The old name of ``lastBaseline``.
  public static let baseline = LayoutAttribute.lastBaseline

  /// The axis the attribute lies on: left, right, leading, trailing, width, centerX
  /// and their margin forms are horizontal (UIKit's mask 0x2E6); the rest vertical.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX,
      .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  /// Whether it is a size (width or height) rather than a location.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether it is an edge, center or baseline.
  public var isLocation: Bool { self != .notAnAttribute && !isDimension }

  /// Whether it is leading or trailing (with or without margins).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether it is left or right (with or without margins).
  public var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// Whether it is a margin form (`leftMargin` … `centerYWithinMargins`).
  public var isMargin: Bool { rawValue >= 13 }

  /// The edge attribute a margin attribute refers to on the margins guide
  /// (`leadingMargin` → `leading`); other attributes are returned unchanged.
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// The name descriptions use (`leading`, `centerXWithinMargins`, `lastBaseline`).
  public var description: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}
