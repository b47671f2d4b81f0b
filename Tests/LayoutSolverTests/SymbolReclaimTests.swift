import ScrollworkTestSupport
import Testing

@testable import LayoutSolver

/// Reclaiming the symbols of removed constraints (`Tableau.release`, `compactSymbols`):
/// storage stays bounded under endless add/remove churn, and compaction changes nothing
/// observable (same values bit for bit, same pivots, handles still valid).
@Suite struct SymbolReclaimTests {
  /// One reusable "cell" of a table: a frame set by required equalities (the
  /// autoresizing constraints a reused cell gets again each time it is placed) and a
  /// label inside it held by an optional equality and two optional inequalities.
  final class Cell {
    let minY = Variable("cell.minY")
    let height = Variable("cell.height")
    let labelTop = Variable("label.top")
    let labelHeight = Variable("label.height")
    var installed: [Constraint] = []

    /// The constraints placing the cell at row `row` (top `44·row`, height `30 + row % 7`).
    func constraints(row: Int) -> [Constraint] {
      let top = 44 * Double(row)
      let h = 30 + Double(row % 7)
      return [
        minY == top,
        height == h,
        labelTop == minY + 5,
        (labelHeight == height - 10) | .strong,
        (labelHeight >= 12) | .required,
        (labelHeight <= 400) | .weak,
      ]
    }
  }

  @Test func addingAndRemovingTenThousandTimesKeepsSymbolStorageBounded() throws {
    let solver = Solver()
    let viewport = Variable("viewport")
    try solver.addEditVariable(viewport, strength: .strong)
    let cells = (0..<16).map { _ in Cell() }
    var lastRow = [Int](repeating: -1, count: cells.count)
    var largest = 0
    for row in 0..<10_000 {
      let k = row % cells.count
      let cell = cells[k]
      for c in cell.installed { try solver.remove(c) }
      cell.installed = cell.constraints(row: row)
      for c in cell.installed { try solver.add(c) }
      lastRow[k] = row
      try solver.suggestValue(44 * Double(row), for: viewport)
      largest = max(largest, solver.symbolCapacity)
    }
    // The edit variable and its 2 errors, and 16 cells × (4 user variables + the 8
    // symbols of 6 constraints: 3 dummies, 2 errors of the strong equality, the slack of
    // the >=, the slack and error of the weak <=): the storage stays within four times
    // that and a few dozen.
    let live = 1 + 2 + 16 * (4 + 8)
    #expect(solver.liveSymbolCount == live)
    #expect(largest <= 4 * live + 64, "symbol storage grew to \(largest) slots")
    #expect(solver.tableau.compactions > 0)
    for (k, cell) in cells.enumerated() {
      let row = lastRow[k]
      #expect(solver.value(of: cell.minY) == 44 * Double(row))
      #expect(solver.value(of: cell.height) == 30 + Double(row % 7))
      #expect(solver.value(of: cell.labelTop) == 44 * Double(row) + 5)
      #expect(solver.value(of: cell.labelHeight) == 20 + Double(row % 7))
    }
    #expect(solver.value(of: viewport) == 44 * 9_999)
    #expect(solver._invariantViolations() == [])
  }

  @Test func handlesStayValidAcrossCompactions() throws {
    let solver = Solver()
    solver.tableau.compactionMinimum = 4
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10)
    let hx = try #require(solver.handle(for: x))
    for i in 0..<50 {
      let c = (y == x + Double(i)) | .medium
      let d = y >= x - 3
      try solver.add(c)
      try solver.add(d)
      try solver.remove(c)
      try solver.remove(d)
    }
    try solver.add(y == x + 7)
    let hy = try #require(solver.handle(for: y))
    #expect(solver.tableau.compactions > 0)
    #expect(solver.value(of: hx) == 10)
    #expect(solver.value(of: hy) == 17)
    var out: [Double] = []
    solver.values(of: [hy, hx, .unknown], into: &out)
    #expect(out == [17, 10, 0])
    #expect(solver.handle(for: x) == hx)
  }

  /// Metamorphic: the same random program on a solver that compacts at every chance and
  /// on one that never compacts gives the same values, bit for bit, the same errors and
  /// the same number of pivots after every call: compaction keeps the order of ids, and
  /// every tie the solver breaks compares ids only.
  @Test func compactionChangesNoValueAndNoPivot() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve().value ^ 0xC0_4AC7)
    let variables = (0..<8).map { Variable("v\($0)") }
    let compacting = Solver()
    compacting.tableau.compactionMinimum = 1
    compacting.tableau.compactionRatio = 0  // after every removal that leaves a dead symbol
    let plain = Solver()
    plain.tableau.compactionMinimum = .max
    var added: [Constraint] = []
    var edits: [Variable] = []
    let priorities: [Strength] = [.required, .required, .strong, .medium, .weak, Strength(999)]
    func randomConstraint() -> Constraint {
      var expression = Expression(constant: Double(Int(rng.next() % 41) - 20))
      for _ in 0..<(1 + Int(rng.next() % 3)) {
        let v = variables[Int(rng.next() % UInt64(variables.count))]
        expression = expression + [-2.0, -1, 1, 2][Int(rng.next() % 4)] * v
      }
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
      return Constraint(expression, relation, strength: priorities[Int(rng.next() % UInt64(priorities.count))])
    }
    func both(_ body: (Solver) throws(SolverError) -> Void) {
      var errors: [String] = []
      for solver in [compacting, plain] {
        do { try body(solver) } catch { errors.append("\(error)") }
      }
      #expect(errors.count != 1, "only one solver failed: \(errors)")
    }
    for step in 0..<3_000 {
      switch rng.next() % 10 {
      case 0...3:
        let c = randomConstraint()
        both { s throws(SolverError) in try s.add(c) }
        if plain.contains(c) { added.append(c) }
      case 4...6 where !added.isEmpty:
        let c = added.remove(at: Int(rng.next() % UInt64(added.count)))
        both { s throws(SolverError) in try s.remove(c) }
      case 7:
        let v = variables[Int(rng.next() % UInt64(variables.count))]
        if let at = edits.firstIndex(where: { $0 === v }) {
          edits.remove(at: at)
          both { s throws(SolverError) in try s.removeEditVariable(v) }
        } else {
          edits.append(v)
          both { s throws(SolverError) in try s.addEditVariable(v, strength: .strong) }
        }
      case 8 where !added.isEmpty:
        let c = added[Int(rng.next() % UInt64(added.count))]
        let value = Double(Int(rng.next() % 41) - 20)
        both { s throws(SolverError) in try s.setConstant(value, of: c) }
      default:
        if let v = edits.last {
          let value = Double(Int(rng.next() % 201) - 100)
          both { s throws(SolverError) in try s.suggestValue(value, for: v) }
        }
      }
      let a = variables.map { compacting.value(of: $0) }
      let b = variables.map { plain.value(of: $0) }
      #expect(a == b, "step \(step): \(a) vs \(b)")
      #expect(compacting._statistics["pivots"] == plain._statistics["pivots"], "step \(step)")
      if a != b { return }
    }
    #expect(compacting.tableau.compactions > 300)
    #expect(plain.tableau.compactions == 0)
    #expect(compacting.symbolCapacity <= 4 * compacting.liveSymbolCount + 1)
    #expect(compacting._invariantViolations() == [])
  }
}
