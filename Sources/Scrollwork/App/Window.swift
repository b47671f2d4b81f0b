import Foundation

/// The root of a displayed hierarchy: UIKit's `UIWindow`, headless.
///
/// A window shows its ``rootViewController``'s view, filling it, and stands in for
/// the device: its size, pixel scale and safe-area insets come from a ``Device``
/// preset and an orientation (``init(device:orientation:)``), it rotates
/// (``rotate(to:keyboardHeight:)``) and it shows the system keyboard
/// (``showKeyboard(height:animationDuration:)``), posting UIKit's notifications.
///
/// ```swift
/// let window = Window(device: Device.named("iphone-se-2")!, orientation: .portrait)
/// window.rootViewController = FormViewController()   // loads the view: viewDidLoad
/// window.makeKeyAndVisible()                         // viewWillAppear, layout, viewDidAppear
/// window.showKeyboard(height: 216)                   // keyboardWillShow … keyboardDidShow
/// window.rotate(to: .landscape)                      // viewWillTransition(to:with:), layout
/// ```
///
/// A window starts hidden, as in UIKit; the appearance callbacks run when it is shown.
open class Window: View {
  /// The device the window stands for (size, scale, safe area per orientation).
  public internal(set) var device: Device
  /// How the device is held.
  public internal(set) var orientation: DeviceOrientation
  /// Whether the window is the key window (set by ``makeKeyAndVisible()`` and ``makeKey()``).
  public private(set) var isKeyWindow = false
  /// The keyboard's frame in the window's coordinates while it is up, else nil.
  public internal(set) var keyboardFrameInWindow: CGRect?
  /// Where the window posts its notifications (the keyboard's, the content size
  /// category's, and its text fields' editing and text notifications):
  /// `NotificationCenter.default`, as UIKit does. Headless programs that run several
  /// windows at once (tests in parallel) can give each window its own center, so that
  /// observers see only their window's keyboard and fields. (Not in UIKit.)
  public var notificationCenter: NotificationCenter {
    get { storedNotificationCenter ?? .default }
    set { storedNotificationCenter = newValue }
  }

  var currentTraits: TraitCollection
  /// While true, adding a subtree does not run appearance callbacks (the window
  /// runs them itself around a layout pass).
  var suppressesAppearanceForwarding = false

  /// Creates a window with a frame (in screen coordinates). Its device is a custom
  /// one of that size with the main screen's scale and no safe-area insets; its
  /// orientation is landscape when it is wider than tall.
  public override init(frame: CGRect) {
    let portrait = CGSize(width: min(frame.width, frame.height), height: max(frame.width, frame.height))
    device = Device(
      name: "custom", portraitSize: portrait, scale: Screen.main.scale, portraitSafeArea: .zero,
      landscapeSafeArea: .zero, isPad: portrait.width >= 768)
    orientation = frame.width > frame.height ? .landscape : .portrait
    currentTraits = TraitCollection(device: device, orientation: orientation)
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window filling a device's screen held in `orientation`: its size, pixel
  /// scale (its own ``View/screen``) and safe-area insets come from the preset.
  public convenience init(device: Device, orientation: DeviceOrientation = .portrait) {
    self.init(frame: CGRect(origin: .zero, size: device.size(in: orientation)))
    self.device = device
    self.orientation = orientation
    screen = device.screen(in: orientation)
    currentTraits = TraitCollection(device: device, orientation: orientation)
    applySafeArea()
  }

  /// UIKit's archive initializer (nothing is decoded): a zero-sized custom window.
  public required init?(coder: NSCoder) {
    device = Device(name: "custom", portraitSize: .zero, scale: Screen.main.scale)
    orientation = .portrait
    currentTraits = TraitCollection(device: device, orientation: orientation)
    super.init(coder: coder)
    isHidden = true
  }

  /// The controller whose view fills the window. Setting it loads the controller's
  /// view (`loadView`, `viewDidLoad`) and installs it, sized to the window with
  /// flexible width and height; on a visible window the old controller disappears
  /// and the new one appears (with a layout pass between `viewWillAppear` and
  /// `viewDidAppear`).
  open var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue {
        if let v = old.viewIfLoaded, v.superview === self { v.removeFromSuperview() }
        old.hostWindow = nil
      }
      applySafeArea()
      guard let controller = rootViewController else { return }
      controller.hostWindow = self
      installRootView(of: controller)
    }
  }

  /// Shows the window and makes it key: the root controller's view is loaded if
  /// needed, then every controller whose view is in the window gets
  /// `viewWillAppear(_:)`, the window is laid out (`viewWillLayoutSubviews`,
  /// `viewDidLayoutSubviews`), then `viewDidAppear(_:)`.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    if let controller = rootViewController, controller.viewIfLoaded?.superview !== self {
      installRootView(of: controller)
    }
    isHidden = false
  }

  /// Makes the window key without showing it.
  open func makeKey() {
    isKeyWindow = true
  }

  /// Showing a hidden window runs the appearance callbacks of its controllers
  /// (with a layout pass between will and did); hiding it runs the disappearance ones.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      let controllers = viewControllers(in: self)
      for c in controllers { c.beginAppearanceTransition(!isHidden) }
      if !isHidden { layoutIfNeeded() }
      for c in controllers { c.endAppearanceTransition() }
    }
  }

  /// The window's traits: size classes from its device and orientation.
  open override var traitCollection: TraitCollection { currentTraits }

  /// Windows end the responder chain here (no application object headless).
  open override var next: Responder? { nil }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Window" ? "UIWindow" : name
  }

  // MARK: Internals

  /// Whether appearance callbacks run now for views entering or leaving the window.
  var isShowingControllers: Bool { !isHidden }

  /// Adds the controller's view, filling the window.
  func installRootView(of controller: ViewController) {
    let v: View = controller.view
    v.frame = bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    guard isShowingControllers else {
      addSubview(v)
      return
    }
    suppressesAppearanceForwarding = true
    addSubview(v)
    suppressesAppearanceForwarding = false
    let controllers = viewControllers(in: v)
    for c in controllers { c.beginAppearanceTransition(true) }
    layoutIfNeeded()
    for c in controllers { c.endAppearanceTransition() }
  }

  /// Sets the insets the engine sees on the root: the device's for the orientation
  /// (without the status bar when the root controller hides it), plus the root
  /// controller's ``ViewController/additionalSafeAreaInsets``.
  func applySafeArea() {
    var d = device.safeAreaInsets(in: orientation)
    // A hidden status bar frees the top, except under a notched phone's sensor housing.
    let notchedPhone = !device.isPad && device.portraitSafeArea.bottom > 0
    if rootViewController?.prefersStatusBarHidden == true, !notchedPhone { d.top = 0 }
    let a = rootViewController?.effectiveAdditionalSafeAreaInsets ?? .zero
    let insets = EdgeInsets(
      top: d.top + a.top, left: d.left + a.left, bottom: d.bottom + a.bottom, right: d.right + a.right)
    guard deviceSafeAreaInsets != insets else { return }
    deviceSafeAreaInsets = insets
    // Controllers hear of the change at their view's next layout (as in UIKit, a
    // safe-area change lays the view out).
    for c in viewControllers(in: self) { c.storedView?.setNeedsLayout() }
  }

  /// The controllers owning views in `subtree`, parents before children.
  func viewControllers(in subtree: View) -> [ViewController] {
    var list: [ViewController] = []
    subtree.forEachInSubtree { v in
      if let c = v.owningViewController { list.append(c) }
    }
    return list
  }
}

extension View {
  /// The window this view is in (its root, when that is a ``Window``), or nil.
  public var window: Window? { rootView as? Window }
}
