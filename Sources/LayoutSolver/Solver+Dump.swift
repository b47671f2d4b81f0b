extension Solver {
  /// A text dump of the tableau in kiwi's sections (Objective, Tableau, Infeasible,
  /// Variables, Edit Variables, Constraints); symbols print as `v`/`s`/`e`/`d` and
  /// their id. Meant for tests, debugging and `--dump`; the format may change.
  public func dump() -> String {
    let t = tableau
    var out = ""
    func section(_ title: String) {
      out += title + "\n" + String(repeating: "-", count: title.count) + "\n"
    }
    func text(_ row: Row) -> String {
      let cells = row.cells.sorted { $0.symbol.id < $1.symbol.id }
      return ([formatNumber(row.constant)] + cells.map { "\(formatNumber($0.coefficient)) * \($0.symbol.dumpName)" })
        .joined(separator: " + ")
    }
    section("Objective")
    for (level, objective) in zip(t.levels, t.objectives) {
      out += "@\(formatNumber(level)): \(text(objective))\n"
    }
    out += "\n"
    section("Tableau")
    for id in t.kinds.indices where t.isBasic[id] {
      out += "\(Symbol(id: Int32(id), kind: t.kinds[id]).dumpName) | \(text(t.rows[id]))\n"
    }
    out += "\n"
    section("Infeasible")
    for id in t.infeasible { out += Symbol(id: id, kind: t.kinds[Int(id)]).dumpName + "\n" }
    out += "\n"
    section("Variables")
    for (variable, symbol, _) in t.variables.values.sorted(by: { $0.symbol.id < $1.symbol.id }) {
      out += "\(variable) = \(symbol.dumpName)\n"
    }
    out += "\n"
    section("Edit Variables")
    for edit in t.edits.values.sorted(by: { $0.tag.marker.id < $1.tag.marker.id }) {
      out += "\(edit.variable) = \(formatNumber(edit.constant))\n"
    }
    out += "\n"
    section("Constraints")
    for info in t.constraints.values.sorted(by: { $0.tag.marker.id < $1.tag.marker.id }) {
      out += "\(info.constraint)\n"
    }
    return out
  }
}
