import Testing

@testable import LayoutSolver

/// Handles (`Solver.handle(for:)`), batched reads and `isFixedByRequiredEqualities`.
@Suite struct VariableHandleTests {
  @Test func handleReadsTheSameValueAsTheVariable() throws {
    let s = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try s.add(x == 20)
    try s.add(y == x + 5)
    let hx = try #require(s.handle(for: x))
    let hy = try #require(s.handle(for: y))
    #expect(s.value(of: hx) == 20)
    #expect(s.value(of: hy) == 25)
    var out: [Double] = []
    s.values(of: [hy, hx, .unknown], into: &out)
    #expect(out == [25, 20, 0])
  }

  @Test func handleFollowsConstantChanges() throws {
    let s = Solver()
    let x = Variable("x")
    let c = x == 10
    try s.add(c)
    let h = try #require(s.handle(for: x))
    try s.setConstant(-30, of: c)
    #expect(s.value(of: h) == 30)
  }

  @Test func unknownVariableHasNoHandleAndHandlesDieWithReset() throws {
    let s = Solver()
    let x = Variable("x")
    #expect(s.handle(for: x) == nil)
    try s.add(x == 7)
    let h = try #require(s.handle(for: x))
    s.reset()
    let z = Variable("z")
    try s.add(z == 3)  // takes the id x had
    #expect(s.value(of: h) == 0)
    #expect(s.value(of: try #require(s.handle(for: z))) == 3)
  }

  @Test func fixedByRequiredEqualities() throws {
    let s = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let e = Variable("e")
    try s.add(a == 100)
    try s.add(b == a - 30)  // fixed through a
    try s.add(c >= 10)  // an inequality: free upward
    try s.add((d == 50) | .strong)  // optional: a stronger constraint could move it
    try s.add(e == c + 1)  // depends on a free variable
    #expect(s.isFixedByRequiredEqualities(a))
    #expect(s.isFixedByRequiredEqualities(b))
    #expect(!s.isFixedByRequiredEqualities(c))
    #expect(!s.isFixedByRequiredEqualities(d))
    #expect(!s.isFixedByRequiredEqualities(e))
    #expect(!s.isFixedByRequiredEqualities(Variable("unknown")))
    #expect(s._invariantViolations().isEmpty)
  }
}
