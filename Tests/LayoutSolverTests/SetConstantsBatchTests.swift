// Changing several constants in one solve (`Solver.setConstants`): the answers must be a
// fresh solver's with the new constants, and those of one `setConstant` at a time; a batch
// the required constraints refuse must leave every constant and value as it was.

import LayoutSolver
import PropertyBased
import ScrollworkTestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct SetConstantsBatchTests {
  let x = Variable("x"), y = Variable("y")

  @Test func aBatchCanMoveTwoBoundsThatOneAtATimeCannot() throws {
    let solver = Solver()
    let floor = x >= 5  // x - 5 >= 0
    let ceiling = x <= 10  // x - 10 <= 0
    try solver.add(floor)
    try solver.add(ceiling)
    try solver.add((x == 0) | .weak)
    try solver.add(y == x + 1)
    expectValue(solver, x, 5)
    // One at a time, the floor at 20 first clashes with the ceiling at 10.
    #expect(throws: SolverError.self) { try solver.setConstant(-20, of: floor) }
    try solver.setConstants([(floor, -20), (ceiling, -30)])
    expectValue(solver, x, 20)
    expectValue(solver, y, 21)
    #expect(solver.constant(of: floor) == -20 && solver.constant(of: ceiling) == -30)
    expectHealthy(solver)
  }

  @Test func aConstraintNamedTwiceTakesItsLastValue() throws {
    let solver = Solver()
    let pull = (x == 50) | .weak
    try solver.add(pull)
    try solver.setConstants([(pull, -70), (pull, -30)])
    expectValue(solver, x, 30)
    #expect(solver.constant(of: pull) == -30)
    expectHealthy(solver)
  }

  @Test func aRefusedBatchLeavesEveryConstantAndValue() throws {
    let solver = Solver()
    let floor = x >= 5
    let ceiling = x <= 10
    let pull = (y == 3) | .strong
    try solver.add(floor)
    try solver.add(ceiling)
    try solver.add(pull)
    try solver.add((x == 0) | .weak)
    let error = #expect(throws: SolverError.self) {
      try solver.setConstants([(pull, -40), (floor, -20), (ceiling, -15)])
    }
    guard case .unsatisfiable(let blamed, let conflicts)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(blamed === floor || blamed === ceiling)
    #expect(conflicts.allSatisfy { $0 === floor || $0 === ceiling } && !conflicts.isEmpty)
    #expect(solver.constant(of: pull) == -3)
    #expect(solver.constant(of: floor) == -5 && solver.constant(of: ceiling) == -10)
    expectValue(solver, x, 5)
    expectValue(solver, y, 3)
    expectHealthy(solver)
  }

  @Test func anUnknownOrNonFiniteChangeIsRefusedBeforeAnythingMoves() throws {
    let solver = Solver()
    let pull = (x == 50) | .weak
    try solver.add(pull)
    let stranger = x == 1
    let unknown = #expect(throws: SolverError.self) { try solver.setConstants([(pull, -70), (stranger, 0)]) }
    guard case .unknownConstraint(let c)? = unknown else {
      Issue.record("expected unknownConstraint, got \(String(describing: unknown))")
      return
    }
    #expect(c === stranger)
    let infinite = #expect(throws: SolverError.self) { try solver.setConstants([(pull, -70), (pull, .infinity)]) }
    guard case .nonFiniteConstraint? = infinite else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: infinite))")
      return
    }
    #expect(solver.constant(of: pull) == -50)
    expectValue(solver, x, 50)
    expectHealthy(solver)
  }

  // MARK: - Properties

  static func rng(_ salt: UInt64, function: String = #function) -> Xoshiro {
    Xoshiro(seed: PropertySeed.resolve(function: function).words(salt, 0xBA7C4, 0x5EED))
  }

  /// A solver holding `specs` (required ones that clash with those before are left
  /// out: nil in the result), with `system`'s anchors between the required and the
  /// optional ones, as `buildSolver(for:)` builds it.
  static func build(_ specs: [ConstraintSpec], anchors system: UniqueSystem) -> (Solver, [Variable], [Constraint?]) {
    let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
    let solver = Solver()
    var held: [Constraint?] = []
    func add(_ spec: ConstraintSpec) {
      let c = spec.build(variables)
      do {
        try solver.add(c)
        held.append(c)
      } catch {
        if case .unsatisfiable = error, spec.priority == 1000 {} else { Issue.record("adding \(spec) threw \(error)") }
        held.append(nil)
      }
    }
    for spec in specs where spec.priority == 1000 { add(spec) }
    for (i, v) in variables.enumerated() {
      do {
        try solver.addEditVariable(v, strength: Strength(system.priorities[i]))
        try solver.suggestValue(system.suggestions[i], for: v)
      } catch {
        Issue.record("anchoring \(v) threw \(error)")
      }
    }
    for spec in specs where spec.priority != 1000 { add(spec) }
    // `held` is in the order added: required, then optional; map it back to `specs`.
    let required = specs.indices.filter { specs[$0].priority == 1000 }
    let optional = specs.indices.filter { specs[$0].priority != 1000 }
    var bySpec = [Constraint?](repeating: nil, count: specs.count)
    for (k, i) in (required + optional).enumerated() { bySpec[i] = held[k] }
    return (solver, variables, bySpec)
  }

  /// Whether `a` and `b` agree within 1e-9, relative to values above 1.
  static func same(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
  }

  @Test func aBatchEqualsAFreshSolverAndOneAtATime() async {
    var rng = Self.rng(0xBA7C)
    var batches = 0
    var refused = 0
    for _ in 0..<300 {
      let system = RandomInput.uniqueSystem.run(using: &rng)
      let specs =
        system.required
        + system.optional.enumerated().map { $1.with(priority: system.priorities[RandomInput.variableCount + $0]) }
      let (batched, vars, held) = Self.build(specs, anchors: system)
      let indices = specs.indices.filter { held[$0] != nil }
      guard !indices.isEmpty else { continue }
      var changes: [(index: Int, constant: Double)] = []
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        changes.append((indices.randomElement(using: &rng) ?? 0, Double(Int.random(in: -20...20, using: &rng))))
      }
      let before = vars.map { batched.value(of: $0) }
      var final = specs
      for change in changes { final[change.index].constant = change.constant }
      // A fresh solver with the new constants, holding the same constraints.
      let kept = indices.map { final[$0] }
      let (fresh, freshVars, freshHeld) = Self.build(kept, anchors: system)
      let feasible = freshHeld.allSatisfy { $0 != nil }
      do {
        try batched.setConstants(changes.compactMap { c in held[c.index].map { ($0, c.constant) } })
        batches += 1
        #expect(feasible, "the batch held where a fresh solver refuses: \(system)\n\(changes)")
        let values = vars.map { batched.value(of: $0) }
        let expected = freshVars.map { fresh.value(of: $0) }
        #expect(Self.same(values, expected), "batch \(values), fresh \(expected)\n\(system)\n\(changes)")
        // One at a time, when every step holds.
        let (single, singleVars, singleHeld) = Self.build(specs, anchors: system)
        var allHeld = true
        for change in changes {
          guard let c = singleHeld[change.index] else { continue }
          do { try single.setConstant(change.constant, of: c) } catch { allHeld = false }
        }
        if allHeld {
          let one = singleVars.map { single.value(of: $0) }
          #expect(Self.same(values, one), "batch \(values), one at a time \(one)\n\(system)\n\(changes)")
        }
      } catch {
        refused += 1
        guard case .unsatisfiable(let blamed, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(!feasible, "refused a batch a fresh solver holds: \(system)\n\(changes)")
        #expect(changes.contains { held[$0.index] === blamed })
        for i in indices { #expect(batched.constant(of: held[i]!) == specs[i].constant) }
        let after = vars.map { batched.value(of: $0) }
        #expect(Self.same(after, before), "after a refused batch \(after), before \(before)")
      }
      expectHealthy(batched)
    }
    #expect(batches > 100 && refused > 0, "batches \(batches), refused \(refused)")
  }

  /// With ties (optional constraints sharing a priority) the optimum need not be unique:
  /// what is guaranteed is an optimum, so every required constraint holds and each
  /// priority level's total error is a fresh solver's.
  @Test func withTiesABatchReachesAnOptimum() async {
    var rng = Self.rng(0x7135)
    for _ in 0..<300 {
      let required = RandomInput.constraint(priorities: [1000]).array(of: 0...4).run(using: &rng)
      let optional = RandomInput.constraint(priorities: [750, 250]).array(of: 1...6).run(using: &rng)
      let specs = required + optional
      let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
      let solver = Solver()
      var held: [(Int, Constraint)] = []
      for (i, spec) in specs.enumerated() {
        let c = spec.build(variables)
        if (try? solver.add(c)) != nil { held.append((i, c)) }
      }
      guard !held.isEmpty else { continue }
      var final = specs
      var changes: [(constraint: Constraint, constant: Double)] = []
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let (i, c) = held.randomElement(using: &rng) ?? held[0]
        let value = Double(Int.random(in: -20...20, using: &rng))
        final[i].constant = value
        changes.append((c, value))
      }
      guard (try? solver.setConstants(changes)) != nil else { continue }
      expectHealthy(solver)
      let fresh = Solver()
      let freshConstraints = held.map { final[$0.0].build(variables) }
      for c in freshConstraints { try? fresh.add(c) }
      for (k, (i, _)) in held.enumerated() where specs[i].priority == 1000 {
        let c = freshConstraints[k]
        #expect(violation(of: c, in: solver) <= 1e-6 * max(1, magnitude(of: c, in: solver)), "\(c) broken")
      }
      for level in [750.0, 250] {
        let mine = held.enumerated().filter { specs[$1.0].priority == level }.map {
          violation(of: freshConstraints[$0.offset], in: solver)
        }
        let theirs = held.enumerated().filter { specs[$1.0].priority == level }.map {
          violation(of: freshConstraints[$0.offset], in: fresh)
        }
        let a = mine.reduce(0, +)
        let b = theirs.reduce(0, +)
        #expect(abs(a - b) <= 1e-6 * max(1, b), "level \(level): batch error \(a), fresh \(b)")
      }
    }
  }
}
