import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The content views of self-sizing rows that Xcode before 13 draws 44 points tall
/// whatever their content asks for (`IBChecker.legacySelfSizingContentFindings(in:)`;
/// InterfaceBuilder.md, "Verdicts"): Xcode flags the content view ambiguous when its
/// constraints give it another height.
@Suite struct IBSelfSizingContentTests {
  /// A 375-point table of `dataMode` whose `rowHeight` is `tableRowHeight`, holding
  /// one cell (`cel-00-id`, with the extra attributes `cell`) stored 44 points tall
  /// whose content view (`cvw-00-id`, stored `contentHeight` tall) holds a view pinned
  /// to its top and bottom margins with a height constraint of `boxHeight` (the
  /// content asks for 22 more: Interface Builder's 11-point margins from Xcode 9).
  /// Static by default: before Xcode 13 the canvas draws a static row 44 tall and a
  /// prototype row at its content's height.
  static func table(
    boxHeight: Int, tools: String = "17701", tableRowHeight: String = "-1", dataMode: String = "static",
    cell: String = "", contentHeight: String = "44"
  ) -> String {
    let group = dataMode == "static" ? "sections" : "prototypes"
    let open = dataMode == "static" ? "<tableViewSection id=\"sec-00-id\">\n<cells>" : ""
    let close = dataMode == "static" ? "</cells>\n</tableViewSection>" : ""
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="plain" separatorStyle="default" rowHeight="\(tableRowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <\(group)>
      \(open)
                                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(cell) id="cel-00-id">
                                              <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-id" id="cvw-00-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                                          <rect key="frame" x="16" y="11" width="343" height="22"/>
                                                          <constraints>
                                                              <constraint firstAttribute="height" constant="\(boxHeight)" id="c00-00-id"/>
                                                          </constraints>
                                                      </view>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                      <constraint firstItem="box-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailingMargin" id="c02-00-id"/>
                                                      <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                                                      <constraint firstItem="box-00-id" firstAttribute="bottom" secondItem="cvw-00-id" secondAttribute="bottomMargin" id="c04-00-id"/>
                                                  </constraints>
                                              </tableViewCellContentView>
                                          </tableViewCell>
      \(close)
                                      </\(group)>
                                  </tableView>
                              </subviews>
                              \(TestDocuments.pinnedToSafeArea("tbl-00-id"))
      """, tools: tools)
  }

  @Test func contentAskingForAnotherHeightThanTheDrawnRowIsAmbiguous() throws {
    let text = Self.table(boxHeight: 58)
    let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: text)
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(text) == [
        "A.storyboard:\(line): warning: [TestViewController] Content View (cvw-00-id): its constraints give it a height of 80 pt, but Xcode before 13 draws the self-sizing row of Table View Cell (cel-00-id) 44 pt tall (content 44 pt): give the cell a row height of 80 or change the content's vertical constraints to fit"
      ])
    // Scored against Xcode's flag on the content view.
    let flagged = text.replacingOccurrences(
      of: "insetsLayoutMarginsFromSafeArea=\"NO\" tableViewCell=",
      with: "insetsLayoutMarginsFromSafeArea=\"NO\" ambiguous=\"YES\" tableViewCell=")
    let verdicts = IBConformance.run(data: TestDocuments.data(flagged), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  /// A second case, beyond the corpus's rows: a static table saved by Xcode 10
  /// (build 14490), whose content view is the row less the 0.5-point separator;
  /// content asking for 43.5 fits, content asking for 44 does not.
  @Test func beforeXcode11TheSeparatorIsLeftOutOfTheDrawnRow() throws {
    let fits = Self.table(boxHeight: 21, tools: "14490", dataMode: "static", contentHeight: "43.5")
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(
        fits.replacingOccurrences(of: "constant=\"21\"", with: "constant=\"21.5\"")) == [])
    let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: fits)
    let tall = fits.replacingOccurrences(of: "constant=\"21\"", with: "constant=\"22\"")
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(tall) == [
        "A.storyboard:\(line): warning: [TestViewController] Content View (cvw-00-id): its constraints give it a height of 44 pt, but Xcode before 13 draws the self-sizing row of Table View Cell (cel-00-id) 44 pt tall (content 43.5 pt): give the cell a row height of 44.5 or change the content's vertical constraints to fit"
      ])
  }

  @Test func rowsOfAFixedHeightOrSavedByXcode13AreNotJudged() throws {
    // The content asks for 80 points in each: a fixed table row height, a row height
    // of the cell's own, and Xcode 13 (build 19529), whose canvas sizes the row to it.
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(boxHeight: 58, tableRowHeight: "44")) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(boxHeight: 58, cell: "rowHeight=\"80\"")) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.table(boxHeight: 58, tools: "19529")) == [])
  }

  /// Before Xcode 13 a prototype row is drawn at its content's height (a held-out
  /// Xcode 11.2 document: an 81.5-point prototype row, unflagged): nothing to report
  /// in a prototype row whose content asks for 80 (Xcode 10, 11 and 12), which the
  /// same row of a static table reports.
  @Test func aPrototypeRowIsDrawnAtItsContentsHeight() throws {
    for (tools, content, row) in [("14490", "43.5", "80.5"), ("15400", "44", "80"), ("17701", "44", "80")] {
      #expect(
        try IBAmbiguityRuleTests.ambiguityLines(
          Self.table(boxHeight: 58, tools: tools, dataMode: "prototypes", contentHeight: content)) == [])
      let text = Self.table(boxHeight: 58, tools: tools, contentHeight: content)
      let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: text)
      #expect(
        try IBAmbiguityRuleTests.ambiguityLines(text) == [
          "A.storyboard:\(line): warning: [TestViewController] Content View (cvw-00-id): its constraints give it a height of 80 pt, but Xcode before 13 draws the self-sizing row of Table View Cell (cel-00-id) 44 pt tall (content \(content) pt): give the cell a row height of \(row) or change the content's vertical constraints to fit"
        ], "\(tools)")
    }
  }

  @Test func contentThatLeavesItsHeightOpenIsNotReported() throws {
    // Only a lower bound on the box: the content fits any row of 42 points or more.
    let open = Self.table(boxHeight: 20).replacingOccurrences(
      of: "firstAttribute=\"height\" constant=\"20\"",
      with: "firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"20\"")
    #expect(try IBAmbiguityRuleTests.ambiguityLines(open) == [])
  }

  /// Property: the content view is reported exactly when its content asks for a
  /// height other than the drawn row's, with that height, and giving the cell the
  /// row height the finding names removes it.
  @Test func theNamedRowHeightRemovesTheFinding() throws {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 1717).value)
    for _ in 0..<12 {
      let box = Int.random(in: 10...90, using: &random)
      let text = Self.table(boxHeight: box)
      let lines = try IBAmbiguityRuleTests.ambiguityLines(text)
      guard box + 22 != 44 else {
        #expect(lines == [], "\(box)")
        continue
      }
      #expect(lines.count == 1, "\(box)")
      #expect(lines.first?.contains("give it a height of \(box + 22) pt") == true, "\(lines)")
      guard let start = lines.first?.range(of: "row height of ")?.upperBound,
        let end = lines[0].range(of: " or change")?.lowerBound
      else { continue }
      let height = String(lines[0][start..<end])
      #expect(height == "\(box + 22)")
      #expect(
        try IBAmbiguityRuleTests.ambiguityLines(Self.table(boxHeight: box, cell: "rowHeight=\"\(height)\"")) == [],
        "\(box)")
    }
  }
}
