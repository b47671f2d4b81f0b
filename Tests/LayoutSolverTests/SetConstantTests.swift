// Changing a constraint's constant in place (UIKit's `constraint.constant = x`):
// the answers must equal a fresh solve with the new constant, and a change that breaks a
// required constraint must throw and leave every value where it was.

import LayoutSolver
import Testing

@Suite(.timeLimit(.minutes(2))) struct SetConstantTests {
  let x = Variable("x"), y = Variable("y"), z = Variable("z")

  @Test func changingARequiredEqualityMovesWhatDependsOnIt() throws {
    let solver = Solver()
    let offset = x == y + 10  // x - y - 10 == 0
    try solver.add(y == 5)
    try solver.add(offset)
    expectValue(solver, x, 15)
    try solver.setConstant(-20, of: offset)
    expectValue(solver, x, 25)
    expectValue(solver, y, 5)
    #expect(solver.constant(of: offset) == -20)
    #expect(offset.expression.constant == -10, "the Constraint object itself is immutable")
    expectHealthy(solver)
  }

  @Test func changingAnInequalityBoundLetsAnOptionalPullFollow() throws {
    let solver = Solver()
    let bound = x <= 100
    try solver.add(bound)
    try solver.add((x == 200) | .weak)
    expectValue(solver, x, 100)
    try solver.setConstant(-150, of: bound)
    expectValue(solver, x, 150)
    try solver.setConstant(-300, of: bound)
    expectValue(solver, x, 200)
    try solver.setConstant(-50, of: bound)
    expectValue(solver, x, 50)
    expectHealthy(solver)
  }

  @Test func changingAGreaterThanBound() throws {
    let solver = Solver()
    let floor = x >= 10  // x - 10 >= 0
    try solver.add(floor)
    try solver.add((x == 0) | .strong)
    expectValue(solver, x, 10)
    try solver.setConstant(-40, of: floor)
    expectValue(solver, x, 40)
    try solver.setConstant(5, of: floor)  // x >= -5
    expectValue(solver, x, 0)
    expectHealthy(solver)
  }

  @Test func changingAnOptionalEquality() throws {
    let solver = Solver()
    let pull = (x == 50) | .weak
    try solver.add(x >= 0)
    try solver.add(pull)
    expectValue(solver, x, 50)
    try solver.setConstant(-70, of: pull)
    expectValue(solver, x, 70)
    try solver.setConstant(30, of: pull)  // x == -30, but x >= 0 is required
    expectValue(solver, x, 0)
    expectHealthy(solver)
  }

  @Test func aChangeThatBreaksARequiredInequalityThrowsAndMovesNothing() throws {
    let solver = Solver()
    let low = x >= 10
    let high = x <= 20  // x - 20 <= 0
    try solver.add(low)
    try solver.add(high)
    try solver.add((x == 15) | .weak)
    try solver.add(y == x + 1)
    expectValue(solver, x, 15)
    let error = #expect(throws: SolverError.self) { try solver.setConstant(-5, of: high) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === high)
    #expect(conflicts.contains { $0 === low }, "conflicts: \(conflicts)")
    #expect(solver.constant(of: high) == -20)
    expectValue(solver, x, 15)
    expectValue(solver, y, 16)
    expectHealthy(solver)
    // The solver keeps working after the refusal.
    try solver.setConstant(-12, of: high)
    expectValue(solver, x, 12)
  }

  @Test func aChangeThatContradictsARedundantCopyThrows() throws {
    let solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.add(first)
    try solver.add(second)
    let error = #expect(throws: SolverError.self) { try solver.setConstant(-12, of: second) }
    guard case .unsatisfiable(let constraint, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(constraint === second)
    #expect(conflicts.contains { $0 === first }, "conflicts: \(conflicts)")
    expectValue(solver, x, 10)
    expectHealthy(solver)
  }

  @Test func unknownAndNonFiniteAreRefused() throws {
    let solver = Solver()
    let c = x == 1
    #expect(throws: SolverError.self) { try solver.setConstant(2, of: c) }
    try solver.add(c)
    #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
    #expect(throws: SolverError.self) { try solver.setConstant(.infinity, of: c) }
    expectValue(solver, x, 1)
    #expect(solver.constant(of: x == 1) == nil)
  }

  /// A scroll view's content: a chain of rows (some fixed, some with intrinsic-size
  /// pairs), each height changed in place one after another; after every change the
  /// answers equal a solver built from scratch with the new heights.
  @Test(arguments: [7, 40])
  func heightChangesInAChainMatchAFreshSolve(rows: Int) throws {
    var heights = (0..<rows).map { Double(20 + ($0 * 37) % 61) }
    let build = { (heights: [Double]) throws -> (Solver, [Variable], [Variable], [Constraint], Variable) in
      let solver = Solver()
      let top = (0..<rows).map { Variable("top\($0)") }
      let height = (0..<rows).map { Variable("h\($0)") }
      let bottom = Variable("bottom")
      var fixed: [Constraint] = []
      try solver.add(top[0] == 20)
      for i in 0..<rows {
        if i > 0 { try solver.add(top[i] == top[i - 1] + height[i - 1] + 8) }
        let c = height[i] == heights[i]
        fixed.append(c)
        if i % 3 == 1 {
          try solver.add((height[i] <= heights[i]) | .weak)
          try solver.add((height[i] >= heights[i]) | .strong)
          try solver.add((height[i] == 0) | 100)
        } else {
          try solver.add(c)
        }
      }
      try solver.add(bottom == top[rows - 1] + height[rows - 1] + 20)
      return (solver, top, height, fixed, bottom)
    }
    let (solver, top, height, fixed, bottom) = try build(heights)
    for step in 0..<rows where step % 3 != 1 {
      heights[step] += Double(5 + step % 4)
      try solver.setConstant(-heights[step], of: fixed[step])
      let (fresh, freshTop, freshHeight, _, freshBottom) = try build(heights)
      for i in 0..<rows {
        expectNear(solver.value(of: top[i]), fresh.value(of: freshTop[i]), "top\(i) after step \(step)")
        expectNear(solver.value(of: height[i]), fresh.value(of: freshHeight[i]), "h\(i) after step \(step)")
      }
      expectNear(solver.value(of: bottom), fresh.value(of: freshBottom), "bottom after step \(step)")
      expectHealthy(solver)
    }
  }
}
