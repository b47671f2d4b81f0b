import LayoutSolver

// Probes: solver constraints a diagnostic adds for a moment to a temporary engine
// (``AmbiguityProbe``) to see where its unknowns can go. They own no layout
// constraint, so the engine's bookkeeping (installed, broken, frames) never lists
// them; the diagnostic removes each probe before it asks anything else.

extension LayoutEngine {
  /// Adds a probe to the solver. Throws what the solver throws (the probe is then
  /// not held).
  func addProbe(_ probe: SolverConstraint) throws {
    try solver.add(probe)
  }

  /// Removes a probe (nothing if the solver does not hold it).
  func removeProbe(_ probe: SolverConstraint) {
    try? solver.remove(probe)
  }

  /// Moves a probe's constant in place.
  func setProbeConstant(_ value: Double, of probe: SolverConstraint) throws {
    try solver.setConstant(value, of: probe)
  }
}
