import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A navigation controller drawn as a page sheet stores its bar in the sheet's own
/// coordinates, and its root fills the sheet: the root's safe area starts at the
/// stored bar's bottom, however far below the screen's top the sheet begins
/// (InterfaceBuilder.md, "Navigation bars": sentry-cocoa's SplitRootViewController,
/// Xcode 26 on retina4_0, a bar stored at 16–70 over a 558-point root whose label is
/// centred on a safe area from 70 to 558; iNaturalist's TaxaSearchViewController,
/// Xcode 15, a bar at 0–56 over a 716-point root, header at y = 56).
@Suite struct IBSheetNavigationBarTests {
  /// A presenter (`pre-00-id`) whose `presentation` segue (`style`: its
  /// `modalPresentationStyle` attribute, if any) shows either a split view controller
  /// whose master is navigation controller `nav-00-id` (`split`), or that navigation
  /// controller itself. The navigation controller stores its bar at `barY`, `barHeight`
  /// tall (`barAttributes` added to it); its root `vc1-00-id` is `rootHeight` tall and
  /// pins box `box-00-id` 8 below its safe area's top.
  static func document(
    build: Int = 24127, split: Bool, barY: Int, barHeight: Int, rootHeight: Int, style: String = "",
    barAttributes: String = ""
  ) -> String {
    let splitScene =
      split
      ? """
              <scene sceneID="scS-00-id">
                  <objects>
                      <splitViewController allowDoubleColumnStyle="YES" id="spl-00-id" sceneMemberID="viewController">
                          <connections>
                              <segue destination="nav-00-id" kind="relationship" relationship="masterViewController" id="sgM-00-id"/>
                          </connections>
                      </splitViewController>
                  </objects>
              </scene>
      """ : ""
    let navigationBar = """
                          <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes)id="bar-00-id">
                              <rect key="frame" x="0.0" y="\(barY)" width="320" height="\(barHeight)"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
      """
    let scenes = [
      TestDocuments.presenterScene(presenting: split ? "spl-00-id" : "nav-00-id", style: style),
      splitScene,
      TestDocuments.navigationScene(root: "vc1-00-id", segue: "sgR-00-id", bar: navigationBar),
      TestDocuments.boxBelowSafeAreaScene(rootHeight: rootHeight),
    ]
    return TestDocuments.storyboard(
      tools: "\(build)", initial: "pre-00-id", scenes: scenes.filter { !$0.isEmpty }.joined(separator: "\n"))
  }

  /// The root scene of `text` as the canvas draws it, laid out twice: the box's
  /// frame after each pass.
  static func boxFrames(_ text: String) throws -> (first: CGRect?, second: CGRect?, scene: IBScene) {
    let document = try IBDocument(string: text)
    let scene = try #require(document.scenes.first { $0.id == "sc1-00-id" })
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: scene)
    layout.root.layoutIfNeeded()
    let first = layout.views["box-00-id"]?.frame
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    return (first, layout.views["box-00-id"]?.frame, scene)
  }

  /// sentry-cocoa's shape: a split view controller presented as a sheet, its master
  /// navigation controller's bar stored at 16–70 over a 558-point root.
  @Test func aSplitViewSheetsRootStartsAtItsStoredBar() throws {
    let result = try Self.boxFrames(Self.document(split: true, barY: 16, barHeight: 54, rootHeight: 558))
    #expect(result.scene.isSheet)
    #expect(result.scene.sheetBarBottom == 70)
    #expect(result.first == CGRect(x: 0, y: 78, width: 320, height: 10))
    // A second pass changes nothing.
    #expect(result.second == result.first)
  }

  /// The same bar over a navigation controller presented directly.
  @Test func aNavigationSheetsRootStartsAtItsStoredBar() throws {
    let result = try Self.boxFrames(Self.document(split: false, barY: 16, barHeight: 54, rootHeight: 558))
    #expect(result.scene.isSheet)
    #expect(result.first == CGRect(x: 0, y: 78, width: 320, height: 10))
  }

  /// iNaturalist's shape (Xcode 15): a sheet's 56-point bar stored at y 0 over a root
  /// 20 points shorter than the screen: the safe area starts at 56 either way.
  @Test func aSheetBarAtTheTopGivesItsHeight() throws {
    let text = Self.document(build: 22154, split: false, barY: 0, barHeight: 56, rootHeight: 548)
    let result = try Self.boxFrames(text)
    #expect(result.scene.sheetBarBottom == 56)
    #expect(result.first == CGRect(x: 0, y: 64, width: 320, height: 10))
  }

  /// A full-screen presentation is no sheet: the root shorter than the screen loses
  /// that much of the bar's top (70 − 10).
  @Test func aFullScreenPresentationIsCutAsBefore() throws {
    let text = Self.document(
      split: true, barY: 16, barHeight: 54, rootHeight: 558, style: #"modalPresentationStyle="fullScreen" "#)
    let result = try Self.boxFrames(text)
    #expect(!result.scene.isSheet)
    #expect(result.scene.sheetBarBottom == nil)
    #expect(result.first == CGRect(x: 0, y: 68, width: 320, height: 10))
  }

  /// An opaque bar keeps the root below it: the stored bar is not the sheet's inset.
  @Test func anOpaqueSheetBarIsNotTheSafeAreasTop() throws {
    let text = Self.document(
      split: false, barY: 16, barHeight: 54, rootHeight: 558, barAttributes: #"translucent="NO" "#)
    #expect(try Self.boxFrames(text).scene.sheetBarBottom == nil)
  }
}
