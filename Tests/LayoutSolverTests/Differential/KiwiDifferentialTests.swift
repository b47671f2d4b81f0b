// Differential tests against kiwisolver (the reference Cassowary implementation).
//
// `Scripts/kiwi_oracle.py` draws random systems, solves them with kiwisolver and writes
// the cases as JSON; `randomSystems` replays every case on `LayoutSolver.Solver` and
// compares. Only systems on which the two semantics agree are generated (LayoutSolver's
// optional priorities are lexicographic, kiwi weights its strengths): required
// constraints plus strong edit variables, or required constraints plus optional
// constraints that all share one strength (with edits at that strength, or none). Values
// are compared only where the optimum is unique (the script checks this with kiwi itself;
// see its docstring). A required constraint that cannot hold with those already added
// (by a margin of 1e-3, measured with kiwi) must make `add(_:)` throw
// `SolverError.unsatisfiable` naming it, and leave the solver unchanged. The tableau's
// invariants are checked after every operation.
//
// kiwisolver must be installed for python3 (`python3 -m pip install kiwisolver`; CI's
// .ci/run installs it). Without it the test fails; it never passes silently.
//
// To reproduce one failing case: `python3 Scripts/kiwi_oracle.py --case-seed N --pretty`.
// To explore further: KIWI_ORACLE_SEED=1 KIWI_ORACLE_COUNT=5000 swift test --filter Differential

import Foundation
import LayoutSolver
import Testing

@Suite("Differential tests against kiwisolver", .timeLimit(.minutes(5)))
struct KiwiDifferentialTests {
  static let masterSeed = 20_261_122
  static let caseCount = 1200
  static let minimumCheckedCases = 1000
  static let tolerance = 1e-6
  /// Failing cases described in full; the rest are only counted and listed by seed.
  static let describedFailures = 12

  // MARK: Random systems

  /// KIWI_ORACLE_SEED and KIWI_ORACLE_COUNT override the seed and the number of cases,
  /// for exploring beyond the fixed run (at least 5/6 of the cases must then be compared).
  static var settings: (seed: Int, count: Int, minimum: Int) {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["KIWI_ORACLE_SEED"].flatMap { Int($0) } ?? masterSeed
    let count = environment["KIWI_ORACLE_COUNT"].flatMap { Int($0) } ?? caseCount
    return (seed, count, count == caseCount ? minimumCheckedCases : count * 5 / 6)
  }

  @Test("1,200 random systems agree with kiwisolver (values to 1e-6)")
  func randomSystems() throws {
    let (masterSeed, caseCount, minimumCheckedCases) = Self.settings
    try Self.checkRandomSystems(masterSeed: masterSeed, caseCount: caseCount, minimumCheckedCases: minimumCheckedCases)
  }

  /// A second fixed seed: 3,000 more systems. Seed 7 once drove an earlier version of the
  /// incremental value cache into an endless loop (two nonbasic variables named in each
  /// other's stale columns), which the default seed never reached.
  @Test("3,000 more random systems (seed 7) agree with kiwisolver")
  func randomSystemsSecondSeed() throws {
    try Self.checkRandomSystems(masterSeed: 7, caseCount: 3000, minimumCheckedCases: 2500)
  }

  static func checkRandomSystems(masterSeed: Int, caseCount: Int, minimumCheckedCases: Int) throws {
    let started = ContinuousClock.now
    let output: OracleOutput
    switch KiwiOracle.generate(count: caseCount, seed: masterSeed) {
    case .success(let o): output = o
    case .failure(let problem):
      Issue.record("\(problem.message)")
      return
    }
    let generated = ContinuousClock.now

    #expect(output.cases.count == caseCount, "the oracle produced \(output.cases.count) cases")
    #expect(output.seed == masterSeed)

    var casesWithValues = 0
    var comparedCheckpoints = 0
    var unsatisfiableChecked = 0
    var failures: [(seed: Int, description: String)] = []
    for oracleCase in output.cases {
      if oracleCase.comparedCheckpoints > 0 { casesWithValues += 1 }
      let outcome = DifferentialReplay.run(oracleCase, masterSeed: masterSeed, tolerance: Self.tolerance)
      comparedCheckpoints += outcome.comparedCheckpoints
      unsatisfiableChecked += outcome.unsatisfiableChecked
      if let failure = outcome.failure {
        failures.append((oracleCase.caseSeed, failure))
      }
    }

    for failure in failures.prefix(Self.describedFailures) {
      Issue.record("\(failure.description)")
    }
    if failures.count > Self.describedFailures {
      let seeds = failures.dropFirst(Self.describedFailures).prefix(60).map { String($0.seed) }
      Issue.record(
        """
        \(failures.count) of \(output.cases.count) kiwi differential cases failed \
        (\(Self.describedFailures) described above); caseSeeds of the others: \
        \(seeds.joined(separator: ", "))\(failures.count - Self.describedFailures > 60 ? ", ..." : "")
        """)
    }

    // Enough systems must actually have been compared (those with a unique optimum).
    #expect(
      casesWithValues >= minimumCheckedCases,
      "only \(casesWithValues) cases had a unique optimum to compare (need \(minimumCheckedCases))")
    #expect(unsatisfiableChecked > 0 || !failures.isEmpty, "no unsatisfiable constraint was exercised")

    let kiwiIncrementalMismatches = output.cases.filter {
      $0.kiwiIncrementalMismatches > 0 || $0.kiwiIncremental == false
    }.count
    let finished = ContinuousClock.now
    print(
      """
      kiwi differential: kiwisolver \(output.kiwisolver), seed \(output.seed), \
      \(output.cases.count) cases (\(casesWithValues) with values to compare, \
      \(comparedCheckpoints) checkpoints matched, \(unsatisfiableChecked) unsatisfiable adds matched), \
      \(failures.count) failing; kiwi's incremental run was wrong, aborted or hung in \
      \(kiwiIncrementalMismatches) cases (fresh kiwi solves used instead); \
      oracle \(generated - started), replay \(finished - generated)
      """)
  }

  // MARK: Hand-written cases from kiwi's documentation and test suite
  //
  // The expected values were obtained by running the Python shown with kiwisolver 1.5.1.
  // Where two strengths are mixed, the comment says why lexicographic priorities give the
  // same (unique) answer as kiwi's weighted sum.

  /// kiwisolver documentation, "Basic systems":
  /// ```python
  /// x1 = Variable('x1'); x2 = Variable('x2'); xm = Variable('xm')
  /// s = Solver()
  /// for cn in [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2]:
  ///     s.addConstraint(cn)
  /// s.addConstraint((x1 == 40) | "weak")
  /// s.addEditVariable(xm, "strong")
  /// s.suggestValue(xm, 60); s.updateVariables()  # x1=40.0, x2=80.0, xm=60.0
  /// s.suggestValue(xm, 90); s.updateVariables()  # x1=80.0, x2=100.0, xm=90.0
  /// s.suggestValue(xm, 0);  s.updateVariables()  # x1=0.0, x2=10.0, xm=5.0
  /// ```
  /// Lexicographically the strong edit comes first and xm's best value is unique (60, 90,
  /// or 5 = the smallest midpoint the required constraints allow); then x1 == 40 (weak)
  /// has a unique best x1 in what is left, the same as kiwi's answer.
  @Test func kiwiDocumentationBasicSystem() throws {
    let x1 = Variable("x1"), x2 = Variable("x2"), xm = Variable("xm")
    let solver = Solver()
    for c in [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2] {
      try solver.add(c)
    }
    try solver.add((x1 == 40) | .weak)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(60, for: xm)
    expectKiwiValues(solver, [(x1, 40), (x2, 80), (xm, 60)])
    try solver.suggestValue(90, for: xm)
    expectKiwiValues(solver, [(x1, 80), (x2, 100), (xm, 90)])
    try solver.suggestValue(0, for: xm)
    expectKiwiValues(solver, [(x1, 0), (x2, 10), (xm, 5)])
  }

  /// kiwi's py/tests/test_solver.py, `test_solving_with_strength`:
  /// ```python
  /// v1 = Variable('foo'); v2 = Variable('bar'); s = Solver()
  /// s.addConstraint(v1 + v2 == 0); s.addConstraint(v1 == 10)
  /// s.addConstraint((v2 >= 0) | 'weak')
  /// s.updateVariables()            # foo=10.0, bar=-10.0
  /// s.reset()
  /// s.addConstraint(v1 + v2 == 0); s.addConstraint((v1 >= 10) | 'medium')
  /// s.addConstraint((v2 == 2) | 'strong')
  /// s.updateVariables()            # foo=-2.0, bar=2.0
  /// ```
  /// In the second system the strong constraint can be met exactly, so both semantics
  /// satisfy it and give up the medium one.
  @Test func kiwiSolvingWithStrength() throws {
    let v1 = Variable("foo"), v2 = Variable("bar")
    let solver = Solver()
    try solver.add(v1 + v2 == 0)
    try solver.add(v1 == 10)
    try solver.add((v2 >= 0) | .weak)
    expectKiwiValues(solver, [(v1, 10), (v2, -10)])
    solver.reset()
    try solver.add(v1 + v2 == 0)
    try solver.add((v1 >= 10) | .medium)
    try solver.add((v2 == 2) | .strong)
    expectKiwiValues(solver, [(v1, -2), (v2, 2)])
  }

  /// kiwi's py/tests/test_solver.py, `test_handling_infeasible_constraints`:
  /// ```python
  /// xm = Variable('xm'); xl = Variable('xl'); xr = Variable('xr'); s = Solver()
  /// s.addEditVariable(xm, 'strong'); s.addEditVariable(xl, 'weak')
  /// s.addEditVariable(xr, 'weak')
  /// s.addConstraint(2 * xm == xl + xr); s.addConstraint(xl + 20 <= xr)
  /// s.addConstraint(xl >= -10); s.addConstraint(xr <= 100)
  /// s.suggestValue(xm, 40); s.suggestValue(xr, 50); s.suggestValue(xl, 30)
  /// s.updateVariables()   # xm=40.0, xl=30.0, xr=50.0
  /// s.suggestValue(xm, 60)
  /// s.updateVariables()   # xm=60.0, xl=50.0, xr=70.0
  /// s.suggestValue(xm, 90)
  /// s.updateVariables()   # xm=90.0, xl=80.0, xr=100.0
  /// ```
  /// xm (strong) always reaches its suggestion. At 60 the weak edits tie: every xl in
  /// [30, 50] (xr = 120 - xl) costs 40, so only xm and xl + xr are compared there.
  @Test func kiwiHandlingInfeasibleConstraints() throws {
    let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
    let solver = Solver()
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.add(2 * xm == xl + xr)
    try solver.add(xl + 20 <= xr)
    try solver.add(xl >= -10)
    try solver.add(xr <= 100)
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    expectKiwiValues(solver, [(xm, 40), (xl, 30), (xr, 50)])
    try solver.suggestValue(60, for: xm)
    expectKiwiValues(solver, [(xm, 60)])
    #expect(abs(solver.value(of: xl) + solver.value(of: xr) - 120) <= 1e-6)
    #expect(solver.value(of: xl) >= 30 - 1e-6 && solver.value(of: xl) <= 50 + 1e-6)
    try solver.suggestValue(90, for: xm)
    expectKiwiValues(solver, [(xm, 90), (xl, 80), (xr, 100)])
  }

  /// kiwi's py/tests/test_solver.py, `test_suggesting_values_for_edit_variables`, and
  /// `test_dumping_solver`, which then adds a conflicting required constraint:
  /// ```python
  /// s = Solver(); v1 = Variable('foo')
  /// s.addEditVariable(v1, 'medium'); s.addConstraint((v1 == 1) | 'weak')
  /// s.suggestValue(v1, 2); s.updateVariables()        # foo=2.0
  ///
  /// v1 = Variable('foo'); v2 = Variable('bar'); s = Solver()
  /// s.addEditVariable(v2, 'weak'); s.addConstraint(v1 + v2 == 0)
  /// s.addConstraint(v2 <= -1); s.addConstraint((v2 >= 0) | 'weak')
  /// s.suggestValue(v2, 0); s.updateVariables()        # foo=1.0, bar=-1.0
  /// s.addConstraint(v2 >= 1)                          # UnsatisfiableConstraint
  /// s.updateVariables()                               # foo=-1.0, bar=1.0 (!)
  /// ```
  /// After the refused constraint kiwi 1.5.1's own solver reports bar = 1, which breaks the
  /// required `bar <= -1`: kiwi keeps part of the refused row. LayoutSolver promises to be
  /// unchanged, so the expected values are those before the failed add (what a fresh kiwi
  /// solver without `v2 >= 1` gives: foo=1.0, bar=-1.0).
  @Test func kiwiSuggestingValuesAndRefusedConstraint() throws {
    do {
      let v1 = Variable("foo")
      let solver = Solver()
      try solver.addEditVariable(v1, strength: .medium)
      try solver.add((v1 == 1) | .weak)
      try solver.suggestValue(2, for: v1)
      expectKiwiValues(solver, [(v1, 2)])
    }
    let v1 = Variable("foo"), v2 = Variable("bar")
    let solver = Solver()
    try solver.addEditVariable(v2, strength: .weak)
    let sum = v1 + v2 == 0
    let upper = v2 <= -1
    try solver.add(sum)
    try solver.add(upper)
    try solver.add((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    expectKiwiValues(solver, [(v1, 1), (v2, -1)])
    let conflicting = v2 >= 1
    expectUnsatisfiable(solver, conflicting, conflictsAmong: [sum, upper])
    expectKiwiValues(solver, [(v1, 1), (v2, -1)])
  }

  /// kiwi's py/tests/test_solver.py, `test_solving_under_constrained_system`, and
  /// py/tests/test_kiwi_solver_basic_sanity.py, `test_solver`:
  /// ```python
  /// s = Solver(); v = Variable('foo'); c = 2 * v + 1 >= 0
  /// s.addEditVariable(v, 'weak'); s.addConstraint(c); s.suggestValue(v, 10)
  /// s.updateVariables()            # foo=10.0, c.expression().value() == 21.0
  ///
  /// s = Solver(); x0 = Variable('x0'); x1 = Variable('x1')
  /// s.addConstraint(x0 >= 0); s.addConstraint(x1 >= 0); s.addConstraint(x1 == x0)
  /// s.addEditVariable(x1, 1.0)     # strength 1.0 is kiwi's weak
  /// s.suggestValue(x1, 1.0); s.updateVariables()   # x0=1.0, x1=1.0
  /// ```
  @Test func kiwiUnderConstrainedSystems() throws {
    do {
      let v = Variable("foo")
      let c = 2 * v + 1 >= 0
      let solver = Solver()
      try solver.addEditVariable(v, strength: .weak)
      try solver.add(c)
      try solver.suggestValue(10, for: v)
      expectKiwiValues(solver, [(v, 10)])
      #expect(abs(c.expression.value { solver.value(of: $0) } - 21) <= Self.tolerance)
    }
    let x0 = Variable("x0"), x1 = Variable("x1")
    let solver = Solver()
    try solver.add(x0 >= 0)
    try solver.add(x1 >= 0)
    try solver.add(x1 == x0)
    try solver.addEditVariable(x1, strength: .weak)
    try solver.suggestValue(1, for: x1)
    expectKiwiValues(solver, [(x0, 1), (x1, 1)])
    try solver.removeEditVariable(x1)
    expectKiwiHealthy(solver)
  }

  /// kiwi's py/tests/test_solver.py, `test_managing_constraints`, and the example in
  /// LayoutSolver's own documentation:
  /// ```python
  /// s = Solver(); v = Variable('foo'); c1 = v >= 1; c2 = v <= 0
  /// s.addConstraint(c1)
  /// s.addConstraint(c2)            # UnsatisfiableConstraint; s.hasConstraint(c2) is False
  /// s.removeConstraint(c1); s.addConstraint(c2)    # accepted
  ///
  /// left = Variable('left'); width = Variable('width'); s = Solver()
  /// s.addConstraint(left == 20); s.addConstraint(left + width <= 300)
  /// s.addConstraint((width == 400) | 'strong')
  /// s.updateVariables()            # left=20.0, width=280.0
  /// ```
  @Test func kiwiManagingConstraints() throws {
    let v = Variable("foo")
    let c1 = v >= 1, c2 = v <= 0
    let solver = Solver()
    try solver.add(c1)
    expectUnsatisfiable(solver, c2, conflictsAmong: [c1])
    try solver.remove(c1)
    try solver.add(c2)
    #expect(solver.contains(c2))
    expectKiwiHealthy(solver)

    let left = Variable("left"), width = Variable("width")
    let layout = Solver()
    try layout.add(left == 20)
    try layout.add(left + width <= 300)
    try layout.add((width == 400) | .strong)
    expectKiwiValues(layout, [(left, 20), (width, 280)])
  }

  // MARK: Minimal cases shrunk from random systems

  /// Removing a constraint must leave the other constraints on its variables in force.
  /// Shrunk from random case caseSeed 115786983981300 (and others of the same kind):
  /// ```python
  /// x = Variable('x'); y = Variable('y'); s = Solver()
  /// c0 = (y == x) | 'weak'
  /// s.addConstraint(c0); s.addConstraint(y == 14.5); s.removeConstraint(c0)
  /// s.updateVariables()            # x=0.0, y=14.5
  ///
  /// x = Variable('x'); y = Variable('y'); s = Solver()
  /// c0 = y + x == 3
  /// s.addConstraint(c0); s.addConstraint(y == 14.5); s.removeConstraint(c0)
  /// s.updateVariables()            # x=0.0, y=14.5
  /// ```
  /// (x occurs in no constraint afterwards, so its value is not compared.)
  @Test func removingAConstraintKeepsTheOthers() throws {
    for removed in ["weak y == x", "required y + x == 3"] {
      let x = Variable("x"), y = Variable("y")
      let solver = Solver()
      let first = removed.hasPrefix("weak") ? (y == x) | .weak : y + x == 3
      try solver.add(first)
      try solver.add(y == 14.5)
      try solver.remove(first)
      #expect(
        abs(solver.value(of: y) - 14.5) <= Self.tolerance,
        "after removing \(removed): y = \(solver.value(of: y)), kiwi 14.5")
      #expect(solver.value(of: x).isFinite, "after removing \(removed): x = \(solver.value(of: x))")
      expectKiwiHealthy(solver)
    }
  }

  /// Removing one of two equivalent (redundant) required equalities must leave the other
  /// in force. Shrunk from random cases caseSeed 188574926805313 and 37484439324945:
  /// ```python
  /// x = Variable('x'); s = Solver()
  /// s.addEditVariable(x, 'strong')
  /// c0 = x == 5; c1 = 2 * x == 10
  /// s.addConstraint(c0); s.addConstraint(c1); s.removeConstraint(c0)
  /// s.updateVariables()            # x=0.0  (!)  kiwi 1.5.1 drops c1 as well
  /// f = Solver(); f.addEditVariable(x, 'strong'); f.addConstraint(c1)
  /// f.updateVariables()            # x=5.0
  ///
  /// y = Variable('y'); z = Variable('z'); t = Solver()
  /// t.addEditVariable(y, 'strong'); t.addEditVariable(z, 'strong')
  /// a = y + z == 10; b = y - z == 2; c = 2 * y == 12
  /// t.addConstraint(a); t.addConstraint(b); t.addConstraint(c); t.removeConstraint(a)
  /// t.updateVariables()            # y=2.0, z=0.0  (!)  breaks the required c
  /// f = Solver(); f.addEditVariable(y, 'strong'); f.addEditVariable(z, 'strong')
  /// f.addConstraint(b); f.addConstraint(c)
  /// f.updateVariables()            # y=6.0, z=4.0
  /// ```
  /// kiwi's incremental solver is wrong here (its answer violates a required constraint
  /// that is still in the solver); the expected values are those of a fresh kiwi solver
  /// holding the remaining constraints, the only answer that satisfies them.
  @Test func removingOneOfTwoRedundantEqualities() throws {
    do {
      let x = Variable("x")
      let solver = Solver()
      try solver.addEditVariable(x, strength: .strong)
      let c0 = x == 5, c1 = 2 * x == 10
      try solver.add(c0)
      try solver.add(c1)
      try solver.remove(c0)
      expectKiwiValues(solver, [(x, 5)])
    }
    let y = Variable("y"), z = Variable("z")
    let solver = Solver()
    try solver.addEditVariable(y, strength: .strong)
    try solver.addEditVariable(z, strength: .strong)
    let a = y + z == 10, b = y - z == 2, c = 2 * y == 12
    try solver.add(a)
    try solver.add(b)
    try solver.add(c)
    try solver.remove(a)
    expectKiwiValues(solver, [(y, 6), (z, 4)])
  }
}

// MARK: - Helpers for the hand-written cases

private func expectKiwiValues(
  _ solver: Solver, _ expected: [(Variable, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
  for (variable, value) in expected {
    let ours = solver.value(of: variable)
    #expect(
      abs(ours - value) <= KiwiDifferentialTests.tolerance,
      "\(variable): kiwi \(value), LayoutSolver \(ours)", sourceLocation: sourceLocation)
  }
  expectKiwiHealthy(solver, sourceLocation: sourceLocation)
}

private func expectKiwiHealthy(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
  let violations = solver._invariantViolations()
  #expect(violations.isEmpty, "invariant violations: \(violations)", sourceLocation: sourceLocation)
}

/// Adding `constraint` must throw `.unsatisfiable` naming it, with conflicts drawn from
/// `conflictsAmong`, and leave it out of the solver.
private func expectUnsatisfiable(
  _ solver: Solver, _ constraint: Constraint, conflictsAmong candidates: [Constraint],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    try solver.add(constraint)
    Issue.record(
      "kiwi refuses \(constraint) as unsatisfiable; LayoutSolver accepted it", sourceLocation: sourceLocation)
  } catch {
    switch error {
    case .unsatisfiable(let refused, let conflicts):
      #expect(refused === constraint, "unsatisfiable names \(refused)", sourceLocation: sourceLocation)
      #expect(!conflicts.isEmpty, "no conflicts named", sourceLocation: sourceLocation)
      for c in conflicts {
        #expect(candidates.contains { $0 === c }, "unexpected conflict \(c)", sourceLocation: sourceLocation)
      }
    default:
      Issue.record("adding \(constraint) threw \(error), not unsatisfiable", sourceLocation: sourceLocation)
    }
  }
  #expect(!solver.contains(constraint), sourceLocation: sourceLocation)
  expectKiwiHealthy(solver, sourceLocation: sourceLocation)
}

// MARK: - The oracle's JSON

fileprivate struct OracleOutput: Decodable {
  let generator: String
  let kiwisolver: String
  let seed: Int
  let count: Int
  let attempts: Int
  let cases: [OracleCase]
}

fileprivate struct OracleCase: Decodable {
  let index: Int
  let caseSeed: Int
  let kind: String
  let variables: [String]
  let constraints: [OracleConstraint]
  let operations: [OracleOperation]
  let comparedCheckpoints: Int
  let unsatisfiableAdds: Int
  let kiwiIncrementalMismatches: Int
  /// False when kiwi's incremental solver aborted or hung and the case was generated from
  /// fresh kiwi solves alone.
  let kiwiIncremental: Bool?
}

/// `sum(coefficient * variable) + constant (op) 0` at `strength`.
fileprivate struct OracleConstraint: Decodable {
  /// `[variable index, coefficient]` pairs.
  let terms: [[Double]]
  let constant: Double
  let op: String
  let strength: String
}

fileprivate struct OracleOperation: Decodable {
  /// add, remove, addEdit, removeEdit, suggest or check.
  let op: String
  let constraint: Int?
  let variable: Int?
  let value: Double?
  let strength: String?
  /// For add: kiwi refuses the (required) constraint.
  let unsatisfiable: Bool?
  /// For check: kiwi's value per variable; nil for variables not compared, and nil
  /// altogether when the optimum is not unique.
  let values: [Double?]?
}

// MARK: - Running the oracle

fileprivate struct OracleProblem: Error {
  let message: String
}

fileprivate enum KiwiOracle {
  static let installHint =
    "install it with `python3 -m pip install kiwisolver` (CI's .ci/run installs it)"

  /// Scripts/kiwi_oracle.py, found from this file's path (Tests/LayoutSolverTests/Differential/).
  static var scriptPath: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Scripts").appendingPathComponent("kiwi_oracle.py").path
  }

  static func generate(count: Int, seed: Int) -> Result<OracleOutput, OracleProblem> {
    let script = scriptPath
    guard FileManager.default.fileExists(atPath: script) else {
      return .failure(OracleProblem(message: "kiwi differential test: the oracle script is missing at \(script)"))
    }
    let arguments = ["python3", script, "--count", String(count), "--seed", String(seed)]
    let command = arguments.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardInput = FileHandle.nullDevice
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi_oracle-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let data: Data
    let status: Int32
    do {
      let errorHandle = try FileHandle(forWritingTo: errorURL)
      defer { try? errorHandle.close() }
      process.standardError = errorHandle
      try process.run()
      data = stdout.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      status = process.terminationStatus
    } catch {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: could not run `\(command)` (\(error)). "
            + "It needs python3 with kiwisolver: \(installHint)."))
    }
    let stderr = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    let stderrTail = String(stderr.suffix(2000))
    if status == 127 || (status != 0 && stderr.contains("python3") && stderr.contains("No such file")) {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: python3 was not found (`\(command)` exited with \(status)). "
            + "Install Python 3, then kiwisolver: \(installHint).\n\(stderrTail)"))
    }
    if status == 3 || stderr.contains("No module named") || stderr.contains("cannot import kiwisolver") {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: kiwisolver is not installed for python3; \(installHint).\n\(stderrTail)"))
    }
    guard status == 0 else {
      return .failure(
        OracleProblem(message: "kiwi differential test: `\(command)` exited with status \(status).\n\(stderrTail)"))
    }
    do {
      return .success(try JSONDecoder().decode(OracleOutput.self, from: data))
    } catch {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: cannot decode the output of `\(command)` "
            + "(\(data.count) bytes): \(error)\n\(stderrTail)"))
    }
  }
}

// MARK: - Replaying a case

fileprivate struct ReplayOutcome {
  var comparedCheckpoints = 0
  var unsatisfiableChecked = 0
  /// A readable description of the first disagreement, if any.
  var failure: String?
}

fileprivate enum DifferentialReplay {
  static func strength(_ name: String) -> Strength? {
    switch name {
    case "required": .required
    case "strong": .strong
    case "medium": .medium
    case "weak": .weak
    default: nil
    }
  }

  static func relation(_ op: String) -> Relation? {
    switch op {
    case "==": .equal
    case "<=": .lessThanOrEqual
    case ">=": .greaterThanOrEqual
    default: nil
    }
  }

  /// Replays `oracleCase` on a fresh `Solver`, stopping at the first disagreement.
  static func run(_ oracleCase: OracleCase, masterSeed: Int, tolerance: Double) -> ReplayOutcome {
    var outcome = ReplayOutcome()
    let variables = oracleCase.variables.map { Variable($0) }
    var constraints: [Constraint] = []
    for (k, spec) in oracleCase.constraints.enumerated() {
      guard let relation = relation(spec.op), let strength = strength(spec.strength),
        spec.terms.allSatisfy({ $0.count == 2 && Int($0[0]) >= 0 && Int($0[0]) < variables.count })
      else {
        outcome.failure = describe(
          oracleCase, masterSeed: masterSeed, failingAt: nil, "constraint c\(k) is malformed",
          solver: nil, variables: variables)
        return outcome
      }
      let terms = spec.terms.map { Term(variables[Int($0[0])], coefficient: $0[1]) }
      constraints.append(Constraint(Expression(terms, constant: spec.constant), relation, strength: strength))
    }

    let solver = Solver()
    for (i, operation) in oracleCase.operations.enumerated() {
      let problem = apply(operation, to: solver, variables: variables, constraints: constraints,
                          tolerance: tolerance, outcome: &outcome)
        ?? {
          let violations = solver._invariantViolations()
          return violations.isEmpty ? nil : "invariant violations: \(violations.joined(separator: "; "))"
        }()
      if let problem {
        outcome.failure = describe(
          oracleCase, masterSeed: masterSeed, failingAt: i, problem, solver: solver, variables: variables)
        return outcome
      }
    }
    return outcome
  }

  /// Applies one operation; returns a description of the disagreement, if any.
  static func apply(
    _ operation: OracleOperation, to solver: Solver, variables: [Variable], constraints: [Constraint],
    tolerance: Double, outcome: inout ReplayOutcome
  ) -> String? {
    func variable() -> Variable? {
      operation.variable.flatMap { $0 >= 0 && $0 < variables.count ? variables[$0] : nil }
    }
    func constraint() -> (Int, Constraint)? {
      operation.constraint.flatMap { $0 >= 0 && $0 < constraints.count ? ($0, constraints[$0]) : nil }
    }
    switch operation.op {
    case "add":
      guard let pair = constraint() else { return "malformed operation" }
      let (k, c) = pair
      let kiwiRefuses = operation.unsatisfiable ?? false
      do {
        try solver.add(c)
      } catch {
        guard case .unsatisfiable(let refused, let conflicts) = error else {
          return "add(c\(k)) threw \(error)"
        }
        guard kiwiRefuses else {
          return "add(c\(k)) threw unsatisfiable, but kiwi accepts c\(k): \(error)"
        }
        if refused !== c { return "add(c\(k)) threw unsatisfiable naming another constraint: \(refused)" }
        if solver.contains(c) { return "the solver contains c\(k) after refusing it" }
        if let stray = conflicts.first(where: { !$0.strength.isRequired || !solver.contains($0) }) {
          return "unsatisfiable(c\(k)) names a conflict that is not a required constraint in the solver: \(stray)"
        }
        outcome.unsatisfiableChecked += 1
        return nil
      }
      if kiwiRefuses {
        return "kiwi refuses c\(k) as unsatisfiable (by a margin of at least 1e-3), but add(c\(k)) accepted it"
      }
      return solver.contains(c) ? nil : "contains(c\(k)) is false after add"
    case "remove":
      guard let pair = constraint() else { return "malformed operation" }
      let (k, c) = pair
      do { try solver.remove(c) } catch { return "remove(c\(k)) threw \(error)" }
      return solver.contains(c) ? "contains(c\(k)) is true after remove" : nil
    case "addEdit":
      guard let v = variable(), let strength = operation.strength.flatMap(strength) else {
        return "malformed operation"
      }
      do { try solver.addEditVariable(v, strength: strength) } catch { return "addEditVariable(\(v)) threw \(error)" }
      return solver.hasEditVariable(v) ? nil : "hasEditVariable(\(v)) is false after addEditVariable"
    case "removeEdit":
      guard let v = variable() else { return "malformed operation" }
      do { try solver.removeEditVariable(v) } catch { return "removeEditVariable(\(v)) threw \(error)" }
      return nil
    case "suggest":
      guard let v = variable(), let value = operation.value else { return "malformed operation" }
      do { try solver.suggestValue(value, for: v) } catch { return "suggestValue(\(value), for: \(v)) threw \(error)" }
      return nil
    case "check":
      guard let expected = operation.values else { return nil }  // optimum not unique: not compared
      solver.updateVariables()
      var lines: [String] = []
      var differs = false
      for (i, kiwi) in expected.enumerated() where i < variables.count {
        guard let kiwi else { continue }
        let ours = solver.value(of: variables[i])
        let ok = abs(ours - kiwi) <= tolerance
        if !ok { differs = true }
        let mark = ok ? "" : "   <-- differs by \(abs(ours - kiwi))"
        lines.append("    \(variables[i]): kiwi \(kiwi), LayoutSolver \(ours)\(mark)")
      }
      if expected.count != variables.count {
        return "check lists \(expected.count) values for \(variables.count) variables"
      }
      if differs { return "values differ from kiwi's (unique) optimum:\n" + lines.joined(separator: "\n") }
      outcome.comparedCheckpoints += 1
      return nil
    default:
      return "unknown operation \(operation.op)"
    }
  }

  static func describe(_ constraint: OracleConstraint, variables: [Variable]) -> String {
    var text = ""
    for (i, term) in constraint.terms.enumerated() {
      let c = term[1]
      let name = term[0] >= 0 && Int(term[0]) < variables.count ? variables[Int(term[0])].name : "?"
      if i == 0 {
        text += c < 0 ? "-" : ""
      } else {
        text += c < 0 ? " - " : " + "
      }
      text += abs(c) == 1 ? name : "\(abs(c))*\(name)"
    }
    if constraint.constant != 0 {
      text += constraint.constant < 0 ? " - \(-constraint.constant)" : " + \(constraint.constant)"
    }
    return "\(text) \(constraint.op) 0  [\(constraint.strength)]"
  }

  static func describe(_ operation: OracleOperation, variables: [Variable]) -> String {
    let v = operation.variable.map { $0 >= 0 && $0 < variables.count ? variables[$0].name : "?" } ?? "?"
    let c = operation.constraint.map { "c\($0)" } ?? "?"
    switch operation.op {
    case "add": return "add \(c)" + ((operation.unsatisfiable ?? false) ? "   (kiwi: unsatisfiable)" : "")
    case "remove": return "remove \(c)"
    case "addEdit": return "addEditVariable \(v) @\(operation.strength ?? "?")"
    case "removeEdit": return "removeEditVariable \(v)"
    case "suggest": return "suggestValue \(v) = \(operation.value.map { "\($0)" } ?? "?")"
    case "check":
      guard let values = operation.values else { return "check (optimum not unique: not compared)" }
      let shown = values.enumerated().compactMap { i, x in
        x.map { "\(i < variables.count ? variables[i].name : "?")=\($0)" }
      }
      return "check: kiwi " + shown.joined(separator: ", ")
    default: return operation.op
    }
  }

  static func describe(
    _ oracleCase: OracleCase, masterSeed: Int, failingAt failing: Int?, _ problem: String,
    solver: Solver?, variables: [Variable]
  ) -> String {
    var lines = [
      "kiwi differential case #\(oracleCase.index) (caseSeed \(oracleCase.caseSeed), master seed \(masterSeed), "
        + "kind \(oracleCase.kind)) disagrees with kiwisolver"
        + (failing.map { " at operation \($0)" } ?? "") + ":",
      "  \(problem.replacingOccurrences(of: "\n", with: "\n  "))",
      "  reproduce: python3 Scripts/kiwi_oracle.py --case-seed \(oracleCase.caseSeed) --pretty",
      "  constraints (expression (op) 0):",
    ]
    for (k, c) in oracleCase.constraints.enumerated() {
      lines.append("    c\(k): \(describe(c, variables: variables))")
    }
    lines.append("  operations:")
    let last = failing ?? -1
    for (i, operation) in oracleCase.operations.enumerated() where i <= last {
      lines.append("  \(i == last ? "->" : "  ")\(i): \(describe(operation, variables: variables))")
    }
    if let solver {
      let ours = variables.map { "\($0.name)=\(solver.value(of: $0))" }.joined(separator: ", ")
      lines.append("  LayoutSolver's values now: \(ours)")
    }
    return lines.joined(separator: "\n")
  }
}
