import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A cell that records every `setSelected(_:animated:)` it hears.
final class SelectionRecordingCell: TableViewCell {
  private(set) var selectionCalls: [Bool] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selectionCalls.append(selected)
  }
}

/// Selection (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Selection";
/// UIKitBehaviour.md §39): what is selected, which shown cells say so, and how it
/// survives scrolling, reloads and updates.
@Suite struct TableViewSelectionTests {
  /// 30 rows of 44 in one section, 320 × 220 (five rows shown).
  func table() -> (TableView, ItemSource) {
    let source = ItemSource([items(30)])
    let table = source.makeTable(size: CGSize(width: 320, height: 220))
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test(
    "§39 selectRow with .none neither scrolls nor tells the delegate; the row's cell comes selected when scrolled to")
  func selectOffScreen() throws {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    table.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
    #expect(table.contentOffset == .zero)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 12, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 12, section: 0)])
    #expect(table.visibleCells.map(\.isSelected) == [false, false, false, false, false])
    table.contentOffset = CGPoint(x: 0, y: 440)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 12, section: 0)))
    #expect(cell.isSelected)
    #expect(
      table.visibleCells.filter(\.isSelected).map { table.indexPath(for: $0) } == [IndexPath(row: 12, section: 0)])
  }

  @Test("§39 selectRow with .middle scrolls the row to the middle (as scrollToRow does)")
  func selectAndScroll() {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .middle)
    // Row 10 spans 440…484; its middle 462 at the middle of the 220-pt bounds.
    #expect(table.contentOffset == CGPoint(x: 0, y: 352))
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.isSelected == true)
  }

  @Test("§39 one row at a time unless allowsMultipleSelection; deselectRow and selectRow(nil) clear")
  func singleAndMultiple() throws {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    let first = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: true, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(!first.isSelected)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleCells.filter(\.isSelected).isEmpty)
    table.allowsSelection = false
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("§39 a row that does not exist is an issue with its words, and changes nothing")
  func invalidRow() {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .bottom)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.contentOffset == .zero)
    #expect(
      table.issues.map(\.description) == [
        "selectRow(at:animated:scrollPosition:) named row 30 of section 0, which does not exist; nothing changed."
      ])
  }

  @Test("§39 reloadData clears the selection; a reused cell comes back unselected")
  func reloadClears() throws {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).isSelected == false)
  }

  @Test("§39 isSelected and setSelected(_:animated:): the setter goes through the method a subclass overrides")
  func setterCallsMethod() {
    let cell = SelectionRecordingCell(style: .default, reuseIdentifier: nil)
    cell.isSelected = true
    cell.setSelected(false, animated: true)
    cell.isSelected = true
    cell.prepareForReuse()
    #expect(cell.selectionCalls == [true, false, true, false])
    #expect(!cell.isSelected)
  }

  @Test(
    "§39 property: through random updates a selected row stays selected where it moves and loses it when deleted or reloaded"
  )
  func selectionFollowsRows() {
    typealias Updates = TableViewUpdatePropertyTests
    var gen = Updates.Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0x5E1E_C7ED).value))
    for trial in 0..<60 {
      let count = 1 + gen.rng.below(3)
      let source = ItemSource((0..<count).map { _ in gen.section() }, titles: (0..<count).map { _ in gen.title() })
      defer { withExtendedLifetime(source) {} }
      let table = source.makeTable(
        size: CGSize(width: 320, height: 150), style: gen.rng.chance(0.5) ? .plain : .grouped)
      table.allowsMultipleSelection = true
      table.layoutIfNeeded()
      var selectedIDs = Set<Int>()
      for step in 0..<(1 + gen.rng.below(6)) {
        // Select or deselect a few rows at random, then update the data.
        for _ in 0..<gen.rng.below(4) {
          let paths = source.sections.indices.flatMap { s in
            source.sections[s].indices.map { IndexPath(row: $0, section: s) }
          }
          guard !paths.isEmpty else { break }
          let path = paths[gen.rng.below(paths.count)]
          let id = source.sections[path.section][path.row].id
          if selectedIDs.contains(id) {
            table.deselectRow(at: path, animated: false)
            selectedIDs.remove(id)
          } else {
            table.selectRow(at: path, animated: false, scrollPosition: gen.rng.chance(0.3) ? .middle : .none)
            selectedIDs.insert(id)
          }
        }
        Updates.randomUpdate(table, source, &gen)
        table.layoutIfNeeded()
        var expected: [IndexPath] = []
        for (s, rows) in source.sections.enumerated() {
          for (r, item) in rows.enumerated() where selectedIDs.contains(item.id) {
            expected.append(IndexPath(row: r, section: s))
          }
        }
        selectedIDs = Set(expected.map { source.sections[$0.section][$0.row].id })
        #expect(table.issues == [], "trial \(trial) step \(step)")
        #expect(table.indexPathsForSelectedRows ?? [] == expected, "trial \(trial) step \(step)")
        let shownSelected = table.visibleCells.filter(\.isSelected).compactMap { table.indexPath(for: $0) }
        let shownExpected = (table.indexPathsForVisibleRows ?? []).filter { expected.contains($0) }
        #expect(shownSelected == shownExpected, "trial \(trial) step \(step)")
      }
    }
  }
}
