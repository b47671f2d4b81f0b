extension Tableau {
  /// Adds a constraint (kiwi's `addConstraint`).
  ///
  /// - Throws: `.duplicateConstraint`, `.invalidStrength`, `.nonFiniteConstraint`,
  ///   `.unsatisfiable` (the tableau is then as it was before the call).
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    if constraints[key] != nil { throw .duplicateConstraint(constraint) }
    if !constraint.strength.isValid { throw .invalidStrength(constraint.strength, constraint) }
    if !constraint.strength.isRequired && !Constraint.isValidWeight(constraint.weight) {
      throw .invalidWeight(constraint.weight, constraint)
    }
    if constraint.hasUnusableNumber(coefficientLimit: coefficientLimit) { throw .nonFiniteConstraint(constraint) }
    var (row, tag) = makeRow(constraint)
    do throws(SolverError) {
      try addRow(&row, tag: tag, for: constraint)
    } catch {
      // The tableau holds the system it held before: the new symbols are unused.
      release(tag.marker)
      if let other = tag.other { release(other) }
      compactIfWorthwhile()
      throw error
    }
    owners[Int(tag.marker.id)] = constraint
    if let other = tag.other { owners[Int(other.id)] = constraint }
    constraints[key] = ConstraintInfo(
      constraint: constraint, tag: tag, markerCoefficient: Tableau.markerCoefficient(constraint),
      constant: constraint.expression.constant, priority: constraint.strength.priority, weight: constraint.weight)
    try reoptimize()
    compactIfWorthwhile()
  }

  /// Removes a constraint (kiwi's `removeConstraint`).
  ///
  /// When the marker is basic its row is dropped; otherwise the marker is pivoted
  /// into the basis on the row chosen by `markerLeavingRow` and that row is dropped.
  /// - Throws: `.unknownConstraint`.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let info = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    removeErrorEffects(info)
    let marker = info.tag.marker
    owners[Int(marker.id)] = nil
    if let other = info.tag.other { owners[Int(other.id)] = nil }
    removeRow(of: marker)
    try reoptimize()  // rounding can leave a row below zero: see `pivot`
    // The marker and the other error are referenced nowhere now (up to rounding): their
    // ids are reclaimed, so adding and removing constraints forever keeps memory bounded.
    release(marker)
    if let other = info.tag.other { release(other) }
    compactIfWorthwhile()
  }

  /// The coefficient `makeRow` gives a constraint's marker: +1 for the slack of `<=`,
  /// -1 for the slack of `>=`, +1 for a dummy, -1 for the positive error of an
  /// optional equality.
  static func markerCoefficient(_ constraint: Constraint) -> Double {
    switch constraint.relation {
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: -1
    case .equal: constraint.strength.isRequired ? 1 : -1
    }
  }

  /// Changes the constant of an added constraint in place (UIKit's
  /// `constraint.constant = x`), without removing and adding it.
  ///
  /// The marker appears in the constraint's own row only, so changing the constant by
  /// δ is the same as moving the marker by δ / k (k: its coefficient there): every row
  /// that holds the marker shifts its constant, and the dual simplex repairs the rows
  /// that went infeasible, as after a suggestion. The objective is untouched, so it
  /// stays optimal (up to rounding, which `optimize` then repairs; see `dualOptimize`).
  /// - Throws: `.unknownConstraint`, `.nonFiniteConstraint`, `.unsatisfiable` when a
  ///   required constraint would break (the tableau is then as before the call).
  /// - Complexity: O(rows holding the marker) plus the dual pivots.
  mutating func setConstant(_ value: Double, of constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var info = constraints[key] else { throw .unknownConstraint(constraint) }
    guard Solver.isUsable(value) else { throw .nonFiniteConstraint(constraint) }
    let delta = value - info.constant
    if delta == 0 { return }
    let shift = delta / info.markerCoefficient
    let broken = shiftMarker(info.tag.marker, other: info.tag.other, by: shift)
    pivotLog = []
    let stuck = broken == nil ? repairFeasibility() : nil
    if broken == nil && stuck == nil {
      pivotLog = nil
      info.constant = value
      constraints[key] = info
      try reoptimize()  // see dualOptimize: optimality after the dual pivots
      return
    }
    let conflicting: [Constraint]
    if let stuck {
      conflicting = conflicts(in: rows[Int(stuck)], basic: stuck, excluding: constraint)
    } else {
      let dummy = broken ?? 0
      conflicting = conflicts(in: rows[Int(dummy)], basic: dummy, excluding: constraint)
    }
    // Back to the basis before the change (or, if the undo stopped early, another
    // basis of the same system), then the old constant; rows rounding left below zero
    // are listed, and `reoptimize` settles them.
    undoPivots()
    _ = shiftMarker(info.tag.marker, other: info.tag.other, by: -shift)
    try reoptimize()
    throw .unsatisfiable(constraint, conflicts: conflicting)
  }

  /// Moves `marker` by `shift` in every row: a basic marker's row loses `shift`, other
  /// rows gain `coefficient × shift`. Restricted rows that go negative are queued for
  /// the dual simplex, except a row the shift brought to zero up to the rounding of its
  /// operands (`shiftRounding`), which is set to zero.
  ///
  /// For an optional equality (`marker` and `other` its two errors, `e+ - e-`), moving
  /// e+ by s is the same as moving e- by -s; when only e- is basic, that one row
  /// changes (kiwi's `suggestValue` shortcut).
  /// - Returns: a dummy row that no longer sums to zero (a required equality the
  ///   change contradicts), if any.
  mutating func shiftMarker(_ marker: Symbol, other: Symbol?, by shift: Double) -> Int32? {
    var dummies: [Int32] = []
    shiftMarker(marker, other: other, by: shift, touchingDummies: &dummies)
    return dummies.last { !nearZero(rows[Int($0)].constant) }
  }

  /// The relative rounding a shift of a row's constant may leave: a restricted row
  /// whose constant `c` a shift `s` takes below zero by no more than this times
  /// `max(|c|, |s|)` is at zero, not infeasible. A constant held at 10⁶ and moved back
  /// by 10⁶ (a fit's free axis pinned again, ``LayoutEngine``'s fit slack; a content
  /// offset far down a long table) lands within about 10⁻⁸ of zero, the absolute
  /// tolerance, on either side, and the dual simplex pivoted to chase that rounding
  /// (Sources/LayoutSolver/LayoutSolver.docc/SolverInternals.md §7, "A shift that cancels a large constant"). 10⁻¹² is about
  /// 4,500 ulps: for operands under 10⁴ it is below the absolute tolerance and changes
  /// nothing.
  static let shiftRounding = 1e-12

  /// `shiftMarker(_:other:by:)` that lists every dummy row it touched in `dummies`
  /// (a batch checks them once all its shifts are made: a later shift may mend a row an
  /// earlier one broke).
  mutating func shiftMarker(_ marker: Symbol, other: Symbol?, by shift: Double, touchingDummies dummies: inout [Int32])
  {
    func move(_ r: Int32, by step: Double) {
      let i = Int(r)
      let before = rows[i].constant
      rows[i].constant = before + step
      switch kinds[i] {
      case .external: staleRoots.append(r)
      case .dummy: dummies.append(r)
      case .slack, .error:
        let after = rows[i].constant
        guard after < 0 else { break }
        if -after <= Self.shiftRounding * max(abs(before), abs(step)) {
          // The shift cancelled the row's constant up to the rounding its operands
          // carry: the row is at zero, not infeasible (see `shiftRounding`).
          rows[i].constant = 0
        } else {
          infeasible.append(r)
        }
      }
    }
    if isBasic[Int(marker.id)] {
      move(marker.id, by: -shift)
    } else if let other, marker.kind == .error, other.kind == .error, isBasic[Int(other.id)] {
      move(other.id, by: shift)
    } else {
      for r in liveRows(containing: marker.id) {
        move(r, by: rows[Int(r)].coefficient(for: marker.id) * shift)
      }
    }
  }

  /// Takes the errors of an optional constraint out of the objective.
  mutating func removeErrorEffects(_ info: ConstraintInfo) {
    addErrorEffects(info, sign: -1)
  }

  /// Adds (sign 1) or takes out (sign -1) an optional constraint's errors, at the
  /// priority and weight in force, to its level's objective.
  mutating func addErrorEffects(_ info: ConstraintInfo, sign: Double) {
    guard !info.constraint.strength.isRequired else { return }
    let level = level(for: info.priority)
    for symbol in [info.tag.marker, info.tag.other].compactMap({ $0 }) where symbol.kind == .error {
      addToObjective(level, symbol, sign * info.weight)
    }
  }

  /// Changes the priority and error weight of an added optional constraint in place:
  /// its errors leave the old level's objective and enter the new one's with the new
  /// weight (written in the nonbasic symbols, as `addToObjective` does), then the
  /// primal simplex re-optimises. Every row stays as it was, so the basis stays
  /// feasible and no dual pivot is needed (Cassowary changes weights this way; kiwi
  /// has no such call).
  /// - Throws: `.unknownConstraint`; `.invalidStrength` for a strength that is not
  ///   valid or where the old or new strength is required (that changes the
  ///   constraint's row: remove and add it instead); `.invalidWeight`. The tableau is
  ///   then unchanged.
  /// - Complexity: O(cells of the errors' rows) plus the primal pivots.
  mutating func setStrength(_ strength: Strength, weight: Double, of constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var info = constraints[key] else { throw .unknownConstraint(constraint) }
    guard strength.isValid, !strength.isRequired, !constraint.strength.isRequired else {
      throw .invalidStrength(strength, constraint)
    }
    guard Constraint.isValidWeight(weight) else { throw .invalidWeight(weight, constraint) }
    if info.priority == strength.priority && info.weight == weight { return }
    removeErrorEffects(info)
    info.priority = strength.priority
    info.weight = weight
    addErrorEffects(info, sign: 1)
    constraints[key] = info
    try reoptimize()
  }

  /// The row of a new constraint and its tag (kiwi's `createRow`), without
  /// substituting basic variables: that happens in `addRow` only where needed.
  /// Optional constraints' errors enter their priority's objective with the constraint's weight.
  mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      row.add(symbol(for: term.variable), term.coefficient)
    }
    let required = constraint.strength.isRequired
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.add(slack, coefficient)
      if required {
        tag = Tag(marker: slack, other: nil)
      } else {
        let error = makeSymbol(.error)
        row.add(error, -coefficient)
        addToObjective(level(for: constraint.strength.priority), error, constraint.weight)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy)
        row.add(dummy, 1)
        tag = Tag(marker: dummy, other: nil)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(plus, -1)  // expression = plus - minus
        row.add(minus, 1)
        let level = level(for: constraint.strength.priority)
        addToObjective(level, plus, constraint.weight)
        addToObjective(level, minus, constraint.weight)
        tag = Tag(marker: plus, other: minus)
      }
    }
    return (row, tag)
  }

  /// Puts a new row into the tableau, choosing its basic symbol.
  ///
  /// In order: a user variable that appears nowhere yet (the row stays lazy); else,
  /// after expanding the row, kiwi's `chooseSubject` (a user variable, then the
  /// marker or other symbol if slack/error with a negative coefficient); an
  /// all-dummy row is redundant (zero constant) or unsatisfiable; anything else
  /// goes through `addWithArtificialVariable`.
  mutating func addRow(_ row: inout Row, tag: Tag, for constraint: Constraint) throws(SolverError) {
    for cell in row.cells where cell.symbol.kind == .external && isFresh(cell.symbol) {
      row.solve(for: cell.symbol)
      putRow(cell.symbol, row)
      return
    }
    expand(&row)
    // Kiwi's createRow: the substituted row gets a non-negative constant, so that a
    // restricted subject starts feasible.
    if row.constant < 0 { row.reverseSign() }
    if let external = row.cells.first(where: { $0.symbol.kind == .external })?.symbol {
      row.solve(for: external)
      substitute(external, row, skipExternalRows: true)
      putRow(external, row)
      return
    }
    for candidate in [tag.marker, tag.other].compactMap({ $0 })
    where candidate.isRestricted && row.coefficient(for: candidate.id) < 0 {
      row.solve(for: candidate)
      substitute(candidate, row)
      putRow(candidate, row)
      return
    }
    if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      if !nearZero(row.constant) {
        throw .unsatisfiable(constraint, conflicts: conflicts(in: row, excluding: constraint))
      }
      row.solve(for: tag.marker)
      putRow(tag.marker, row)
      return
    }
    if tag.other == nil && tag.marker.kind == .slack {
      try addInfeasibleInequality(row, marker: tag.marker, for: constraint)
      return
    }
    try addWithArtificialVariable(row, for: constraint)
  }

  /// Adds a required inequality whose slack cannot start feasible: the slack becomes
  /// basic with a negative constant and the dual simplex repairs it.
  ///
  /// The slack is new, so it has no objective coefficient and the objective stays
  /// optimal (dual feasible): the dual simplex applies, usually in one or two pivots,
  /// where kiwi's artificial variable takes a full phase one.
  /// - Throws: `.unsatisfiable` when some row cannot be repaired; the constraint is
  ///   then taken out again and the tableau holds the system it held before.
  mutating func addInfeasibleInequality(
    _ row: Row, marker: Symbol, for constraint: Constraint
  ) throws(SolverError) {
    var row = row
    row.solve(for: marker)
    putRow(marker, row)  // listed as infeasible when below zero
    pivotLog = []
    guard let stuck = repairFeasibility() else {
      pivotLog = nil
      return
    }
    let conflicting = conflicts(in: rows[Int(stuck)], basic: stuck, excluding: constraint)
    // Back to the basis before the add, then the marker's row is the only change.
    if undoPivots() { _ = takeRow(marker.id) } else { removeRow(of: marker) }
    try reoptimize()  // the reverse pivots round too: see `undoPivots`
    throw .unsatisfiable(constraint, conflicts: conflicting)
  }

  /// Adds a row that has no ready subject by minimising an artificial variable equal
  /// to it (kiwi's `addWithArtificialVariable`).
  ///
  /// - Throws: `.unsatisfiable` when the artificial variable cannot reach zero; the
  ///   tableau then holds the same system as before (its basis may differ).
  mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) {
    let art = makeSymbol(.slack)
    defer { release(art) }  // referenced nowhere once phase one is over, whatever its end
    putRow(art, row)
    artificial = row
    pivotLog = []
    do {
      try optimizeArtificial(art)
    } catch {
      // Rounding only: leave the tableau as it was before the call.
      artificial = nil
      if undoPivots() { _ = takeRow(art.id) } else { removeRow(of: art) }
      try reoptimize()
      throw error
    }
    let finalObjective = artificial ?? Row()
    artificial = nil
    if isBasic[Int(art.id)] && !nearZero(finalObjective.constant) {
      // Unsatisfiable: undo the phase-one pivots so that nothing moves, then drop
      // the artificial row, which is then the only change.
      if undoPivots() { _ = takeRow(art.id) } else { removeRow(of: art) }
      try reoptimize()  // the reverse pivots round too: see `undoPivots`
      throw .unsatisfiable(constraint, conflicts: conflicts(in: finalObjective, excluding: constraint))
    }
    pivotLog = nil
    if isBasic[Int(art.id)] {
      var artRow = takeRow(art.id)
      // Phase one ended with `art` basic at zero within the tolerance: what is left is
      // rounding, and the pivot below would divide it by a cell that may be tiny
      // (crash-a08781a8: 1.8e-15 / 1.0e-7; crash-c609f794: -1.0e-4 in a dummy row).
      artRow.constant = 0
      if !artRow.isEmpty {
        // A slack or error enters, the one with the largest coefficient (the pivot that
        // amplifies rounding least); if only dummies are left, the constraint restates
        // required ones, and a dummy takes the (redundant, zero) row as in `addRow`.
        guard let entering = artRow.largestCell(where: { $0.isRestricted }) ?? artRow.largestCell(where: { _ in true })
        else {
          throw .internalFailure("empty artificial row")
        }
        artRow.solve(for: art, moving: entering)
        substitute(entering, artRow)
        putRow(entering, artRow)
      }
    }
    for r in liveRows(containing: art.id) {
      rows[Int(r)].remove(art.id)
      markStale(r)
    }
    columns[Int(art.id)] = []
    for level in objectives.indices where objectives[level].remove(art.id) != 0 {}
  }

  /// Chooses the row on which a nonbasic marker enters so its constraint can be
  /// dropped (kiwi's `getMarkerLeavingRow`).
  ///
  /// Precedence: 0. a row whose basic is a dummy (a redundant copy of a required
  /// equality, which must stay at zero); 1. a slack or error row where the marker has a negative coefficient,
  /// least ratio -constant/coefficient; 2. a restricted row with a positive
  /// coefficient, least ratio constant/coefficient; 3. a user-variable row, the
  /// smallest first, whose expansion still holds the marker. Ties go to the lower id.
  ///
  /// A user-variable row may name the marker and cancel it through its references
  /// (`x = 10 - y - d` with `y = 7 - d`): only its expansion tells. The chosen row
  /// is returned expanded (installed in place), so the caller can solve it for the
  /// marker.
  mutating func markerLeavingRow(_ marker: Symbol) -> Int32? {
    var first: (ratio: Double, id: Int32)? = nil
    var second: (ratio: Double, id: Int32)? = nil
    var third: [(size: Int, id: Int32)] = []
    for r in liveRows(containing: marker.id) {
      let row = rows[Int(r)]
      let c = row.coefficient(for: marker.id)
      if kinds[Int(r)] == .dummy {
        // A redundant required equality: its dummy must stay 0, so the marker can
        // only enter here (kiwi picks by ratio and breaks the redundant copy).
        return r
      } else if kinds[Int(r)] == .external {
        third.append((row.count, r))
      } else if c < 0 {
        let ratio = -row.constant / c
        if let best = first, ratio > best.ratio || (ratio == best.ratio && r > best.id) { continue }
        first = (ratio, r)
      } else {
        let ratio = row.constant / c
        if let best = second, ratio > best.ratio || (ratio == best.ratio && r > best.id) { continue }
        second = (ratio, r)
      }
    }
    if let chosen = first ?? second { return chosen.id }
    third.sort { $0.size != $1.size ? $0.size < $1.size : $0.id < $1.id }
    for candidate in third {
      let r = candidate.id
      guard hasReferences(rows[Int(r)]) else { return r }
      var full = rows[Int(r)]
      expand(&full)
      guard full.position(of: marker.id) != nil else { continue }
      _ = takeRow(r)
      putRow(Symbol(id: r, kind: .external), full)
      return r
    }
    return nil
  }
}
