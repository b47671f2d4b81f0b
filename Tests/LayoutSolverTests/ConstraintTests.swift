import LayoutSolver
import Testing

@Suite struct ConstraintTests {
  let x = Variable("x")
  let y = Variable("y")

  // MARK: Initializer

  @Test func initializerDefaultsToRequired() {
    let c = Constraint(Expression(x), .equal)
    #expect(c.strength == .required)
    #expect(c.relation == .equal)
  }

  @Test func initializerReducesTheExpression() {
    let e = Expression(
      [Term(x), Term(y, coefficient: 2), Term(x, coefficient: 3), Term(y, coefficient: -2)], constant: 1)
    let c = Constraint(e, .lessThanOrEqual, strength: .weak)
    expectExpression(c.expression, terms: [(x, 4)], constant: 1)
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .weak)
  }

  // MARK: Operators build lhs - rhs

  @Test func lessThanOrEqualBuildsLeftMinusRight() {
    let c = x + 2 * y <= 100
    expectExpression(c.expression, terms: [(x, 1), (y, 2)], constant: -100)
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
  }

  @Test func equalBuildsLeftMinusRight() {
    let c = x == y + 5
    expectExpression(c.expression, terms: [(x, 1), (y, -1)], constant: -5)
    #expect(c.relation == .equal)
  }

  @Test func greaterThanOrEqualBuildsLeftMinusRight() {
    let c = x >= 10
    expectExpression(c.expression, terms: [(x, 1)], constant: -10)
    #expect(c.relation == .greaterThanOrEqual)
  }

  @Test func constantOnTheLeftIsNotSwapped() {
    // 10 <= x is kept as 10 - x <= 0, not rewritten as x - 10 >= 0.
    let c = 10 <= x
    expectExpression(c.expression, terms: [(x, -1)], constant: 10)
    #expect(c.relation == .lessThanOrEqual)
  }

  @Test func bothSidesWithVariablesAreReduced() {
    let c = 2 * x + 3 == x - 4
    expectExpression(c.expression, terms: [(x, 1)], constant: 7)
  }

  @Test func variableOnBothSidesCancels() {
    let c = x + y == x
    expectExpression(c.expression, terms: [(y, 1)], constant: 0)
  }

  @Test func fractionalOperandsAreKeptExactly() {
    let c = 0.5 * x + y - 8 >= 1.5 * y
    expectExpression(c.expression, terms: [(x, 0.5), (y, -0.5)], constant: -8)
  }

  @Test func expressionOnBothSides() {
    let c = (x + 1) * 2 <= (y - 3) / 4
    expectExpression(c.expression, terms: [(x, 2), (y, -0.25)], constant: 2 + 0.75)
  }

  // MARK: Strength

  @Test func pipeWithStrengthSetsTheStrength() {
    let c = (x >= 10) | .weak
    #expect(c.strength == .weak)
    #expect(c.strength.priority == 250)
    expectExpression(c.expression, terms: [(x, 1)], constant: -10)
    #expect(c.relation == .greaterThanOrEqual)
  }

  @Test func pipeWithPrioritySetsTheStrength() {
    #expect(((x >= 10) | 251.0).strength.priority == 251)
    #expect(((x >= 10) | 999.5).strength.priority == 999.5)
    #expect(((x >= 10) | Strength(1)).strength.priority == 1)
  }

  @Test func pipeMakesANewConstraintAndLeavesTheOriginal() {
    let original = x == 1
    let weak = original | .weak
    #expect(weak !== original)
    #expect(original.strength == .required)
    #expect(weak.strength == .weak)
  }

  @Test func withStrengthCopiesExpressionAndRelation() {
    let original = x + 2 * y <= 100
    let copy = original.withStrength(.strong)
    #expect(copy !== original)
    #expect(copy.strength == .strong)
    #expect(copy.relation == .lessThanOrEqual)
    expectExpression(copy.expression, terms: [(x, 1), (y, 2)], constant: -100)
  }

  @Test func pipeDoesNotValidateThePriority() {
    // Validation happens when the constraint is added to a solver.
    #expect(((x == 1) | 0.0).strength.priority == 0)
    #expect(((x == 1) | 1200.0).strength.priority == 1200)
  }

  // MARK: Description

  @Test func requiredConstraintDescribesWithoutPriority() {
    #expect((x + 2 * y <= 100).description == "x + 2 * y - 100 <= 0")
    #expect((x == y).description == "x - y == 0")
  }

  @Test func optionalConstraintDescribesItsPriority() {
    #expect(((x >= 10) | .weak).description == "x - 10 >= 0 @250")
    #expect(((x >= 10) | 999.5).description == "x - 10 >= 0 @999.5")
  }
}
