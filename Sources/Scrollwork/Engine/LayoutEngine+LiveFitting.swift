import Foundation
import LayoutSolver

/// `systemLayoutSizeFitting` in the live engine (UIKitBehaviour.md §46).
///
/// A view below its engine's root whose subtree shares no constraint with the rest
/// of the hierarchy (a cell's content view) is measured in the engine it is laid out
/// in (``FitRig``): its size pins are moved apart, pulls at the fitting priorities
/// pull it toward the target, the engine solves (the same ``solveToFixpoint()`` a
/// layout pass runs: intrinsic sizes, UIKit's two passes for wrapping labels) and the
/// view's solved size is the answer. The next flush pins the view to its frame of that
/// moment again: when the view is then given the fitted size (a self-sizing cell), the
/// solution already holds and the pass has little left to solve. No frame is applied
/// and no hook runs during the fit.
///
/// Contract: the size returned is the one a fresh fitting engine over the subtree
/// gives (``LayoutEngine/solvedTemporary(root:fitting:)``), up to float rounding, and
/// the frames of the next pass are those of a fresh layout. When the engine cannot fit
/// in place (``canFitInPlace(_:)``) or the fit broke a constraint, nil is returned and
/// the caller measures in a separate engine, as before.
extension LayoutEngine {
  /// How far apart a fit moves a free axis's pair: the size is free within ±this.
  static let fitSlack: CGFloat = 1e6

  /// Measures `view` in this engine; nil when it cannot be measured here.
  func fitInPlace(
    _ view: View, target: CGSize, horizontal h: LayoutPriority, vertical v: LayoutPriority
  ) -> CGSize? {
    guard canFitInPlace(view) else { return nil }
    let priorities = [h, v]
    // An axis this fit leaves free needs its pin held as a pair (``FitRig``).
    let free = priorities.map { !$0.isRequired }
    if let current = fitRig, current.view === view {
      if zip(free, current.pairedAxes).contains(where: { $0 && !$1 }) {
        rig(view, paired: zip(free, current.pairedAxes).map { $0 || $1 })
      }
    } else {
      rig(view, paired: free)
    }
    guard let pins = rigPins(of: view) else {
      unrig()
      return nil
    }
    // The pulls at this fit's priorities (a required axis is pinned to the target).
    let targets = [target.width, target.height]
    for axis in 0..<2 where !priorities[axis].isRequired {
      guard let pull = fitRig?.pulls[axis] else { return nil }
      if pull.storedPriority != priorities[axis] {
        let new = Self.pull(view, axis: axis, constant: targets[axis], priority: priorities[axis])
        remove(pull)
        fitRig?.pulls[axis] = new
        add(new)
      } else {
        setGeneratedConstant(pull, targets[axis])
      }
    }
    var changes: [(constraint: SolverConstraint, constant: Double)] = []
    for axis in 0..<2 {
      let pin = pins[axis]
      let (low, high) =
        priorities[axis].isRequired ? (targets[axis], targets[axis]) : (-Self.fitSlack, Self.fitSlack)
      // An equality pin (an axis only ever required) moves onto the target.
      changes.append((pin.solverConstraints[0], pin.baseConstant - Double(low)))
      if pin.solverConstraints.count == 2 {
        changes.append((pin.solverConstraints[1], pin.baseConstant - Double(high)))
      }
    }
    do {
      try solver.setConstants(changes)
    } catch {
      // A required target the content cannot take: measured apart, as before.
      return nil
    }
    fitRig?.relaxed = true
    fitRig?.fitting = true
    pass.markDirty()
    solveToFixpoint()
    fitRig?.fitting = false
    // The next flush pins the view to its frame again.
    generated.autoresizingNeedsRebuild(view)
    guard broken.isEmpty, issues.isEmpty else {
      flushPending()
      retryBroken()
      return nil
    }
    let size = solvedRect(view).size
    fitRig?.settledSize = size
    pass.settleFit()
    return size
  }

  /// Whether the rigged view's pins moving to `new` keep a settled fit settled: they
  /// are its pins, and land on the size the fit solved (within float noise), so the
  /// fit's solution still holds.
  func keepsSettledFit(_ new: [AutoresizingMaskLayoutConstraint.Spec]) -> Bool {
    guard let rig = fitRig, let size = rig.settledSize, let first = new.first, first.first === rig.view else {
      return false
    }
    for c in new where c.second == nil {
      if c.firstAttribute == .width, abs(c.constant - size.width) > Self.settledNoise { return false }
      if c.firstAttribute == .height, abs(c.constant - size.height) > Self.settledNoise { return false }
    }
    return true
  }

  /// How far a pin may land from the fitted size and still count as on it: float
  /// noise of the solve, far below a pixel.
  static let settledNoise: CGFloat = 1e-9

  /// Whether `view` can be measured in this engine: a live engine between passes
  /// that has solved once and holds every constraint (none broken, no issue pending);
  /// `view` below the root, placed by autoresizing constraints of a fixed size (no
  /// flexible width or height); no safe area in the hierarchy (a fresh fitting engine
  /// gives its root none); and no constraint of the model joining `view`'s subtree to
  /// the rest (a fresh fitting engine leaves those out).
  func canFitInPlace(_ view: View) -> Bool {
    guard !isTemporary, generation > 0, pass.phase == .idle, pass.depth == 0, broken.isEmpty, issues.isEmpty,
      view !== root, view.translatesAutoresizingMaskIntoConstraints, view.rootView === root,
      view.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight]),
      generated.autoresizing(of: view) != nil,
      root.storedRootSafeAreaInsets == .zero, nearestSafeAreaHolder(of: view) == nil
    else { return false }
    return constraintsStayInside(view)
  }

  /// The installed pins of a rigged view, width then height: each one autoresizing
  /// constraint held as two solver inequalities (a paired axis) or one equality.
  private func rigPins(of view: View) -> [Installed]? {
    guard let list = generated.autoresizing(of: view), let rig = fitRig else { return nil }
    var width: Installed?
    var height: Installed?
    for c in list where c.secondItem == nil {
      guard let entry = installed[ObjectIdentifier(c)],
        entry.solverConstraints.count == (rig.pairedAxes[c.firstAttribute == .width ? 0 : 1] ? 2 : 1)
      else { continue }
      if c.firstAttribute == .width { width = entry }
      if c.firstAttribute == .height { height = entry }
    }
    guard let width, let height else { return nil }
    return [width, height]
  }

  /// A pull of `view`'s width (axis 0) or height toward `constant`.
  private static func pull(_ view: View, axis: Int, constant: CGFloat, priority: LayoutPriority) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: view, axis == 0 ? .width : .height, .equal, nil, .notAnAttribute, constant: constant,
      priority: priority.isRequired ? .fittingSizeLevel : priority,
      identifier: axis == 0 ? "fittingSizeHTarget" : "fittingSizeVTarget")
  }

  /// Makes `view` the engine's rigged view (``FitRig``): its autoresizing constraints
  /// are built again (the size of each `paired` axis as a pair) and the pulls added. A
  /// view rigged before is unrigged first.
  private func rig(_ view: View, paired: [Bool]) {
    unrig()
    let frame = view.frame.size
    fitRig = FitRig(
      view: view, pairedAxes: paired,
      pulls: [
        Self.pull(view, axis: 0, constant: frame.width, priority: .fittingSizeLevel),
        Self.pull(view, axis: 1, constant: frame.height, priority: .fittingSizeLevel),
      ])
    for c in generated.removeAutoresizing(of: view) { remove(c) }
    installAutoresizing(view)
    for c in fitRig?.pulls ?? [] { add(c) }
  }

  /// Drops the rig: the pulls leave the solver and, when `rebuilding`, the view's
  /// autoresizing constraints are built again as plain equalities at the next flush.
  func unrig(rebuilding: Bool = true) {
    guard let rig = fitRig else { return }
    fitRig = nil
    for c in rig.pulls { remove(c) }
    if rebuilding {
      for c in generated.removeAutoresizing(of: rig.view) { remove(c) }
      generated.autoresizingNeedsRebuild(rig.view)
    }
    pass.markDirty()
  }

  /// Whether `c` is a size pin of the rigged view (its autoresizing width or height).
  func isRigSizePin(_ c: LayoutConstraint) -> Bool {
    // The constraint's own fields first: most constraints asked about are not size pins.
    guard c.secondItem == nil, c.firstAttribute == .width || c.firstAttribute == .height, c.relation == .equal,
      c is AutoresizingMaskLayoutConstraint, let view = fitRig?.view
    else { return false }
    return c.firstItem === view
  }

  /// Whether `c` is a size pin of the rigged view held as two inequalities (an axis
  /// some fit left free).
  func isRigPin(_ c: LayoutConstraint) -> Bool {
    guard isRigSizePin(c), let rig = fitRig else { return false }
    return rig.pairedAxes[c.firstAttribute == .width ? 0 : 1]
  }

  /// Whether every constraint of the model in this hierarchy has both items inside
  /// `view`'s subtree or both outside it. Kept for the last view asked until a
  /// constraint is activated or deactivated or a subtree joins or leaves.
  /// - Complexity: O(the hierarchy's constraints × depth), O(1) when kept.
  func constraintsStayInside(_ view: View) -> Bool {
    let id = ObjectIdentifier(view)
    if let kept = selfContainedSubtree, kept.view == id, kept.generation == modelConstraintGeneration { return true }
    var inside = true
    root.forEachInSubtree { v in
      guard inside else { return }
      for c in v.storedConstraints {
        let first = LayoutConstraint.hostView(of: c.firstItem)?.isDescendant(of: view) ?? false
        let second =
          c.secondItem == nil ? first : (LayoutConstraint.hostView(of: c.secondItem)?.isDescendant(of: view) ?? false)
        if first != second {
          inside = false
          return
        }
      }
    }
    selfContainedSubtree = inside ? (id, modelConstraintGeneration) : nil
    return inside
  }
}
