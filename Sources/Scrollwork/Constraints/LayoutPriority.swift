/// How much a constraint matters: UIKit's `UILayoutPriority`, a number in (0, 1000].
///
/// 1000 (``required``) must hold; lower priorities are optional and lexicographic:
/// no number of violations at 250 outweighs one at 251 (UIKitBehaviour.md §0).
/// Arithmetic (`.defaultHigh - 1`) and float literals work as in UIKit.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750, the priority of compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250, the priority of content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50, what `systemLayoutSizeFitting` uses to pull toward the target size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is the required priority.
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether UIKit accepts the value: finite and in (0, 1000].
  public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

  /// The priority as UIKit logs print it (`%g`).
  public var description: String { formatG(Double(rawValue)) }
}
