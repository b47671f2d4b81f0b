import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A controller a `presentation` segue shows (not full screen) is drawn as a page sheet
/// since Xcode 11: on a home-button phone its root starts below the status bar, however
/// much shorter than the screen the sheet is stored (InterfaceBuilder.md, "Navigation
/// bars": sentry-cocoa's ViewLifecycleTestViewController, Xcode 16 on retina4_0, a
/// 558-point root whose stack sits 8 below the safe area's top at y = 8).
@Suite struct IBSheetTests {
  /// Two scenes saved by Xcode 16 on a 4-inch phone: `pre-00-id` presents `vc1-00-id`
  /// (`style` is the segue's `modalPresentationStyle` attribute, if any), whose root is
  /// `rootHeight` tall and holds a box pinned 8 below its safe area's top.
  static func document(rootHeight: Int, style: String = "") -> String {
    TestDocuments.storyboard(
      tools: "24127", initial: "pre-00-id",
      scenes: TestDocuments.presenterScene(presenting: "vc1-00-id", style: style) + "\n"
        + TestDocuments.boxBelowSafeAreaScene(rootHeight: rootHeight))
  }

  static func boxY(_ text: String) throws -> CGFloat? {
    let document = try IBDocument(string: text)
    let scene = try #require(document.scenes.first { $0.id == "sc1-00-id" })
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: scene)
    layout.root.layoutIfNeeded()
    return layout.views["box-00-id"]?.frame.minY
  }

  @Test func aSheetStartsBelowTheStatusBar() throws {
    #expect(
      try IBDocument(string: Self.document(rootHeight: 558)).scenes.first { $0.id == "sc1-00-id" }?.isSheet == true)
    // 10 points shorter than the screen: no status bar over it (sentry-cocoa).
    #expect(try Self.boxY(Self.document(rootHeight: 558)) == 8)
    // 20 points shorter: the same, as the status bar's part was cut already.
    #expect(try Self.boxY(Self.document(rootHeight: 548)) == 8)
  }

  @Test func aFullScreenPresentationKeepsTheStatusBar() throws {
    let text = Self.document(rootHeight: 558, style: #"modalPresentationStyle="fullScreen" "#)
    #expect(try IBDocument(string: text).scenes.first { $0.id == "sc1-00-id" }?.isSheet == false)
    // The root is 10 points shorter than the screen: that much of the status bar is cut.
    #expect(try Self.boxY(text) == 18)
    // At the screen's height the status bar covers it whether a sheet or not.
    #expect(try Self.boxY(Self.document(rootHeight: 568)) == 28)
  }
}
