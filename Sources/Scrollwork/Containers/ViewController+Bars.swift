import Foundation

extension ViewController {
  /// The navigation controller this controller is in (itself or its nearest ancestor
  /// that is one), as UIKit's `navigationController`.
  public var navigationController: NavigationController? {
    var c: ViewController? = self
    while let current = c {
      if let nav = current as? NavigationController { return nav }
      c = current.parent
    }
    return nil
  }

  /// The tab bar controller this controller is in (itself or its nearest ancestor that
  /// is one), as UIKit's `tabBarController`.
  public var tabBarController: TabBarController? {
    var c: ViewController? = self
    while let current = c {
      if let tabs = current as? TabBarController { return tabs }
      c = current.parent
    }
    return nil
  }

  /// Shows child `new`'s view in this container's view in place of child `old`'s (a
  /// navigation controller's new top, a tab bar controller's new tab; UIKitBehaviour.md
  /// §40): when `old` is another controller, its view leaves the container view, and
  /// `old` leaves this container unless `oldStaysChild` (it is still in the stack or
  /// the tabs). Then, with the view loaded, `new`'s view joins it (placed between no
  /// bars until the next layout, which places it between the bars) unless it is there
  /// already, and the container view is laid out again.
  func showBarContent(_ new: ViewController?, replacing old: ViewController?, oldStaysChild: Bool) {
    if let old, old !== new {
      old.viewIfLoaded?.removeFromSuperview()
      if !oldStaysChild {
        old.willMove(toParent: nil)
        old.removeFromParent()
      }
    }
    guard let container = viewIfLoaded, let new, new.viewIfLoaded?.superview !== container else { return }
    placeBarContent(new, in: container, top: nil, bottom: nil)
    container.setNeedsLayout()
  }

  /// Places a container's child view between the container's bars and gives the child
  /// the bars it lies under as safe-area insets (UIKitBehaviour.md §38, §40):
  /// - the child's view extends under a bar when its ``edgesForExtendedLayout`` holds
  ///   that edge and the bar is translucent or the child's
  ///   ``extendedLayoutIncludesOpaqueBars`` is true; otherwise it stops at the bar's edge;
  /// - the child's safe area then grows by the part of the bar that covers its view
  ///   below the container's own safe area (a translucent 44-point bar under a 20-point
  ///   status bar: the child's safe-area top is 64).
  ///
  /// `top` and `bottom` are the bars shown (nil: none) in the container view's
  /// coordinates.
  func placeBarContent(
    _ child: ViewController, in container: View, top: (frame: CGRect, translucent: Bool)?,
    bottom: (frame: CGRect, translucent: Bool)?
  ) {
    let bounds = container.bounds
    let safe = container.safeAreaInsets
    func extends(_ edge: RectEdge, translucent: Bool) -> Bool {
      child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
    }
    var minY = bounds.minY
    var maxY = bounds.maxY
    if let top, !extends(.top, translucent: top.translucent) { minY = top.frame.maxY }
    if let bottom, !extends(.bottom, translucent: bottom.translucent) { maxY = bottom.frame.minY }
    let frame = CGRect(x: bounds.minX, y: minY, width: bounds.width, height: max(0, maxY - minY))
    let view: View = child.view
    if view.superview !== container { container.insertSubview(view, at: 0) }
    view.translatesAutoresizingMaskIntoConstraints = true
    if view.frame != frame { view.frame = frame }
    var insets = EdgeInsets.zero
    if let top {
      insets.top = max(0, top.frame.maxY - max(minY, bounds.minY + safe.top))
    }
    if let bottom {
      insets.bottom = max(0, min(maxY, bounds.maxY - safe.bottom) - bottom.frame.minY)
    }
    child.setBarSafeAreaInsets(insets)
  }
}
