import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A scene's root stored below the screen's top is under the bars only from its own
/// top (InterfaceBuilder.md, "Building"): Xcode 8 stores scenes under an opaque
/// navigation bar at y = 64, and their top layout guide has length 0.
@Suite struct IBStoredRootOriginTests {
  /// An Xcode 8 scene under an opaque navigation bar: a label 26 points below the top
  /// layout guide, the root stored at `rootY`.
  static func document(rootY: Int, tools: String = "11542") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                      <rect key="frame" x="16" y="26" width="343" height="20"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="20" id="c01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="top-00-id" secondAttribute="bottom" constant="26" id="c02-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="c03-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="lbl-00-id" secondAttribute="trailing" constant="16" id="c04-00-id"/>
                              </constraints>
      """,
      controllerExtras: """
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-00-id"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-00-id"/>
                            </layoutGuides>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
        """, tools: tools
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="\#(rootY)" width="375" height="667"/>"#)
  }

  static func layout(_ text: String) throws -> IBLayout {
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout
  }

  @Test func aRootStoredUnderTheBarHasAnEmptyTopGuide() throws {
    let layout = try Self.layout(Self.document(rootY: 64))
    #expect(layout.guides["top-00-id"]?.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 0))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 26, width: 343, height: 20))
  }

  /// The same scene stored at the screen's top is under the status bar and the bar.
  @Test func aRootStoredAtTheTopIsUnderTheBars() throws {
    let layout = try Self.layout(Self.document(rootY: 0))
    #expect(layout.guides["top-00-id"]?.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 64))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 90, width: 343, height: 20))
  }

  /// Xcode 8 documents often have no `<device>` (the canvas is the stored root size):
  /// the rule is the same there.
  @Test func withoutADeviceTheRootStoredUnderTheBarHasAnEmptyTopGuide() throws {
    let text = Self.document(rootY: 64).replacingOccurrences(
      of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
    #expect(!text.contains("<device"))
    let layout = try Self.layout(text)
    #expect(layout.guides["top-00-id"]?.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 0))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 26, width: 343, height: 20))
    let atTop = try Self.layout(
      Self.document(rootY: 0).replacingOccurrences(
        of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: ""))
    #expect(atTop.views["lbl-00-id"]?.frame.minY == 26 + (atTop.guides["top-00-id"]?.layoutFrame.height ?? -1))
  }

  /// A root stored partly under the bars keeps the part that covers it.
  @Test func aRootStoredPartlyUnderTheBarsKeepsTheCoveredPart() throws {
    let layout = try Self.layout(Self.document(rootY: 20))
    #expect(layout.guides["top-00-id"]?.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 70, width: 343, height: 20))
  }
}
