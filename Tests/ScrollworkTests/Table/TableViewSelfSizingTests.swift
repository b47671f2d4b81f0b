import Foundation
import Testing

@testable import Scrollwork

/// Self-sizing rows (`rowHeight = automaticDimension`): measured through the content
/// view when they come on screen, estimated before (UIKitBehaviour.md §18,
/// §15; Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Estimated and real heights").
@Suite struct TableViewSelfSizingTests {
  static let tolerance: CGFloat = 1e-9

  /// Checks every shown row's height against the standalone measurement at `width`.
  func expectMeasured(_ table: TableView, _ source: NoteSource, width: CGFloat, _ context: String) {
    for path in table.indexPathsForVisibleRows ?? [] {
      let expected = standaloneRowHeight(source.sections[path.section][path.row], width: width)
      let rect = table.rectForRow(at: path)
      #expect(abs(rect.height - expected) < Self.tolerance, "\(context) row \(path.row)")
      if let cell = table.cellForRow(at: path) as? NoteCell {
        #expect(abs(cell.frame.minY - rect.minY) < Self.tolerance, "\(context) row \(path.row)")
        #expect(abs(cell.frame.height - rect.height) < Self.tolerance, "\(context) row \(path.row)")
        // The label fills the content view inside its 11-pt top and bottom margins.
        #expect(abs(cell.note.frame.minY - 11) < 0.34, "\(context) row \(path.row)")
        #expect(abs(cell.contentView.frame.height - cell.note.frame.maxY - 11) < 0.34, "\(context) row \(path.row)")
      }
    }
  }

  @Test("§18 rows on screen get the standalone systemLayoutSizeFitting height + 1 px; wrapped labels differ in height")
  func heightsMatchStandaloneFitting() {
    let source = NoteSource([noteTexts(40)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 568))
    table.estimatedRowHeight = 80
    table.layoutIfNeeded()
    let shown = table.indexPathsForVisibleRows ?? []
    #expect(shown.first == IndexPath(row: 0, section: 0))
    expectMeasured(table, source, width: 320, "portrait")
    let heights = shown.map { table.rectForRow(at: $0).height }
    #expect(Set(heights.map { Int($0.rounded()) }).count >= 3)
    #expect(heights[5] > heights[1] + 40)  // five sentences wrap to more lines than one
    #expect(table.issues.isEmpty)
  }

  @Test("§18 §15 after a rotation the rows are measured again at the new width")
  func rotationRemeasures() {
    let source = NoteSource([noteTexts(40)])
    defer { withExtendedLifetime(source) {} }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let table = source.makeTable(size: root.bounds.size)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(table)
    root.layoutIfNeeded()
    let portrait = table.rectForRow(at: IndexPath(row: 5, section: 0)).height
    expectMeasured(table, source, width: 320, "portrait")
    root.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
    root.layoutIfNeeded()
    #expect(table.bounds.width == 568)
    expectMeasured(table, source, width: 568, "landscape")
    let landscape = table.rectForRow(at: IndexPath(row: 5, section: 0)).height
    #expect(landscape < portrait)
    #expect(abs(landscape - standaloneRowHeight(source.sections[0][5], width: 568)) < Self.tolerance)
    // Rows off screen went back to their estimates (44).
    #expect(table.rectForRow(at: IndexPath(row: 30, section: 0)).height == 44)
  }

  @Test("§18 reloadData after the texts changed: the rows on screen are measured again with the new texts")
  func reloadRemeasures() {
    let source = NoteSource([noteTexts(30)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 568))
    table.layoutIfNeeded()
    let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    source.sections[0][0] = noteTexts(6)[5]  // five sentences instead of none
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == before)  // cached until reloaded
    table.reloadData()
    table.layoutIfNeeded()
    expectMeasured(table, source, width: 320, "reloaded")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > before + 40)
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)?.note.text == noteTexts(6)[5])
  }

  @Test("§18 contentSize: the estimates at first, then real heights replace them row by row as they come on screen")
  func estimateToReal() {
    let source = NoteSource([noteTexts(100)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480))
    table.estimatedRowHeight = 200
    #expect(table.contentSize.height == 20_000)
    table.layoutIfNeeded()
    func expectedContentHeight() -> CGFloat {
      var total: CGFloat = 0
      var measured = 0
      for row in 0..<100 {
        let h = table.rectForRow(at: IndexPath(row: row, section: 0)).height
        if h != 200 {
          #expect(abs(h - standaloneRowHeight(source.sections[0][row], width: 320)) < Self.tolerance, "row \(row)")
          measured += 1
        }
        total += h
      }
      #expect(measured >= (table.indexPathsForVisibleRows?.count ?? 0))
      return total
    }
    let first = table.contentSize.height
    #expect(abs(first - expectedContentHeight()) < 1e-6)
    #expect(first < 20_000)  // every real height is under 200 (at most 7 lines)
    // Scrolling down: rows below are measured; the rows above keep their places.
    let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0))
    var previous = first
    for step in 1...4 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 480)
      table.layoutIfNeeded()
      #expect(table.contentOffset.y == CGFloat(step) * 480)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == row0)
      let now = table.contentSize.height
      #expect(now < previous)
      #expect(abs(now - expectedContentHeight()) < 1e-6)
      previous = now
    }
  }

  @Test("§18 scrolling up into estimated rows keeps the rows on screen where they were (the offset absorbs the change)")
  func scrollingUpKeepsVisibleRowsStill() {
    let source = NoteSource([noteTexts(100)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480))
    table.estimatedRowHeight = 100
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 6000)  // rows near 60, estimated above
    table.layoutIfNeeded()
    for _ in 0..<6 {
      let shown = table.indexPathsForVisibleRows ?? []
      guard let anchor = shown.first else { break }
      let screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
      let before = table.contentOffset.y
      table.contentOffset = CGPoint(x: 0, y: before - 150)
      table.layoutIfNeeded()
      // The anchor row is still on screen 150 pt lower than before, whatever the
      // rows above it measured.
      let moved = table.rectForRow(at: anchor).minY - table.contentOffset.y
      #expect(abs(moved - (screenY + 150)) < Self.tolerance)
      // The rows that came in above were measured.
      let newFirst = table.indexPathsForVisibleRows?.first ?? anchor
      #expect(newFirst.row < anchor.row)
      let real = standaloneRowHeight(source.sections[0][newFirst.row], width: 320)
      #expect(abs(table.rectForRow(at: newFirst).height - real) < Self.tolerance)
    }
  }

  @Test("§18 a content view whose constraints give no height gets 44 and an issue naming the identifier and row")
  func zeroHeightFallsBackTo44() {
    final class Empty: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Empty", for: indexPath)
      }
    }
    let source = Empty()
    defer { withExtendedLifetime(source) {} }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Empty")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(
      table.issues
        == (0..<3).map { .zeroHeightCell(reuseIdentifier: "Empty", indexPath: IndexPath(row: $0, section: 0)) })
  }

  @Test("§18 estimatedRowHeight 0 turns estimation off: every row is measured when the data loads")
  func estimationOff() {
    let source = NoteSource([noteTexts(30)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.estimatedRowHeight = 0
    table.reloadData()
    let total = (0..<30).map { standaloneRowHeight(source.sections[0][$0], width: 320) }.reduce(0, +)
    #expect(abs(table.contentSize.height - total) < 1e-6)
  }
}
