extension Tableau {
  /// The current value of a symbol: 0 when nonbasic; otherwise its row's constant
  /// plus the values of the basic user variables the row refers to (lazy rows).
  ///
  /// Values are cached per `epoch`, so reading every variable after a change costs
  /// O(size of the tableau) once.
  mutating func value(of id: Int32) -> Double {
    let root = Int(id)
    guard isBasic[root] else { return 0 }
    if cacheEpoch[root] == epoch { return cacheValue[root] }
    if let sum = valueIfReferencesKnown(root) {
      cacheValue[root] = sum
      cacheEpoch[root] = epoch
      return sum
    }
    var stack = valueStack
    valueStack = []
    stack.removeAll(keepingCapacity: true)
    stack.append(id)
    while let top = stack.last {
      // The references form no cycle (an invariant); the bound keeps a broken
      // tableau from looping forever.
      if stack.count > 2 * kinds.count + 16 { break }
      let t = Int(top)
      if cacheEpoch[t] == epoch {
        stack.removeLast()
        continue
      }
      var ready = true
      var sum = rows[t].constant
      for cell in rows[t].cells {
        let s = Int(cell.symbol.id)
        guard isBasic[s] else { continue }
        if cacheEpoch[s] == epoch {
          sum += cell.coefficient * cacheValue[s]
        } else {
          ready = false
          stack.append(cell.symbol.id)
        }
      }
      if ready {
        cacheValue[t] = sum
        cacheEpoch[t] = epoch
        stack.removeLast()
      }
    }
    valueStack = stack
    return cacheEpoch[root] == epoch ? cacheValue[root] : rows[root].constant
  }

  /// The value of basic `t` if every row it refers to already has a current value.
  @inline(__always)
  func valueIfReferencesKnown(_ t: Int) -> Double? {
    var sum = rows[t].constant
    for cell in rows[t].cells {
      let s = Int(cell.symbol.id)
      guard isBasic[s] else { continue }
      guard cacheEpoch[s] == epoch else { return nil }
      sum += cell.coefficient * cacheValue[s]
    }
    return sum
  }

  /// Computes and caches the value of every basic user variable, oldest first, so
  /// that most references are already known when they are needed.
  /// - Complexity: O(cells of the user-variable rows).
  mutating func updateValues() {
    for id in externalIDs {
      let i = Int(id)
      if isBasic[i] && cacheEpoch[i] != epoch { _ = value(of: id) }
    }
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
