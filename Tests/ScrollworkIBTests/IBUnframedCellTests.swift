import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Table view cells stored without a `<rect>` (as Xcode 6 wrote prototype and static
/// cells and their content views): the table lays them out at its cell span and the
/// row's height, the content view follows the cell less the accessory and the era's
/// separator (UIKitBehaviour.md §76; InterfaceBuilder.md, "Cells").
@Suite struct IBUnframedCellTests {
  /// The attributes of the cells' views: Auto Layout, no content mode.
  static let tamic = #"translatesAutoresizingMaskIntoConstraints="NO""#

  /// A prototype cell `cel-00-id` (with `cell` attributes) and its content view
  /// `cvw-00-id`, neither with a `<rect>`: an image-like view `img-00-id` 100 wide at
  /// the content view's leading edge between its top and bottom margins, and a view
  /// `txt-00-id` 8 points after it, to the trailing margin, between the same margins.
  static func prototype(cell: String) -> String {
    let t = TestDocuments.self
    let lines = t.tableViewCell(
      "cel-00-id", #"reuseIdentifier="Cell" \#(cell)"#, contentView: "cvw-00-id",
      subviews: [
        t.view(
          "img-00-id", tamic, frame: #"x="0.0" y="8" width="100" height="59""#,
          constraints: [t.constraint(nil, "width", constant: "100", id: "c01-00-id")]),
        t.view("txt-00-id", tamic, frame: #"x="108" y="8" width="484" height="59""#),
      ],
      constraints: [
        t.constraint("img-00-id", "leading", "cvw-00-id", "leading", id: "c02-00-id"),
        t.constraint("img-00-id", "top", "cvw-00-id", "topMargin", id: "c03-00-id"),
        t.constraint(nil, "bottomMargin", "img-00-id", "bottom", id: "c04-00-id"),
        t.constraint("txt-00-id", "leading", "img-00-id", "trailing", constant: "8", id: "c05-00-id"),
        t.constraint(nil, "trailingMargin", "txt-00-id", "trailing", id: "c06-00-id"),
        t.constraint("txt-00-id", "top", "cvw-00-id", "topMargin", id: "c07-00-id"),
        t.constraint(nil, "bottomMargin", "txt-00-id", "bottom", id: "c08-00-id"),
      ])
    return t.indented(t.group("prototypes", lines), by: 24)
  }

  /// A static section whose one cell `cel-00-id` (with `cell` attributes) and content
  /// view `cvw-00-id` store no `<rect>`: a view `box-00-id` pinned to the content
  /// view's four margins, and (when `height` is given) that tall.
  static func staticSection(cell: String, height: Int? = nil) -> String {
    let box = TestDocuments.view(
      "box-00-id", tamic, frame: #"x="8" y="8" width="550" height="33""#,
      constraints: height.map { [TestDocuments.constraint(nil, "height", constant: "\($0)", id: "c05-00-id")] } ?? [])
    let cellLines = TestDocuments.tableViewCell(
      "cel-00-id", cell, contentView: "cvw-00-id", subviews: [box],
      constraints: TestDocuments.pinnedToMargins(
        "box-00-id", in: "cvw-00-id", ids: ["c01-00-id", "c02-00-id", "c03-00-id", "c04-00-id"]))
    let section = TestDocuments.element(
      "tableViewSection", "", id: "sec-00-id", frame: nil, content: TestDocuments.group("cells", cellLines))
    return TestDocuments.indented(TestDocuments.group("sections", section), by: 28)
  }

  /// The solved frames of `ids` in the document `text` (its one scene on its own canvas).
  static func frames(_ text: String, _ ids: [String]) throws -> [CGRect?] {
    let layout = try IBTestScene(text).layout
    return ids.map { layout.views[$0]?.frame }
  }

  /// A prototype cell of its own row height in a plain table of another (Xcode 6):
  /// the cell is the table's width by the cell's 76 points, its content view 1 point
  /// shorter (Xcode 6's separator) and its content pinned to 8-point margins follows.
  @Test func prototypeCellTakesTheTablesWidthAndItsOwnRowHeight() throws {
    let text = TestDocuments.tableController(
      tools: "7531", table: #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44""#,
      cells: Self.prototype(cell: #"rowHeight="76""#))
    #expect(
      try Self.frames(text, ["cel-00-id", "cvw-00-id", "img-00-id", "txt-00-id"]) == [
        CGRect(x: 0, y: 0, width: 600, height: 76), CGRect(x: 0, y: 0, width: 600, height: 75),
        CGRect(x: 0, y: 8, width: 100, height: 59), CGRect(x: 108, y: 8, width: 484, height: 59),
      ])
    // Without a row height of its own the cell takes the table's.
    let tableHeight = TestDocuments.tableController(
      tools: "7531", table: #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60""#,
      cells: Self.prototype(cell: ""))
    #expect(
      try Self.frames(tableHeight, ["cel-00-id", "cvw-00-id", "txt-00-id"]) == [
        CGRect(x: 0, y: 0, width: 600, height: 60), CGRect(x: 0, y: 0, width: 600, height: 59),
        CGRect(x: 108, y: 8, width: 484, height: 43),
      ])
    // Neither stores one: UIKit's standard 44.
    let neither = TestDocuments.tableController(
      tools: "7531", table: #"dataMode="prototypes" style="plain" separatorStyle="default""#,
      cells: Self.prototype(cell: ""), size: 320)
    #expect(
      try Self.frames(neither, ["cel-00-id", "cvw-00-id"]) == [
        CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 0, width: 320, height: 43),
      ])
  }

  /// A static cell with a disclosure indicator in a grouped table (Xcode 7, a 2x
  /// canvas): the full width (a grouped table takes no side inset) and the table's
  /// 50-point rows; the content view is narrower by the accessory's width and one
  /// pixel shorter, and the view pinned to its margins follows.
  @Test func staticCellInAGroupedTableLeavesTheAccessoryArea() throws {
    let text = TestDocuments.tableController(
      tools: "9531", table: #"dataMode="static" style="grouped" separatorStyle="default" rowHeight="50""#,
      cells: Self.staticSection(cell: #"accessoryType="disclosureIndicator""#))
    let accessory = TableViewCell.AccessoryType.disclosureIndicator.width
    #expect(
      try Self.frames(text, ["cel-00-id", "cvw-00-id", "box-00-id"]) == [
        CGRect(x: 0, y: 0, width: 600, height: 50), CGRect(x: 0, y: 0, width: 600 - accessory, height: 49.5),
        CGRect(x: 8, y: 8, width: 600 - accessory - 16, height: 33.5),
      ])
  }

  /// A self-sizing static cell in an inset-grouped table (Xcode 13, automatic row
  /// height): the cell is 20 points in from either side and as tall as its content
  /// (a 30-point view between 11-point margins, no separator since Xcode 11). Before
  /// Xcode 13 the canvas draws a static self-sizing row 44 tall instead
  /// (UIKitBehaviour.md §96; `IBMisplacedVerdictTests`).
  @Test func selfSizingCellInAnInsetGroupedTableTakesTheInsetSpan() throws {
    let text = TestDocuments.tableController(
      tools: "19529", table: #"dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1""#,
      cells: Self.staticSection(cell: "", height: 30), size: 414)
    #expect(
      try Self.frames(text, ["cel-00-id", "cvw-00-id", "box-00-id"]) == [
        CGRect(x: 20, y: 0, width: 374, height: 52), CGRect(x: 0, y: 0, width: 374, height: 52),
        CGRect(x: 20, y: 11, width: 334, height: 30),
      ])
  }

  /// The table model's span, which the builder shares with ``TableView``.
  @Test func cellSpanFollowsTheTableStyle() {
    #expect(TableView.cellSpan(tableWidth: 600, style: .plain) == (0, 600))
    #expect(TableView.cellSpan(tableWidth: 600, style: .grouped) == (0, 600))
    #expect(TableView.cellSpan(tableWidth: 414, style: .insetGrouped) == (20, 374))
    #expect(TableView.cellSpan(tableWidth: 30, style: .insetGrouped) == (15, 0))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 414, height: 600), style: .insetGrouped)
    #expect(table.cellWidth == 374)
  }

  /// A second layout pass changes nothing: the unframed cell keeps its frame.
  @Test func secondLayoutPassKeepsTheFrames() throws {
    let text = TestDocuments.tableController(
      tools: "7531", table: #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44""#,
      cells: Self.prototype(cell: #"rowHeight="76""#))
    let layout = try IBTestScene(text).layout
    let ids = ["cel-00-id", "cvw-00-id", "img-00-id", "txt-00-id"]
    let first = ids.map { layout.views[$0]?.frame }
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(ids.map { layout.views[$0]?.frame } == first)
  }
}
