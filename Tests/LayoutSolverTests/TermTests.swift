import LayoutSolver
import Testing

@Suite struct TermTests {
  @Test func coefficientDefaultsToOne() {
    let x = Variable("x")
    let t = Term(x)
    #expect(t.variable === x)
    #expect(t.coefficient == 1)
  }

  @Test func keepsTheGivenCoefficient() {
    let x = Variable("x")
    #expect(Term(x, coefficient: -2.5).coefficient == -2.5)
  }

  @Test func fieldsAreMutable() {
    let x = Variable("x")
    let y = Variable("y")
    var t = Term(x, coefficient: 2)
    t.coefficient = 4
    t.variable = y
    #expect(t.coefficient == 4)
    #expect(t.variable === y)
  }

  @Test func unitCoefficientDescribesAsTheVariable() {
    #expect(Term(Variable("x")).description == "x")
  }

  @Test func integralCoefficientDescribesWithoutDecimals() {
    #expect(Term(Variable("x"), coefficient: 2).description == "2 * x")
    #expect(Term(Variable("x"), coefficient: -1).description == "-1 * x")
    #expect(Term(Variable("x"), coefficient: 0).description == "0 * x")
  }

  @Test func fractionalCoefficientDescribesWithDecimals() {
    #expect(Term(Variable("x"), coefficient: 0.5).description == "0.5 * x")
    #expect(Term(Variable("x"), coefficient: -2.5).description == "-2.5 * x")
  }

  @Test func unnamedVariableDescribesAsV() {
    #expect(Term(Variable(), coefficient: 3).description == "3 * v")
  }

  @Test func convertsToASingleTermExpression() {
    let x = Variable("x")
    let e = Expression(Term(x, coefficient: 3))
    expectExpression(e, terms: [(x, 3)], constant: 0)
    expectExpression(Term(x, coefficient: 3).linearExpression, terms: [(x, 3)], constant: 0)
  }
}
