import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A document whose required constraints conflict: the constraint Auto Layout breaks
/// still pulls, before every optional priority (UIKitBehaviour.md §71).
@Suite struct IBBrokenConstraintPullTests {
  /// A 375 × 667 scene (Xcode 12) with view `box` 16 points from the root's leading
  /// edge and at least 16 from its trailing edge, at least 250 wide, at most `cap`
  /// wide, and 343 wide at priority 750. The box's own constraints reach the engine
  /// after the root's, in document order, so with a cap below 250 the cap is the
  /// constraint broken (§9.3).
  static func document(cap: Int) -> String {
    TestDocuments.storyboard(
      tools: "17701", initial: "vc0-00-id", device: "retina4_7",
      scenes: """
            <scene sceneID="s-vc0">
                <objects>
                    <viewController id="vc0-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-0-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                    <rect key="frame" x="16" y="100" width="343" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="250" id="w00-00-id"/>
                                        <constraint firstAttribute="width" relation="lessThanOrEqual" constant="\(cap)" id="w01-00-id"/>
                                        <constraint firstAttribute="width" priority="750" constant="343" id="w02-00-id"/>
                                        <constraint firstAttribute="height" constant="40" id="h01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-0-id" secondAttribute="leading" constant="16" id="c01-00-id"/>
                                <constraint firstItem="root-0-id" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="box-00-id" secondAttribute="trailing" constant="16" id="c02-00-id"/>
                                <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-0-id" secondAttribute="top" constant="100" id="c03-00-id"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        """)
  }

  @Test func theBrokenConstraintStillPullsTheBox() throws {
    let scene = try IBTestScene(Self.document(cap: 200))
    let conflicts = scene.findings().filter { $0.code == "unsatisfiable-constraints" }.map(\.message)
    #expect(
      conflicts == [
        "View (box-00-id): unsatisfiable constraints: w00-00-id, w01-00-id conflict; Auto Layout breaks w01-00-id (box-00-id.width <= 200).\(IBCheckerTests.conflictFix)"
      ])
    // The broken cap still pulls the box as narrow as its floor allows, 250, before
    // the 750 wish for 343 (left out of the solver, the cap would let the wish win).
    #expect(scene.frame("box-00-id") == CGRect(x: 16, y: 100, width: 250, height: 40))
  }

  @Test func withoutAConflictNothingIsBroken() throws {
    let scene = try IBTestScene(Self.document(cap: 400))
    #expect(scene.findings().filter { $0.code == "unsatisfiable-constraints" }.isEmpty)
    #expect(scene.frame("box-00-id") == CGRect(x: 16, y: 100, width: 343, height: 40))
  }
}
