import Foundation

extension View {
  /// The view's rectangle in its superview's coordinates (layout space: the
  /// superview's `bounds.origin` does not move it). Setting it on a view that
  /// translates its autoresizing mask updates those constraints.
  public var frame: CGRect {
    get { storedFrame }
    set {
      let old = storedFrame
      storedFrame = newValue
      frameDidChange(from: old, byEngine: false)
    }
  }

  /// The view's own coordinate system: origin (what scroll views call the content
  /// offset) and size. Changing the origin shifts where subviews appear without
  /// changing their frames (UIKitBehaviour.md §7.1; seed 004).
  public var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      let oldOrigin = storedBoundsOrigin
      storedBoundsOrigin = newValue.origin
      if newValue.size != storedFrame.size {
        let old = storedFrame
        let c = center
        storedFrame = CGRect(
          x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
        frameDidChange(from: old, byEngine: false)
      }
      if oldOrigin != newValue.origin { boundsOriginDidChange() }
    }
  }

  /// The middle of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      let old = storedFrame
      storedFrame.origin = CGPoint(x: newValue.x - old.width / 2, y: newValue.y - old.height / 2)
      frameDidChange(from: old, byEngine: false)
    }
  }

  /// Records a frame change: a user change of a translated view moves its
  /// autoresizing constraints; a size change asks for layout, and a user size change
  /// of a view that places subviews from its bounds has the engine place them before
  /// its next solve (``placesSubviewsFromBounds``).
  func frameDidChange(from old: CGRect, byEngine: Bool) {
    if old.size != storedFrame.size { storedNeedsLayout = true }
    // A translated view's frame is its autoresizing constraints, read by fitting
    // engines above it; a resized view's bounds are read by its translated subviews'.
    if mayBeUnderFittingEngine {
      if translatesAutoresizingMaskIntoConstraints && old != storedFrame {
        invalidateFittingEngines(includingSelf: false)
      }
      if storedFittingEngine != nil && old.size != storedFrame.size
        && subviews.contains(where: \.translatesAutoresizingMaskIntoConstraints)
      {
        storedFittingEngine = nil
      }
    }
    if !byEngine, old != storedFrame, let engine = rootEngine {
      engine.frameDidChange(self)
      if placesSubviewsFromBounds && old.size != storedFrame.size { engine.placeBeforeSolving(self) }
    }
  }

  /// Converts a point from this view's bounds coordinates to another view's
  /// (or to the root's when `view` is nil), honouring every `bounds.origin`.
  /// Views of different hierarchies meet in screen coordinates, each root's frame
  /// being its place on the screen (a ``Window``'s frame).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    // nil is the root's bounds coordinates, as UIKit's nil means the window's.
    let view = view ?? rootView
    let p = positionOnScreen(of: point, relativeTo: view)
    let o = view.positionOnScreen(of: .zero, relativeTo: self)
    return CGPoint(x: p.x - o.x, y: p.y - o.y)
  }

  /// Converts a point from another view's bounds coordinates to this view's
  /// (nil: the root's, a window's), honouring every `bounds.origin`.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let source = view ?? rootView
    let p = source.positionOnScreen(of: point, relativeTo: self)
    let o = positionOnScreen(of: .zero, relativeTo: source)
    return CGPoint(x: p.x - o.x, y: p.y - o.y)
  }

  /// ``positionInRoot(of:)``, moved by the root's frame origin when `other` is in
  /// another hierarchy (both then meet in screen coordinates).
  func positionOnScreen(of point: CGPoint, relativeTo other: View) -> CGPoint {
    var p = positionInRoot(of: point)
    let root = rootView
    if root !== other.rootView {
      p.x += root.storedFrame.minX
      p.y += root.storedFrame.minY
    }
    return p
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Where a point of this view's bounds appears in the root view's bounds.
  func positionInRoot(of point: CGPoint) -> CGPoint {
    var p = CGPoint(x: point.x - storedBoundsOrigin.x, y: point.y - storedBoundsOrigin.y)
    var v = self
    while let s = v.superview {
      p.x += v.storedFrame.minX - s.storedBoundsOrigin.x
      p.y += v.storedFrame.minY - s.storedBoundsOrigin.y
      v = s
    }
    return p
  }

  /// The frame's origin in layout space (the sum of frame origins up to the root).
  var layoutSpaceOrigin: CGPoint {
    var p = CGPoint.zero
    var v = self
    while let s = v.superview {
      p.x += v.storedFrame.minX
      p.y += v.storedFrame.minY
      v = s
    }
    return p
  }
}
