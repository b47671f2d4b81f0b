// Changing an optional constraint's priority and error weight in place
// (`Solver.setStrength(_:weight:of:)`): the answers must be those of a remove and add at
// the new strength and weight, and those of a fresh solver holding it so; a refused
// change must leave the solver as it was.

import LayoutSolver
import PropertyBased
import ScrollworkTestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct SetStrengthTests {
  let x = Variable("x"), y = Variable("y")

  @Test func aHeavierWeightWinsItsLevel() throws {
    let solver = Solver()
    let low = (x == 10) | .weak
    let high = Constraint(x - 20, .equal, strength: .weak, weight: 2)
    try solver.add(low)
    try solver.add(high)
    try solver.add(y == x + 1)
    expectValue(solver, x, 20)
    try solver.setStrength(.weak, weight: 3, of: low)
    expectValue(solver, x, 10)
    expectValue(solver, y, 11)
    #expect(solver.weight(of: low) == 3 && low.weight == 1)
    try solver.setStrength(.weak, weight: 1, of: low)
    expectValue(solver, x, 20)
    expectHealthy(solver)
  }

  @Test func aNewPriorityMovesTheErrorToItsLevel() throws {
    let solver = Solver()
    let a = (x >= 30) | .weak
    let b = (x <= 5) | .strong
    try solver.add(a)
    try solver.add(b)
    expectValue(solver, x, 5)
    try solver.setStrength(Strength(800), of: a)
    expectValue(solver, x, 30)
    #expect(solver.strength(of: a) == Strength(800) && a.strength == .weak)
    try solver.setStrength(.medium, of: a)
    expectValue(solver, x, 5)
    expectHealthy(solver)
  }

  @Test func aRefusedChangeLeavesTheSolverAsItWas() throws {
    let solver = Solver()
    let pull = (x == 50) | .weak
    let pin = x <= 80
    try solver.add(pull)
    try solver.add(pin)
    let required = #expect(throws: SolverError.self) { try solver.setStrength(.required, of: pull) }
    guard case .invalidStrength(_, let c)? = required, c === pull else {
      Issue.record("expected invalidStrength, got \(String(describing: required))")
      return
    }
    let fromRequired = #expect(throws: SolverError.self) { try solver.setStrength(.weak, of: pin) }
    guard case .invalidStrength? = fromRequired else {
      Issue.record("expected invalidStrength, got \(String(describing: fromRequired))")
      return
    }
    for weight in [0, -1, Double.nan, .infinity] {
      let bad = #expect(throws: SolverError.self) { try solver.setStrength(.strong, weight: weight, of: pull) }
      guard case .invalidWeight(_, let c)? = bad, c === pull else {
        Issue.record("expected invalidWeight, got \(String(describing: bad))")
        return
      }
    }
    let stranger = (x == 1) | .weak
    let unknown = #expect(throws: SolverError.self) { try solver.setStrength(.strong, of: stranger) }
    guard case .unknownConstraint(let c)? = unknown, c === stranger else {
      Issue.record("expected unknownConstraint, got \(String(describing: unknown))")
      return
    }
    #expect(solver.strength(of: pull) == .weak && solver.weight(of: pull) == 1)
    expectValue(solver, x, 50)
    expectHealthy(solver)
  }

  @Test func anInvalidWeightIsRefusedOnAdd() {
    let solver = Solver()
    let c = Constraint(Expression(x), .equal, strength: .weak, weight: 0)
    let error = #expect(throws: SolverError.self) { try solver.add(c) }
    guard case .invalidWeight(0, let d)? = error, d === c else {
      Issue.record("expected invalidWeight, got \(String(describing: error))")
      return
    }
    #expect(!solver.contains(c))
  }

  // MARK: - Properties

  static func rng(_ salt: UInt64, function: String = #function) -> Xoshiro {
    Xoshiro(seed: PropertySeed.resolve(function: function).words(salt, 0x57E6, 0x5EED))
  }

  /// With distinct priorities (the optimum is unique): moving optional constraints to
  /// priorities no other constraint uses, with new weights, gives a fresh solver's
  /// values and a remove + add's, within 1e-9.
  @Test func inPlaceEqualsRemoveAddAndAFreshSolver() async {
    var rng = Self.rng(0x5E7)
    var changed = 0
    for _ in 0..<300 {
      let system = RandomInput.uniqueSystem.run(using: &rng)
      let used = RandomInput.variableCount + system.optional.count
      let spare = Array(system.priorities[used...])
      let specs =
        system.required
        + system.optional.enumerated().map { $1.with(priority: system.priorities[RandomInput.variableCount + $0]) }
      let (solver, vars, held) = SetConstantsBatchTests.build(specs, anchors: system)
      let (other, otherVars, otherAtFirst) = SetConstantsBatchTests.build(specs, anchors: system)
      var otherHeld = otherAtFirst
      let optional = specs.indices.filter { specs[$0].priority != 1000 && held[$0] != nil }
      guard !optional.isEmpty, !spare.isEmpty else { continue }
      var final = specs
      var weights = [Double](repeating: 1, count: specs.count)
      for priority in spare.prefix(Int.random(in: 1...2, using: &rng)) {
        let i = optional.randomElement(using: &rng) ?? optional[0]
        let weight = [0.25, 1, 1.5, 4][Int.random(in: 0...3, using: &rng)]
        final[i].priority = priority
        weights[i] = weight
        do {
          try solver.setStrength(Strength(priority), weight: weight, of: held[i]!)
          try other.remove(otherHeld[i]!)
          let old = otherHeld[i]!
          let readded = Constraint(old.expression, old.relation, strength: Strength(priority), weight: weight)
          try other.add(readded)
          otherHeld[i] = readded
        } catch {
          Issue.record("changing \(specs[i]) to \(priority) ×\(weight) threw \(error)")
        }
      }
      changed += 1
      expectHealthy(solver)
      let freshSystem = UniqueSystem(
        required: system.required, optional: [], suggestions: system.suggestions, priorities: system.priorities)
      let (fresh, freshVars, _) = SetConstantsBatchTests.build(
        specs.indices.filter { held[$0] != nil && specs[$0].priority == 1000 }.map { final[$0] }, anchors: freshSystem)
      for i in optional {
        let c = final[i].build(freshVars)
        try? fresh.add(Constraint(c.expression, c.relation, strength: c.strength, weight: weights[i]))
      }
      let values = vars.map { solver.value(of: $0) }
      let removed = otherVars.map { other.value(of: $0) }
      let expected = freshVars.map { fresh.value(of: $0) }
      #expect(SetConstantsBatchTests.same(values, expected), "in place \(values), fresh \(expected)\n\(system)")
      #expect(SetConstantsBatchTests.same(values, removed), "in place \(values), remove + add \(removed)\n\(system)")
    }
    #expect(changed > 100, "changed \(changed)")
  }

  /// With ties (several optional constraints per priority) the weights decide: after
  /// random weight and priority changes every required constraint holds and each
  /// level's weighted error is a fresh solver's.
  @Test func withTiesInPlaceReachesTheWeightedOptimum() async {
    var rng = Self.rng(0x71E5)
    let levels = [750.0, 250]
    for _ in 0..<300 {
      let required = RandomInput.constraint(priorities: [1000]).array(of: 0...4).run(using: &rng)
      let optional = RandomInput.constraint(priorities: levels).array(of: 1...6).run(using: &rng)
      let specs = required + optional
      let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
      let solver = Solver()
      var held: [(Int, Constraint)] = []
      for (i, spec) in specs.enumerated() {
        let c = spec.build(variables)
        if (try? solver.add(c)) != nil { held.append((i, c)) }
      }
      var final = specs
      var weights = [Double](repeating: 1, count: specs.count)
      let changeable = held.filter { specs[$0.0].priority != 1000 }
      guard !changeable.isEmpty else { continue }
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let (i, c) = changeable.randomElement(using: &rng) ?? changeable[0]
        let priority = levels[Int.random(in: 0...1, using: &rng)]
        let weight = [0.5, 1, 2, 3][Int.random(in: 0...3, using: &rng)]
        final[i].priority = priority
        weights[i] = weight
        do { try solver.setStrength(Strength(priority), weight: weight, of: c) } catch {
          Issue.record("changing \(specs[i]) threw \(error)")
        }
      }
      expectHealthy(solver)
      let fresh = Solver()
      let freshConstraints = held.map { (i, _) in
        let c = final[i].build(variables)
        return Constraint(c.expression, c.relation, strength: c.strength, weight: weights[i])
      }
      for c in freshConstraints { try? fresh.add(c) }
      for (k, (i, _)) in held.enumerated() where specs[i].priority == 1000 {
        let c = freshConstraints[k]
        #expect(violation(of: c, in: solver) <= 1e-6 * max(1, magnitude(of: c, in: solver)), "\(c) broken")
      }
      // Lexicographic: the higher level's weighted error first, then the lower one's
      // (equal for the higher level, so comparable for the lower).
      for level in levels {
        let members = held.indices.filter { final[held[$0].0].priority == level && specs[held[$0].0].priority != 1000 }
        let a = members.reduce(0) { $0 + weights[held[$1].0] * violation(of: freshConstraints[$1], in: solver) }
        let b = members.reduce(0) { $0 + weights[held[$1].0] * violation(of: freshConstraints[$1], in: fresh) }
        #expect(abs(a - b) <= 1e-6 * max(1, b), "level \(level): in place \(a), fresh \(b)\n\(specs)")
      }
    }
  }
}
