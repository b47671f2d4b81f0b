import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A tab bar controller pushed onto a navigation stack shows the stack's bar over
/// its tabs, as a tab bar controller that is the stack's root does (InterfaceBuilder.md,
/// "Navigation bars": tinode's New Chat tabs, Xcode 15, pushed from its large-title chat
/// list, pin the By ID tab's stack 8 points below a safe area at 20 + 96 = 116).
@Suite struct IBPushedTabBarControllerTests {
  /// Navigation controller `nav-00-id` over `nvr-00-id`, which shows tab bar
  /// controller `tbc-00-id`, whose tab `tab-00-id` shows `psh-00-id`; each scene's
  /// view is pinned to its safe area. `bar`: the navigation controller's stored bar.
  static func document(tools: String = "17701", bar: String = "") -> String {
    TestDocuments.storyboard(
      tools: tools, initial: "nav-00-id",
      scenes: [
        TestDocuments.navigationScene(root: "nvr-00-id", segue: "sg1-00-id", bar: bar),
        TestDocuments.pinnedScene(
          "nvr-00-id", view: "rv0-00-id", segues: TestDocuments.showSegue(to: "tbc-00-id", id: "sg2-00-id")),
        TestDocuments.tabBarScene(tabs: [("tab-00-id", "sg3-00-id")]),
        TestDocuments.pinnedScene(
          "tab-00-id", view: "tv0-00-id", segues: TestDocuments.showSegue(to: "psh-00-id", id: "sg4-00-id")),
        TestDocuments.pinnedScene("psh-00-id", view: "pv0-00-id"),
      ].joined(separator: "\n"))
  }

  static func frame(_ view: String, _ controller: String, in text: String) throws -> CGRect? {
    try IBNavigationBarTests.frame(view, controller: controller, in: IBDocument(string: text))
  }

  @Test func thePushedTabsSitUnderTheStacksBar() throws {
    // Xcode 10 on a 4-inch phone: the navigation bar's 44 points above (the era
    // draws it without the status bar), the tab bar's 49 below the tab.
    let text = Self.document()
    #expect(try Self.frame("rv0-00-id", "nvr-00-id", in: text) == CGRect(x: 0, y: 44, width: 320, height: 524))
    #expect(try Self.frame("tv0-00-id", "tab-00-id", in: text) == CGRect(x: 0, y: 44, width: 320, height: 475))
    // What the tab pushes replaces the tab bar controller on the stack: under the bar,
    // without the tab bar (InterfaceBuilder.md, "Navigation bars": nRF Toolbox's
    // NORFolderFilesViewController, Xcode 10).
    #expect(try Self.frame("pv0-00-id", "psh-00-id", in: text) == CGRect(x: 0, y: 44, width: 320, height: 524))
  }

  @Test func thePushedTabsSitUnderTheStoredLargeTitleBar() throws {
    // tinode's case: a large-title bar stored at y = 20, 96 tall.
    let text = Self.document(
      tools: "23721",
      bar: """
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar-00-id">
                                <rect key="frame" x="0.0" y="20" width="320" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
        """)
    #expect(try Self.frame("tv0-00-id", "tab-00-id", in: text) == CGRect(x: 0, y: 116, width: 320, height: 403))
  }

  /// Metamorphic: the tab is drawn as it is when the tab bar controller is the
  /// stack's root instead of pushed onto it.
  @Test func pushedOrRootTheTabIsTheSame() throws {
    let root = TestDocuments.storyboard(
      tools: "17701", initial: "nav-00-id",
      scenes: [
        TestDocuments.navigationScene(root: "tbc-00-id", segue: "sg1-00-id"),
        TestDocuments.tabBarScene(tabs: [("tab-00-id", "sg3-00-id")]),
        TestDocuments.pinnedScene("tab-00-id", view: "tv0-00-id"),
      ].joined(separator: "\n"))
    #expect(
      try Self.frame("tv0-00-id", "tab-00-id", in: root) == Self.frame("tv0-00-id", "tab-00-id", in: Self.document()))
  }
}
