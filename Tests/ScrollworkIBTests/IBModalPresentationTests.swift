import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A show segue from a controller outside every navigation stack presents its
/// destination modally (UIKitBehaviour.md §44): the destination has no tab bar under
/// it and no toolbar, and Xcode 16 draws it on a landscape phone canvas with the
/// device's portrait insets (InterfaceBuilder.md, "Landscape canvases"; xDrip's
/// Snooze).
@Suite struct IBModalPresentationTests {
  /// A storyboard saved by Xcode build `tools` on `device` in `orientation`: a tab bar
  /// controller whose first tab (`tab-00-id`, view `tv0-00-id`) shows `mod-00-id`
  /// (view `mv0-00-id`, with `modalExtra` in its controller) and whose second tab is
  /// a navigation controller over `nvr-00-id`, which shows (pushes) `psh-00-id`
  /// (view `pv0-00-id`).
  static func document(
    tools: String, device: String, orientation: String, size: String, modalExtra: String = ""
  ) -> String {
    let frame = #"x="0.0" y="0.0" width="10" height="10""#
    return TestDocuments.storyboard(
      tools: tools, initial: "tbc-00-id", device: device, orientation: orientation,
      scenes: [
        TestDocuments.tabBarScene(tabs: [("tab-00-id", "sg1-00-id"), ("nav-00-id", "sg2-00-id")]),
        TestDocuments.navigationScene(root: "nvr-00-id", segue: "sg3-00-id"),
        TestDocuments.pinnedScene(
          "tab-00-id", view: "tv0-00-id", segues: TestDocuments.showSegue(to: "mod-00-id", id: "sg4-00-id"),
          size: size, viewFrame: frame),
        TestDocuments.pinnedScene("mod-00-id", view: "mv0-00-id", extra: modalExtra, size: size, viewFrame: frame),
        TestDocuments.pinnedScene(
          "nvr-00-id", view: "nv0-00-id", segues: TestDocuments.showSegue(to: "psh-00-id", id: "sg5-00-id"),
          size: size, viewFrame: frame),
        TestDocuments.pinnedScene("psh-00-id", view: "pv0-00-id", size: size, viewFrame: frame),
      ].joined(separator: "\n"))
  }

  /// The solved frame of `view` in the scene of controller `controller` of `text`.
  static func frame(_ view: String, controller: String, in text: String) throws -> CGRect? {
    let doc = try IBDocument(string: text)
    let scene = try #require(doc.scenes.first { $0.controllerID == controller })
    let layout = IBLayoutBuilder(document: doc).build(scene: scene)
    layout.root.layoutIfNeeded()
    return layout.views[view]?.frame
  }

  @Test func aShowSegueOutsideANavigationStackPresentsWithoutTheTabBar() throws {
    // Xcode 12 (17701) on a 4-inch phone: the tab sits between the status bar and
    // the 49-point tab bar; what it shows is presented over the tab bar.
    let text = Self.document(
      tools: "17701", device: "retina4_0", orientation: "portrait", size: #"width="320" height="568""#)
    #expect(
      try Self.frame("tv0-00-id", controller: "tab-00-id", in: text) == CGRect(x: 0, y: 20, width: 320, height: 499))
    #expect(
      try Self.frame("mv0-00-id", controller: "mod-00-id", in: text) == CGRect(x: 0, y: 20, width: 320, height: 548))
    let doc = try IBDocument(string: text)
    #expect(doc.scenes.filter(\.isPresentedModally).compactMap(\.controllerID) == ["mod-00-id"])
    // A push inside the tab's navigation stack keeps the tab bar (under the bar,
    // drawn without the status bar by Xcode 11 to 15 on a home-button phone).
    #expect(
      try Self.frame("pv0-00-id", controller: "psh-00-id", in: text) == CGRect(x: 0, y: 44, width: 320, height: 475))
  }

  @Test func xcode16DrawsAPresentedSceneWithPortraitInsetsInLandscape() throws {
    // xDrip (24405, retina6_0 in landscape): the tab has the landscape sides, the
    // portrait top and 55 + 31 at the bottom; Snooze, shown from it, is stored with
    // the portrait insets (0 on the sides, 34 at the bottom) and without the toolbar
    // its controller simulates.
    let text = Self.document(
      tools: "24405", device: "retina6_0", orientation: "landscape", size: #"width="844" height="390""#,
      modalExtra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    #expect(
      try Self.frame("tv0-00-id", controller: "tab-00-id", in: text) == CGRect(x: 47, y: 47, width: 750, height: 257))
    #expect(
      try Self.frame("mv0-00-id", controller: "mod-00-id", in: text) == CGRect(x: 0, y: 47, width: 844, height: 309))
    let doc = try IBDocument(string: text)
    #expect(doc.scenes.first { $0.controllerID == "mod-00-id" }?.hasToolbar == false)
  }

  @Test func portraitInsetsOnlyForAPresentedSceneOnXcode16sLandscapeCanvas() throws {
    let device = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_0" })
    let presented = { (build: Int, orientation: DeviceOrientation) in
      IBSafeArea.insets(
        device: device, orientation: orientation, build: build, statusBarHidden: false, navigationBar: false,
        tabBar: false, presentedModally: true)
    }
    #expect(presented(24405, .landscape) == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // Portrait, an older Xcode, or a device the user chose: the usual insets.
    #expect(presented(24405, .portrait) == device.safeAreaInsets(in: .portrait))
    #expect(presented(23721, .landscape) == device.safeAreaInsets(in: .landscape))
    #expect(
      IBSafeArea.insets(
        device: device, orientation: .landscape, build: 24405, statusBarHidden: false, navigationBar: false,
        tabBar: false, canvas: false, presentedModally: true) == device.safeAreaInsets(in: .landscape))
  }
}
