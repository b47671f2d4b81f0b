import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A controller's root view in a document without safe areas (top and bottom layout
/// guides instead) has, from Xcode 9 (iOS 11), margins measured from its safe area,
/// which covers the status bar and the bars the scene simulates; before Xcode 9 its
/// top and bottom margins are 0 whatever the bars (UIKitBehaviour.md §84;
/// InterfaceBuilder.md, "Building": MAGE's DisclaimerView, Xcode 9.3, and three
/// storyboards of Xcode 6 to 8).
@Suite struct IBLegacyRootMarginTests {
  /// The root's body: `top-00-id` 40 below the top margin, `bot-00-id` 10 above the
  /// bottom margin, both 30 tall between the side margins.
  static let body = """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                    <rect key="frame" x="16" y="40" width="343" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="m01-00-id"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bot-00-id">
                                    <rect key="frame" x="16" y="627" width="343" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="m02-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="top-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="topMargin" constant="40" id="m03-00-id"/>
                                <constraint firstItem="top-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="m04-00-id"/>
                                <constraint firstAttribute="trailingMargin" secondItem="top-00-id" secondAttribute="trailing" id="m05-00-id"/>
                                <constraint firstAttribute="bottomMargin" secondItem="bot-00-id" secondAttribute="bottom" constant="10" id="m06-00-id"/>
                                <constraint firstItem="bot-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="m07-00-id"/>
                                <constraint firstAttribute="trailingMargin" secondItem="bot-00-id" secondAttribute="trailing" id="m08-00-id"/>
                            </constraints>
    """

  /// `text` without safe areas (no `useSafeAreas`, no safe-area guide), saved by `tools`.
  static func withoutSafeAreas(_ text: String, tools: String) -> String {
    IBMisplacedRuleTests.retooled(text, tools)
      .replacingOccurrences(of: " useSafeAreas=\"YES\"", with: "")
      .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe-00-id\"/>", with: "")
  }

  /// A xib saved by `tools` whose File's Owner, a view controller, has the 375 × 667
  /// top-level view as its `view` (drawn with the status bar).
  static func controllerXib(tools: String) -> String {
    withoutSafeAreas(
      TestDocuments.xib(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoticeViewController">
                    <connections><outlet property="view" destination="root-00-id" id="out-00-id"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root-00-id">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                </view>
        """), tools: tools)
  }

  /// A one-scene storyboard saved by `tools` with top and bottom layout guides and
  /// `bars` (simulated bar metrics) on its controller.
  static func storyboard(tools: String, bars: String = "") -> String {
    withoutSafeAreas(
      TestDocuments.storyboard(
        body,
        controllerExtras: """
                              <layoutGuides>
                                  <viewControllerLayoutGuide type="top" id="tlg-00-id"/>
                                  <viewControllerLayoutGuide type="bottom" id="blg-00-id"/>
                              </layoutGuides>
                              \(bars)
          """), tools: tools)
  }

  /// The frames of the two pinned views.
  static func frames(_ text: String) throws -> (top: CGRect?, bottom: CGRect?) {
    let scene = try IBTestScene(text)
    return (scene.frame("top-00-id"), scene.frame("bot-00-id"))
  }

  /// MAGE's DisclaimerView (Xcode 9.3, no safe areas) stores a view pinned 40 below
  /// the top margin of its controller's view at y = 60: the margin starts under the
  /// 20-point status bar. Xcode 10 the same; an Xcode 8 xib keeps a 0 top margin.
  @Test func controllerXibViewMarginsStartUnderTheStatusBarFromXcode9() throws {
    for tools in ["13771", "14460.31"] {
      let (top, bottom) = try Self.frames(Self.controllerXib(tools: tools))
      #expect(top == CGRect(x: 16, y: 60, width: 343, height: 30))
      #expect(bottom == CGRect(x: 16, y: 627, width: 343, height: 30))
    }
    let (top, bottom) = try Self.frames(Self.controllerXib(tools: "12120"))
    #expect(top == CGRect(x: 16, y: 40, width: 343, height: 30))
    #expect(bottom == CGRect(x: 16, y: 627, width: 343, height: 30))
  }

  /// The same in a storyboard scene with layout guides: from Xcode 9 its margins
  /// are measured from the safe area, status bar and simulated tab bar included
  /// (top 20, bottom 49); before, they are 0 at the top and bottom (the corpus's
  /// three such scenes of Xcode 6 to 8 store their views pinned to the top margin
  /// at y = 0).
  @Test func legacyStoryboardMarginsCoverTheBarsFromXcode9() throws {
    let tabBar = "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>"
    let (top, bottom) = try Self.frames(Self.storyboard(tools: "14460.31", bars: tabBar))
    #expect(top == CGRect(x: 16, y: 60, width: 343, height: 30))
    #expect(bottom == CGRect(x: 16, y: 578, width: 343, height: 30))
    let (oldTop, oldBottom) = try Self.frames(Self.storyboard(tools: "12120", bars: tabBar))
    #expect(oldTop == CGRect(x: 16, y: 40, width: 343, height: 30))
    #expect(oldBottom == CGRect(x: 16, y: 627, width: 343, height: 30))
  }

  /// Laying the scene out again changes nothing (a second pass is idempotent).
  @Test func aSecondLayoutPassKeepsTheFrames() throws {
    let scene = try IBTestScene(Self.controllerXib(tools: "13771"))
    let first = scene.frame("top-00-id")
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("top-00-id") == first)
    #expect(first == CGRect(x: 16, y: 60, width: 343, height: 30))
  }
}
