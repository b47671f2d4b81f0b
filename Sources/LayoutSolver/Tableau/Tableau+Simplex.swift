extension Tableau {
  /// The sign of the reduced cost of `id`, compared lexicographically over the
  /// priority levels (highest first): -1, 0 or 1.
  @inline(__always)
  func reducedCostSign(_ id: Int32) -> Int {
    for objective in objectives {
      let c = objective.coefficient(for: id)
      if c < 0 { return -1 }
      if c > 0 { return 1 }
    }
    return 0
  }

  /// Minimises the objective with the primal simplex (kiwi's `optimize`).
  ///
  /// Entering symbols come from the dirty list (any nonbasic, non-dummy symbol with a
  /// lexicographically negative reduced cost). After many pivots in one call it
  /// switches to Bland's rule (least id enters), which cannot cycle.
  ///
  /// Every objective is a sum of non-negative errors, so it is bounded below: a symbol
  /// with a negative reduced cost that no row bounds can only come from rounding (rows
  /// with entries near ±1e15; the fuzzer's crash-00431dc5 had -3.8e-6 on a slack). That
  /// residue is dropped from the objective (`dropResidue`) instead of failing the call.
  /// - Throws: `.internalFailure` if the simplex does not terminate (no input is known to
  ///   do that: Bland's rule cannot cycle).
  mutating func optimize() throws(SolverError) {
    var pivots = 0
    let blandAfter = 10_000 + 4 * kinds.count
    while true {
      let entering = pivots < blandAfter ? enteringSymbol() : blandEnteringSymbol()
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering.id) else {
        dropResidue(entering.id)
        continue
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      if pivots > 50 * blandAfter { throw .internalFailure("the simplex does not terminate") }
    }
  }

  /// Minimises the artificial objective (phase one of `addWithArtificialVariable`).
  ///
  /// Stops as soon as `art` leaves the basis: the artificial objective is `art` itself,
  /// so a nonbasic `art` means it is exactly zero. Going on would only chase rounding
  /// residue, which rows holding entries near ±1e15 leave in the objective's other cells
  /// (the fuzzer's crash-84e16785: such a residue had no bounding row).
  /// A negative cell no row bounds is rounding residue too (the objective is `art` ≥ 0)
  /// and is dropped.
  /// - Throws: `.internalFailure` if phase one does not terminate; the caller undoes the
  ///   pivots.
  mutating func optimizeArtificial(_ art: Symbol) throws(SolverError) {
    var pivots = 0
    let limit = 1_000_000 + 100 * kinds.count
    while let objective = artificial, isBasic[Int(art.id)] {
      var entering: Symbol? = nil
      for cell in objective.cells
      where cell.coefficient < 0 && cell.symbol.kind != .dummy
        && cell.symbol.id < (entering?.id ?? .max)
      {
        entering = cell.symbol
      }
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering.id) else {
        // The artificial objective is `art` ≥ 0, bounded below: rounding residue.
        artificial?.remove(entering.id)
        continue
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      if pivots > limit { throw .internalFailure("phase one does not terminate") }
    }
  }

  /// Removes the negative reduced cost of `id` that no row bounds: at each level, from
  /// the highest, a negative coefficient is dropped until the first positive one (which
  /// makes the reduced cost positive). The symbol is marked dirty again.
  mutating func dropResidue(_ id: Int32) {
    for level in objectives.indices {
      let c = objectives[level].coefficient(for: id)
      if c > 0 { break }
      if c < 0 { objectives[level].remove(id) }
    }
    markDirty(id)
  }

  /// Pops dirty symbols until one can enter the basis.
  mutating func enteringSymbol() -> Symbol? {
    while let id = dirty.popLast() {
      let i = Int(id)
      inDirty[i] = false
      if isBasic[i] || kinds[i] == .dummy { continue }
      if reducedCostSign(id) < 0 { return Symbol(id: id, kind: kinds[i]) }
    }
    return nil
  }

  /// The least-id nonbasic, non-dummy symbol with a negative reduced cost (Bland).
  mutating func blandEnteringSymbol() -> Symbol? {
    var best: Int32? = nil
    for objective in objectives {
      for cell in objective.cells where cell.symbol.kind != .dummy && !isBasic[Int(cell.symbol.id)] {
        if cell.symbol.id < (best ?? .max) && reducedCostSign(cell.symbol.id) < 0 {
          best = cell.symbol.id
        }
      }
    }
    dirty.removeAll(keepingCapacity: true)
    for i in inDirty.indices { inDirty[i] = false }
    if let best {
      markDirty(best)  // keeps the invariant: every candidate stays findable
      return Symbol(id: best, kind: kinds[Int(best)])
    }
    return nil
  }

  /// The restricted row that limits `entering` first (kiwi's `getLeavingRow`): least
  /// ratio -constant/coefficient over rows where it has a negative coefficient; ties
  /// go to the lower id.
  mutating func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32? = nil
    var bestRatio = Double.infinity
    for r in liveRows(containing: entering) where kinds[Int(r)] != .external {
      let row = rows[Int(r)]
      let c = row.coefficient(for: entering)
      guard c < 0 else { continue }
      let ratio = -row.constant / c
      if ratio < bestRatio || (ratio == bestRatio && r < (best ?? .max)) {
        bestRatio = ratio
        best = r
      }
    }
    return best
  }

  /// Restores feasibility after suggestions with the dual simplex (kiwi's
  /// `dualOptimize`), then optimality with `reoptimize` over the symbols the dual
  /// pivots touched (the dirty list).
  ///
  /// In exact arithmetic the dual simplex keeps the objective optimal and that second
  /// step finds nothing to do. With entries near ±1e15 the ratio test, which treats
  /// ratios within 1e-8 as equal, can pick a column that leaves a negative reduced cost
  /// (the fuzzer's crash-5eff7570: -0.46 after `setConstant`).
  /// - Throws: `.internalFailure` if the simplex does not terminate (see `optimize`).
  mutating func dualOptimize() throws(SolverError) {
    restoreFeasibility()
    try reoptimize()
  }

  /// `optimize`, then the dual simplex again if rounding left a row below zero (see
  /// `pivot`; crash-930db715: -1.4e-8 after a `setConstant` on a row with a 1.8e-6
  /// coefficient), a few rounds at most: each round only moves rounding. Rows still
  /// below zero after the last round are shifted to zero (`shiftToZero`), which leaves
  /// the objective optimal and every restricted row feasible.
  ///
  /// Every change to the tableau ends here, rollbacks included, so the invariants hold
  /// after each public call however the rounding went (Sources/LayoutSolver/LayoutSolver.docc/SolverInternals.md
  /// §7).
  /// - Throws: `.internalFailure` if the simplex does not terminate (see `optimize`).
  mutating func reoptimize() throws(SolverError) {
    for _ in 0..<8 {
      try optimize()
      if infeasible.isEmpty { return }
      restoreFeasibility()
    }
    try optimize()
    while let r = infeasible.popLast() {
      let i = Int(r)
      if isBasic[i] && (kinds[i] == .slack || kinds[i] == .error) && rows[i].constant < 0 { shiftToZero(r) }
    }
  }

  /// The dual simplex over the infeasible rows, where a row that no symbol can repair
  /// is shifted to zero.
  ///
  /// Used only where the system is known to be satisfiable (after a change that
  /// succeeded, or a rollback to the system held before): there, in exact arithmetic,
  /// every negative row can be repaired, so a row that cannot is rounding.
  /// - Complexity: the dual pivots, plus O(1) per listed row.
  mutating func restoreFeasibility() {
    while let stuck = repairFeasibility() { shiftToZero(stuck) }
  }

  /// Sets the constant of restricted row `id` to zero: a bound shift that absorbs the
  /// rounding left in a row the simplex cannot repair (as LP codes shift bounds to
  /// absorb small infeasibilities). Values then move by the shifted amount, which is
  /// rounding. Counted in `shiftedRows`.
  mutating func shiftToZero(_ id: Int32) {
    rows[Int(id)].constant = 0
    shiftedRows += 1
    markStale(id)
  }

  /// The dual simplex over the infeasible rows.
  /// - Returns: nil when every row is feasible again; otherwise the id of a restricted
  ///   row with a negative constant and no symbol that can enter (no positive,
  ///   non-dummy coefficient): the required constraints behind it contradict.
  mutating func repairFeasibility() -> Int32? {
    while let leaving = infeasible.popLast() {
      let i = Int(leaving)
      guard isBasic[i], kinds[i] != .external, rows[i].constant < 0, !nearZero(rows[i].constant) else {
        continue
      }
      // Through a local: with `rows[i]` as the argument the whole tableau was copied.
      let row = rows[i]
      guard let entering = dualEnteringSymbol(row) else {
        infeasible.append(leaving)
        return leaving
      }
      pivot(leaving: leaving, entering: entering)
    }
    return nil
  }

  /// The symbol that enters on an infeasible row: among cells with a positive
  /// coefficient (not dummies), the least reduced-cost/coefficient ratio, compared
  /// lexicographically over the levels; ties go to the lower id.
  func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: Row.Cell? = nil
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      guard let current = best else {
        best = cell
        continue
      }
      let order = compareRatios(cell, current)
      if order < 0 || (order == 0 && cell.symbol.id < current.symbol.id) { best = cell }
    }
    return best?.symbol
  }

  /// Compares the reduced-cost ratios of two cells level by level: -1 when `a` is less.
  func compareRatios(_ a: Row.Cell, _ b: Row.Cell) -> Int {
    for objective in objectives {
      let ra = objective.coefficient(for: a.symbol.id) / a.coefficient
      let rb = objective.coefficient(for: b.symbol.id) / b.coefficient
      if nearZero(ra - rb) { continue }
      return ra < rb ? -1 : 1
    }
    return 0
  }
}
