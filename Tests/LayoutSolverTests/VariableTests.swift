import LayoutSolver
import Testing

@Suite struct VariableTests {
  @Test func keepsTheGivenName() {
    #expect(Variable("width").name == "width")
  }

  @Test func nameDefaultsToEmpty() {
    #expect(Variable().name == "")
  }

  @Test func descriptionIsTheName() {
    #expect(Variable("left").description == "left")
  }

  @Test func unnamedVariableDescribesItselfAsV() {
    #expect(Variable().description == "v")
  }

  @Test func variablesAreReferences() {
    let x = Variable("x")
    let alias = x
    #expect(alias === x)
    #expect(Variable("x") !== x)
  }

  @Test func variablesWithTheSameNameAreDistinctUnknowns() throws {
    let a = Variable("x")
    let b = Variable("x")
    let solver = Solver()
    try solver.add(a == 1)
    try solver.add(b == 2)
    expectValue(solver, a, 1)
    expectValue(solver, b, 2)
  }

  @Test func comparingTwoVariablesBuildsAConstraint() {
    let x = Variable("x")
    let y = Variable("y")
    // Variables are not Equatable, so `==` always means "constrain".
    let c: Constraint = x == y
    #expect(c.relation == .equal)
    expectExpression(c.expression, terms: [(x, 1), (y, -1)], constant: 0)
  }

  @Test func oneVariableTakesPartInSeveralSolvers() throws {
    let x = Variable("x")
    let first = Solver()
    let second = Solver()
    try first.add(x == 3)
    try second.add(x == 7)
    expectValue(first, x, 3)
    expectValue(second, x, 7)
  }
}
