import LayoutSolver
import Testing

@Suite struct OperatorTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  // MARK: Multiplication and division

  @Test func doubleTimesVariableIsATerm() {
    let t: Term = 2 * x
    #expect(t.variable === x)
    #expect(t.coefficient == 2)
  }

  @Test func variableTimesDoubleIsATerm() {
    let t: Term = x * 3
    #expect(t.variable === x)
    #expect(t.coefficient == 3)
  }

  @Test func variableDividedByDoubleIsATerm() {
    let t: Term = x / 4
    #expect(t.variable === x)
    #expect(t.coefficient == 0.25)
  }

  @Test func termTimesDoubleScalesTheCoefficient() {
    #expect(((2 * x) * 3).coefficient == 6)
    #expect((3 * (2 * x)).coefficient == 6)
  }

  @Test func termDividedByDoubleScalesTheCoefficient() {
    let t: Term = (6 * x) / 3
    #expect(t.variable === x)
    #expect(t.coefficient == 2)
  }

  @Test func expressionTimesDoubleScalesTermsAndConstant() {
    let e = (x + 2 * y + 1) * 3
    expectExpression(e, terms: [(x, 3), (y, 6)], constant: 3)
    expectExpression(3 * (x + 2 * y + 1), terms: [(x, 3), (y, 6)], constant: 3)
  }

  @Test func expressionDividedByDoubleScalesTermsAndConstant() {
    let e = (x + y + 4) / 2
    expectExpression(e, terms: [(x, 0.5), (y, 0.5)], constant: 2)
  }

  // MARK: Negation

  @Test func negatedVariableIsAMinusOneTerm() {
    let t: Term = -x
    #expect(t.variable === x)
    #expect(t.coefficient == -1)
  }

  @Test func negatedTermFlipsTheCoefficient() {
    let t: Term = -(2 * x)
    #expect(t.coefficient == -2)
  }

  @Test func negatedExpressionFlipsTermsAndConstant() {
    expectExpression(-(x - 2 * y + 3), terms: [(x, -1), (y, 2)], constant: -3)
  }

  // MARK: Addition and subtraction

  @Test func addingVariablesKeepsBothTermsInOrder() {
    expectExpression(x + y, terms: [(x, 1), (y, 1)], constant: 0)
    expectExpression(y + x, terms: [(y, 1), (x, 1)], constant: 0)
  }

  @Test func addingTheSameVariableDoesNotReduce() {
    expectExpression(x + x, terms: [(x, 1), (x, 1)], constant: 0)
    expectExpression(x - x, terms: [(x, 1), (x, -1)], constant: 0)
  }

  @Test func addingNumbersGoesToTheConstant() {
    expectExpression(x + 1.5, terms: [(x, 1)], constant: 1.5)
    expectExpression(1 + x, terms: [(x, 1)], constant: 1)
    expectExpression(x + 2 - 5, terms: [(x, 1)], constant: -3)
  }

  @Test func subtractingNegatesTheRightSide() {
    expectExpression(x - 2 * y - 8, terms: [(x, 1), (y, -2)], constant: -8)
    expectExpression(10 - x, terms: [(x, -1)], constant: 10)
    expectExpression((x + 1) - (y - 2), terms: [(x, 1), (y, -1)], constant: 3)
  }

  @Test func mixingAllKindsBuildsOneExpression() {
    let e: Expression = 0.5 * x + y - 8 + Expression(z) + Term(z, coefficient: 2)
    expectExpression(e, terms: [(x, 0.5), (y, 1), (z, 1), (z, 2)], constant: -8)
  }

  @Test func chainedAdditionKeepsWritingOrder() {
    expectExpression(z + x + y + x, terms: [(z, 1), (x, 1), (y, 1), (x, 1)], constant: 0)
  }

  // MARK: Relations

  @Test func relationsAcceptEveryKindOfOperand() {
    let forms: [Constraint] = [
      x == y, x == 2 * y, x == y + 1, x == 3, x == 3.5,
      2 * x == y, x + 1 == y, 3 == x, 3.5 == x,
      x <= y, 2 * x <= 3 * y, x + y <= 10, 10 <= x + y,
      x >= y, -x >= 2, (x + y) / 2 >= z,
    ]
    for c in forms {
      #expect(c.strength == .required)
    }
  }

  @Test func numberOnlyRelationHasNoTerms() {
    let c = Expression(constant: 2) <= 3
    expectExpression(c.expression, terms: [], constant: -1)
  }

  @Test func integerAndDoubleOperandsAgree() {
    let a = x + 2 * y <= 100
    let b = x + 2.0 * y <= 100.0
    expectExpression(a.expression, terms: [(x, 1), (y, 2)], constant: -100)
    expectExpression(b.expression, terms: [(x, 1), (y, 2)], constant: -100)
  }

  // MARK: Strength pipe

  @Test func pipeBindsAStrength() {
    #expect(((x == 1) | .strong).strength == .strong)
    #expect(((x == 1) | 251).strength == Strength(251))
  }

  // MARK: ExpressionConvertible

  @Test func everyOperandConvertsToAnExpression() {
    expectExpression(x.linearExpression, terms: [(x, 1)], constant: 0)
    expectExpression((2 * x).linearExpression, terms: [(x, 2)], constant: 0)
    expectExpression((x + 1).linearExpression, terms: [(x, 1)], constant: 1)
    expectExpression(4.5.linearExpression, terms: [], constant: 4.5)
    expectExpression(4.linearExpression, terms: [], constant: 4)
  }
}
