import Foundation

extension StackView {
  /// The alignment the constraints follow: ``alignment``, except that baseline
  /// alignments of a vertical stack act as leading (first) and trailing (last)
  /// [choice: UIKit documents them for horizontal stacks only].
  var effectiveAlignment: Alignment {
    guard axis == .vertical else { return alignment }
    switch alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return alignment
    }
  }

  /// The gap after `view` (nil: the stack's ``spacing``): its custom spacing if
  /// set, else ``spacing``; ``spacingUseSystem`` is ``standardSpacing`` (printed as
  /// `NSSpace(8)`), and a non-finite value is 0.
  func resolvedSpacing(after view: View?) -> (value: CGFloat, isSystem: Bool) {
    var s = spacing
    if let view, let custom = customSpacings[ObjectIdentifier(view)] { s = custom }
    if s == StackView.spacingUseSystem { return (standardSpacing, true) }
    return (s.isFinite ? s : 0, false)
  }

  /// Whether the alignment needs the `UISV-alignment-spanner` guide: an alignment
  /// other than fill, two or more arranged views and at least one visible.
  func needsAlignmentSpanner(items: [View], visible: [View]) -> Bool {
    effectiveAlignment != .fill && items.count > 1 && !visible.isEmpty
  }

  /// Regenerates the stack's constraints (UIKitBehaviour.md §8) and activates the
  /// difference: constraints that are still wanted stay active (a changed constant
  /// is moved in place), the others are deactivated, new ones activated. Adds and
  /// removes the `UISV-distributing` and `UISV-alignment-spanner` guides as needed.
  /// When the views standing for the stack's baselines change, the engine
  /// re-resolves constraints on baselines (nested stacks aligned by baseline).
  /// - Complexity: O(arranged views) to generate, plus one solver change per
  ///   constraint that differs.
  func updateArrangement() {
    let items = arrangedSubviews
    let visible = items.filter { !$0.isHidden }
    let gapCount = distribution.usesDistributingGuides ? max(visible.count - 1, 0) : 0
    while distributingGuides.count < gapCount {
      let guide = LayoutGuide(system: .stackSpacer, owner: self)
      distributingGuides.append(guide)
      addLayoutGuide(guide)
    }
    let wantsSpanner = needsAlignmentSpanner(items: items, visible: visible)
    if wantsSpanner && alignmentSpanner == nil {
      let guide = LayoutGuide(system: .stackAlignment, owner: self)
      alignmentSpanner = guide
      addLayoutGuide(guide)
    }
    var arrangement = StackArrangement(
      stack: self, gapGuides: Array(distributingGuides.prefix(gapCount)),
      spanner: wantsSpanner ? alignmentSpanner : nil)
    arrangement.build()
    applyGenerated(arrangement.constraints)
    while distributingGuides.count > gapCount { removeLayoutGuide(distributingGuides.removeLast()) }
    if !wantsSpanner, let guide = alignmentSpanner {
      alignmentSpanner = nil
      removeLayoutGuide(guide)
    }
    multilineLabels = Set(items.filter { $0.intrinsicHeightDependsOnWidth }.map(ObjectIdentifier.init))
    let baselineViews = (ObjectIdentifier(forFirstBaselineLayout), ObjectIdentifier(forLastBaselineLayout))
    if let old = lastBaselineViews, old != baselineViews {
      invalidateFittingEngines()
      rootEngine?.baselinesDidChange(self)
    }
    lastBaselineViews = baselineViews
  }

  /// Makes `wanted` the active generated set: active constraints equal to a
  /// wanted one (apart from the constant, which is moved in place) are kept, the
  /// rest deactivated; the missing ones are created and installed on the stack.
  func applyGenerated(_ wanted: [StackConstraintSpec]) {
    var pool: [GeneratedConstraintKey: [LayoutConstraint]] = [:]
    pool.reserveCapacity(generatedConstraints.count)
    for c in generatedConstraints where c.isActive {
      pool[GeneratedConstraintKey(c), default: []].append(c)
    }
    var result: [LayoutConstraint] = []
    var fresh: [LayoutConstraint] = []
    result.reserveCapacity(wanted.count)
    for spec in wanted {
      let key = GeneratedConstraintKey(spec)
      if let old = pool[key]?.popLast() {
        if old.constant != spec.constant { old.constant = spec.constant }
        result.append(old)
      } else {
        let c = spec.makeConstraint()
        fresh.append(c)
        result.append(c)
      }
    }
    // Deactivate first, so the old set never conflicts with the new one.
    for list in pool.values { LayoutConstraint.deactivate(list) }
    // Installed on the stack itself (not on each constraint's nearest common
    // ancestor), so every generated constraint is in the stack's `constraints`.
    // Every item is the stack, one of its guides or a subview.
    for c in fresh { addConstraint(c) }
    generatedConstraints = result
  }
}

/// What makes two generated constraints the same constraint, apart from the
/// constant (which can be moved in place).
struct GeneratedConstraintKey: Hashable {
  let first: ObjectIdentifier?
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: LayoutAttribute
  let multiplier: CGFloat
  let priority: LayoutPriority
  let identifier: String?
  let isSystemSpacing: Bool

  init(_ c: LayoutConstraint) {
    first = c.firstItem.map(ObjectIdentifier.init)
    firstAttribute = c.firstAttribute
    relation = c.relation
    second = c.secondItem.map(ObjectIdentifier.init)
    secondAttribute = c.secondAttribute
    multiplier = c.multiplier
    priority = c.priority
    identifier = c.identifier
    isSystemSpacing = c.isSystemSpacing
  }

  init(_ spec: StackConstraintSpec) {
    first = ObjectIdentifier(spec.first)
    firstAttribute = spec.firstAttribute
    relation = spec.relation
    second = spec.second.map(ObjectIdentifier.init)
    secondAttribute = spec.secondAttribute
    multiplier = spec.multiplier
    priority = spec.priority
    identifier = spec.identifier.rawValue
    isSystemSpacing = spec.isSystemSpacing
  }
}
