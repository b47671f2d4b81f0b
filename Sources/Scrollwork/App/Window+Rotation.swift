import Foundation

extension Window {
  /// Turns the device to `orientation` as iOS does, headless (no animation time):
  /// 1. the new traits are computed; if they differ, the root controller gets
  ///    `willTransition(to:with:)`; then it gets `viewWillTransition(to:with:)` with the
  ///    new size (both forward to children by default);
  /// 2. the window takes the swapped size, the orientation's safe-area insets, its
  ///    screen's new bounds and the new traits; the root controller's view follows
  ///    through its flexible autoresizing mask; controllers get the system minimum
  ///    margins of the new size class;
  /// 3. with the keyboard up, its frame moves to the bottom of the new window
  ///    (`keyboardHeight`, or its current height) and `keyboardLayoutGuide` follows;
  /// 4. `traitCollectionDidChange(_:)` (controllers, parents first) if the traits
  ///    changed, then a layout pass (`viewWillLayoutSubviews`/`viewDidLayoutSubviews`);
  /// 5. with the keyboard up, `keyboardWillChangeFrame` and `keyboardWillShow`
  ///    (begin: the old frame, end: the new one), as iOS re-posts them on rotation;
  /// 6. the coordinator's alongside blocks, a layout pass, its completion blocks;
  /// 7. with the keyboard up, `keyboardDidChangeFrame` and `keyboardDidShow`.
  ///
  /// Rotating to the current orientation does nothing, and so does rotating to one the
  /// root controller does not support (its `supportedInterfaceOrientations`, or
  /// `shouldAutorotate` false), as on iOS.
  public func rotate(to orientation: DeviceOrientation, keyboardHeight: CGFloat? = nil) {
    guard orientation != self.orientation else { return }
    if let root = rootViewController, !root.shouldAutorotate || !root.supportedInterfaceOrientations.allows(orientation)
    {
      return
    }
    let newSize = device.size(in: orientation)
    let oldTraits = currentTraits
    let newTraits = TraitCollection(
      device: device, orientation: orientation, layoutDirection: screen.layoutDirection,
      preferredContentSizeCategory: preferredContentSizeCategory)
    let coordinator = SizeTransitionCoordinator(containerView: self, duration: 0.3)
    if let root = rootViewController {
      if newTraits != oldTraits { root.willTransition(to: newTraits, with: coordinator) }
      root.viewWillTransition(to: newSize, with: coordinator)
    }

    self.orientation = orientation
    // A window's own screen turns with it (never the shared `Screen.main`).
    assignedScreen?.bounds = CGRect(origin: .zero, size: newSize)
    frame = CGRect(origin: frame.origin, size: newSize)
    // What the flexible autoresizing mask gives; set directly so that a window never
    // laid out yet (whose engine would take the old frame as the mask's margins) agrees.
    if let v = rootViewController?.viewIfLoaded, v.superview === self { v.frame = bounds }
    applySafeArea()
    currentTraits = newTraits
    let controllers = viewControllers(in: self)
    for c in controllers { c.updateMinimumMargins() }
    let oldKeyboard = keyboardFrameInWindow
    if let old = oldKeyboard {
      let frame = keyboardRect(height: keyboardHeight ?? old.height)
      keyboardFrameInWindow = frame
      keyboardFrame = frame
    }
    if newTraits != oldTraits {
      forEachInSubtree { $0.traitCollectionDidChange(oldTraits) }
      for c in controllers { c.traitCollectionDidChange(oldTraits) }
    }
    layoutIfNeeded()

    if let old = oldKeyboard, let new = keyboardFrameInWindow {
      postKeyboard(
        [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification], from: old, to: new)
      layoutIfNeeded()
    }
    coordinator.finish { layoutIfNeeded() }
    if let old = oldKeyboard, let new = keyboardFrameInWindow {
      postKeyboard(
        [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification], from: old, to: new)
    }
  }
}
