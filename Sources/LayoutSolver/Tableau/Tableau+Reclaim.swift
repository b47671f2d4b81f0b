extension Tableau {
  /// Records `symbol` (a slack, error or dummy the solver made) as dead when nothing
  /// references it any more: nonbasic, in no row, in no objective. Called for the symbols
  /// of a removed constraint and for the artificial variable once phase one is over.
  ///
  /// In exact arithmetic a removed constraint's marker and its other error always end up
  /// referenced nowhere (kiwi's removal drops the only row that could hold them); a symbol
  /// that rounding left in some row keeps its id and is simply not reclaimed.
  mutating func release(_ symbol: Symbol) {
    guard symbol.kind != .external, Int(symbol.id) < kinds.count, !isDead[Int(symbol.id)] else { return }
    guard isFresh(symbol), artificial?.position(of: symbol.id) == nil else { return }
    isDead[Int(symbol.id)] = true
    owners[Int(symbol.id)] = nil
    columns[Int(symbol.id)] = []
    deadCount += 1
  }

  /// Compacts the symbol ids when dead symbols outnumber live ones (and there are at
  /// least `compactionMinimum` of them). Called at the end of a public change, when no
  /// symbol id is held outside the tableau's own storage.
  /// - Complexity: amortised O(cells of the rows and columns) per removed symbol, since
  ///   a compaction follows at least as many removals as there are live symbols.
  mutating func compactIfWorthwhile() {
    guard deadCount >= compactionMinimum, deadCount * 2 > kinds.count else { return }
    compactSymbols()
  }

  /// Renumbers the live symbols densely, keeping their order (a symbol with a lower id
  /// keeps a lower id), and drops the storage of the dead ones.
  ///
  /// Every choice the solver makes by id (ties of the ratio tests, Bland's rule, the
  /// order `expand` follows references, the order of conflicts) compares ids only, so an
  /// order-keeping renaming leaves every later pivot, and so every value, bit for bit as
  /// it would have been without it. Cells keep their order within rows, columns and the
  /// work lists keep theirs. User variables are never dead (the tableau keeps them as
  /// long as it lives); their handles name them by creation ordinal, which does not move.
  mutating func compactSymbols() {
    var newID = [Int32](repeating: -1, count: kinds.count)
    var next: Int32 = 0
    for id in kinds.indices where !isDead[id] {
      newID[id] = next
      next += 1
    }
    func keep<T>(_ values: [T]) -> [T] {
      var out: [T] = []
      out.reserveCapacity(Int(next))
      for id in values.indices where newID[id] >= 0 { out.append(values[id]) }
      return out
    }
    func renamedList(_ ids: [Int32]) -> [Int32] {
      var out: [Int32] = []
      out.reserveCapacity(ids.count)
      for id in ids where newID[Int(id)] >= 0 { out.append(newID[Int(id)]) }
      return out
    }
    func renamed(_ symbol: Symbol) -> Symbol { Symbol(id: newID[Int(symbol.id)], kind: symbol.kind) }

    var newRows: [Row] = []
    newRows.reserveCapacity(Int(next))
    for id in rows.indices where newID[id] >= 0 {
      newRows.append(isBasic[id] ? rows[id].renamed(newID) : Row())
    }
    rows = newRows
    var newColumns: [[Int32]] = []
    newColumns.reserveCapacity(Int(next))
    for id in columns.indices where newID[id] >= 0 { newColumns.append(renamedList(columns[id])) }
    columns = newColumns
    kinds = keep(kinds)
    isBasic = keep(isBasic)
    owners = keep(owners)
    inDirty = keep(inDirty)
    valueValid = keep(valueValid)
    cacheValue = keep(cacheValue)
    stamps = [UInt32](repeating: 0, count: Int(next))
    stampTick = 0
    isDead = [Bool](repeating: false, count: Int(next))
    deadCount = 0

    objectives = objectives.map { $0.renamed(newID) }
    artificial = artificial?.renamed(newID)
    dirty = renamedList(dirty)
    infeasible = renamedList(infeasible)
    staleRoots = renamedList(staleRoots)
    recompute = renamedList(recompute)
    externalIDs = renamedList(externalIDs)
    valueStack.removeAll(keepingCapacity: true)
    pivotLog = pivotLog?.map { (newID[Int($0.leaving)], renamed($0.entering)) }

    for (key, known) in variables {
      variables[key] = (known.variable, renamed(known.symbol), known.ordinal)
    }
    for (key, info) in constraints {
      constraints[key] = ConstraintInfo(
        constraint: info.constraint, tag: Tag(marker: renamed(info.tag.marker), other: info.tag.other.map(renamed)),
        markerCoefficient: info.markerCoefficient, constant: info.constant)
    }
    for (key, info) in edits {
      edits[key] = EditInfo(
        variable: info.variable, constraint: info.constraint,
        tag: Tag(marker: renamed(info.tag.marker), other: info.tag.other.map(renamed)), constant: info.constant)
    }
    compactions += 1
  }
}
