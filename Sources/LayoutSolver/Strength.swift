/// How much a constraint matters: a UIKit layout priority in (0, 1000].
///
/// 1000 is required: the solver must satisfy it or throw. Any lower value is
/// optional, and optional priorities are **lexicographic**, as UIKit documents:
/// the solver first does its best for the highest priority in use, then, without
/// giving any of that up, for the next one, and so on. No number of violations at
/// priority 250 can outweigh one at 251. Within one priority, the solver minimises
/// the sum of the violations. (kiwi instead weights strengths 1e6/1e3/1, so that
/// many weak constraints can outweigh a medium one; ``Solver`` does not.)
///
/// Fractional priorities are allowed (UIKit uses 999.5).
///
/// One strength lies outside (0, 1000]: ``broken`` (1100), for a required constraint
/// that could not hold and is kept relaxed, as Foundation's `NSISEngine` keeps one it
/// breaks. It is not required (its violation is an error, never a failure) and it
/// comes before every optional priority.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The priority, 1000 for required.
  public let priority: Double

  /// Creates a strength from a UIKit priority. The solver rejects values that are
  /// not finite or outside (0, 1000] when the constraint is added.
  public init(_ priority: Double) {
    self.priority = priority
  }

  /// 1000: must hold.
  public static let required = Strength(1000)
  /// 750, UIKit's `defaultHigh` (kiwi's `strong`).
  public static let strong = Strength(750)
  /// 500 (kiwi's `medium`).
  public static let medium = Strength(500)
  /// 250, UIKit's `defaultLow` (kiwi's `weak`).
  public static let weak = Strength(250)

  /// 1100: a required constraint that cannot hold, kept *relaxed*: the solver
  /// minimises its violation before any optional priority (at 1000 and below), so it
  /// pulls as hard as the required constraints allow. `NSISEngine` gives the error
  /// variables of a constraint it breaks this priority (UIKitBehaviour.md §71).
  /// Optional, not required: adding it never fails for a conflict.
  public static let broken = Strength(1100)

  /// Whether this is the required strength (priority 1000 or more, except ``broken``).
  public var isRequired: Bool { priority >= 1000 && priority != Strength.broken.priority }

  /// Whether the solver accepts this strength: finite and in (0, 1000], or ``broken``.
  public var isValid: Bool {
    (priority.isFinite && priority > 0 && priority <= 1000) || priority == Strength.broken.priority
  }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

  public var description: String { formatNumber(priority) }
}
