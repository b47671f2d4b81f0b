// Optional priorities are lexicographic, as UIKit documents for UILayoutPriority
// (UIKitBehaviour.md §0: required 1000, defaultHigh 750, defaultLow 250,
// fittingSizeLevel 50, valid range (0, 1000]; Sources/LayoutSolver/LayoutSolver.docc/SolverAPI.md "Semantics"):
// no number of violations at a lower priority outweighs one at a higher priority, and
// within one priority the sum of the violations (each weighted 1) is minimised.
//
// kiwi weighs strengths instead (weak 1, medium 1e3, strong 1e6), so several of these
// systems come out differently there; each test says where.

import LayoutSolver
import Testing

@Suite struct LexicographicPriorityTests {
  let x = Variable("x")

  // MARK: (a) Many lower-priority violations never outweigh one higher

  /// x == 0 @251 against 5,000 constraints x == yᵢ @250 with every yᵢ == 10 required.
  /// Any x ≠ 0 violates the 251 constraint, so x = 0 and all 5,000 weak ones are violated
  /// by 10. (Under weights, 5,000 × 10 would dwarf the single violation and pull x to 10.)
  @Test func oneConstraintAt251BeatsFiveThousandAt250() throws {
    let solver = Solver()
    let anchor = (x == 0) | 251.0
    try solver.add(anchor)
    var ys: [Variable] = []
    for i in 0..<5_000 {
      let y = Variable("y\(i)")
      ys.append(y)
      try solver.add(y == 10)
      try solver.add((x == y) | 250.0)
    }
    expectValue(solver, x, 0)
    expectValue(solver, ys[0], 10)
    expectValue(solver, ys[4_999], 10)
    expectHealthy(solver)
    // Without the 251 constraint the 250 level decides: x = 10.
    try solver.remove(anchor)
    expectValue(solver, x, 10)
  }

  /// The same when the 251 constraint is added last, after the 250 level has settled.
  @Test func lateHigherPriorityConstraintStillWins() throws {
    let solver = Solver()
    let y = Variable("y")
    try solver.add(y == 10)
    for _ in 0..<2_000 { try solver.add((x == y) | .weak) }
    expectValue(solver, x, 10)
    try solver.add((x == 0) | 251.0)
    expectValue(solver, x, 0)
  }

  /// The higher priority wins through a required coupling too: x + y == 10 required,
  /// y == 0 @251 and 3,000 × x == 0 @250 give y = 0, x = 10.
  @Test func higherPriorityWinsThroughARequiredCoupling() throws {
    let solver = Solver()
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add((y == 0) | 251.0)
    for _ in 0..<3_000 { try solver.add((x == 0) | 250.0) }
    expectValue(solver, y, 0)
    expectValue(solver, x, 10)
  }

  /// Inequalities too: x ≥ 100 @251 against 3,000 × x ≤ 0 @250 gives x = 100.
  @Test func higherPriorityInequalityBeatsManyLowerInequalities() throws {
    let solver = Solver()
    try solver.add((x >= 100) | 251.0)
    for _ in 0..<3_000 { try solver.add((x <= 0) | .weak) }
    expectValue(solver, x, 100)
  }

  // MARK: (b) 999 vs 998 vs 1

  @Test func highestOfThreeConflictingPrioritiesWins() throws {
    let solver = Solver()
    addAll([(x == 30) | 1.0, (x == 20) | 998.0, (x == 10) | 999.0], to: solver)
    expectValue(solver, x, 10)
  }

  @Test func orderOfAddingDoesNotMatter() throws {
    let constraints = [(x == 10) | 999.0, (x == 20) | 998.0, (x == 30) | 1.0]
    for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
      let solver = Solver()
      addAll(order.map { constraints[$0] }, to: solver)
      expectValue(solver, x, 10)
    }
  }

  @Test func manyAtTheLowerLevelsDoNotOutweighTheHighest() throws {
    let solver = Solver()
    let top = (x == 10) | 999.0
    try solver.add(top)
    var middle: [Constraint] = []
    for _ in 0..<1_000 {
      let c = (x == 20) | 998.0
      middle.append(c)
      try solver.add(c)
      try solver.add((x == 30) | 1.0)
    }
    expectValue(solver, x, 10)
    // Drop the top: the 998 level (1,000 of them) now beats the 1,000 at priority 1.
    try solver.remove(top)
    expectValue(solver, x, 20)
    // Drop the middle: the lowest level is all that is left.
    for c in middle { try solver.remove(c) }
    expectValue(solver, x, 30)
    expectHealthy(solver)
  }

  @Test func lowerLevelDecidesAmongHigherLevelOptima() throws {
    // The 750 level allows any x in [10, 20]; the 250 level then picks the point
    // nearest 100 within that range, without giving up anything at 750.
    let solver = Solver()
    addAll([(x >= 10) | .strong, (x <= 20) | .strong, (x == 100) | .weak], to: solver)
    expectValue(solver, x, 20)
  }

  @Test func lowerLevelsStillCountWhenHigherLevelsTie() throws {
    // 998: |x − 0| + |x − 10| is 10 for every x in [0, 10] (a tie); 1.0 picks 7.
    let solver = Solver()
    addAll([(x == 0) | 998.0, (x == 10) | 998.0, (x == 7) | 1.0], to: solver)
    expectValue(solver, x, 7)
  }

  // MARK: (c) Within one level the sum of violations is minimised

  @Test func withinOneLevelTheSumOfViolationsIsMinimised() throws {
    // |x| + 2|x − 10| is smallest at x = 10 (10 there, 20 at x = 0).
    let solver = Solver()
    addAll([(x == 0) | .medium, (x == 10) | .medium, (x == 10) | .medium], to: solver)
    expectValue(solver, x, 10)
  }

  @Test func withinOneLevelTheWeightedMedianWins() throws {
    // One level, an odd number of pulls: the sum of |x − targetᵢ| is smallest at the
    // median target, which is unique. {0, 4, 10, 10, 10} → 10; {0, 0, 4, 10, 10} → 4.
    let a = Solver()
    addAll([0.0, 4, 10, 10, 10].map { (x == $0) | .weak }, to: a)
    expectValue(a, x, 10)
    let b = Solver()
    addAll([0.0, 0, 4, 10, 10].map { (x == $0) | .weak }, to: b)
    expectValue(b, x, 4)
  }

  @Test func withinOneLevelErrorsOnDifferentVariablesAreSummed() throws {
    // x + y == 10 required; at 500: x == 0 once and y == 0 twice. |10 − y| + 2|y| is
    // smallest at y = 0, so x = 10.
    let y = Variable("y")
    let solver = Solver()
    addAll([x + y == 10, (x == 0) | .medium, (y == 0) | .medium, (y == 0) | .medium], to: solver)
    expectValue(solver, x, 10)
    expectValue(solver, y, 0)
  }

  @Test func withinOneLevelEachErrorHasWeightOne() throws {
    // 3x == 30 and x == 0 at the same level: the errors are |3x − 30| and |x|, each
    // weighted 1, so the sum 3|x − 10| + |x| is smallest at x = 10. (Coefficients scale
    // the error; priorities do not.)
    let solver = Solver()
    addAll([(3 * x == 30) | .weak, (x == 0) | .weak], to: solver)
    expectValue(solver, x, 10)
  }

  // MARK: (d) Fractional priorities

  @Test func fractionalPriorityOutranksTheIntegerBelowIt() throws {
    let solver = Solver()
    try solver.add((x == 1) | 999.5)
    for _ in 0..<500 { try solver.add((x == 2) | 999.0) }
    expectValue(solver, x, 1)
  }

  @Test func closeFractionalPrioritiesAreStillLexicographic() throws {
    let solver = Solver()
    try solver.add((x == 1) | 500.25)
    for _ in 0..<1_000 { try solver.add((x == 2) | 500.0) }
    expectValue(solver, x, 1)
  }

  @Test func fractionalEditStrengthOutranksAnIntegerConstraint() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: Strength(999.5))
    try solver.suggestValue(7, for: x)
    for _ in 0..<100 { try solver.add((x == 3) | 999.0) }
    expectValue(solver, x, 7)
  }

  @Test func fittingSizeLevelLosesToDefaultLow() throws {
    // UILayoutPriority.fittingSizeLevel (50) against one defaultLow (250) pull.
    let solver = Solver()
    try solver.add((x == 0) | 50.0)
    try solver.add((x == 40) | .weak)
    expectValue(solver, x, 40)
  }

  // MARK: (e) Required always wins

  @Test func requiredBeatsEveryOptionalPriority() throws {
    let solver = Solver()
    try solver.add(x == 5)
    for p in [999.5, 999, 998, 750, 500, 251, 250, 1] {
      for _ in 0..<100 { try solver.add((x == 0) | p) }
    }
    expectValue(solver, x, 5)
  }

  @Test func requiredInequalityBeatsOptionalEqualities() throws {
    let solver = Solver()
    try solver.add(x >= 20)
    for _ in 0..<1_000 { try solver.add((x == 0) | 999.0) }
    expectValue(solver, x, 20)
  }

  @Test func requiredAddedLastStillWins() throws {
    let solver = Solver()
    for _ in 0..<1_000 { try solver.add((x == 0) | 999.0) }
    expectValue(solver, x, 0)
    try solver.add(x == 5)
    expectValue(solver, x, 5)
  }

  // MARK: Edit variables follow the same order

  @Test func editVariablesAreLexicographicToo() throws {
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x == y)
    try solver.addEditVariable(x, strength: Strength(251))
    try solver.suggestValue(1, for: x)
    for _ in 0..<1_000 { try solver.add((y == 9) | .weak) }
    expectValue(solver, x, 1)
    expectValue(solver, y, 1)
  }

  // MARK: (f) A 49 preference beats a 1 preference by a negative size

  /// The stack case of UIKitBehaviour.md §98 as a solver program: an outer box hugs its
  /// height at 49 and holds three rows spaced by at least 10 (30 tall, an inner one
  /// hugged at 1 only, 36 tall). The 49 wins outright, so the outer height is 0 and the
  /// inner one −86, every required constraint holding (both spacings exactly 10).
  /// kiwisolver 1.5.1 gives the same values with strengths 49 and 1, since weighting
  /// and lexicographic order agree here.
  @Test func hugAt49BeatsHugAt1WithANegativeSize() throws {
    let solver = Solver()
    let outerTop = Variable("outerTop")
    let outerHeight = Variable("outerHeight")
    let titleTop = Variable("titleTop")
    let innerTop = Variable("innerTop")
    let innerHeight = Variable("innerHeight")
    let rowTop = Variable("rowTop")
    let required = [
      outerTop == 0, titleTop == outerTop, innerTop >= titleTop + 30 + 10, rowTop >= innerTop + innerHeight + 10,
      outerTop + outerHeight == rowTop + 36,
    ]
    for c in required { try solver.add(c) }
    try solver.add((outerHeight == 0) | 49.0)
    try solver.add((innerHeight == 0) | 1.0)
    expectValue(solver, outerHeight, 0)
    expectValue(solver, innerTop, 40)
    expectValue(solver, innerHeight, -86)
    expectValue(solver, rowTop, -36)
    for c in required {
      let value = c.expression.value { solver.value(of: $0) }
      #expect(c.relation == .equal ? abs(value) < 1e-9 : value >= -1e-9, "\(c) is \(value)")
    }
    expectHealthy(solver)
    // The inner height required ≥ 0: it stops at 0 and the outer box grows to 86.
    try solver.add(innerHeight >= 0)
    expectValue(solver, innerHeight, 0)
    expectValue(solver, outerHeight, 86)
    expectValue(solver, rowTop, 50)
  }
}
