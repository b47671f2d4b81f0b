import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// `scrollwork check` on documents with planted problems: the exact lines printed.
@Suite struct IBCheckerTests {
  /// The fix every unsatisfiable-constraints finding ends with.
  static let conflictFix = " Fix: delete or change one of them, or make one optional (priority below 1000)"

  func lines(_ text: String, devices: [String] = []) throws -> [String] {
    let doc = try IBDocument(string: text)
    let presets = devices.compactMap { Device.named($0) }
    return IBChecker(document: doc).check(devices: presets).map { $0.compilerLine(file: "Main.storyboard") }
  }

  @Test func cleanDocumentHasNoFindings() throws {
    #expect(try lines(TestDocuments.scrollScene(), devices: ["iphone-se-1", "iphone-15"]) == [])
  }

  @Test func missingBottomConstraintInScrollViewMakesContentHeightAmbiguous() throws {
    let text = TestDocuments.scrollScene(contentBottom: false)
    let scrollLine = TestDocuments.line(of: "id=\"scr-00-id\">", in: text)
    #expect(
      try lines(text) == [
        "Main.storyboard:\(scrollLine): error: [TestViewController] Scrollable content height is ambiguous for Scroll View (scr-00-id): scr-00-id has ambiguous scrollable content height: nothing is pinned to its content's bottom edge (the last view, cnt-00-id, needs a bottom constraint). Fix: add cnt-00-id.bottom == scr-00-id.contentLayoutGuide.bottom"
      ])
  }

  @Test func conflictingConstraintsAreUnsatisfiable() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="40" width="100" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="w01-00-id"/>
                                          <constraint firstAttribute="width" constant="200" id="w02-00-id"/>
                                          <constraint firstAttribute="height" constant="50" id="h01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="l01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="20" id="t01-00-id"/>
                              </constraints>
      """)
    let w2 = TestDocuments.line(of: "w02-00-id", in: text)
    let found = try lines(text)
    #expect(
      found == [
        "Main.storyboard:\(w2): error: [TestViewController] View (box-00-id): unsatisfiable constraints: w01-00-id, w02-00-id conflict; Auto Layout breaks w02-00-id (box-00-id.width == 200).\(Self.conflictFix)"
      ])
  }

  @Test func viewWithoutSizeIsAmbiguous() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="amb-00-id">
                                      <rect key="frame" x="20" y="40" width="100" height="50"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="amb-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="l01-00-id"/>
                                  <constraint firstItem="amb-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="20" id="t01-00-id"/>
                              </constraints>
      """)
    let line = TestDocuments.line(of: "id=\"amb-00-id\">", in: text)
    let found = try lines(text)
    #expect(
      found == [
        "Main.storyboard:\(line): error: [TestViewController] View (amb-00-id): amb-00-id.width is free: add amb-00-id.trailing == root-00-id.trailing - 20; amb-00-id.height is free: add amb-00-id.bottom == root-00-id.bottom"
      ])
  }

  /// The label is stretched (stored 343 wide): its text, measured, is wider than the
  /// 288 pt it gets on the 320-pt screen, so the stored width is what it needs
  /// (IBClippedTextTests: a stretched label whose text fits is not clipped).
  @Test func smallDevicesPushViewsOffScreenAndClipText() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="wid-00-id">
                                      <rect key="frame" x="0.0" y="20" width="340" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="340" id="w01-00-id"/>
                                          <constraint firstAttribute="height" constant="50" id="h01-00-id"/>
                                      </constraints>
                                  </view>
                                  <label text="A much longer title that needs its whole width" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                      <rect key="frame" x="16" y="100" width="343" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="wid-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="l01-00-id"/>
                                  <constraint firstItem="wid-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t01-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="l02-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="lbl-00-id" secondAttribute="trailing" constant="16" id="t02-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="80" id="t03-00-id"/>
                              </constraints>
      """)
    let view = TestDocuments.line(of: "id=\"wid-00-id\">", in: text)
    let label = TestDocuments.line(of: "id=\"lbl-00-id\">", in: text)
    let found = try lines(text, devices: ["iphone-se-2", "iphone-se-1"])
    #expect(
      found == [
        "Main.storyboard:\(view): warning: [TestViewController] View (wid-00-id) at (0, 20, 340, 50) extends off the 320×568 screen (on iphone-se-1, portrait)",
        "Main.storyboard:\(label): warning: [TestViewController] Label 'A much longer title that needs' (lbl-00-id) text is clipped: it needs 343 pt, gets 288 pt (on iphone-se-1, portrait)",
      ])
  }
}
