import LayoutSolver
import Testing

/// Edit variables: suggestions, their strengths and their lifecycle.
extension SolverTests {
  @Test func editVariableStartsAtSuggestionZero() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.add((x == 50) | .weak)
    expectValue(solver, x, 0)
  }

  @Test func suggestingMovesTheEditVariable() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    for value in [10.0, -3.5, 1e4, 0] {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      expectValue(solver, x, value)
    }
    expectHealthy(solver)
  }

  @Test func suggestionIsClampedByRequiredConstraints() throws {
    let solver = Solver()
    try solver.add(x <= 100)
    try solver.add(x >= 0)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(150, for: x)
    expectValue(solver, x, 100)
    try solver.suggestValue(-20, for: x)
    expectValue(solver, x, 0)
    try solver.suggestValue(40, for: x)
    expectValue(solver, x, 40)
  }

  @Test func suggestionMovesDependentVariables() throws {
    let solver = Solver()
    try solver.add(y == 2 * x + 1)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(4, for: x)
    expectValue(solver, y, 9)
  }

  @Test func strongerEditVariableWins() throws {
    let solver = Solver()
    try solver.add(x == y)
    try solver.addEditVariable(x, strength: .weak)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(10, for: x)
    try solver.suggestValue(20, for: y)
    expectValue(solver, x, 20)
    expectValue(solver, y, 20)
  }

  @Test func editVariableLifecycle() throws {
    let solver = Solver()
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(12, for: x)
    expectValue(solver, x, 12)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    let error = #expect(throws: SolverError.self) { try solver.suggestValue(13, for: x) }
    guard case .unknownEditVariable(let payload)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(payload === x)
    expectHealthy(solver)
  }

  @Test func removingEditVariableDropsItsPull() throws {
    let solver = Solver()
    try solver.add((x == 3) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(10, for: x)
    expectValue(solver, x, 10)
    try solver.removeEditVariable(x)
    expectValue(solver, x, 3)
    expectHealthy(solver)
  }

  @Test func readdedEditVariableStartsAtZeroAgain() throws {
    let solver = Solver()
    try solver.add((x == 3) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(10, for: x)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: .strong)
    expectValue(solver, x, 0)
  }

  /// kiwi tests/SolverTest.cpp `ManagingEditVariable`.
  @Test func managingEditVariableLikeKiwi() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .medium) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(v2) }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .required) }
    try solver.addEditVariable(v2, strength: .strong)
    #expect(solver.hasEditVariable(v2))
    #expect(throws: SolverError.self) { try solver.suggestValue(10, for: v1) }
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
  }
}
