import Foundation
import Scrollwork

/// SnapKit's priority value: `.required` 1000, `.high` 750, `.medium` 500, `.low` 250.
///
/// Float literals work (`.priority(600)`), and so does arithmetic (`.high + 1`).
/// Valid values lie in (0, 1000], as for `LayoutPriority`; anything else is reported
/// as `LayoutError.invalidPriority(_:)` when the constraint is built.
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable,
  Strideable
{
  /// The priority as a number.
  public let value: Float

  public init(floatLiteral value: Float) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Float(value) }
  public init(_ value: Float) { self.value = value }
  public init(_ value: Int) { self.value = Float(value) }
  public init(_ value: LayoutPriority) { self.value = value.rawValue }

  /// 1000.
  public static let required: ConstraintPriority = 1000
  /// 750.
  public static let high: ConstraintPriority = 750
  /// 500 (SnapKit uses 501 on macOS; Scrollwork follows iOS).
  public static let medium: ConstraintPriority = 500
  /// 250.
  public static let low: ConstraintPriority = 250

  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }

  public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    ConstraintPriority(lhs.value + rhs)
  }
  public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    ConstraintPriority(lhs.value - rhs)
  }

  /// The model's priority.
  public var layoutPriority: LayoutPriority { LayoutPriority(value) }
}
