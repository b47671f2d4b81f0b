/// One equation of the tableau: `basic = constant + Σ coefficient·symbol`
/// (kiwi's `Row`), or an objective `constant + Σ coefficient·symbol`.
///
/// Cells are kept in a flat array. Rows with many cells (objectives, the rows of
/// long chains) also keep a symbol → position index, so lookups stay O(1).
struct Row: Sendable {
  /// One nonzero coefficient.
  struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  /// The nonzero cells, in no particular order.
  private(set) var cells: [Cell] = []
  /// The constant part of the row.
  var constant: Double
  /// Symbol id → position in `cells`, kept once the row is larger than `indexThreshold`.
  private var index: CellIndex? = nil

  private static let indexThreshold = 12

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// An empty row with room for `capacity` cells (a new constraint's terms and its
  /// slack and error symbols), so that building it does not grow the storage.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  var isEmpty: Bool { cells.isEmpty }
  var count: Int { cells.count }

  /// The position of `id` in `cells`, if present.
  /// - Complexity: O(1) for indexed rows, O(*n*) otherwise (n <= 12).
  @inline(__always)
  func position(of id: Int32) -> Int? {
    if let index { return index.value(for: id).map(Int.init) }
    for i in cells.indices where cells[i].symbol.id == id { return i }
    return nil
  }

  /// The coefficient of `id`, 0 when absent.
  @inline(__always)
  func coefficient(for id: Int32) -> Double {
    position(of: id).map { cells[$0].coefficient } ?? 0
  }

  /// Adds `delta` to the coefficient of `symbol`, dropping the cell when the sum is
  /// near zero.
  /// - Returns: true when `symbol` was absent and now has a cell (the caller then
  ///   records the row in the symbol's column).
  @discardableResult
  mutating func add(_ symbol: Symbol, _ delta: Double) -> Bool {
    if let at = position(of: symbol.id) {
      let sum = cells[at].coefficient + delta
      if nearZero(sum) { remove(at: at) } else { cells[at].coefficient = sum }
      return false
    }
    if nearZero(delta) { return false }
    append(Cell(symbol: symbol, coefficient: delta))
    return true
  }

  /// The symbol of the cell with the largest magnitude among those whose symbol passes
  /// `include`; ties go to the earlier cell.
  /// - Complexity: O(*n*).
  func largestCell(where include: (Symbol) -> Bool) -> Symbol? {
    var best: Cell? = nil
    for cell in cells where include(cell.symbol) && abs(cell.coefficient) > abs(best?.coefficient ?? 0) {
      best = cell
    }
    return best?.symbol
  }

  /// Removes the cell of `id` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ id: Int32) -> Double {
    guard let at = position(of: id) else { return 0 }
    let c = cells[at].coefficient
    remove(at: at)
    return c
  }

  /// Replaces the cell of `id` by `source` scaled by its coefficient (one row of a
  /// pivot's substitution), with the same arithmetic and the same cell order as
  /// `remove(id)` followed by `add(_:_:)` of each source cell in order.
  ///
  /// Lookups go through `positions` (symbol id → position, -1 for absent; every entry
  /// is -1 again on return) instead of the row's index, which is rebuilt once at the end:
  /// maintaining it cell by cell cost more than the substitution itself.
  /// - Parameter added: receives the ids of the symbols that gained a cell, in order
  ///   (the caller records the row in their columns).
  /// - Complexity: O(count + source.count).
  mutating func substitute(
    _ id: Int32, by source: Row, positions: inout [Int32], added: inout [Int32]
  ) {
    // The index's storage is kept for the rebuild at the end.
    var kept: CellIndex? = nil
    swap(&kept, &index)
    var count = cells.count
    // Room for every source cell, so the loop works on buffers with a running count
    // (array accessors' uniqueness checks cost as much as the arithmetic).
    cells.append(contentsOf: source.cells)
    var c = 0.0
    source.cells.withUnsafeBufferPointer { sourceCells in
      cells.withUnsafeMutableBufferPointer { cells in
        positions.withUnsafeMutableBufferPointer { positions in
          for i in 0..<count { positions[Int(cells[i].symbol.id)] = Int32(i) }
          let at = Int(positions[Int(id)])
          if at >= 0 {
            c = cells[at].coefficient
            Row.removeCell(at: at, from: cells, count: &count, positions: positions)
          }
          for cell in sourceCells {
            let delta = c * cell.coefficient
            let s = Int(cell.symbol.id)
            let p = Int(positions[s])
            if p >= 0 {
              let sum = cells[p].coefficient + delta
              if nearZero(sum) {
                Row.removeCell(at: p, from: cells, count: &count, positions: positions)
              } else {
                cells[p].coefficient = sum
              }
            } else if !nearZero(delta) {
              positions[s] = Int32(count)
              cells[count] = Cell(symbol: cell.symbol, coefficient: delta)
              count += 1
              added.append(cell.symbol.id)
            }
          }
          for i in 0..<count { positions[Int(cells[i].symbol.id)] = -1 }
        }
      }
    }
    cells.removeLast(cells.count - count)
    constant += c * source.constant
    // A row keeps its index once it has one (as `add` does): rows that hover around the
    // threshold would otherwise allocate a table each time they cross it.
    if kept != nil {
      kept!.refill(with: cells)  // in place: a binding would share the storage and copy it
      swap(&kept, &index)
    } else if count > Row.indexThreshold {
      rebuildIndex()
    }
  }

  /// `remove(at:)` for `substitute(_:by:positions:added:)`: the last of the first
  /// `count` cells moves into the hole, and `positions` follows.
  @inline(__always)
  private static func removeCell(
    at position: Int, from cells: UnsafeMutableBufferPointer<Cell>, count: inout Int,
    positions: UnsafeMutableBufferPointer<Int32>
  ) {
    let last = count - 1
    positions[Int(cells[position].symbol.id)] = -1
    if position != last {
      cells[position] = cells[last]
      positions[Int(cells[position].symbol.id)] = Int32(position)
    }
    count = last
  }

  /// Builds the symbol → position index from the cells.
  private mutating func rebuildIndex() {
    var built = CellIndex(capacity: cells.count * 2)
    for (i, c) in cells.enumerated() { built.set(Int32(i), for: c.symbol.id) }
    index = built
  }

  /// Multiplies the row by -1.
  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Solves the row for `symbol`, which must be present with a nonzero coefficient.
  ///
  /// The row `0 = a·x + b·y + c` becomes `x = -b/a·y - c/a`: the cell of `x` is
  /// removed and everything else is scaled by -1/a.
  mutating func solve(for symbol: Symbol) {
    let a = remove(symbol.id)
    let k = -1 / a
    constant *= k
    for i in cells.indices { cells[i].coefficient *= k }
  }

  /// Solves `lhs = row` for `rhs`: inserts `-1·lhs` and solves for `rhs`. Returns
  /// true when `lhs` is new to the row (it is, unless the row was malformed).
  @discardableResult
  mutating func solve(for lhs: Symbol, moving rhs: Symbol) -> Bool {
    let isNew = add(lhs, -1)
    solve(for: rhs)
    return isNew
  }

  /// Renames every symbol id through `newID` (indexed by old id), keeping the cells in
  /// their order: used by `Tableau.compactSymbols`, whose renaming keeps the order of
  /// ids, so every later computation on the row is the same.
  /// - Precondition: every symbol of the row has a new id (`newID[old] >= 0`).
  mutating func rename(_ newID: [Int32]) {
    for i in cells.indices {
      let s = cells[i].symbol
      cells[i].symbol = Symbol(id: newID[Int(s.id)], kind: s.kind)
    }
    if index != nil { rebuildIndex() }
  }

  private mutating func append(_ cell: Cell) {
    if index != nil {
      index?.set(Int32(cells.count), for: cell.symbol.id)
    } else if cells.count >= Row.indexThreshold {
      var built = CellIndex(capacity: cells.count * 2)
      for (i, c) in cells.enumerated() { built.set(Int32(i), for: c.symbol.id) }
      built.set(Int32(cells.count), for: cell.symbol.id)
      index = built
    }
    cells.append(cell)
  }

  private mutating func remove(at position: Int) {
    let last = cells.count - 1
    let removedID = cells[position].symbol.id
    if position != last {
      cells[position] = cells[last]
      index?.set(Int32(position), for: cells[position].symbol.id)
    }
    cells.removeLast()
    index?.remove(removedID)
  }
}
