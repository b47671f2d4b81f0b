import LayoutSolver
import Testing

/// Inputs libFuzzer found (Fuzz/Solver, issue 8), kept as regression tests.
@Suite struct FuzzRegressionTests {
  /// crash-363e97af: `9.5·v + 1e300 == 0 @250` then `4e300·v − 64 >= 0 @750` overflowed
  /// a pivot to infinity and left NaN in the objective. Numbers beyond ±1e15 are now
  /// refused like infinities, and the solver stays usable.
  @Test func hugeFiniteNumbersAreRefusedBeforeTheyOverflow() throws {
    let v = Variable("v")
    let solver = Solver()
    let first = (9.5 * v + 1e300 == 0) | .weak
    #expect(throws: SolverError.self) { try solver.add(first) }
    let second = (4e300 * v - 64 >= 0) | .strong
    #expect(throws: SolverError.self) { try solver.add(second) }
    try solver.add((v == 12) | .strong)
    solver.updateVariables()
    #expect(solver.value(of: v) == 12)
    #expect(solver._invariantViolations() == [])
  }

  @Test func theLimitIsInclusive() throws {
    let v = Variable("v")
    let solver = Solver()
    try solver.add(v == 1e15)
    #expect(throws: SolverError.self) { try solver.add((v == 1.0000001e15) | .weak) }
    try solver.addEditVariable(v, strength: .strong)
    #expect(throws: SolverError.self) { try solver.suggestValue(-2e15, for: v) }
    solver.updateVariables()
    #expect(solver.value(of: v) == 1e15)
    #expect(solver._invariantViolations() == [])
  }
}
