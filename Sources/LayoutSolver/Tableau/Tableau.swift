/// The Cassowary tableau behind ``Solver`` (kiwi's `SolverImpl`), with three departures
/// that keep scroll-view content near-linear (see `Sources/LayoutSolver/LayoutSolver.docc/SolverInternals.md`):
///
/// 1. **Lazy external rows.** The row of a user variable may name other basic user
///    variables instead of their expansions (`top₅ = top₄ + height₄ + 8`), so a
///    chain of N rows holds O(N) cells rather than O(N²). Restricted rows (slack,
///    error and dummy basics) and the objective stay fully reduced, which is all the
///    simplex reads. Values are computed on demand by walking the references.
/// 2. **A column index.** Each symbol lists the rows that may contain it, so a
///    substitution or a suggestion touches only those rows.
/// 3. **Lexicographic objective.** One objective row per priority level in use,
///    highest first; reduced costs compare as vectors, so no weight can let many low
///    priority errors outweigh one higher priority error.
struct Tableau {
  /// What the solver remembers about an added constraint.
  struct ConstraintInfo {
    let constraint: Constraint
    /// Renamed by `compactSymbols`.
    var tag: Tag
    /// The coefficient of `tag.marker` in the constraint's own row as made: the
    /// constant of the expression moves by δ exactly when the marker moves by
    /// δ / markerCoefficient (see `setConstant`).
    let markerCoefficient: Double
    /// The constant in force (`expression.constant` until `setConstant` changes it).
    var constant: Double
    /// The priority in force (`constraint.strength` until `setStrength` changes it).
    var priority: Double
    /// The error weight in force (`constraint.weight` until `setStrength` changes it).
    var weight: Double
  }

  /// What the solver remembers about an edit variable.
  struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    /// Renamed by `compactSymbols`.
    var tag: Tag
    /// The last suggested value.
    var constant: Double
  }

  // MARK: Symbols and rows (indexed by symbol id)

  /// The largest coefficient magnitude `add` accepts (`Solver.maximumCoefficient`).
  var coefficientLimit = Solver.maximumCoefficient
  /// The kind of every symbol.
  var kinds: [Symbol.Kind] = []
  /// The row of each basic symbol; meaningless where `isBasic` is false.
  var rows: [Row] = []
  /// Whether each symbol is basic (has a row).
  var isBasic: [Bool] = []
  /// Symbol id → ids of the rows that may contain it (stale and repeated entries
  /// are allowed and dropped by `liveRows(containing:)`).
  var columns: [[Int32]] = []
  /// Symbol id → cell position in the row being substituted, -1 elsewhere (scratch of
  /// `Row.substitute(_:by:positions:added:)`; grown to `kinds.count` on use).
  var positions: [Int32] = []
  /// Scratch: the symbols a substitution gave a new cell in one row.
  var addedSymbols: [Int32] = []
  /// Per-row marks used to visit each row once.
  var stamps: [UInt32] = []
  var stampTick: UInt32 = 0
  /// The constraint that owns each marker (for conflict explanations and dumps).
  var owners: [Constraint?] = []
  /// Whether each symbol is dead: made by the solver, then referenced by nothing after
  /// its constraint went (`release`). `compactSymbols` drops dead symbols' storage.
  var isDead: [Bool] = []
  /// The number of `true` entries of `isDead`.
  var deadCount = 0
  /// Fewer dead symbols than this never trigger `compactSymbols`, so small solvers keep
  /// their ids (tests lower it to compact often, or raise it to never compact).
  var compactionMinimum = 64
  /// `compactSymbols` runs once dead symbols outnumber live ones by more than this ratio
  /// (tests set 0 to compact after every removal).
  var compactionRatio = 3

  // MARK: Objective

  /// The optional priorities in use, highest first.
  var levels: [Double] = []
  /// One objective row per entry of `levels`.
  var objectives: [Row] = []
  /// The artificial objective, only while `addWithArtificialVariable` runs.
  var artificial: Row? = nil
  /// Symbols whose objective coefficients changed since they were last looked at:
  /// every nonbasic symbol with a negative reduced cost is in here.
  var dirty: [Int32] = []
  var inDirty: [Bool] = []
  /// Restricted rows whose constant may have gone negative.
  var infeasible: [Int32] = []

  // MARK: Values

  /// Whether `cacheValue` holds the current value of each basic user variable. A valid
  /// value's references are valid too, so invalidation stops at invalid rows.
  var valueValid: [Bool] = []
  var cacheValue: [Double] = []
  /// User-variable rows changed since values were last brought up to date; their
  /// values, and those of the rows that refer to them, are stale.
  var staleRoots: [Int32] = []
  /// Rows whose values `updateValues` must recompute (the invalidated ones).
  var recompute: [Int32] = []
  /// Set when `recompute` overflowed: `updateValues` then visits every variable.
  var recomputeAll = true
  /// The ids of the external symbols, in creation order (for `updateValues`).
  var externalIDs: [Int32] = []
  /// Scratch stack of the value walk, kept to avoid an allocation per value.
  var valueStack: [Int32] = []

  /// Notes that the row of `id` changed (or `id` became basic or nonbasic): its value
  /// and those of the rows referring to it must be recomputed.
  @inline(__always)
  mutating func markStale(_ id: Int32) {
    if kinds[Int(id)] == .external { staleRoots.append(id) }
  }

  // MARK: Statistics (for benchmarks and tests)

  /// Pivots made since the tableau was created.
  var pivotCount = 0
  /// Cells written by substitutions since the tableau was created.
  var substitutedCells = 0
  /// Rows expanded (lazy references replaced) since the tableau was created.
  var expandedRows = 0
  /// Rows whose rounding residue `shiftToZero` absorbed since the tableau was created.
  var shiftedRows = 0
  /// Times `compactSymbols` renumbered the symbols since the tableau was created.
  var compactions = 0

  /// While an add is being tried, the pivots it made, so a failure can undo them.
  var pivotLog: [(leaving: Int32, entering: Symbol)]? = nil

  // MARK: Model

  /// Every user variable the tableau knows, with its symbol and its creation ordinal (its
  /// place in `externalIDs`, which a ``VariableHandle`` names: symbol ids move when
  /// `compactSymbols` runs, ordinals do not).
  var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol, ordinal: Int32)] = [:]
  /// Bumped by `reset()`, so handles from before it read 0.
  var epoch = 0
  var constraints: [ObjectIdentifier: ConstraintInfo] = [:]
  var edits: [ObjectIdentifier: EditInfo] = [:]

  /// Creates a symbol of `kind` with the next dense id (dead ids are given back by
  /// `compactSymbols`, not reused here, so ids keep the order of creation).
  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: Int32(kinds.count), kind: kind)
    kinds.append(kind)
    rows.append(Row())
    isBasic.append(false)
    columns.append([])
    stamps.append(0)
    owners.append(nil)
    isDead.append(false)
    inDirty.append(false)
    valueValid.append(kind == .external)  // nonbasic user variables are valid at 0
    cacheValue.append(0)
    if kind == .external { externalIDs.append(symbol.id) }
    return symbol
  }

  /// The external symbol of `variable`, created on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let known = variables[key] { return known.symbol }
    let s = makeSymbol(.external)
    variables[key] = (variable, s, Int32(externalIDs.count - 1))
    return s
  }

  /// The objective level of `priority`, created (in descending order) when new.
  mutating func level(for priority: Double) -> Int {
    var at = 0
    while at < levels.count && levels[at] > priority { at += 1 }
    if at < levels.count && levels[at] == priority { return at }
    levels.insert(priority, at: at)
    objectives.insert(Row(), at: at)
    return at
  }

  // MARK: Row bookkeeping

  /// Makes `symbol` basic with `row`, recording the row in each cell's column.
  ///
  /// A slack or error row with a negative constant is listed as infeasible, for the dual
  /// simplex. In exact arithmetic no caller makes one except `addInfeasibleInequality`;
  /// rounding can (a pivot's new row, crash-e67b1405; the row phase one leaves when the
  /// artificial variable stays basic and its tiny pivot scales residue of 1.8e-15 up to
  /// -1.8e-8, crash-a08781a8). A dummy row is a redundant required equality, zero at
  /// every basic solution: its constant is set to zero, as in `substitute`.
  mutating func putRow(_ symbol: Symbol, _ row: Row) {
    let id = Int(symbol.id)
    for cell in row.cells { columns[Int(cell.symbol.id)].append(symbol.id) }
    rows[id] = row
    isBasic[id] = true
    markStale(symbol.id)
    if symbol.kind == .dummy {
      rows[id].constant = 0
    } else if symbol.isRestricted && row.constant < 0 {
      infeasible.append(symbol.id)
    }
  }

  /// Takes the row of basic `id` out of the tableau (its column entries go stale).
  mutating func takeRow(_ id: Int32) -> Row {
    let i = Int(id)
    isBasic[i] = false
    markStale(id)
    let row = rows[i]
    rows[i] = Row()
    return row
  }

  /// The rows that contain `id`, each once; compacts the symbol's column.
  /// - Complexity: O(length of the column); compacts in place (no allocation: a pivot
  ///   calls it for every symbol it substitutes).
  mutating func liveRows(containing id: Int32) -> [Int32] {
    if columns[Int(id)].isEmpty { return [] }
    stampTick &+= 1
    if stampTick == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      stampTick = 1
    }
    // Taken out of `columns` while compacted, so the buffer stays uniquely referenced.
    var column: [Int32] = []
    swap(&column, &columns[Int(id)])
    var kept = 0
    for k in column.indices {
      let r = column[k]
      let ri = Int(r)
      if stamps[ri] != stampTick && isBasic[ri] && rows[ri].position(of: id) != nil {
        stamps[ri] = stampTick
        column[kept] = r
        kept += 1
      }
    }
    column.removeLast(column.count - kept)
    columns[Int(id)] = column
    return column
  }

  /// Whether `symbol` is nonbasic and appears in no row and no objective.
  mutating func isFresh(_ symbol: Symbol) -> Bool {
    let id = symbol.id
    if isBasic[Int(id)] { return false }
    if !columns[Int(id)].isEmpty && !liveRows(containing: id).isEmpty { return false }
    for objective in objectives where objective.position(of: id) != nil { return false }
    return true
  }

  /// Whether `row` names a basic symbol (a lazy reference to another row).
  func hasReferences(_ row: Row) -> Bool {
    row.cells.contains { isBasic[Int($0.symbol.id)] }
  }

  /// Replaces every basic symbol of `row` by its row, until none is left.
  ///
  /// References are expanded newest first (highest id first, a max-heap): a row
  /// refers to older rows, so when two chains of references meet, both reach the
  /// shared row before it is expanded and their terms cancel there instead of both
  /// being copied to the root. A difference of two long paths stays short.
  /// - Complexity: O(k log k) for k expanded references, plus the cells copied.
  mutating func expand(_ row: inout Row) {
    var heap: [Int32] = []
    for cell in row.cells where isBasic[Int(cell.symbol.id)] { heapPush(&heap, cell.symbol.id) }
    if heap.isEmpty { return }
    expandedRows += 1
    while let b = heapPop(&heap) {
      let c = row.remove(b)
      if c == 0 { continue }
      let source = rows[Int(b)]
      for cell in source.cells
      where row.add(cell.symbol, c * cell.coefficient) && isBasic[Int(cell.symbol.id)] {
        heapPush(&heap, cell.symbol.id)
      }
      row.constant += c * source.constant
    }
  }

  /// Marks `id` for the entering-symbol search.
  @inline(__always)
  mutating func markDirty(_ id: Int32) {
    if !inDirty[Int(id)] {
      inDirty[Int(id)] = true
      dirty.append(id)
    }
  }

  /// Adds `coefficient · symbol` (or, if basic, its row) to objective `level`.
  mutating func addToObjective(_ level: Int, _ symbol: Symbol, _ coefficient: Double) {
    if isBasic[Int(symbol.id)] {
      let row = rows[Int(symbol.id)]
      for cell in row.cells {
        objectives[level].add(cell.symbol, coefficient * cell.coefficient)
        markDirty(cell.symbol.id)
      }
      objectives[level].constant += coefficient * row.constant
    } else {
      objectives[level].add(symbol, coefficient)
      markDirty(symbol.id)
    }
  }

  /// Replaces `symbol` by `row` in every row that holds it, in the objectives and
  /// in the artificial objective. Slack and error rows that end below zero are listed as
  /// infeasible; basic dummy rows are set back to zero (see the body).
  ///
  /// - Parameter skipExternalRows: true when `symbol` is a user variable that just
  ///   became basic: external rows then keep it as a lazy reference.
  mutating func substitute(_ symbol: Symbol, _ row: Row, skipExternalRows: Bool = false) {
    let id = symbol.id
    var kept: [Int32] = []
    if positions.count < kinds.count {
      positions.append(contentsOf: repeatElement(-1, count: kinds.count - positions.count))
    }
    for r in liveRows(containing: id) {
      let ri = Int(r)
      if skipExternalRows && kinds[ri] == .external {
        kept.append(r)
        continue
      }
      substitutedCells += row.count
      if rows[ri].count > 2 * row.count + 16 {
        // A long row gains a few cells: its index beats positioning every cell.
        let c = rows[ri].remove(id)
        for cell in row.cells where rows[ri].add(cell.symbol, c * cell.coefficient) {
          columns[Int(cell.symbol.id)].append(r)
        }
        rows[ri].constant += c * row.constant
      } else {
        rows[ri].substitute(id, by: row, positions: &positions, added: &addedSymbols)
        for s in addedSymbols { columns[Int(s)].append(r) }
        addedSymbols.removeAll(keepingCapacity: true)
      }
      markStale(r)
      switch kinds[ri] {
      case .slack, .error:
        if rows[ri].constant < 0 { infeasible.append(r) }
      case .dummy:
        // A basic dummy is a redundant required equality, implied by the others: it is
        // zero at every basic solution, so whatever a substitution leaves is rounding
        // (crash-f5cd1642: 1.2e-8 in four copies of `-4·v0 − 4 == 0`).
        rows[ri].constant = 0
      case .external:
        break
      }
    }
    columns[Int(id)] = kept
    for level in objectives.indices {
      let c = objectives[level].remove(id)
      if c == 0 { continue }
      for cell in row.cells {
        objectives[level].add(cell.symbol, c * cell.coefficient)
        markDirty(cell.symbol.id)
      }
      objectives[level].constant += c * row.constant
    }
    if artificial != nil, let c = artificial?.remove(id), c != 0 {
      for cell in row.cells { artificial?.add(cell.symbol, c * cell.coefficient) }
      artificial?.constant += c * row.constant
    }
  }

  /// Swaps basic `leaving` for nonbasic `entering` on the row of `leaving`.
  mutating func pivot(leaving: Int32, entering: Symbol) {
    pivotCount += 1
    pivotLog?.append((leaving, entering))
    var row = takeRow(leaving)
    row.solve(for: Symbol(id: leaving, kind: kinds[Int(leaving)]), moving: entering)
    substitute(entering, row)
    // The ratio test keeps the new row's constant non-negative in exact arithmetic;
    // rounding on rows with entries near ±1e15 can leave it below zero
    // (crash-e67b1405). `putRow` lists it, and the dual simplex repairs it.
    putRow(entering, row)
  }

  /// Undoes logged pivots, newest first: pivoting back on the same row restores the
  /// earlier basis (up to rounding). Clears the log. Rows the reverse pivots round
  /// below zero are listed as infeasible (by `pivot` and `substitute`), so the caller
  /// ends with `reoptimize`, as every change does (crash-24373da5: a row at -1.7e-6
  /// after a rollback).
  ///
  /// A step whose reverse pivot has no cell to pivot on (a forward pivot on an entry
  /// beyond 1e8 leaves a reciprocal under the 1e-8 tolerance, which rounding drops;
  /// crash-20850e81 divided by it and filled rows with infinities) ends the undo there:
  /// the tableau then holds the same system in another basis, which the caller settles
  /// (`removeRow(of:)`, `reoptimize`).
  /// - Returns: false when the undo stopped early.
  @discardableResult
  mutating func undoPivots() -> Bool {
    let log = pivotLog ?? []
    pivotLog = nil
    for step in log.reversed() {
      let back = Int(step.entering.id)
      guard isBasic[back], rows[back].coefficient(for: step.leaving) != 0 else { return false }
      pivot(leaving: step.entering.id, entering: Symbol(id: step.leaving, kind: kinds[Int(step.leaving)]))
    }
    return true
  }

  /// Takes the row of `symbol` (a marker, or an artificial variable) out of the
  /// tableau, with the constraint it carries (kiwi's removal): a basic symbol's row is
  /// dropped; a nonbasic one is solved for on the row `markerLeavingRow` picks, which is
  /// then dropped; if no row holds it (rounding dropped its last cell, crash-2bc7fb54),
  /// the constraint no longer shapes the tableau and only its objective cells are
  /// cleared. Used by `remove` and by rollbacks whose undo stopped early.
  mutating func removeRow(of symbol: Symbol) {
    if isBasic[Int(symbol.id)] {
      _ = takeRow(symbol.id)
    } else if let leaving = markerLeavingRow(symbol) {
      var row = takeRow(leaving)
      row.solve(for: Symbol(id: leaving, kind: kinds[Int(leaving)]), moving: symbol)
      substitute(symbol, row)
    } else {
      for level in objectives.indices { objectives[level].remove(symbol.id) }
    }
  }

  /// Forgets everything.
  mutating func reset() {
    kinds = []
    rows = []
    isBasic = []
    columns = []
    stamps = []
    positions = []
    stampTick = 0
    owners = []
    isDead = []
    deadCount = 0
    levels = []
    objectives = []
    artificial = nil
    dirty = []
    inDirty = []
    infeasible = []
    valueValid = []
    cacheValue = []
    externalIDs = []
    staleRoots = []
    recompute = []
    recomputeAll = true
    variables = [:]
    constraints = [:]
    edits = [:]
    epoch += 1
  }
}

/// Pushes onto a binary max-heap of symbol ids.
func heapPush(_ heap: inout [Int32], _ value: Int32) {
  heap.append(value)
  var i = heap.count - 1
  while i > 0 {
    let parent = (i - 1) / 2
    if heap[parent] >= heap[i] { break }
    heap.swapAt(parent, i)
    i = parent
  }
}

/// Pops the largest id from a binary max-heap (nil when empty).
func heapPop(_ heap: inout [Int32]) -> Int32? {
  guard let top = heap.first else { return nil }
  let last = heap.removeLast()
  if heap.isEmpty { return top }
  heap[0] = last
  var i = 0
  while true {
    let l = 2 * i + 1
    let r = l + 1
    var largest = i
    if l < heap.count && heap[l] > heap[largest] { largest = l }
    if r < heap.count && heap[r] > heap[largest] { largest = r }
    if largest == i { break }
    heap.swapAt(i, largest)
    i = largest
  }
  return top
}
