import ScrollworkTestSupport
import Testing

@testable import LayoutSolver

/// One row of a pivot's substitution done in one pass (`Row.substitute(_:by:positions:added:)`,
/// with a scratch position table instead of the row's index) must leave exactly what
/// `remove` and one `add` per source cell leave: the same cells in the same order with
/// bit-identical coefficients (later choices, such as the first user variable of a row or
/// the order of a column, read that order), the same constant, the same new symbols.
/// And a solver whose pivots go through it must keep a fresh solver's answers while
/// constants change, on systems whose rows are long enough to be indexed.
@Suite struct RowSubstituteTests {
  /// A random row over symbols `0..<pool`: integer and half-integer coefficients, so
  /// that a substitution cancels cells exactly as well as near zero.
  static func randomRow(cells: Int, pool: Int, rng: inout SplitMix64) -> Row {
    var row = Row(constant: Double(Int.random(in: -40...40, using: &rng)) / 2)
    for _ in 0..<cells {
      let id = Int32(Int.random(in: 0..<pool, using: &rng))
      let kind: Symbol.Kind = [.external, .slack, .error, .dummy][Int(id) % 4]
      let coefficient = [1, -1, 0.5, -0.5, 2, -3, 1e-9, 0.1][Int.random(in: 0..<8, using: &rng)]
      row.add(Symbol(id: id, kind: kind), coefficient)
    }
    return row
  }

  @Test func oneAPassEqualsRemoveAndAddCellByCell() {
    var rng = SplitMix64(seed: PropertySeed.resolve().value ^ 0x5B_0057)
    var positions = [Int32](repeating: -1, count: 64)
    var cancelled = 0
    var indexed = 0
    for round in 0..<4000 {
      let pool = [8, 24, 64][round % 3]
      var target = Self.randomRow(cells: Int.random(in: 0...40, using: &rng), pool: pool, rng: &rng)
      var source = Self.randomRow(cells: Int.random(in: 0...30, using: &rng), pool: pool, rng: &rng)
      // The substituted symbol: usually one of the target's (as a pivot has it), now
      // and then absent; never in the source (the pivot row was solved for it).
      let id: Int32 =
        target.isEmpty || Int.random(in: 0..<10, using: &rng) == 0
        ? Int32(Int.random(in: 0..<pool, using: &rng))
        : target.cells[Int.random(in: 0..<target.count, using: &rng)].symbol.id
      source.remove(id)
      if Int.random(in: 0..<3, using: &rng) == 0 {
        // Make exact cancellations likely: the source repeats target cells, scaled.
        let c = target.coefficient(for: id)
        if c != 0 {
          for cell in target.cells.prefix(6) where cell.symbol.id != id {
            source.add(cell.symbol, -cell.coefficient / c - source.coefficient(for: cell.symbol.id))
          }
        }
      }
      var expected = target
      let c = expected.remove(id)
      var expectedAdded: [Int32] = []
      for cell in source.cells where expected.add(cell.symbol, c * cell.coefficient) {
        expectedAdded.append(cell.symbol.id)
      }
      expected.constant += c * source.constant
      var added: [Int32] = []
      let before = target.count
      target.substitute(id, by: source, positions: &positions, added: &added)
      if target.count < before + added.count - 1 { cancelled += 1 }
      if target.count > 12 { indexed += 1 }
      let same =
        target.cells.map(\.symbol.id) == expected.cells.map(\.symbol.id)
        && target.cells.map(\.coefficient.bitPattern) == expected.cells.map(\.coefficient.bitPattern)
        && target.constant.bitPattern == expected.constant.bitPattern && added == expectedAdded
      #expect(
        same,
        "round \(round): \(target.cells) \(target.constant) \(added), expected \(expected.cells) \(expected.constant) \(expectedAdded)"
      )
      #expect(positions.allSatisfy { $0 == -1 }, "round \(round): the scratch table is left dirty")
      for (i, cell) in target.cells.enumerated() where target.position(of: cell.symbol.id) != i {
        Issue.record(
          "round \(round): the index puts \(cell.symbol.id) at \(String(describing: target.position(of: cell.symbol.id))), not \(i)"
        )
      }
      for absent in 0..<Int32(pool) where !target.cells.contains(where: { $0.symbol.id == absent }) {
        #expect(target.position(of: absent) == nil, "round \(round): the index keeps \(absent)")
      }
      // The rebuilt index must serve later edits as one built cell by cell does.
      for _ in 0..<8 {
        let id = Int32(Int.random(in: 0..<pool, using: &rng))
        let delta = [1, -1, 0.5][Int.random(in: 0..<3, using: &rng)] - expected.coefficient(for: id) / 2
        #expect(target.add(Symbol(id: id, kind: .slack), delta) == expected.add(Symbol(id: id, kind: .slack), delta))
      }
      #expect(target.cells.map(\.symbol.id) == expected.cells.map(\.symbol.id), "round \(round): after later edits")
      for (i, cell) in target.cells.enumerated() where target.position(of: cell.symbol.id) != i {
        Issue.record("round \(round): after later edits the index puts \(cell.symbol.id) elsewhere than \(i)")
      }
    }
    #expect(cancelled > 100 && indexed > 500, "cancelled \(cancelled), indexed \(indexed)")
  }

  /// A stack of `n` rows (tops and heights) under a container, with required spacing
  /// equalities and inequalities spanning several rows, and one optional pull per
  /// variable at its own priority, so the optimum is unique.
  struct Stack {
    var specs: [(make: ([Variable], Double) -> Constraint, constant: Double)] = []
    let variableCount: Int

    init(rows n: Int, rng: inout SplitMix64) {
      variableCount = 2 * n + 1
      // v[0] container height, v[1 + 2i] top of row i, v[2 + 2i] its height.
      for i in 0..<n {
        let top = 1 + 2 * i
        let height = top + 1
        if i == 0 {
          specs.append(({ v, k in v[top] == k }, Double(Int.random(in: 0...20, using: &rng))))
        } else {
          let previous = top - 2
          let gap = Double(Int.random(in: 0...12, using: &rng))
          specs.append(({ v, k in v[top] == v[previous] + v[previous + 1] + k }, gap))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 && i >= 3 {
          let far = 1 + 2 * Int.random(in: 0..<(i - 1), using: &rng)
          specs.append(({ v, k in v[top] >= v[far] + k }, Double(Int.random(in: 0...30, using: &rng))))
        }
        specs.append(({ v, k in v[height] >= k }, Double(Int.random(in: 0...20, using: &rng))))
        if i >= 2 && Int.random(in: 0..<2, using: &rng) == 0 {
          // Heights tied to earlier ones make the restricted rows long.
          let other = 2 + 2 * Int.random(in: 0..<i, using: &rng)
          specs.append(({ v, k in v[height] >= v[other] * 0.5 + k }, Double(Int.random(in: 0...10, using: &rng))))
        }
      }
      let lastTop = 2 * n - 1
      specs.append(({ v, k in v[0] == v[lastTop] + v[lastTop + 1] + k }, 8))
      specs.append(({ v, k in v[0] <= k }, 4000))
      // One pull per variable, each at its own priority (descending from 999).
      for j in 0..<variableCount {
        let priority = 999 - Double(j) * 900 / Double(variableCount)
        let target = Double(Int.random(in: 0...60, using: &rng))
        specs.append(({ v, k in (v[j] == k) | Strength(priority) }, target))
      }
    }

    /// A solver holding every spec with `constants` (the constraints in spec order, or
    /// the reverse: another tableau for the same unique optimum, so that a fault in a
    /// shared step does not show the same way in both).
    func build(_ constants: [Double], reversed: Bool = false) -> (Solver, [Variable], [Constraint]) {
      let variables = (0..<variableCount).map { Variable("v\($0)") }
      let solver = Solver()
      let constraints = zip(specs, constants).map { spec, k in
        let c = spec.make(variables, k)
        #expect(c.expression.constant == -k, "\(c): k is not on the right side")
        return c
      }
      for c in reversed ? constraints.reversed() : constraints {
        do { try solver.add(c) } catch { Issue.record("adding \(c) threw \(error)") }
      }
      return (solver, variables, constraints)
    }
  }

  @Test func constantChangesOnLongRowsMatchAFreshSolver() {
    var rng = SplitMix64(seed: PropertySeed.resolve().value ^ 0x5B_57AC)
    var changed = 0
    var refused = 0
    for system in 0..<24 {
      let stack = Stack(rows: 8 + 4 * (system % 6), rng: &rng)
      var constants = stack.specs.map(\.constant)
      let (solver, variables, constraints) = stack.build(constants)
      for step in 0..<25 {
        let i = Int.random(in: 0..<constants.count, using: &rng)
        // Every spec's `k` is on the right side: the expression's constant is -k.
        let k = Double(Int.random(in: -10...80, using: &rng))
        do {
          try solver.setConstant(-k, of: constraints[i])
          constants[i] = k
          changed += 1
        } catch {
          guard case .unsatisfiable = error else {
            Issue.record("system \(system) step \(step): \(error)")
            continue
          }
          refused += 1
        }
        let (fresh, freshVariables, _) = stack.build(constants, reversed: true)
        let values = variables.map { solver.value(of: $0) }
        let expected = freshVariables.map { fresh.value(of: $0) }
        let same = zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        #expect(same, "system \(system) step \(step): \(values), fresh \(expected)")
        // Both could share a wrong step: the required constraints must hold as well.
        for c in constraints where c.strength.isRequired {
          // The constraint object keeps its first constant: use the one in force.
          let shift = (solver.constant(of: c) ?? c.expression.constant) - c.expression.constant
          let value = c.expression.value { solver.value(of: $0) } + shift
          let v = c.relation == .equal ? abs(value) : c.relation == .lessThanOrEqual ? max(0, value) : max(0, -value)
          #expect(
            v <= 1e-9 * max(1, magnitude(of: c, in: solver) + abs(shift)),
            "system \(system) step \(step): \(c) (constant \(shift) more) is off by \(v)")
        }
        expectHealthy(solver)
      }
    }
    #expect(changed > 400 && refused > 0, "changed \(changed), refused \(refused)")
  }
}
