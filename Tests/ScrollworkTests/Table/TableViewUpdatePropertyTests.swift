import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property: any sequence of updates (row and section inserts, deletes,
/// moves, reloads, batches, `beginUpdates()`/`endUpdates()` pairs after heights changed), each told to the table view after the data changed, leaves
/// it showing what a fresh table view with the final data shows at the same offset
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Updates").
@Suite struct TableViewUpdatePropertyTests {
  /// Random items and titles, numbered so that every row and section is told apart.
  struct Generator {
    var rng: SplitMix64
    var nextID = 0

    mutating func item() -> TableItem {
      defer { nextID += 1 }
      return TableItem(id: nextID, height: CGFloat(20 + 10 * rng.below(5)))
    }
    mutating func section() -> [TableItem] { (0..<rng.below(7)).map { _ in item() } }
    mutating func title() -> String? {
      defer { nextID += 1 }
      return rng.chance(0.5) ? "S\(nextID)" : nil
    }
  }

  /// Inserts `count` new items at random places of section `s`; returns their paths
  /// after the insertion.
  static func insertItems(_ count: Int, into s: Int, of source: ItemSource, _ gen: inout Generator) -> [IndexPath] {
    var added = Set<Int>()
    for _ in 0..<count {
      let item = gen.item()
      added.insert(item.id)
      source.sections[s].insert(item, at: gen.rng.below(source.sections[s].count + 1))
    }
    return source.sections[s].indices.filter { added.contains(source.sections[s][$0].id) }.map {
      IndexPath(row: $0, section: s)
    }
  }

  /// Deletes up to `count` random items of section `s`; returns their paths before.
  static func deleteItems(_ count: Int, from s: Int, of source: ItemSource, _ gen: inout Generator) -> [IndexPath] {
    var rows = Set<Int>()
    for _ in 0..<count where !source.sections[s].isEmpty { rows.insert(gen.rng.below(source.sections[s].count)) }
    for r in rows.sorted(by: >) { source.sections[s].remove(at: r) }
    return rows.sorted().map { IndexPath(row: $0, section: s) }
  }

  /// Changes the data at random and tells the table view, as an app does.
  static func randomUpdate(_ table: TableView, _ source: ItemSource, _ gen: inout Generator) {
    let sections = source.sections.count
    let s = gen.rng.below(sections)
    switch sections == 0 ? 3 : gen.rng.below(11) {
    case 0:
      table.insertRows(at: insertItems(1 + gen.rng.below(3), into: s, of: source, &gen), with: .automatic)
    case 1:
      table.deleteRows(at: deleteItems(1 + gen.rng.below(3), from: s, of: source, &gen), with: .automatic)
    case 2:
      // Deletes name rows before, inserts rows after: data changed in that order.
      let other = gen.rng.below(sections)
      let deleted = deleteItems(1 + gen.rng.below(2), from: s, of: source, &gen)
      let inserted = insertItems(1 + gen.rng.below(2), into: other, of: source, &gen)
      table.performBatchUpdates {
        table.insertRows(at: inserted, with: .automatic)
        table.deleteRows(at: deleted, with: .automatic)
      }
    case 3:
      let at = gen.rng.below(sections + 1)
      source.sections.insert(gen.section(), at: at)
      source.titles.insert(gen.title(), at: at)
      table.insertSections(IndexSet(integer: at), with: .automatic)
    case 4:
      source.sections.remove(at: s)
      source.titles.remove(at: s)
      table.deleteSections(IndexSet(integer: s), with: .automatic)
    case 5:
      guard !source.sections[s].isEmpty else { return }
      let from = IndexPath(row: gen.rng.below(source.sections[s].count), section: s)
      let item = source.sections[s].remove(at: from.row)
      let t = gen.rng.below(sections)
      let to = IndexPath(row: gen.rng.below(source.sections[t].count + 1), section: t)
      source.sections[t].insert(item, at: to.row)
      table.moveRow(at: from, to: to)
    case 6:
      guard !source.sections[s].isEmpty else { return }
      let r = gen.rng.below(source.sections[s].count)
      source.sections[s][r] = gen.item()
      table.reloadRows(at: [IndexPath(row: r, section: s)], with: .automatic)
    case 8:
      let t = gen.rng.below(sections)
      source.sections.insert(source.sections.remove(at: s), at: t)
      source.titles.insert(source.titles.remove(at: s), at: t)
      table.moveSection(s, toSection: t)
    case 9:
      // Heights changed in the data, then an empty pair: the heights are read again.
      for _ in 0..<(1 + gen.rng.below(3)) where !source.sections[s].isEmpty {
        source.sections[s][gen.rng.below(source.sections[s].count)].height = CGFloat(20 + 10 * gen.rng.below(5))
      }
      table.beginUpdates()
      table.endUpdates()
    case 10:
      // A section move and row changes in one nested batch.
      let t = gen.rng.below(sections)
      let deleted = deleteItems(1, from: s, of: source, &gen)
      source.sections.insert(source.sections.remove(at: s), at: t)
      source.titles.insert(source.titles.remove(at: s), at: t)
      let inserted = insertItems(1, into: t, of: source, &gen)
      table.beginUpdates()
      table.performBatchUpdates {
        table.insertRows(at: inserted, with: .automatic)
        table.moveSection(s, toSection: t)
      }
      table.deleteRows(at: deleted, with: .automatic)
      table.endUpdates()
    default:
      source.sections[s] = gen.section()
      source.titles[s] = gen.title()
      table.reloadSections(IndexSet(integer: s), with: .automatic)
    }
  }

  @Test(
    "§20 property: after random updates at random offsets, the table shows what a fresh one with the final data does")
  func updatesMatchFreshTable() {
    var gen = Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0x7AB1E_0919).value))
    for trial in 0..<60 {
      let count = 1 + gen.rng.below(3)
      let source = ItemSource((0..<count).map { _ in gen.section() }, titles: (0..<count).map { _ in gen.title() })
      defer { withExtendedLifetime(source) {} }
      let style: TableView.Style = gen.rng.chance(0.5) ? .plain : .grouped
      let table = source.makeTable(size: CGSize(width: 320, height: 150), style: style)
      table.layoutIfNeeded()
      for _ in 0..<(1 + gen.rng.below(6)) {
        let range = max(0, table.maximumContentOffset.y)
        table.contentOffset = CGPoint(x: 0, y: CGFloat(gen.rng.below(Int(range) + 1)))
        table.layoutIfNeeded()
        Self.randomUpdate(table, source, &gen)
        table.layoutIfNeeded()
      }
      let fresh = ItemSource(source.sections, titles: source.titles)
      defer { withExtendedLifetime(fresh) {} }
      let expected = fresh.makeTable(size: CGSize(width: 320, height: 150), style: style)
      expected.layoutIfNeeded()
      expected.contentOffset = table.contentOffset
      expected.layoutIfNeeded()
      #expect(table.issues == [], "trial \(trial)")
      #expect(table.contentSize == expected.contentSize, "trial \(trial)")
      #expect(table.indexPathsForVisibleRows == expected.indexPathsForVisibleRows, "trial \(trial)")
      #expect(table.visibleCells.map(\.frame) == expected.visibleCells.map(\.frame), "trial \(trial)")
      #expect(shownTexts(table) == shownTexts(expected), "trial \(trial)")
      #expect(cellSubviews(table).count == table.visibleCells.count, "trial \(trial)")
      for s in 0..<source.sections.count {
        #expect(table.rect(forSection: s) == expected.rect(forSection: s), "trial \(trial) section \(s)")
        #expect(table.headerView(forSection: s)?.frame == expected.headerView(forSection: s)?.frame, "trial \(trial)")
        #expect(
          table.headerView(forSection: s)?.textLabel?.text == expected.headerView(forSection: s)?.textLabel?.text,
          "trial \(trial)")
      }
    }
  }
}
