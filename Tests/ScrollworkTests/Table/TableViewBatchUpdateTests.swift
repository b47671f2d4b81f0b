import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Section moves, `beginUpdates()`/`endUpdates()` and the empty batch that makes a row
/// change height without a reload (Sources/Scrollwork/Scrollwork.docc/TableViews.md,
/// "Updates"; UIKitBehaviour.md §20, §29).
@Suite struct TableViewBatchUpdateTests {
  /// Sections A (items 0–1), B (10–12) and C (20), titled, 44-pt rows, in a plain table.
  func threeSections() -> ItemSource {
    ItemSource([items(2), items(3, from: 10), items(1, from: 20)], titles: ["A", "B", "C"])
  }

  @Test("§29 moveSection(0, toSection: 2): B, C, A with 28-pt headers; A's cells go with it, none is asked for")
  func moveSectionToEnd() {
    let source = threeSections()
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    let cellOf0 = table.cellForRow(at: IndexPath(row: 0, section: 0))
    source.cellRequests = []
    source.sections.append(source.sections.removeFirst())
    source.titles.append(source.titles.removeFirst())
    table.moveSection(0, toSection: 2)
    table.layoutIfNeeded()
    #expect(table.issues == [])
    // B: header 0–28, rows 28, 72, 116; C: header 160, row 188; A: header 232, rows 260, 304.
    #expect(table.contentSize == CGSize(width: 320, height: 348))
    #expect(shownTexts(table) == ["item 10", "item 11", "item 12", "item 20", "item 0", "item 1"])
    #expect(
      table.visibleCells.map(\.frame.minY) == [28, 72, 116, 188, 260, 304])
    #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 232, width: 320, height: 116))
    #expect(table.headerView(forSection: 2)?.textLabel?.text == "A")
    #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 232, width: 320, height: 28))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellOf0)
    #expect(source.cellRequests == [])
  }

  @Test("§29 a batch moving section 0 to 1, deleting its old row [0, 1] and inserting at its new [1, 0]")
  func moveSectionWithRowChanges() {
    let source = ItemSource([items(3), items(2, from: 10)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    source.cellRequests = []
    var completed = false
    table.performBatchUpdates(
      {
        source.sections.swapAt(0, 1)
        source.sections[1].remove(at: 1)
        source.sections[1].insert(TableItem(id: 99, height: 30), at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        table.moveSection(0, toSection: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      }, completion: { completed = $0 })
    table.layoutIfNeeded()
    #expect(completed)
    #expect(table.issues == [])
    #expect(shownTexts(table) == ["item 10", "item 11", "item 99", "item 0", "item 2"])
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 118, 162])
    #expect(table.contentSize.height == 206)
    #expect(source.cellRequests == [IndexPath(row: 0, section: 1)])
  }

  @Test("§29 section moves that do not fit: the reasons as issues, each followed by a full reload")
  func invalidSectionMoves() {
    let source = ItemSource([items(2), items(1, from: 10)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    table.moveSection(5, toSection: 0)
    table.moveSection(0, toSection: 2)
    table.performBatchUpdates {
      table.moveSection(0, toSection: 1)
      table.reloadSections(IndexSet(integer: 0), with: .automatic)
    }
    table.performBatchUpdates {
      table.moveSection(0, toSection: 1)
      table.moveSection(1, toSection: 1)
    }
    #expect(
      table.issues == [
        .invalidUpdate("attempt to move section 5, but there are only 2 sections before the update"),
        .invalidUpdate("attempt to move section 0 to section 2, but there are only 2 sections after the update"),
        .invalidUpdate("attempt to perform a delete or reload and a move from the same section (0)"),
        .invalidUpdate("attempt to move section 1 to section 1 when a move names one of them already"),
      ])
    table.layoutIfNeeded()
    #expect(shownTexts(table) == ["item 0", "item 1", "item 10"])
  }

  @Test("§29 an empty batch re-measures a shown self-sizing row whose cell changed: 'Short.' → five sentences")
  func emptyBatchResizesRow() {
    let long = noteTexts(6)[5]
    let source = NoteSource([["First.", "Short.", "Third."]])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 600))
    table.estimatedRowHeight = 44
    table.layoutIfNeeded()
    let short = standaloneRowHeight("Short.", width: 320)
    let tall = standaloneRowHeight(long, width: 320)
    #expect(tall > short + 60)
    let row1 = IndexPath(row: 1, section: 0)
    let cell = table.cellForRow(at: row1) as? NoteCell
    #expect(table.rectForRow(at: row1) == CGRect(x: 0, y: short, width: 320, height: short))
    let requests = source.cellRequests
    // The expanding-cell idiom: change the data and the shown cell, then an empty batch.
    source.sections[0][1] = long
    cell?.note.text = long
    var completed = false
    table.performBatchUpdates(nil) { completed = $0 }
    table.layoutIfNeeded()
    #expect(completed)
    #expect(table.rectForRow(at: row1) == CGRect(x: 0, y: short, width: 320, height: tall))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == short + tall)
    #expect(table.contentSize.height == 2 * standaloneRowHeight("First.", width: 320) + tall)
    #expect(table.cellForRow(at: row1) === cell)
    #expect(cell?.frame.height == tall)
    #expect(source.cellRequests == requests)
    // And back with beginUpdates()/endUpdates().
    source.sections[0][1] = "Short."
    cell?.note.text = "Short."
    table.beginUpdates()
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: row1) == CGRect(x: 0, y: short, width: 320, height: short))
    #expect(table.contentSize.height == 3 * short)
    #expect(table.issues == [])
  }

  @Test("§29 beginUpdates collects until the outermost endUpdates; a nested performBatchUpdates joins it")
  func beginEndNesting() {
    let source = ItemSource([items(3)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    table.beginUpdates()
    source.sections[0].insert(TableItem(id: 50, height: 44), at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.performBatchUpdates {
      table.beginUpdates()
      source.sections[0].removeLast()
      table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      table.endUpdates()
    }
    // Nothing applied yet: the table still has the 3 rows it had.
    #expect(table.numberOfRows(inSection: 0) == 3)
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(table.issues == [])
    #expect(shownTexts(table) == ["item 50", "item 0", "item 1"])
    #expect(table.contentSize.height == 132)
  }

  @Test("§29 heights changed in the data are read again by an empty beginUpdates()/endUpdates(): row 1 44 → 90")
  func emptyPairRereadsFixedHeights() {
    let source = ItemSource([items(4)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    let cells = table.visibleCells
    source.sections[0][1].height = 90
    table.beginUpdates()
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 134, 178])
    #expect(table.visibleCells.map(\.frame.height) == [44, 90, 44, 44])
    #expect(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
  }

  @Test("§29 endUpdates() without beginUpdates(): an issue, nothing changes")
  func unbalancedEnd() {
    let source = ItemSource([items(2)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 400))
    table.layoutIfNeeded()
    table.endUpdates()
    #expect(table.issues == [.invalidUpdate("endUpdates() called without a matching beginUpdates()")])
    #expect(shownTexts(table) == ["item 0", "item 1"])
  }

  @Test(
    "§29 property: shown self-sizing rows whose texts change in place, each followed by an empty batch, are as tall as their texts"
  )
  func expandingRowsProperty() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x0E_9A4D).value)
    let pool = noteTexts(6)
    for trial in 0..<25 {
      let texts = (0..<(3 + rng.below(10))).map { _ in pool[rng.below(pool.count)] }
      let source = NoteSource([texts])
      defer { withExtendedLifetime(source) {} }
      let table = source.makeTable(size: CGSize(width: 320, height: 360))
      table.estimatedRowHeight = 60
      table.layoutIfNeeded()
      for _ in 0..<(1 + rng.below(5)) {
        let range = max(0, table.maximumContentOffset.y)
        table.contentOffset = CGPoint(x: 0, y: CGFloat(rng.below(Int(range) + 1)))
        table.layoutIfNeeded()
        guard let shown = table.indexPathsForVisibleRows, !shown.isEmpty else { continue }
        let path = shown[rng.below(shown.count)]
        let text = pool[rng.below(pool.count)]
        source.sections[0][path.row] = text
        (table.cellForRow(at: path) as? NoteCell)?.note.text = text
        if rng.chance(0.5) {
          table.performBatchUpdates(nil)
        } else {
          table.beginUpdates()
          table.endUpdates()
        }
        table.layoutIfNeeded()
      }
      #expect(table.issues == [], "trial \(trial)")
      let shown = table.indexPathsForVisibleRows ?? []
      for path in shown {
        let want = standaloneRowHeight(source.sections[0][path.row], width: 320)
        #expect(abs(table.rectForRow(at: path).height - want) < 1e-9, "trial \(trial) row \(path.row)")
        #expect(table.cellForRow(at: path)?.frame == table.rectForRow(at: path), "trial \(trial) row \(path.row)")
      }
      for (a, b) in zip(shown, shown.dropFirst()) {
        #expect(table.rectForRow(at: a).maxY == table.rectForRow(at: b).minY, "trial \(trial)")
      }
    }
  }
}
