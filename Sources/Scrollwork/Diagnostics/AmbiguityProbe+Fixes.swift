import Foundation
import LayoutSolver

// Fix advice found from the solver and the constraint graph (issue 16, bug 4).
//
// For a free unknown, the probe pulls it and sees which edges move with it: the
// free direction. A constraint between an edge that moves and one that does not,
// on two related items (a view and its superview's same edge, or two siblings side
// by side along the axis, facing edges), stops the movement; so does tying a
// scroll view child's size to the frame layout guide, or, last, a constant size.
// Candidates are ranked: edge pairs where at least one edge is mentioned by no
// constraint yet (the missing link of a chain), most such edges first, then the
// outermost view of the chain; then a scroll view child's size tied to the frame
// guide; then edge pairs whose edges are all constrained already; then a constant
// size. Each is *tried* in the temporary engine at
// required priority: it is offered only when the solver accepts it and the unknown
// is no longer free. Sources/Scrollwork/Scrollwork.docc/Diagnostics.md, "Fix advice", states the rules.

extension AmbiguityProbe {
  /// An edge of an item on one axis, as the constraint would name it.
  struct Edge {
    let item: AnyObject
    let attribute: LayoutAttribute
  }

  /// One candidate fix and its rank (lower first).
  struct Candidate {
    let fix: SuggestedConstraint
    let rank: (group: Int, dangling: Int, order: Double)
  }

  /// A checked fix for one free unknown: the best candidate (``candidates(for:attribute:target:)``)
  /// that the solver accepts at required priority and that fixes the unknown; nil when
  /// none does. With `bounded`, only a scroll view child's size tied to the frame
  /// guide is tried. Leaves the engine as it found it.
  func fix(for item: AnyObject, _ attribute: AmbiguityReport.FreeAttribute, bounded: Bool) -> SuggestedConstraint? {
    if asLayoutItem(item)?.isPrivateToUIKit == true { return nil }
    guard let target = expression(item, attribute), !isFixed(item, attribute, target) else { return nil }
    var found = candidates(for: item, attribute: attribute, target: target)
    if bounded { found = found.filter { $0.rank.group == 1 } }
    for candidate in found {
      guard let c = tryAdding(candidate.fix) else { continue }
      let fixed = isFixed(item, attribute, target)
      engine.remove(c)
      if fixed { return candidate.fix }
    }
    return nil
  }

  /// Adds `fix` to the temporary engine at required priority; nil (and nothing
  /// added) when the solver refuses it.
  func tryAdding(_ fix: SuggestedConstraint) -> LayoutConstraint? {
    let c = fix.makeConstraint()
    engine.add(c, reportingFailure: false)
    guard engine.installed[ObjectIdentifier(c)] != nil else {
      engine.remove(c)
      return nil
    }
    return c
  }

  /// Whether the unknown is fixed at every optimum now.
  func isFixed(_ item: AnyObject, _ attribute: AmbiguityReport.FreeAttribute, _ e: LinearExpression) -> Bool {
    if engine.solver.isFixedAtEveryOptimum(e) { return true }
    return range(of: item, attribute) == nil
  }

  // MARK: The free direction

  /// The four absolute values (layout space) of every item: minX, maxX, minY, maxY.
  private func edges(_ items: [AnyObject]) -> [[Double]] {
    items.map { item in
      guard let v = engine.variables(of: item) else { return [0, 0, 0, 0] }
      let x = engine.solver.value(of: v.minX)
      let w = engine.solver.value(of: v.width)
      let y = engine.solver.value(of: v.minY)
      let h = engine.solver.value(of: v.height)
      return [x, x + w, y, y + h]
    }
  }

  /// Which edges of `items` move when `target` is pulled (up if it can go up,
  /// else down) at the probe priority: `[minX, maxX, minY, maxY]` flags per item,
  /// and the values before the pull.
  private func movement(of target: LinearExpression, items: [AnyObject])
    -> (moved: [[Bool]], sized: [[Bool]], before: [[Double]])?
  {
    let before = edges(items)
    let start = value(target)
    guard start.isFinite else { return nil }
    func differ(_ a: Double, _ b: Double) -> Bool { abs(a - b) > Self.tolerance * max(1, abs(a)) }
    for goal in [start + Self.span, start - Self.span] {
      let probe = SolverConstraint(target - goal, .equal, strength: probeStrength)
      do { try engine.addProbe(probe) } catch { return nil }
      let after = edges(items)
      engine.removeProbe(probe)
      let moved = zip(before, after).map { b, a in zip(b, a).map { differ($0, $1) } }
      let sized = zip(before, after).map { b, a in
        [differ(b[1] - b[0], a[1] - a[0]), differ(b[3] - b[2], a[3] - a[2])]
      }
      if moved.contains(where: { $0.contains(true) }) { return (moved, sized, before) }
    }
    return nil
  }

  // MARK: Candidates

  /// The candidate fixes for one free unknown, best first.
  func candidates(for item: AnyObject, attribute: AmbiguityReport.FreeAttribute, target: LinearExpression)
    -> [Candidate]
  {
    let axis = attribute.axis
    let items = Self.items(of: root)
    guard let (moved, sized, before) = movement(of: target, items: items) else { return [] }
    var index: [ObjectIdentifier: Int] = [:]
    for (i, it) in items.enumerated() { index[ObjectIdentifier(it)] = i }
    let base = axis == .horizontal ? 0 : 2
    let referenced = referencedEdges()
    let startAttribute: LayoutAttribute = axis == .horizontal ? .leading : .top
    let endAttribute: LayoutAttribute = axis == .horizontal ? .trailing : .bottom

    /// Whether `it`'s edge (start or end, in the item's reading direction) moved,
    /// and its value as the constraint reads it (mirrored in right-to-left).
    func edge(_ it: AnyObject, end: Bool) -> (moved: Bool, value: Double)? {
      guard let i = index[ObjectIdentifier(it)] else { return nil }
      let rtl =
        axis == .horizontal && LayoutConstraint.hostView(of: it)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      // In right-to-left the leading edge is maxX, read negated (x' = −x).
      let slot = base + (rtl ? (end ? 0 : 1) : (end ? 1 : 0))
      let value = rtl ? -before[i][slot] : before[i][slot]
      return (moved[i][slot], value)
    }
    func sizeMoved(_ it: AnyObject) -> Bool {
      guard let i = index[ObjectIdentifier(it)] else { return false }
      return sized[i][axis == .horizontal ? 0 : 1]
    }
    func isDangling(_ it: AnyObject, _ a: LayoutAttribute) -> Int {
      referenced.contains(EdgeKey(it, a)) ? 0 : 1
    }

    var list: [Candidate] = []
    for v in items.compactMap({ $0 as? View }) {
      // An arranged view's edges are its stack view's to place (UIKitBehaviour.md §8).
      guard let parent = v.superview, !((parent as? StackView)?.arrangedSubviews.contains { $0 === v } ?? false)
      else { continue }
      // A scroll view's edges, seen from its content, are the content area's:
      // the content guide's (UIKitBehaviour.md §7.1); pin to the guide itself.
      let anchor: AnyObject = (parent as? ScrollView)?.contentLayoutGuide ?? parent
      for end in [false, true] {
        let a = end ? endAttribute : startAttribute
        guard let mine = edge(v, end: end), let theirs = edge(anchor, end: end), mine.moved != theirs.moved else {
          continue
        }
        // The inset the opposite edge has, mirrored (0 when none is pinned).
        let inset = mirroredInset(in: anchor, end: end, axis: axis, among: parent.subviews)
        let fix = SuggestedConstraint(v, a, .equal, anchor, a, constant: end ? -inset : inset)
        // The outermost fixed child (or first moving one) closes the chain.
        // A view free to move as a whole is pinned by its leading or top edge first.
        let order = end ? 1e12 - mine.value : mine.value
        let dangling = isDangling(v, a) + isDangling(anchor, a)
        list.append(Candidate(fix: fix, rank: (dangling > 0 ? 0 : 2, 2 - dangling, order)))
      }
      // Siblings: the moving one's start edge after the fixed one's end edge.
      for w in parent.subviews
      where w !== v && !((parent as? StackView)?.arrangedSubviews.contains { $0 === w } ?? false) {
        guard let vi = index[ObjectIdentifier(v)], let wi = index[ObjectIdentifier(w)] else { continue }
        let after = vi > wi
        guard let mine = edge(v, end: !after), let theirs = edge(w, end: after), mine.moved, !theirs.moved else {
          continue
        }
        // Side by side along the axis: their extents across it overlap.
        let across = axis == .horizontal ? 2 : 0
        let (b1, b2) = (before[vi], before[wi])
        guard max(b1[across], b2[across]) <= min(b1[across + 1], b2[across + 1]) else { continue }
        let spacing = siblingSpacing(in: parent, axis: axis)
        let fix =
          after
          ? SuggestedConstraint(v, startAttribute, .equal, w, endAttribute, constant: spacing)
          : SuggestedConstraint(v, endAttribute, .equal, w, startAttribute, constant: -spacing)
        let dangling =
          isDangling(v, after ? startAttribute : endAttribute) + isDangling(w, after ? endAttribute : startAttribute)
        list.append(Candidate(fix: fix, rank: (dangling > 0 ? 0 : 2, 2 - dangling, abs(mine.value - theirs.value))))
      }
    }
    // A scroll view's child sized by the scroll view's frame (the usual way to
    // scroll along one axis only), then a constant size.
    let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
    for v in items.compactMap({ $0 as? View }) where sizeMoved(v) {
      if let scroll = v.superview as? ScrollView {
        list.append(
          Candidate(fix: SuggestedConstraint(v, dimension, .equal, scroll.frameLayoutGuide, dimension), rank: (1, 0, 0))
        )
      }
      let size = axis == .horizontal ? v.frame.width : v.frame.height
      list.append(
        Candidate(fix: SuggestedConstraint(v, dimension, .equal, nil, constant: Self.snapSize(size)), rank: (3, 0, 0)))
    }
    let existing = activeConstraints()
    return
      list
      .filter { candidate in !existing.contains { candidate.fix.matches($0) } }
      .sorted { a, b in
        (a.rank.group, a.rank.dangling, a.rank.order) < (b.rank.group, b.rank.dangling, b.rank.order)
      }
      .prefix(Self.maxCandidates).map { $0 }
  }

  /// How many candidates are tried per unknown.
  static let maxCandidates = 12

  /// A size as a suggestion prints it: whole points when within 1e-6.
  static func snapSize(_ x: CGFloat) -> CGFloat {
    guard x.isFinite else { return 0 }
    let r = x.rounded()
    return abs(r - x) < 1e-6 ? r : (x * 1000).rounded() / 1000
  }

  // MARK: The constraint graph

  /// An item's edge, for the set of edges constraints mention.
  struct EdgeKey: Hashable {
    let item: ObjectIdentifier
    let attribute: LayoutAttribute
    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
      self.item = ObjectIdentifier(item)
      self.attribute = attribute
    }
  }

  /// Every active constraint of the hierarchy (installed on its views); read once
  /// per probe (the hierarchy does not change while diagnostics are gathered).
  func activeConstraints() -> [LayoutConstraint] {
    if let cached = activeConstraintCache { return cached }
    var list: [LayoutConstraint] = []
    root.forEachInSubtree { v in list += v.constraints.filter(\.isActive) }
    activeConstraintCache = list
    return list
  }

  /// The edges (leading, trailing, top, bottom; left and right read as leading and
  /// trailing, margins as the edge) that some active constraint of the app names.
  /// Constraints UIKit generates (`UISV-*`, `UIView-*`: a stack view's ties to its
  /// own edges) do not count: they say nothing about where the app placed the view.
  private func referencedEdges() -> Set<EdgeKey> {
    if let cached = referencedEdgeCache { return cached }
    var set = Set<EdgeKey>()
    func insert(_ item: AnyObject?, _ a: LayoutAttribute) {
      guard let item else { return }
      switch a.withoutMargin {
      case .left, .leading: set.insert(EdgeKey(item, .leading))
      case .right, .trailing: set.insert(EdgeKey(item, .trailing))
      case .top, .firstBaseline: set.insert(EdgeKey(item, .top))
      case .bottom, .lastBaseline: set.insert(EdgeKey(item, .bottom))
      default: break
      }
    }
    for c in activeConstraints() {
      if let id = c.identifier, id.hasPrefix("UISV-") || id.hasPrefix("UIView-") { continue }
      insert(c.firstItem, c.firstAttribute)
      insert(c.secondItem, c.secondAttribute)
    }
    referencedEdgeCache = set
    return set
  }

  /// The inset a child of `anchor` has on the edge opposite `end`, from an active
  /// constraint `child.edge == anchor.edge + c` (either way round, multiplier 1):
  /// the margin to mirror; 0 when there is none.
  private func mirroredInset(in anchor: AnyObject, end: Bool, axis: LayoutAxis, among children: [View]) -> CGFloat {
    let key = "\(ObjectIdentifier(anchor).hashValue) \(end) \(axis.rawValue)"
    if let cached = insetCache[key] { return cached }
    let inset = computeMirroredInset(in: anchor, end: end, axis: axis, among: children)
    insetCache[key] = inset
    return inset
  }

  private func computeMirroredInset(in anchor: AnyObject, end: Bool, axis: LayoutAxis, among children: [View])
    -> CGFloat
  {
    let opposite: [LayoutAttribute] =
      axis == .horizontal ? (end ? [.leading, .left] : [.trailing, .right]) : (end ? [.top] : [.bottom])
    let ids = Set(children.map(ObjectIdentifier.init))
    for c in activeConstraints() where c.multiplier == 1 && c.relation == .equal {
      guard opposite.contains(c.firstAttribute), c.secondAttribute == c.firstAttribute, let s = c.secondItem,
        let f = c.firstItem
      else { continue }
      // `child.start == anchor.start + inset` or `anchor.start == child.start − inset`;
      // at the end edge the signs turn round.
      let sign: CGFloat = end ? 1 : -1
      if s === anchor, ids.contains(ObjectIdentifier(f)) { return sign * c.constant }
      if f === anchor, ids.contains(ObjectIdentifier(s)) { return -sign * c.constant }
    }
    return 0
  }

  /// The spacing between siblings in `parent` along `axis` that its constraints
  /// use most (`next.top == previous.bottom + s`); 8 when none does.
  private func siblingSpacing(in parent: View, axis: LayoutAxis) -> CGFloat {
    let ids = Set(parent.subviews.map(ObjectIdentifier.init))
    let pairs: [(LayoutAttribute, LayoutAttribute)] =
      axis == .horizontal ? [(.leading, .trailing), (.left, .right)] : [(.top, .bottom)]
    var counts: [CGFloat: Int] = [:]
    for c in activeConstraints() where c.multiplier == 1 && c.relation == .equal {
      guard let f = c.firstItem, let s = c.secondItem, ids.contains(ObjectIdentifier(f)),
        ids.contains(ObjectIdentifier(s))
      else { continue }
      for (start, end) in pairs {
        if c.firstAttribute == start && c.secondAttribute == end { counts[c.constant, default: 0] += 1 }
        if c.firstAttribute == end && c.secondAttribute == start { counts[-c.constant, default: 0] += 1 }
      }
    }
    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 8
  }
}
