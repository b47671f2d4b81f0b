import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The side margins of cells in a 414-point table on a home-button Plus phone, by
/// where the table stands (UIKitBehaviour.md §67; InterfaceBuilder.md, "Cells").
@Suite struct IBNestedTableMarginTests {
  /// `document` moved onto a 5.5-inch phone (414 × 736) and saved by Xcode 15 (22154).
  static func onPlusPhone(_ document: String) -> String {
    IBMisplacedRuleTests.retooled(document, "22154")
      .replacingOccurrences(of: "retina4_7", with: "retina5_5")
      .replacingOccurrences(of: "width=\"375\"", with: "width=\"414\"")
      .replacingOccurrences(of: "height=\"667\"", with: "height=\"736\"")
      .replacingOccurrences(of: "height=\"647\"", with: "height=\"716\"")
  }

  static func label(_ document: String) throws -> CGRect? {
    try IBTestScene(onPlusPhone(document)).layout.views["lbl-00-id"]?.frame
  }

  /// A table inside the root view gives its cells the compact 16 points however wide
  /// it is (iNaturalist's ObsDetailV2 table, Xcode 15: 21 views of 7 rows stored at
  /// 16, unflagged); a root table the root view's 20 (tinode, siskin-im, arcgis).
  @Test func aNestedTableOnAPlusPhoneGivesTheCompactMargin() throws {
    let nested = IBCellTests.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"80\"", body: IBCellTests.labelInMargins)
    #expect(try Self.label(nested) == CGRect(x: 16, y: 11, width: 382, height: 58))
    #expect(try Self.label(IBCellTests.rootTable) == CGRect(x: 20, y: 11, width: 374, height: 58))
    // A cell `.xib`'s cell keeps the rule by its own width (LoopKit's 450-point and
    // Strongbox's 415-point cells: 20).
    #expect(try Self.label(IBCellTests.cellXib) == CGRect(x: 20, y: 11, width: 374, height: 58))
  }

  /// A second layout pass of the nested table's scene changes nothing.
  @Test func aSecondPassKeepsTheNestedMargins() throws {
    let nested = IBCellTests.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"80\"", body: IBCellTests.labelInMargins)
    let layout = try IBTestScene(Self.onPlusPhone(nested)).layout
    let first = layout.views["lbl-00-id"]?.frame
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.views["lbl-00-id"]?.frame == first)
    #expect(first?.minX == 16)
  }
}
