extension Solver {
  /// The tableau invariants that do not hold right now; empty when healthy.
  ///
  /// Checked: every number is finite; a dummy row (a redundant required equality)
  /// is zero; restricted rows (slack, error, dummy basics) have a non-negative
  /// constant and name no basic symbol; objectives name no basic symbol and no
  /// nonbasic, non-dummy symbol has a lexicographically negative reduced cost; a
  /// user-variable row names basic user variables only (lazy references), and those
  /// references form no cycle; every cell is listed in its symbol's column.
  /// For tests: it walks the whole tableau.
  /// - Complexity: O(size of the tableau).
  public func _invariantViolations() -> [String] {
    let t = tableau
    var problems: [String] = []
    for id in t.kinds.indices where t.isBasic[id] {
      let name = Symbol(id: Int32(id), kind: t.kinds[id]).dumpName
      let row = t.rows[id]
      for cell in row.cells {
        let s = Int(cell.symbol.id)
        if t.isBasic[s] && (t.kinds[id] != .external || t.kinds[s] != .external) {
          problems.append("row \(name) names basic symbol \(cell.symbol.dumpName)")
        }
        if s == id { problems.append("row \(name) names itself") }
        if !t.columns[s].contains(Int32(id)) {
          problems.append("column of \(cell.symbol.dumpName) misses row \(name)")
        }
      }
      if !row.constant.isFinite || row.cells.contains(where: { !$0.coefficient.isFinite }) {
        problems.append("row \(name) has a non-finite number")
      }
      if t.kinds[id] == .dummy && !nearZero(row.constant) {
        problems.append("dummy row \(name) is not zero (\(row.constant)): a required equality is broken")
      }
      if t.kinds[id] != .external && row.constant < -epsilon {
        problems.append("restricted row \(name) is infeasible (\(row.constant))")
      }
    }
    for (level, objective) in zip(t.levels, t.objectives) {
      for cell in objective.cells where t.isBasic[Int(cell.symbol.id)] {
        problems.append("objective @\(level) names basic symbol \(cell.symbol.dumpName)")
      }
      for cell in objective.cells
      where cell.symbol.kind != .dummy && !t.isBasic[Int(cell.symbol.id)]
        && t.reducedCostSign(cell.symbol.id) < 0
      {
        problems.append("objective is not optimal: \(cell.symbol.dumpName) can enter")
      }
    }
    // References among user-variable rows must be acyclic (colour DFS).
    var colour = [UInt8](repeating: 0, count: t.kinds.count)
    for start in t.kinds.indices where t.isBasic[start] && colour[start] == 0 {
      var stack: [(Int, Int)] = [(start, 0)]
      colour[start] = 1
      while let (node, next) = stack.last {
        let cells = t.rows[node].cells
        if next < cells.count {
          stack[stack.count - 1].1 += 1
          let s = Int(cells[next].symbol.id)
          guard t.isBasic[s] else { continue }
          if colour[s] == 1 {
            problems.append("rows refer to each other in a cycle through \(cells[next].symbol.dumpName)")
          } else if colour[s] == 0 {
            colour[s] = 1
            stack.append((s, 0))
          }
        } else {
          colour[node] = 2
          stack.removeLast()
        }
      }
    }
    return problems
  }
}
