import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Xcode's canvas shares a fill-proportionally stack by the current frame of an arranged
/// view without an intrinsic length, and its current frame is the stored one
/// (UIKitBehaviour.md §66; InterfaceBuilder.md, "Fill-proportionally stacks"): xDrip's
/// segmented-control row (a plain view stored 510 wide beside a 200-point control) and
/// LoopKit CarbKit's header (two stack views stored 169 and 166 wide in 335). A date
/// picker in the wheels style has a height of its own, the stored one (§26; xDrip's
/// TreatmentsInsertViewController, 162 tall in landscape).
@Suite struct IBFillProportionallyTests {
  /// A date picker `id` in the wheels style, stored at `frame` (the `<rect>`'s
  /// attributes), without constraints of its own, indented `indent` spaces.
  static func wheelsDatePicker(_ id: String, frame: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    return [
      #"<datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
      #"    <rect key="frame" \#(frame)/>"#,
      "</datePicker>",
    ].map { margin + $0 }.joined(separator: "\n")
  }

  /// A horizontal stack `hst` (10 from the root's sides, spacing 20) of a plain view
  /// `pln` stored 255 wide and a label stored 80 wide; a vertical stack `vst`, centred
  /// and 300 wide (spacing 30), of a stack view `nst` (two 40-point views 10 apart) and
  /// a wheels date picker `dtp` stored 162 tall; below it, a wheels date picker `dp2`
  /// pinned by its top and sides only.
  static let document = TestDocuments.storyboard(
    """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="20" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="hst-00-id">
                                    <rect key="frame" x="10" y="40" width="355" height="30"/>
                                    <subviews>
    \(TestDocuments.fixedHeightView("pln-00-id", frame: #"x="0.0" y="0.0" width="255" height="30""#, height: 30, heightID: "ph1-00-id", indent: 36))
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Units" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                            <rect key="frame" x="275" y="0.0" width="80" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </stackView>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="vst-00-id">
                                    <rect key="frame" x="37.5" y="192.5" width="300" height="282"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="nst-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="90"/>
                                            <subviews>
    \(TestDocuments.fixedHeightView("nv1-00-id", frame: #"x="0.0" y="0.0" width="300" height="40""#, height: 40, heightID: "n1h-00-id", indent: 44))
    \(TestDocuments.fixedHeightView("nv2-00-id", frame: #"x="0.0" y="50" width="300" height="40""#, height: 40, heightID: "n2h-00-id", indent: 44))
                                            </subviews>
                                        </stackView>
    \(Self.wheelsDatePicker("dtp-00-id", frame: #"x="0.0" y="120" width="300" height="162""#, indent: 36))
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="300" id="vw1-00-id"/>
                                    </constraints>
                                </stackView>
    \(Self.wheelsDatePicker("dp2-00-id", frame: #"x="0.0" y="480" width="375" height="162""#, indent: 28))
                            </subviews>
                            <constraints>
                                <constraint firstItem="hst-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="10" id="hl1-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="hst-00-id" secondAttribute="trailing" constant="10" id="hr1-00-id"/>
                                <constraint firstItem="hst-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="ht1-00-id"/>
                                <constraint firstItem="vst-00-id" firstAttribute="centerX" secondItem="root-00-id" secondAttribute="centerX" id="vx1-00-id"/>
                                <constraint firstItem="vst-00-id" firstAttribute="centerY" secondItem="root-00-id" secondAttribute="centerY" id="vy1-00-id"/>
                                <constraint firstItem="dp2-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="480" id="dt1-00-id"/>
                                <constraint firstItem="dp2-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="dl1-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="dp2-00-id" secondAttribute="trailing" id="dr1-00-id"/>
                            </constraints>
    """)

  /// The plain view keeps its stored 255 of the 355 the stack gets, the label its 80.
  @Test func aPlainViewSharesByItsStoredWidth() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.frame("pln-00-id") == CGRect(x: 0, y: 0, width: 255, height: 30))
    #expect(scene.frame("lbl-00-id") == CGRect(x: 275, y: 0, width: 80, height: 30))
  }

  /// The nested stack keeps its content's 90 and the date picker its 162: the stack
  /// is 90 + 30 + 162 = 282 tall, centred.
  @Test func aNestedStackAndAWheelsDatePickerKeepTheirHeights() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.frame("vst-00-id") == CGRect(x: 37.5, y: 192.5, width: 300, height: 282))
    #expect(scene.frame("nst-00-id") == CGRect(x: 0, y: 0, width: 300, height: 90))
    #expect(scene.frame("dtp-00-id") == CGRect(x: 0, y: 120, width: 300, height: 162))
  }

  /// A wheels date picker placed by its top and sides only is as tall as stored, and
  /// `check` finds nothing in the scene (no view ambiguous or misplaced).
  @Test func aWheelsDatePickerHasAHeightOfItsOwn() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.frame("dp2-00-id") == CGRect(x: 0, y: 480, width: 375, height: 162))
    #expect(scene.findings().map(\.message) == [])
  }

  /// Laying the scene out again changes no frame: the shares do not follow the
  /// frames the first pass gave.
  @Test func aSecondPassChangesNothing() throws {
    let scene = try IBTestScene(Self.document)
    let ids = ["hst-00-id", "pln-00-id", "lbl-00-id", "vst-00-id", "nst-00-id", "dtp-00-id", "dp2-00-id"]
    let first = ids.map { scene.frame($0) }
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(ids.map { scene.frame($0) } == first)
  }
}
