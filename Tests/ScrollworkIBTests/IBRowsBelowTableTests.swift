import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The views of table rows that lie wholly below their table, which Xcode from 14.3
/// flags ambiguous whatever their constraints (`IBChecker.rowsBelowTableFindings(in:)`;
/// InterfaceBuilder.md, "Rows below the table"): nRF Device Manager's container views
/// in its ImageController's last two rows, iNaturalist's ObsDetailV2 rows.
@Suite struct IBRowsBelowTableTests {
  /// A static table 647 points tall (pinned to the safe area of a 375 × 667 canvas)
  /// saved by Xcode build `tools`, with two self-sizing rows stored 51 points tall (the
  /// height the canvas gives a row whose content asks for none, as nRF's "Image
  /// Upload" row), each holding a container view pinned to its content view's four
  /// edges: `cel-01-id` at
  /// y 500 (inside the table) and `cel-02-id` at y `secondRowY`, which also holds a
  /// button with a fixed frame and a hidden label pinned to its top.
  static func table(tools: String = "24765", secondRowY: String = "700") -> String {
    func row(_ n: String, y: String, extra: String = "", extraConstraints: String = "") -> String {
      """
                                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="cel-\(n)-id">
                                                      <rect key="frame" x="0.0" y="\(y)" width="375" height="51"/>
                                                      <autoresizingMask key="autoresizingMask"/>
                                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-\(n)-id" id="cvw-\(n)-id">
                                                          <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                          <autoresizingMask key="autoresizingMask"/>
                                                          <subviews>
                                                              <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(n)-id">
                                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                              </containerView>
      \(extra)
                                                          </subviews>
                                                          <constraints>
                                                              <constraint firstItem="box-\(n)-id" firstAttribute="leading" secondItem="cvw-\(n)-id" secondAttribute="leading" id="c01-\(n)-id"/>
                                                              <constraint firstAttribute="trailing" secondItem="box-\(n)-id" secondAttribute="trailing" id="c02-\(n)-id"/>
                                                              <constraint firstItem="box-\(n)-id" firstAttribute="top" secondItem="cvw-\(n)-id" secondAttribute="top" id="c03-\(n)-id"/>
                                                              <constraint firstAttribute="bottom" secondItem="box-\(n)-id" secondAttribute="bottom" id="c04-\(n)-id"/>
      \(extraConstraints)
                                                          </constraints>
                                                      </tableViewCellContentView>
                                                  </tableViewCell>
      """
    }
    let extra = """
                                                              <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-02-id">
                                                                  <rect key="frame" x="16" y="40" width="60" height="30"/>
                                                                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                                  <state key="normal" title="Go"/>
                                                              </button>
                                                              <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hidden" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-02-id">
                                                                  <rect key="frame" x="16" y="8" width="50" height="21"/>
                                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                              </label>
      """
    let extraConstraints = """
                                                              <constraint firstItem="lbl-02-id" firstAttribute="top" secondItem="cvw-02-id" secondAttribute="top" constant="8" id="c05-02-id"/>
                                                              <constraint firstItem="lbl-02-id" firstAttribute="leading" secondItem="cvw-02-id" secondAttribute="leadingMargin" id="c06-02-id"/>
      """
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <sections>
                                          <tableViewSection id="sec-00-id">
                                              <cells>
      \(row("01", y: "500"))
      \(row("02", y: secondRowY, extra: extra, extraConstraints: extraConstraints))
                                              </cells>
                                          </tableViewSection>
                                      </sections>
                                  </tableView>
                              </subviews>
                              \(TestDocuments.pinnedToSafeArea("tbl-00-id"))
      """, tools: tools)
  }

  @Test func aContainerViewInARowBelowTheTableIsAmbiguous() throws {
    let text = Self.table()
    let line = TestDocuments.line(of: "id=\"box-02-id\">", in: text)
    // Only the container of the row below: not the row inside the table, not the
    // button with a fixed frame, not the hidden label.
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(text) == [
        "A.storyboard:\(line): warning: [TestViewController] Container View (box-02-id): its row, Table View Cell (cel-02-id), lies below Table View (tbl-00-id) (at y = 700, the table 647 pt tall): Xcode from 14.3 flags the views of rows outside the table's canvas ambiguous; a taller canvas (freeform size) lays the row out"
      ])
    // Both containers are determined by their self-sizing rows (the control case: a
    // container's size does not wait for its embedded content) and stored where the
    // canvas puts them: the finding above is all `check` reports.
    let scene = try IBTestScene(text)
    #expect(scene.frame("box-01-id") == CGRect(x: 0, y: 0, width: 375, height: 51))
    #expect(scene.frame("box-02-id") == CGRect(x: 0, y: 0, width: 375, height: 51))
    #expect(scene.findings().map(\.code) == ["ambiguous-layout"])
    // Scored against Xcode's flag on the container.
    let flagged = text.replacingOccurrences(
      of: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box-02-id\"",
      with: "ambiguous=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box-02-id\"")
    let verdicts = IBConformance.run(data: TestDocuments.data(flagged), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  /// A row the table reaches into, even by a point, is laid out and judged by its
  /// constraints: nRF's container rows at y 733 and 744 of its 812-point table are
  /// unflagged (the control case: a container pinned to its row is determined).
  @Test func aRowTheTableReachesIntoIsJudgedByItsConstraints() throws {
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(secondRowY: "646")) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(secondRowY: "647")).count == 1)
  }

  /// Xcode 12 (Strongbox's DatabaseOperations, Hackers' settings: build 17156) leaves
  /// the rows below its tables unflagged.
  @Test func documentsSavedBeforeXcode14Point3AreNotJudgedSo() throws {
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(tools: "17156")) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(tools: "22129")).count == 1)
  }

  /// Property: moving the row below further down changes nothing but the position the
  /// finding names, and every finding of the rule names a row whose top is at or past
  /// its table's height.
  @Test(arguments: [647, 700, 757, 1_200])
  func theFindingFollowsTheRow(y: Int) throws {
    let text = Self.table(secondRowY: "\(y)")
    let lines = try IBAmbiguityRuleTests.ambiguityLines(text)
    #expect(lines.count == 1)
    #expect(lines.first?.contains("(at y = \(y), the table 647 pt tall)") == true)
    let scene = try IBTestScene(text)
    let cell = try #require(scene.layout.views["cel-02-id"])
    #expect(cell.frame.minY == CGFloat(y))
  }
}
