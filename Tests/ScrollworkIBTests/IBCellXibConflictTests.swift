import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The content view of a cell `.xib` whose constraints conflict with the height its
/// top-level cell gives it (`IBChecker.topLevelCellConflictFindings(in:)`;
/// InterfaceBuilder.md, "Verdicts": *A cell `.xib` whose content conflicts with its
/// cell*): Xcode flags the content view ambiguous.
@Suite struct IBCellXibConflictTests {
  /// A cell `.xib` whose top-level cell (`cel-00-id`) is stored `cellHeight` tall, its
  /// content view (`cvw-00-id`) as tall, holding a box pinned 15 points from the
  /// content view's top and bottom with a required height of `boxHeight`: the content
  /// asks for `boxHeight` + 30.
  static func cellXib(boxHeight: Int, cellHeight: Int = 70) -> String {
    TestDocuments.xib(
      """
              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="63" id="cel-00-id">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="\(cellHeight)"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-id" id="cvw-00-id">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="\(cellHeight)"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                              <rect key="frame" x="16" y="15" width="40" height="\(boxHeight)"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="40" id="c00-00-id"/>
                                  <constraint firstAttribute="height" constant="\(boxHeight)" id="c01-00-id"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leading" constant="16" id="c02-00-id"/>
                          <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="top" constant="15" id="c03-00-id"/>
                          <constraint firstAttribute="bottom" secondItem="box-00-id" secondAttribute="bottom" constant="15" id="c04-00-id"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
      """)
  }

  static func ambiguityLines(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check()
      .filter { IBVerdicts.Flag(code: $0.code) == .ambiguous }
      .map { $0.compilerLine(file: "A.xib") }
  }

  @Test func contentAskingForMoreThanItsCellIsAmbiguous() throws {
    let text = Self.cellXib(boxHeight: 50)
    let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: text)
    #expect(
      try Self.ambiguityLines(text) == [
        "A.xib:\(line): warning: [tableViewCell] Content View (cvw-00-id): its constraints give it a height of 80 pt, but its cell Table View Cell (cel-00-id), a top-level cell no table sizes, gives it 70 pt (cell 70 pt): Xcode cannot satisfy both and flags the content view ambiguous; make the cell 80 pt tall or change the content's vertical constraints to fit"
      ])
    // Scored against Xcode's flag on the content view.
    let flagged = text.replacingOccurrences(
      of: "insetsLayoutMarginsFromSafeArea=\"NO\" tableViewCell=",
      with: "insetsLayoutMarginsFromSafeArea=\"NO\" ambiguous=\"YES\" tableViewCell=")
    let verdicts = IBConformance.run(data: TestDocuments.data(flagged), file: "A.xib").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  /// Content asking for less than its cell conflicts too (Strongbox's IconTableCell:
  /// 62 points of content in a 179-point cell).
  @Test func contentAskingForLessThanItsCellIsAmbiguous() throws {
    let text = Self.cellXib(boxHeight: 20)
    let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: text)
    #expect(
      try Self.ambiguityLines(text) == [
        "A.xib:\(line): warning: [tableViewCell] Content View (cvw-00-id): its constraints give it a height of 50 pt, but its cell Table View Cell (cel-00-id), a top-level cell no table sizes, gives it 70 pt (cell 70 pt): Xcode cannot satisfy both and flags the content view ambiguous; make the cell 50 pt tall or change the content's vertical constraints to fit"
      ])
  }

  /// Metamorphic: the fix the finding names (the cell at the content's height)
  /// removes the finding, and content that fits its cell was never reported.
  @Test func aCellAsTallAsItsContentIsNotReported() throws {
    #expect(try Self.ambiguityLines(Self.cellXib(boxHeight: 50, cellHeight: 80)).isEmpty)
    #expect(try Self.ambiguityLines(Self.cellXib(boxHeight: 40)).isEmpty)
  }

  /// The same cell in a table's row is left out: storyboard rows whose content
  /// conflicts with their row height go unflagged (InterfaceBuilder.md, "Verdicts").
  @Test func aCellInATableIsNotReported() throws {
    let text = IBSelfSizingContentTests.table(boxHeight: 50, tools: "14490", tableRowHeight: "44")
    #expect(try IBAmbiguityRuleTests.ambiguityLines(text).isEmpty)
  }
}
