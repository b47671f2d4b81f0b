import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A phone with a sensor housing drawn in landscape by Xcode 16 and later: the top
/// inset it has in portrait above the content, navigation bars stored under it, and
/// the landscape side and bottom insets (InterfaceBuilder.md, "Landscape canvases").
@Suite struct IBLandscapeCanvasTests {
  /// One 844 × 390 scene: controller `id` whose root view holds `view` pinned to the
  /// safe area's four edges.
  static func scene(_ id: String, view: String) -> String {
    TestDocuments.pinnedScene(
      id, view: view, size: #"width="844" height="390""#, viewFrame: #"x="47" y="47" width="750" height="322""#)
  }

  /// An iPhone 12 (retina6_0) document in landscape saved by Xcode build `tools`:
  /// a navigation controller storing its bar at y = `barY`, `barHeight` tall, over
  /// `nvc-00-id` (view `nv0-00-id`), and a scene without bars, `pln-00-id` (view
  /// `pv0-00-id`).
  static func document(tools: String, barY: Int = 47, barHeight: Int = 54) -> String {
    TestDocuments.storyboard(
      tools: tools, initial: "nav-00-id", device: "retina6_0", orientation: "landscape",
      scenes: [
        TestDocuments.navigationScene(
          root: "nvc-00-id", segue: "sg1-00-id",
          bar: """
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-id">
                                <rect key="frame" x="0.0" y="\(barY)" width="844" height="\(barHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
            """),
        scene("nvc-00-id", view: "nv0-00-id"),
        scene("pln-00-id", view: "pv0-00-id"),
      ].joined(separator: "\n"))
  }

  /// The solved frame of `view` in the scene of controller `controller`.
  static func frame(_ view: String, controller: String, in text: String) throws -> CGRect? {
    try IBNavigationBarTests.frame(view, controller: controller, in: IBDocument(string: text))
  }

  @Test func xcode16KeepsThePortraitTopInsetInLandscape() throws {
    // xDrip (24405): a scene without bars pinned to the safe area at y = 47, the
    // sides 47 in from the edges (landscape), the bottom 21 + 34 = 55 above the
    // screen's (LandscapeValueViewController).
    let text = Self.document(tools: "24405")
    #expect(
      try Self.frame("pv0-00-id", controller: "pln-00-id", in: text) == CGRect(x: 47, y: 47, width: 750, height: 288))
  }

  @Test func xcode16AddsA31PointTabBarInLandscape() throws {
    // xDrip's nine tab scenes end 86 above the bottom: 55 + 31.
    let device = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_0" })
    let insets = IBSafeArea.insets(
      device: device, orientation: .landscape, build: 24405, statusBarHidden: false, navigationBar: false, tabBar: true)
    #expect(insets == EdgeInsets(top: 47, left: 47, bottom: 86, right: 47))
    let older = IBSafeArea.insets(
      device: device, orientation: .landscape, build: 23721, statusBarHidden: false, navigationBar: false, tabBar: true)
    #expect(older == EdgeInsets(top: 0, left: 47, bottom: 70, right: 47))
  }

  @Test func scenesSitUnderTheStoredNavigationBarInLandscape() throws {
    // xDrip: bars stored at y = 47, 54 tall; the scenes under them start at 101.
    let text = Self.document(tools: "24405")
    #expect(
      try Self.frame("nv0-00-id", controller: "nvc-00-id", in: text) == CGRect(x: 47, y: 101, width: 750, height: 234))
    // Wherever the bar is stored: a 44-pt bar at y = 20 puts them at 64.
    let other = Self.document(tools: "24405", barY: 20, barHeight: 44)
    #expect(
      try Self.frame("nv0-00-id", controller: "nvc-00-id", in: other) == CGRect(x: 47, y: 64, width: 750, height: 271))
  }

  @Test func xcode15DrawsTheLandscapeInsets() throws {
    // Before Xcode 16 the landscape phone has no top inset (no document shows
    // otherwise; the era's rule is kept).
    let text = Self.document(tools: "23721")
    #expect(
      try Self.frame("pv0-00-id", controller: "pln-00-id", in: text) == CGRect(x: 47, y: 0, width: 750, height: 369))
  }

  @Test func aChosenDeviceIsLaidOutAsTheAppRuns() throws {
    // `--device` lays the scene out with the device's own landscape insets.
    let doc = try IBDocument(string: Self.document(tools: "24405"))
    let device = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_0" })
    var options = IBLayoutOptions()
    options.device = device
    options.orientation = .landscape
    let scene = try #require(doc.scenes.first { $0.controllerID == "pln-00-id" })
    let layout = IBLayoutBuilder(document: doc, options: options).build(scene: scene)
    layout.root.layoutIfNeeded()
    #expect(layout.views["pv0-00-id"]?.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
  }
}
