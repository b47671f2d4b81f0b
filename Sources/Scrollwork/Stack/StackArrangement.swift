import Foundation

/// The identifiers of the constraints a stack view generates, as UIKit names them
/// (UIKitBehaviour.md §8).
enum StackConstraintIdentifier: String, CaseIterable, Sendable {
  case canvasConnection = "UISV-canvas-connection"
  case spacing = "UISV-spacing"
  case fillEqually = "UISV-fill-equally"
  case fillProportionally = "UISV-fill-proportionally"
  case distributingEdge = "UISV-distributing-edge"
  case canvasFit = "UISV-canvas-fit"
  case alignment = "UISV-alignment"
  case spanningBoundary = "UISV-spanning-boundary"
  case spanningFit = "UISV-spanning-fit"
  case ambiguitySuppression = "UISV-ambiguity-suppression"
  case hiding = "UISV-hiding"
  case spacingHidden = "UISV-spacing-hidden"
  case textWidthDisambiguation = "UISV-text-width-disambiguation"
  case fixForAppBugAmbiguity = "UISV-fix-for-app-bug-ambiguity"
}

/// The priorities of generated stack constraints that are not required
/// (UIKitBehaviour.md §8).
enum StackPriority {
  /// `UISV-spanning-boundary` on the edge the alignment pins (top or bottom).
  static let spanningBoundary = LayoutPriority(999.5)
  /// `UISV-hiding`: just below required, so a required size on a hidden view wins
  /// without a conflict.
  static let hiding = LayoutPriority(999.999)
  /// Every required constraint on an arranged view that translates its autoresizing
  /// mask: the mask's constraints keep its frame (UIKitBehaviour.md §53).
  static let autoresizedItem = LayoutPriority(999.99)
  /// `UISV-text-width-disambiguation`: just above compression resistance.
  static let textWidthDisambiguation = LayoutPriority(759)
  /// `UISV-fill-equally` between the gap guides of equal centering.
  static let equalCentering = LayoutPriority(149)
  /// `UISV-spanning-fit`: the spanner hugs the arranged views.
  static let spanningFit = LayoutPriority(51)
  /// `UISV-spacing-hidden`: where a hidden view sits along the axis.
  static let spacingHidden = LayoutPriority(50)
  /// `UISV-canvas-fit`: the stack shrinks when nothing else sizes it.
  static let canvasFit = LayoutPriority(49)
  /// `UISV-ambiguity-suppression`: arranged views without a size across the axis
  /// get 0.
  static let ambiguitySuppression = LayoutPriority(25)
  /// `UISV-fix-for-app-bug-ambiguity`: an empty stack has size 0.
  static let fixForAppBug = LayoutPriority(1)

  /// `UISV-fill-proportionally` for the view at `index`: 999, 998, … (at least 1).
  static func fillProportionally(index: Int) -> LayoutPriority {
    LayoutPriority(Float(max(999 - index, 1)))
  }
}

/// The constraints a stack view's state calls for: UIKitBehaviour.md §8's catalogue,
/// along the axis (the distribution, this file) and across it (the alignment,
/// `StackArrangement+Alignment.swift`).
///
/// Built once per regeneration from a snapshot of the stack's state. It describes
/// constraints (``StackConstraintSpec``) without creating any; the stack view
/// compares them with the active ones and creates only the new ones. The guides it refers to must already belong
/// to the stack: `gapGuides.count == visible.count - 1` for equal spacing and
/// equal centering, and `spanner` non-nil exactly when the alignment needs one
/// (``StackView/needsAlignmentSpanner(items:visible:)``).
struct StackArrangement {
  let stack: StackView
  /// The rectangle the views are arranged in: the stack or its margins guide.
  let canvas: AnyObject
  let axis: LayoutAxis
  let distribution: StackView.Distribution
  /// The alignment in effect (baseline alignments of vertical stacks are mapped to
  /// leading and trailing).
  let alignment: StackView.Alignment
  /// Every arranged view, and the ones not hidden, in order.
  let items: [View]
  let visible: [View]
  let gapGuides: [LayoutGuide]
  let spanner: LayoutGuide?
  /// Vertical gaps run from last baseline to first baseline.
  let isBaselineRelative: Bool
  /// The generated constraints, in generation order.
  private(set) var constraints: [StackConstraintSpec] = []

  /// Snapshots `stack` with the guides it prepared.
  init(stack: StackView, gapGuides: [LayoutGuide], spanner: LayoutGuide?) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    axis = stack.axis
    distribution = stack.distribution
    alignment = stack.effectiveAlignment
    items = stack.arrangedSubviews
    visible = stack.arrangedSubviews.filter { !$0.isHidden }
    self.gapGuides = gapGuides
    self.spanner = spanner
    isBaselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
  }

  /// Generates the whole catalogue.
  mutating func build() {
    buildDistribution()
    buildAlignment()
  }

  // MARK: Attributes of the axis (leading…length) and across it (top…thickness)

  /// The attributes along the axis: horizontal leading, trailing, centerX, width;
  /// vertical top, bottom, centerY, height.
  var leading: LayoutAttribute { axis == .horizontal ? .leading : .top }
  var trailing: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
  var center: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
  var length: LayoutAttribute { axis == .horizontal ? .width : .height }
  /// The attributes across the axis: horizontal top, bottom, centerY, height;
  /// vertical leading, trailing, centerX, width.
  var top: LayoutAttribute { axis == .horizontal ? .top : .leading }
  var bottom: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
  var crossCenter: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }
  var thickness: LayoutAttribute { axis == .horizontal ? .height : .width }

  /// Appends `first.attr1 relation multiplier × second.attr2 + constant @priority`
  /// named `identifier` (no second item: `first.attr1 relation constant`).
  mutating func add(
    _ identifier: StackConstraintIdentifier, _ first: AnyObject, _ attr1: LayoutAttribute,
    _ relation: LayoutRelation = .equal, _ second: AnyObject? = nil, _ attr2: LayoutAttribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
    isSystemSpacing: Bool = false
  ) {
    // A required constraint on an arranged view that translates its autoresizing
    // mask yields to the mask's constraints (UIKitBehaviour.md §53).
    let yields = priority == .required && (translatesMask(first) || second.map(translatesMask) == true)
    constraints.append(
      StackConstraintSpec(
        identifier: identifier, first: first, firstAttribute: attr1, relation: relation, second: second,
        secondAttribute: second == nil ? .notAnAttribute : attr2, multiplier: second == nil ? 1 : multiplier,
        constant: constant, priority: yields ? StackPriority.autoresizedItem : priority,
        isSystemSpacing: isSystemSpacing))
  }

  /// Whether `item` is one of the arranged views and translates its autoresizing
  /// mask (turned back on after it was arranged: `addArrangedSubview` turns it off),
  /// in a stack that yields to such views (``StackView/yieldsToArrangedViewMasks``).
  func translatesMask(_ item: AnyObject) -> Bool {
    guard stack.yieldsToArrangedViewMasks, let view = item as? View, view !== stack,
      view.translatesAutoresizingMaskIntoConstraints
    else { return false }
    return view.superview === stack
  }

  /// Adjacent pairs of `views`.
  func pairs(_ views: [View]) -> Zip2Sequence<ArraySlice<View>, ArraySlice<View>> {
    zip(views.dropLast(), views.dropFirst())
  }

  // MARK: Along the axis

  /// Canvas connection, spacing, the distribution's own constraints, hidden views
  /// and text-width disambiguation.
  mutating func buildDistribution() {
    if distribution.usesDistributingGuides && !items.isEmpty {
      add(.canvasFit, canvas, length, priority: StackPriority.canvasFit)
    }
    hideHiddenItems()
    guard let first = visible.first, let last = visible.last else {
      // Nothing to arrange: the stack collapses unless something sizes it.
      add(.fixForAppBugAmbiguity, canvas, length, priority: StackPriority.fixForAppBug)
      add(.fixForAppBugAmbiguity, canvas, thickness, priority: StackPriority.fixForAppBug)
      return
    }
    add(.canvasConnection, canvas, leading, .equal, first, leading)
    add(.canvasConnection, canvas, trailing, .equal, last, trailing)
    let relation: LayoutRelation = distribution.usesDistributingGuides ? .greaterThanOrEqual : .equal
    for (previous, next) in pairs(visible) {
      let gap = stack.resolvedSpacing(after: previous)
      add(
        .spacing, next, isBaselineRelative ? .firstBaseline : leading, relation,
        previous, isBaselineRelative ? .lastBaseline : trailing,
        constant: gap.value, isSystemSpacing: gap.isSystem)
    }
    switch distribution {
    case .fill: break
    case .fillEqually: equalLengths(of: visible)
    case .fillProportionally: fillProportionally()
    case .equalSpacing, .equalCentering: distributeGaps()
    }
    disambiguateTextWidths()
  }

  /// `UISV-fill-equally`: `item.length == first.length` for every other item.
  mutating func equalLengths(of views: [View]) {
    guard let first = views.first else { return }
    for v in views.dropFirst() { add(.fillEqually, v, length, .equal, first, length) }
  }

  /// `UISV-fill-proportionally`: `item.length == m·canvas.length`, m = intrinsic
  /// length / (Σ intrinsic lengths + Σ gaps), at 999, 998, …; views without an
  /// intrinsic length share by the size set for them
  /// (``StackView/setProportionalSize(_:for:)``, UIKitBehaviour.md §66), else get 0.
  /// Falls back to fill-equally when the denominator is not above max(Σ gaps, 1)
  /// (no lengths to share by).
  mutating func fillProportionally() {
    let sizes: [CGFloat] = visible.map { v in
      let ics = v.intrinsicContentSize
      var s = axis == .horizontal ? ics.width : ics.height
      if s == View.noIntrinsicMetric, let set = stack.proportionalSizes[ObjectIdentifier(v)] {
        s = axis == .horizontal ? set.width : set.height
      }
      return s.isFinite && s > 0 ? s : 0
    }
    let gaps = pairs(visible).reduce(CGFloat(0)) { $0 + stack.resolvedSpacing(after: $1.0).value }
    let denominator = sizes.reduce(gaps, +)
    guard denominator > max(gaps, 1) else {
      equalLengths(of: visible)
      return
    }
    for (i, v) in visible.enumerated() {
      let priority = StackPriority.fillProportionally(index: i)
      if sizes[i] > 0 {
        add(
          .fillProportionally, v, length, .equal, canvas, length, multiplier: sizes[i] / denominator, priority: priority
        )
      } else {
        add(.fillProportionally, v, length, priority: priority)
      }
    }
  }

  /// Equal spacing and equal centering: a `UISV-distributing` guide per gap,
  /// edge to edge (equal spacing) or center to center (equal centering), all as
  /// long as the first (required, or 149 for centering).
  mutating func distributeGaps() {
    let priority: LayoutPriority = distribution == .equalCentering ? StackPriority.equalCentering : .required
    for (i, (previous, next)) in pairs(visible).enumerated() where i < gapGuides.count {
      let guide = gapGuides[i]
      if distribution == .equalCentering {
        add(.distributingEdge, guide, leading, .equal, previous, center)
        add(.distributingEdge, guide, trailing, .equal, next, center)
      } else {
        add(.distributingEdge, guide, leading, .equal, previous, isBaselineRelative ? .lastBaseline : trailing)
        add(.distributingEdge, guide, trailing, .equal, next, isBaselineRelative ? .firstBaseline : leading)
      }
      if i > 0 { add(.fillEqually, guide, length, .equal, gapGuides[0], length, priority: priority) }
    }
  }

  /// Hidden views: `UISV-hiding` (length 0) and `UISV-spacing-hidden` at 50, which
  /// places the collapsed view where its place among the arranged views is: halfway
  /// across the gap after the visible view before it (`hidden.leading ==
  /// previous.trailing + gap / 2`), at the last visible view's trailing edge when
  /// no visible view follows, and at the canvas's leading edge when none precedes
  /// (UIKitBehaviour.md §33; the frames Xcode 14 to 16 store: habitica, xDrip,
  /// sentry-cocoa). A fill-proportionally stack keeps every hidden view at the
  /// canvas's leading edge (element's AuthenticationViewController: a hidden button
  /// after a 106-pt one is stored at x = 0).
  mutating func hideHiddenItems() {
    var previous: View?
    for (index, item) in items.enumerated() {
      guard item.isHidden else {
        previous = item
        continue
      }
      add(.hiding, item, length, priority: StackPriority.hiding)
      let followed = items[(index + 1)...].contains { !$0.isHidden }
      if let previous, distribution != .fillProportionally {
        let half = followed ? stack.resolvedSpacing(after: previous).value / 2 : 0
        add(
          .spacingHidden, item, leading, .equal, previous, trailing, constant: half,
          priority: StackPriority.spacingHidden)
      } else {
        add(.spacingHidden, item, leading, .equal, canvas, leading, priority: StackPriority.spacingHidden)
      }
    }
  }

  /// `UISV-text-width-disambiguation`: in horizontal fill, equal-spacing and
  /// equal-centering stacks with two or more visible multi-line labels, each
  /// label leans (at 759) toward an equal share,
  /// `label.width == (1/k)·canvas.width − spacing·(k−1)/k`, k = visible views.
  mutating func disambiguateTextWidths() {
    guard axis == .horizontal, [.fill, .equalSpacing, .equalCentering].contains(distribution) else { return }
    let labels = visible.filter { $0.intrinsicHeightDependsOnWidth }
    guard labels.count >= 2 else { return }
    let k = CGFloat(visible.count)
    let s = stack.resolvedSpacing(after: nil).value
    for label in labels {
      add(
        .textWidthDisambiguation, label, .width, .equal, canvas, .width, multiplier: 1 / k,
        constant: -s * (k - 1) / k, priority: StackPriority.textWidthDisambiguation)
    }
  }
}

/// One generated constraint, described: `first.firstAttribute relation
/// multiplier × second.secondAttribute + constant @priority`, named `identifier`.
struct StackConstraintSpec {
  let identifier: StackConstraintIdentifier
  let first: AnyObject
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: AnyObject?
  let secondAttribute: LayoutAttribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: LayoutPriority
  let isSystemSpacing: Bool

  /// The inactive constraint it describes.
  func makeConstraint() -> LayoutConstraint {
    let c = LayoutConstraint(
      unchecked: first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier.rawValue)
    c.isSystemSpacing = isSystemSpacing
    return c
  }
}
