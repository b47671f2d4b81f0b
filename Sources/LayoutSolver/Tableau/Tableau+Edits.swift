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

  /// Moves the target of an edit variable (kiwi's `suggestValue`): the same shift of
  /// the edit constraint's marker as `setConstant`, then `dualOptimize`.
  /// - Throws: `.unknownEditVariable`, `.nonFiniteSuggestion`.
  /// - Complexity: O(rows holding the edit's errors) plus the dual pivots.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var info = edits[key] else { throw .unknownEditVariable(variable) }
    guard Solver.isUsable(value) else { throw .nonFiniteSuggestion(variable, value) }
    let delta = value - info.constant
    info.constant = value
    edits[key] = info
    if delta == 0 { return }
    // The edit constraint is `v == 0` with errors (k = -1): a new suggestion moves
    // its constant by -delta, that is its marker by +delta.
    _ = shiftMarker(info.tag.marker, other: info.tag.other, by: delta)
    try dualOptimize()
  }
}
