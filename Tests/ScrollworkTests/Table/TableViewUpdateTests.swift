import Foundation
import Testing

@testable import Scrollwork

/// Inserting, deleting, reloading and moving rows and sections: exact rows, frames and
/// content sizes after each kind, the offset anchor, and invalid updates
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Updates"; UIKitBehaviour.md §20).
@Suite struct TableViewUpdateTests {
  func paths(_ rows: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    rows.map { IndexPath(row: $0, section: section) }
  }

  @Test("§20 insertRows at [0, 1] on screen: 6 rows, content 264, only the new row's cell is asked for")
  func insertOnScreen() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    let oldRow1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
    source.cellRequests = []
    source.sections[0].insert(TableItem(id: 100, height: 44), at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    table.layoutIfNeeded()
    #expect(table.contentSize == CGSize(width: 320, height: 264))
    #expect(table.contentOffset == .zero)
    #expect(table.indexPathsForVisibleRows == paths(0...4))
    #expect(shownTexts(table) == ["item 0", "item 100", "item 1", "item 2", "item 3"])
    #expect(
      table.visibleCells.map(\.frame) == (0...4).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44) })
    #expect(source.cellRequests == [IndexPath(row: 1, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldRow1)
    #expect(cellSubviews(table).count == 5)
  }

  @Test("§20 rows inserted above the visible ones: the offset moves 220 → 308, the same rows stay on screen")
  func insertAboveAnchors() {
    let source = ItemSource([items(20)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 220)
    table.layoutIfNeeded()
    #expect(shownTexts(table) == (5...9).map { "item \($0)" })
    source.cellRequests = []
    source.sections[0].insert(contentsOf: items(2, from: 100), at: 0)
    table.insertRows(at: paths(0...1), with: .top)
    table.layoutIfNeeded()
    #expect(table.contentOffset == CGPoint(x: 0, y: 308))
    #expect(table.contentSize.height == 968)
    #expect(table.indexPathsForVisibleRows == paths(7...11))
    #expect(shownTexts(table) == (5...9).map { "item \($0)" })
    #expect(table.cellForRow(at: IndexPath(row: 7, section: 0))?.frame == CGRect(x: 0, y: 308, width: 320, height: 44))
    #expect(source.cellRequests.isEmpty)
  }

  @Test("§20 deleting the anchor row: the next row shown keeps its place on screen (offset 220 → 176)")
  func deleteAnchorRow() {
    let source = ItemSource([items(20)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.contentOffset = CGPoint(x: 0, y: 220)
    table.layoutIfNeeded()
    source.sections[0].remove(at: 5)
    table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
    table.layoutIfNeeded()
    // Row 6 (item 6) was at 264, 44 below the top; it is now row 5 at 220: offset 176,
    // and row 4 (item 4) slides in above it.
    #expect(table.contentOffset == CGPoint(x: 0, y: 176))
    #expect(shownTexts(table) == ["item 4", "item 6", "item 7", "item 8", "item 9"])
  }

  @Test("§20 deleteRows [0, 1] and [0, 3] of 10: 8 rows, content 352, items 0 2 4 5 6 shown")
  func deleteRows() {
    let source = ItemSource([items(10)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    source.cellRequests = []
    source.sections[0].remove(at: 3)
    source.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
    table.layoutIfNeeded()
    #expect(table.contentSize == CGSize(width: 320, height: 352))
    #expect(shownTexts(table) == ["item 0", "item 2", "item 4", "item 5", "item 6"])
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, 176])
    #expect(source.cellRequests == paths(3...4))
    #expect(table.numberOfRows(inSection: 0) == 8)
  }

  @Test("§20 reloadRows [0, 2]: that row's cell is asked for again and its new height read; the others stay")
  func reloadRows() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    let row0 = table.cellForRow(at: IndexPath(row: 0, section: 0))
    source.cellRequests = []
    source.sections[0][2] = TableItem(id: 200, height: 60)
    table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    table.layoutIfNeeded()
    #expect(source.cellRequests == [IndexPath(row: 2, section: 0)])
    #expect(shownTexts(table) == ["item 0", "item 1", "item 200", "item 3", "item 4"])
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 148, width: 320, height: 44))
    #expect(table.contentSize.height == 236)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === row0)
  }

  @Test("§20 moveRow [0, 0] → [0, 3]: the cell goes with the row; no cell is asked for")
  func moveRow() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 300))
    table.layoutIfNeeded()
    let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
    source.cellRequests = []
    let item = source.sections[0].remove(at: 0)
    source.sections[0].insert(item, at: 3)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    table.layoutIfNeeded()
    #expect(shownTexts(table) == ["item 1", "item 2", "item 3", "item 0", "item 4"])
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
    #expect(moving?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(source.cellRequests.isEmpty)
  }

  @Test("§20 insertSections, deleteSections, reloadSections with 28-pt titled headers: exact rectangles")
  func sections() {
    let source = ItemSource([items(2), items(2, from: 10)], titles: ["S0", "S1"])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480))
    table.layoutIfNeeded()
    source.sections.insert(items(1, from: 20), at: 1)
    source.titles.insert("S2", at: 1)
    table.insertSections(IndexSet(integer: 1), with: .automatic)
    table.layoutIfNeeded()
    // s0 0–116, new s1 116–188, s2 188–304.
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 72))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 2)) == CGRect(x: 0, y: 260, width: 320, height: 44))
    #expect(table.contentSize.height == 304)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "S2")
    #expect(shownTexts(table) == ["item 0", "item 1", "item 20", "item 10", "item 11"])
    source.sections.remove(at: 0)
    source.titles.remove(at: 0)
    table.deleteSections(IndexSet(integer: 0), with: .automatic)
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 188)
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 72, width: 320, height: 28))
    #expect(shownTexts(table) == ["item 20", "item 10", "item 11"])
    source.cellRequests = []
    source.sections[1] = items(3, from: 30)
    table.reloadSections(IndexSet(integer: 1), with: .fade)
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 232)
    #expect(source.cellRequests == paths(0...2, section: 1))
    #expect(shownTexts(table) == ["item 20", "item 30", "item 31", "item 32"])
    #expect(table.issues.isEmpty)
  }

  @Test("§20 performBatchUpdates: deletes name old rows, inserts new ones, checked once; completion(true)")
  func batch() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    var finished: Bool?
    source.sections[0].remove(at: 0)
    source.sections[0].append(TableItem(id: 50, height: 44))
    table.performBatchUpdates(
      {
        // The insert comes first and names the row after the update; the nested batch joins.
        table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) })
      }, completion: { finished = $0 })
    table.layoutIfNeeded()
    #expect(finished == true)
    #expect(shownTexts(table) == ["item 1", "item 2", "item 3", "item 4", "item 50"])
    #expect(table.contentSize.height == 220)
    #expect(table.issues.isEmpty)
  }

  @Test("§20 an update that does not fit the new counts: UIKit's reason as an issue, a full reload, no trap")
  func invalidRowCount() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    source.sections[0].append(TableItem(id: 99, height: 44))
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.layoutIfNeeded()
    #expect(
      table.issues.map(\.description) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
          + "after the update (6) must be equal to the number of rows contained in that section before the update "
          + "(5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and "
          + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). "
          + "The table view reloaded all its data."
      ])
    #expect(table.contentSize.height == 264)
    #expect(shownTexts(table) == (0...4).map { "item \($0)" })
  }

  @Test("§20 invalid index paths and section counts: UIKit's reasons, each followed by a full reload")
  func invalidPaths() {
    let source = ItemSource([items(5)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    source.sections[0].append(TableItem(id: 99, height: 44))
    table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
    table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
    table.insertSections(IndexSet(integer: 1), with: .automatic)
    source.sections.append([])
    source.titles.append(nil)
    table.deleteSections(IndexSet(integer: 0), with: .automatic)
    table.layoutIfNeeded()
    #expect(
      table.issues == [
        .invalidUpdate(
          "attempt to insert row 9 into section 0, but there are only 6 rows in section 0 after the update"),
        .invalidUpdate("attempt to delete row 7 from section 0 which only contains 6 rows before the update"),
        .invalidUpdate("attempt to insert section 1 but there are only 1 sections after the update"),
        .invalidUpdate(
          "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
            + "update (2) must be equal to the number of sections contained in the table view before the update "
            + "(1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."),
      ])
    #expect(table.numberOfSections == 2)
    #expect(table.contentSize.height == 264)
  }

  @Test("§20 self-sizing rows kept by an update keep their measured heights: no cell is asked for again")
  func selfSizingHeightsCarried() {
    let texts = noteTexts(12)
    let source = NoteSource([texts])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.estimatedRowHeight = 100
    table.layoutIfNeeded()
    let shown = table.indexPathsForVisibleRows ?? []
    let before = shown.map { table.rectForRow(at: $0) }
    #expect(
      zip(shown, before).allSatisfy { abs($1.height - standaloneRowHeight(texts[$0.row], width: 320)) < 1e-9 })
    let requests = source.cellRequests
    // A row appended far below: every row shown keeps its rectangle, nothing is measured again.
    source.sections[0].append("Appended.")
    table.insertRows(at: [IndexPath(row: 12, section: 0)], with: .bottom)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == shown)
    #expect(shown.map { table.rectForRow(at: $0) } == before)
    #expect(source.cellRequests == requests)
    #expect(table.rectForRow(at: IndexPath(row: 12, section: 0)).height == 100)
  }
}
