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

  /// Compacts the symbol ids when dead symbols outnumber live ones by more than
  /// `compactionRatio` (three to one) and there are at least `compactionMinimum` of
  /// them, so storage stays within four times the live symbols. Called at the end of a public change, when no symbol id is
  /// held outside the tableau's own storage.
  /// - Complexity: amortised O(cells of the rows and columns) per removed symbol, since
  ///   a compaction follows at least three times as many removals as there are live
  ///   symbols (a ratio of one to one compacted three times as often, for 3% more
  ///   instructions in `scrollwork-bench table-scroll`).
  mutating func compactIfWorthwhile() {
    guard deadCount >= compactionMinimum, deadCount > compactionRatio * (kinds.count - deadCount) else { return }
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
    func renameList(_ ids: inout [Int32]) {
      var kept = 0
      for i in ids.indices {
        let n = newID[Int(ids[i])]
        if n >= 0 {
          ids[kept] = n
          kept += 1
        }
      }
      ids.removeLast(ids.count - kept)
    }
    func renamed(_ symbol: Symbol) -> Symbol { Symbol(id: newID[Int(symbol.id)], kind: symbol.kind) }

    // In place: each live symbol's entries move down to its new id (swaps, so no
    // buffer is copied or freed on the way), then the tails are dropped.
    for old in kinds.indices {
      let n = Int(newID[old])
      guard n >= 0 else { continue }
      if isBasic[old] { rows[old].rename(newID) } else { rows[old] = Row() }
      renameList(&columns[old])
      if n != old {
        kinds[n] = kinds[old]
        rows.swapAt(n, old)
        isBasic[n] = isBasic[old]
        columns.swapAt(n, old)
        owners.swapAt(n, old)
        inDirty[n] = inDirty[old]
        valueValid[n] = valueValid[old]
        cacheValue[n] = cacheValue[old]
      }
    }
    let count = Int(next)
    let dropped = kinds.count - count
    kinds.removeLast(dropped)
    rows.removeLast(dropped)
    isBasic.removeLast(dropped)
    columns.removeLast(dropped)
    owners.removeLast(dropped)
    inDirty.removeLast(dropped)
    valueValid.removeLast(dropped)
    cacheValue.removeLast(dropped)
    stamps = [UInt32](repeating: 0, count: count)
    stampTick = 0
    isDead = [Bool](repeating: false, count: count)
    deadCount = 0

    for level in objectives.indices { objectives[level].rename(newID) }
    artificial?.rename(newID)
    renameList(&dirty)
    renameList(&infeasible)
    renameList(&staleRoots)
    renameList(&recompute)
    renameList(&externalIDs)
    valueStack.removeAll(keepingCapacity: true)
    pivotLog = pivotLog?.map { (newID[Int($0.leaving)], renamed($0.entering)) }

    // In place (a dictionary's values can be changed without rehashing or copying).
    func renamed(_ tag: Tag) -> Tag { Tag(marker: renamed(tag.marker), other: tag.other.map(renamed)) }
    for i in variables.indices { variables.values[i].symbol = renamed(variables.values[i].symbol) }
    for i in constraints.indices { constraints.values[i].tag = renamed(constraints.values[i].tag) }
    for i in edits.indices { edits.values[i].tag = renamed(edits.values[i].tag) }
    compactions += 1
  }
}
