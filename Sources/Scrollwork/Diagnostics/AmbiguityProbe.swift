import Foundation
import LayoutSolver

/// Finds the free unknowns of views and guides: the engine behind
/// ``View/hasAmbiguousLayout`` and ``AmbiguityReport`` (UIKitBehaviour.md §9.4).
///
/// Method. A *temporary* engine is built over the hierarchy's root (`build()` then
/// `solveToFixpoint()`, so multi-line labels and dynamic guides get the sizes the
/// live engine gives them); the live engine, its solver and the live frames are not
/// touched. (An undetermined scroll content size has no fallback constraint, so it
/// shows up as free, as Interface Builder reports it.) Then, for each unknown `e` of an item (`minX`/`minY` relative to the superview or
/// owning view, `width`, `height`), the probe adds `e == e₀ + 10⁶` at a priority
/// strictly below every priority in use (10⁻⁶, or half the lowest one), reads where
/// `e` went, moves the probe's constant to `e == e₀ − 10⁶` (in place, cheaper than
/// a second add), reads again, and removes the probe. The solver's
/// priorities are lexicographic, so a probe at the lowest level can only move `e`
/// along solutions that are exactly as good at every real level: if `e` moves, it
/// is free, and where it stops is the end of its range (no stop within 1 pt of the
/// target means unbounded).
///
/// Before probing, ``LayoutSolver/Solver/isFixedAtEveryOptimum(_:)`` reads off the
/// tableau whether the unknown can move at all (only nonbasic symbols with a zero
/// reduced cost move between optimal solutions); only unknowns it cannot clear are
/// probed. `reports(in:)` first pulls on all unknowns at once. On a scroll view of 400
/// multi-line labels that took `scrollwork layout` from 56 s to 0.2 s.
///
/// A probe removed from a tie may leave the temporary solution moved; that changes
/// nothing about which unknowns are free (the set of optimal solutions is convex
/// and does not depend on the point the solver sits at).
final class AmbiguityProbe {
  /// How far each probe pulls.
  static let span: Double = 1e6
  /// Movements smaller than this (relative to the value, at least absolute) are
  /// numerical noise.
  static let tolerance: Double = 1e-6

  let root: View
  /// The temporary engine the probes run in.
  let engine: LayoutEngine
  /// The engine whose constraints reports list: the live one when the hierarchy
  /// has been laid out (so reports name the live generated constraints), else the
  /// temporary one.
  let constraintSource: LayoutEngine
  /// The probes' priority: strictly below every priority in use.
  let probeStrength: Strength
  /// Caches of the fix search (`AmbiguityProbe+Fixes.swift`).
  var activeConstraintCache: [LayoutConstraint]?
  var referencedEdgeCache: Set<AmbiguityProbe.EdgeKey>?
  var insetCache: [String: CGFloat] = [:]
  /// ``isProbed(_:)`` answers for scroll content guides, by guide.
  private var usedContentGuides: [ObjectIdentifier: Bool] = [:]

  /// Builds and solves a temporary engine over `root`'s hierarchy. Runs the
  /// update-constraints pass first (it changes constraints, never frames).
  convenience init(root: View, options: AmbiguityOptions = .uikit) {
    root.updateConstraintsIfNeeded()
    self.init(root: root, engine: LayoutEngine.solvedTemporary(root: root), options: options)
  }

  /// Probes a temporary engine already built and solved over `root`'s hierarchy (a
  /// table view measuring a cell's content view with its height left free). With
  /// ``AmbiguityOptions/sizesAreNonNegative``, the engine gets its views' size limits
  /// here (``LayoutEngine/limitSizesToNonNegative(in:tolerance:)``), before any probe;
  /// without ``AmbiguityOptions/emptyStackViewsAreSized``, its empty stack views lose
  /// their size (``LayoutEngine/removeEmptyStackSizes(in:)``) first.
  init(root: View, engine: LayoutEngine, options: AmbiguityOptions = .uikit) {
    self.root = root
    self.engine = engine
    constraintSource = root.engine ?? engine
    probeStrength = Strength(min(1e-6, engine.lowestPriorityInUse / 2))
    if !options.emptyStackViewsAreSized { engine.removeEmptyStackSizes(in: root) }
    if options.sizesAreNonNegative { engine.limitSizesToNonNegative(in: root, tolerance: Self.tolerance) }
  }

  /// The probe for the hierarchy `item` belongs to, or nil for a guide without an
  /// owning view.
  static func forItem(_ item: AnyObject) -> AmbiguityProbe? {
    guard let host = LayoutConstraint.hostView(of: item) else { return nil }
    return AmbiguityProbe(root: host.rootView)
  }

  // MARK: Items

  /// The views and guides of `subtree` in document order: a view, then its guides
  /// (custom guides in the order added, then the built-in guides it has handed out:
  /// margins, safe area, readable content, scroll content, scroll frame), then its
  /// subviews, back to front, each the same way.
  static func items(of subtree: View) -> [AnyObject] {
    var list: [AnyObject] = []
    subtree.forEachInSubtree { v in
      list.append(v)
      list += v.allGuides as [AnyObject]
    }
    return list
  }

  /// A view's superview or a guide's owning view: what `minX`/`minY` are relative to.
  static func container(of item: AnyObject) -> View? {
    asLayoutItem(item)?.layoutContainer
  }

  // MARK: Probing

  /// The unknown as an expression in layout space.
  func expression(_ item: AnyObject, _ attribute: AmbiguityReport.FreeAttribute) -> LinearExpression? {
    guard let vars = engine.variables(of: item) else { return nil }
    let origin = Self.container(of: item)?.layoutVariables
    switch attribute {
    case .left: return origin.map { vars.minX - $0.minX } ?? LinearExpression(vars.minX)
    case .top: return origin.map { vars.minY - $0.minY } ?? LinearExpression(vars.minY)
    case .width: return LinearExpression(vars.width)
    case .height: return LinearExpression(vars.height)
    }
  }

  /// The current value of an expression in the temporary engine.
  func value(_ e: LinearExpression) -> Double {
    e.value { engine.solver.value(of: $0) }
  }

  /// Pulls `e` toward `up`, then toward `down` (one probe whose constant moves in
  /// place), at the probe priority, and returns where it went each time; nil if the
  /// solver refused the probe.
  private func reach(_ e: LinearExpression, up: Double, down: Double) -> (up: Double, down: Double)? {
    let probe = SolverConstraint(e - up, .equal, strength: probeStrength)
    do { try engine.addProbe(probe) } catch { return nil }
    defer { engine.removeProbe(probe) }
    let reachedUp = value(e)
    do { try engine.setProbeConstant(e.constant - down, of: probe) } catch { return nil }
    return (reachedUp, value(e))
  }

  /// Whether `item`'s `attribute` is free, which way, and how far; nil when fixed.
  func range(of item: AnyObject, _ attribute: AmbiguityReport.FreeAttribute)
    -> (direction: AmbiguityReport.Direction, lower: CGFloat?, upper: CGFloat?)?
  {
    guard isProbed(item), let e = expression(item, attribute) else { return nil }
    // Most unknowns are fixed, and the tableau says so without a probe (a probe costs
    // pivots across the rows that hold the unknown: cubic in a chain of labels).
    if engine.solver.isFixedAtEveryOptimum(e) { return nil }
    let start = value(e)
    guard start.isFinite, let (up, down) = reach(e, up: start + Self.span, down: start - Self.span) else {
      return nil
    }
    let tol = Self.tolerance * max(1, abs(start))
    let canIncrease = up - start > tol
    let canDecrease = start - down > tol
    guard canIncrease || canDecrease else { return nil }
    let upper: CGFloat? = canIncrease ? (start + Self.span - up > 1 ? Self.snap(up) : nil) : Self.snap(start)
    let lower: CGFloat? = canDecrease ? (down - (start - Self.span) > 1 ? Self.snap(down) : nil) : Self.snap(start)
    let direction: AmbiguityReport.Direction =
      canIncrease && canDecrease ? .both : (canIncrease ? .increasing : .decreasing)
    return (direction, lower, upper)
  }

  /// Rounds away solver noise (1e-6 pt).
  private static func snap(_ x: Double) -> CGFloat {
    CGFloat((x * 1e6).rounded() / 1e6)
  }

  /// Whether the item takes part: everything but a scroll view's content guide that
  /// no constraint besides its own generated ones refers to (an empty scroll view
  /// is not "ambiguous content").
  func isProbed(_ item: AnyObject) -> Bool {
    guard let g = item as? LayoutGuide, g.system == .scrollContent else { return true }
    if let known = usedContentGuides[ObjectIdentifier(g)] { return known }
    let own = Set(engine.generatedConstraints(of: g).map(ObjectIdentifier.init))
    let v = g.layoutVariables
    let used = engine.constraintsInvolving([v.minX, v.minY, v.width, v.height]).contains {
      !own.contains(ObjectIdentifier($0))
    }
    usedContentGuides[ObjectIdentifier(g)] = used
    return used
  }

  /// Whether any unknown of `item` on `axis` (both axes when nil) is free.
  func isAmbiguous(_ item: AnyObject, axis: LayoutAxis? = nil) -> Bool {
    let attributes = axis.map(AmbiguityReport.FreeAttribute.of) ?? AmbiguityReport.FreeAttribute.allCases
    return attributes.contains { range(of: item, $0) != nil }
  }

  // MARK: Reports

  typealias Range = (direction: AmbiguityReport.Direction, lower: CGFloat?, upper: CGFloat?)

  /// The report for one item, or nil when every unknown is fixed. Each free unknown
  /// carries a checked fix when one is found (``assignFixes(_:)``); a guide private
  /// to UIKit gets none, and words that say so.
  func report(for item: AnyObject) -> AmbiguityReport? {
    reports(for: [item]).first
  }

  /// The reports of `items` (nil-free, in order): every item's ranges first, then the
  /// fixes, found in one batch so that a fix found for one item is tried on all the
  /// others at once (one mistake often frees a whole chain).
  func reports(for items: [AnyObject]) -> [AmbiguityReport] {
    var found: [(item: AnyObject, ranges: [(AmbiguityReport.FreeAttribute, Range)])] = []
    for item in items {
      var ranges: [(AmbiguityReport.FreeAttribute, Range)] = []
      for attribute in AmbiguityReport.FreeAttribute.allCases {
        if let r = range(of: item, attribute) { ranges.append((attribute, r)) }
      }
      if !ranges.isEmpty { found.append((item, ranges)) }
    }
    let fixes = assignFixes(found)
    return found.enumerated().map { index, entry in
      let item = entry.item
      let name = AmbiguityReport.name(of: item)
      let layoutItem = asLayoutItem(item)
      let scrollView = layoutItem?.systemGuideKind == .scrollContent ? layoutItem?.layoutContainer : nil
      let privateGuide = layoutItem?.isPrivateToUIKit == true
      var byAxis: [LayoutAxis: [LayoutConstraint]] = [:]
      var freedoms: [AmbiguityReport.Freedom] = []
      for (attribute, r) in entry.ranges {
        let constraints = byAxis[attribute.axis] ?? constraintsAffecting(item, axis: attribute.axis)
        byAxis[attribute.axis] = constraints
        let fix = fixes[FixKey(index: index, attribute: attribute)]
        freedoms.append(
          AmbiguityReport.Freedom(
            attribute: attribute, direction: r.direction, lowerBound: r.lower, upperBound: r.upper,
            constraints: constraints,
            suggestion: AmbiguityReport.suggestion(
              name: name, attribute: attribute, lowerBound: r.lower, upperBound: r.upper, scrollView: scrollView,
              fix: fix, isPrivateGuide: privateGuide),
            suggestedConstraint: fix))
      }
      return AmbiguityReport(item: item, name: name, freedoms: freedoms)
    }
  }

  /// A free unknown of the `index`th ambiguous item.
  struct FixKey: Hashable {
    let index: Int
    let attribute: AmbiguityReport.FreeAttribute
  }

  /// Finds fixes for the free unknowns of `found`, in order: for the first unknown
  /// without one, a fix is searched (``fix(for:_:bounded:)``); then, with it added,
  /// every unknown still waiting that it fixes gets it too. Guides private to UIKit
  /// get none. A range bounded both ways is usually a clash of equal priorities, whose
  /// advice is about priorities: only a scroll view child's size tied to the frame
  /// guide is tried there.
  func assignFixes(_ found: [(item: AnyObject, ranges: [(AmbiguityReport.FreeAttribute, Range)])])
    -> [FixKey: SuggestedConstraint]
  {
    var pending: [(key: FixKey, item: AnyObject, bounded: Bool)] = []
    for (index, entry) in found.enumerated() where asLayoutItem(entry.item)?.isPrivateToUIKit != true {
      for (attribute, r) in entry.ranges {
        pending.append((FixKey(index: index, attribute: attribute), entry.item, r.lower != nil && r.upper != nil))
      }
    }
    var result: [FixKey: SuggestedConstraint] = [:]
    while let next = pending.first {
      pending.removeFirst()
      guard let fix = fix(for: next.item, next.key.attribute, bounded: next.bounded) else { continue }
      result[next.key] = fix
      guard let c = tryAdding(fix) else { continue }
      // One test for all of them first (random weights, as in anyUnknownMoves(of:)):
      // usually the fix of one link fixes the whole chain.
      if allFixed(pending.compactMap { expression($0.item, $0.key.attribute) }) {
        for p in pending { result[p.key] = fix }
        pending.removeAll()
      }
      pending.removeAll { p in
        guard let e = expression(p.item, p.key.attribute), isFixed(p.item, p.key.attribute, e) else { return false }
        result[p.key] = fix
        return true
      }
      engine.remove(c)
    }
    return result
  }

  /// Reports for every ambiguous item of `subtree`, in ``items(of:)`` order.
  ///
  /// One pull on all the unknowns together comes first (``anyUnknownMoves(of:)``): in
  /// a layout without ambiguity, the usual case, that is the whole cost, where probing
  /// each unknown costs pivots across the rows that hold it (cubic in a chain of
  /// multi-line labels: 56 s for 400 labels in a scroll view before, 0.2 s after).
  ///
  /// Guides private to UIKit (``LayoutGuide/isPrivateToUIKit``: the stack view's
  /// `UISV-alignment-spanner` and `UISV-distributing` guides) are left out. UIKit
  /// generates no constraint for some of their unknowns (the spanner along the
  /// stacking axis, the gap guides across it), so those are free in UIKit's engine
  /// too, but they move no view: a freedom that moved a view would be that view's
  /// own, and reported on it (`UIKitBehaviour.md §16`).
  func reports(in subtree: View) -> [AmbiguityReport] {
    let items = Self.items(of: subtree).filter { item in asLayoutItem(item)?.isPrivateToUIKit != true }
    guard anyUnknownMoves(of: items) else { return [] }
    return reports(for: items)
  }

  /// Whether the tableau shows every one of `unknowns` fixed at every optimum (a
  /// weighted sum with pseudo-random weights, fixed seed; false when it cannot tell).
  func allFixed(_ unknowns: [LinearExpression]) -> Bool {
    guard !unknowns.isEmpty else { return true }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var sum = LinearExpression()
    for e in unknowns {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let weight = (1 + Double(state >> 11) / Double(UInt64(1) << 53)) * (state & 1 == 0 ? 1 : -1)
      for term in e.terms { sum.terms.append(Term(term.variable, coefficient: weight * term.coefficient)) }
      sum.constant += weight * e.constant
    }
    return engine.solver.isFixedAtEveryOptimum(sum)
  }

  /// Whether some unknown of `items` can move between optimal solutions.
  ///
  /// The unknowns are summed with pseudo-random weights in ±[1, 2) (fixed seed). If the
  /// tableau shows the sum fixed (``LayoutSolver/Solver/isFixedAtEveryOptimum(_:)``),
  /// nothing moves; otherwise the sum is pulled up and down at the probe priority, as
  /// one unknown is in ``range(of:_:)``. If the optimal solutions differ in some unknown,
  /// they differ along some direction `d`, and the pulls move the solution unless the
  /// weights are orthogonal to every such `d`, which random weights are not (that would
  /// take an exact cancellation). A pull that moves nothing means no unknown is free.
  /// - Returns: true when some unknown moved (or the probe was refused): the caller then
  ///   probes each one. False when none can move.
  func anyUnknownMoves(of items: [AnyObject]) -> Bool {
    var unknowns: [LinearExpression] = []
    for item in items where isProbed(item) {
      for attribute in AmbiguityReport.FreeAttribute.allCases {
        if let e = expression(item, attribute) { unknowns.append(e) }
      }
    }
    if unknowns.isEmpty { return false }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var sum = LinearExpression()
    for e in unknowns {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let magnitude = 1 + Double(state >> 11) / Double(UInt64(1) << 53)
      let weight = state & 1 == 0 ? magnitude : -magnitude
      for term in e.terms { sum.terms.append(Term(term.variable, coefficient: weight * term.coefficient)) }
      sum.constant += weight * e.constant
    }
    // The first-order test on the sum: with random weights its nonbasic form names a
    // symbol that can move whenever some unknown's does, barring an exact cancellation
    // (one expansion, where one per unknown is quadratic in a chain of views).
    if engine.solver.isFixedAtEveryOptimum(sum) { return false }
    let before = unknowns.map(value)
    guard before.allSatisfy(\.isFinite) else { return true }
    let start = value(sum)
    // Two probes, each added and removed, not one moved in place: moving a probe this
    // dense runs the dual simplex across every row it touches (`scrollwork layout` on
    // 2,000 labels: 9.1 s and 1.1 GB moved in place, 1.8 s and 59 MB with two adds).
    for target in [start + Self.span, start - Self.span] {
      let probe = SolverConstraint(sum - target, .equal, strength: probeStrength)
      do { try engine.addProbe(probe) } catch { return true }
      let moved = zip(unknowns, before).contains { e, b in abs(value(e) - b) > Self.tolerance * max(1, abs(b)) }
      engine.removeProbe(probe)
      if moved { return true }
    }
    return false
  }

  /// The constraints of ``constraintSource`` that involve the item's unknowns of
  /// `axis`.
  func constraintsAffecting(_ item: AnyObject, axis: LayoutAxis) -> [LayoutConstraint] {
    guard let vars = constraintSource.variables(of: item) else { return [] }
    return constraintSource.constraintsInvolving(vars, axis: axis)
  }
}
