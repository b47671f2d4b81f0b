import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Arranged views stored with `translatesAutoresizingMaskIntoConstraints` on keep
/// their stored frames on Xcode's canvas (UIKitBehaviour.md §53; InterfaceBuilder.md,
/// "Arranged views that translate their autoresizing mask").
@Suite struct IBAutoresizedArrangedViewTests {
  /// sentry-cocoa's ProfilingViewController, reduced: a vertical stack `col-00-id`
  /// (spacing 4) under the root's top, its bottom at most the root's, holding a row
  /// `row-00-id` (a horizontal stack centring a 20.5-pt label) stored 150 tall, then
  /// a 30-pt view. `mask` true leaves out the row's TAMIC attribute, as sentry does.
  static func column(mask: Bool) -> String {
    let tamic = mask ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
    let autoresizing = mask ? #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"# : ""
    return """
                                  <subviews>
                                      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="184"/>
                                          <subviews>
                                              <stackView opaque="NO" contentMode="scaleToFill" alignment="center"\(tamic) id="row-00-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="150"/>
                                                  \(autoresizing)
                                                  <subviews>
                                                      <label opaque="NO" text="Continuous profile:" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                          <rect key="frame" x="0.0" y="65" width="375" height="20.5"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      </label>
                                                  </subviews>
                                              </stackView>
                                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="end-00-id">
                                                  <rect key="frame" x="0.0" y="154" width="375" height="30"/>
                                                  <constraints>
                                                      <constraint firstAttribute="height" constant="30" id="c01-00-id"/>
                                                  </constraints>
                                              </view>
                                          </subviews>
                                      </stackView>
                                  </subviews>
                                  <constraints>
                                      <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" id="c02-00-id"/>
                                      <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c03-00-id"/>
                                      <constraint firstAttribute="trailing" secondItem="col-00-id" secondAttribute="trailing" id="c04-00-id"/>
                                      <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="col-00-id" secondAttribute="bottom" id="c05-00-id"/>
                                  </constraints>
      """
  }

  /// tinode's AccountSettingsViewController, reduced: a vertical stack `col-00-id`
  /// 240 wide (alignment fill) of two labels stored 150 wide with the mask on, as
  /// tinode stores its "Address" and "MyUID" labels (241.33 wide in a 324-pt stack).
  /// `mask` false adds `translatesAutoresizingMaskIntoConstraints="NO"` to both.
  static func labels(mask: Bool) -> String {
    let tamic = mask ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
    return """
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="20" y="40" width="240" height="54"/>
                                      <subviews>
                                          <label opaque="NO" text="Address"\(tamic) id="top-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="150" height="26"/>
                                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                          <label opaque="NO" text="MyUID"\(tamic) id="bot-00-id">
                                              <rect key="frame" x="0.0" y="26" width="150" height="28"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="c01-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c02-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="width" constant="240" id="c03-00-id"/>
                              </constraints>
      """
  }

  @Test func anArrangedViewTranslatingItsMaskKeepsItsStoredLength() throws {
    // sentry-cocoa (24127) stores its first row 190.5 tall around 28 points of content,
    // and everything below follows it.
    let scene = try IBTestScene(TestDocuments.storyboard(Self.column(mask: true), tools: "24127"))
    #expect(scene.frame("row-00-id") == CGRect(x: 0, y: 0, width: 375, height: 150))
    #expect(scene.frame("lbl-00-id") == CGRect(x: 0, y: 65, width: 375, height: 20.5))
    #expect(scene.frame("end-00-id") == CGRect(x: 0, y: 154, width: 375, height: 30))
    #expect(scene.frame("col-00-id") == CGRect(x: 0, y: 0, width: 375, height: 184))
    #expect(scene.layout.root.layoutIssues.isEmpty)
    // With the attribute, the stack sizes the row to its label.
    let arranged = try IBTestScene(TestDocuments.storyboard(Self.column(mask: false), tools: "24127"))
    #expect(arranged.frame("row-00-id") == CGRect(x: 0, y: 0, width: 375, height: 20.5))
    #expect(arranged.frame("end-00-id") == CGRect(x: 0, y: 24.5, width: 375, height: 30))
  }

  @Test func anArrangedViewTranslatingItsMaskKeepsItsStoredThickness() throws {
    // tinode (23727): labels 241.33 wide in a 324-pt vertical stack that fills.
    let scene = try IBTestScene(TestDocuments.storyboard(Self.labels(mask: true), tools: "23727"))
    #expect(scene.frame("col-00-id") == CGRect(x: 20, y: 40, width: 240, height: 54))
    #expect(scene.frame("top-00-id") == CGRect(x: 0, y: 0, width: 150, height: 26))
    #expect(scene.frame("bot-00-id") == CGRect(x: 0, y: 26, width: 150, height: 28))
    #expect(scene.layout.root.layoutIssues.isEmpty)
    // A second pass changes nothing.
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("top-00-id") == CGRect(x: 0, y: 0, width: 150, height: 26))
    #expect(scene.frame("bot-00-id") == CGRect(x: 0, y: 26, width: 150, height: 28))
    // With the attribute, the labels fill the stack's width.
    let arranged = try IBTestScene(TestDocuments.storyboard(Self.labels(mask: false), tools: "23727"))
    #expect(arranged.frame("top-00-id") == CGRect(x: 0, y: 0, width: 240, height: 26))
    #expect(arranged.frame("bot-00-id") == CGRect(x: 0, y: 26, width: 240, height: 28))
  }
}
