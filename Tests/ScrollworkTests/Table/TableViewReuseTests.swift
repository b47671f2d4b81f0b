import Foundation
import Testing

@testable import Scrollwork

/// Reuse: only the cells of the rows on screen are subviews; cells that leave go to
/// the pool and come back after `prepareForReuse()` (UIKitBehaviour.md §18).
@Suite struct TableViewReuseTests {
  @Test(
    "§18 scrolling 1,000 fixed rows a screen at a time: live cells = rows on screen, instances = the most on screen at once"
  )
  func scrollThousandFixedRows() {
    let source = NoteSource([noteTexts(1000)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    table.layoutIfNeeded()
    var mostShown = 0
    var steps = 0
    var y: CGFloat = 0
    while true {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      let shown = table.indexPathsForVisibleRows ?? []
      let first = Int((y / 44).rounded(.down))
      let last = Int(((y + 480) / 44).rounded(.up)) - 1
      #expect(shown == (first...min(last, 999)).map { IndexPath(row: $0, section: 0) }, "offset \(y)")
      let live = cellSubviews(table)
      #expect(live.count == shown.count, "offset \(y)")
      for cell in live {
        let row = table.indexPath(for: cell)?.row ?? -1
        #expect((cell as? NoteCell)?.note.text == source.sections[0][row], "offset \(y)")
      }
      mostShown = max(mostShown, shown.count)
      steps += 1
      if y >= table.maximumContentOffset.y { break }
      y = min(y + 480, table.maximumContentOffset.y)
    }
    #expect(steps == 92)  // 44,000 − 480 = 43,520 = 90.67 screens: 91 offsets 0, 480, …, 43,200, then 43,520
    #expect(table.contentOffset.y == 43_520)
    // A screen holds 11 or 12 rows; a whole screen's scroll frees every cell but at
    // most one before the new rows need theirs.
    #expect(mostShown == 12)
    #expect(source.madeCells.count == mostShown)
    let reuses = source.madeCells.values.reduce(0) { $0 + $1.reuseCount }
    #expect(reuses == source.cellRequests - source.madeCells.count)
    #expect(table.reusableCellCount + cellSubviews(table).count == source.madeCells.count)
    // Every row was shown once, in order, and every row that left was told.
    #expect(source.willDisplay == (0..<1000).map { IndexPath(row: $0, section: 0) })
    #expect(source.didEndDisplaying.count == 1000 - cellSubviews(table).count)
  }

  @Test(
    "§18 scrolling 1,000 self-sizing rows a screen at a time: live cells = rows on screen, instances stay near the most shown"
  )
  func scrollThousandSelfSizingRows() {
    let source = NoteSource([noteTexts(1000)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480))
    table.estimatedRowHeight = 90
    table.layoutIfNeeded()
    var mostShown = 0
    var y: CGFloat = 0
    var steps = 0
    while y < table.maximumContentOffset.y && steps < 2000 {
      y = min(y + 480, table.maximumContentOffset.y)
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      steps += 1
      let shown = table.indexPathsForVisibleRows ?? []
      #expect(cellSubviews(table).count == shown.count, "offset \(y)")
      // Scrolling down moves nothing: the rows above were measured already.
      #expect(table.contentOffset.y == y)
      mostShown = max(mostShown, shown.count)
    }
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
    // Every row was measured on the way: the content size is the sum of the real heights.
    let real = source.sections[0].map { standaloneRowHeight($0, width: 320) }.reduce(0, +)
    #expect(abs(table.contentSize.height - real) < 1e-6)
    #expect(source.madeCells.count <= mostShown + 1)
    #expect(mostShown >= 3)
  }

  @Test(
    "§18 dequeue hands out the same instance that left, after prepareForReuse; reloadData sends the shown cells to the pool"
  )
  func dequeueReusesInstances() {
    let source = NoteSource([noteTexts(30)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 100), rowHeight: 50)
    table.layoutIfNeeded()
    let before = table.visibleCells.map { ObjectIdentifier($0) }
    #expect(before.count == 2)
    table.contentOffset = CGPoint(x: 0, y: 500)
    table.layoutIfNeeded()
    let after = table.visibleCells
    #expect(Set(after.map { ObjectIdentifier($0) }) == Set(before))
    #expect(after.allSatisfy { ($0 as? NoteCell)?.reuseCount == 1 })
    #expect(after.map { ($0 as? NoteCell)?.note.text } == [source.sections[0][10], source.sections[0][11]])
    table.reloadData()
    #expect(cellSubviews(table).isEmpty)
    #expect(table.reusableCellCount == 2)
    table.layoutIfNeeded()
    #expect(Set(table.visibleCells.map { ObjectIdentifier($0) }) == Set(before))
  }

  @Test("§18 an unregistered identifier makes a default cell and records the issue (UIKit raises)")
  func unregistered() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let cell = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Missing")
    #expect(cell.style == .default)
    #expect(table.issues == [.unregisteredIdentifier("Missing")])
    #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
  }
}
