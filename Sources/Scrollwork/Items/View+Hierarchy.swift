import Foundation

extension View {
  /// Adds `view` at the end of the subviews (frontmost), removing it from its old
  /// superview first (which drops the constraints that reached outside it).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` into the subviews at `index` (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard !hasAncestorOrSelf(view) else { return }  // UIKit raises; a cycle is refused
    if view.superview === self {
      if let old = subviews.firstIndex(where: { $0 === view }) {
        subviews.remove(at: old)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
      }
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
    view.removeFromSuperview(announcingWindowChange: false)
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    view.engine = nil  // a former root's engine is dropped; ours takes the subtree
    invalidateFittingEngines(adding: view)
    if let engine = rootEngine {
      engine.subtreeDidMove(in: view)
      engine.safeAreaHoldersDidChange()
    }
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
    if oldWindow !== newWindow, let newWindow { view.adjustFontsForContentSizeCategory(in: newWindow) }
    view.didEnterWindowIfVisible()
  }

  /// Inserts `view` just above `sibling` (or at the front when it is not a subview).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` (or at the front when it is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview. As in UIKit, every constraint that
  /// relates the view (or one of its descendants) to a view outside it is
  /// deactivated; constraints inside the subtree are kept.
  public func removeFromSuperview() {
    removeFromSuperview(announcingWindowChange: true)
  }

  /// ``removeFromSuperview()``; `announcingWindowChange` false when a move to another
  /// superview announces the window change itself.
  func removeFromSuperview(announcingWindowChange: Bool) {
    guard let parent = superview else { return }
    let oldWindow = announcingWindowChange ? window : nil
    if announcingWindowChange {
      willMove(toSuperview: nil)
      if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    }
    // A first responder inside the subtree resigns (a text field ends editing).
    if let responder = rootView.storedFirstResponder as? View, responder.isDescendant(of: self) {
      responder.resignFirstResponder()
      if rootView.storedFirstResponder === responder { rootView.storedFirstResponder = nil }
    }
    let leaving = controllersLeavingVisibleWindow()
    for c in leaving { c.beginAppearanceTransition(false) }
    defer { for c in leaving { c.endAppearanceTransition() } }
    parent.willRemoveSubview(self)
    invalidateFittingEngines(includingSelf: false)
    invalidateFittingEngines(moving: self)
    // Constraints reaching outside the subtree live on an ancestor.
    var ancestor: View? = parent
    while let a = ancestor {
      let crossing = a.storedConstraints.filter { $0.references(subtree: self) }
      for c in crossing { c.deactivateNow() }
      ancestor = a.superview
    }
    if let engine = rootEngine {
      // Scroll views keep the content size they had (UIKit stores it).
      forEachInSubtree { ($0 as? ScrollView).map { _ = $0.contentSize } }
      engine.subtreeWillLeave(self)
      engine.safeAreaHoldersDidChange()
    }
    if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
    superview = nil
    // The subtree's root hints may point above it (View.rootView).
    forEachInSubtree { $0.rootHint = nil }
    parent.storedNeedsLayout = true
    didMoveToSuperview()
    if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
  }

  /// Runs the appearance callbacks of the view controllers whose views just entered a
  /// visible window with this subtree: `viewWillAppear`, then `viewDidAppear`
  /// [choice: at once; the next layout pass lays them out].
  func didEnterWindowIfVisible() {
    guard let window = rootView as? Window, window.isShowingControllers, !window.suppressesAppearanceForwarding else {
      return
    }
    let controllers = window.viewControllers(in: self)
    for c in controllers { c.beginAppearanceTransition(true) }
    for c in controllers { c.endAppearanceTransition() }
  }

  /// The view controllers whose views leave a visible window with this subtree.
  func controllersLeavingVisibleWindow() -> [ViewController] {
    guard let window = rootView as? Window, window.isShowingControllers else { return [] }
    return window.viewControllers(in: self)
  }

  /// Whether `view` is this view or one of its ancestors (so that adding it here
  /// would make a cycle).
  /// - Complexity: O(1) amortized for views of different hierarchies (``rootView``);
  ///   else O(min(depth of self, size of `view`'s subtree)): the ancestors of self and
  ///   the subtree of `view` are walked in turns, and the first walk to end answers.
  ///   Adding each view of a 100,000-deep chain under the previous one walked the
  ///   whole depth every time.
  func hasAncestorOrSelf(_ view: View) -> Bool {
    if view === self { return true }
    if view.subviews.isEmpty || superview == nil || rootView !== view.rootView { return false }
    var up: View? = superview
    var down: [View] = view.subviews
    while let u = up {
      if u === view { return true }
      up = u.superview
      guard let d = down.popLast() else { return false }  // the whole subtree, without self
      if d === self { return true }
      down.append(contentsOf: d.subviews)
    }
    return false
  }

  /// Every view of the subtree rooted here, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    var stack: [View] = [self]
    while let v = stack.popLast() {
      body(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
  }

  /// The nearest view that is an ancestor of (or equal to) both views.
  static func commonAncestor(_ a: View, _ b: View) -> View? {
    if a === b { return a }
    var depthA = 0
    var depthB = 0
    var v: View? = a
    while let x = v {
      depthA += 1
      v = x.superview
    }
    v = b
    while let x = v {
      depthB += 1
      v = x.superview
    }
    var pa: View? = a
    var pb: View? = b
    while depthA > depthB {
      pa = pa?.superview
      depthA -= 1
    }
    while depthB > depthA {
      pb = pb?.superview
      depthB -= 1
    }
    while let x = pa, let y = pb {
      if x === y { return x }
      pa = x.superview
      pb = y.superview
    }
    return nil
  }
}
