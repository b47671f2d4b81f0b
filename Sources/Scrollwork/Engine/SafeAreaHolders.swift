/// For each view of a hierarchy, the nearest view on its way up (itself included,
/// the root excluded) whose view controller adds safe-area insets: a child
/// controller's view with non-zero `additionalSafeAreaInsets` (a *holder*). The
/// engine's `safeAreaInsets(of:)` reads the chain of holders above a view; walking to
/// the root for every view made a layout pass over a 100,000-deep chain quadratic.
///
/// Contract: ``nearestHolder(of:root:)`` answers in amortized O(1): a lookup walks up
/// only to the first view already known and records the answer for every view it
/// passed. The table is valid for one solver generation and one shape of the
/// hierarchy and its controllers: it empties itself when the generation moves, and
/// ``invalidate()`` must be called when views are added or removed, when a controller
/// gains or loses its parent, and when a controller's additional insets change. Views
/// are keyed by identity and the answers held without retaining them, so an entry
/// never outlives those events (a view leaves the hierarchy before it can be freed).
struct SafeAreaHolders {
  /// The nearest holder, or nil for "none below the root".
  private var nearest: [ObjectIdentifier: ItemReference?] = [:]
  /// The solver generation the table was filled in.
  private var generation = -1
  /// Whether the table must be emptied before the next lookup.
  private var isStale = false
  /// Whether no view below the root is a holder (nil: not known). Holders depend on
  /// the hierarchy and its controllers only, not on the solution, so the answer is
  /// kept until ``invalidate()``.
  private var holderFree: Bool?

  /// Forgets every answer (at the next lookup, so that many changes in a row cost
  /// O(1) each).
  mutating func invalidate() {
    isStale = true
    holderFree = nil
  }

  /// Whether no view below `root` is a holder: then no view's safe area is cut by a
  /// child controller's additional insets. One walk of the hierarchy (an explicit
  /// stack, not recursion) after each ``invalidate()``, O(1) after.
  mutating func hasNoHolder(below root: View) -> Bool {
    if let known = holderFree { return known }
    var pending = root.subviews
    var free = true
    while let v = pending.popLast() {
      if Self.isHolder(v) {
        free = false
        break
      }
      pending.append(contentsOf: v.subviews)
    }
    holderFree = free
    return free
  }

  /// Whether `view` is a holder.
  static func isHolder(_ view: View) -> Bool {
    guard let c = view.owningViewController else { return false }
    return c.parent != nil && c.effectiveAdditionalSafeAreaInsets != .zero
  }

  /// The nearest holder at or above `view` and below `root`, or nil.
  mutating func nearestHolder(of view: View, root: View, generation: Int) -> View? {
    if isStale || generation != self.generation {
      nearest.removeAll(keepingCapacity: true)
      isStale = false
      self.generation = generation
    }
    var path: [ObjectIdentifier] = []
    var answer: View?
    var v: View? = view
    while let x = v, x !== root {
      let key = ObjectIdentifier(x)
      if let known = nearest[key] {
        if let reference = known {
          // A holder that is gone means the table is stale: look again from here.
          guard let object = reference.object else {
            invalidate()
            return nearestHolder(of: view, root: root, generation: generation)
          }
          answer = unsafeDowncast(object, to: View.self)
        }
        break
      }
      if Self.isHolder(x) {
        answer = x
        nearest[key] = .some(x.reference)
        break
      }
      path.append(key)
      v = x.superview
    }
    let entry: ItemReference? = answer?.reference
    for key in path { nearest[key] = .some(entry) }
    return answer
  }
}
