import Testing

@testable import LayoutSolver

/// ``Strength/broken`` (1100): a relaxed required constraint whose violation the solver
/// minimises before every optional priority (UIKitBehaviour.md §71).
@Suite struct BrokenStrengthTests {
  @Test func brokenIsValidAndNotRequired() {
    #expect(Strength.broken.isValid)
    #expect(!Strength.broken.isRequired)
    #expect(Strength.required.isRequired)
    #expect(!Strength(1200).isValid)
    #expect(!Strength(1050).isValid)
  }

  @Test func aRelaxedConstraintComesBeforeEveryOptionalPriority() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x <= 100)
    // A required wish for 200 would throw; relaxed, it pulls x to the bound past
    // every optional priority, 999.9 included.
    try solver.add((x == 50) | 999.9)
    try solver.add((x == 200).withStrength(.broken))
    #expect(solver.value(of: x) == 100)
    // It never fails for a conflict, and it holds exactly when it can.
    let y = Variable("y")
    try solver.add((y == 7).withStrength(.broken))
    try solver.add((y == 3) | .strong)
    #expect(solver.value(of: y) == 7)
  }

  @Test func twoRelaxedConstraintsShareTheirLevel() throws {
    // One level, as NSISEngine's objective holds every broken constraint's errors at
    // 1100: the sum of their violations is minimised.
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x <= 100)
    try solver.add((x == 200).withStrength(.broken))
    try solver.add((x == 120).withStrength(.broken))
    #expect(solver.value(of: x) == 100)
  }
}
