import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkTestSupport
import Testing

/// Standard spacing (`symbolic="YES"`) to a safe-area guide is no spacing
/// (InterfaceBuilder.md, "Standard spacing to the safe area").
@Suite struct IBStandardSpacingTests {
  /// A 100 × 10 box `id`, its leading edge on the root's.
  static func box(_ id: String) -> String {
    """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w\(id.dropFirst(2).prefix(1))x-00-id"/>
                                            <constraint firstAttribute="height" constant="10" id="h\(id.dropFirst(2).prefix(1))x-00-id"/>
                                        </constraints>
                                    </view>
    """
  }

  /// Box a's bottom 8 (standard) above the safe area's bottom; box b 8 (standard)
  /// below its top; box c 8 below its top, not standard; box d 8 (standard) below
  /// box c; box e's trailing at least standard spacing inside the safe area's.
  static let document = TestDocuments.storyboard(
    """
                            <subviews>
    \(box("bxa-00-id"))
    \(box("bxb-00-id"))
    \(box("bxc-00-id"))
    \(box("bxd-00-id"))
    \(box("bxe-00-id"))
                            </subviews>
                            <constraints>
                                <constraint firstItem="safe-00-id" firstAttribute="bottom" secondItem="bxa-00-id" secondAttribute="bottom" constant="8" symbolic="YES" id="sa1-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="8" symbolic="YES" id="sb1-00-id"/>
                                <constraint firstItem="bxc-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="8" id="sc1-00-id"/>
                                <constraint firstItem="bxd-00-id" firstAttribute="top" secondItem="bxc-00-id" secondAttribute="bottom" constant="8" symbolic="YES" id="sd1-00-id"/>
                                <constraint firstItem="bxe-00-id" firstAttribute="top" secondItem="bxd-00-id" secondAttribute="bottom" id="se1-00-id"/>
                                <constraint firstItem="safe-00-id" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="bxe-00-id" secondAttribute="trailing" constant="8" symbolic="YES" id="se2-00-id"/>
                                <constraint firstItem="bxe-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" priority="750" id="se3-00-id"/>
                                <constraint firstItem="bxa-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="la1-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="lb1-00-id"/>
                                <constraint firstItem="bxc-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="lc1-00-id"/>
                                <constraint firstItem="bxd-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="ld1-00-id"/>
                            </constraints>
    """)

  /// The boxes' frames on the canvas (`device` nil) or on `device`.
  static func frames(device: Device? = nil) throws -> [CGRect?] {
    let doc = try IBDocument(string: document)
    let options = device.map { IBLayoutOptions(device: $0) } ?? IBOracle.canvasOptions(for: doc)
    let layout = IBLayoutBuilder(document: doc, options: options).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return ["bxa-00-id", "bxb-00-id", "bxc-00-id", "bxd-00-id", "bxe-00-id"].map { layout.views[$0]?.frame }
  }

  @Test func standardSpacingToTheSafeAreaIsNone() throws {
    // kharrison's RefreshScroll (Xcode 11): a scroll view pinned by a standard
    // constraint stored as 8 ends on the bottom of a 667-point root (no home
    // indicator); xDrip (Xcode 16) writes such constraints with no constant.
    #expect(
      try Self.frames() == [
        CGRect(x: 0, y: 657, width: 100, height: 10),  // flush with the safe area's bottom
        CGRect(x: 0, y: 20, width: 100, height: 10),  // flush with its top, under the status bar
        CGRect(x: 0, y: 28, width: 100, height: 10),  // a plain 8 stays 8
        CGRect(x: 0, y: 46, width: 100, height: 10),  // standard between siblings stays 8
        CGRect(x: 275, y: 56, width: 100, height: 10),  // trailing may reach the safe area's
      ])
  }

  @Test func theRuleHoldsOnAChosenDeviceAndAgainOnASecondPass() throws {
    // The document's meaning, not the canvas's: on a chosen device the same zero
    // applies (the iPhone X: safe area from 44 to 778).
    let phone = try #require(Device.named("iphone-x"))
    let onPhone = try Self.frames(device: phone)
    #expect(onPhone.first == CGRect(x: 0, y: 768, width: 100, height: 10))
    #expect(onPhone.dropFirst().first == CGRect(x: 0, y: 44, width: 100, height: 10))
    // A second layout pass changes nothing.
    let doc = try IBDocument(string: Self.document)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    let first = layout.views.mapValues(\.frame)
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.views.mapValues(\.frame) == first)
  }
}
