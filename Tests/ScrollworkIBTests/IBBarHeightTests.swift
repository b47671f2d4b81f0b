import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// Interface Builder's canvas and Scrollwork's containers draw the standard bars alike:
/// the canvas's navigation bar, large title and tab bar (IBSafeArea) take their heights
/// from Scrollwork's `NavigationBar` and `TabBar` (UIKitBehaviour.md §40), so the two
/// cannot drift apart.
@Suite struct IBBarHeightTests {
  /// The canvas's top and bottom insets on a home-button phone (iPhone SE, 2nd
  /// generation) in portrait, for a document saved by `build`.
  static func canvas(build: Int, navigationBar: Bool = false, tabBar: Bool = false, largeTitle: Bool = false)
    throws -> EdgeInsets
  {
    IBSafeArea.insets(
      device: try #require(Device.named("iphone-se-2")), orientation: .portrait, build: build,
      statusBarHidden: false, navigationBar: navigationBar, tabBar: tabBar, largeTitle: largeTitle)
  }

  /// The frames of a navigation controller's bar (large titles or not) and of a tab bar
  /// controller's bar, each shown in an iPhone SE window in portrait.
  static func containerBars(largeTitle: Bool) throws -> (navigation: CGRect, tab: CGRect) {
    let device = try #require(Device.named("iphone-se-2"))
    let nav = NavigationController(rootViewController: ViewController())
    nav.navigationBar.prefersLargeTitles = largeTitle
    let navWindow = Window(device: device)
    navWindow.notificationCenter = NotificationCenter()
    navWindow.rootViewController = nav
    navWindow.makeKeyAndVisible()
    let tabs = TabBarController()
    tabs.viewControllers = [ViewController()]
    let tabWindow = Window(device: device)
    tabWindow.notificationCenter = NotificationCenter()
    tabWindow.rootViewController = tabs
    tabWindow.makeKeyAndVisible()
    return (nav.navigationBar.frame, tabs.tabBar.frame)
  }

  @Test func theCanvasBarsAreAsTallAsScrollworksContainersDrawThem() throws {
    let plain = try Self.containerBars(largeTitle: false)
    let large = try Self.containerBars(largeTitle: true)
    // Scrollwork: under the 20-point status bar, a 44-point bar (96 with a large
    // title); a 49-point tab bar on the bottom edge (no home indicator).
    #expect(plain.navigation == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(large.navigation == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(plain.tab == CGRect(x: 0, y: 618, width: 375, height: 49))
    // The canvas of Xcode 10 (14460) and of Xcode 15 (23727, large titles) adds the
    // same heights under the status bar, and the same tab bar at the bottom.
    let none = try Self.canvas(build: 14460)
    #expect(none == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(try Self.canvas(build: 14460, navigationBar: true).top - none.top == plain.navigation.height)
    #expect(
      try Self.canvas(build: 23727, navigationBar: true, largeTitle: true).top - none.top == large.navigation.height)
    #expect(try Self.canvas(build: 14460, tabBar: true).bottom - none.bottom == plain.tab.height)
  }
}
