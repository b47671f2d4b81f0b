// A constant held far away and moved back onto the value its variable holds (a fitted
// view's free axis pinned again at its fitted size): the row the move touches lands at
// zero up to the rounding its operands carry, and that rounding is no infeasibility
// (SolverInternals.md §7, "A shift that cancels a large constant").
//
// The rounding is put into the row by hand: in `scrollwork-bench feed` it came from
// pivots on 41-cell rows after a thousand fits (a slack at -1.27e-8 once its bound had
// moved from 1e6 back onto the fitted 462.67), which no small system reproduces.

import Testing

@testable import LayoutSolver

@Suite(.timeLimit(.minutes(2))) struct ShiftRoundingTests {
  let x = Variable("x")

  /// `x` held at 10 by a required floor and a weak pull to 0, between a low and a high
  /// bound at ∓`far`; the high bound's slack row is `far - 10` less `residue`.
  func heldFarApart(far: Double, residue: Double) throws -> (Solver, low: Constraint, high: Constraint) {
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x == 0) | .weak)
    let low = x >= -far
    let high = x <= far
    try solver.add(low)
    try solver.add(high)
    let slack = try #require(solver.tableau.constraints[ObjectIdentifier(high)]).tag.marker.id
    try #require(solver.tableau.isBasic[Int(slack)])
    #expect(solver.tableau.rows[Int(slack)].constant == far - 10)
    solver.tableau.rows[Int(slack)].constant -= residue
    return (solver, low, high)
  }

  @Test func aBoundMovedBackOntoItsValueIsNotInfeasible() throws {
    let (solver, low, high) = try heldFarApart(far: 1e6, residue: 2.5e-8)
    let pivots = solver._statistics["pivots"]
    try solver.setConstants([(low, -10), (high, -10)])
    expectValue(solver, x, 10)
    #expect(solver._statistics["pivots"] == pivots, "no pivot chases the rounding")
    expectHealthy(solver)
    // One at a time too (`setConstant`).
    let (single, _, singleHigh) = try heldFarApart(far: 1e6, residue: 2.5e-8)
    try single.setConstant(-10, of: singleHigh)
    expectValue(single, x, 10)
    expectHealthy(single)
  }

  @Test func aBoundMovedPastItsValueIsStillAConflict() throws {
    // 1e-4 below the value is far beyond the rounding of operands near 1e6 (1e-6).
    let (solver, _, high) = try heldFarApart(far: 1e6, residue: 0)
    #expect(throws: SolverError.self) { try solver.setConstant(-(10 - 1e-4), of: high) }
    expectValue(solver, x, 10)
    expectHealthy(solver)
  }

  @Test func smallOperandsKeepTheAbsoluteTolerance() throws {
    // Near 100, 1e-12 relative is 1e-10: a row 5e-9 under zero stays within the 1e-8
    // absolute tolerance (no pivot), and one 1e-6 under zero is a conflict, as before.
    let (solver, _, high) = try heldFarApart(far: 100, residue: 5e-9)
    try solver.setConstant(-10, of: high)
    expectValue(solver, x, 10)
    let (other, _, otherHigh) = try heldFarApart(far: 100, residue: 1e-6)
    #expect(throws: SolverError.self) { try other.setConstant(-10, of: otherHigh) }
  }
}
