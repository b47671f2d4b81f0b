import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The canvas puts a vertical flow layout's first cell at its section inset, even alone
/// on its line; a first cell stored elsewhere is misplaced, and before Xcode 10.1 so is
/// every view inside it (InterfaceBuilder.md, "Verdicts", "A flow layout's first cell
/// sits at its section inset": FreeOTP's token cell, stored centred at x 23.5 for a
/// 10-point inset, is flagged with its 9 views; Hero, nRF Toolbox, iNaturalist and
/// five more store theirs at the inset, unflagged).
@Suite struct IBCollectionCellPositionTests {
  /// A full-screen collection view whose flow layout has a 300 × 96 item size and a
  /// 10-point section inset (and `extra` attributes on the layout), holding one cell
  /// stored at (`x`, 10) whose content is a label pinned to the cell's leading and top
  /// margins, 200 × 21, in a document of `tools`.
  static func document(x: String, tools: String = "13771", extra: String = "") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10"\(extra) id="flo-00-id">
                                          <size key="itemSize" width="300" height="96"/>
                                          <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                          <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                          <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                                      </collectionViewFlowLayout>
                                      <cells>
                                          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="tok" id="cel-00-id">
                                              <rect key="frame" x="\(x)" y="10" width="300" height="96"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                  <rect key="frame" x="0.0" y="0.0" width="300" height="96"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Issuer" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                                          <rect key="frame" x="8" y="8" width="200" height="21"/>
                                                          <constraints>
                                                              <constraint firstAttribute="width" constant="200" id="lw0-00-id"/>
                                                              <constraint firstAttribute="height" constant="21" id="lh0-00-id"/>
                                                          </constraints>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                          <nil key="highlightedColor"/>
                                                      </label>
                                                  </subviews>
                                              </view>
                                              <constraints>
                                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="cel-00-id" secondAttribute="leadingMargin" id="ll0-00-id"/>
                                                  <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="cel-00-id" secondAttribute="topMargin" id="lt0-00-id"/>
                                              </constraints>
                                              <size key="customSize" width="300" height="96"/>
                                          </collectionViewCell>
                                      </cells>
                                  </collectionView>
                              </subviews>
                              \(TestDocuments.pinnedToSafeArea("col-00-id"))
      """, tools: tools)
  }

  @Test func documentReadsTheFlowLayout() throws {
    let doc = try IBDocument(string: Self.document(x: "10", extra: " sectionInsetReference=\"layoutMargins\""))
    let collection = try #require(doc.scenes[0].root.subviews.first)
    #expect(
      collection.flowLayout
        == IBFlowLayout(
          sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), sectionInsetReference: "layoutMargins",
          itemSize: CGSize(width: 300, height: 96)))
    #expect(collection.flowLayout?.firstCellOrigin == nil)
    let horizontal = try IBDocument(string: Self.document(x: "10", extra: " scrollDirection=\"horizontal\""))
    #expect(horizontal.scenes[0].root.subviews.first?.flowLayout?.firstCellOrigin == nil)
    let plain = try IBDocument(string: Self.document(x: "10"))
    #expect(plain.scenes[0].root.subviews.first?.flowLayout?.firstCellOrigin == CGPoint(x: 10, y: 10))
  }

  @Test func firstCellAtTheSectionInsetIsNotMisplaced() throws {
    #expect(try IBMisplacedRuleTests.misplaced(Self.document(x: "10")) == [])
    #expect(try IBMisplacedRuleTests.misplaced(Self.document(x: "10", tools: "17701")) == [])
  }

  @Test func centredFirstCellIsMisplacedWithItsContentBeforeXcode10() throws {
    let text = Self.document(x: "37.5")
    let cell = TestDocuments.line(of: "id=\"cel-00-id\"", in: text)
    let label = TestDocuments.line(of: "id=\"lab-00-id\"", in: text)
    #expect(
      try IBMisplacedRuleTests.misplaced(text) == [
        "\(cell): Collection View Cell (cel-00-id) is misplaced: the document stores (37.5, 10, 300, 96); its flow layout puts its first cell at the section inset, (10, 10)",
        "\(label): Label 'Issuer' (lab-00-id) is misplaced: the document stores (8, 8, 200, 21); it moves with Collection View Cell (cel-00-id), which its flow layout puts at (10, 10) where the document stores (37.5, 10), and before Xcode 10.1 Xcode flags the views inside a misplaced view too",
      ])
  }

  @Test func fromXcode10OnlyTheCellIsMisplaced() throws {
    let text = Self.document(x: "37.5", tools: "14460")
    #expect(
      try IBMisplacedRuleTests.misplaced(text).map { $0.components(separatedBy: ": ")[1] } == [
        "Collection View Cell (cel-00-id) is misplaced"
      ])
  }

  @Test func insetCountedFromTheMarginsIsNotJudged() throws {
    let text = Self.document(x: "37.5", extra: " sectionInsetReference=\"layoutMargins\"")
    #expect(try IBMisplacedRuleTests.misplaced(text) == [])
  }

  /// `fix --update-frames` moves the cell to the inset and leaves its content, stored
  /// relative to the cell, as it is; the fixed document has no misplaced finding.
  @Test func fixMovesTheCellToTheInset() throws {
    let text = Self.document(x: "37.5")
    let fix = try IBFrameFix.updatingFrames(of: TestDocuments.data(text))
    let fixed = try IBDocument(data: Data(fix.bytes))
    let cell = try #require(fixed.scenes[0].root.subviews.first?.subviews.first)
    #expect(cell.frame == CGRect(x: 10, y: 10, width: 300, height: 96))
    #expect(cell.subviews.first?.subviews.first?.frame == CGRect(x: 8, y: 8, width: 200, height: 21))
    try IBMisplacedRuleTests.expectFixIsComplete(text)
  }
}
