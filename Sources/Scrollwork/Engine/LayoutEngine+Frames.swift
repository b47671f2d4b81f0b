import Foundation
import LayoutSolver

// Writing the solution onto the views: the frame pass over the flat records
// (``FrameRecords``), the default `layoutSubviews()`, and the layout hooks. Every
// solved frame is written by ``LayoutEngine/setSolvedFrame(_:of:)`` and every
// guide's layout frame by ``LayoutEngine/applySolvedGuideFrames(of:)``.

extension LayoutEngine {
  /// A layout-space rectangle in whole device pixels: each edge rounded on its own
  /// (halves up), so adjacent views stay adjacent.
  @inline(__always)
  static func pixels(x: Double, y: Double, width: Double, height: Double, scale: CGFloat) -> CGRect {
    let minX = pixelIndex(x, scale: scale)
    let minY = pixelIndex(y, scale: scale)
    let maxX = pixelIndex(x + width, scale: scale)
    let maxY = pixelIndex(y + height, scale: scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A frame from a view's whole-pixel rectangle and its parent's pixel origin: a
  /// difference of pixels divided by the scale once, so 20 pt + 249.667 pt reads back
  /// as exactly 749 px / 3.
  @inline(__always)
  static func frame(pixels r: CGRect, parentOrigin origin: CGPoint, scale: CGFloat) -> CGRect {
    CGRect(
      x: (r.minX - origin.x) / scale, y: (r.minY - origin.y) / scale, width: r.width / scale,
      height: r.height / scale)
  }

  /// The solved rectangle of an item in whole device pixels.
  func pixels(_ vars: ItemVariables, scale: CGFloat) -> CGRect {
    let r = solvedRect(vars)
    return Self.pixels(x: r.minX, y: r.minY, width: r.width, height: r.height, scale: scale)
  }

  /// The one place a frame from the solution is written onto a view: sets it if it
  /// differs (a frame change the engine made, which asks the view for layout when
  /// its size changed) and returns whether it did.
  @inline(__always)
  @discardableResult
  static func setSolvedFrame(_ frame: CGRect, of view: View) -> Bool {
    guard frame != view.storedFrame else { return false }
    let old = view.storedFrame
    view.storedFrame = frame
    view.frameDidChange(from: old, byEngine: true)
    return true
  }

  /// Sets the layout frame of each guide of `view` (custom and built-in ones it has
  /// handed out, a scroll view's) from the solution, unrounded.
  func applySolvedGuideFrames(of view: View) {
    for g in view.allGuides { g.solvedLayoutSpaceFrame = solvedRect(g.layoutVariables) }
  }

  /// Lays out the hierarchy: applies every view's frame from the solution in one
  /// flat pass (four handle reads per view, no hashing), then calls
  /// ``View/layoutSubviews()`` top-down on the views that need layout (those whose
  /// size changed, whose subviews moved, or that asked with `setNeedsLayout()`), as
  /// UIKit does.
  /// - Complexity: O(views) cheap reads, plus the `layoutSubviews()` calls.
  func applyLayout(_ view: View) {
    pass.useScale(view.contentScaleFactor > 0 ? view.contentScaleFactor : 1)
    if !frames.isValid { frames.rebuild(root: root, solver: solver) }
    frames.applySolution(of: solver, scale: pass.scale)
    for ref in frames.guideOwners {
      guard let v = ref.view else { continue }
      applySolvedGuideFrames(of: v)
    }
    callLayoutHooks()
  }

  /// Sets each subview's frame of `view` (and each of its guides' layout frame)
  /// from the solution, rounded to device pixels as the frame pass rounds them:
  /// what the default ``View/layoutSubviews()`` does outside a frame pass (inside
  /// one, the pass has applied every frame already).
  func applySolvedFrames(toSubviewsOf view: View) {
    guard !pass.isApplyingLayout else { return }
    let scale = pass.scale
    let origin = view === root ? CGPoint.zero : pixels(view.layoutVariables, scale: scale).origin
    for s in view.subviews {
      Self.setSolvedFrame(
        Self.frame(pixels: pixels(s.layoutVariables, scale: scale), parentOrigin: origin, scale: scale), of: s)
    }
    if !view.storedLayoutGuides.isEmpty || view.hasMarginsGuide || view.hasSafeAreaGuide || view.hasReadableGuide
      || view.hasKeyboardGuide || view is ScrollView
    {
      applySolvedGuideFrames(of: view)
    }
  }

  /// Calls `layoutSubviews()` (and the controllers' hooks) top-down on the views
  /// that need layout. A hook may lay out again (a nested pass) or change the
  /// hierarchy: the loop walks its own copy of the records and stops as soon as
  /// the hierarchy changed (the views it lists may be gone), asking the running
  /// pass for another round, which visits the views still needing layout.
  func callLayoutHooks() {
    let records = frames.records
    let generation = frames.generation
    let wasApplying = pass.beginHooks()
    defer { pass.endHooks(wasApplying: wasApplying) }
    for i in 0..<records.count {
      guard frames.generation == generation else {
        pass.deferRequest()
        return
      }
      let v = records[i].view
      guard v.storedNeedsLayout else { continue }
      v.storedNeedsLayout = false
      v.layoutSubviewsNotifyingController()  // viewWillLayoutSubviews/viewDidLayoutSubviews
    }
  }
}

extension View {
  /// Sets each subview's frame (and each of this view's guides' layout frame) from
  /// the engine's solution, rounded to device pixels. Called by the default
  /// ``layoutSubviews()``.
  func applyEngineFramesToSubviews() {
    rootEngine?.applySolvedFrames(toSubviewsOf: self)
  }

  /// Custom and built-in guides the view has handed out.
  var allGuides: [LayoutGuide] {
    var list = storedLayoutGuides
    if hasMarginsGuide { list.append(systemMarginsGuide) }
    if hasSafeAreaGuide { list.append(systemSafeAreaGuide) }
    if hasReadableGuide { list.append(systemReadableGuide) }
    if hasKeyboardGuide { list.append(systemKeyboardGuide) }
    if let scroll = self as? ScrollView { list += [scroll.contentLayoutGuide, scroll.frameLayoutGuide] }
    return list
  }
}
