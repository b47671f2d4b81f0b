import Foundation
import LayoutSolver

/// The fitting engine a view keeps between `systemLayoutSizeFitting` calls: built once
/// over the view's subtree and measured again with new constants while nothing but
/// intrinsic sizes and the target size changed (a reused self-sizing cell whose texts
/// change). UIKit, too, measures with temporary target-size constraints
/// (`fittingSizeHTarget`, UIKitBehaviour.md §9.2) in an engine it keeps.
///
/// Contract: ``LayoutEngine/refit(to:views:)`` leaves the engine holding the same
/// constraints, with the same constants, as a fresh ``LayoutEngine/solvedTemporary(root:fitting:)``
/// over the subtree as it is now, and re-solves it the same way (first measurements
/// of wrapping views, UIKit's two passes, the fixpoint): the fitted size is the fresh
/// engine's, and solved rectangles differ from it by float rounding at most (another
/// pivot path to the same vertex; below the pixel rounding's tie tolerance). Everything else the build read
/// (constraints, their constants and priorities, the hierarchy, autoresizing, margins,
/// guides, baselines, layout direction) drops the cache of every view whose subtree it
/// concerns (``View/invalidateFittingEngines(includingSelf:)``), so a stale engine is
/// never reused. What the build reads from outside the subtree (the screen's scale,
/// the layout direction the root inherits, and, for a root that preserves its
/// superview's margins, the margins above it) is checked at each use
/// (``FittingEnvironment``) or drops the engine when the subtree moves
/// (``View/invalidateFittingEngines(moving:)``), so a subtree that leaves a
/// superview and joins one (a reused table view cell) keeps its engines.
struct FittingEngineCache {
  /// The engine, built over the view's subtree.
  let engine: LayoutEngine
  /// The priorities it was built with (a new pair builds a new engine).
  let horizontal: LayoutPriority
  let vertical: LayoutPriority
  /// The subtree's views below the root, in the order the build visited them.
  let views: [View]
  /// What the build read from outside the subtree.
  let environment: FittingEnvironment
}

/// What a fitting engine's build reads from outside its root's subtree, besides the
/// superview's margins (``View/invalidateFittingEngines(moving:)``): the pixel scale
/// (text measurement) and the layout direction the root inherits (leading and
/// trailing, directional margins). A kept engine is reused only under the same.
struct FittingEnvironment: Equatable {
  let scale: CGFloat
  let direction: UserInterfaceLayoutDirection

  /// The environment `root` is in now.
  init(of root: View) {
    scale = root.contentScaleFactor
    direction = root.effectiveUserInterfaceLayoutDirection
  }
}

extension LayoutEngine {
  /// Builds and solves a fitting engine that ``refit(to:views:)`` can measure again; the
  /// views below the root are returned in the order the build visited them.
  static func fittingEngine(
    root: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)
  ) -> FittingEngineCache {
    let engine = solvedTemporary(root: root, fitting: fitting)
    var views: [View] = []
    root.forEachInSubtree {
      $0.mayBeUnderFittingEngine = true
      if $0 !== root { views.append($0) }
    }
    root.markFittingEngineBelow()
    return FittingEngineCache(
      engine: engine, horizontal: fitting.horizontal, vertical: fitting.vertical, views: views,
      environment: FittingEnvironment(of: root))
  }

  /// Measures a cached fitting engine again at `size`: moves the target-size
  /// constants, re-reads every intrinsic size, gives width-dependent views their first
  /// measurement again and solves to the fixpoint, as the build of a fresh engine
  /// does. Returns false (the caller then builds a fresh engine) when the engine has
  /// broken a constraint or recorded an issue, or a view changed between
  /// width-dependent and not: those paths are not repeated here.
  func refit(to size: CGSize, views: [View]) -> Bool {
    guard isTemporary, fitting != nil, broken.isEmpty, issues.isEmpty, rootConstraints.count == 4 else { return false }
    for v in views where v.intrinsicHeightDependsOnWidth != widthDependent.contains(v) { return false }
    let list = rootConstraints
    changingConstantsTogether {
      setGeneratedConstant(list[2], size.width)
      setGeneratedConstant(list[3], size.height)
    }
    guard broken.isEmpty else { return false }
    // `build` adds the root's intrinsic size and every other view's, or, for a
    // width-dependent view, waits for its first measurement (`measureFirstTime`).
    updateContentSize(root)
    for v in views {
      if widthDependent.contains(v) {
        setMeasuredWidth(v, -1)
        widthDependent.awaitFirstMeasure(v)
      } else {
        updateContentSize(v)
      }
    }
    restoreFirstMeasureWeights(views)
    solveToFixpoint()
    return broken.isEmpty && issues.isEmpty
  }

  /// A fresh build creates a width-dependent view's width constraint with its first
  /// size as the compression weight's basis (``ContentSizeLayoutConstraint``'s
  /// initialiser); a reused one keeps the basis of its last measurement. Before the
  /// first measurement of a view whose width is free (measured at its single-line
  /// width), the basis is set to what a fresh build would give it.
  private func restoreFirstMeasureWeights(_ views: [View]) {
    refreshFreeWidths()
    for v in views where widthDependent.contains(v) && isWidthFree(v) {
      let single = Self.frameSize(forAlignmentSize: v.intrinsicContentSize, insets: v.alignmentRectInsets)
      guard let width = generated.contentSize(of: v)?.first ?? nil, width.compressionWeightBasis != single.width,
        single.width != View.noIntrinsicMetric, single.width >= 0, single.width.isFinite
      else { continue }
      updateContentSize(v, size: v.intrinsicContentSize, compressionBasis: single.width)
    }
  }
}

extension View {
  /// Drops the cached fitting engines (``FittingEngineCache``) of this view (when
  /// `includingSelf`) and of its ancestors: something their builds read changed.
  /// Every view of a kept engine's subtree is marked when the engine is kept
  /// (`mayBeUnderFittingEngine`), and a view joining that subtree drops the engine, so
  /// no engine is kept at or above a view that is not marked: the walk stops at the
  /// first one. Every engine at or above the views it passes is then gone, so their
  /// marks are cleared, and the next change below them stops there too.
  /// - Complexity: O(the marked views above), O(1) when no engine was kept above.
  func invalidateFittingEngines(includingSelf: Bool = true) {
    var next: View? = includingSelf ? self : superview
    while let v = next, v.mayBeUnderFittingEngine {
      v.storedFittingEngine = nil
      v.mayBeUnderFittingEngine = false
      next = v.superview
    }
  }

  /// ``invalidateFittingEngines(includingSelf:)`` for this view and its ancestors, and
  /// the caches of its descendants (whose margins may follow this view's).
  /// - Complexity: O(depth) plus the views on the paths to kept engines below.
  func invalidateFittingEnginesInAndAbove() {
    invalidateFittingEngines()
    dropFittingEngines(inSubtreeWhere: { _ in true })
  }

  /// A subview joined this view: this view's and its ancestors' engines are dropped,
  /// and the subview's subtree's as ``invalidateFittingEngines(moving:)`` says; if an
  /// engine stays below the subview, the paths to it are marked again
  /// (``markFittingEngineBelow()``).
  /// - Complexity: O(depth) plus the views on the paths to kept engines below the
  ///   subview (building a deep hierarchy one view at a time stays linear).
  func invalidateFittingEngines(adding subview: View) {
    invalidateFittingEngines()
    invalidateFittingEngines(moving: subview)
    if subview.fittingEngineBelow { markFittingEngineBelow() }
  }

  /// `subtree` leaves its superview or joins one: the engines kept in it stay, except
  /// at views that preserve their superview's margins (their build read the margins
  /// above them). The other things a build reads from above are checked when the
  /// engine is used (``FittingEnvironment``).
  /// - Complexity: O(the marked views of the subtree and their subviews), O(1) when
  ///   none was kept.
  func invalidateFittingEngines(moving subtree: View) {
    subtree.dropFittingEngines(inSubtreeWhere: \.preservesSuperviewLayoutMargins)
  }

  /// Sets `fittingEngineBelow` on this view and its ancestors, up to the first that
  /// carries it already (a marked view's ancestors are marked).
  /// - Complexity: O(the unmarked ancestors).
  func markFittingEngineBelow() {
    var next: View? = self
    while let v = next, !v.fittingEngineBelow {
      v.fittingEngineBelow = true
      next = v.superview
    }
  }

  /// Drops the kept engine of every view of this subtree for which `drop` is true.
  /// Only views marked `fittingEngineBelow` are visited (no engine is kept below an
  /// unmarked view); a visited view below which no engine remains loses its mark, so
  /// later walks do not pass it again.
  /// - Complexity: O(the marked views and their subviews), O(1) when none is marked.
  func dropFittingEngines(inSubtreeWhere drop: (View) -> Bool) {
    guard fittingEngineBelow else { return }
    // Pre-order, then backwards: each view is settled after its subviews.
    var marked: [View] = []
    var stack: [View] = [self]
    while let v = stack.popLast() {
      marked.append(v)
      for s in v.subviews where s.fittingEngineBelow { stack.append(s) }
    }
    for v in marked.reversed() {
      if v.storedFittingEngine != nil && drop(v) { v.storedFittingEngine = nil }
      v.fittingEngineBelow = v.storedFittingEngine != nil || v.subviews.contains(where: \.fittingEngineBelow)
    }
  }
}
