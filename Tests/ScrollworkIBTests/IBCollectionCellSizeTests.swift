import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A flow layout gives its cells the item size; a prototype cell keeps another size
/// only through the size inspector's custom size (InterfaceBuilder.md, "Verdicts";
/// Hackers' feed cell, stored 84 points tall for a 128-point item size, is flagged).
@Suite struct IBCollectionCellSizeTests {
  /// A collection view cell `id` stored `width` × `height` at (10, `y`), with an
  /// empty content view, and a `customSize` when `custom`.
  static func cell(_ id: String, y: String, width: String, height: String, custom: Bool = false) -> String {
    """
                                          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)-00-id">
                                              <rect key="frame" x="10" y="\(y)" width="\(width)" height="\(height)"/>
                                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)-01-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                              </view>
    """
      + (custom
        ? "\n                                              <size key=\"customSize\" width=\"\(width)\" height=\"\(height)\"/>"
        : "")
      + "\n                                          </collectionViewCell>"
  }

  /// A full-screen collection view whose flow layout has a 120 × 150 item size (and
  /// `estimated` as its estimated item size, when given), holding `cells`.
  static func document(cells: [String], estimated: String? = nil) -> String {
    let estimate =
      estimated.map { "\n                                          <size key=\"estimatedItemSize\" \($0)/>" } ?? ""
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-id">
                                          <size key="itemSize" width="120" height="150"/>\(estimate)
                                      </collectionViewFlowLayout>
                                      <cells>
      \(cells.joined(separator: "\n"))
                                      </cells>
                                  </collectionView>
                              </subviews>
                              \(TestDocuments.pinnedToSafeArea("col-00-id"))
      """)
  }

  /// The three cells: at the item size, off it without a custom size, off it with one.
  static let cells = [
    cell("aaa", y: "10", width: "120", height: "150"),
    cell("bbb", y: "170", width: "120", height: "84"),
    cell("ccc", y: "264", width: "100", height: "100", custom: true),
  ]

  @Test func documentParsesItemAndCustomSizes() throws {
    let doc = try IBDocument(string: Self.document(cells: Self.cells))
    let collection = try #require(doc.scenes[0].root.subviews.first)
    #expect(collection.flowLayout?.itemSize == CGSize(width: 120, height: 150))
    #expect(collection.subviews.map(\.customSize) == [nil, nil, CGSize(width: 100, height: 100)])
    let estimated = try IBDocument(
      string: Self.document(cells: Self.cells, estimated: "width=\"120\" height=\"150\""))
    #expect(estimated.scenes[0].root.subviews.first?.flowLayout?.itemSize == nil)
  }

  @Test func cellOffTheItemSizeWithoutCustomSizeIsMisplaced() throws {
    let text = Self.document(cells: Self.cells)
    let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("id=\"bbb-00-id\"") }) + 1
    #expect(
      try IBMisplacedRuleTests.misplaced(text) == [
        "\(line): Collection View Cell (bbb-00-id) is misplaced: the document stores (10, 170, 120, 84); its flow layout's item size is 120×150 and the cell has no custom size"
      ])
    let fix = try IBFrameFix.updatingFrames(of: TestDocuments.data(text))
    let fixed = try IBDocument(data: Data(fix.bytes))
    let frames = try #require(fixed.scenes[0].root.subviews.first).subviews.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 10, y: 10, width: 120, height: 150), CGRect(x: 10, y: 170, width: 120, height: 150),
        CGRect(x: 10, y: 264, width: 100, height: 100),
      ])
  }

  @Test func cellsOfASelfSizingFlowLayoutAreNotJudgedByTheItemSize() throws {
    let text = Self.document(cells: Self.cells, estimated: "width=\"120\" height=\"150\"")
    #expect(try IBMisplacedRuleTests.misplaced(text) == [])
    let zero = Self.document(cells: Self.cells, estimated: "width=\"0.0\" height=\"0.0\"")
    #expect(
      try IBMisplacedRuleTests.misplaced(zero).map { $0.components(separatedBy: ": ")[1] } == [
        "Collection View Cell (bbb-00-id) is misplaced"
      ])
  }
}
