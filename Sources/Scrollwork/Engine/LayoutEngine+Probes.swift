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

extension LayoutEngine {
  /// Adds required `width ≥ 0` and `height ≥ 0` for every view of `root`'s subtree
  /// to a temporary engine's solver, for an ambiguity probe that judges only sizes
  /// ≥ 0 (``AmbiguityOptions/sizesAreNonNegative``). A size the current solution
  /// already gives a value below zero (beyond `tolerance`), or that the solver does not
  /// hold, gets no limit: that
  /// solution is left as it is, and the size judged as without the option. The limits
  /// stay for the engine's life; they are satisfied by the current solution, so they
  /// move nothing, and only bound how far a probe can pull.
  /// - Precondition: a temporary engine (the live engine's layout never gets them).
  func limitSizesToNonNegative(in root: View, tolerance: Double) {
    precondition(isTemporary, "size limits are for a probing engine only")
    root.forEachInSubtree { view in
      let vars = view.layoutVariables
      for size in [vars.width, vars.height] where solver.handle(for: size) != nil {
        guard solver.value(of: size) >= -tolerance else { continue }
        // Satisfied by the current solution, so the solver cannot refuse it; if it
        // did, the size would be judged as without the option.
        try? solver.add(SolverConstraint(LinearExpression(size), .greaterThanOrEqual, strength: .required))
      }
    }
  }
}

extension LayoutEngine {
  /// The layout constraints that cannot hold together with non-negative sizes: for
  /// each size of `root`'s subtree that the current solution puts below zero (beyond
  /// `tolerance`), in document order, the solver is asked to add a required
  /// `size ≥ 0`; when it refuses, the owners of the smallest conflicting set it names
  /// are collected (each once, in the order met). A limit the solver accepts stays,
  /// so later sizes are judged with it. Empty when no size is below zero. For a
  /// check that, like Xcode's canvas, considers only sizes ≥ 0 (InterfaceBuilder.md,
  /// "Verdicts").
  /// - Precondition: a temporary engine (the live engine's layout never gets the limits).
  /// - Complexity: one solver addition per size below zero.
  func constraintsConflictingWithNonNegativeSizes(in root: View, tolerance: Double) -> [LayoutConstraint] {
    precondition(isTemporary, "size limits are for a probing engine only")
    var out: [LayoutConstraint] = []
    var seen = Set<ObjectIdentifier>()
    let owners = ownersOfSolverConstraints()
    root.forEachInSubtree { view in
      let vars = view.layoutVariables
      for size in [vars.width, vars.height] where solver.handle(for: size) != nil {
        guard solver.value(of: size) < -tolerance else { continue }
        do throws(SolverError) {
          try solver.add(SolverConstraint(LinearExpression(size), .greaterThanOrEqual, strength: .required))
        } catch {
          guard case .unsatisfiable(_, let conflicts) = error else { continue }
          for sc in conflicts {
            guard let owner = owners[ObjectIdentifier(sc)], seen.insert(ObjectIdentifier(owner)).inserted else {
              continue
            }
            out.append(owner)
          }
        }
      }
    }
    return out
  }
}

extension LayoutEngine {
  /// Removes from a temporary engine the `UISV-fix-for-app-bug-ambiguity` constraints
  /// of every stack view in `root`'s subtree that has no arranged subviews (the 0-by-0
  /// size at priority 1 that UIKit gives an empty stack, UIKitBehaviour.md §8), for an
  /// ambiguity probe that judges such a stack without a size of its own
  /// (``AmbiguityOptions/emptyStackViewsAreSized``, UIKitBehaviour.md §60). The
  /// solution stays where it is (the solver only loses a preference); a size nothing
  /// else fixes becomes free. A stack whose arranged subviews are all hidden keeps them.
  /// - Precondition: a temporary engine (the live layout keeps the constraints).
  /// - Complexity: O(views + the empty stacks' generated constraints).
  func removeEmptyStackSizes(in root: View) {
    precondition(isTemporary, "removing a stack's constraints is for a probing engine only")
    var targets: [LayoutConstraint] = []
    root.forEachInSubtree { view in
      guard let stack = view as? StackView, stack.arrangedSubviews.isEmpty else { return }
      targets += stack.generatedConstraints.filter {
        $0.identifier == StackConstraintIdentifier.fixForAppBugAmbiguity.rawValue
      }
    }
    for c in targets { remove(c) }
  }
}
