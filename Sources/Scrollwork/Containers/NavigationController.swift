import Foundation

/// A container that shows a stack of view controllers under a navigation bar:
/// UIKit's `UINavigationController` (ViewControllers.md, "Navigation and tab bar
/// controllers"; UIKitBehaviour.md §40).
///
/// The top controller is the only child whose view is in the hierarchy; it fills the
/// container, under the bars it may extend under, and its safe area grows by the bars
/// that cover it. The navigation bar sits at the container's safe-area top, 44 points
/// tall on a phone in a regular height (32 in a compact height, 50 on an iPad), plus 52
/// for a large title; the toolbar, when shown, sits on the container's safe-area
/// bottom. Pushing and popping change the stack at once (no animation headless): the
/// controller leaving gets `viewWillDisappear`/`viewDidDisappear` and the one coming
/// `viewWillAppear`/`viewDidAppear` when the container is in a visible window.
open class NavigationController: ViewController, @unchecked Sendable {
  /// The bar at the top.
  public let navigationBar = NavigationBar(frame: .zero)
  /// The bar at the bottom, shown when ``isToolbarHidden`` is false.
  public let toolbar = Toolbar(frame: .zero)
  private var stack: [ViewController] = []
  private var storedNavigationBarHidden = false
  private var storedToolbarHidden = true

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's archive initializer (nothing is decoded): an empty stack.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, root first. Setting it replaces the stack (as
  /// ``setViewControllers(_:animated:)``).
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { stack.last }

  /// The controller shown: the top one (presentation is not modelled).
  public var visibleViewController: ViewController? { stack.last }

  /// Replaces the stack. A controller listed twice is kept at its last place;
  /// controllers that leave the stack leave the container.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    var unique: [ViewController] = []
    for c in viewControllers.reversed() where seen.insert(ObjectIdentifier(c)).inserted { unique.insert(c, at: 0) }
    let oldTop = stack.last
    for c in stack where !seen.contains(ObjectIdentifier(c)) {
      if c === oldTop { continue }
      c.willMove(toParent: nil)
      c.removeFromParent()
    }
    for c in unique where c.parent !== self { addChild(c) }
    stack = unique
    showBarContent(
      stack.last, replacing: oldTop, oldStaysChild: oldTop.map { seen.contains(ObjectIdentifier($0)) } ?? false)
    // A tab bar controller above may hide or show its bar for the new stack (§40).
    tabBarController?.viewIfLoaded?.setNeedsLayout()
    for c in unique where c.parent === self { c.didMove(toParent: self) }
  }

  /// Pushes a controller on the stack and shows it (a controller already in the stack
  /// is ignored, where UIKit raises).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else { return }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it (nil with only the root left).
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them (bottom first; nil when
  /// there were none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController` and returns them (nil when it is not
  /// in the stack or already on top).
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let i = stack.firstIndex(where: { $0 === viewController }), i < stack.count - 1 else { return nil }
    let popped = Array(stack[(i + 1)...])
    setViewControllers(Array(stack[...i]), animated: animated)
    return popped
  }

  /// Whether the navigation bar is hidden (default false).
  open var isNavigationBarHidden: Bool {
    get { storedNavigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar (at once headless).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != storedNavigationBarHidden else { return }
    storedNavigationBarHidden = hidden
    navigationBar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Whether the toolbar is hidden (default true).
  open var isToolbarHidden: Bool {
    get { storedToolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar (at once headless).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != storedToolbarHidden else { return }
    storedToolbarHidden = hidden
    toolbar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Makes the container view with the bars and the top controller's view.
  open override func loadView() {
    let container = View(frame: initialViewFrame)
    navigationBar.translatesAutoresizingMaskIntoConstraints = true
    toolbar.translatesAutoresizingMaskIntoConstraints = true
    navigationBar.isHidden = storedNavigationBarHidden
    toolbar.isHidden = storedToolbarHidden
    container.addSubview(navigationBar)
    container.addSubview(toolbar)
    view = container
    if let top = stack.last { placeBarContent(top, in: container, top: nil, bottom: nil) }
  }

  /// Places the bars and the top controller's view (§40).
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutBars()
  }

  /// The top bar's height for the top controller: the row, plus a large title's 52
  /// points when the bar prefers large titles, the item allows them and the height is
  /// not compact.
  func navigationBarHeight() -> CGFloat {
    let traits = traitCollection
    var height = NavigationBar.rowHeight(for: traits)
    if navigationBar.prefersLargeTitles, traits.verticalSizeClass != .compact, largeTitleShown() {
      height += NavigationBar.largeTitleHeight
    }
    return height
  }

  /// Whether the top item's title is large: `.always`, or `.automatic` with every item
  /// below it `.automatic` or `.always` down to one that is `.always` or the root
  /// (UIKit: an automatic item takes the previous item's mode).
  private func largeTitleShown() -> Bool {
    for c in stack.reversed() {
      switch c.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  private func layoutBars() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let safe = container.safeAreaInsets
    var top: (frame: CGRect, translucent: Bool)?
    var bottom: (frame: CGRect, translucent: Bool)?
    if !storedNavigationBarHidden {
      let frame = CGRect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: navigationBarHeight())
      if navigationBar.frame != frame { navigationBar.frame = frame }
      top = (frame, navigationBar.isTranslucent)
    }
    if !storedToolbarHidden {
      let h = Toolbar.height(for: traitCollection)
      let frame = CGRect(x: bounds.minX, y: bounds.maxY - safe.bottom - h, width: bounds.width, height: h)
      if toolbar.frame != frame { toolbar.frame = frame }
      bottom = (frame, toolbar.isTranslucent)
    }
    if let child = stack.last { placeBarContent(child, in: container, top: top, bottom: bottom) }
  }
}
