import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A navigation stack's root view under an opaque bar fills the screen below the bar
/// (UIKitBehaviour.md §38; InterfaceBuilder.md, "Verdicts"): the canvas lays it out
/// at that height whatever the document stores, and `check` reports a root stored at
/// another height misplaced, as Xcode flags duckduckgo's Feedback roots.
@Suite struct IBOpaqueBarRootTests {
  /// A navigation controller storing its bar (`bar` holds the bar's extra attributes)
  /// at y = 20, 44 tall, over controller `vc0-00-id` (with `controller`'s extra
  /// attributes), whose root `root-00-id` is stored `height` points tall on a
  /// 414 × 736 phone saved by Xcode 15 (22505); view `box-00-id` is pinned to the
  /// root's four edges.
  static func document(height: String, bar: String = #"translucent="NO""#, controller: String = "") -> String {
    TestDocuments.storyboard(
      tools: "22505", initial: "nav-00-id", device: "retina5_5",
      scenes: [
        TestDocuments.navigationScene(
          root: "vc0-00-id", segue: "sg1-00-id",
          bar: """
                          <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar-00-id">
                              <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                          </navigationBar>
            """),
        """
                  <scene sceneID="s-vc0">
                      <objects>
                          <viewController \(controller)id="vc0-00-id" customClass="FeedbackViewController" sceneMemberID="viewController">
                              <view key="view" contentMode="scaleToFill" id="root-00-id">
                                  <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                  <subviews>
                                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                          <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                      </view>
                                  </subviews>
                                  <viewLayoutGuide key="safeArea" id="safe-00-id"/>
                                  <constraints>
                                      <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" id="c01-00-id"/>
                                      <constraint firstAttribute="bottom" secondItem="box-00-id" secondAttribute="bottom" id="c02-00-id"/>
                                      <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c03-00-id"/>
                                      <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="c04-00-id"/>
                                  </constraints>
                              </view>
                          </viewController>
                      </objects>
                  </scene>
        """,
      ].joined(separator: "\n"))
  }

  /// The scene of `vc0-00-id` built and laid out on the document's own canvas.
  static func scene(_ text: String) throws -> IBTestScene {
    try IBTestScene(document: IBDocument(string: text), controller: "vc0-00-id")
  }

  /// The scene of `vc0-00-id`'s laid-out hierarchy.
  static func layout(_ text: String) throws -> IBLayout { try scene(text).layout }

  /// `check`'s misplaced findings on the scene of `vc0-00-id`, as `line: message`.
  static func misplaced(_ text: String) throws -> [String] {
    try scene(text).findings().filter { $0.code == "misplaced-view" }.map { "\($0.line): \($0.message)" }
  }

  @Test func aRootUnderAnOpaqueBarFillsTheScreenBelowIt() throws {
    // 736 − (20 + 44): duckduckgo's Feedback scroll views are stored 672 tall.
    for height in ["666", "672", "736"] {
      let layout = try Self.layout(Self.document(height: height))
      #expect(layout.root.frame == CGRect(x: 0, y: 0, width: 414, height: 672))
      #expect(layout.views["box-00-id"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 672))
    }
  }

  @Test func aRootStoredAtAnotherHeightIsMisplaced() throws {
    let text = Self.document(height: "666")
    let line = TestDocuments.line(of: #"id="root-00-id""#, in: text)
    #expect(
      try Self.misplaced(text) == [
        "\(line): View (root-00-id) is misplaced: the document stores (0, 0, 414, 666); the canvas gives the root 414×672, the screen below its opaque navigation bar"
      ])
    #expect(try Self.misplaced(Self.document(height: "672")) == [])
    // `fix --update-frames` gives the root the canvas's height, and nothing is left.
    try IBMisplacedRuleTests.expectFixIsComplete(text)
  }

  /// The rule needs an opaque bar without large titles, over a controller that keeps
  /// its view out from under opaque bars: otherwise the stored height stays.
  @Test func translucentLargeTitleOrExtendedLayoutKeepTheStoredHeight() throws {
    let cases = [
      Self.document(height: "666", bar: ""),
      Self.document(height: "666", bar: #"translucent="NO" largeTitles="YES""#),
      Self.document(height: "666", controller: #"extendedLayoutIncludesOpaqueBars="YES" "#),
    ]
    for text in cases {
      let layout = try Self.layout(text)
      #expect(layout.root.frame == CGRect(x: 0, y: 0, width: 414, height: 666))
      #expect(try Self.misplaced(text) == [])
    }
  }
}
