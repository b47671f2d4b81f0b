import Foundation

extension View {
  /// The view's margins in left/right terms (default 8 on every edge). Setting
  /// them sets ``directionalLayoutMargins`` for the current layout direction.
  public var layoutMargins: EdgeInsets {
    get { directionalLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    set { directionalLayoutMargins = newValue.directional(for: effectiveUserInterfaceLayoutDirection) }
  }

  /// The view's margins in leading/trailing terms (default 8 on every edge). A view
  /// controller's root view starts at zero and gets at least the controller's
  /// `systemMinimumLayoutMargins` (16 or 20 leading and trailing, UIKitBehaviour.md §6)
  /// while the controller respects them.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      guard let m = controllerMinimumMargins else { return storedMargins }
      let s = storedMargins
      return DirectionalEdgeInsets(
        top: max(s.top, m.top), leading: max(s.leading, m.leading), bottom: max(s.bottom, m.bottom),
        trailing: max(s.trailing, m.trailing))
    }
    set {
      let old = storedMargins
      storedMargins = newValue
      marginsDidChange()
      if old != newValue { layoutMarginsDidChange() }
    }
  }

  /// Whether margins are at least what the superview's margins cover of this view
  /// (default false).
  public var preservesSuperviewLayoutMargins: Bool {
    get { storedPreservesSuperviewMargins }
    set {
      storedPreservesSuperviewMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether margins are measured from the safe area rather than the bounds
  /// (default true).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsMarginsFromSafeArea }
    set {
      storedInsetsMarginsFromSafeArea = newValue
      marginsDidChange()
    }
  }

  /// Unsafe insets a device imposes on a root view (status bar or notch at the top,
  /// home indicator at the bottom). Only the root's value is used; descendants get
  /// the part of it that covers them (UIKitBehaviour.md §6).
  public var deviceSafeAreaInsets: EdgeInsets {
    get { storedRootSafeAreaInsets }
    set {
      storedRootSafeAreaInsets = newValue
      marginsDidChange()
    }
  }

  /// The insets of the unsafe area that covers this view, from the last layout pass.
  public var safeAreaInsets: EdgeInsets {
    guard let engine = rootEngine else { return superview == nil ? storedRootSafeAreaInsets : .zero }
    return engine.safeAreaInsets(of: self)
  }

  /// The guide inset from the bounds by the layout margins
  /// (`'UIViewLayoutMarginsGuide'`).
  public var layoutMarginsGuide: LayoutGuide {
    if !hasMarginsGuide {
      hasMarginsGuide = true
      if let engine = rootEngine { engine.installSystemGuide(.layoutMargins, of: self) }
    }
    return systemMarginsGuide
  }

  /// The guide covering the safe area (`'UIViewSafeAreaLayoutGuide'`).
  public var safeAreaLayoutGuide: LayoutGuide {
    if !hasSafeAreaGuide {
      hasSafeAreaGuide = true
      if let engine = rootEngine { engine.installSystemGuide(.safeArea, of: self) }
    }
    return systemSafeAreaGuide
  }

  /// A guide inside the margins, centred and at most 672 pt wide, for text that
  /// should stay readable on wide screens (`'UIViewReadableContentGuide'`).
  public var readableContentGuide: LayoutGuide {
    if !hasReadableGuide {
      hasReadableGuide = true
      if let engine = rootEngine { engine.installSystemGuide(.readableContent, of: self) }
    }
    return systemReadableGuide
  }

  /// A guide that follows the docked keyboard: its bottom is the view's bottom, its
  /// height the part of the view the keyboard covers, or the bottom safe area when the
  /// keyboard is hidden (UIKit's `keyboardLayoutGuide`, iOS 15; UIKitBehaviour.md §7.6).
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if !hasKeyboardGuide {
      hasKeyboardGuide = true
      if let engine = rootEngine { engine.installSystemGuide(.keyboard, of: self) }
    }
    return systemKeyboardGuide
  }

  /// The docked keyboard's frame in the root view's coordinates, nil when it is hidden
  /// (headless, the app says where the keyboard is). Read and set on the root; every
  /// `keyboardLayoutGuide` of the hierarchy follows at the next layout pass.
  public var keyboardFrame: CGRect? {
    get { rootView.storedKeyboardFrame }
    set {
      rootView.storedKeyboardFrame = newValue
      rootView.marginsDidChange()
    }
  }

  /// Margins or safe area changed: the guides' constants follow at the next pass.
  func marginsDidChange() {
    invalidateFittingEnginesInAndAbove()
    rootEngine?.marginsDidChange(in: self)
  }
}

extension View {
  /// Tells the engine to re-read ``intrinsicContentSize`` at the next layout pass.
  public func invalidateIntrinsicContentSize() {
    rootEngine?.intrinsicContentSizeDidChange(self)
    superview?.subviewIntrinsicContentSizeDidChange(self)
  }

  /// How strongly the view resists growing beyond its intrinsic size in an axis.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    hugging[axis.rawValue]
  }

  /// Sets the content hugging priority of an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard hugging[axis.rawValue] != priority else { return }
    hugging[axis.rawValue] = priority
    rootEngine?.intrinsicContentSizeDidChange(self)
  }

  /// How strongly the view resists shrinking below its intrinsic size in an axis.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    compression[axis.rawValue]
  }

  /// Sets the compression resistance priority of an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard compression[axis.rawValue] != priority else { return }
    compression[axis.rawValue] = priority
    rootEngine?.intrinsicContentSizeDidChange(self)
  }
}
