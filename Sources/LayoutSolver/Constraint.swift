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

  /// Creates `expression relation 0` at `strength`.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
  }

  /// A copy of this constraint at another strength (a new object).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether the constant is NaN, infinite or beyond ±``Solver/maximumMagnitude``, or
  /// some coefficient is NaN, infinite or beyond ±`coefficientLimit`.
  func hasUnusableNumber(coefficientLimit: Double) -> Bool {
    !Solver.isUsable(expression.constant) || expression.terms.contains { !(abs($0.coefficient) <= coefficientLimit) }
  }

  public var description: String {
    let priority = strength.isRequired ? "" : " @\(strength)"
    return "\(expression) \(relation) 0\(priority)"
  }
}
