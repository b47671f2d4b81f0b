import LayoutSolver
import Testing

@Suite struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  // MARK: Initializers

  @Test func defaultExpressionIsZero() {
    let e = Expression()
    #expect(e.terms.isEmpty)
    #expect(e.constant == 0)
  }

  @Test func variableInitializerMakesOneUnitTerm() {
    expectExpression(Expression(x), terms: [(x, 1)], constant: 0)
  }

  @Test func termInitializerKeepsTheCoefficient() {
    expectExpression(Expression(Term(x, coefficient: -4)), terms: [(x, -4)], constant: 0)
  }

  @Test func constantInitializerHasNoTerms() {
    expectExpression(Expression(constant: 7.5), terms: [], constant: 7.5)
  }

  @Test func termsInitializerKeepsOrderAndDuplicates() {
    let e = Expression([Term(y, coefficient: 2), Term(x), Term(y, coefficient: -1)], constant: 3)
    expectExpression(e, terms: [(y, 2), (x, 1), (y, -1)], constant: 3)
  }

  // MARK: reduced()

  @Test func reducedMergesDuplicatesInOrderOfFirstAppearance() {
    let e = Expression(
      [
        Term(y, coefficient: 2), Term(x, coefficient: 1), Term(z, coefficient: 5), Term(y, coefficient: 3),
        Term(x, coefficient: 4),
      ],
      constant: -1)
    expectExpression(e.reduced(), terms: [(y, 5), (x, 5), (z, 5)], constant: -1)
  }

  @Test func reducedDropsZeroCoefficients() {
    let e = Expression([Term(x, coefficient: 0), Term(y, coefficient: 2)], constant: 1)
    expectExpression(e.reduced(), terms: [(y, 2)], constant: 1)
  }

  @Test func reducedDropsTermsThatCancel() {
    let e = Expression([Term(x, coefficient: 2), Term(y), Term(x, coefficient: -2)])
    expectExpression(e.reduced(), terms: [(y, 1)], constant: 0)
  }

  @Test func reducedKeepsTheOrderOfTheSurvivors() {
    // x cancels, so the survivors keep their first-appearance order: z before y.
    let e = Expression([Term(x), Term(z, coefficient: 2), Term(x, coefficient: -1), Term(y, coefficient: 3)])
    expectExpression(e.reduced(), terms: [(z, 2), (y, 3)], constant: 0)
  }

  @Test func reducedOfCancellingExpressionIsItsConstant() {
    let e = Expression([Term(x), Term(x, coefficient: -1)], constant: 4)
    expectExpression(e.reduced(), terms: [], constant: 4)
  }

  @Test func reducedTreatsSameNamedVariablesAsDistinct() {
    let x2 = Variable("x")
    let e = Expression([Term(x), Term(x2)])
    expectExpression(e.reduced(), terms: [(x, 1), (x2, 1)], constant: 0)
  }

  @Test func reducedOfReducedExpressionIsUnchanged() {
    let e = Expression([Term(y, coefficient: 2), Term(x, coefficient: -3)], constant: 5)
    expectExpression(e.reduced(), terms: [(y, 2), (x, -3)], constant: 5)
    expectExpression(e.reduced().reduced(), terms: [(y, 2), (x, -3)], constant: 5)
  }

  @Test func reducedDoesNotChangeTheOriginal() {
    let e = Expression([Term(x), Term(x)])
    _ = e.reduced()
    expectExpression(e, terms: [(x, 1), (x, 1)], constant: 0)
  }

  // MARK: value(_:)

  @Test func valueSumsTermsAndConstant() {
    let e = Expression([Term(x, coefficient: 2), Term(y, coefficient: -3)], constant: 10)
    let v = e.value { $0 === x ? 4 : 5 }
    #expect(v == 2 * 4 - 3 * 5 + 10)
  }

  @Test func valueOfConstantExpressionIsTheConstant() {
    #expect(Expression(constant: -2.5).value { _ in 100 } == -2.5)
  }

  @Test func valueCountsDuplicateTermsTwice() {
    let e = Expression([Term(x), Term(x)])
    #expect(e.value { _ in 3 } == 6)
  }

  // MARK: description

  @Test func describesTermsThenConstant() {
    let e = Expression([Term(x, coefficient: 2), Term(y)], constant: -10)
    #expect(e.description == "2 * x + y - 10")
  }

  @Test func describesLeadingNegativeTermWithAttachedMinus() {
    let e = Expression([Term(x, coefficient: -1)], constant: 3)
    #expect(e.description == "-x + 3")
    #expect(Expression([Term(x, coefficient: -2)]).description == "-2 * x")
  }

  @Test func describesLaterNegativeTermsWithSpacedMinus() {
    let e = Expression([Term(x), Term(y, coefficient: -2), Term(z, coefficient: -1)])
    #expect(e.description == "x - 2 * y - z")
  }

  @Test func omitsZeroConstant() {
    #expect(Expression(x).description == "x")
  }

  @Test func describesEmptyExpressionAsZero() {
    #expect(Expression().description == "0")
  }

  @Test func describesConstantOnlyExpression() {
    #expect(Expression(constant: 7).description == "7")
    #expect(Expression(constant: -2.5).description == "-2.5")
  }

  @Test func describesFractionalCoefficients() {
    let e = Expression([Term(x, coefficient: 0.5), Term(y, coefficient: -0.25)], constant: 1.5)
    #expect(e.description == "0.5 * x - 0.25 * y + 1.5")
  }

  @Test func describesUnreducedDuplicatesAsWritten() {
    #expect(Expression([Term(x), Term(x)]).description == "x + x")
  }
}
