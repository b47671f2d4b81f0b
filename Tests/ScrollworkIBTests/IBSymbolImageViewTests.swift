import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// SF Symbol image views are laid out by an alignment rectangle centred in the frame
/// Xcode stored, in each axis with a fixed size constraint (InterfaceBuilder.md, "SF
/// Symbol image views"; tinode's ChatListViewCell and Main storyboard).
@Suite struct IBSymbolImageViewTests {
  /// Two symbol image views side by side under the safe area's top: `nosign` pinned
  /// 26 × 18 at (20, 100), stored 26 × 17 (its alignment rectangle half a point
  /// outside the frame above and below, as tinode's ChatListViewCell stores it), and
  /// `checkmark.seal.fill` pinned 12 tall (no width constraint) stored 18 × 21, its top
  /// aligned with the first one's. A box is pinned 4 below each image's bottom.
  static let document = TestDocuments.storyboard(
    """
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="ima-00-id">
                                    <rect key="frame" x="20" y="100.5" width="26" height="17"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="26" id="i01-00-id"/>
                                        <constraint firstAttribute="height" constant="18" id="i02-00-id"/>
                                    </constraints>
                                    <imageReference key="image" image="nosign" catalog="system" symbolScale="medium"/>
                                </imageView>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="imb-00-id">
                                    <rect key="frame" x="50" y="95.5" width="18" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="12" id="i03-00-id"/>
                                    </constraints>
                                    <imageReference key="image" image="checkmark.seal.fill" catalog="system" symbolScale="large"/>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxa-00-id">
                                    <rect key="frame" x="20" y="122" width="10" height="10"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxb-00-id">
                                    <rect key="frame" x="50" y="116" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ima-00-id" firstAttribute="leading" secondItem="safe-00-id" secondAttribute="leading" constant="20" id="c01-00-id"/>
                                <constraint firstItem="ima-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="80" id="c02-00-id"/>
                                <constraint firstItem="imb-00-id" firstAttribute="leading" secondItem="ima-00-id" secondAttribute="trailing" constant="4" id="c03-00-id"/>
                                <constraint firstItem="imb-00-id" firstAttribute="top" secondItem="ima-00-id" secondAttribute="top" id="c04-00-id"/>
                                <constraint firstItem="bxa-00-id" firstAttribute="top" secondItem="ima-00-id" secondAttribute="bottom" constant="4" id="c05-00-id"/>
                                <constraint firstItem="bxa-00-id" firstAttribute="leading" secondItem="ima-00-id" secondAttribute="leading" id="c06-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="top" secondItem="imb-00-id" secondAttribute="bottom" constant="4" id="c07-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="leading" secondItem="imb-00-id" secondAttribute="leading" id="c08-00-id"/>
                                <constraint firstItem="bxa-00-id" firstAttribute="width" constant="10" id="c09-00-id"/>
                                <constraint firstItem="bxa-00-id" firstAttribute="height" constant="10" id="c10-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="width" constant="10" id="c11-00-id"/>
                                <constraint firstItem="bxb-00-id" firstAttribute="height" constant="10" id="c12-00-id"/>
                            </constraints>
    """
  ).replacingOccurrences(
    of: "<image name=\"Sun\" width=\"150\" height=\"150\"/>",
    with: "<image name=\"Sun\" width=\"150\" height=\"150\"/>\n"
      + "        <image name=\"checkmark.seal.fill\" catalog=\"system\" width=\"128\" height=\"128\"/>\n"
      + "        <image name=\"nosign\" catalog=\"system\" width=\"128\" height=\"121\"/>")

  @Test func framesAreTheStoredSizeCentredOnTheConstrainedRectangle() throws {
    let scene = try IBTestScene(Self.document)
    let a = try #require(scene.layout.views["ima-00-id"])
    let b = try #require(scene.layout.views["imb-00-id"])
    // Alignment rectangles: (20, 100, 26, 18) and (50, 100, 18, 12).
    #expect(a.alignmentRectInsets == EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0))
    #expect(b.alignmentRectInsets == EdgeInsets(top: 4.5, left: 0, bottom: 4.5, right: 0))
    #expect(a.intrinsicContentSize == CGSize(width: 26, height: 18))
    #expect(b.intrinsicContentSize == CGSize(width: 18, height: 12))
    // The frames are the stored ones (tinode: 8zw-ko-8Ep and BLB-H5-KE0).
    #expect(scene.frame("ima-00-id") == CGRect(x: 20, y: 100.5, width: 26, height: 17))
    #expect(scene.frame("imb-00-id") == CGRect(x: 50, y: 95.5, width: 18, height: 21))
    // Constraints on the image's edges act on its alignment rectangle.
    #expect(scene.frame("bxa-00-id") == CGRect(x: 20, y: 122, width: 10, height: 10))
    #expect(scene.frame("bxb-00-id") == CGRect(x: 50, y: 116, width: 10, height: 10))
    #expect(try IBMisplacedRuleTests.misplaced(Self.document) == [])
    // A second layout pass changes nothing.
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("ima-00-id") == CGRect(x: 20, y: 100.5, width: 26, height: 17))
    #expect(scene.frame("imb-00-id") == CGRect(x: 50, y: 95.5, width: 18, height: 21))
  }

  @Test func onlyRequiredEqualSizesOfTheViewGiveInsets() {
    let stored = CGRect(x: 0, y: 0, width: 18, height: 21)
    func size(
      _ attribute: LayoutAttribute, _ constant: CGFloat, priority: Float = 1000, relation: LayoutRelation = .equal
    )
      -> IBConstraint
    {
      IBConstraint(
        id: "c-\(attribute)", line: 1, firstItem: "v", firstAttribute: attribute, relation: relation, secondItem: nil,
        secondAttribute: .notAnAttribute, multiplier: 1, constant: constant, priority: priority, isPlaceholder: false,
        isSymbolic: false, identifier: nil, owner: "v")
    }
    #expect(
      IBImageView.symbolInsets(stored: stored, constraints: [size(.height, 12), size(.width, 20)], id: "v")
        == EdgeInsets(top: 4.5, left: -1, bottom: 4.5, right: -1))
    // An optional or inequality size, or another view's, does not fix the rectangle.
    #expect(
      IBImageView.symbolInsets(
        stored: stored,
        constraints: [size(.height, 12, priority: 750), size(.width, 20, relation: .greaterThanOrEqual)],
        id: "v") == EdgeInsets())
    #expect(IBImageView.symbolInsets(stored: stored, constraints: [size(.height, 12)], id: "w") == EdgeInsets())
  }
}
