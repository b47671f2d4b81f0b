import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy (UIKit's `NSISEngine`), kept on
/// the root view and created by its first layout pass.
///
/// Every view and guide has four unknowns in layout space (``ItemVariables``).
/// Each active ``LayoutConstraint``, and each constraint UIKit would generate
/// (autoresizing masks, intrinsic sizes, margins and safe-area guides), is one or
/// two solver constraints. Changes after the first pass are incremental: a new
/// constant is ``Solver/setConstant(_:of:)``, a new intrinsic size two such calls,
/// a new or removed constraint one add or remove; the tableau is never rebuilt.
///
/// Its own stored properties are `@exclusivity(unchecked)` (as those of its parts,
/// ``GeneratedConstraints`` and ``WidthDependentViews``): layout runs on one thread and
/// no access to them spans a call that could reach them again.
final class LayoutEngine {
  /// What the engine keeps for one constraint it holds.
  struct Installed {
    let constraint: LayoutConstraint
    var solverConstraints: [SolverConstraint]
    /// The solver constant that corresponds to a layout constant of 0, and how a
    /// layout constant maps onto it (−1, or +1 for a mirrored right-to-left one).
    var baseConstant: Double
  }

  let solver = Solver()
  unowned let root: View
  /// A temporary engine (fitting sizes, ambiguity probes) leaves the model's
  /// bookkeeping alone: constraints keep pointing at the hierarchy's own engine.
  let isTemporary: Bool
  /// The root's size when temporary: (width, height, priorities).
  let fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?

  /// The constraints held, by identity (in the solver; not the broken or parked ones).
  @exclusivity(unchecked) private(set) var installed: [ObjectIdentifier: Installed] = [:]
  /// The owner of each solver constraint in ``installed``, by the solver
  /// constraint's identity: how a conflict the solver reports maps back to layout
  /// constraints in O(conflict size), not O(installed) per failure (10,000 broken
  /// constraints in one pass took minutes with a per-failure scan). Built at the
  /// first failure and kept up to date from then on, so that hierarchies without
  /// conflicts (the common case) never pay for it.
  @exclusivity(unchecked) private var ownerOfSolverConstraint: [ObjectIdentifier: LayoutConstraint]?
  /// Constraints broken by the engine and their relaxed copies in the solver
  /// (``LayoutEngine/reportFailure(of:error:)``).
  let broken = BrokenConstraints()

  // The engine's parts: each keeps its own invariants and is changed only through
  // its methods; what changes from outside the engine enters through the
  // notification methods below.

  /// The constraints UIKit would generate, parked intrinsic widths, pending rebuilds.
  let generated = GeneratedConstraints()
  /// Views whose intrinsic height depends on their solved width (multi-line labels).
  let widthDependent = WidthDependentViews()
  /// The flat list of views the frame pass walks.
  let frames = FrameRecords()
  /// The dirty flags and the state of the running passes.
  let pass = LayoutPassState()

  /// Bumped by every add and remove: what the required equalities fix can change.
  @exclusivity(unchecked) private(set) var structureGeneration = 0
  /// Increments each time the solution may have changed.
  @exclusivity(unchecked) private(set) var generation = 0
  /// The nearest safe-area holder above each view, for `safeAreaInsets(of:)`.
  @exclusivity(unchecked) private var safeAreaHolders = SafeAreaHolders()
  /// Issues found since the last pass (unsatisfiable constraints and the like).
  @exclusivity(unchecked) private(set) var issues: [LayoutIssue] = []
  /// Intrinsic-size moves recorded for one batch (``movingContentSizesTogether(_:)``);
  /// nil outside a batch. Read by every add and remove (which make the moves first):
  /// without a runtime exclusivity check, which cost more than the read (the engine
  /// runs on one thread, and no access to it overlaps another).
  @exclusivity(unchecked) var stagedMoves: [StagedMove]?
  /// Whether intrinsic sizes that change together move in the solver as one batch
  /// (true); false makes every move at once (tests compare the two).
  var batchesContentSizeMoves = true
  /// The view `systemLayoutSizeFitting` measures in this engine, and how
  /// (``fitInPlace(_:target:horizontal:vertical:)``).
  @exclusivity(unchecked) var fitRig: FitRig?
  /// Bumped when a constraint of the model is activated or deactivated or a subtree
  /// joins or leaves: what ``constraintsStayInside(_:)`` read may have changed.
  @exclusivity(unchecked) private(set) var modelConstraintGeneration = 0
  /// The last view ``constraintsStayInside(_:)`` found true for, and the
  /// ``modelConstraintGeneration`` it was found at.
  @exclusivity(unchecked) var selfContainedSubtree: (view: ObjectIdentifier, generation: Int)?

  /// Generated constraints, read by tests and diagnostics (see ``generated``).
  var autoresizing: [ObjectIdentifier: [LayoutConstraint]] { generated.autoresizing }
  var guideConstraints: [ObjectIdentifier: [LayoutConstraint]] { generated.guideConstraints }
  var rootConstraints: [LayoutConstraint] { generated.rootConstraints }
  var parked: [ObjectIdentifier: LayoutConstraint] { generated.parked }
  /// True while the frame pass calls `layoutSubviews()` (frames are applied then).
  var isApplyingLayout: Bool { pass.isApplyingLayout }

  init(
    root: View, temporary: Bool = false,
    fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil
  ) {
    self.root = root
    self.isTemporary = temporary
    self.fitting = fitting
  }

  deinit {
    guard !isTemporary else { return }
    for entry in installed.values where entry.constraint.engine === self { entry.constraint.engine = nil }
    for c in broken.constraints.values where c.engine === self { c.engine = nil }
    for c in parked.values where c.engine === self { c.engine = nil }
  }

  /// Builds the engine for a hierarchy: every view's generated constraints, then
  /// every installed constraint.
  /// - Complexity: O(views + constraints) solver additions.
  func build() {
    installRootConstraints()
    var views: [View] = []
    var total = 0
    root.forEachInSubtree {
      views.append($0)
      total += $0.storedConstraints.count
    }
    installed.reserveCapacity(installed.count + total + 2 * views.count)
    // Autoresizing constraints before everything: when they conflict with an
    // installed constraint (a forgotten `translatesAutoresizingMaskIntoConstraints
    // = false`), the installed one is broken and the frame kept, as UIKit does and
    // as happens when the view joins an engine that already exists.
    for v in views where v !== root && v.translatesAutoresizingMaskIntoConstraints { installAutoresizing(v) }
    // Installed constraints, then the other generated ones (intrinsic sizes, guides).
    for v in views {
      for c in v.storedConstraints where isTemporary ? true : c.engine == nil || c.engine === self {
        if isTemporary && !(c.itemsInside(root)) { continue }
        add(c)
      }
    }
    for v in views { addGenerated(for: v) }
  }

  // MARK: Adding and removing constraints

  /// Adds a layout constraint. A required one that cannot hold is *broken*: kept
  /// active, reported (UIKitBehaviour.md §9.3) and held in the solver only as a
  /// relaxed copy whose violation is minimised before every optional priority (§71).
  func add(_ c: LayoutConstraint, reportingFailure: Bool = true) {
    // A constraint may bring a variable the solver did not know: handles change.
    frames.constraintWillBeAdded()
    if stagedMoves?.isEmpty == false { commitStagedMoves() }
    let id = ObjectIdentifier(c)
    guard installed[id] == nil else { return }
    // A broken constraint tried again: its relaxed copy leaves first.
    if !broken.isEmpty, broken.relaxed[id] != nil { dropRelaxedCopies(of: id) }
    guard let built = makeSolverConstraints(c) else { return }
    var done: [SolverConstraint] = []
    for sc in built.constraints {
      do {
        try solver.add(sc)
        done.append(sc)
      } catch {
        for d in done { try? solver.remove(d) }
        if reportingFailure {
          reportFailure(of: c, error: error)
        } else {
          markBroken(c, error: error)
        }
        return
      }
    }
    // Only required constraints can change what the required equalities fix.
    if built.constraints.contains(where: { $0.strength.isRequired }) { structureGeneration &+= 1 }
    installed[id] = Installed(
      constraint: c, solverConstraints: built.constraints, baseConstant: built.baseConstant)
    if ownerOfSolverConstraint != nil {
      for sc in built.constraints { ownerOfSolverConstraint?[ObjectIdentifier(sc)] = c }
    }
    if !isTemporary {
      c.engine = self
      if c.isBroken { c.isBroken = false }
    }
    if !broken.isEmpty { forgetBroken(id) }
    pass.markDirty()
  }

  /// Removes a layout constraint (and forgets that it was broken).
  func remove(_ c: LayoutConstraint) {
    let id = ObjectIdentifier(c)
    if stagedMoves?.isEmpty == false, installed[id] != nil { commitStagedMoves() }
    if generated.unpark(c) {
      if !isTemporary, c.engine === self { c.engine = nil }
      return
    }
    if broken.constraints[id] != nil {
      forgetBroken(id)
      pass.markDirty()
    }
    if !isTemporary, c.engine === self {
      c.engine = nil
      c.isBroken = false
    }
    guard let entry = installed.removeValue(forKey: id) else { return }
    if entry.solverConstraints.contains(where: { $0.strength.isRequired }) { structureGeneration &+= 1 }
    for sc in entry.solverConstraints {
      try? solver.remove(sc)
      ownerOfSolverConstraint?[ObjectIdentifier(sc)] = nil
    }
    pass.markDirty()
  }

  /// The constraint's constant changed: move it in place.
  func constantDidChange(_ c: LayoutConstraint) {
    if stagedMoves?.isEmpty == false { commitStagedMoves() }
    let id = ObjectIdentifier(c)
    if broken.constraints[id] != nil {
      readd(c)  // a new constant may make it satisfiable again
      return
    }
    guard let entry = installed[id] else { return }
    if entry.solverConstraints.count == 1, let sc = entry.solverConstraints.first {
      let value = entry.baseConstant - Double(c.storedConstant)
      do {
        try solver.setConstant(value, of: sc)
        // The root's encapsulation size is outside a rigged subtree (``FitRig``).
        if fitRig != nil, c.firstItem === root, generated.rootConstraints.contains(where: { $0 === c }) {
          pass.markDirtyKeepingSettledFit()
        } else {
          pass.markDirty()
        }
      } catch {
        remove(c)
        reportFailure(of: c, error: error)
      }
    } else {
      remove(c)
      add(c)
    }
  }

  /// The priority changed (optional to optional): re-add at the new strength.
  func priorityDidChange(_ c: LayoutConstraint) {
    let id = ObjectIdentifier(c)
    guard installed[id] != nil || broken.constraints[id] != nil else { return }
    remove(c)
    add(c)
  }

  // MARK: Hierarchy notifications (from the model)

  func constraintWasActivated(_ c: LayoutConstraint) {
    modelConstraintGeneration &+= 1
    add(c)
  }

  func constraintWillDeactivate(_ c: LayoutConstraint) {
    modelConstraintGeneration &+= 1
    remove(c)
    retryBroken()
  }

  /// A subtree joined this hierarchy: add its items and constraints.
  func subtreeDidMove(in subtree: View) {
    modelConstraintGeneration &+= 1
    frames.hierarchyDidChange()
    subtree.forEachInSubtree { if $0.storedNeedsUpdateConstraints { pass.setNeedsUpdateConstraints() } }
    var views: [View] = []
    subtree.forEachInSubtree { views.append($0) }
    for v in views { addGenerated(for: v) }
    for v in views {
      for c in v.storedConstraints { add(c) }
    }
    if let parent = subtree.superview { parent.storedNeedsLayout = true }
    pass.markDirty()
  }

  /// A subtree leaves this hierarchy: drop its generated and installed constraints.
  func subtreeWillLeave(_ subtree: View) {
    modelConstraintGeneration &+= 1
    if let rig = fitRig, rig.view.isDescendant(of: subtree) { unrig(rebuilding: false) }
    frames.hierarchyDidChange()
    subtree.forEachInSubtree { v in
      removeGenerated(for: v)
      for c in v.storedConstraints { remove(c) }
      widthDependent.remove(v)
      generated.forgetDynamicGuides(of: v)
    }
    pass.markDirty()
  }

  func guideWasAdded(_ guide: LayoutGuide) {
    pass.markDirty()
    frames.invalidate()
  }

  func guideWillBeRemoved(_ guide: LayoutGuide) {
    for c in generated.removeConstraints(of: guide) { remove(c) }
  }

  func frameDidChange(_ view: View) {
    if view === root {
      updateRootConstraints()
    } else if view.translatesAutoresizingMaskIntoConstraints {
      generated.autoresizingNeedsRebuild(view)
    }
    // The root's frame and the rigged view's pins are outside the rigged subtree
    // (its pins are checked when they move, ``movedAutoresizingConstants``).
    if view === root || view === fitRig?.view {
      pass.markDirtyKeepingSettledFit()
    } else {
      pass.markDirty()
    }
  }

  func autoresizingDidChange(_ view: View) {
    // The root's frame is fixed by its encapsulation constraints, never a mask.
    guard view !== root else { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      generated.autoresizingNeedsRebuild(view)
    } else {
      if fitRig?.view === view { unrig(rebuilding: false) }
      // Removed now, not at the next pass: the constraints that replace them are
      // usually activated right after, and must not conflict with them.
      for c in generated.removeAutoresizing(of: view) { remove(c) }
    }
    pass.markDirty()
  }

  func layoutDirectionDidChange(_ view: View) {
    // Leading/trailing constraints of the subtree resolve differently now.
    func isAffected(_ c: LayoutConstraint) -> Bool {
      guard c.firstAttribute.isDirectional || c.secondAttribute.isDirectional,
        let host = LayoutConstraint.hostView(of: c.firstItem)
      else { return false }
      return host.isDescendant(of: view)
    }
    let affected = installed.values.map(\.constraint).filter(isAffected)
    for c in affected {
      remove(c)
      add(c)
    }
    refreshBroken(where: isAffected)
    view.forEachInSubtree { v in
      if v.hasMarginsGuide { generated.guidesFollowSolution(of: v) }
    }
    pass.markDirty()
  }

  func intrinsicContentSizeDidChange(_ view: View) {
    generated.intrinsicSizeNeedsUpdate(view, isRoot: view === root)
    pass.markDirty()
  }

  // MARK: Notifications from the model (how changes outside the engine enter it)

  /// A view asked for layout (`setNeedsLayout()`, a change of `isHidden`).
  func setNeedsLayout() {
    pass.setNeedsLayout()
  }

  /// A view asked for ``View/updateConstraints()`` before the next pass.
  func setNeedsUpdateConstraints() {
    pass.setNeedsUpdateConstraints()
  }

  /// Runs the update-constraints pass now if a view asked for it.
  func updateConstraintsIfNeeded() {
    if pass.needsUpdateConstraintsPass { updateConstraintsPass() }
  }

  /// The margins, safe area or keyboard frame of `view`'s subtree changed: the
  /// constants of its margins, safe-area and keyboard guides follow at the next pass.
  func marginsDidChange(in view: View) {
    view.forEachInSubtree { v in
      if v.hasMarginsGuide || v.hasSafeAreaGuide || v.hasKeyboardGuide { generated.guidesFollowSolution(of: v) }
    }
    pass.markDirty()
    pass.setNeedsLayout()
  }

  /// A scroll view's explicit content size changed: the next pass applies frames.
  func explicitContentSizeDidChange(of scroll: ScrollView) {
    pass.markDirty()
  }

  /// A view controller gained or lost its parent, its view, or additional safe-area
  /// insets, or views joined or left: the safe-area holders are looked up again.
  func safeAreaHoldersDidChange() {
    safeAreaHolders.invalidate()
  }

  /// The frames on screen stand for the current solution: the changes made since
  /// the last pass need no frame pass of their own
  /// (``View/exerciseAmbiguityInLayout()`` puts the solution back this way).
  func keepCurrentFrames() {
    pass.clearDirty()
  }

  /// The issues found since the last call, oldest first; the engine forgets them.
  func takeIssues() -> [LayoutIssue] {
    let list = issues
    issues.removeAll()
    return list
  }

  // MARK: The engine's own state (changed only here)

  /// Records an issue for the root to collect.
  func record(_ issue: LayoutIssue) {
    issues.append(issue)
  }

  /// Marks a new solution.
  func advance() {
    generation += 1
  }

  /// Whether no view below the root is a safe-area holder (kept until the holders
  /// change: ``safeAreaHoldersDidChange()``).
  func hierarchyHasNoSafeAreaHolder() -> Bool {
    safeAreaHolders.hasNoHolder(below: root)
  }

  /// The nearest safe-area holder at or above `view` and below the root, or nil.
  func nearestSafeAreaHolder(of view: View) -> View? {
    safeAreaHolders.nearestHolder(of: view, root: root, generation: generation)
  }
}

extension LayoutConstraint {
  /// Whether both items (when present) lie inside `root`'s subtree.
  func itemsInside(_ root: View) -> Bool {
    for item in [firstItem, secondItem] where item != nil {
      guard let v = LayoutConstraint.hostView(of: item), v.isDescendant(of: root) else { return false }
    }
    return true
  }
}

extension LayoutEngine {
  /// A view's baseline offsets changed (a label's font): constraints on baselines are
  /// rebuilt with the new offsets. All baseline constraints, not only the view's own:
  /// another view's baseline may stand for it (`forFirstBaselineLayout`, stack views),
  /// and font changes are rare.
  func baselinesDidChange(_ view: View) {
    func isAffected(_ c: LayoutConstraint) -> Bool {
      let onFirst = (c.firstAttribute == .firstBaseline || c.firstAttribute == .lastBaseline)
      let onSecond = (c.secondAttribute == .firstBaseline || c.secondAttribute == .lastBaseline)
      return onFirst || onSecond
    }
    let affected = installed.values.map(\.constraint).filter(isAffected)
    for c in affected {
      remove(c)
      add(c)
    }
    refreshBroken(where: isAffected)
  }
}

extension LayoutEngine {
  /// ``ownerOfSolverConstraint``, built from ``installed`` on first use.
  /// - Complexity: O(installed constraints) the first time, O(1) after.
  func ownersOfSolverConstraints() -> [ObjectIdentifier: LayoutConstraint] {
    if let map = ownerOfSolverConstraint { return map }
    var map: [ObjectIdentifier: LayoutConstraint] = [:]
    for entry in installed.values {
      for sc in entry.solverConstraints { map[ObjectIdentifier(sc)] = entry.constraint }
    }
    ownerOfSolverConstraint = map
    return map
  }
}
