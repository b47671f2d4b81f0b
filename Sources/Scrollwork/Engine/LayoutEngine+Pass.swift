import Foundation
import LayoutSolver

extension LayoutEngine {
  /// The most re-solves one pass makes for values that depend on the solution
  /// (multi-line label heights, safe area, preserved margins) [choice,
  /// uikit-spec.md §4: "max 3 iterations"].
  static let maxFixpointIterations = 3

  /// A whole layout pass: update constraints, apply pending changes, solve until
  /// width-dependent sizes settle, then apply frames top-down through
  /// ``View/layoutSubviews()``.
  func layoutPass() {
    for _ in 0..<2 {
      if needsUpdateConstraintsPass { updateConstraintsPass() }
      solveToFixpoint()
      let wasDirty = isDirty || needsLayoutPass
      isDirty = false
      needsLayoutPass = false
      if wasDirty { applyLayout(root) }
      // layoutSubviews overrides may have changed constraints: one more round.
      if !isDirty && !needsUpdateConstraintsPass && pendingIntrinsic.isEmpty && pendingAutoresizing.isEmpty { break }
    }
  }

  /// Calls ``View/updateConstraints()`` bottom-up on views that asked for it.
  func updateConstraintsPass() {
    needsUpdateConstraintsPass = false
    var order: [View] = []
    root.forEachInSubtree { order.append($0) }
    for v in order.reversed() where v.storedNeedsUpdateConstraints {
      v.storedNeedsUpdateConstraints = false
      v.updateConstraints()
    }
  }

  /// Applies pending changes and re-solves until sizes that depend on the solution
  /// stop changing (at most ``maxFixpointIterations`` extra solves).
  func solveToFixpoint() {
    flushPending()
    advance()
    for _ in 0..<Self.maxFixpointIterations {
      var changed = false
      for (id, view) in widthDependent {
        let width = CGFloat(solver.value(of: view.layoutVariables.width))
        if let last = lastMeasuredWidth[id], abs(last - width) < 1e-9 { continue }
        lastMeasuredWidth[id] = width
        let size = view.intrinsicContentSize(forLayoutWidth: width)
        let current = contentSizeConstraints(of: view)
        let heights = current.filter { $0.firstAttribute == .height }.map(\.storedConstant)
        let widths = current.filter { $0.firstAttribute == .width }.map(\.storedConstant)
        if heights.first != size.height || widths.first != size.width {
          updateContentSize(view, size: size)
          changed = true
        }
      }
      for view in dynamicGuides.values where refreshGuideConstants(of: view) { changed = true }
      if !changed { break }
      flushPending()
      advance()
    }
  }

  /// Marks a new solution.
  func advance() {
    generation += 1
  }

  /// The solved rectangle of a view or guide in layout space, unrounded.
  func solvedRect(_ vars: ItemVariables) -> CGRect {
    CGRect(
      x: solver.value(of: vars.minX), y: solver.value(of: vars.minY),
      width: solver.value(of: vars.width), height: solver.value(of: vars.height))
  }

  func solvedRect(_ view: View) -> CGRect { solvedRect(view.layoutVariables) }

  /// The solved rectangle rounded to device pixels: each edge is rounded, so
  /// adjacent views stay adjacent.
  func pixelRect(_ vars: ItemVariables, scale: CGFloat) -> CGRect {
    let r = solvedRect(vars)
    let minX = roundToPixels(r.minX, scale: scale)
    let minY = roundToPixels(r.minY, scale: scale)
    let maxX = roundToPixels(r.maxX, scale: scale)
    let maxY = roundToPixels(r.maxY, scale: scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Lays out `view` and its subtree: its `layoutSubviews()` (whose default applies
  /// the engine's frames to its subviews), then each subview's.
  func applyLayout(_ view: View) {
    view.layoutSubviews()
    view.storedNeedsLayout = false
    for s in view.subviews { applyLayout(s) }
  }
}

extension View {
  /// Sets each subview's frame (and each of this view's guides' layout frame) from
  /// the engine's solution, rounded to device pixels. Called by the default
  /// ``layoutSubviews()``.
  func applyEngineFramesToSubviews() {
    guard let engine = rootEngine else { return }
    let scale = contentScaleFactor
    let origin = self === engine.root ? CGPoint.zero : engine.pixelRect(layoutVariables, scale: scale).origin
    for s in subviews {
      let r = engine.pixelRect(s.layoutVariables, scale: scale)
      let frame = CGRect(x: r.minX - origin.x, y: r.minY - origin.y, width: r.width, height: r.height)
      if frame != s.storedFrame {
        let old = s.storedFrame
        s.storedFrame = frame
        s.frameDidChange(from: old, byEngine: true)
      }
    }
    for g in allGuides { g.solvedLayoutSpaceFrame = engine.solvedRect(g.layoutVariables) }
  }

  /// Custom and built-in guides the view has handed out.
  var allGuides: [LayoutGuide] {
    var list = storedLayoutGuides
    if hasMarginsGuide { list.append(systemMarginsGuide) }
    if hasSafeAreaGuide { list.append(systemSafeAreaGuide) }
    if hasReadableGuide { list.append(systemReadableGuide) }
    if let scroll = self as? ScrollView { list += [scroll.contentLayoutGuide, scroll.frameLayoutGuide] }
    return list
  }
}
