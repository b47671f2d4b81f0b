extension Tableau {
  /// Invariant: a valid value's references are valid, and a nonbasic user variable is
  /// always valid (its value is 0).
  ///
  /// Invalidates the values of the changed rows and of every row that refers to them,
  /// directly or not (through the columns, which list the rows naming a symbol). A row
  /// that is already invalid is not followed: its dependents were invalidated with it.
  /// - Complexity: O(rows invalidated + their column entries).
  mutating func propagateStaleness() {
    // When a change reaches much of the tableau (a width sweep, many pivots), walking
    // it costs more than a linear reset and one full pass: cap the walk.
    let cap = externalIDs.count / 4 + 64
    if staleRoots.count > cap {
      invalidateAllValues()
      return
    }
    var invalidated = 0
    while let id = staleRoots.popLast() {
      let i = Int(id)
      if invalidated > cap {
        invalidateAllValues()
        return
      }
      if !recomputeAll { recompute.append(id) }
      guard valueValid[i] else { continue }
      valueValid[i] = false
      invalidated += 1
      // Only basic rows depend on anything. Each basic row is invalidated once and
      // pushed only while valid, so the walk ends even through stale column entries.
      for dependent in columns[i] {
        let d = Int(dependent)
        if kinds[d] == .external && isBasic[d] && valueValid[d] { staleRoots.append(dependent) }
      }
      // A nonbasic user variable is 0 and stays valid: when it becomes basic again,
      // its dependents must be reached through it.
      if !isBasic[i] {
        cacheValue[i] = 0
        valueValid[i] = true
      }
    }
  }

  /// Marks every value stale (nonbasic user variables stay valid at 0) and makes the
  /// next `updateValues` a full pass.
  /// - Complexity: O(user variables), a tight loop.
  mutating func invalidateAllValues() {
    staleRoots.removeAll(keepingCapacity: true)
    recompute.removeAll(keepingCapacity: true)
    recomputeAll = true
    for id in externalIDs {
      let i = Int(id)
      let basic = isBasic[i]
      valueValid[i] = !basic
      if !basic { cacheValue[i] = 0 }
    }
  }

  /// The current value of a symbol: 0 when nonbasic; otherwise its row's constant
  /// plus the values of the basic user variables the row refers to (lazy rows).
  ///
  /// Values are cached until a change reaches them, so reading every variable after a
  /// change costs O(what the change can affect).
  mutating func value(of id: Int32) -> Double {
    let root = Int(id)
    guard isBasic[root] else { return 0 }
    if !staleRoots.isEmpty { propagateStaleness() }
    if valueValid[root] { return cacheValue[root] }
    var stack = valueStack
    valueStack = []
    stack.removeAll(keepingCapacity: true)
    stack.append(id)
    while let top = stack.last {
      // The references form no cycle (an invariant); the bound keeps a broken
      // tableau from looping forever.
      if stack.count > 2 * kinds.count + 16 { break }
      let t = Int(top)
      if valueValid[t] {
        stack.removeLast()
        continue
      }
      var ready = true
      var sum = rows[t].constant
      for cell in rows[t].cells {
        let s = Int(cell.symbol.id)
        guard isBasic[s] else { continue }
        if valueValid[s] {
          sum += cell.coefficient * cacheValue[s]
        } else {
          ready = false
          stack.append(cell.symbol.id)
        }
      }
      if ready {
        cacheValue[t] = sum
        valueValid[t] = true
        stack.removeLast()
      }
    }
    valueStack = stack
    return valueValid[root] ? cacheValue[root] : rows[root].constant
  }

  /// Brings the value of every basic user variable up to date, recomputing only the
  /// rows a change has reached since the last call.
  ///
  /// Tight passes over raw buffers compute each row whose references are already
  /// known; rows that refer to rows not yet computed are kept, in order, for the next
  /// pass (two passes cover the usual layouts, where a row refers to older rows or to
  /// a sibling made just after it). Whatever is left after a few passes goes through
  /// the depth-first walk of `value(of:)`. With array accessors each row visit paid a
  /// retain and a release of its cells, half the cost of a width sweep.
  /// - Complexity: O(cells of the rows a change reached).
  mutating func updateValues() {
    propagateStaleness()
    var pending: [Int32]
    if recomputeAll {
      pending = externalIDs
      recomputeAll = false
    } else {
      pending = recompute
    }
    recompute.removeAll(keepingCapacity: true)
    for _ in 0..<4 where !pending.isEmpty {
      let before = pending.count
      pending = valuePass(pending)
      if pending.count == before { break }
    }
    for id in pending where !valueValid[Int(id)] { _ = value(of: id) }
  }

  /// Computes the values of `ids` whose references are known; returns the others.
  private mutating func valuePass(_ ids: [Int32]) -> [Int32] {
    var misses: [Int32] = []
    rows.withUnsafeBufferPointer { rows in
      isBasic.withUnsafeBufferPointer { isBasic in
        valueValid.withUnsafeMutableBufferPointer { valid in
          cacheValue.withUnsafeMutableBufferPointer { cacheValue in
            for id in ids {
              let i = Int(id)
              guard isBasic[i], !valid[i] else { continue }
              let known: Bool = rows[i].cells.withUnsafeBufferPointer { cells in
                var sum = rows[i].constant
                for cell in cells {
                  let s = Int(cell.symbol.id)
                  guard isBasic[s] else { continue }
                  guard valid[s] else { return false }
                  sum += cell.coefficient * cacheValue[s]
                }
                cacheValue[i] = sum
                valid[i] = true
                return true
              }
              if !known { misses.append(id) }
            }
          }
        }
      }
    }
    return misses
  }

  /// The value of a user variable, 0 when the tableau does not know it.
  mutating func value(of variable: Variable) -> Double {
    guard let known = variables[ObjectIdentifier(variable)] else { return 0 }
    return value(of: known.symbol.id)
  }

  /// The earlier constraints whose markers appear in `row`: why `constraint` failed.
  ///
  /// The row of a failed required constraint, written in nonbasic symbols, is a sum
  /// of the markers of the constraints it was combined with, so their owners are the
  /// conflicting set. Only required constraints are named.
  /// - Parameter basic: the basic symbol of `row`, when `row` is a tableau row (its
  ///   owner is part of the conflict too).
  func conflicts(in row: Row, basic: Int32? = nil, excluding constraint: Constraint) -> [Constraint] {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
    var result: [(Int32, Constraint)] = []
    let ids = (basic.map { [$0] } ?? []) + row.cells.map(\.symbol.id)
    for id in ids {
      guard let owner = owners[Int(id)], owner.strength.isRequired else { continue }
      if seen.insert(ObjectIdentifier(owner)).inserted { result.append((id, owner)) }
    }
    return result.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

extension Tableau {
  /// Whether the required equalities alone fix the value of user variable `id`: its
  /// row, with lazy references followed, mentions no symbol but dummies (the
  /// markers of required equalities, always 0). Optional constraints and
  /// inequalities then cannot move it.
  /// - Complexity: O(cells of the rows reached), each row visited once.
  func isFixedByRequiredEqualities(_ id: Int32) -> Bool {
    guard Int(id) < isBasic.count, isBasic[Int(id)] else { return false }
    var stack: [Int32] = [id]
    var seen: Set<Int32> = [id]
    var steps = 0
    while let top = stack.popLast() {
      steps += 1
      if steps > kinds.count + 16 { return false }  // a broken tableau cannot loop here
      for cell in rows[Int(top)].cells {
        let s = Int(cell.symbol.id)
        if isBasic[s] && kinds[s] == .external {
          if seen.insert(cell.symbol.id).inserted { stack.append(cell.symbol.id) }
        } else if kinds[s] != .dummy {
          return false
        }
      }
    }
    return true
  }
}

extension Tableau {
  /// Reads many handles in one mutating access (no exclusivity check per value):
  /// `output[i]` = the value of `handles[i]`, 0 for a stale or unknown handle.
  /// - Precondition: `output.count == handles.count`.
  mutating func readValues(_ handles: [VariableHandle], into output: inout [Double]) {
    if !staleRoots.isEmpty { propagateStaleness() }
    let count = externalIDs.count
    for i in handles.indices {
      let h = handles[i]
      guard h.epoch == epoch, h.id >= 0, Int(h.id) < count else {
        output[i] = 0
        continue
      }
      let symbol = externalIDs[Int(h.id)]
      let id = Int(symbol)
      // The cached value when it is current (the common case), else the walk.
      output[i] = !isBasic[id] ? 0 : valueValid[id] ? cacheValue[id] : value(of: symbol)
    }
  }
}
