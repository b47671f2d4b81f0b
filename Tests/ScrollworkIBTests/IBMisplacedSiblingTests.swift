import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Views tied to a misplaced sibling (issue 17; InterfaceBuilder.md, "Verdicts",
/// "Before Xcode 10.1, a misplaced view's tied siblings are flagged too"): Xcode
/// before 10.1 flags them with it, later versions the misplaced view alone.
@Suite struct IBMisplacedSiblingTests {
  /// A row laid out for a 600-point canvas in a 375-point root, as LoopKit CarbKit's
  /// rows: a 100-point `lft` label at the leading edge (stored where its constraints
  /// put it), a `mid` field stretched between it and a 40-point `rgt` label pinned 16
  /// from the trailing edge (stored at x 544, so it breaks that constraint), and a
  /// `far` view below, pinned to the root alone and stored where it belongs.
  static func row(tools: String) -> String {
    IBMisplacedRuleTests.retooled(
      TestDocuments.storyboard(
        """
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="lft-00-id">
                                        <rect key="frame" x="16" y="100" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="l01-00-id"/>
                                            <constraint firstAttribute="height" constant="20" id="l02-00-id"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="mid-00-id">
                                        <rect key="frame" x="124" y="100" width="412" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="m01-00-id"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="rgt-00-id">
                                        <rect key="frame" x="544" y="100" width="40" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="r01-00-id"/>
                                            <constraint firstAttribute="height" constant="20" id="r02-00-id"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="far-00-id">
                                        <rect key="frame" x="16" y="200" width="343" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="f01-00-id"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lft-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="l03-00-id"/>
                                    <constraint firstItem="lft-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="l04-00-id"/>
                                    <constraint firstItem="mid-00-id" firstAttribute="leading" secondItem="lft-00-id" secondAttribute="trailing" constant="8" id="m02-00-id"/>
                                    <constraint firstItem="rgt-00-id" firstAttribute="leading" secondItem="mid-00-id" secondAttribute="trailing" constant="8" id="m03-00-id"/>
                                    <constraint firstItem="mid-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="m04-00-id"/>
                                    <constraint firstItem="root-00-id" firstAttribute="trailing" secondItem="rgt-00-id" secondAttribute="trailing" constant="16" id="r03-00-id"/>
                                    <constraint firstItem="rgt-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="r04-00-id"/>
                                    <constraint firstItem="far-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="f02-00-id"/>
                                    <constraint firstItem="root-00-id" firstAttribute="trailing" secondItem="far-00-id" secondAttribute="trailing" constant="16" id="f03-00-id"/>
                                    <constraint firstItem="far-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="200" id="f04-00-id"/>
                                </constraints>
        """), tools)
  }

  @Test func beforeXcode10TheSiblingsTiedToAMisplacedViewAreMisplacedToo() throws {
    // Xcode 8.3 (11762) flags every view of LoopKit CarbKit's rows, the labels stored
    // where their constraints put them included; the view tied to the root alone is not.
    let tied =
      "its constraints tie it to View (rgt-00-id), which is misplaced, and before Xcode 10.1 Xcode flags the views tied to a misplaced sibling too"
    let found = try IBMisplacedRuleTests.misplaced(Self.row(tools: "11762"))
    #expect(
      found == [
        "15: View (lft-00-id) is misplaced: the document stores (16, 100, 100, 20), where its constraints put it; \(tied)",
        "22: View (mid-00-id) is misplaced: the document stores (124, 100, 412, 20), the constraints give (124, 100, 187, 20); \(tied)",
        "28: View (rgt-00-id) is misplaced: the document stores (544, 100, 40, 20), the constraints give (319, 100, 40, 20)",
      ])
    // `fix` moves the stretched field with the label that breaks its constraint, and
    // then nothing is left to report.
    let checker = try IBChecker(document: IBDocument(string: Self.row(tools: "11762")))
    #expect(checker.frameUpdates().map(\.objectID).sorted() == ["mid-00-id", "rgt-00-id"])
    try IBMisplacedRuleTests.expectFixIsComplete(Self.row(tools: "11762"))
  }

  @Test func fromXcode10OnlyTheViewThatBreaksItsConstraintIsMisplaced() throws {
    // Xcode 10.1 (14460) and later flag the misplaced view alone.
    let found = try IBMisplacedRuleTests.misplaced(Self.row(tools: "14460"))
    #expect(
      found == [
        "28: View (rgt-00-id) is misplaced: the document stores (544, 100, 40, 20), the constraints give (319, 100, 40, 20)"
      ])
  }
}
