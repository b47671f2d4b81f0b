import Foundation

/// Manages a view hierarchy: UIKit's `UIViewController`, headless.
///
/// Subclass it as in UIKit: build the views in ``loadView()`` or ``viewDidLoad()``,
/// react to the appearance callbacks (``viewWillAppear(_:)`` … ``viewDidDisappear(_:)``),
/// adjust after layout in ``viewDidLayoutSubviews()``, and to rotation in
/// ``viewWillTransition(to:with:)``. Show it with a ``Window``:
///
/// ```swift
/// final class LoginViewController: ViewController {
///   let field = TextField()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     field.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(field)
///     try? LayoutConstraint.activateOrThrow([
///       field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///       field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///     ])
///   }
/// }
/// let window = Window(device: .standard)
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()      // viewDidLoad, viewWillAppear, layout, viewDidAppear
/// ```
///
/// The callbacks come in UIKit's order (Sources/Scrollwork/Scrollwork.docc/ViewControllers.md): `loadView`,
/// `viewDidLoad` once, on first access to ``view``; `viewWillAppear`, then the layout
/// callbacks around each layout pass of the view (`viewWillLayoutSubviews`,
/// the view's `layoutSubviews()`, `viewDidLayoutSubviews`), then `viewDidAppear`.
///
/// [choice] View controllers are `@unchecked Sendable`, standing in for UIKit's
/// `@MainActor`: the block form of `NotificationCenter.addObserver(forName:object:queue:using:)`
/// takes a `@Sendable` closure, and ported controllers capture `self` in it. Swift warns
/// that a subclass "must restate inherited '@unchecked Sendable' conformance"; write
/// `class MyController: ViewController, @unchecked Sendable` to silence it. Use a
/// controller from one thread at a time, as in UIKit.
open class ViewController: Responder, TraitEnvironment, @unchecked Sendable {
  /// Where the controller is in its appearance cycle.
  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// The nib's name (kept for UIKit code; nothing is loaded from nibs).
  public let nibName: String?
  /// The nib's bundle (kept for UIKit code).
  public let nibBundle: Bundle?
  /// A title (kept for UIKit code).
  open var title: String?

  var storedView: View?
  var appearanceState = AppearanceState.disappeared
  var storedChildren: [ViewController] = []
  weak var storedParent: ViewController?
  /// The window this controller is the root of.
  weak var hostWindow: Window?
  var storedAdditionalSafeAreaInsets = EdgeInsets.zero
  /// The bars of the navigation or tab bar controller showing this controller, as
  /// safe-area insets (set by the container; NavigationController.swift).
  var storedBarSafeAreaInsets = EdgeInsets.zero
  var storedNavigationItem: NavigationItem?
  var storedTabBarItem: TabBarItem?
  var lastSafeAreaInsets: EdgeInsets?
  var lastLayoutMargins: EdgeInsets?
  var storedTopLayoutGuide: LayoutSupportGuide?
  var storedRespectsMinimumMargins = true
  var storedAutomaticallyAdjustsScrollViewInsets = true
  var storedBottomLayoutGuide: LayoutSupportGuide?

  /// Creates a controller; its view is made on first access (UIKit's designated initializer).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a controller without a nib (`UIViewController()`).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The root view, loaded on first access through ``loadView()`` then
  /// ``viewDidLoad()``. Setting it makes the controller own the new view.
  open var view: View! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { adopt(newValue) }
  }

  /// The root view if it was loaded, without loading it.
  public var viewIfLoaded: View? { storedView }

  /// Whether the root view was loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it was not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { adopt(View(frame: initialViewFrame)) }
    viewDidLoad()
  }

  /// Makes the root view. The default creates a plain ``View`` the size of the window
  /// that will show it (or of ``Screen/main``). Overrides set ``view`` and do not call
  /// `super`.
  open func loadView() {
    view = View(frame: initialViewFrame)
  }

  /// Called once, after the view was loaded. Build and constrain subviews here.
  open func viewDidLoad() {}

  /// Called before the view is added to a visible window (or before the window shows).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared and was laid out.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves a visible window (or before the window hides).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view's `layoutSubviews()` in each layout pass that lays the view out.
  open func viewWillLayoutSubviews() {}
  /// Called after the view's `layoutSubviews()` (every frame of the hierarchy is
  /// already solved; subviews' own `layoutSubviews()` come after).
  open func viewDidLayoutSubviews() {}

  /// Called in the update-constraints pass instead of the view's `updateConstraints()`;
  /// the default calls it. Overrides must call `super.updateViewConstraints()`.
  open func updateViewConstraints() {
    storedView?.updateConstraints()
  }

  /// Called when the view's safe-area insets changed (seen at the next layout pass).
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the view's layout margins changed (seen at the next layout pass).
  open func viewLayoutMarginsDidChange() {}

  // MARK: Containment

  /// Adds a child controller. As in UIKit this calls `child.willMove(toParent: self)`;
  /// add the child's view to your hierarchy next, then call `child.didMove(toParent: self)`.
  /// A child of another controller leaves it first; a controller cannot become a
  /// child of itself or of its own descendant (ignored).
  open func addChild(_ childController: ViewController) {
    guard childController.storedParent !== self, !hasAncestor(childController) else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
    childController.storedView?.invalidateFittingEnginesInAndAbove()
    childController.storedView?.rootEngine?.safeAreaHoldersDidChange()
  }

  /// Removes this controller from its parent and calls `didMove(toParent: nil)`
  /// (call `willMove(toParent: nil)` and remove the view first, as in UIKit).
  open func removeFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    storedView?.invalidateFittingEnginesInAndAbove()
    storedView?.rootEngine?.safeAreaHoldersDidChange()
    didMove(toParent: nil)
  }

  /// Called before the controller is added to (or removed from: nil) a parent.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller was added to (or removed from: nil) a parent.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Transitions and traits

  /// The traits of the view (its window's). Before the view is in a window (as in
  /// `viewDidLoad` of a window's root controller, or of a child), the traits of the
  /// window the controller is the root of, else of its parent, as in UIKit, where a
  /// controller takes its traits from where it sits in the controller hierarchy.
  open var traitCollection: TraitCollection {
    if let view = storedView, view.window != nil { return view.traitCollection }
    if let window = hostWindow { return window.traitCollection }
    if let parent { return parent.traitCollection }
    return storedView?.traitCollection ?? TraitCollection()
  }

  /// Called after the traits changed (rotation between size classes).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the traits change. The default forwards to the children.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in storedChildren { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Called before the view's size changes (rotation). The default forwards to the
  /// children, so overrides call `super`. Register work for after the change with the
  /// coordinator's `animate(alongsideTransition:completion:)`.
  open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The orientations the controller supports. A window's root controller decides
  /// whether ``Window/rotate(to:keyboardHeight:)`` turns the window. Default: every
  /// orientation but upside-down on phones, all of them on iPads.
  open var supportedInterfaceOrientations: InterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether the root controller lets the window rotate at all (default true).
  open var shouldAutorotate: Bool { true }

  /// Whether the controller hides the status bar (default false). A window's root
  /// controller decides; where the status bar is the only thing at the top (every
  /// device but the notched phones) hiding it takes the top safe-area inset away, as
  /// on iOS. Call ``setNeedsStatusBarAppearanceUpdate()`` after it changes.
  open var prefersStatusBarHidden: Bool { false }

  /// The status bar's style (kept for UIKit code; default `.default`).
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// Re-reads ``prefersStatusBarHidden`` (the window's safe area follows at the next layout).
  open func setNeedsStatusBarAppearanceUpdate() {
    hostWindow?.applySafeArea()
  }

  /// Which edges the view extends under a navigation or tab bar controller's bars
  /// (default all; UIKitBehaviour.md §38, §40).
  open var edgesForExtendedLayout: RectEdge = .all {
    didSet { if edgesForExtendedLayout != oldValue { storedParent?.viewIfLoaded?.setNeedsLayout() } }
  }

  /// Whether the view extends under opaque bars too (default false: under an opaque
  /// bar the view starts at the bar's edge; UIKitBehaviour.md §38).
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { if extendedLayoutIncludesOpaqueBars != oldValue { storedParent?.viewIfLoaded?.setNeedsLayout() } }
  }

  /// Whether a tab bar controller hides its tab bar while this controller, pushed on a
  /// navigation controller in a tab, is on the stack (default false; UIKitBehaviour.md
  /// §40). Read when the controller is pushed, as in UIKit.
  open var hidesBottomBarWhenPushed = false

  /// What a navigation controller's bar shows for this controller (UIKit's
  /// `navigationItem`; made on first access).
  public var navigationItem: NavigationItem {
    if let item = storedNavigationItem { return item }
    let item = NavigationItem(title: title)
    item.owner = self
    storedNavigationItem = item
    return item
  }

  /// What a tab bar controller's bar shows for this controller (UIKit's `tabBarItem`;
  /// stored, drawing only).
  public var tabBarItem: TabBarItem {
    get {
      if let item = storedTabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// The light/dark appearance of the controller's views (UIKit's
  /// `overrideUserInterfaceStyle`; drawing only).
  open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified

  /// The size the controller would like when shown in a container or popover
  /// (UIKit's `preferredContentSize`; stored: no container here reads it).
  open var preferredContentSize: CGSize = .zero

  // MARK: Responder chain

  /// The view's superview (UIKit's next responder of a view controller), or the window.
  open override var next: Responder? {
    storedView?.superview ?? storedParent
  }

  override var responderHost: View? { storedView?.rootView }

  // MARK: Internals

  /// The frame a default view starts with.
  var initialViewFrame: CGRect {
    var c: ViewController? = self
    while let current = c {
      if let window = current.hostWindow { return window.bounds }
      c = current.storedParent
    }
    return Screen.main.bounds
  }

  /// Takes ownership of `newView` (nil unloads the view).
  func adopt(_ newView: View?) {
    storedView?.invalidateFittingEnginesInAndAbove()
    storedView?.rootEngine?.safeAreaHoldersDidChange()
    newView?.invalidateFittingEnginesInAndAbove()
    newView?.rootEngine?.safeAreaHoldersDidChange()
    if let old = storedView, old !== newView, old.owningViewController === self {
      old.owningViewController = nil
      old.controllerMinimumMargins = nil
    }
    storedView = newView
    guard let v = newView else { return }
    if let previous = v.owningViewController, previous !== self { previous.storedView = nil }
    v.owningViewController = self
    // A root view's own margins start at zero; the system minimum supplies the sides.
    if v.storedMargins == View.defaultMargins { v.storedMargins = .zero }
    updateMinimumMargins()
  }

  /// Calls the appearance callbacks, keeping them balanced.
  func beginAppearanceTransition(_ isAppearing: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      viewWillAppear(false)
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      viewWillDisappear(false)
    default: break
    }
  }

  /// Ends an appearance transition begun with ``beginAppearanceTransition(_:)``.
  func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      if lastSafeAreaInsets == nil { noteInsetChanges(notify: false) }
      viewDidAppear(false)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(false)
    default: break
    }
  }
}
