import LayoutSolver

/// The required constraints an engine could not satisfy (*broken*), and the relaxed
/// copies of them it keeps in the solver (UIKitBehaviour.md §9.3, §71).
///
/// Invariants:
/// - Every key of ``relaxed`` is a key of ``constraints``: only a broken constraint
///   has relaxed copies, and forgetting it hands them back to be removed.
/// - A relaxed copy is a solver constraint of the broken one with each required part
///   at `Strength.broken` (its optional parts as they are), so the
///   solver minimises its violation before every optional priority.
/// - ``failuresInBatch`` is nil outside ``LayoutEngine/changingConstantsTogether(_:)``.
///
/// Its stored properties are `@exclusivity(unchecked)`, as those of the engine's other
/// parts: one thread, no access spans a call that could reach them again.
final class BrokenConstraints {
  /// Constraints broken by the engine, by identity.
  @exclusivity(unchecked) private(set) var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
  /// The relaxed copies in the solver of each broken constraint that has them.
  @exclusivity(unchecked) private(set) var relaxed: [ObjectIdentifier: [SolverConstraint]] = [:]
  /// The constraints that failed while constants changed together, reported only if
  /// they still fail once every constant of the batch holds its new value.
  @exclusivity(unchecked) var failuresInBatch: [LayoutConstraint]?

  var isEmpty: Bool { constraints.isEmpty }

  /// Marks `c` broken (without relaxed copies yet).
  func insert(_ c: LayoutConstraint) {
    constraints[ObjectIdentifier(c)] = c
  }

  /// Records the relaxed copies of broken constraint `c` now in the solver.
  /// - Precondition: `c` is broken and has no relaxed copies.
  func setRelaxed(_ copies: [SolverConstraint], of c: LayoutConstraint) {
    relaxed[ObjectIdentifier(c)] = copies
  }

  /// Forgets that `id` was broken; returns its relaxed copies, for the caller to
  /// remove from the solver (empty when it had none).
  func forget(_ id: ObjectIdentifier) -> [SolverConstraint] {
    constraints[id] = nil
    return relaxed.removeValue(forKey: id) ?? []
  }

  /// Takes the relaxed copies of `id` out of the bookkeeping, leaving it broken.
  func takeRelaxed(_ id: ObjectIdentifier) -> [SolverConstraint] {
    relaxed.removeValue(forKey: id) ?? []
  }
}
