import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The bars Interface Builder draws over a tab bar controller that is a navigation
/// controller's root, and over what its tabs push (issue 17; InterfaceBuilder.md,
/// "Navigation bars").
@Suite struct IBNavigationBarTests {
  /// A navigation controller whose root is a tab bar controller with one tab,
  /// `tab-00-id` (view `tv0-00-id`), which shows `psh-00-id` (view `pv0-00-id`),
  /// on a 4-inch phone, saved by Xcode build `tools`.
  static func document(tools: String) -> String {
    TestDocuments.storyboard(
      tools: tools, initial: "nav-00-id",
      scenes: [
        TestDocuments.navigationScene(root: "tbc-00-id", segue: "sg1-00-id"),
        TestDocuments.tabBarScene(tabs: [("tab-00-id", "sg2-00-id")]),
        TestDocuments.pinnedScene(
          "tab-00-id", view: "tv0-00-id", segues: TestDocuments.showSegue(to: "psh-00-id", id: "sg3-00-id")),
        TestDocuments.pinnedScene("psh-00-id", view: "pv0-00-id"),
      ].joined(separator: "\n"))
  }

  /// The solved frame of `view` in the scene of controller `controller`.
  static func frame(_ view: String, controller: String, tools: String) throws -> CGRect? {
    try frame(view, controller: controller, in: IBDocument(string: document(tools: tools)))
  }

  /// The solved frame of `view` in the scene of controller `controller` of `doc`.
  /// (Built with the builder's default options, not the document's canvas.)
  static func frame(_ view: String, controller: String, in doc: IBDocument) throws -> CGRect? {
    try IBTestScene(document: doc, controller: controller, options: IBLayoutOptions()).frame(view)
  }

  @Test func xcode16DrawsTheStatusBarAndA54PointBarOverTheTabsAndDropsTheTabBarFromPushes() throws {
    // The tab: status bar 20 + navigation bar 54 above, below the tab bar Xcode 26
    // draws on a home-button phone, 83 = 49 + 34 (InterfaceBuilder.md, "Left as they
    // are", sentry-cocoa's tabs; `IBXcode26TabBarTests`).
    #expect(
      try Self.frame("tv0-00-id", controller: "tab-00-id", tools: "24127")
        == CGRect(x: 0, y: 74, width: 320, height: 411))
    // The pushed scene replaces the tab bar controller on the navigation stack.
    #expect(
      try Self.frame("pv0-00-id", controller: "psh-00-id", tools: "24127")
        == CGRect(x: 0, y: 74, width: 320, height: 494))
  }

  @Test func olderXcodesDrawTheBarWithoutTheStatusBarAndDropTheTabBarFromPushes() throws {
    // Xcode 12 (17701): a home-button phone under a navigation bar starts at the bar.
    #expect(
      try Self.frame("tv0-00-id", controller: "tab-00-id", tools: "17701")
        == CGRect(x: 0, y: 44, width: 320, height: 475))
    // The pushed scene replaces the tab bar controller in every era (nRF Toolbox's
    // NORFolderFilesViewController, Xcode 10; InterfaceBuilder.md, "Navigation bars").
    #expect(
      try Self.frame("pv0-00-id", controller: "psh-00-id", tools: "17701")
        == CGRect(x: 0, y: 44, width: 320, height: 524))
  }

  /// A navigation controller whose bar has `largeTitles="YES"`, over `lg0-00-id` (view
  /// `lv0-00-id`), which shows `lg1-00-id` (automatic) and `lg2-00-id`
  /// (`largeTitleDisplayMode="never"`), on a 4-inch phone saved by Xcode 15 (23727).
  static let largeTitleDocument = TestDocuments.storyboard(
    tools: "23727", initial: "nav-00-id",
    scenes: [
      TestDocuments.navigationScene(
        root: "lg0-00-id", segue: "sg1-00-id",
        bar: """
                          <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar-00-id">
                              <rect key="frame" x="0.0" y="20" width="320" height="96"/>
                          </navigationBar>
          """),
      TestDocuments.pinnedScene(
        "lg0-00-id", view: "lv0-00-id",
        segues: TestDocuments.showSegue(to: "lg1-00-id", id: "sg2-00-id")
          + TestDocuments.showSegue(to: "lg2-00-id", id: "sg3-00-id")),
      TestDocuments.pinnedScene("lg1-00-id", view: "lv1-00-id"),
      TestDocuments.pinnedScene(
        "lg2-00-id", view: "lv2-00-id",
        extra: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="itm-00-id"/>"#),
    ].joined(separator: "\n"))

  @Test func aLargeTitleAddsItsRowAndKeepsTheStatusBar() throws {
    let doc = try IBDocument(string: Self.largeTitleDocument)
    func frame(_ view: String, _ controller: String) throws -> CGRect? {
      try Self.frame(view, controller: controller, in: doc)
    }
    // Status bar 20 + bar 44 + large title 52 (tinode, Xcode 15: 116 on retina5_5).
    #expect(try frame("lv0-00-id", "lg0-00-id") == CGRect(x: 0, y: 116, width: 320, height: 452))
    // A pushed item left at automatic keeps the large title.
    #expect(try frame("lv1-00-id", "lg1-00-id") == CGRect(x: 0, y: 116, width: 320, height: 452))
    // `never`: the standard bar, drawn without the status bar from Xcode 11.
    #expect(try frame("lv2-00-id", "lg2-00-id") == CGRect(x: 0, y: 44, width: 320, height: 524))
  }

  /// A tab bar controller whose tab is a navigation controller over `nvr-00-id`,
  /// which shows `shw-00-id` and `hid-00-id` (`hidesBottomBarWhenPushed`), which
  /// shows `nxt-00-id`, on a 4-inch phone saved by Xcode 12 (17701).
  static let hidesBottomBarDocument = TestDocuments.storyboard(
    tools: "17701", initial: "tbc-00-id",
    scenes: [
      TestDocuments.tabBarScene(tabs: [("nav-00-id", "sg1-00-id")]),
      TestDocuments.navigationScene(root: "nvr-00-id", segue: "sg2-00-id"),
      TestDocuments.pinnedScene(
        "nvr-00-id", view: "rv0-00-id",
        segues: TestDocuments.showSegue(to: "shw-00-id", id: "sg3-00-id")
          + TestDocuments.showSegue(to: "hid-00-id", id: "sg4-00-id")),
      TestDocuments.pinnedScene("shw-00-id", view: "sv0-00-id"),
      TestDocuments.pinnedScene(
        "hid-00-id", view: "hv0-00-id", segues: TestDocuments.showSegue(to: "nxt-00-id", id: "sg5-00-id"),
        attributes: #"hidesBottomBarWhenPushed="YES" "#),
      TestDocuments.pinnedScene("nxt-00-id", view: "xv0-00-id"),
    ].joined(separator: "\n"))

  /// `hidesBottomBarWhenPushed` (UIViewController): a controller pushed onto a tab's
  /// navigation stack with it is drawn without the tab bar, and so is what it
  /// pushes (iNaturalist's ObsDetailV2ViewController: its table ends on the screen's
  /// bottom edge, 736, where the tab's other scenes end 49 above).
  @Test func aControllerThatHidesTheBottomBarIsDrawnWithoutTheTabBar() throws {
    let doc = try IBDocument(string: Self.hidesBottomBarDocument)
    func frame(_ view: String, _ controller: String) throws -> CGRect? {
      try Self.frame(view, controller: controller, in: doc)
    }
    #expect(try frame("rv0-00-id", "nvr-00-id") == CGRect(x: 0, y: 44, width: 320, height: 475))
    #expect(try frame("sv0-00-id", "shw-00-id") == CGRect(x: 0, y: 44, width: 320, height: 475))
    #expect(try frame("hv0-00-id", "hid-00-id") == CGRect(x: 0, y: 44, width: 320, height: 524))
    #expect(try frame("xv0-00-id", "nxt-00-id") == CGRect(x: 0, y: 44, width: 320, height: 524))
  }

  /// A navigation controller over `non-00-id`, whose simulated top bar is None
  /// (`<nil key="simulatedTopBarMetrics"/>`) and which shows `psh-00-id`, on a 4-inch
  /// phone saved by Xcode 12 (17701).
  static let noTopBarDocument = TestDocuments.storyboard(
    tools: "17701", initial: "nav-00-id",
    scenes: [
      TestDocuments.navigationScene(root: "non-00-id", segue: "sg1-00-id"),
      TestDocuments.pinnedScene(
        "non-00-id", view: "nv0-00-id", segues: TestDocuments.showSegue(to: "psh-00-id", id: "sg2-00-id"),
        extra: #"<nil key="simulatedTopBarMetrics"/>"#),
      TestDocuments.pinnedScene("psh-00-id", view: "pv0-00-id"),
    ].joined(separator: "\n"))

  /// A controller whose simulated top bar is None is drawn without the navigation bar
  /// of its stack, and so is what it shows (nightguard's MainViewController, 14460:
  /// the safe area starts at the sensor housing's 44; tinode's BrandingViewController,
  /// shown by a None LoginViewController, is stored without a bar).
  @Test func aControllerWithoutASimulatedTopBarIsDrawnWithoutTheBar() throws {
    let doc = try IBDocument(string: Self.noTopBarDocument)
    func frame(_ view: String, _ controller: String) throws -> CGRect? {
      try Self.frame(view, controller: controller, in: doc)
    }
    // The status bar only (Xcode 12 on a home-button phone), where a bar would give 44.
    #expect(try frame("nv0-00-id", "non-00-id") == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(try frame("pv0-00-id", "psh-00-id") == CGRect(x: 0, y: 20, width: 320, height: 548))
  }
}
