/// A linear relation `expression (<= | == | >=) 0` with a strength.
///
/// A constraint is a reference: the solver knows it by identity, so the same
/// constraint object is what you pass to ``Solver/remove(_:)``. Build one with the
/// operators (`x + 2 * y <= 100`) or the initializer, and give it a strength with
/// `|` (`(x >= 10) | .weak`) or ``withStrength(_:)``.
public final class Constraint: Sendable, CustomStringConvertible {
  /// The left side minus the right side, reduced (each variable once).
  public let expression: Expression
  /// How ``expression`` compares with zero.
  public let relation: Relation
  /// The priority; ``Strength/required`` by default.
  public let strength: Strength
  /// How much a unit of this optional constraint's error counts against the other
  /// errors of its priority (1 by default): the objective of its level is the sum of
  /// weight × error. Weighting is the same as scaling the expression by the weight,
  /// but ``Solver/setStrength(_:weight:of:)`` can change it in place. Ignored for a
  /// required constraint.
  public let weight: Double

  /// Creates `expression relation 0` at `strength`, its error weighted by `weight`.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, weight: Double = 1) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
    self.weight = weight
  }

  /// A copy of this constraint at another strength, with the same weight (a new object).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength, weight: weight)
  }

  /// Whether `weight` is one the solver takes: finite and in (0, ``Solver/maximumCoefficient``].
  static func isValidWeight(_ weight: Double) -> Bool {
    weight > 0 && weight <= Solver.maximumCoefficient
  }

  /// Whether the constant is NaN, infinite or beyond ±``Solver/maximumMagnitude``, or
  /// some coefficient is NaN, infinite or beyond ±`coefficientLimit`.
  func hasUnusableNumber(coefficientLimit: Double) -> Bool {
    !Solver.isUsable(expression.constant) || expression.terms.contains { !(abs($0.coefficient) <= coefficientLimit) }
  }

  public var description: String {
    let priority = strength.isRequired ? "" : " @\(strength)" + (weight == 1 ? "" : " ×\(formatNumber(weight))")
    return "\(expression) \(relation) 0\(priority)"
  }
}
