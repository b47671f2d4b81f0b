extension Tableau {
  /// Adds an edit constraint `variable == suggestion` at `strength`.
  /// - Throws: `.duplicateEditVariable`, `.invalidStrength`, `.requiredEditStrength`.
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    if edits[key] != nil { throw .duplicateEditVariable(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    if !strength.isValid { throw .invalidStrength(strength, constraint) }
    if strength.isRequired { throw .requiredEditStrength(variable) }
    try add(constraint)
    guard let info = constraints[ObjectIdentifier(constraint)] else {
      throw .internalFailure("edit constraint missing after add")
    }
    edits[key] = EditInfo(variable: variable, constraint: constraint, tag: info.tag, constant: 0)
  }

  /// Removes the edit constraint of `variable`.
  /// - Throws: `.unknownEditVariable`.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(info.constraint)
  }

  /// Moves the target of an edit variable (kiwi's `suggestValue`): shifts the
  /// constants of the rows holding the edit's errors, then `dualOptimize`.
  /// - Throws: `.unknownEditVariable`, `.nonFiniteSuggestion`.
  /// - Complexity: O(rows holding the edit's errors) plus the dual pivots.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var info = edits[key] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    let delta = value - info.constant
    info.constant = value
    edits[key] = info
    if delta == 0 { return }
    let marker = info.tag.marker
    let other = info.tag.other ?? marker
    if isBasic[Int(marker.id)] {
      rows[Int(marker.id)].constant -= delta
      if rows[Int(marker.id)].constant < 0 { infeasible.append(marker.id) }
    } else if isBasic[Int(other.id)] {
      rows[Int(other.id)].constant += delta
      if rows[Int(other.id)].constant < 0 { infeasible.append(other.id) }
    } else {
      for r in liveRows(containing: marker.id) {
        let ri = Int(r)
        rows[ri].constant += delta * rows[ri].coefficient(for: marker.id)
        markStale(r)
        if kinds[ri] != .external && rows[ri].constant < 0 { infeasible.append(r) }
      }
    }
    try dualOptimize()
  }
}
