/// An incremental Cassowary solver with UIKit's priority semantics.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 20)
/// try solver.add(left + width <= 300)
/// try solver.add((width == 400) | .strong)   // optional: as close as the rest allows
/// solver.value(of: width)                    // 280
/// ```
///
/// Required constraints (priority 1000) must hold, or ``add(_:)`` throws
/// ``SolverError/unsatisfiable(_:conflicts:)`` naming the constraints it clashes
/// with. Optional priorities are lexicographic (see ``Strength``). Edit variables
/// (``addEditVariable(_:strength:)``, ``suggestValue(_:for:)``) are the cheap way
/// to change a value again and again (a window size, a scroll offset).
///
/// Values are computed on demand by ``value(of:)-(Variable)`` and cached until the next change;
/// ``updateVariables()`` computes them all at once, as kiwi does.
public final class Solver {
  /// `@exclusivity(unchecked)`: every public call reads or modifies the tableau, and
  /// no call reaches back into the solver (the solver calls no user code), so the
  /// runtime check each access made (about a tenth of `setConstants` in
  /// `scrollwork-bench feed`) could never fire.
  @exclusivity(unchecked) var tableau = Tableau()

  /// Creates an empty solver.
  public init() {}

  /// A solver that accepts coefficients up to `coefficientLimit` instead of
  /// ``maximumCoefficient``: for tests of the rounding safeguards, which only
  /// ill-conditioned programs reach (SolverInternals.md §7).
  init(coefficientLimit: Double) {
    tableau.coefficientLimit = coefficientLimit
  }

  /// The largest magnitude a constant or suggested value may have: 1e15. Larger
  /// numbers are refused like NaN and infinity (``SolverError/nonFiniteConstraint(_:)``,
  /// ``SolverError/nonFiniteSuggestion(_:_:)``), because products of two of them in a
  /// pivot would overflow to infinity. Layout needs nothing near it: 1e15 points is
  /// 10⁹ screens.
  public static let maximumMagnitude = 1e15

  /// The largest magnitude a coefficient may have: 1e6. Larger ones are refused with
  /// ``SolverError/nonFiniteConstraint(_:)``. A coefficient of 1e12 beside ones near 1
  /// leaves rounding residue that breaks the tableau (the solver fuzzer found five
  /// ways; SolverInternals.md §7). Layout multipliers need nothing near it.
  public static let maximumCoefficient = 1e6

  /// Whether a number is finite and within ±``maximumMagnitude``.
  @inline(__always)
  static func isUsable(_ x: Double) -> Bool { abs(x) <= maximumMagnitude }

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if already added,
  ///   ``SolverError/invalidStrength(_:_:)``, ``SolverError/nonFiniteConstraint(_:)``,
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` if it is required and cannot hold
  ///   with the required constraints already added (the solver is then unchanged).
  /// - Complexity: O(size of the constraint) for a row that introduces a new
  ///   variable (the usual layout case); otherwise up to the size of the rows it is
  ///   combined with, plus simplex pivots.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try tableau.add(constraint)
  }

  /// Removes a constraint that was added.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try tableau.remove(constraint)
  }

  /// Changes the constant of an added constraint in place and re-solves: UIKit's
  /// `constraint.constant = x`. `constant` replaces `constraint.expression.constant`
  /// (the left side minus the right side), so for `x == y + 10`, built as
  /// `x - y - 10 == 0`, pass `-20` to mean `x == y + 20`. The ``Constraint`` object
  /// is immutable; ``constant(of:)`` reports the constant in force.
  ///
  /// Much cheaper than removing and adding: rows that hold the constraint's marker
  /// shift their constants and the dual simplex repairs them, as for a suggestion.
  /// - Throws: ``SolverError/unknownConstraint(_:)``,
  ///   ``SolverError/nonFiniteConstraint(_:)``, ``SolverError/unsatisfiable(_:conflicts:)``
  ///   when a required constraint would break (the solver is then unchanged).
  /// - Complexity: O(rows holding the constraint's marker) plus dual pivots.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    try tableau.setConstant(constant, of: constraint)
  }

  /// Changes the priority and error weight (``Constraint/weight``) of an added
  /// optional constraint in place, without removing and adding it: its errors move
  /// to the new priority's objective with the new weight and the simplex
  /// re-optimises from the current basis. The constraint object keeps the strength
  /// and weight it was made with; ``strength(of:)`` and ``weight(of:)`` give those in
  /// force.
  ///
  /// Contract: the values are those of a fresh solver holding the constraint at the
  /// new strength and weight, and those of a remove and add. Where the optimum is
  /// unique they agree to rounding; where optional constraints of one priority tie,
  /// each ends at *an* optimum (every required constraint holds and each level's
  /// weighted error is minimal), as for any two orders of adds.
  /// - Throws: ``SolverError/unknownConstraint(_:)``;
  ///   ``SolverError/invalidStrength(_:_:)`` when `strength` is not valid or the old
  ///   or new strength is required (a required constraint has no error to weigh:
  ///   remove and add it); ``SolverError/invalidWeight(_:_:)``. The solver is then
  ///   unchanged.
  /// - Complexity: O(cells of the rows holding the constraint's errors) plus the
  ///   primal pivots.
  public func setStrength(_ strength: Strength, weight: Double = 1, of constraint: Constraint) throws(SolverError) {
    try tableau.setStrength(strength, weight: weight, of: constraint)
  }

  /// The strength in force for an added constraint (see ``setStrength(_:weight:of:)``),
  /// or nil when the constraint is not in the solver.
  public func strength(of constraint: Constraint) -> Strength? {
    tableau.constraints[ObjectIdentifier(constraint)].map { Strength($0.priority) }
  }

  /// The error weight in force for an added constraint (see
  /// ``setStrength(_:weight:of:)``), or nil when the constraint is not in the solver.
  public func weight(of constraint: Constraint) -> Double? {
    tableau.constraints[ObjectIdentifier(constraint)]?.weight
  }

  /// Changes the constants of several added constraints and re-solves once: a layout
  /// pass's new intrinsic sizes, a refit's target and content sizes. Each pair is
  /// what ``setConstant(_:of:)`` takes; a constraint named twice takes its last value.
  ///
  /// Every change is applied to the tableau first, then one dual simplex repairs what
  /// they broke together, so a state between two changes (which may be infeasible, or
  /// optimal at another vertex) costs no pivots. It is Cassowary's `resolve` after
  /// several suggestions.
  ///
  /// Contract: on success the values are those of a fresh solver holding the same
  /// constraints with the new constants, and those of ``setConstant(_:of:)`` applied
  /// one change at a time when every step of that succeeds. Where the optimum is
  /// unique (no degenerate ties: optional constraints of one priority that can trade
  /// off exactly) they agree to rounding (1e-9 on layout-sized numbers). Where it is not,
  /// each of the three ends at *an* optimum: every required constraint holds and no
  /// optional one can be satisfied better without a higher or equal priority doing
  /// worse, but which optimal vertex is reached depends on the pivots, as it does for
  /// any two orders of adds. A batch can also succeed where one at a time fails in
  /// between (a required constraint that holds with the new constant of another one).
  /// - Throws: ``SolverError/unknownConstraint(_:)`` or
  ///   ``SolverError/nonFiniteConstraint(_:)`` for the first such pair, before anything
  ///   changes; ``SolverError/unsatisfiable(_:conflicts:)`` when the required
  ///   constraints cannot hold with all the new constants together, naming a changed
  ///   constraint of the batch (the first, in the batch's order, of those the failure
  ///   involves) and the required constraints it conflicts with. The solver then holds
  ///   every old constant again; apply the changes one at a time to find which of them
  ///   hold.
  /// - Complexity: O(rows holding the changed constraints' markers) plus the dual
  ///   pivots of the whole batch.
  public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
    try tableau.setConstants(changes)
  }

  /// The constant in force for an added constraint (see ``setConstant(_:of:)``), or
  /// nil when the constraint is not in the solver.
  public func constant(of constraint: Constraint) -> Double? {
    tableau.constraints[ObjectIdentifier(constraint)]?.constant
  }

  /// Whether the constraint has been added (and not removed).
  public func contains(_ constraint: Constraint) -> Bool {
    tableau.constraints[ObjectIdentifier(constraint)] != nil
  }

  /// The constraints added, in no particular order.
  public var constraints: [Constraint] {
    tableau.constraints.values.map(\.constraint)
  }

  /// Makes `variable` editable: adds the optional constraint `variable == value`,
  /// with the value 0 until ``suggestValue(_:for:)`` moves it.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditStrength(_:)``, ``SolverError/invalidStrength(_:_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try tableau.addEditVariable(variable, strength: strength)
  }

  /// Removes the edit constraint of `variable`.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try tableau.removeEditVariable(variable)
  }

  /// Whether `variable` has an edit constraint.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a new value for an edit variable and re-solves (dual simplex).
  /// - Throws: ``SolverError/unknownEditVariable(_:)``,
  ///   ``SolverError/nonFiniteSuggestion(_:_:)``.
  /// - Complexity: O(rows that hold the edit's error terms) plus dual pivots; rows that
  ///   only refer to the variable lazily are not touched.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try tableau.suggestValue(value, for: variable)
  }

  /// Computes the value of every variable now, as kiwi's `updateVariables` does, so
  /// that later ``value(of:)-(Variable)`` calls are plain lookups.
  ///
  /// Calling it is optional: ``value(of:)-(Variable)`` computes what it needs on demand.
  /// - Complexity: O(size of the rows of user variables).
  public func updateVariables() {
    tableau.updateValues()
  }

  /// The value the solver gives `variable`; 0 for a variable it does not know.
  /// - Complexity: amortised O(1) per variable after a change (values are cached).
  public func value(of variable: Variable) -> Double {
    tableau.value(of: variable)
  }

  /// A variable's place in this solver, for repeated reads without hashing
  /// (a layout engine reads four per view per pass); nil while the solver does
  /// not know the variable. Valid until ``reset()``.
  public func handle(for variable: Variable) -> VariableHandle? {
    guard let known = tableau.variables[ObjectIdentifier(variable)] else { return nil }
    return VariableHandle(id: known.ordinal, epoch: tableau.epoch)
  }

  /// The value of the variable a handle stands for: the same as ``value(of:)``
  /// for that variable; 0 for a handle from before a ``reset()``.
  /// - Complexity: amortised O(1), as ``value(of:)``, without the hash lookup.
  public func value(of handle: VariableHandle) -> Double {
    guard handle.epoch == tableau.epoch, handle.id >= 0, Int(handle.id) < tableau.externalIDs.count else { return 0 }
    return tableau.value(of: tableau.externalIDs[Int(handle.id)])
  }

  /// Whether required equality constraints alone fix the variable's value, so that
  /// no optional constraint or inequality added later can move it (a layout
  /// engine uses it to measure text at a width that is already certain).
  /// False for a variable the solver does not know.
  /// - Complexity: O(size of the rows its value depends on).
  public func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
    guard let known = tableau.variables[ObjectIdentifier(variable)] else { return false }
    return tableau.isFixedByRequiredEqualities(known.symbol.id)
  }

  /// Reads the values of many handles at once into `output` (resized to match),
  /// in one access to the tableau: the frame pass of a layout engine.
  /// - Complexity: amortised O(1) per handle, as ``value(of:)-(Variable)``.
  public func values(of handles: [VariableHandle], into output: inout [Double]) {
    if output.count != handles.count { output = [Double](repeating: 0, count: handles.count) }
    tableau.readValues(handles, into: &output)
  }

  /// Counters for benchmarks: pivots made, cells written by substitutions, rows
  /// expanded, rows whose rounding was shifted to zero, rows in the tableau and cells in
  /// them. Not API: may change at will.
  public var _statistics: [String: Int] {
    let t = tableau
    var cells = 0
    for id in t.kinds.indices where t.isBasic[id] { cells += t.rows[id].count }
    return [
      "pivots": t.pivotCount, "substitutedCells": t.substitutedCells, "expandedRows": t.expandedRows,
      "shiftedRows": t.shiftedRows,
      "rows": t.isBasic.lazy.filter { $0 }.count, "cells": cells,
      "objectiveCells": t.objectives.reduce(0) { $0 + $1.count },
      "dirty": t.dirty.count, "staleRoots": t.staleRoots.count, "infeasible": t.infeasible.count,
    ]
  }

  /// The number of symbols (columns) the tableau holds storage for: the user variables,
  /// plus the slacks, errors and dummies of the constraints in it, plus the symbols of
  /// removed constraints not yet reclaimed (at most three times as many as the others,
  /// once there are more than a few dozen). For tests that check memory stays bounded.
  package var symbolCapacity: Int { tableau.kinds.count }

  /// The number of symbols still in use (`symbolCapacity` less the dead ones).
  package var liveSymbolCount: Int { tableau.kinds.count - tableau.deadCount }

  /// Removes every constraint, edit variable and variable.
  public func reset() {
    tableau.reset()
  }
}

/// A variable's place in one ``Solver`` (see ``Solver/handle(for:)``): the order in
/// which the solver first met it, which stays put while the solver renumbers its
/// internal symbols.
public struct VariableHandle: Sendable, Hashable {
  /// The variable's creation ordinal in the solver (its index among the user variables).
  let id: Int32
  let epoch: Int

  /// A handle that reads 0 in every solver (a variable no constraint mentions).
  public static let unknown = VariableHandle(id: -1, epoch: -1)
}
