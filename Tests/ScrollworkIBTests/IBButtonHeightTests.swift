import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A classic title button asks for its title's line height plus 6 points above and
/// below, not for the height its constraints stretched its stored frame to
/// (`IBButtonMetrics`; UIKitBehaviour.md §50, InterfaceBuilder.md "Controls").
@Suite struct IBButtonHeightTests {
  /// A scene shaped like nRF Device Manager's ResetViewController: a label whose top
  /// constraint puts it `labelShift` points below its stored frame, a 1-point separator
  /// 8 below it and a system button 12 below that, pinned 10 above the root's bottom
  /// and stored stretched (579 tall) to fill the rest as the stored frames left it.
  /// `buttonExtras` goes inside the button (states, insets, configurations).
  static func resetScene(labelShift: Int = 3, buttonExtras: String = "", buttonType: String = "system") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Boot Mode = '1'" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                      <rect key="frame" x="16" y="40" width="343" height="17"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                  </label>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep-00-id">
                                      <rect key="frame" x="16" y="65" width="343" height="1"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="1" id="c01-00-id"/>
                                      </constraints>
                                  </view>
                                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(buttonType)" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-id">
                                      <rect key="frame" x="111" y="78" width="153" height="579"/>
                                      <state key="normal" title="Send Reset Command"/>
      \(buttonExtras)
                                  </button>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="\(20 + labelShift)" id="c02-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="c03-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="lbl-00-id" secondAttribute="trailing" constant="16" id="c04-00-id"/>
                                  <constraint firstItem="sep-00-id" firstAttribute="top" secondItem="lbl-00-id" secondAttribute="bottom" constant="8" id="c05-00-id"/>
                                  <constraint firstItem="sep-00-id" firstAttribute="leading" secondItem="lbl-00-id" secondAttribute="leading" id="c06-00-id"/>
                                  <constraint firstItem="sep-00-id" firstAttribute="trailing" secondItem="lbl-00-id" secondAttribute="trailing" id="c07-00-id"/>
                                  <constraint firstItem="btn-00-id" firstAttribute="top" secondItem="sep-00-id" secondAttribute="bottom" constant="12" id="c08-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="btn-00-id" secondAttribute="bottom" constant="10" id="c09-00-id"/>
                                  <constraint firstItem="btn-00-id" firstAttribute="centerX" secondItem="root-00-id" secondAttribute="centerX" id="c10-00-id"/>
                              </constraints>
      """)
  }

  static func ambiguityFindings(_ scene: IBTestScene) -> [String] {
    scene.findings().filter { IBVerdicts.Flag(code: $0.code) == .ambiguous }.map(\.message)
  }

  /// The corpus's unstretched title buttons, by font size: 13 points 28 tall
  /// (sentry-cocoa), 14 → 29, 15 → 30 (the default font), 16 → 32, 17 → 33, 20 → 36
  /// (tinode), 21 → 38 and 23 → 40 (xDrip).
  @Test func naturalHeightFollowsTheSystemFontsLineHeight() {
    let heights: [CGFloat: CGFloat] = [13: 28, 14: 29, 15: 30, 16: 32, 17: 33, 20: 36, 21: 38, 23: 40]
    for (size, height) in heights {
      #expect(IBButtonMetrics.naturalHeight(font: IBFont(type: "system", pointSize: size)) == height)
      #expect(IBButtonMetrics.naturalHeight(font: IBFont(type: "boldSystem", pointSize: size)) == height)
    }
    #expect(IBButtonMetrics.naturalHeight(font: nil) == 30)
    // Fonts whose metrics are not known here: no natural height.
    #expect(IBButtonMetrics.naturalHeight(font: IBFont(type: nil, pointSize: 15, name: "Avenir-Book")) == nil)
    #expect(IBButtonMetrics.naturalHeight(font: IBFont(type: nil, style: "UICTFontTextStyleBody")) == nil)
  }

  /// The stale label leaves 3 points fewer than the stored frames: the stretched
  /// button gives them up (it hugs its 30 points at 250, below the label's 251), so
  /// nothing is ambiguous. With the stored 579 points as its intrinsic height the
  /// button and the label would share the 3 points' compression at 750 (nRF's
  /// ResetViewController, which Xcode does not flag).
  @Test func stretchedTitleButtonGivesUpItsStretchFirst() throws {
    let scene = try IBTestScene(Self.resetScene())
    #expect(scene.layout.views["btn-00-id"]?.intrinsicContentSize.height == 30)
    #expect(scene.frame("lbl-00-id") == CGRect(x: 16, y: 43, width: 343, height: 17))
    #expect(scene.frame("sep-00-id") == CGRect(x: 16, y: 68, width: 343, height: 1))
    #expect(scene.frame("btn-00-id") == CGRect(x: 111, y: 81, width: 153, height: 576))
    #expect(Self.ambiguityFindings(scene) == [])
  }

  /// Metamorphic: with the label where it is stored, the frames are the stored ones
  /// whichever intrinsic height the button has, and a second layout pass moves nothing.
  @Test func storedFramesStayWhenTheConstraintsGiveThem() throws {
    let scene = try IBTestScene(Self.resetScene(labelShift: 0))
    let stored = CGRect(x: 111, y: 78, width: 153, height: 579)
    #expect(scene.frame("btn-00-id") == stored)
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("btn-00-id") == stored)
    #expect(Self.ambiguityFindings(scene) == [])
  }

  /// Buttons with other content keep their stored height as their intrinsic one: an
  /// image, an iOS 15 configuration, content insets, a custom type (XLPagerTabStrip's
  /// custom 15-point buttons are stored 34 tall unstretched).
  @Test func otherButtonsKeepTheirStoredHeight() throws {
    let extras = [
      "<state key=\"highlighted\" image=\"Sun\"/>",
      "<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"Send\"/>",
      "<inset key=\"contentEdgeInsets\" minX=\"0.0\" minY=\"8\" maxX=\"0.0\" maxY=\"8\"/>",
    ]
    for extra in extras {
      let scene = try IBTestScene(Self.resetScene(buttonExtras: extra))
      #expect(scene.layout.views["btn-00-id"]?.intrinsicContentSize.height == 579, "\(extra)")
    }
    let custom = try IBTestScene(Self.resetScene(buttonType: "custom"))
    #expect(custom.layout.views["btn-00-id"]?.intrinsicContentSize.height == 579)
  }
}
