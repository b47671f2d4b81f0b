// Property-based tests: random constraint systems and random sequences of solver calls.
//
// Inputs (RandomInput.swift, run by ProgramRunner.swift) are drawn as small numbers (indices into fixed tables) so that a failing case
// shrinks to a short, readable program. Every case prints as Swift-like source.

import LayoutSolver
import PropertyBased
import ScrollworkTestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct PropertyTests {
  /// The generator of one property: the fixed seed in `swift test` (CI is not a
  /// lottery), `SCROLLWORK_PROPERTY_SEED=random` or a number to explore; `salt` keeps
  /// the properties' cases apart.
  static func rng(_ salt: UInt64, function: String = #function) -> Xoshiro {
    Xoshiro(seed: PropertySeed.resolve(function: function).words(salt, 0x501_7E2, 0x5EED))
  }

  @Test func invariantsHoldAfterEveryOperation() async {
    var rng = Self.rng(0x1_4A71)
    for _ in 0..<200 {
      let program = RandomInput.program.run(using: &rng)
      let runner = ProgramRunner()
      for step in program {
        runner.run(step)
        runner.checkModel()
      }
    }
  }

  @Test func requiredConstraintsHoldWheneverAddSucceeded() async {
    var rng = Self.rng(0x2_4E0D)
    for _ in 0..<200 {
      let program = RandomInput.program.run(using: &rng)
      let runner = ProgramRunner()
      for step in program {
        runner.run(step)
        runner.checkRequired()
      }
    }
  }

  @Test func systemWithAnchorsHasTheSameValuesWhateverTheOrder() async {
    // Sanity check of the uniqueness argument behind the next properties: building the
    // same unique system twice, once with its required rows reversed, gives one answer.
    var rng = Self.rng(0x3_0DE2)
    for _ in 0..<200 {
      let system = RandomInput.uniqueSystem.run(using: &rng)
      let (first, a) = buildSolver(for: system)
      var reversed = system
      reversed.required.reverse()
      // Reversing may change which clashing required row is left out; compare only
      // when every required row fits.
      let (second, b) = buildSolver(for: reversed)
      let fits = { (solver: Solver, vars: [Variable]) in
        system.required.allSatisfy { spec in
          let c = spec.build(vars)
          return violation(of: c, in: solver) <= 1e-6 * max(1, magnitude(of: c, in: solver))
        }
      }
      guard fits(first, a) && fits(second, b) else { continue }
      expectSameValues(b.map { second.value(of: $0) }, a.map { first.value(of: $0) }, "reversed build")
    }
  }

  @Test func addingThenRemovingConstraintsRestoresValues() async {
    var rng = Self.rng(0x4_ADD5)
    for _ in 0..<200 {
      let system = RandomInput.uniqueSystem.run(using: &rng)
      let extras = RandomInput.constraint(priorities: RandomInput.programPriorities).array(of: 1...3).run(using: &rng)
      let removeInAddingOrder = Gen.bool.run(using: &rng)
      let (solver, variables) = buildSolver(for: system)
      expectHealthy(solver)
      let original = variables.map { solver.value(of: $0) }
      var added: [Constraint] = []
      for spec in extras {
        let c = spec.build(variables)
        let before = variables.map { solver.value(of: $0) }
        do throws(SolverError) {
          try solver.add(c)
          added.append(c)
        } catch {
          #expect(errorKind(error) == "unsatisfiable" && c.strength.isRequired, "add \(c) threw \(error)")
          expectSameValues(variables.map { solver.value(of: $0) }, before, "after the rejected \(c)")
        }
        expectHealthy(solver)
      }
      let order = removeInAddingOrder ? added : added.reversed()
      for c in order {
        do { try solver.remove(c) } catch { Issue.record("removing \(c) threw \(error)") }
        expectHealthy(solver)
      }
      expectSameValues(variables.map { solver.value(of: $0) }, original, "after removing \(extras)")
    }
  }

  @Test func editSweepEndsWhereAFreshSolverStarts() async {
    var rng = Self.rng(0x5_5EE9)
    for _ in 0..<200 {
      let system = RandomInput.uniqueSystem.run(using: &rng)
      let sweep = RandomInput.sweep.run(using: &rng)
      let (swept, variables) = buildSolver(for: system)
      var finalSuggestions = system.suggestions
      for (i, value) in sweep {
        do {
          try swept.suggestValue(value, for: variables[i])
        } catch {
          Issue.record("suggestValue(\(value), for: v\(i)) threw \(error)")
        }
        finalSuggestions[i] = value
        expectHealthy(swept)
      }
      var target = system
      target.suggestions = finalSuggestions
      let (fresh, freshVariables) = buildSolver(for: target)
      expectSameValues(
        variables.map { swept.value(of: $0) }, freshVariables.map { fresh.value(of: $0) }, "swept vs fresh")
    }
  }

  @Test func awkwardNumbersAreRejectedWithErrorsNotTraps() async {
    var rng = Self.rng(0x6_A3C0)
    for _ in 0..<200 {
      let program = RandomInput.awkwardProgram.run(using: &rng)
      let runner = ProgramRunner()
      for step in program {
        runner.run(step)
        runner.checkModel()
        runner.checkRequired()
      }
    }
  }

  @Test func requiredSystemsWithOneSolutionAreSolvedExactly() async {
    // Required rows v_i == c_i + Σ_{j<i} k_ij v_j (a triangular system) have exactly one
    // solution, whatever optional pulls are added on top.
    var rng = Self.rng(0x7_7121)
    for _ in 0..<200 {
      let constants = Gen.int(in: -20...20).array(of: RandomInput.variableCount).run(using: &rng)
      let couplings = Gen.int(in: -2...2).array(of: 6).run(using: &rng)
      let pulls = RandomInput.constraint(priorities: RandomInput.editPriorities).array(of: 0...6).run(using: &rng)
      let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
      var expected: [Double] = []
      var k = 0
      let solver = Solver()
      for pull in pulls {
        do { try solver.add(pull.build(variables)) } catch { Issue.record("adding \(pull) threw \(error)") }
      }
      for i in 0..<variables.count {
        var rhs = Expression(constant: Double(constants[i]))
        var value = Double(constants[i])
        for j in 0..<i {
          let kij = Double(couplings[k % couplings.count])
          k += 1
          rhs = rhs + kij * variables[j]
          value += kij * expected[j]
        }
        expected.append(value)
        do { try solver.add(variables[i] == rhs) } catch { Issue.record("adding row \(i) threw \(error)") }
        expectHealthy(solver)
      }
      expectSameValues(variables.map { solver.value(of: $0) }, expected, "triangular system")
    }
  }
}
