extension Tableau {
  /// Changes the constants of several added constraints at once and re-solves once:
  /// every marker is shifted first (`shiftMarker`), then one dual simplex repairs every
  /// row that went infeasible, then `reoptimize` as after `setConstant`.
  ///
  /// One at a time, each change would repair alone, and a state between two changes
  /// (one label's compression moved before its hugging, one label's height before the
  /// next one's) can be infeasible in ways the next change undoes, so the pivots go
  /// there and back. The objective is untouched by the shifts, so the dual simplex
  /// starts from an optimal (dual feasible) basis, as for one change (Cassowary's
  /// `resolve` after several suggestions).
  ///
  /// A dummy row (a redundant required equality) touched by the shifts must sum to zero
  /// only once all are made; it is checked before any pivot, which would reset it.
  /// - Throws: `.unknownConstraint`, `.nonFiniteConstraint` before anything changes;
  ///   `.unsatisfiable` naming the first changed constraint (in `changes`' order) whose
  ///   marker is in the row that cannot be made feasible (or the first changed one), with
  ///   the required constraints of that row: the tableau then holds the old constants
  ///   again (in the old basis, or another basis of the same system; see `undoPivots`).
  /// - Complexity: O(rows holding the markers) plus the dual pivots of the whole batch.
  mutating func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
    // One hash lookup per change: the entries are then read and written through their
    // indices, which stay valid (no constraint is added or removed until the rollback).
    var entries: [Dictionary<ObjectIdentifier, ConstraintInfo>.Index] = []
    entries.reserveCapacity(changes.count)
    for change in changes {
      guard let index = constraints.index(forKey: ObjectIdentifier(change.constraint)) else {
        throw .unknownConstraint(change.constraint)
      }
      guard Solver.isUsable(change.constant) else { throw .nonFiniteConstraint(change.constraint) }
      entries.append(index)
    }
    var shifted: [(key: ObjectIdentifier, shift: Double, old: Double)] = []
    shifted.reserveCapacity(changes.count)
    var dummies: [Int32] = []
    for (change, index) in zip(changes, entries) {
      let old = constraints.values[index].constant
      let delta = change.constant - old
      if delta == 0 { continue }
      let shift = delta / constraints.values[index].markerCoefficient
      let tag = constraints.values[index].tag
      shiftMarker(tag.marker, other: tag.other, by: shift, touchingDummies: &dummies)
      shifted.append((constraints.keys[index], shift, old))
      constraints.values[index].constant = change.constant
    }
    if shifted.isEmpty { return }
    let broken = dummies.first { isBasic[Int($0)] && !nearZero(rows[Int($0)].constant) }
    pivotLog = []
    let stuck = broken == nil ? repairFeasibility() : nil
    guard let failed = broken ?? stuck else {
      pivotLog = nil
      try reoptimize()  // see dualOptimize: optimality after the dual pivots
      return
    }
    // Blame the first change of the batch that the failed row involves.
    let row = rows[Int(failed)]
    let involved = { (info: ConstraintInfo) -> Bool in
      info.tag.marker.id == failed || row.position(of: info.tag.marker.id) != nil
        || info.tag.other.map { $0.id == failed || row.position(of: $0.id) != nil } == true
    }
    let blamed =
      changes.first { constraints[ObjectIdentifier($0.constraint)].map(involved) == true }?.constraint
      ?? changes.first { c in shifted.contains { $0.key == ObjectIdentifier(c.constraint) } }?.constraint
      ?? changes[0].constraint
    let conflicting = conflicts(in: row, basic: failed, excluding: blamed)
    // Back to the basis before the batch (or another basis of the same system), then
    // the old constants, newest first; `reoptimize` settles the rows rounding left.
    undoPivots()
    for entry in shifted.reversed() {
      guard var info = constraints[entry.key] else { continue }
      _ = shiftMarker(info.tag.marker, other: info.tag.other, by: -entry.shift)
      info.constant = entry.old
      constraints[entry.key] = info
    }
    try reoptimize()
    throw .unsatisfiable(blamed, conflicts: conflicting)
  }
}
