import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Switches and sliders are laid out by their alignment rectangles, which Xcode does
/// not store: a switch's ends 2 pt short of its frame on the right, a slider's 2 pt
/// inside on both sides and 1 pt above its bottom before Xcode 26 (UIKitBehaviour.md §23; InterfaceBuilder.md,
/// "Controls").
@Suite struct IBAlignmentInsetTests {
  /// A control `ctl-00-id` (`element`) stored at `frame` in the root view, with
  /// `constraints` in the root view.
  static func control(_ element: String, frame: String, constraints: String, extra: String = "") -> String {
    """
                            <subviews>
                                <\(element) opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(extra) id="ctl-00-id">
                                    <rect key="frame" \(frame)/>
                                </\(element)>
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
    """
  }

  /// The frame of `ctl-00-id` on the canvas of the one-scene document `body` makes.
  static func frame(_ body: String, tools: String = "17701") throws -> CGRect? {
    let doc = try IBDocument(string: TestDocuments.storyboard(body, tools: tools))
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.views["ctl-00-id"]?.frame
  }

  static let top = """
                                <constraint firstItem="ctl-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c01-00-id"/>
    """

  @Test func switchPinnedByItsTrailingEdgeEndsTwoPointsFurther() throws {
    // siskin-im, GitHawk, Hackers, arcgis: `trailingMargin == switch.trailing`.
    let body = Self.control(
      "switch", frame: "x=\"306\" y=\"100\" width=\"51\" height=\"31\"",
      constraints: Self.top + """
                                <constraint firstAttribute="trailing" secondItem="ctl-00-id" secondAttribute="trailing" constant="20" id="c02-00-id"/>
        """, extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body) == CGRect(x: 306, y: 100, width: 51, height: 31))
  }

  @Test func switchPinnedOnBothSidesIsFiftyOneWideWhereTheConstraintsLeaveFortyNine() throws {
    // blink, Tofu, edX: leading and trailing pinned 49 pt apart.
    let body = Self.control(
      "switch", frame: "x=\"100\" y=\"100\" width=\"51\" height=\"31\"",
      constraints: Self.top + """
                                <constraint firstItem="ctl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="100" id="c02-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="ctl-00-id" secondAttribute="trailing" constant="226" id="c03-00-id"/>
        """, extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body) == CGRect(x: 100, y: 100, width: 51, height: 31))
  }

  @Test func centredSwitchSitsOnePointLeftOfTheFramesCentre() throws {
    // Hero (two scenes): centerX to the root's, stored at x 163 on a 375-point root.
    let body = Self.control(
      "switch", frame: "x=\"163\" y=\"100\" width=\"51\" height=\"31\"",
      constraints: Self.top + """
                                <constraint firstItem="ctl-00-id" firstAttribute="centerX" secondItem="root-00-id" secondAttribute="centerX" id="c02-00-id"/>
        """, extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body) == CGRect(x: 163, y: 100, width: 51, height: 31))
  }

  @Test func fixedFrameSwitchKeepsItsStoredFrame() throws {
    // blink's appearance switches: no constraints, `fixedFrame="YES"`.
    let body = Self.control(
      "switch", frame: "x=\"300\" y=\"6\" width=\"51\" height=\"31\"", constraints: "",
      extra: "fixedFrame=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body) == CGRect(x: 300, y: 6, width: 51, height: 31))
  }

  static let sliderBetweenEdges = """
                                <constraint firstItem="ctl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c02-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="ctl-00-id" secondAttribute="trailing" constant="20" id="c03-00-id"/>
    """

  @Test func sliderBeforeXcode26ReachesTwoPointsPastBothEnds() throws {
    // SideMenu, SwiftMessages, arcgis, pass: a slider pinned to x 0 is stored at -2.
    let body = Self.control(
      "slider", frame: "x=\"18\" y=\"100\" width=\"339\" height=\"31\"",
      constraints: Self.top + Self.sliderBetweenEdges,
      extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body) == CGRect(x: 18, y: 100, width: 339, height: 31))
  }

  @Test func sliderOfXcode26HasNoInsets() throws {
    // sentry-cocoa (toolsVersion 24127): a slider between two text fields of a
    // stack with spacing 10 is stored exactly 10 pt from each.
    let body = Self.control(
      "slider", frame: "x=\"20\" y=\"100\" width=\"335\" height=\"34\"",
      constraints: Self.top + Self.sliderBetweenEdges,
      extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body, tools: "24127") == CGRect(x: 20, y: 100, width: 335, height: 34))
  }

  /// `control` (a `<subviews>` entry with id `ctl-00-id`) pinned 100 pt down across
  /// the root, with a 10-pt view `blw-00-id` (stored at y `belowY`) 8 pt below its bottom.
  static func controlAboveView(_ control: String, belowY: Int) -> String {
    """
                            <subviews>
    \(control)
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blw-00-id">
                                    <rect key="frame" x="0.0" y="\(belowY)" width="375" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="c05-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ctl-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c01-00-id"/>
                                <constraint firstItem="ctl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c02-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="ctl-00-id" secondAttribute="trailing" id="c03-00-id"/>
                                <constraint firstItem="blw-00-id" firstAttribute="top" secondItem="ctl-00-id" secondAttribute="bottom" constant="8" id="c04-00-id"/>
                                <constraint firstItem="blw-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c06-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="blw-00-id" secondAttribute="trailing" id="c07-00-id"/>
                            </constraints>
    """
  }

  /// The frames of `ctl-00-id` and `blw-00-id` when a storyboard of `body` saved by
  /// Xcode `tools` is laid out on its canvas.
  static func controlAndViewBelow(_ body: String, tools: String) throws -> [CGRect?] {
    let doc = try IBDocument(string: TestDocuments.storyboard(body, tools: tools))
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return [layout.views["ctl-00-id"]?.frame, layout.views["blw-00-id"]?.frame]
  }

  /// A 31-pt slider pinned 100 pt down, with a 10-pt view `blw-00-id` 8 pt below it.
  static let sliderAboveView = controlAboveView(
    """
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-00-id">
                                    <rect key="frame" x="-2" y="100" width="379" height="31"/>
                                </slider>
    """, belowY: 138)

  @Test func sliderBeforeXcode26IsFollowedAsIfOnePointShorter() throws {
    // SideMenu (15400): six 31-pt sliders in a stack with spacing 8, each next view
    // 7 pt below the slider's frame, so the offsets add up down the stack.
    #expect(
      try Self.controlAndViewBelow(Self.sliderAboveView, tools: "15400") == [
        CGRect(x: -2, y: 100, width: 379, height: 31), CGRect(x: 0, y: 138, width: 375, height: 10),
      ])
  }

  @Test func sliderPinnedByItsBottomEndsOnePointBelow() throws {
    // tinode (23727): a slider whose bottom is 20 pt above its container's is stored
    // with its frame ending 19 pt above it.
    let body = Self.control(
      "slider", frame: "x=\"18\" y=\"617\" width=\"339\" height=\"31\"",
      constraints: Self.sliderBetweenEdges + """
                                <constraint firstAttribute="bottom" secondItem="ctl-00-id" secondAttribute="bottom" constant="20" id="c04-00-id"/>
        """, extra: "translatesAutoresizingMaskIntoConstraints=\"NO\"")
    #expect(try Self.frame(body, tools: "23727") == CGRect(x: 18, y: 617, width: 339, height: 31))
  }

  /// A 32-pt segmented control pinned 100 pt down, with a view 8 pt below its bottom.
  static let segmentedAboveView = controlAboveView(
    """
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-00-id">
                                    <rect key="frame" x="0.0" y="100" width="375" height="32"/>
                                    <segments>
                                        <segment title="One"/>
                                        <segment title="Two"/>
                                    </segments>
                                </segmentedControl>
    """, belowY: 139)

  @Test func segmentedControlIsFollowedAsIfOnePointShorter() throws {
    // SideMenu (15400): 32-pt controls with the next view 8 pt below 31;
    // SkyFloatingLabelTextField (13771): 29-pt controls followed as if 28.
    #expect(
      try Self.controlAndViewBelow(Self.segmentedAboveView, tools: "15400") == [
        CGRect(x: 0, y: 100, width: 375, height: 32), CGRect(x: 0, y: 139, width: 375, height: 10),
      ])
  }
}
