import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Views inside a misplaced view (issue 17; InterfaceBuilder.md, "Verdicts"): Xcode
/// 10 and later flag the outermost misplaced view alone, earlier versions the views
/// inside it too.
@Suite struct IBMisplacedNestingTests {
  /// A box 100 points tall by its own constraint, stored 120 tall (misplaced by its
  /// height), holding a `still` view stored where the box puts it and a `moved` view
  /// stored at x 8 where its leading constraint puts it at 20.
  static func nested(tools: String) -> String {
    IBMisplacedRuleTests.retooled(
      TestDocuments.storyboard(
        """
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                        <rect key="frame" x="0.0" y="100" width="375" height="120"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="sti-00-id">
                                                <rect key="frame" x="0.0" y="10" width="375" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="s01-00-id"/>
                                                </constraints>
                                            </view>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="mov-00-id">
                                                <rect key="frame" x="8" y="40" width="355" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="m01-00-id"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="b01-00-id"/>
                                            <constraint firstItem="sti-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="10" id="s02-00-id"/>
                                            <constraint firstItem="sti-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" id="s03-00-id"/>
                                            <constraint firstItem="sti-00-id" firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="s04-00-id"/>
                                            <constraint firstItem="mov-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="40" id="m02-00-id"/>
                                            <constraint firstItem="mov-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" constant="20" id="m03-00-id"/>
                                            <constraint firstItem="mov-00-id" firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" constant="-12" id="m04-00-id"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="b02-00-id"/>
                                    <constraint firstItem="box-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="b03-00-id"/>
                                    <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="b04-00-id"/>
                                </constraints>
        """), tools)
  }

  @Test func beforeXcode10TheViewsInsideAMisplacedViewKeepTheirFindings() throws {
    // Xcode 9.2 (13771) flags the views inside a misplaced view too (FreeOTP's token
    // cell and its nine views, LoopKit CarbKit's row view and its labels): the inner
    // view that breaks its own constraint stays reported.
    #expect(
      try IBMisplacedRuleTests.misplaced(Self.nested(tools: "13771")) == [
        "15: View (box-00-id) is misplaced: the document stores (0, 100, 375, 120), the constraints give (0, 100, 375, 100)",
        "24: View (mov-00-id) is misplaced: the document stores (8, 40, 355, 20), the constraints give (20, 40, 343, 20)",
      ])
    try IBMisplacedRuleTests.expectFixIsComplete(Self.nested(tools: "13771"))
  }

  @Test func fromXcode10OnlyTheOutermostMisplacedViewIsMisplaced() throws {
    // Xcode 10.1 (14460) and later flag the box alone (Strongbox's rows whose labels
    // are stored at another inset, iNaturalist's onboarding stacks).
    let text = Self.nested(tools: "14460")
    #expect(
      try IBMisplacedRuleTests.misplaced(text) == [
        "15: View (box-00-id) is misplaced: the document stores (0, 100, 375, 120), the constraints give (0, 100, 375, 100)"
      ])
    // `fix` still gives the inner view the frame its constraints give.
    let checker = try IBChecker(document: IBDocument(string: text))
    #expect(checker.frameUpdates().map(\.objectID) == ["box-00-id", "mov-00-id"])
    try IBMisplacedRuleTests.expectFixIsComplete(text)
  }

  @Test func theViewsInsideFollowTheSuperviewChainUpToTheNearestCell() throws {
    let layout = try IBMisplacedRuleTests.layout(
      IBCellTests.table(
        cell: "", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"96\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"96\"", body: IBMisplacedVerdictTests.tallContent))
    let box = try #require(layout.order.first { $0 == "box-00-id" })
    let chain = IBChecker.enclosingViews(of: box, in: layout)
    // The box is inside the content view and the cell, not the table above them.
    #expect(chain.map { layout.elements[$0]?.element } == ["tableViewCellContentView", "tableViewCell"])
    #expect(IBChecker.enclosingViews(of: chain[1], in: layout) == [])
  }
}
