import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Whether Xcode 11 to 15 drew the status bar on a home-button phone's canvas, read
/// from where the document's navigation controllers store their bars
/// (`Builder.drawsStatusBarOverStoredBars(device:orientation:)`; InterfaceBuilder.md, "The status bar of Xcode 14 and 15 on
/// home-button phones").
@Suite struct IBDrawnStatusBarTests {
  /// A 4-inch phone document saved by Xcode `tools`: a navigation controller over
  /// `rt0-00-id` storing `bar` (empty: none), a scene `nob-00-id` (view `nv0-00-id`)
  /// that no segue reaches and no bar covers, and a scene `sim-00-id` (view
  /// `sv0-00-id`) under a simulated navigation bar that no navigation controller
  /// holds. Each view is pinned to its safe area's four edges.
  static func document(tools: String, bar: String) -> String {
    TestDocuments.storyboard(
      tools: tools, initial: "nav-00-id",
      scenes: [
        TestDocuments.navigationScene(root: "rt0-00-id", segue: "sg1-00-id", bar: bar),
        TestDocuments.pinnedScene("rt0-00-id", view: "rv0-00-id"),
        TestDocuments.pinnedScene("nob-00-id", view: "nv0-00-id"),
        TestDocuments.pinnedScene(
          "sim-00-id", view: "sv0-00-id",
          extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
      ].joined(separator: "\n"))
  }

  /// A stored navigation bar at `y`, 44 tall, as a navigation controller holds it.
  static func bar(y: String) -> String {
    """
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-id">
                            <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                        </navigationBar>
    """
  }

  static func frame(_ view: String, controller: String, tools: String, bar: String) throws -> CGRect? {
    let doc = try IBDocument(string: document(tools: tools, bar: bar))
    return try IBTestScene(document: doc, controller: controller, options: IBLayoutOptions()).frame(view)
  }

  /// tinode (Xcode 15) and iNaturalist's MainStoryboard (Xcode 15) store their bars at
  /// y = 20: a scene without a bar keeps the status bar (tinode's Branding, iNaturalist's
  /// TaxonPhoto), and one under a simulated bar sits under 20 + 44 (tinode's
  /// Credentials).
  @Test func barsStoredUnderTheStatusBarKeepItOnTheOtherScenes() throws {
    let bar = Self.bar(y: "20")
    #expect(
      try Self.frame("nv0-00-id", controller: "nob-00-id", tools: "22154", bar: bar)
        == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(
      try Self.frame("sv0-00-id", controller: "sim-00-id", tools: "22154", bar: bar)
        == CGRect(x: 0, y: 64, width: 320, height: 504))
    // The stack's own scene sits under its stored bar, as before.
    #expect(
      try Self.frame("rv0-00-id", controller: "rt0-00-id", tools: "22154", bar: bar)
        == CGRect(x: 0, y: 64, width: 320, height: 504))
  }

  /// With no bar stored, or one stored at y = 0 (AltStore, Xcode 11), the era's rules
  /// stand: Xcode 14 and 15 draw a scene without a bar without the status bar
  /// (element's VerifyBySAS, habitica's login), and Xcode 11 to 15 a simulated bar
  /// without it (AltStore: 44).
  @Test func withoutABarStoredUnderTheStatusBarTheErasRulesStand() throws {
    for bar in ["", Self.bar(y: "0.0")] {
      #expect(
        try Self.frame("nv0-00-id", controller: "nob-00-id", tools: "22154", bar: bar)
          == CGRect(x: 0, y: 0, width: 320, height: 568))
      #expect(
        try Self.frame("sv0-00-id", controller: "sim-00-id", tools: "22154", bar: bar)
          == CGRect(x: 0, y: 44, width: 320, height: 524))
    }
    // Xcode 11 with a bar at y = 20: the scene without a bar had the status bar in
    // that era anyway; the simulated bar takes it too.
    #expect(
      try Self.frame("nv0-00-id", controller: "nob-00-id", tools: "15505", bar: Self.bar(y: "20"))
        == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(
      try Self.frame("sv0-00-id", controller: "sim-00-id", tools: "15505", bar: Self.bar(y: "20"))
        == CGRect(x: 0, y: 64, width: 320, height: 504))
  }

  /// A device chosen by the user is laid out as the app runs: the rule is the
  /// canvas's only.
  @Test func aChosenDeviceIsNotTheCanvas() throws {
    let doc = try IBDocument(string: Self.document(tools: "22154", bar: ""))
    let device = try #require(Device.named("retina4_0"))
    let frame = try IBTestScene(document: doc, controller: "nob-00-id", options: IBLayoutOptions(device: device))
      .frame("nv0-00-id")
    #expect(frame == CGRect(x: 0, y: 20, width: 320, height: 548))
  }

  /// Xcode 12.5 and 13 draw a full-screen scene without a bar on a home-button phone
  /// without the status bar too, as Xcode 14 and 15 do: held-out, KeePassium's
  /// ExpiryDateEditorVC (Xcode 12.5, 18122 on retina4_0) pins its date picker to the
  /// root's top margin and stores it at y = 0 (5 frames), where its PasscodeInputVC
  /// (Xcode 10.1, 14490.70) pins a view to the top margin at y = 20. Where between
  /// Xcode 11 and 12.5 the change came is not known: Xcode 12.4 keeps the bar
  /// (``IBToolsEra/xcode12Point5``; InterfaceBuilder.md, "Building").
  @Test func xcode12Point5To13DrawNoStatusBarWithoutABar() throws {
    for tools in ["18122", "19454", "20037"] {
      #expect(
        try Self.frame("nv0-00-id", controller: "nob-00-id", tools: tools, bar: "")
          == CGRect(x: 0, y: 0, width: 320, height: 568))
    }
    for tools in ["14490.70", "17701"] {
      #expect(
        try Self.frame("nv0-00-id", controller: "nob-00-id", tools: tools, bar: "")
          == CGRect(x: 0, y: 20, width: 320, height: 548))
    }
  }
}
