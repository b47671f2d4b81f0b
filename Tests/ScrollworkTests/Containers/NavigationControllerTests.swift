import Foundation
import Testing

@testable import Scrollwork

/// A controller whose view holds a label pinned to its safe area's top and bottom, so
/// that the safe area can be read from frames too.
final class SafeAreaProbeController: ViewController, @unchecked Sendable {
  let top = View()
  private(set) var events: [String] = []
  let name: String

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    top.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(top)
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: safe.topAnchor),
      top.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      top.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) { events.append("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { events.append("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { events.append("\(name) didDisappear") }
}

/// Navigation controllers (UIKitBehaviour.md §40, §38; ViewControllers.md, "Navigation
/// and tab bar controllers").
@Suite struct NavigationControllerTests {
  func show(_ root: ViewController, on device: String = "iphone-se-2", _ orientation: DeviceOrientation = .portrait)
    throws -> Window
  {
    let window = Window(device: try #require(Device.named(device)), orientation: orientation)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test(
    "§40 iPhone SE portrait: the bar under the 20-pt status bar, the child's view full screen with its safe area from 64"
  )
  func translucentBar() throws {
    let child = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: child)
    let window = try show(nav)
    defer { withExtendedLifetime(window) {} }
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(child.top.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(child.navigationController === nav)
    #expect(nav.topViewController === child && nav.viewControllers == [child])
  }

  @Test(
    "§38 §40 an opaque bar stops the child's view at its bottom; extendedLayoutIncludesOpaqueBars takes it under again")
  func opaqueBar() throws {
    let child = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: child)
    nav.navigationBar.isTranslucent = false
    let window = try show(nav)
    #expect(child.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(child.view.safeAreaInsets == .zero)
    child.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(child.view.safeAreaInsets.top == 64)
    child.edgesForExtendedLayout = []
    window.layoutIfNeeded()
    #expect(child.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
  }

  @Test(
    "§40 large titles add 52 points; a pushed item with .never gets the plain bar; a hidden bar gives the status bar alone"
  )
  func largeTitlesAndHiddenBar() throws {
    let root = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: root)
    nav.navigationBar.prefersLargeTitles = true
    let window = try show(nav)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(root.view.safeAreaInsets.top == 116)
    let detail = SafeAreaProbeController("B")
    detail.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(nav.navigationBar.frame.height == 44)
    #expect(detail.view.safeAreaInsets.top == 64)
    #expect(detail.top.frame.minY == 64)
    nav.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(detail.view.safeAreaInsets.top == 20)
  }

  @Test(
    "§40 a notched phone with the toolbar: toolbar on the home indicator, the child's safe area 59+44 at the top and 34+44 at the bottom"
  )
  func toolbarOnNotchedPhone() throws {
    let child = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: child)
    nav.isToolbarHidden = false
    let window = try show(nav, on: "iphone-15")
    defer { withExtendedLifetime(window) {} }
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
    #expect(child.top.frame == CGRect(x: 0, y: 103, width: 393, height: 671))
  }

  @Test("§40 landscape phone: the bar is 32 tall and large titles are not shown in a compact height")
  func landscape() throws {
    let child = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: child)
    nav.navigationBar.prefersLargeTitles = true
    let window = try show(nav)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    let safe = window.device.safeAreaInsets(in: .landscape)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: safe.top, width: 667, height: 32))
    #expect(child.view.safeAreaInsets.top == safe.top + 32)
  }

  @Test("§40 push and pop: the stack, the appearance callbacks, the views in the container")
  func pushAndPop() throws {
    let a = SafeAreaProbeController("A")
    let b = SafeAreaProbeController("B")
    let c = SafeAreaProbeController("C")
    let nav = NavigationController(rootViewController: a)
    let window = try show(nav)
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: false)
    window.layoutIfNeeded()
    #expect(nav.viewControllers == [a, b, c])
    #expect(a.view.superview == nil && b.view.superview == nil && c.view.superview === nav.view)
    #expect(c.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(c.parent === nav && b.parent === nav)
    #expect(nav.popViewController(animated: true) === c)
    #expect(c.parent == nil)
    #expect(nav.popToRootViewController(animated: false) == [b])
    #expect(nav.popViewController(animated: false) == nil)
    window.layoutIfNeeded()
    #expect(a.view.superview === nav.view)
    #expect(
      a.events == ["A willAppear", "A didAppear", "A willDisappear", "A didDisappear", "A willAppear", "A didAppear"])
    #expect(
      b.events == [
        "B willAppear", "B didAppear", "B willDisappear", "B didDisappear", "B willAppear", "B didAppear",
        "B willDisappear", "B didDisappear",
      ])
    #expect(c.events == ["C willAppear", "C didAppear", "C willDisappear", "C didDisappear"])
  }

  @Test(
    "§7.2 §40 a table view controller in a navigation controller: the table's top inset is the bar's bottom and it rests below the bar"
  )
  func tableInNavigation() throws {
    let list = TableViewController(style: .plain)
    let nav = NavigationController(rootViewController: list)
    let window = try show(nav)
    defer { withExtendedLifetime(window) {} }
    let table = try #require(list.tableView)
    #expect(table.adjustedContentInset.top == 64)
    #expect(table.contentOffset.y == -64)
  }

  @Test(
    "§40 tab bar on a notched phone: 49 above the home indicator, the bar 83 tall; a navigation controller in a tab adds its bar"
  )
  func tabBar() throws {
    let first = SafeAreaProbeController("A")
    let second = SafeAreaProbeController("B")
    let tabs = TabBarController()
    tabs.viewControllers = [NavigationController(rootViewController: first), second]
    let window = try show(tabs, on: "iphone-15")
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(first.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(first.tabBarController === tabs)
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(tabs.selectedViewController === second)
    #expect(second.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(first.view.window == nil)
    #expect(second.events == ["B willAppear", "B didAppear"])
  }

  @Test(
    "§40 hidesBottomBarWhenPushed: the tab bar hides while the controller is on the stack and comes back when it is popped"
  )
  func hidesBottomBar() throws {
    let root = SafeAreaProbeController("A")
    let nav = NavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [nav]
    root.hidesBottomBarWhenPushed = true  // the root is not pushed: its flag is not read
    let window = try show(tabs, on: "iphone-15")
    #expect(!tabs.tabBar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 83)
    let detail = SafeAreaProbeController("B")
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: true)
    let more = SafeAreaProbeController("C")
    nav.pushViewController(more, animated: false)
    window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(more.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(more.top.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
    nav.popToRootViewController(animated: false)
    window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 83)
  }
}
