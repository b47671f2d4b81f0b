import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Hidden arranged views as Xcode 14 to 16 store them (UIKitBehaviour.md §33;
/// InterfaceBuilder.md, "Building"): halfway across the gap they left, and a row of
/// hidden views collapsing across its axis.
@Suite struct IBHiddenArrangedViewTests {
  /// The frames of the one-scene document `body` makes, on its canvas.
  static func frames(_ body: String, tools: String = "22504") throws -> [String: CGRect] {
    let doc = try IBDocument(string: TestDocuments.storyboard(body, tools: tools))
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.views.mapValues(\.frame)
  }

  /// A vertical stack `stk-00-id` (spacing 12) at (20, 100), 240 wide: a 50-pt view,
  /// a hidden activity indicator, a 32-pt view, a row `row-00-id` of a hidden 34-pt
  /// text field and label, and a hidden label last.
  static let stack = """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                    <rect key="frame" x="20" y="100" width="240" height="118"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="240" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="c01-00-id"/>
                                            </constraints>
                                        </view>
                                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spn-00-id">
                                            <rect key="frame" x="0.0" y="56" width="240" height="0.0"/>
                                        </activityIndicatorView>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mid-00-id">
                                            <rect key="frame" x="0.0" y="62" width="240" height="32"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="32" id="c02-00-id"/>
                                            </constraints>
                                        </view>
                                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-id">
                                            <rect key="frame" x="0.0" y="106" width="240" height="0.0"/>
                                            <subviews>
                                                <textField hidden="YES" opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-id">
                                                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="34"/>
                                                </textField>
                                                <label hidden="YES" opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="34"/>
                                                </label>
                                            </subviews>
                                        </stackView>
                                        <label hidden="YES" opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="end-00-id">
                                            <rect key="frame" x="0.0" y="106" width="240" height="0.0"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c03-00-id"/>
                                <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c04-00-id"/>
                                <constraint firstItem="stk-00-id" firstAttribute="width" constant="240" id="c05-00-id"/>
                            </constraints>
    """

  @Test func hiddenViewsSitHalfwayAcrossTheirGap() throws {
    // habitica's login (22504): a hidden indicator between views ending at 293 and
    // starting at 305 (spacing 12) is stored at 299.
    let frames = try Self.frames(Self.stack)
    #expect(frames["top-00-id"] == CGRect(x: 0, y: 0, width: 240, height: 50))
    #expect(frames["spn-00-id"] == CGRect(x: 0, y: 56, width: 240, height: 0))
    #expect(frames["mid-00-id"] == CGRect(x: 0, y: 62, width: 240, height: 32))
    // sentry-cocoa's ExtraViewController (24063): a hidden label after the last
    // visible view sits at that view's bottom.
    #expect(frames["end-00-id"] == CGRect(x: 0, y: 106, width: 240, height: 0))
  }

  @Test func aRowOfHiddenViewsCollapses() throws {
    // sentry-cocoa: a horizontal stack of a hidden 34-pt text field and label is
    // stored 0 tall, its views 34 tall at its start.
    let frames = try Self.frames(Self.stack, tools: "24063")
    #expect(frames["row-00-id"] == CGRect(x: 0, y: 106, width: 240, height: 0))
    #expect(frames["fld-00-id"] == CGRect(x: 0, y: 0, width: 0, height: 34))
    #expect(frames["lbl-00-id"] == CGRect(x: 0, y: 0, width: 0, height: 34))
    #expect(frames["stk-00-id"] == CGRect(x: 20, y: 100, width: 240, height: 106))
  }

  /// A horizontal stack `hst-00-id` (spacing 5, centred) at (20, 100): a visible
  /// 40 × 30 view, then two hidden 20-point-tall image views of the 150-point "Sun",
  /// the first of horizontal compression resistance `resistance`, the second of 750.
  static func rowWithHiddenImages(resistance: String) -> String {
    """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="hst-00-id">
                                    <rect key="frame" x="20" y="100" width="40" height="30"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vis-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="h01-00-id"/>
                                                <constraint firstAttribute="height" constant="30" id="h02-00-id"/>
                                            </constraints>
                                        </view>
                                        <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalCompressionResistancePriority="\(resistance)" image="Sun" translatesAutoresizingMaskIntoConstraints="NO" id="req-00-id">
                                            <rect key="frame" x="40" y="5" width="150" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="20" id="h03-00-id"/>
                                            </constraints>
                                        </imageView>
                                        <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Sun" translatesAutoresizingMaskIntoConstraints="NO" id="opt-00-id">
                                            <rect key="frame" x="40" y="5" width="0.0" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="20" id="h04-00-id"/>
                                            </constraints>
                                        </imageView>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="hst-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="h05-00-id"/>
                                <constraint firstItem="hst-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="h06-00-id"/>
                            </constraints>
    """
  }

  /// A hidden arranged view whose compression resistance along the axis is required
  /// keeps its content's length on the canvas; one of 750 collapses
  /// (InterfaceBuilder.md, "Hidden arranged views keep a required length"; held-out:
  /// zotero's ItemCell stores a hidden 12-point image of resistance 1000 12 wide at its
  /// stack's last visible view's end, and its LookupItemCell one of 28 points 28 wide).
  @Test func hiddenViewWithRequiredCompressionKeepsItsLength() throws {
    let frames = try Self.frames(Self.rowWithHiddenImages(resistance: "1000"), tools: "17701")
    #expect(frames["hst-00-id"] == CGRect(x: 20, y: 100, width: 40, height: 30))
    #expect(frames["vis-00-id"] == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(frames["req-00-id"] == CGRect(x: 40, y: 5, width: 150, height: 20))
    #expect(frames["opt-00-id"] == CGRect(x: 40, y: 5, width: 0, height: 20))
    // With the default 750 both collapse at the last visible view's end.
    let collapsed = try Self.frames(Self.rowWithHiddenImages(resistance: "750"), tools: "17701")
    #expect(collapsed["req-00-id"] == CGRect(x: 40, y: 5, width: 0, height: 20))
  }

  /// A device the user chose runs the app: the document's required priority stays
  /// required there, and the canvas rule does not apply.
  @Test func aChosenDeviceKeepsTheDocumentsPriority() throws {
    let doc = try IBDocument(string: TestDocuments.storyboard(Self.rowWithHiddenImages(resistance: "1000")))
    let device = try #require(Device.named("retina4_7"))
    let layout = IBLayoutBuilder(document: doc, options: IBLayoutOptions(device: device)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    let image = try #require(layout.views["req-00-id"])
    #expect(image.contentCompressionResistancePriority(for: .horizontal) == .required)
  }
}
