import LayoutSolver
import Testing

/// The errors the solver throws, the payloads they carry, and the state it keeps
/// after rejecting a constraint.
extension SolverTests {
  @Test func addingDuplicateEditVariableThrows() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .weak)
    let error = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
    guard case .duplicateEditVariable(let payload)? = error else {
      Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
      return
    }
    #expect(payload === x)
    expectHealthy(solver)
  }

  @Test func removingUnknownEditVariableThrows() {
    let solver = Solver()
    let error = #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
    guard case .unknownEditVariable(let payload)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(payload === y)
  }

  @Test func suggestingForUnknownEditVariableThrows() throws {
    let solver = Solver()
    try solver.add(x == 1)
    let error = #expect(throws: SolverError.self) { try solver.suggestValue(3, for: x) }
    guard case .unknownEditVariable(let payload)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(payload === x)
    expectValue(solver, x, 1)
  }

  @Test func requiredEditStrengthThrows() {
    let solver = Solver()
    let error = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
    guard case .requiredEditStrength(let payload)? = error else {
      Issue.record("expected requiredEditStrength, got \(String(describing: error))")
      return
    }
    #expect(payload === x)
    #expect(!solver.hasEditVariable(x))
    expectHealthy(solver)
  }

  @Test(arguments: [0, Double.nan, 1200, -1, .infinity, -.infinity, 1000.5])
  func invalidConstraintStrengthThrows(priority: Double) {
    let solver = Solver()
    let c = (x == 1) | Strength(priority)
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .invalidStrength(let strength, let constraint)? = error else {
      Issue.record("expected invalidStrength, got \(String(describing: error))")
      return
    }
    #expect(strength.priority == priority || (priority.isNaN && strength.priority.isNaN))
    #expect(constraint === c)
    #expect(!solver.contains(c))
    expectHealthy(solver)
  }

  @Test(arguments: [0, Double.nan, -5, -Double.infinity])
  func invalidEditStrengthThrows(priority: Double) throws {
    let solver = Solver()
    let error = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength(priority)) }
    guard case .invalidStrength(let strength, let constraint)? = error else {
      Issue.record("expected invalidStrength, got \(String(describing: error))")
      return
    }
    #expect(strength.priority == priority || (priority.isNaN && strength.priority.isNaN))
    // The implied edit constraint `x == 0` is attached.
    let implied = try #require(constraint)
    expectExpression(implied.expression, terms: [(x, 1)], constant: 0)
    #expect(implied.relation == .equal)
    #expect(!solver.hasEditVariable(x))
    expectHealthy(solver)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteCoefficientThrows(number: Double) {
    let solver = Solver()
    let c = number * x + y == 1
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .nonFiniteConstraint(let payload)? = error else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: error))")
      return
    }
    #expect(payload === c)
    #expect(!solver.contains(c))
    expectHealthy(solver)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteConstantThrows(number: Double) {
    let solver = Solver()
    let c = (x + y <= number) | .weak
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .nonFiniteConstraint(let payload)? = error else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: error))")
      return
    }
    #expect(payload === c)
    #expect(!solver.contains(c))
    expectHealthy(solver)
  }

  @Test func coefficientsThatOverflowWhenMergedThrow() {
    // 1e308·x + 1e308·x reduces to inf·x.
    let solver = Solver()
    let c = 1e308 * x + 1e308 * x == 1
    #expect(c.expression.terms.first.map { !$0.coefficient.isFinite } == true)
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .nonFiniteConstraint? = error else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSuggestionThrows(number: Double) throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(8, for: x)
    let error = #expect(throws: SolverError.self) { try solver.suggestValue(number, for: x) }
    guard case .nonFiniteSuggestion(let variable, let value)? = error else {
      Issue.record("expected nonFiniteSuggestion, got \(String(describing: error))")
      return
    }
    #expect(variable === x)
    #expect(value == number || (number.isNaN && value.isNaN))
    // The earlier suggestion stands.
    expectValue(solver, x, 8)
    expectHealthy(solver)
  }

  @Test func unsatisfiableConstraintNamesExactlyTheClashingConstraints() throws {
    let solver = Solver()
    let unrelatedEquality = z == 3
    let unrelatedBound = w >= 0
    let c1 = x == 10
    let c2 = y == x + 5
    let optional = (x == 0) | .weak
    try solver.add(unrelatedEquality)
    try solver.add(c1)
    try solver.add(unrelatedBound)
    try solver.add(c2)
    try solver.add(optional)
    let c3 = y == 20
    let error = #expect(throws: SolverError.self) { try solver.add(c3) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === c3)
    #expect(containsIdentical(conflicts, c1))
    #expect(containsIdentical(conflicts, c2))
    #expect(!containsIdentical(conflicts, unrelatedEquality))
    #expect(!containsIdentical(conflicts, unrelatedBound))
    #expect(!containsIdentical(conflicts, optional))
    #expect(!containsIdentical(conflicts, c3))
    #expect(conflicts.count == 2, "conflicts: \(conflicts)")
  }

  @Test func unsatisfiableInequalityNamesTheClashingBound() throws {
    let solver = Solver()
    let lower = x >= 10
    let unrelated = y <= 3
    try solver.add(lower)
    try solver.add(unrelated)
    let upper = x <= 5
    let error = #expect(throws: SolverError.self) { try solver.add(upper) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === upper)
    #expect(containsIdentical(conflicts, lower))
    #expect(!containsIdentical(conflicts, unrelated))
  }

  @Test func unsatisfiableConflictsIncludeABoundThatIsNotTight() throws {
    // x sits at -1, strictly inside its required bound x <= 0 (the slack is basic), when
    // x >= 1 arrives. The clash is still with x <= 0, so the conflicts must name it.
    let solver = Solver()
    let upper = x <= 0
    let unrelated = y == 2
    try solver.add(upper)
    try solver.add(unrelated)
    try solver.add((x == -1) | 999.0)
    expectValue(solver, x, -1)
    let lower = x >= 1
    let error = #expect(throws: SolverError.self) { try solver.add(lower) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === lower)
    #expect(containsIdentical(conflicts, upper), "conflicts: \(conflicts)")
    #expect(!containsIdentical(conflicts, unrelated))
    expectValue(solver, x, -1)
  }

  @Test func unsatisfiableChainOfInequalitiesNamesEveryLink() throws {
    let solver = Solver()
    let a = x >= 10
    let b = y >= x + 1
    let c = z >= y + 1
    let unrelated = w == 4
    addAll([a, unrelated, b, c], to: solver)
    let clash = z <= 5
    let error = #expect(throws: SolverError.self) { try solver.add(clash) }
    guard case .unsatisfiable(_, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    // Every link is needed: drop any one of a, b, c and z <= 5 is satisfiable.
    #expect(containsIdentical(conflicts, a))
    #expect(containsIdentical(conflicts, b))
    #expect(containsIdentical(conflicts, c))
    #expect(!containsIdentical(conflicts, unrelated))
  }

  @Test func selfContradictoryConstraintHasNoConflicts() {
    let solver = Solver()
    let c = x - x == 1
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === c)
    #expect(conflicts.isEmpty)
  }

  @Test func unsatisfiableConstraintLeavesTheSolverUnchanged() throws {
    let solver = Solver()
    let c1 = x == 10
    let c2 = y == x + 5
    let bound = z >= 1
    try solver.add(c1)
    try solver.add(c2)
    try solver.add(bound)
    try solver.add((z == 7) | .weak)
    try solver.addEditVariable(w, strength: .medium)
    try solver.suggestValue(9, for: w)
    let c3 = y == 20
    #expect(throws: SolverError.self) { try solver.add(c3) }
    #expect(!solver.contains(c3))
    expectValue(solver, x, 10)
    expectValue(solver, y, 15)
    expectValue(solver, z, 7)
    expectValue(solver, w, 9)
    expectHealthy(solver)
    // The solver keeps working: the failed constraint fits once c2 is gone.
    try solver.remove(c2)
    try solver.add(c3)
    expectValue(solver, x, 10)
    expectValue(solver, y, 20)
    try solver.suggestValue(11, for: w)
    expectValue(solver, w, 11)
    expectHealthy(solver)
  }

  @Test func unsatisfiableConstraintLeavesAnUnderConstrainedSolutionWhereItWas() throws {
    // x may be anywhere in [0, 1]; whichever value the solver picked, a rejected
    // constraint must not move it ("the solver is unchanged").
    let solver = Solver()
    try solver.add(x <= 1)
    try solver.add(x >= 0)
    let before = solver.value(of: x)
    #expect(throws: SolverError.self) { try solver.add(x == -1) }
    expectValue(solver, x, before)
    expectHealthy(solver)
  }

  @Test func unsatisfiableConflictsOfADegenerateBound() throws {
    // x >= 0 and x <= 0 pin x at 0; x >= 1 clashes with x <= 0 (and needs nothing else).
    let solver = Solver()
    let lower = x >= 0
    let upper = x <= 0
    try solver.add(lower)
    try solver.add(upper)
    let clash = x >= 1
    let error = #expect(throws: SolverError.self) { try solver.add(clash) }
    guard case .unsatisfiable(_, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(containsIdentical(conflicts, upper), "conflicts: \(conflicts)")
  }

  @Test func rejectedConstraintsLeaveTheSolverUsable() throws {
    let solver = Solver()
    try solver.add(x == 2)
    #expect(throws: SolverError.self) { try solver.add((y == 1) | 0.0) }
    #expect(throws: SolverError.self) { try solver.add(Double.nan * y == 1) }
    #expect(throws: SolverError.self) { try solver.add(x == 3) }
    try solver.add(y == x * 4)
    expectValue(solver, x, 2)
    expectValue(solver, y, 8)
    expectHealthy(solver)
  }
}
