import Foundation
import LayoutSolver

// UIKit's `UIConstraintBasedLayoutDebugging` (UIKitBehaviour.md §9.4): ambiguity,
// constraints affecting a view, `exerciseAmbiguityInLayout()`, `_autolayoutTrace`.
//
// The ambiguity questions are answered in a temporary engine (see
// ``AmbiguityProbe``): they never move the live frames and never change the live
// engine. Only ``View/constraintsAffectingLayout(for:)`` (which lays out first) and
// ``View/exerciseAmbiguityInLayout()`` (whose point is to move a view) touch the
// live layout.

extension View {
  /// Whether another frame satisfies this view's constraints just as well: UIKit's
  /// `hasAmbiguousLayout`.
  ///
  /// True when the view's `minX`, `minY` (relative to the superview), width or
  /// height can take another value without making any constraint of any priority
  /// less satisfied. A view fixed by its constraints, its intrinsic size or its
  /// autoresizing mask is not ambiguous; the root's size is fixed by its
  /// encapsulation constraints. Solved in a temporary engine: live frames do not
  /// move.
  /// - Complexity: one temporary engine over the whole hierarchy plus eight probes.
  public var hasAmbiguousLayout: Bool {
    AmbiguityProbe(root: rootView).isAmbiguous(self)
  }

  /// Whether the view's layout is ambiguous along one axis: `minX` or width
  /// (horizontal), `minY` or height (vertical). See ``hasAmbiguousLayout``.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    AmbiguityProbe(root: rootView).isAmbiguous(self, axis: axis)
  }

  /// What is free in this view's layout and what to add, or nil when it is not
  /// ambiguous. See ``AmbiguityReport``.
  public func ambiguityReport() -> AmbiguityReport? {
    AmbiguityProbe(root: rootView).report(for: self)
  }

  /// The reports of every ambiguous view and guide of this view's whole hierarchy
  /// (from its root, whichever view you ask), in document order: a view, its
  /// guides (custom ones first, then the built-in guides it has handed out), then
  /// its subviews back to front. Empty when nothing is ambiguous.
  /// - Complexity: one temporary engine plus eight probes per view and guide.
  public func ambiguityReports() -> [AmbiguityReport] {
    ambiguityReports(options: .uikit)
  }

  /// ``ambiguityReports()`` judged under `options`: with
  /// ``AmbiguityOptions/interfaceBuilderCanvas``, Xcode's canvas rule that only sizes
  /// ≥ 0 count (a height bounded above by 0 and nothing below is not free).
  public func ambiguityReports(options: AmbiguityOptions) -> [AmbiguityReport] {
    let root = rootView
    return AmbiguityProbe(root: root, options: options).reports(in: root)
  }

  /// The active constraints whose equation involves this view's `minX` or width
  /// (horizontal) or `minY` or height (vertical): UIKit's
  /// `constraintsAffectingLayout(for:)`.
  ///
  /// Generated constraints are included: autoresizing-mask constraints,
  /// `NSContentSizeLayoutConstraint`s, guide constraints
  /// (`UIView-leftMargin-guide-constraint` …) and, for the root, the
  /// `UIView-Encapsulated-Layout-*` constraints. Only direct involvement counts (a
  /// constraint between two other views that fixes this one indirectly is not
  /// listed); broken constraints are not listed. Ordered by creation, which is the
  /// activation order for constraints activated together. Lays the hierarchy out
  /// first if needed and answers from the live engine.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    let root = rootView
    root.layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    return engine.constraintsInvolving(layoutVariables, axis: axis)
  }

  /// Moves an ambiguous view to another solution of the same constraints, to see
  /// which way it is free: UIKit's `exerciseAmbiguityInLayout()`.
  ///
  /// Lays the hierarchy out, finds the view's free unknowns (as
  /// ``ambiguityReport()`` does), and pulls each one ``exerciseStep`` points up
  /// (down when it cannot go up), within its range, with temporary constraints
  /// (identifier `exerciseAmbiguityInLayout`, never installed on a view) at a
  /// priority below every real one. The live engine re-solves and the frames are
  /// applied; then the pulls are removed. The views keep the new frames until a
  /// later change makes a layout pass apply frames again, which may return them to
  /// either solution. Does nothing for a view that is not ambiguous.
  public func exerciseAmbiguityInLayout() {
    let root = rootView
    root.layoutIfNeeded()
    guard let live = root.engine else { return }
    let probe = AmbiguityProbe(root: root)
    let priority = LayoutPriority(Float(min(1e-6, live.lowestPriorityInUse / 2)))
    var pulls: [LayoutConstraint] = []
    for attribute in AmbiguityReport.FreeAttribute.allCases {
      guard let range = probe.range(of: self, attribute), let e = probe.expression(self, attribute) else {
        continue
      }
      let current = e.value { live.solver.value(of: $0) }
      var target = current + View.exerciseStep
      if let upper = range.upper { target = min(target, Double(upper)) }
      if target - current < AmbiguityProbe.tolerance {
        target = current - View.exerciseStep
        if let lower = range.lower { target = max(target, Double(lower)) }
      }
      guard abs(target - current) >= AmbiguityProbe.tolerance else { continue }
      // `self.attr == superview.attr + target` (positions) or `self.attr == target`
      // (sizes): the probe's expression, as an engine constraint.
      let container = attribute.layoutAttribute.isDimension ? nil : AmbiguityProbe.container(of: self)
      let pull = LayoutConstraint(
        unchecked: self, attribute.layoutAttribute, .equal, container,
        container == nil ? .notAnAttribute : attribute.layoutAttribute, constant: CGFloat(target),
        priority: priority, identifier: "exerciseAmbiguityInLayout")
      live.add(pull)
      pulls.append(pull)
    }
    guard !pulls.isEmpty else { return }
    live.setNeedsLayout()
    root.layoutIfNeeded()
    for pull in pulls { live.remove(pull) }
    // The frames now show the other solution; nothing changed for the next pass to redo.
    live.keepCurrentFrames()
  }

  /// How far ``exerciseAmbiguityInLayout()`` moves each free unknown: 20 points.
  public static let exerciseStep: Double = 20

  /// UIKit's private `_autolayoutTrace` for the whole hierarchy of this view's root:
  /// one line per view (and per custom guide), `•` on the root, `*` on views laid
  /// out by constraints and on guides, and `- AMBIGUOUS LAYOUT for
  /// UIView:0x….minX{id: 5}, …` after ambiguous ones (UIKitBehaviour.md §9.4). See
  /// `Sources/Scrollwork/Scrollwork.docc/Diagnostics.md` for the format and how ids are numbered.
  /// Solved in a temporary engine: live frames do not move.
  public func autolayoutTrace() -> String {
    AutolayoutTrace(probe: AmbiguityProbe(root: rootView)).text
  }
}

extension LayoutGuide {
  /// Whether another layout frame satisfies the guide's constraints just as well
  /// (UIKit's `UILayoutGuide.hasAmbiguousLayout`); false for a guide without an
  /// owning view. See ``View/hasAmbiguousLayout``.
  public var hasAmbiguousLayout: Bool {
    AmbiguityProbe.forItem(self)?.isAmbiguous(self) ?? false
  }

  /// Whether the guide's layout is ambiguous along one axis.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    AmbiguityProbe.forItem(self)?.isAmbiguous(self, axis: axis) ?? false
  }

  /// What is free in the guide's layout frame, or nil when it is determined (or
  /// the guide has no owning view). A scroll view's `contentLayoutGuide` whose size
  /// the content does not determine reports Interface Builder's "has ambiguous
  /// scrollable content width/height" (UIKitBehaviour.md §10).
  public func ambiguityReport() -> AmbiguityReport? {
    AmbiguityProbe.forItem(self)?.report(for: self)
  }

  /// The active constraints that involve the guide's unknowns of one axis (see
  /// ``View/constraintsAffectingLayout(for:)``); empty without an owning view.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    guard let owner = owningView else { return [] }
    let root = owner.rootView
    root.layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    return engine.constraintsInvolving(layoutVariables, axis: axis)
  }
}
