// Small assertions shared by the LayoutSolver unit, simplex, priority and property suites.

import LayoutSolver
import Testing

/// Records an issue unless `actual` is within `tolerance` of `expected`.
func expectNear(
  _ actual: Double,
  _ expected: Double,
  tolerance: Double = 1e-6,
  _ what: String = "value",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(what): expected \(expected), got \(actual)",
    sourceLocation: sourceLocation
  )
}

/// Records an issue unless the solver gives `variable` the value `expected` (±1e-6).
func expectValue(
  _ solver: Solver,
  _ variable: Variable,
  _ expected: Double,
  tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectNear(
    solver.value(of: variable), expected, tolerance: tolerance, variable.name,
    sourceLocation: sourceLocation)
}

/// Records an issue for each tableau invariant the solver reports as broken.
func expectHealthy(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
  let violations = solver._invariantViolations()
  #expect(violations.isEmpty, "invariant violations: \(violations)", sourceLocation: sourceLocation)
}

/// How far the solver's values are from satisfying `constraint` (0 when it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
  let value = constraint.expression.value { solver.value(of: $0) }
  switch constraint.relation {
  case .equal: return abs(value)
  case .lessThanOrEqual: return max(0, value)
  case .greaterThanOrEqual: return max(0, -value)
  }
}

/// The scale of the numbers in `constraint` at the solver's values, for relative tolerances.
func magnitude(of constraint: Constraint, in solver: Solver) -> Double {
  constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
    $0 + abs($1.coefficient * solver.value(of: $1.variable))
  }
}

/// Records an issue unless the solver's values satisfy `constraint` within `tolerance`.
func expectSatisfied(
  _ constraint: Constraint,
  in solver: Solver,
  tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let v = violation(of: constraint, in: solver)
  #expect(v <= tolerance, "\(constraint) is violated by \(v)", sourceLocation: sourceLocation)
}

/// Adds every constraint, recording an issue if any of them is refused.
func addAll(_ constraints: [Constraint], to solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
  for c in constraints {
    do {
      try solver.add(c)
    } catch {
      Issue.record("adding \(c) threw \(error)", sourceLocation: sourceLocation)
    }
  }
}

/// Whether `list` holds `constraint` itself (constraints are compared by identity).
func containsIdentical(_ list: [Constraint], _ constraint: Constraint) -> Bool {
  list.contains { $0 === constraint }
}

/// The terms of `expression` as (variable, coefficient) pairs, for comparisons by identity.
func termPairs(_ expression: Expression) -> [(Variable, Double)] {
  expression.terms.map { ($0.variable, $0.coefficient) }
}

/// Records an issue unless `expression` has exactly `terms` (same variables by identity,
/// same order, same coefficients) and `constant`.
func expectExpression(
  _ expression: Expression,
  terms: [(Variable, Double)],
  constant: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = termPairs(expression)
  let sameShape =
    actual.count == terms.count
    && zip(actual, terms).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
  #expect(
    sameShape,
    "terms: expected \(terms.map { "\($0.1)·\($0.0)" }), got \(actual.map { "\($0.1)·\($0.0)" })",
    sourceLocation: sourceLocation)
  #expect(expression.constant == constant, "constant", sourceLocation: sourceLocation)
}
