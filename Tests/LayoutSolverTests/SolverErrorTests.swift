import LayoutSolver
import Testing

@Suite struct SolverErrorTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func constraintErrorsDescribeTheConstraint() {
    let c = x >= 1
    #expect(SolverError.duplicateConstraint(c).description == "duplicate constraint: x - 1 >= 0")
    #expect(SolverError.unknownConstraint(c).description == "unknown constraint: x - 1 >= 0")
    #expect(
      SolverError.nonFiniteConstraint(Double.infinity * x == 0).description
        == "constraint has a number that is not finite or too large (coefficients beyond ±1e6, constants beyond ±1e15): inf * x == 0"
    )
  }

  @Test func editErrorsDescribeTheVariable() {
    #expect(SolverError.duplicateEditVariable(x).description == "duplicate edit variable: x")
    #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable: x")
    #expect(SolverError.requiredEditStrength(x).description == "an edit variable cannot be required: x")
    #expect(
      SolverError.nonFiniteSuggestion(x, .infinity).description
        == "value inf suggested for x is not finite or beyond ±1e15")
  }

  @Test func invalidStrengthDescribesTheRangeAndTheConstraint() {
    let c = (x == 1) | 0.0
    #expect(
      SolverError.invalidStrength(Strength(0), c).description
        == "invalid strength 0 (must be finite and in (0, 1000], or 1100): x - 1 == 0 @0")
    #expect(
      SolverError.invalidStrength(Strength(1200), nil).description
        == "invalid strength 1200 (must be finite and in (0, 1000], or 1100)")
  }

  @Test func unsatisfiableListsItsConflicts() {
    let clash = y == 20
    let a = x == 10
    let b = y == x + 5
    #expect(SolverError.unsatisfiable(clash, conflicts: []).description == "unsatisfiable constraint: y - 20 == 0")
    #expect(
      SolverError.unsatisfiable(clash, conflicts: [a, b]).description
        == "unsatisfiable constraint: y - 20 == 0; it conflicts with {x - 10 == 0}, {y - x - 5 == 0}")
  }

  @Test func internalFailureCarriesItsMessage() {
    #expect(SolverError.internalFailure("no leaving row").description == "internal solver failure: no leaving row")
  }

  @Test func errorsAreCatchableAsAnyError() {
    func fail() throws { throw SolverError.unknownEditVariable(x) }
    #expect(throws: SolverError.self) { try fail() }
  }
}
