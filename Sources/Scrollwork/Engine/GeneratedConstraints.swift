import Foundation

/// The constraints an engine generates the way UIKit does (autoresizing masks,
/// intrinsic content sizes, the root's encapsulation constraints, the built-in and
/// scroll guides), the intrinsic-width pairs it *parks* outside the solver, and the
/// views whose generated constraints must be rebuilt at the next flush.
///
/// This is bookkeeping only: adding a constraint to the solver or removing it is
/// the engine's (``LayoutEngine/add(_:reportingFailure:)``); the engine records
/// here what it generated, and takes back what it must remove.
///
/// Invariants:
/// - Each list is keyed by the identity of the view or guide it belongs to; a view
///   with no intrinsic size has no `contentSize` entry, and an entry holds the
///   width constraint at index 0 and the height one at index 1 (nil where that axis
///   has none).
/// - A parked constraint is a width content-size constraint of a width-dependent
///   view, held active by the engine but not in the solver.
/// - A guide's entry exists from the moment its installation starts (possibly
///   empty), so that installing it again while building returns at once.
/// - The pending lists may repeat a view and may name views that left the
///   hierarchy: the flush skips both.
/// Its stored properties are `@exclusivity(unchecked)`: the engine reads and writes them
/// many times per layout pass, always from one thread and never across a call that
/// could reach them again, so the runtime check each access made (a twentieth of a
/// self-sizing cell's fit in `scrollwork-bench feed`) could never fire.
final class GeneratedConstraints {
  @exclusivity(unchecked) private(set) var autoresizing: [ObjectIdentifier: [LayoutConstraint]] = [:]
  @exclusivity(unchecked) private var contentSize: [ObjectIdentifier: [ContentSizeLayoutConstraint?]] = [:]
  @exclusivity(unchecked) private(set) var guideConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// The root's encapsulation constraints (left, top, width, height), or its
  /// fitting targets in a temporary engine.
  @exclusivity(unchecked) private(set) var rootConstraints: [LayoutConstraint] = []
  /// Intrinsic-width pairs held outside the solver (see `addOrPark`), by identity.
  @exclusivity(unchecked) private(set) var parked: [ObjectIdentifier: LayoutConstraint] = [:]

  /// Views whose intrinsic size must be re-read, autoresizing constraints rebuilt.
  @exclusivity(unchecked) private var pendingIntrinsic: [View] = []
  /// The root's intrinsic size changed (kept as a flag: the root owns the engine, so
  /// the engine never holds it strongly).
  @exclusivity(unchecked) private var rootPendingIntrinsic = false
  @exclusivity(unchecked) private var pendingAutoresizing: [View] = []
  /// Views with margins or safe-area guides whose constants follow the solution.
  @exclusivity(unchecked) private var dynamicGuides: [ObjectIdentifier: WeakView] = [:]

  /// Whether a flush has work: intrinsic sizes to re-read or autoresizing
  /// constraints to rebuild.
  var hasPendingWork: Bool {
    !pendingIntrinsic.isEmpty || rootPendingIntrinsic || !pendingAutoresizing.isEmpty
  }

  // MARK: Autoresizing masks

  func autoresizing(of view: View) -> [LayoutConstraint]? { autoresizing[ObjectIdentifier(view)] }

  func setAutoresizing(_ list: [LayoutConstraint], of view: View) {
    autoresizing[ObjectIdentifier(view)] = list
  }

  /// Forgets a view's autoresizing constraints and returns them (empty if none).
  func removeAutoresizing(of view: View) -> [LayoutConstraint] {
    autoresizing.removeValue(forKey: ObjectIdentifier(view)) ?? []
  }

  /// A view's autoresizing constraints must be rebuilt (or removed) at the next flush.
  func autoresizingNeedsRebuild(_ view: View) {
    pendingAutoresizing.append(view)
  }

  func takePendingAutoresizing() -> [View] {
    let list = pendingAutoresizing
    pendingAutoresizing = []
    return list
  }

  // MARK: Intrinsic content size

  /// A view's content-size pair (width, height; nil where that axis has none), or
  /// nil when it has none at all.
  func contentSize(of view: View) -> [ContentSizeLayoutConstraint?]? { contentSize[ObjectIdentifier(view)] }

  func setContentSize(_ list: [ContentSizeLayoutConstraint?], of view: View) {
    contentSize[ObjectIdentifier(view)] = list
  }

  /// Forgets a view's content-size pair and returns its constraints.
  func removeContentSize(of view: View) -> [ContentSizeLayoutConstraint] {
    (contentSize.removeValue(forKey: ObjectIdentifier(view)) ?? []).compactMap { $0 }
  }

  /// A view's intrinsic size must be re-read at the next flush.
  func intrinsicSizeNeedsUpdate(_ view: View, isRoot: Bool) {
    if isRoot { rootPendingIntrinsic = true } else { pendingIntrinsic.append(view) }
  }

  /// Whether the root's intrinsic size must be re-read; clears the request.
  func takeRootPendingIntrinsic() -> Bool {
    defer { rootPendingIntrinsic = false }
    return rootPendingIntrinsic
  }

  func takePendingIntrinsic() -> [View] {
    let list = pendingIntrinsic
    pendingIntrinsic = []
    return list
  }

  // MARK: Parked intrinsic widths

  func isParked(_ c: LayoutConstraint) -> Bool { parked[ObjectIdentifier(c)] != nil }

  func park(_ c: LayoutConstraint) {
    parked[ObjectIdentifier(c)] = c
  }

  /// Stops holding `c` outside the solver; returns whether it was parked.
  @discardableResult
  func unpark(_ c: LayoutConstraint) -> Bool {
    parked.removeValue(forKey: ObjectIdentifier(c)) != nil
  }

  // MARK: Root and guides

  func setRootConstraints(_ list: [LayoutConstraint]) {
    rootConstraints = list
  }

  /// The constraints generated for a guide, or nil before its installation started.
  func constraints(of guide: LayoutGuide) -> [LayoutConstraint]? { guideConstraints[ObjectIdentifier(guide)] }

  func setConstraints(_ list: [LayoutConstraint], of guide: LayoutGuide) {
    guideConstraints[ObjectIdentifier(guide)] = list
  }

  /// Forgets a guide's generated constraints and returns them (empty if none).
  func removeConstraints(of guide: LayoutGuide) -> [LayoutConstraint] {
    guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) ?? []
  }

  // MARK: Guides that follow the solution

  /// The views whose margins, safe-area or keyboard guide constants follow the
  /// solution (a view no longer alive reads nil).
  var dynamicGuideViews: Dictionary<ObjectIdentifier, WeakView>.Values { dynamicGuides.values }

  /// A view's guide constants follow the solution from now on.
  func guidesFollowSolution(of view: View) {
    dynamicGuides[ObjectIdentifier(view)] = WeakView(view)
  }

  func forgetDynamicGuides(of view: View) {
    dynamicGuides[ObjectIdentifier(view)] = nil
  }
}
