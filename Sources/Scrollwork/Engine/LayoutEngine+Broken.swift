import LayoutSolver

// Required constraints the engine cannot satisfy. UIKit reports each and breaks it
// (UIKitBehaviour.md §9.3); Foundation's engine keeps a broken constraint in the
// system with error variables minimised at priority 1100, above every optional
// priority, so it still pulls as hard as the required constraints allow (§71). Here
// the broken constraint stays in the solver as a relaxed copy at `Strength.broken`.
extension LayoutEngine {
  /// Records a constraint the solver refused: it is broken, kept relaxed when the
  /// refusal was a conflict, and reported.
  func reportFailure(of c: LayoutConstraint, error: SolverError) {
    markBroken(c, error: error)
    if broken.failuresInBatch != nil {
      broken.failuresInBatch?.append(c)
      pass.markDirty()
      return
    }
    switch error {
    case .unsatisfiable(_, let conflicts):
      let owners = ownersOfSolverConstraints()
      var set: [LayoutConstraint] = []
      var seen: Set<ObjectIdentifier> = []
      for sc in conflicts {
        if let owner = owners[ObjectIdentifier(sc)], seen.insert(ObjectIdentifier(owner)).inserted {
          set.append(owner)
        }
      }
      // Creation order, as UIKit's list reads (its constraints sort by address):
      // the constraints you wrote come before the ones the engine generated later.
      set.append(c)
      set.sort { $0.debugAddress < $1.debugAddress }
      record(.unsatisfiable(UnsatisfiableConstraints(constraints: set, broken: c)))
    default:
      record(.invalidMutation(c, .solverRefused("\(error)")))
    }
    pass.markDirty()
  }

  /// Marks `c` broken without a report and, when `error` is a conflict, adds its
  /// relaxed copy: each required part at `Strength.broken`, each
  /// optional part as it is. A constraint refused for another reason (a number
  /// the solver cannot take) has no copy: it could not be added at any strength.
  func markBroken(_ c: LayoutConstraint, error: SolverError) {
    let id = ObjectIdentifier(c)
    dropRelaxedCopies(of: id)
    broken.insert(c)
    if !isTemporary {
      c.engine = self
      c.isBroken = true
    }
    guard case .unsatisfiable = error, let built = makeSolverConstraints(c) else { return }
    var copies: [SolverConstraint] = []
    for sc in built.constraints {
      let copy = sc.strength.isRequired ? sc.withStrength(.broken) : sc
      // Not required, so no conflict can refuse it; its numbers were accepted already.
      if (try? solver.add(copy)) != nil { copies.append(copy) }
    }
    broken.setRelaxed(copies, of: c)
    pass.markDirty()
  }

  /// Removes the relaxed copies of `id` from the solver, leaving it marked broken.
  func dropRelaxedCopies(of id: ObjectIdentifier) {
    for copy in broken.takeRelaxed(id) { try? solver.remove(copy) }
  }

  /// Forgets that `id` was broken and removes its relaxed copies from the solver.
  func forgetBroken(_ id: ObjectIdentifier) {
    for copy in broken.forget(id) { try? solver.remove(copy) }
  }

  /// Runs `body`, which changes the constants of constraints that UIKit sets from one
  /// value (a guide's four insets, the root's width and height), as one change: a
  /// required constraint that conflicts only with the *old* constant of another one
  /// of the batch is not a conflict. A constraint that failed during the batch is
  /// tried again at the end and reported (with the conflict it has then) only if it
  /// still cannot hold (UIKitBehaviour.md §21). Batches nest: an inner batch's
  /// failures that remain become the outer batch's.
  func changingConstantsTogether(_ body: () -> Void) {
    let outer = broken.failuresInBatch
    broken.failuresInBatch = []
    body()
    let failed = broken.failuresInBatch ?? []
    broken.failuresInBatch = outer
    for c in failed where broken.constraints[ObjectIdentifier(c)] != nil { readd(c) }
  }

  /// Tries broken constraints again after a removal that may have freed them
  /// [choice: UIKit does not document when a broken constraint comes back; here it
  /// holds again as soon as it can]. A failure stays broken (and relaxed) without a
  /// new report.
  func retryBroken() {
    refreshBroken { _ in true }
  }

  /// Tries again, in creation order and without a new report, the broken constraints
  /// `affected` selects: their terms changed (a layout direction, a baseline offset)
  /// or a removal may have freed them (``retryBroken()``), so each holds again if it
  /// can and its relaxed copy is rebuilt when it still cannot.
  func refreshBroken(where affected: (LayoutConstraint) -> Bool) {
    guard !broken.isEmpty else { return }
    let list = broken.constraints.values.filter(affected).sorted { $0.debugAddress < $1.debugAddress }
    for c in list {
      forgetBroken(ObjectIdentifier(c))
      add(c, reportingFailure: false)
    }
  }

  /// Adds a constraint the engine had broken or that is out of the solver again,
  /// forgetting first that it was broken.
  func readd(_ c: LayoutConstraint) {
    forgetBroken(ObjectIdentifier(c))
    add(c)
  }
}
