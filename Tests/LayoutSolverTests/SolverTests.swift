import LayoutSolver
import Testing

@Suite(.timeLimit(.minutes(2))) struct SolverTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  let w = Variable("w")

  // MARK: Adding, removing and contains

  @Test func freshSolverContainsNothing() {
    let solver = Solver()
    #expect(!solver.contains(x == 1))
    #expect(!solver.hasEditVariable(x))
    expectHealthy(solver)
  }

  @Test func addedConstraintIsContainedUntilRemoved() throws {
    let solver = Solver()
    let c = x >= 1
    try solver.add(c)
    #expect(solver.contains(c))
    try solver.remove(c)
    #expect(!solver.contains(c))
    expectHealthy(solver)
  }

  @Test func containsComparesByIdentity() throws {
    let solver = Solver()
    try solver.add(x == 1)
    // An equal-looking constraint is another object.
    #expect(!solver.contains(x == 1))
  }

  @Test func addingDuplicateConstraintThrows() throws {
    let solver = Solver()
    let c = x >= 1
    try solver.add(c)
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .duplicateConstraint(let payload)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(payload === c)
    #expect(solver.contains(c))
    expectHealthy(solver)
  }

  @Test func equivalentConstraintObjectsAreBothAccepted() throws {
    let solver = Solver()
    let first = x == 5
    let second = x == 5
    try solver.add(first)
    try solver.add(second)
    try solver.add((x == 0) | .weak)
    expectValue(solver, x, 5)
    // The redundant copy still holds x at 5 once the first is gone.
    try solver.remove(first)
    expectValue(solver, x, 5)
    try solver.remove(second)
    expectValue(solver, x, 0)
    expectHealthy(solver)
  }

  @Test func removingUnknownConstraintThrows() {
    let solver = Solver()
    let c = x <= 0
    let error = #expect(throws: SolverError.self) { try solver.remove(c) }
    guard case .unknownConstraint(let payload)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(payload === c)
  }

  @Test func removingConstraintTwiceThrows() throws {
    let solver = Solver()
    let c = x == 3
    try solver.add(c)
    try solver.remove(c)
    let error = #expect(throws: SolverError.self) { try solver.remove(c) }
    guard case .unknownConstraint(let payload)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(payload === c)
    expectHealthy(solver)
  }

  @Test func removedConstraintCanBeAddedAgain() throws {
    let solver = Solver()
    let c = x == 3
    try solver.add(c)
    try solver.remove(c)
    try solver.add(c)
    #expect(solver.contains(c))
    expectValue(solver, x, 3)
  }

  /// kiwi tests/SolverTest.cpp `ManagingConstraints`.
  @Test func managingConstraintsLikeKiwi() throws {
    let solver = Solver()
    let c1 = x >= 1
    let c2 = x <= 0
    #expect(!solver.contains(c1))
    try solver.add(c1)
    #expect(solver.contains(c1))
    #expect(throws: SolverError.self) { try solver.add(c1) }
    #expect(throws: SolverError.self) { try solver.remove(c2) }
    #expect(throws: SolverError.self) { try solver.add(c2) }
    try solver.remove(c1)
    #expect(!solver.contains(c1))
    try solver.add(c2)
    #expect(solver.contains(c2))
    solver.reset()
    #expect(!solver.contains(c2))
  }

  // MARK: Values

  @Test func valueOfUnknownVariableIsZero() throws {
    let solver = Solver()
    #expect(solver.value(of: Variable("stranger")) == 0)
    try solver.add(x == 4)
    #expect(solver.value(of: y) == 0)
  }

  @Test func requiredEqualitySetsTheValue() throws {
    let solver = Solver()
    try solver.add(x == 42)
    solver.updateVariables()
    expectValue(solver, x, 42)
  }

  @Test func chainOfEqualitiesPropagates() throws {
    let solver = Solver()
    try solver.add(x == 10)
    try solver.add(y == x + 5)
    try solver.add(z == 2 * y - x)
    expectValue(solver, x, 10)
    expectValue(solver, y, 15)
    expectValue(solver, z, 20)
  }

  @Test func underConstrainedSystemSatisfiesItsConstraints() throws {
    let solver = Solver()
    let sum = x + y == 10
    let order = x <= y
    try solver.add(sum)
    try solver.add(order)
    expectSatisfied(sum, in: solver)
    expectSatisfied(order, in: solver)
    for v in [x, y] { #expect(solver.value(of: v).isFinite) }
    expectHealthy(solver)
  }

  @Test func requiredInequalitiesBoundAnOptionalPull() throws {
    let low = Solver()
    addAll([x >= 10, x <= 20, (x == 0) | .weak], to: low)
    expectValue(low, x, 10)

    let high = Solver()
    addAll([x >= 10, x <= 20, (x == 100) | .weak], to: high)
    expectValue(high, x, 20)

    let inside = Solver()
    addAll([x >= 10, x <= 20, (x == 15) | .weak], to: inside)
    expectValue(inside, x, 15)
  }

  @Test func requiredInequalityBetweenVariablesHolds() throws {
    let solver = Solver()
    addAll([x + 10 <= y, (x == 50) | .strong, (y == 0) | .weak], to: solver)
    expectValue(solver, x, 50)
    expectValue(solver, y, 60)
  }

  @Test func strongerOptionalEqualityWins() throws {
    let solver = Solver()
    addAll([(x == 1) | .weak, (x == 2) | .strong, (x == 3) | .medium], to: solver)
    expectValue(solver, x, 2)
  }

  @Test func optionalEqualityYieldsToRequired() throws {
    let solver = Solver()
    let required = x == 7
    try solver.add((x == 3) | .strong)
    try solver.add(required)
    expectValue(solver, x, 7)
  }

  @Test func optionalConstraintConflictingWithRequiredDoesNotThrow() throws {
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x <= -5) | .weak)
    // kiwi tests/SolverTest.cpp `ConstraintViolated`: the required bound holds; the
    // weak one is as close as it can be, so x sits at 10 exactly.
    expectValue(solver, x, 10)
  }

  @Test func optionalEqualitiesOnSeveralVariables() throws {
    let solver = Solver()
    addAll(
      [x + y == 100, (x == 30) | .strong, (y == 30) | .weak, (z == x - y) | .medium],
      to: solver)
    expectValue(solver, x, 30)
    expectValue(solver, y, 70)
    expectValue(solver, z, -40)
  }

  @Test func removingRequiredConstraintRestoresEarlierValues() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(5, for: x)
    expectValue(solver, x, 5)
    let floor = x >= 20
    try solver.add(floor)
    expectValue(solver, x, 20)
    try solver.remove(floor)
    expectValue(solver, x, 5)
    expectHealthy(solver)
  }

  @Test func removingOptionalConstraintRestoresEarlierValues() throws {
    let solver = Solver()
    addAll([y == 2 * x, (x == 5) | .weak], to: solver)
    expectValue(solver, y, 10)
    let pull = (x == 30) | .strong
    try solver.add(pull)
    expectValue(solver, x, 30)
    expectValue(solver, y, 60)
    try solver.remove(pull)
    expectValue(solver, x, 5)
    expectValue(solver, y, 10)
    expectHealthy(solver)
  }

  @Test func removingConstraintsInAnyOrderRestoresEachState() throws {
    let solver = Solver()
    let base = (x == 0) | .weak
    let a = x >= 10
    let b = x >= 20
    let c = x <= 25
    let pullUp = (x == 100) | .medium
    try solver.add(base)
    try solver.add(a)
    expectValue(solver, x, 10)
    try solver.add(b)
    expectValue(solver, x, 20)
    try solver.add(c)
    try solver.add(pullUp)
    expectValue(solver, x, 25)
    try solver.remove(c)
    expectValue(solver, x, 100)
    try solver.remove(pullUp)
    expectValue(solver, x, 20)
    try solver.remove(b)
    expectValue(solver, x, 10)
    try solver.remove(a)
    expectValue(solver, x, 0)
    try solver.remove(base)
    expectHealthy(solver)
  }

  @Test func removingAnEqualityKeepsTheOptionalPullsOfItsVariables() throws {
    // Once x + y == 10 is gone, x only feels the weak pull to 3 and y nothing at all.
    let solver = Solver()
    let sum = x + y == 10
    try solver.add(sum)
    try solver.add((x == 3) | .weak)
    expectValue(solver, x, 3)
    expectValue(solver, y, 7)
    try solver.remove(sum)
    expectValue(solver, x, 3)
    #expect(solver.value(of: y).isFinite, "y = \(solver.value(of: y))")
    expectHealthy(solver)
  }

  @Test func removingAnEqualityBesideAnEditVariableLeavesFiniteValues() throws {
    let solver = Solver()
    let sum = x + y == 0
    try solver.add(sum)
    try solver.addEditVariable(x, strength: Strength(999.5))
    try solver.remove(sum)
    expectValue(solver, x, 0)
    #expect(solver.value(of: y).isFinite, "y = \(solver.value(of: y))")
    expectHealthy(solver)
  }

  @Test func removingAnEqualityWhoseVariableIsStillFixedElsewhere() throws {
    // Found by PropertyTests: v2 + v0 == 0 and -v2 == 0, then remove the first.
    let v0 = Variable("v0")
    let v2 = Variable("v2")
    let solver = Solver()
    let first = v2 + v0 == 0
    try solver.add(first)
    try solver.add(-v2 == 0)
    expectValue(solver, v0, 0)
    try solver.remove(first)
    expectValue(solver, v2, 0)
    #expect(solver.value(of: v0).isFinite, "v0 = \(solver.value(of: v0))")
    expectHealthy(solver)
  }

  @Test func trivialConstantConstraintsAreAccepted() throws {
    let solver = Solver()
    try solver.add(Constraint(Expression(constant: 0), .equal))
    try solver.add(Constraint(Expression(constant: -1), .lessThanOrEqual))
    try solver.add(Constraint(Expression(constant: 1), .greaterThanOrEqual))
    try solver.add(x - x == 0)
    expectHealthy(solver)
  }

  @Test func optionalFalseConstantConstraintIsAcceptedAndHarmless() throws {
    let solver = Solver()
    try solver.add(Constraint(Expression(constant: 1), .equal, strength: .weak))
    try solver.add(x == 3)
    expectValue(solver, x, 3)
    expectHealthy(solver)
  }

  // MARK: reset()

  @Test func resetForgetsConstraintsEditsAndValues() throws {
    let solver = Solver()
    let c = x == 5
    try solver.add(c)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(3, for: y)
    solver.reset()
    #expect(!solver.contains(c))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    expectHealthy(solver)
    // Everything can be added again.
    try solver.add(c)
    try solver.add(x <= 5)
    try solver.addEditVariable(y, strength: .strong)
    expectValue(solver, x, 5)
  }

  @Test func resetAllowsConstraintsThatClashedBefore() throws {
    let solver = Solver()
    try solver.add(x == 1)
    solver.reset()
    try solver.add(x == 2)
    expectValue(solver, x, 2)
  }

  // MARK: dump()

  /// kiwi tests/SolverTest.cpp `DumpingSolver`.
  @Test func dumpContainsKiwiSections() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let bar = Variable("bar")
    try solver.addEditVariable(bar, strength: .weak)
    try solver.add(foo + bar == 0)
    try solver.add(bar <= -1)
    try solver.add((bar >= 0) | .weak)
    solver.updateVariables()
    #expect(throws: SolverError.self) { try solver.add(bar >= 1) }
    let dump = solver.dump()
    for header in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
      #expect(dump.contains(header), "missing \(header) in\n\(dump)")
    }
    #expect(dump.contains("foo"))
    #expect(dump.contains("bar"))
  }

  @Test func dumpOfEmptySolverStillHasItsSections() {
    let dump = Solver().dump()
    for header in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
      #expect(dump.contains(header), "missing \(header)")
    }
  }

  // MARK: Invariants

  @Test func invariantsHoldThroughAScriptedSession() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let steps: [() throws -> Void] = [
      { try solver.add(right == left + width) },
      { try solver.add(left >= 0) },
      { try solver.add(right <= 320) },
      { try solver.add((width == 100) | .strong) },
      { try solver.addEditVariable(left, strength: .medium) },
      { try solver.suggestValue(50, for: left) },
      { try solver.suggestValue(300, for: left) },
      { try solver.add(width >= 80) },
      { try solver.suggestValue(-40, for: left) },
      { try solver.removeEditVariable(left) },
    ]
    for step in steps {
      try step()
      expectHealthy(solver)
    }
    expectSatisfied(right == left + width, in: solver)
    #expect(solver.value(of: left) >= -1e-9)
    #expect(solver.value(of: right) <= 320 + 1e-9)
  }
}
