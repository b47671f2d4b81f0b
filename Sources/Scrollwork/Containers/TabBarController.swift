import Foundation

/// A container that shows one of several view controllers above a tab bar: UIKit's
/// `UITabBarController` (ViewControllers.md, "Navigation and tab bar controllers";
/// UIKitBehaviour.md §40).
///
/// The selected controller is the only child whose view is in the hierarchy; it fills
/// the container (under a translucent tab bar) and its safe area grows by the bar. The
/// tab bar sits on the container's bottom safe-area inset, 49 points tall on a phone in
/// a regular height (32 in a compact height, 50 on an iPad), and extends over the inset
/// (its frame is 83 tall on a phone with a home indicator).
open class TabBarController: ViewController, @unchecked Sendable {
  /// The bar at the bottom.
  public let tabBar = TabBar(frame: .zero)
  private var tabs: [ViewController] = []
  private var storedSelectedIndex = 0

  /// An empty tab bar controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's archive initializer (nothing is decoded): no tabs.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs' controllers, in order (nil when there are none, as in UIKit). Setting
  /// them selects the first (or keeps the index when it is still valid).
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. A controller listed twice is kept at its first place.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let old = selectedViewController
    var seen = Set<ObjectIdentifier>()
    let unique = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
    for c in tabs where !seen.contains(ObjectIdentifier(c)) {
      c.willMove(toParent: nil)
      c.viewIfLoaded?.removeFromSuperview()
      c.removeFromParent()
    }
    for c in unique where c.parent !== self { addChild(c) }
    tabs = unique
    if !tabs.indices.contains(storedSelectedIndex) { storedSelectedIndex = 0 }
    showBarContent(selectedViewController, replacing: old, oldStaysChild: true)
    for c in unique where c.parent === self { c.didMove(toParent: self) }
  }

  /// The selected tab's index (0 without tabs). Setting an index out of range is
  /// ignored.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard tabs.indices.contains(newValue), newValue != storedSelectedIndex else { return }
      let old = selectedViewController
      storedSelectedIndex = newValue
      showBarContent(selectedViewController, replacing: old, oldStaysChild: true)
    }
  }

  /// The selected tab's controller. Setting one that is not a tab is ignored.
  open var selectedViewController: ViewController? {
    get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
    set {
      guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = i
    }
  }

  /// Makes the container view with the tab bar and the selected controller's view.
  open override func loadView() {
    let container = View(frame: initialViewFrame)
    tabBar.translatesAutoresizingMaskIntoConstraints = true
    container.addSubview(tabBar)
    view = container
    if let selected = selectedViewController { placeBarContent(selected, in: container, top: nil, bottom: nil) }
  }

  /// Places the tab bar and the selected controller's view (§40).
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let safe = container.safeAreaInsets
    let h = TabBar.height(for: traitCollection)
    let frame = CGRect(x: bounds.minX, y: bounds.maxY - safe.bottom - h, width: bounds.width, height: h + safe.bottom)
    if tabBar.frame != frame { tabBar.frame = frame }
    let hidden = hidesTabBarForSelection
    if tabBar.isHidden != hidden { tabBar.isHidden = hidden }
    if let selected = selectedViewController {
      placeBarContent(selected, in: container, top: nil, bottom: hidden ? nil : (frame, tabBar.isTranslucent))
    }
  }

  /// Whether the selected tab is a navigation controller with a controller above its
  /// root that has ``ViewController/hidesBottomBarWhenPushed`` (UIKit hides the tab bar
  /// while such a controller, or one pushed after it, is on top; the root's flag is not
  /// read, as the root is not pushed).
  var hidesTabBarForSelection: Bool {
    guard let nav = selectedViewController as? NavigationController else { return false }
    return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }
}
