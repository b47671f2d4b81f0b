// Linear programs with known optima, solved through the constraint API.
//
// An LP "maximise f" becomes: a variable `z` tied to `f` by a required equality, and
// an optional pull `z == 1e6` (an edit variable or a weak constraint). The solver
// minimises the violation |z − 1e6| = 1e6 − z, so it maximises z as long as the true
// optimum is below 1e6. "Minimise f" pulls toward −1e6 instead. The optima below were
// checked independently with an LP solver (HiGHS through SciPy's `linprog`), including
// whether the optimal point is unique.

import LayoutSolver
import Testing

@Suite struct SimplexTests {
  /// Adds `z == objective` (required) and a weak pull of `z` toward `target`.
  func optimise(_ solver: Solver, _ z: Variable, _ objective: Expression, toward target: Double) throws {
    try solver.add(z == objective)
    try solver.addEditVariable(z, strength: .weak)
    try solver.suggestValue(target, for: z)
    solver.updateVariables()
  }

  /// The paper's figure (Badros, Borning and Stuckey, §2): ends `xl`, `xr` and
  /// midpoint `xm` (made in that order) in a solver holding 2xm = xl + xr,
  /// xl + 10 ≤ xr, xr ≤ 100 and xl ≥ 0, which are returned too.
  func paperFigure() -> (solver: Solver, xl: Variable, xm: Variable, xr: Variable, constraints: [Constraint]) {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")
    let solver = Solver()
    let constraints = [2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
    addAll(constraints, to: solver)
    return (solver, xl, xm, xr, constraints)
  }

  /// kiwi's `HandlingInfeasibleConstraints` session before its suggestions: `xm`
  /// (strong), `xl` and `xr` (weak) edit variables (made and added in that order), then
  /// 2xm = xl + xr, xl + 20 ≤ xr, xl ≥ −10 and xr ≤ 100.
  func kiwiInfeasibleSession() throws -> (solver: Solver, xm: Variable, xl: Variable, xr: Variable) {
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    let solver = Solver()
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    addAll([2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100], to: solver)
    return (solver, xm, xl, xr)
  }

  // MARK: Textbook LPs

  /// Chvátal, *Linear Programming* (Freeman, 1983), chapter 2, the first worked example:
  /// maximise 5x1 + 4x2 + 3x3 subject to 2x1 + 3x2 + x3 ≤ 5, 4x1 + x2 + 2x3 ≤ 11,
  /// 3x1 + 4x2 + 2x3 ≤ 8, x ≥ 0. The dictionary method needs two pivots (x1 enters,
  /// then x3 enters while x1's slack leaves) to reach the unique optimum (2, 0, 1), z = 13.
  @Test func chvatalExampleReachesTheOptimumAfterSeveralPivots() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    let solver = Solver()
    let constraints = [
      x1 >= 0, x2 >= 0, x3 >= 0,
      2 * x1 + 3 * x2 + x3 <= 5,
      4 * x1 + x2 + 2 * x3 <= 11,
      3 * x1 + 4 * x2 + 2 * x3 <= 8,
    ]
    addAll(constraints, to: solver)
    try optimise(solver, z, 5 * x1 + 4 * x2 + 3 * x3, toward: 1e6)
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 0)
    expectValue(solver, x3, 1)
    expectValue(solver, z, 13)
    for c in constraints { expectSatisfied(c, in: solver) }
    expectHealthy(solver)
  }

  /// The Klee–Minty cube for n = 3 in Chvátal's form (Chvátal 1983, chapter 4; Klee &
  /// Minty, "How good is the simplex algorithm?", 1972): maximise 100x1 + 10x2 + x3
  /// subject to x1 ≤ 1, 20x1 + x2 ≤ 100, 200x1 + 20x2 + x3 ≤ 10000, x ≥ 0. Dantzig's
  /// largest-coefficient rule visits all 2³ vertices (7 pivots) before the unique
  /// optimum (0, 0, 10000), z = 10000.
  @Test func kleeMintyCubeReachesTheFarVertex() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    let solver = Solver()
    let constraints = [
      x1 >= 0, x2 >= 0, x3 >= 0,
      x1 <= 1,
      20 * x1 + x2 <= 100,
      200 * x1 + 20 * x2 + x3 <= 10000,
    ]
    addAll(constraints, to: solver)
    try optimise(solver, z, 100 * x1 + 10 * x2 + x3, toward: 1e6)
    expectValue(solver, x1, 0)
    expectValue(solver, x2, 0)
    expectValue(solver, x3, 10000)
    expectValue(solver, z, 10000)
    for c in constraints { expectSatisfied(c, in: solver) }
    expectHealthy(solver)
  }

  /// Hillier & Lieberman, *Introduction to Operations Research*, §3.1, the Wyndor Glass
  /// Co. problem: maximise 3x1 + 5x2 subject to x1 ≤ 4, 2x2 ≤ 12, 3x1 + 2x2 ≤ 18, x ≥ 0.
  /// Unique optimum (2, 6), Z = 36.
  @Test func wyndorGlassProductMix() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let z = Variable("z")
    let solver = Solver()
    addAll([x1 >= 0, x2 >= 0, x1 <= 4, 2 * x2 <= 12, 3 * x1 + 2 * x2 <= 18], to: solver)
    try optimise(solver, z, 3 * x1 + 5 * x2, toward: 1e6)
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 6)
    expectValue(solver, z, 36)
  }

  /// The same Wyndor problem with the objective written as one weak inequality,
  /// `3x1 + 5x2 >= 1000 @250`, instead of an edit variable: its violation
  /// 1000 − (3x1 + 5x2) is minimised at the same vertex.
  @Test func objectiveAsAWeakInequality() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let solver = Solver()
    addAll(
      [x1 >= 0, x2 >= 0, x1 <= 4, 2 * x2 <= 12, 3 * x1 + 2 * x2 <= 18, (3 * x1 + 5 * x2 >= 1000) | .weak],
      to: solver)
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 6)
  }

  /// Hillier & Lieberman, *Introduction to Operations Research*, §3.4, the radiation
  /// therapy design problem (a minimisation with ≤, = and ≥ rows): minimise
  /// 0.4x1 + 0.5x2 subject to 0.3x1 + 0.1x2 ≤ 2.7, 0.5x1 + 0.5x2 = 6,
  /// 0.6x1 + 0.4x2 ≥ 6, x ≥ 0. Unique optimum (7.5, 4.5), Z = 5.25.
  @Test func radiationTherapyMinimisation() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let z = Variable("z")
    let solver = Solver()
    let constraints = [
      x1 >= 0, x2 >= 0,
      0.3 * x1 + 0.1 * x2 <= 2.7,
      0.5 * x1 + 0.5 * x2 == 6,
      0.6 * x1 + 0.4 * x2 >= 6,
    ]
    addAll(constraints, to: solver)
    try optimise(solver, z, 0.4 * x1 + 0.5 * x2, toward: -1e6)
    expectValue(solver, x1, 7.5)
    expectValue(solver, x2, 4.5)
    expectValue(solver, z, 5.25)
    for c in constraints { expectSatisfied(c, in: solver) }
  }

  /// Beale, "Cycling in the dual simplex algorithm" (Naval Research Logistics Quarterly
  /// 2(4), 1955), the classic degenerate LP on which the textbook simplex rule (largest
  /// coefficient enters, lowest index breaks ties) cycles: minimise −3/4 x4 + 20x5 − 1/2 x6 + 6x7
  /// subject to 1/4 x4 − 8x5 − x6 + 9x7 ≤ 0, 1/2 x4 − 12x5 − 1/2 x6 + 3x7 ≤ 0, x6 ≤ 1,
  /// x ≥ 0. Unique optimum (1, 0, 1, 0), objective −5/4. The solver must terminate.
  @Test  // no time limit: a starved CI runner tripped it; the pivot limit in `optimize` stops a cycle
  func bealeDegenerateLPTerminates() throws {
    let x4 = Variable("x4")
    let x5 = Variable("x5")
    let x6 = Variable("x6")
    let x7 = Variable("x7")
    let z = Variable("z")
    let solver = Solver()
    let constraints = [
      x4 >= 0, x5 >= 0, x6 >= 0, x7 >= 0,
      0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0,
      0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0,
      x6 <= 1,
    ]
    addAll(constraints, to: solver)
    try optimise(solver, z, -0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7, toward: -1e6)
    expectValue(solver, x4, 1)
    expectValue(solver, x5, 0)
    expectValue(solver, x6, 1)
    expectValue(solver, x7, 0)
    expectValue(solver, z, -1.25)
  }

  /// Chvátal 1983, chapter 3, the degenerate example on which the largest-coefficient
  /// rule cycles through six dictionaries: maximise 10x1 − 57x2 − 9x3 − 24x4 subject to
  /// 0.5x1 − 5.5x2 − 2.5x3 + 9x4 ≤ 0, 0.5x1 − 1.5x2 − 0.5x3 + x4 ≤ 0, x1 ≤ 1, x ≥ 0.
  /// Unique optimum (1, 0, 1, 0), z = 1. The solver must terminate.
  @Test  // no time limit: a starved CI runner tripped it; the pivot limit in `optimize` stops a cycle
  func chvatalCyclingExampleTerminates() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let x4 = Variable("x4")
    let z = Variable("z")
    let solver = Solver()
    addAll(
      [
        x1 >= 0, x2 >= 0, x3 >= 0, x4 >= 0,
        0.5 * x1 - 5.5 * x2 - 2.5 * x3 + 9 * x4 <= 0,
        0.5 * x1 - 1.5 * x2 - 0.5 * x3 + x4 <= 0,
        x1 <= 1,
      ], to: solver)
    try optimise(solver, z, 10 * x1 - 57 * x2 - 9 * x3 - 24 * x4, toward: 1e6)
    expectValue(solver, x1, 1)
    expectValue(solver, x2, 0)
    expectValue(solver, x3, 1)
    expectValue(solver, x4, 0)
    expectValue(solver, z, 1)
  }

  /// kiwi tests/SimplexTest.cpp `Maximization`, from the Southampton MA230 exam (1998):
  /// maximise −2x1 + 7x2 + 4x3 subject to 2x1 − 5x2 ≤ 11, −x1 + 3x2 + x3 = 7,
  /// x1 − 8x2 + 4x3 ≥ 33, x ≥ 0. kiwi expects (13, 3, 11), z = 39, but the optimum is
  /// not unique: every point of the segment from (5.5, 0, 12.5) to (13, 3, 11) has z = 39
  /// (x1 = 5.5 + 2.5t, x2 = t, x3 = 12.5 − 0.5t, 0 ≤ t ≤ 3). We check z, feasibility and
  /// that the point lies on that segment.
  @Test func kiwiMaximisationFindsTheOptimalEdge() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    let solver = Solver()
    let constraints = [
      x1 >= 0, x2 >= 0, x3 >= 0,
      2 * x1 - 5 * x2 <= 11,
      -x1 + 3 * x2 + x3 == 7,
      x1 - 8 * x2 + 4 * x3 >= 33,
    ]
    addAll(constraints, to: solver)
    try optimise(solver, z, -2 * x1 + 7 * x2 + 4 * x3, toward: 1e6)
    expectValue(solver, z, 39, tolerance: 1e-4)
    for c in constraints { expectSatisfied(c, in: solver, tolerance: 1e-4) }
    let t = solver.value(of: x2)
    #expect(t >= -1e-6 && t <= 3 + 1e-6)
    expectValue(solver, x1, 5.5 + 2.5 * t, tolerance: 1e-4)
    expectValue(solver, x3, 12.5 - 0.5 * t, tolerance: 1e-4)
  }

  // MARK: The Cassowary paper

  /// Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
  /// algorithm" (ACM TOCHI 8(4), 2001), §2: a segment with left end xl, right end xr
  /// and midpoint xm, inside a window [0, 100]: 2xm = xl + xr, xl + 10 ≤ xr, xr ≤ 100,
  /// xl ≥ 0; weak stays keep the ends where they were and a (strong) edit drags xm.
  /// The paper drags xm from 50 to 95: the right end hits the wall at 100 and the
  /// left end is pushed to 90 (xm = 95, xl = 90, xr = 100), "only one pivot ... in
  /// moving from 50 to 95" when sliding one pixel at a time.
  @Test func paperMidpointDraggedAgainstTheWall() throws {
    let (solver, xl, xm, xr, constraints) = paperFigure()
    // Start from a figure with xl = 30, xr = 70, so xm = 50 is consistent with both stays.
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.suggestValue(30, for: xl)
    try solver.suggestValue(70, for: xr)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(50, for: xm)
    expectValue(solver, xl, 30)
    expectValue(solver, xm, 50)
    expectValue(solver, xr, 70)

    // Slide one unit at a time. Between 50 and 90 the weak stays tie (any split of the
    // movement costs the same), so only the edit and the required rows are checked.
    for step in 51...95 {
      try solver.suggestValue(Double(step), for: xm)
      expectValue(solver, xm, Double(step))
      for c in constraints { expectSatisfied(c, in: solver) }
      expectHealthy(solver)
    }
    expectValue(solver, xm, 95)
    expectValue(solver, xl, 90)
    expectValue(solver, xr, 100)
  }

  /// The same figure dragged straight to 95 in one suggestion.
  @Test func paperMidpointJumpsToTheWall() throws {
    let (solver, xl, xm, xr, _) = paperFigure()
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(95, for: xm)
    expectValue(solver, xm, 95)
    expectValue(solver, xl, 90)
    expectValue(solver, xr, 100)
  }

  /// Dragging the midpoint past what the wall allows: xm = 99 is unreachable because
  /// xr ≤ 100 and xl ≤ xr − 10 give xm ≤ 95. The strong edit is violated as little as
  /// possible, so the figure stays at the wall.
  @Test func paperMidpointCannotPassTheWall() throws {
    let (solver, xl, xm, xr, _) = paperFigure()
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(99, for: xm)
    expectValue(solver, xm, 95)
    expectValue(solver, xl, 90)
    expectValue(solver, xr, 100)
  }

  // MARK: kiwi's own examples (nucleic/kiwi tests/SolverTest.cpp)

  /// `SolvingUnderConstrainedSystem`: 2v + 1 ≥ 0 with v a weak edit suggested 10. The
  /// inequality is slack at v = 10, so v = 10 exactly and the expression is 21.
  @Test func kiwiSolvingUnderConstrainedSystem() throws {
    let v = Variable("foo")
    let c = 2 * v + 1 >= 0
    let solver = Solver()
    try solver.addEditVariable(v, strength: .weak)
    try solver.add(c)
    try solver.suggestValue(10, for: v)
    solver.updateVariables()
    expectNear(c.expression.value { solver.value(of: $0) }, 21)
    let term = try #require(c.expression.terms.first)
    expectNear(term.coefficient * solver.value(of: term.variable), 20)
    expectValue(solver, v, 10)
  }

  /// `SolvingWithStrength`, part 1: v1 + v2 = 0, v1 = 10 (required), v2 ≥ 0 (weak). The
  /// required rows fix v2 = −10; the weak bound is simply violated.
  /// Part 2: v1 + v2 = 0, v1 ≥ 10 (medium), v2 = 2 (strong). Strong (750) beats medium
  /// (500), so v2 = 2 and v1 = −2; this is the same under kiwi's weights and under
  /// lexicographic priorities.
  @Test func kiwiSolvingWithStrength() throws {
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    let solver = Solver()
    addAll([v1 + v2 == 0, v1 == 10, (v2 >= 0) | .weak], to: solver)
    expectValue(solver, v1, 10)
    expectValue(solver, v2, -10)

    solver.reset()
    addAll([v1 + v2 == 0, (v1 >= 10) | .medium, (v2 == 2) | .strong], to: solver)
    expectValue(solver, v1, -2)
    expectValue(solver, v2, 2)
  }

  /// `SuggestingValuesForEditVariables`, part 1: v1 is a medium edit suggested 2 and
  /// v1 = 1 is weak, so the edit wins: v1 = 2.
  /// Part 2: v2 is a weak edit suggested 0, v1 + v2 = 0, v2 ≤ −1 (required), v2 ≥ 0
  /// (weak). kiwi only asserts v2 ≤ −1. Both weak errors, |v2 − 0| and max(0, −v2),
  /// grow as v2 goes below −1, so the optimum is v2 = −1 exactly, and v1 = 1.
  @Test func kiwiSuggestingValuesForEditVariables() throws {
    let v1 = Variable("foo")
    let first = Solver()
    try first.addEditVariable(v1, strength: .medium)
    try first.add((v1 == 1) | .weak)
    try first.suggestValue(2, for: v1)
    expectValue(first, v1, 2)

    let v2 = Variable("bar")
    let second = Solver()
    try second.addEditVariable(v2, strength: .weak)
    addAll([v1 + v2 == 0, v2 <= -1, (v2 >= 0) | .weak], to: second)
    try second.suggestValue(0, for: v2)
    #expect(second.value(of: v2) <= -1 + 1e-9)
    expectValue(second, v2, -1)
    expectValue(second, v1, 1)
  }

  /// `HandlingInfeasibleConstraints`: the midpoint example with xl + 20 ≤ xr, xl ≥ −10,
  /// xr ≤ 100, strong edit on xm and weak edits on the ends. Suggesting xm = 90 makes the
  /// rows infeasible and needs the dual simplex. 2xm = 180 with xr ≤ 100 and
  /// xl ≤ xr − 20 ≤ 80 forces xl = 80, xr = 100.
  @Test func kiwiHandlingInfeasibleConstraints() throws {
    let (solver, xm, xl, xr) = try kiwiInfeasibleSession()
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    try solver.suggestValue(60, for: xm)
    try solver.suggestValue(90, for: xm)
    solver.updateVariables()
    expectNear(solver.value(of: xl) + solver.value(of: xr), 2 * solver.value(of: xm))
    expectValue(solver, xl, 80)
    expectValue(solver, xr, 100)
    expectValue(solver, xm, 90)
    expectHealthy(solver)
  }

  /// The intermediate state of the same session: xm = 60 with the ends suggested at
  /// xl = 30, xr = 50. The weak level minimises |xl − 30| + |xr − 50| subject to
  /// xl + xr = 120 and xl + 20 ≤ xr, which is ≥ 40 and reaches 40 for any
  /// xl ∈ [30, 50]; only the sum and the bounds are determined.
  @Test func kiwiHandlingInfeasibleConstraintsIntermediateState() throws {
    let (solver, xm, xl, xr) = try kiwiInfeasibleSession()
    try solver.suggestValue(60, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    expectValue(solver, xm, 60)
    let l = solver.value(of: xl)
    let r = solver.value(of: xr)
    expectNear(l + r, 120)
    #expect(l >= 30 - 1e-6 && l <= 50 + 1e-6, "xl = \(l)")
    expectNear(abs(l - 30) + abs(r - 50), 40)
  }
}
