import Foundation

extension View {
  /// Marks the view as needing layout; the next ``layoutIfNeeded()`` lays it out.
  public func setNeedsLayout() {
    storedNeedsLayout = true
    rootEngine?.setNeedsLayout()
  }

  /// Lays out the hierarchy now if anything changed: updates constraints, solves
  /// (incrementally after the first pass), and applies frames through
  /// ``layoutSubviews()``. Unsatisfiable constraints do not stop layout: the engine
  /// breaks one and records a ``LayoutIssue`` (see ``layoutIssues``).
  /// - Complexity: the first call builds the engine, O(views + constraints); later
  ///   calls cost the changed constraints' re-solve plus one pass over the views.
  public func layoutIfNeeded() {
    let root = rootView
    if let engine = root.engine {
      if storedNeedsLayout { engine.setNeedsLayout() }
      // Re-entrant from a lifecycle hook: a nested pass (UIKitBehaviour.md §12).
      engine.requestLayout()
      root.collectIssues(from: engine)
    } else {
      root.collectIssues(from: LayoutEngine.layOutForTheFirstTime(root))
    }
  }

  /// Asks for ``updateConstraints()`` before the next layout pass.
  public func setNeedsUpdateConstraints() {
    storedNeedsUpdateConstraints = true
    rootEngine?.setNeedsUpdateConstraints()
  }

  /// Runs the update-constraints pass now if any view asked for it.
  public func updateConstraintsIfNeeded() {
    guard let engine = rootEngine else {
      var order: [View] = []
      forEachInSubtree { order.append($0) }
      for v in order.reversed() where v.storedNeedsUpdateConstraints {
        v.storedNeedsUpdateConstraints = false
        v.updateConstraints()
      }
      return
    }
    engine.updateConstraintsIfNeeded()
  }

  /// Whether a layout pass is pending for this view.
  public var needsLayout: Bool { storedNeedsLayout }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The size the view's constraints give it when its width and height are pulled
  /// toward `targetSize` at the given priorities (`.required` fixes an axis;
  /// `.fittingSizeLevel` lets the content decide): what UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// does when not overridden. Solved in the engine the view is
  /// laid out in when it can be measured there without moving any frame
  /// (UIKitBehaviour.md §46), else in a separate engine over this view's subtree; either
  /// way the live frames do not change until the next layout pass; multi-line labels
  /// wrap at the width found (UIKitBehaviour.md §4). Sizes are rounded up to pixels.
  final func autoLayoutFittingSize(
    _ targetSize: CGSize, horizontal horizontalFittingPriority: LayoutPriority,
    vertical verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let h = horizontalFittingPriority.isValid ? horizontalFittingPriority : .fittingSizeLevel
    let v = verticalFittingPriority.isValid ? verticalFittingPriority : .fittingSizeLevel
    updateConstraintsIfNeeded()
    let scale = contentScaleFactor
    // In the engine the view is laid out in, when it can (UIKitBehaviour.md §46).
    let size =
      rootEngine?.fitInPlace(self, target: targetSize, horizontal: h, vertical: v)
      ?? fittingEngine(targetSize, h, v).solvedRect(layoutVariables).size
    return CGSize(width: ceilToPixels(size.width, scale: scale), height: ceilToPixels(size.height, scale: scale))
  }

  /// A fitting engine over this view's subtree solved for `targetSize`: the one kept
  /// from the last call, measured again, when nothing but intrinsic sizes changed
  /// since and the priorities and the environment (``FittingEnvironment``) are the same; otherwise a new one, kept for next time
  /// (``FittingEngineCache``).
  func fittingEngine(_ targetSize: CGSize, _ h: LayoutPriority, _ v: LayoutPriority) -> LayoutEngine {
    if let cache = storedFittingEngine, cache.horizontal == h, cache.vertical == v,
      cache.environment == FittingEnvironment(of: self)
    {
      if cache.engine.refit(to: targetSize, views: cache.views) { return cache.engine }
    }
    let cache = LayoutEngine.fittingEngine(root: self, fitting: (targetSize, h, v))
    storedFittingEngine = cache
    return cache.engine
  }

  /// Issues the engine found in this hierarchy (unsatisfiable constraints, refused
  /// mutations), oldest first. Kept on the root view; read from any view.
  public var layoutIssues: [LayoutIssue] {
    let root = rootView
    if let engine = root.engine { root.collectIssues(from: engine) }
    return root.storedIssues
  }

  /// Forgets the recorded issues.
  public func clearLayoutIssues() {
    rootView.storedIssues.removeAll()
  }

  func collectIssues(from engine: LayoutEngine) {
    guard !engine.issues.isEmpty else { return }
    let issues = engine.takeIssues()
    for issue in issues { LayoutIssueLog.emit(issue) }
    storedIssues += issues
  }
}
