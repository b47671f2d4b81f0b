import Foundation
import LayoutSolver

extension LayoutEngine {
  /// The most re-solves one pass makes for values that depend on the solution
  /// (multi-line label heights, safe area, preserved margins) [choice,
  /// UIKitBehaviour.md §4: "max 3 iterations"].
  static let maxFixpointIterations = 3

  /// The most rounds one ``layoutPass()`` runs while hooks keep invalidating layout
  /// [choice, UIKitBehaviour.md §12: UIKit sets no documented bound].
  static let maxRoundsPerPass = 16
  /// The most rounds that apply frames in one outermost `layoutIfNeeded()`, nested
  /// passes included: bounds the work of hooks that lay out again every time.
  static let maxRoundsPerLayout = 256
  /// The deepest a `layoutIfNeeded()` from a lifecycle hook may nest passes.
  static let maxPassDepth = 8

  /// What the running pass is doing (see ``LayoutPassState/phase``).
  enum PassPhase {
    /// No pass, or between steps: a `layoutIfNeeded()` starts a pass.
    case idle
    /// Updating constraints, solving or writing frames: a nested request is
    /// deferred to the running pass, which runs another round for it.
    case busy
    /// Calling `layoutSubviews()` and the controllers' hooks: a nested request runs
    /// a whole nested pass, so that the hook reads the new frames when it returns,
    /// as in UIKit (UIKitBehaviour.md §12).
    case hooks
  }

  /// A `layoutIfNeeded()`: a whole pass now, a nested pass from a lifecycle hook, or
  /// a deferred round when a pass is solving or writing frames. Bounded: a program
  /// that invalidates layout every time is stopped and reported as a
  /// ``LayoutFeedbackLoop`` (UIKitBehaviour.md §12).
  func requestLayout() {
    switch pass.phase {
    case .busy:
      pass.deferRequest()
    case .idle, .hooks:
      guard pass.depth < Self.maxPassDepth else {
        noteFeedbackLoop(.nesting)
        pass.deferRequest()
        return
      }
      nestedPass { layoutPass() }
    }
  }

  /// Runs `body` as a pass one level deeper, restoring the phase afterwards; the
  /// outermost one starts the round count and reports a feedback loop at its end.
  private func nestedPass(_ body: () -> Void) {
    let phase = pass.enter()
    body()
    if let loop = pass.leave(restoring: phase) { record(.layoutFeedbackLoop(loop)) }
  }

  /// Records the first bound that stopped the current outermost layout.
  func noteFeedbackLoop(_ limit: LayoutFeedbackLoop.Limit) {
    pass.noteFeedbackLoop(limit, root: itemText(root))
  }

  /// Whether something asks for another round: constraints, sizes or frames changed
  /// since the last solve, or a nested request was deferred.
  var needsAnotherRound: Bool {
    pass.isDirty || pass.needsUpdateConstraintsPass || generated.hasPendingWork || pass.deferredLayoutRequest
  }

  /// A whole layout pass: update constraints, apply pending changes, solve until
  /// width-dependent sizes settle, then apply frames top-down through
  /// ``View/layoutSubviews()``; again while the hooks changed something, at most
  /// ``maxRoundsPerPass`` rounds (and ``maxRoundsPerLayout`` with nested passes).
  /// The pass's working state lives in locals: a hook may run a nested pass
  /// (UIKitBehaviour.md §12).
  func layoutPass() {
    var round = 0
    while true {
      if pass.roundsInOutermostPass >= Self.maxRoundsPerLayout {
        noteFeedbackLoop(.roundsPerLayout)
        return
      }
      pass.beginRound()
      if pass.needsUpdateConstraintsPass { updateConstraintsPass() }
      placeResizedViewsSubviews()
      solveToFixpoint()
      if pass.takeLayoutRequest() {
        pass.countRound()
        applyLayout(root)
      }
      pass.endWork()
      // Hooks may have changed constraints: another round.
      guard needsAnotherRound else { return }
      round += 1
      if round >= Self.maxRoundsPerPass {
        noteFeedbackLoop(.roundsPerPass)
        return
      }
    }
  }

  /// A view that places subviews from its bounds alone (a cell and its content
  /// view) was resized outside layout: the next round places those subviews before
  /// it solves, so that one solve sees the new size of both, instead of a round
  /// solving under the subviews' old frames and another moving them after the view's
  /// `layoutSubviews()` did (UIKitBehaviour.md §45).
  func placeBeforeSolving(_ view: View) {
    pass.noteResizedOutsideLayout(view, isRoot: view === root)
  }

  /// Places the bounds-following subviews of the views resized outside layout since
  /// the last round (those still in this engine's hierarchy): the root's first, then
  /// the others' in the order they were resized.
  private func placeResizedViewsSubviews() {
    let (rootResized, views) = pass.takeResizedOutsideLayout()
    if rootResized { root.placeBoundsFollowingSubviews() }
    for view in views where view.rootEngine === self {
      view.placeBoundsFollowingSubviews()
    }
  }

  /// Gives `root`'s hierarchy its engine and lays it out for the first time (the
  /// first `layoutIfNeeded()`): the engine is attached to the root before any
  /// hook runs, then the first pass runs as an outermost pass. The root's issues are
  /// the engine's to collect afterwards.
  /// - Complexity: O(views + constraints) solver additions, plus the pass.
  @discardableResult
  static func layOutForTheFirstTime(_ root: View) -> LayoutEngine {
    let engine = LayoutEngine(root: root)
    root.engine = engine
    engine.nestedPass { engine.firstPass() }
    return engine
  }

  /// A temporary engine over `root`'s subtree, built and solved (no frames are
  /// applied, no hook runs, the model's bookkeeping is left alone): what
  /// `systemLayoutSizeFitting` (with `fitting`: the target size and the priorities
  /// pulling the root toward it) and the ambiguity probe read solutions from.
  static func solvedTemporary(
    root: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil
  ) -> LayoutEngine {
    let engine = LayoutEngine(root: root, temporary: true, fitting: fitting)
    engine.build()
    engine.solveToFixpoint()
    return engine
  }

  /// The first pass of a new engine: update constraints, build the tableau, apply
  /// frames, then a ``layoutPass()`` for what the hooks changed.
  private func firstPass() {
    pass.beginWork()
    updateConstraintsPass()
    build()
    flushPending()
    solver.updateVariables()
    pass.countRound()
    applyLayout(root)
    pass.endWork()
    layoutPass()
  }

  /// Calls ``View/updateConstraints()`` bottom-up on views that asked for it.
  func updateConstraintsPass() {
    pass.clearNeedsUpdateConstraints()
    var order: [View] = []
    root.forEachInSubtree { order.append($0) }
    for v in order.reversed() where v.storedNeedsUpdateConstraints {
      v.storedNeedsUpdateConstraints = false
      v.updateConstraintsNotifyingController()
    }
  }

  /// Applies pending changes and re-solves until sizes that depend on the solution
  /// stop changing (at most ``maxFixpointIterations`` extra solves).
  func solveToFixpoint() {
    // The new intrinsic sizes of the flush and the restart move as one batch.
    movingContentSizesTogether {
      flushPending()
      if pass.isDirty {
        // After a settled fit in place, the rigged subtree's labels are where the fit's
        // restart and fixpoint left them (UIKitBehaviour.md §46).
        let settled = pass.takeSettledFit() ? fitRig?.view : nil
        restartFreeWidthLabels(outside: settled)
      }
    }
    advance()
    for _ in 0..<Self.maxFixpointIterations {
      // One batched read of every width-dependent view's width (no hashing, one
      // access to the tableau); only views whose width moved are measured again.
      let (views, handles) = widthDependent.measurementList(in: solver)
      var widths: [Double] = []
      solver.values(of: handles, into: &widths)
      var changed = movingContentSizesTogether { remeasure(views, handles: handles, widths: widths) }
      for ref in generated.dynamicGuideViews {
        if let view = ref.view, refreshGuideConstants(of: view) { changed = true }
      }
      if !changed { break }
      flushPending()
      advance()
    }
  }

  /// Measures the width-dependent `views` again at their solved `widths` (read through
  /// `handles`), where a width moved since the last measurement, and moves their
  /// intrinsic sizes; returns whether one changed.
  private func remeasure(_ views: [View], handles: [VariableHandle], widths: [Double]) -> Bool {
    var changed = false
    for (k, view) in views.enumerated() {
      // A width the batched read did not know is read now, after the moves so far.
      if handles[k] == .unknown { commitStagedMoves() }
      let width = handles[k] == .unknown ? view.layoutVariables.width(in: solver) : CGFloat(widths[k])
      let last = measuredWidth(of: view)
      if last >= 0, abs(last - width) < 1e-9 { continue }
      setMeasuredWidth(view, width)
      let size = intrinsicSize(of: view, atWidth: width)
      let current = contentSizeConstraints(of: view)
      let storedHeight = current.first { $0.firstAttribute == .height }?.storedConstant
      let storedWidth = current.first { $0.firstAttribute == .width }?.storedConstant
      if storedHeight != size.height || storedWidth != size.width {
        updateContentSize(view, size: size)
        changed = true
      }
    }
    return changed
  }

  /// UIKit's two passes, started over for width-dependent views whose width the
  /// required equalities do not fix (a label with `trailing <= superview.trailing`):
  /// their intrinsic width goes back to the single-line width, so that when room
  /// grows (rotation, a longer text, a larger font) they grow into it, then the
  /// fixpoint measures them at the width they get (UIKitBehaviour.md §4). Views whose
  /// width is fixed skip this: the width they get cannot depend on it. Their width
  /// compression is weighted by the single-line width (the same weight a fresh
  /// layout gives them), so that competing labels settle the same way whatever
  /// the layout's history (``ContentSizeLayoutConstraint/compressionWeight(basis:)``).
  /// Views inside `settled` (a subtree a fit in place has just solved, with nothing
  /// changed in it since) are left where that fit's restart and fixpoint put them.
  func restartFreeWidthLabels(outside settled: View? = nil) {
    guard !widthDependent.isEmpty else { return }
    refreshFreeWidths()
    movingContentSizesTogether { restart(widthDependent.freeWidthViews, outside: settled) }
  }

  /// Sends the free-width labels `views` (those outside `settled`) back to their
  /// single-line width (``restartFreeWidthLabels(outside:)``).
  private func restart(_ views: [View], outside settled: View?) {
    for v in views where widthDependent.contains(v) {
      if let settled, v.isDescendant(of: settled) { continue }
      let single = v.intrinsicContentSize
      let current = contentSizeConstraints(of: v)
      let width = current.first(where: { $0.firstAttribute == .width })
      guard let height = current.first(where: { $0.firstAttribute == .height })?.storedConstant,
        width?.storedConstant != single.width || width?.compressionWeightBasis != single.width
      else { continue }
      updateContentSize(v, size: CGSize(width: single.width, height: height), compressionBasis: single.width)
      setMeasuredWidth(v, -1)
    }
  }

  /// The solved rectangle of a view or guide in layout space, unrounded.
  func solvedRect(_ vars: ItemVariables) -> CGRect {
    vars.rect(in: solver)
  }

  func solvedRect(_ view: View) -> CGRect { solvedRect(view.layoutVariables) }
}
