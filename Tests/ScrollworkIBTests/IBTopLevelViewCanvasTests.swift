import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The canvas of a xib's top-level view and of Xcode 6's size-class canvas
/// (InterfaceBuilder.md, "Building"): a status bar only for a view controller's
/// view, and 16-point root margins on Xcode 6's 600-point canvas.
@Suite struct IBTopLevelViewCanvasTests {
  /// Solves the first top-level view of `text` on its canvas and returns the frame of `id`.
  func frame(_ id: String, in text: String) throws -> CGRect {
    let document = try IBDocument(string: text)
    let builder = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
    let layout = builder.build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    return try #require(layout.views[id]).frame
  }

  /// A xib whose File's Owner has class `owner` (none when nil) and, with `outlet`,
  /// its `view` outlet on the top-level 375 × 667 view; a 30-point view is pinned
  /// to the safe area's top. `metrics` goes inside the top-level view.
  static func ownedXib(owner: String?, outlet: Bool = true, metrics: String = "") -> String {
    let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
    let connections =
      outlet ? "<connections><outlet property=\"view\" destination=\"root-00-id\" id=\"out-00-id\"/></connections>" : ""
    return TestDocuments.xib(
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>
                  \(connections)
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="root-00-id">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="30" id="t01-00-id"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe-00-id"/>
                  <constraints>
                      <constraint firstItem="top-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t02-00-id"/>
                      <constraint firstItem="top-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t03-00-id"/>
                      <constraint firstAttribute="trailing" secondItem="top-00-id" secondAttribute="trailing" id="t04-00-id"/>
                  </constraints>
                  \(metrics)
              </view>
      """)
  }

  /// A xib's top-level view is drawn with the status bar only as a view
  /// controller's view (the `view` outlet of a controller File's Owner, as
  /// OnionBrowser's and edx's controllers pin content at y = 20); a UIView
  /// subclass's content view, a view no controller owns and a controller's other
  /// top-level views are drawn without it (WordPress's JetpackRemoteInstallStateView,
  /// outside the corpus, stores its safe-area-pinned scroll view at y = 0). The
  /// view's own simulated status bar decides when it names one.
  @Test func xibTopLevelViewHasAStatusBarOnlyAsAControllersView() throws {
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: "StartViewController")).minY == 20)
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: "InstallStateView")).minY == 0)
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: nil, outlet: false)).minY == 0)
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: "StartViewController", outlet: false)).minY == 0)
    let shown = "<simulatedStatusBarMetrics key=\"simulatedStatusBarMetrics\"/>"
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: "InstallStateView", metrics: shown)).minY == 20)
    let hidden = "<nil key=\"simulatedStatusBarMetrics\"/>"
    #expect(try frame("top-00-id", in: Self.ownedXib(owner: "StartViewController", metrics: hidden)).minY == 0)
  }

  /// Xcode 9 and 10 draw every full-screen top-level view of a safe-area xib with
  /// the status bar, whoever owns it: StringsLint's parser test document (Xcode 10,
  /// 14313.18 on retina4_7, outside the corpus) pins a label of a 375 × 667 view that
  /// no controller owns 50 below the safe area's top and stores it at y = 70
  /// (InterfaceBuilder.md, "Building"). Its own simulated metrics still decide, and
  /// Xcode 11 keeps the bar for a controller's view alone (the test above).
  @Test func xcode10DrawsEveryFullScreenXibViewWithTheStatusBar() throws {
    for tools in ["13771", "14460.31"] {
      func top(_ text: String) throws -> CGFloat {
        try frame("top-00-id", in: IBMisplacedRuleTests.retooled(text, tools)).minY
      }
      #expect(try top(Self.ownedXib(owner: "StartViewController")) == 20)
      #expect(try top(Self.ownedXib(owner: "InstallStateView")) == 20)
      #expect(try top(Self.ownedXib(owner: nil, outlet: false)) == 20)
      #expect(try top(Self.ownedXib(owner: "StartViewController", outlet: false)) == 20)
      let hidden = "<nil key=\"simulatedStatusBarMetrics\"/>"
      #expect(try top(Self.ownedXib(owner: nil, outlet: false, metrics: hidden)) == 0)
    }
    #expect(
      try frame("top-00-id", in: IBMisplacedRuleTests.retooled(Self.ownedXib(owner: nil, outlet: false), "16097"))
        .minY == 0)
  }

  /// A size-class storyboard saved by Xcode `tools` on the 600 × 600 Any/Any canvas
  /// (no device, no safe areas) with a 30-point bar between the root's side margins.
  static func anyAnyCanvas(tools: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                      <rect key="frame" x="16" y="100" width="568" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="30" id="m01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="m02-00-id"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="bar-00-id" secondAttribute="trailing" id="m03-00-id"/>
                                  <constraint firstItem="bar-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="m04-00-id"/>
                              </constraints>
      """, tools: tools
    )
    .replacingOccurrences(of: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>", with: "")
    .replacingOccurrences(of: " useSafeAreas=\"YES\"", with: "")
    .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"600\" height=\"600\"")
    .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe-00-id\"/>", with: "")
  }

  /// Xcode 6 (OnTheMap, 7706, outside the corpus) draws the 600-point Any/Any
  /// canvas with a phone's 16-point root margins; from Xcode 7 it has the
  /// 20 points of a regular-width root (TPKeyboardAvoiding, 9532); from Xcode 9
  /// every root over 390 points wide has 20.
  @Test func xcode6AnyAnyCanvasKeepsSixteenPointMargins() throws {
    #expect(
      try frame("bar-00-id", in: Self.anyAnyCanvas(tools: "7706")) == CGRect(x: 16, y: 100, width: 568, height: 30))
    #expect(
      try frame("bar-00-id", in: Self.anyAnyCanvas(tools: "9532")) == CGRect(x: 20, y: 100, width: 560, height: 30))
    #expect(
      try frame("bar-00-id", in: Self.anyAnyCanvas(tools: "14460")) == CGRect(x: 20, y: 100, width: 560, height: 30))
  }
}

extension IBTopLevelViewCanvasTests {
  /// A 17-point label at y = 300 and a 30-point text field whose baseline is the
  /// label's; `alignment` is the field's `contentVerticalAlignment`.
  static func baselineField(alignment: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <label opaque="NO" text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="16" y="300" width="49" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                                  <textField opaque="NO" contentVerticalAlignment="\(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-id">
                                      <rect key="frame" x="86" y="295" width="273" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="30" id="f01-00-id"/>
                                      </constraints>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </textField>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="300" id="f02-00-id"/>
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="f03-00-id"/>
                                  <constraint firstItem="fld-00-id" firstAttribute="leading" secondItem="lab-00-id" secondAttribute="trailing" constant="21" id="f04-00-id"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="fld-00-id" secondAttribute="trailing" id="f05-00-id"/>
                                  <constraint firstItem="fld-00-id" firstAttribute="baseline" secondItem="lab-00-id" secondAttribute="baseline" id="f06-00-id"/>
                              </constraints>
      """)
  }

  /// UIKitBehaviour.md §35 (twilio's video-quickstart Main, outside the corpus, stores
  /// its field 5 points above the label): a centered field's baseline is its text's;
  /// a field aligned to the top keeps its bottom edge on the baseline.
  @Test func textFieldBaselineIsItsCenteredText() throws {
    let font = Font.systemFont(ofSize: 17)
    let centered = try frame("fld-00-id", in: Self.baselineField(alignment: "center"))
    #expect(abs(centered.minY - (300 - (30 - font.lineHeight) / 2)) <= 0.5)
    #expect(abs(centered.minY - 295) <= 0.5)
    let top = try frame("fld-00-id", in: Self.baselineField(alignment: "top"))
    #expect(abs(top.maxY - (300 + font.ascender)) <= 0.5)
  }
}
