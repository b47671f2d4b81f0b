import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Fixed heights: row rectangles, the content size, and which rows are shown at an
/// offset, by hand (UIKitBehaviour.md §18; Sources/Scrollwork/Scrollwork.docc/TableViews.md).
@Suite struct TableViewGeometryTests {
  @Test("§18 rowHeight 50 in a 320×480 table: row 3 at (0, 150, 320, 50), content 320×1000, rows 0–9 on screen")
  func fixedRows() {
    let source = NoteSource([noteTexts(20)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 50)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
    #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)) == CGRect(x: 0, y: 950, width: 320, height: 50))
    #expect(table.contentSize == CGSize(width: 320, height: 1000))
    #expect(table.indexPathsForVisibleRows == (0...9).map { IndexPath(row: $0, section: 0) })
    // The cells shown are subviews at their rows' rectangles; their content views
    // are one pixel (1/3 pt) shorter, for the separator.
    let cells = cellSubviews(table)
    #expect(cells.count == 10)
    for cell in table.visibleCells {
      let path = table.indexPath(for: cell)
      #expect(path != nil)
      if let path {
        #expect(cell.frame == table.rectForRow(at: path))
        #expect((cell as? NoteCell)?.note.text == source.sections[0][path.row])
      }
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50 - 1.0 / 3))
    }
  }

  @Test("§18 at offset 125 the rows meeting 125..<605 are shown: rows 2 (100–150) to 12 (600–650)")
  func rowsAtOffset() {
    let source = NoteSource([noteTexts(20)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 50)
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 125)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == (2...12).map { IndexPath(row: $0, section: 0) })
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame == CGRect(x: 0, y: 600, width: 320, height: 50))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 620)) == IndexPath(row: 12, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil)
  }

  @Test("§18 plain sections with header titles: 28-pt headers, no footers: rows of section 1 start at 188")
  func plainSectionTitles() {
    let source = NoteSource([noteTexts(3), noteTexts(3)])
    defer { withExtendedLifetime(source) {} }
    source.headerTitles = ["A", "B"]
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
    // Section 0 ends at 28 + 3 × 44 = 160; section 1's header is 160–188.
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 160))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 276, width: 320, height: 44))
    #expect(table.contentSize.height == 320)
  }

  @Test("§18 grouped sections without titles: 18 above and below each; header and footer views around them")
  func groupedSpacingAndTableHeaderFooter() {
    let source = NoteSource([noteTexts(3), noteTexts(3)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), style: .grouped, rowHeight: 44)
    // s0: header 0–18, rows 18–150, footer 150–168; s1: header 168–186, rows 186–318, footer 318–336.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 186, width: 320, height: 44))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 318, width: 320, height: 18))
    #expect(table.contentSize.height == 336)
    let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.tableHeaderView = header
    table.tableFooterView = footer
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 286, width: 320, height: 44))
    #expect(table.contentSize.height == 466)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(footer.frame == CGRect(x: 0, y: 436, width: 320, height: 30))
  }

  @Test("§18 grouped titles: a titled header or footer is 38, an untitled one 18; the delegate's heights win")
  func groupedTitlesAndDelegateHeights() {
    let source = NoteSource([noteTexts(1), noteTexts(1)])
    defer { withExtendedLifetime(source) {} }
    source.headerTitles = ["First", nil]
    source.footerTitles = [nil, "Last"]
    let table = source.makeTable(size: CGSize(width: 320, height: 480), style: .grouped, rowHeight: 44)
    // s0: header 0–38, row 38–82, footer 82–100; s1: header 100–118, row 118–162, footer 162–200.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 118, width: 320, height: 44))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 162, width: 320, height: 38))
    #expect(table.contentSize.height == 200)
    table.sectionHeaderHeight = 10
    table.sectionFooterHeight = 0
    // Every header 10, every footer 0: 10 + 44 + 10 + 44.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 64, width: 320, height: 44))
    #expect(table.contentSize.height == 108)
  }

  @Test("§18 insetGrouped rows are inset 20 on both sides")
  func insetGrouped() {
    let source = NoteSource([noteTexts(2)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), style: .insetGrouped, rowHeight: 44)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 62, width: 280, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 20, y: 62, width: 280, height: 44))
  }

  @Test("§18 heights that are not heights are recorded and read as automaticDimension (estimate 44 until measured)")
  func invalidHeights() {
    let source = NoteSource([noteTexts(3)])
    defer { withExtendedLifetime(source) {} }
    source.heights = [50, -7, .nan]
    let table = source.makeTable(size: CGSize(width: 320, height: 40))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 44))
    #expect(table.issues.count == 2)
    #expect(
      table.issues.last?.description
        == "heightForRowAt nan at [0, 2] is neither >= 0 nor automaticDimension; read as automaticDimension.")
    #expect(table.issues.first == .invalidHeight(-7, what: "heightForRowAt", indexPath: IndexPath(row: 1, section: 0)))
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
  }

  static let heights = Gen.int(in: 0...120).array(of: 1...60)

  @Test(
    "§18 property: tops are running sums, the content size is the sum, and the rows shown are those meeting the bounds")
  func runningSums() async {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x7AB1E_1, 0x5035, 0x5EED))
    for _ in 0..<100 {
      let ints = Self.heights.run(using: &rng)
      let offset = Gen.int(in: 0...4000).run(using: &rng)
      let split = Gen.int(in: 1...3).run(using: &rng)
      let heights = ints.map { CGFloat($0) }
      let cut = heights.count / split
      let source = NoteSource([noteTexts(cut), noteTexts(heights.count - cut)])
      defer { withExtendedLifetime(source) {} }
      source.heights = heights
      let table = source.makeTable(size: CGSize(width: 300, height: 400), rowHeight: 44)
      table.layoutIfNeeded()
      let total = heights.reduce(0, +)
      #expect(table.contentSize == CGSize(width: 300, height: total))
      let y = min(CGFloat(offset), max(0, total - 400))
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      var top: CGFloat = 0
      var expected: [IndexPath] = []
      for (g, h) in heights.enumerated() {
        let path = g < cut ? IndexPath(row: g, section: 0) : IndexPath(row: g - cut, section: 1)
        #expect(table.rectForRow(at: path) == CGRect(x: 0, y: top, width: 300, height: h))
        if top + h > y && top < y + 400 || (h == 0 && top >= y && top < y + 400) { expected.append(path) }
        top += h
      }
      #expect(table.indexPathsForVisibleRows == expected)
      #expect(cellSubviews(table).count == expected.count)
    }
  }
}
