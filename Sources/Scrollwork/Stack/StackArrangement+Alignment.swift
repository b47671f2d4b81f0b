import Foundation

extension StackArrangement {
  /// The constraints across the axis (UIKitBehaviour.md §8), written for a horizontal
  /// stack (top/bottom; a vertical stack uses leading/trailing):
  ///
  /// - fill: `canvas.top == v.top`, `canvas.bottom == v.bottom` for the first
  ///   visible view v, and every other view's top and bottom equal the first's
  ///   (`UISV-alignment`).
  /// - other alignments: the aligned attribute equal to the first view's
  ///   (`UISV-alignment`), `height == 0 @25` on every view
  ///   (`UISV-ambiguity-suppression`), and either
  ///   - with two or more arranged views (at least one visible): the
  ///     `UISV-alignment-spanner` guide around the visible views
  ///     (`UISV-spanning-boundary`: `==` at 999.5 on the pinned edge, `<=`/`>=`
  ///     otherwise; `UISV-spanning-fit` `height == 0 @51`) with the canvas tied to
  ///     it (leading: `canvas.top == first.top`, `canvas.bottom == spanner.bottom`;
  ///     trailing mirrored; center: both edges to the spanner plus
  ///     `canvas.centerY == first.centerY`; first baseline: `canvas.top <=
  ///     spanner.top`, `canvas.bottom == spanner.bottom`; last baseline mirrored;
  ///     baselines add `UISV-canvas-fit` `height == 0 @49`), or
  ///   - with one view, visible: the canvas edge on the aligned side `==`, the
  ///     other `<=`/`>=`, `canvas.centerY == v.centerY` for center, and
  ///     `UISV-canvas-fit` `height == 0 @49` so the stack hugs the view.
  ///
  /// "first" is the first arranged view, hidden or not (its aligned attribute is
  /// shared by all of them).
  ///
  /// Whatever the alignment, a stack whose arranged views are all hidden has no
  /// content across the axis either: only `canvas.top == first.top` holds the views
  /// (they hang from the canvas's top edge), no other edge of the canvas follows them
  /// and `UISV-canvas-fit` `height == 0 @49` makes it 0 thick (UIKitBehaviour.md §88).
  mutating func buildAlignment() {
    guard let first = items.first else { return }
    if visible.isEmpty {
      // Every view hidden: sentry-cocoa (fill) stores a 0-tall row's hidden 34-pt
      // views at y = 0, threema (bottom) a 0 × 0 stack's hidden 36-pt button at y = 0.
      // The stack hugs at 49 as it hugs a single view (the 1 of
      // `UISV-fix-for-app-bug-ambiguity` alone let the engine break required
      // constraints of an enclosing equal-spacing stack, UIKitBehaviour.md §88).
      add(.canvasConnection, canvas, top, .equal, first, top)
      add(.canvasFit, canvas, thickness, priority: StackPriority.canvasFit)
    }
    if alignment == .fill {
      // The canvas follows the first visible view: hidden views keep the shared
      // top and bottom but do not size the stack, and a stack whose views are all
      // hidden collapses (UIKitBehaviour.md §33).
      if let shown = visible.first {
        add(.canvasConnection, canvas, top, .equal, shown, top)
        add(.canvasConnection, canvas, bottom, .equal, shown, bottom)
      }
      for item in items.dropFirst() {
        add(.alignment, first, bottom, .equal, item, bottom)
        add(.alignment, first, top, .equal, item, top)
      }
      return
    }
    let aligned: LayoutAttribute
    switch alignment {
    case .fill, .leading: aligned = top
    case .trailing: aligned = bottom
    case .center: aligned = crossCenter
    case .firstBaseline: aligned = .firstBaseline
    case .lastBaseline: aligned = .lastBaseline
    }
    for item in items.dropFirst() { add(.alignment, first, aligned, .equal, item, aligned) }
    if let spanner {
      connectSpanner(spanner, first: first)
    } else if !visible.isEmpty {
      connectSingleItem(first)
    }
    for item in items { add(.ambiguitySuppression, item, thickness, priority: StackPriority.ambiguitySuppression) }
  }

  /// The spanner around the visible views, and the canvas tied to it.
  mutating func connectSpanner(_ spanner: LayoutGuide, first: View) {
    add(.spanningFit, spanner, thickness, priority: StackPriority.spanningFit)
    let pinsTop = alignment == .leading
    let pinsBottom = alignment == .trailing
    for v in visible {
      add(
        .spanningBoundary, spanner, top, pinsTop ? .equal : .lessThanOrEqual, v, top,
        priority: pinsTop ? StackPriority.spanningBoundary : .required)
      add(
        .spanningBoundary, spanner, bottom, pinsBottom ? .equal : .greaterThanOrEqual, v, bottom,
        priority: pinsBottom ? StackPriority.spanningBoundary : .required)
    }
    switch alignment {
    case .fill, .leading:
      add(.canvasConnection, canvas, top, .equal, first, top)
      add(.canvasConnection, canvas, bottom, .equal, spanner, bottom)
    case .trailing:
      add(.canvasConnection, canvas, top, .equal, spanner, top)
      add(.canvasConnection, canvas, bottom, .equal, first, bottom)
    case .center:
      add(.canvasConnection, canvas, top, .equal, spanner, top)
      add(.canvasConnection, canvas, bottom, .equal, spanner, bottom)
      add(.canvasConnection, canvas, crossCenter, .equal, first, crossCenter)
    case .firstBaseline:
      add(.canvasConnection, canvas, top, .lessThanOrEqual, spanner, top)
      add(.canvasConnection, canvas, bottom, .equal, spanner, bottom)
      add(.canvasFit, canvas, thickness, priority: StackPriority.canvasFit)
    case .lastBaseline:
      add(.canvasConnection, canvas, top, .equal, spanner, top)
      add(.canvasConnection, canvas, bottom, .greaterThanOrEqual, spanner, bottom)
      add(.canvasFit, canvas, thickness, priority: StackPriority.canvasFit)
    }
  }

  /// One arranged view, visible: the canvas holds it with the aligned edge equal
  /// and the others weak, and hugs it at 49.
  mutating func connectSingleItem(_ item: View) {
    add(.canvasConnection, canvas, top, alignment == .leading ? .equal : .lessThanOrEqual, item, top)
    add(.canvasConnection, canvas, bottom, alignment == .trailing ? .equal : .greaterThanOrEqual, item, bottom)
    if alignment == .center { add(.canvasConnection, canvas, crossCenter, .equal, item, crossCenter) }
    add(.canvasFit, canvas, thickness, priority: StackPriority.canvasFit)
  }
}
