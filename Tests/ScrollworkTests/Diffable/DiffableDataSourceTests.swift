import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Snapshots and diffable data sources: the snapshot's calls, and applying snapshots
/// as updates that keep cells (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md,
/// "Diffable data sources").
@Suite struct DiffableDataSourceTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  @Test("snapshot calls: append, insert before/after, move, delete, reload; duplicates and unknowns recorded")
  func snapshotCalls() {
    var s = Snapshot()
    s.appendItems([1])
    #expect(s.issues == [.noSection])
    s.appendSections(["A", "B"])
    s.appendItems([1, 2, 3], toSection: "A")
    s.appendItems([4, 5])  // to the last section, B
    s.insertSections(["Z"], beforeSection: "A")
    s.insertItems([6], afterItem: 1)
    s.insertItems([7], beforeItem: 4)
    #expect(s.sectionIdentifiers == ["Z", "A", "B"])
    #expect(s.itemIdentifiers(inSection: "A") == [1, 6, 2, 3])
    #expect(s.itemIdentifiers(inSection: "B") == [7, 4, 5])
    #expect(s.numberOfItems == 7 && s.numberOfSections == 3)
    #expect(s.indexOfItem(7) == 4 && s.indexOfSection("B") == 2)
    #expect(s.sectionIdentifier(containingItem: 5) == "B")
    s.moveItem(3, beforeItem: 1)
    s.moveItem(1, afterItem: 5)
    s.moveSection("Z", afterSection: "B")
    #expect(s.sectionIdentifiers == ["A", "B", "Z"])
    #expect(s.itemIdentifiers == [3, 6, 2, 7, 4, 5, 1])
    s.deleteItems([6, 4])
    s.deleteSections(["Z"])
    s.reloadItems([2])
    s.reloadSections(["B"])
    #expect(s.itemIdentifiers == [3, 2, 7, 5, 1])
    #expect(s.reloadedItemIdentifiers == [2] && s.reloadedSectionIdentifiers == ["B"])
    s.appendItems([2], toSection: "B")
    s.appendSections(["A"])
    s.deleteItems([99])
    s.moveSection("Q", beforeSection: "A")
    #expect(
      s.issues == [.noSection, .duplicateItem("2"), .duplicateSection("A"), .unknownItem("99"), .unknownSection("Q")])
    #expect(s.itemIdentifiers == [3, 2, 7, 5, 1])
    s.deleteAllItems()
    #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
  }

  @Test("10,000 items across sections: positions by identifier survive section moves; a duplicate is caught")
  func manyItems() {
    var s = Snapshot()
    s.appendSections(["A", "B"])
    s.appendItems(Array(0..<5_000), toSection: "A")
    s.appendItems(Array(5_000..<10_000), toSection: "B")
    s.moveSection("B", beforeSection: "A")
    #expect(s.indexOfItem(0) == 5_000)
    #expect(s.indexOfItem(9_999) == 4_999)
    #expect(s.sectionIdentifier(containingItem: 7_000) == "B")
    s.moveItem(7_000, afterItem: 4_999)
    #expect(s.sectionIdentifier(containingItem: 7_000) == "A")
    #expect(s.indexOfItem(7_000) == 9_999)
    s.appendItems([42], toSection: "B")
    #expect(s.issues == [.duplicateItem("42")])
    s.deleteSections(["A"])
    s.appendItems([42], toSection: "B")
    #expect(s.itemIdentifiers(inSection: "B").last == 42)
    #expect(s.numberOfItems == 5_000)
  }

  @Test("the longest increasing run keeps the most sections in place")
  func longestRun() {
    #expect(SnapshotDiff<String, Int>.longestIncreasingRun([2, 0, 1, 3]) == [0, 1, 3])
    #expect(SnapshotDiff<String, Int>.longestIncreasingRun([]) == [])
    #expect(SnapshotDiff<String, Int>.longestIncreasingRun([3, 2, 1]).count == 1)
  }

  /// A collection view of 90 × 40 items showing `source`'s snapshots in ``BoxCell``s.
  static func collection() -> (CollectionView, CollectionViewDiffableDataSource<String, Int>) {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: flowLayout(item: CGSize(width: 90, height: 40)))
    view.register(BoxCell.self, forCellWithReuseIdentifier: "Box")
    let source = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, path, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Box", for: path)
      (cell as? BoxCell)?.label.text = "\(item)"
      return cell
    }
    return (view, source)
  }

  @Test("apply: moved and kept items keep their cells, new ones are asked for; reloads ask again")
  func applyKeepsCells() {
    let (view, source) = Self.collection()
    var s = Snapshot()
    s.appendSections(["A"])
    s.appendItems([1, 2, 3, 4])
    source.apply(s, animatingDifferences: false)
    view.layoutIfNeeded()
    let cellOf = Dictionary(uniqueKeysWithValues: view.visibleCells.map { (($0 as? BoxCell)?.label.text ?? "", $0) })
    s.moveItem(4, beforeItem: 1)
    s.deleteItems([2])
    s.appendSections(["B"])
    s.appendItems([5])
    s.reloadItems([3])
    source.apply(s)
    view.layoutIfNeeded()
    #expect(view.issues == [])
    #expect(view.visibleCells.compactMap { ($0 as? BoxCell)?.label.text } == ["4", "1", "3", "5"])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf["4"])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf["1"])
    #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 5)
    #expect(source.indexPath(for: 3) == IndexPath(item: 2, section: 0))
    // 90-pt items, a full line holds 3 (290 ≤ 320), gaps 25: 4, 1, 3 on line 1; B's 5 below.
    #expect(
      view.visibleCells.map(\.frame.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 115, y: 0), CGPoint(x: 230, y: 0), CGPoint(x: 0, y: 40),
      ])
  }

  /// Changes a snapshot at random with the snapshot's own calls.
  static func randomChange(_ s: inout Snapshot, _ rng: inout SplitMix64, _ next: inout Int) {
    let sections = s.sectionIdentifiers
    let items = s.itemIdentifiers
    switch rng.below(9) {
    case 0:
      let name = "S\(next)"
      next += 1
      if sections.isEmpty || rng.chance(0.5) {
        s.appendSections([name])
      } else {
        s.insertSections([name], beforeSection: sections[rng.below(sections.count)])
      }
      s.appendItems(
        (0..<rng.below(5)).map { _ in
          next += 1
          return next
        }, toSection: name)
    case 1 where !sections.isEmpty:
      s.deleteSections([sections[rng.below(sections.count)]])
    case 2 where sections.count > 1:
      let a = sections[rng.below(sections.count)]
      let b = sections.filter { $0 != a }[rng.below(sections.count - 1)]
      if rng.chance(0.5) { s.moveSection(a, beforeSection: b) } else { s.moveSection(a, afterSection: b) }
    case 3 where !items.isEmpty:
      next += 1
      s.insertItems([next], afterItem: items[rng.below(items.count)])
    case 4 where !sections.isEmpty:
      next += 1
      s.appendItems([next], toSection: sections[rng.below(sections.count)])
    case 5 where !items.isEmpty:
      s.deleteItems((0..<(1 + rng.below(3))).map { _ in items[rng.below(items.count)] }.uniqued())
    case 6 where items.count > 1:
      let a = items[rng.below(items.count)]
      let b = items.filter { $0 != a }[rng.below(items.count - 1)]
      if rng.chance(0.5) { s.moveItem(a, beforeItem: b) } else { s.moveItem(a, afterItem: b) }
    case 7 where !items.isEmpty:
      s.reloadItems([items[rng.below(items.count)]])
    case 8 where !sections.isEmpty:
      s.reloadSections([sections[rng.below(sections.count)]])
    default:
      break
    }
  }

  @Test("property: applying random snapshots shows what a fresh collection view of the last snapshot shows")
  func collectionProperty() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xD1FF_AB1E).value)
    var next = 0
    for trial in 0..<60 {
      let (view, source) = Self.collection()
      var s = Snapshot()
      for _ in 0..<(1 + rng.below(3)) { Self.randomChange(&s, &rng, &next) }
      source.apply(s)
      view.layoutIfNeeded()
      for _ in 0..<(1 + rng.below(6)) {
        let shown = Dictionary(uniqueKeysWithValues: view.visibleCells.map { (($0 as? BoxCell)?.label.text ?? "", $0) })
        var changed = s
        for _ in 0..<(1 + rng.below(4)) { Self.randomChange(&changed, &rng, &next) }
        let reloaded = Set(changed.reloadedItemIdentifiers.map { "\($0)" })
        let reloadedSections = Set(changed.reloadedSectionIdentifiers)
        source.apply(changed)
        view.contentOffset = CGPoint(x: 0, y: CGFloat(rng.below(Int(max(0, view.maximumContentOffset.y)) + 1)))
        view.layoutIfNeeded()
        // A cell shown before and after for the same item, not reloaded, is the same cell
        // when the item stayed in a section that was not reloaded, and no section moved.
        let sectionsKeptOrder =
          s.sectionIdentifiers.filter { changed.indexOfSection($0) != nil }
          == changed.sectionIdentifiers.filter { s.indexOfSection($0) != nil }
        for cell in view.visibleCells where sectionsKeptOrder {
          guard let text = (cell as? BoxCell)?.label.text, let before = shown[text], !reloaded.contains(text),
            let item = Int(text), let section = changed.sectionIdentifier(containingItem: item),
            !reloadedSections.contains(section), s.sectionIdentifier(containingItem: item) == section
          else { continue }
          #expect(before === cell, "trial \(trial) item \(item)")
        }
        s = changed
        s = Self.withoutMarks(s)
      }
      let (expected, expectedSource) = Self.collection()
      expectedSource.apply(s)
      expected.layoutIfNeeded()
      expected.contentOffset = view.contentOffset
      expected.layoutIfNeeded()
      #expect(view.issues == [] && source.issues == [], "trial \(trial)")
      #expect(itemFrames(view) == itemFrames(expected), "trial \(trial)")
      #expect(view.indexPathsForVisibleItems == expected.indexPathsForVisibleItems, "trial \(trial)")
      #expect(
        view.visibleCells.map { ($0 as? BoxCell)?.label.text }
          == expected.visibleCells.map { ($0 as? BoxCell)?.label.text },
        "trial \(trial)")
      #expect(cellSubviews(view).count == view.visibleCells.count, "trial \(trial)")
    }
  }

  /// The snapshot without reload marks (a new snapshot from the data source's, as apps take it).
  static func withoutMarks(_ s: Snapshot) -> Snapshot {
    var fresh = Snapshot()
    fresh.appendSections(s.sectionIdentifiers)
    for section in s.sectionIdentifiers { fresh.appendItems(s.itemIdentifiers(inSection: section), toSection: section) }
    return fresh
  }

  @Test("property: a table view shows the last of random snapshots as a fresh one does")
  func tableProperty() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x7AB1_EDD1).value)
    var next = 0
    func table() -> (TableView, TableViewDiffableDataSource<String, Int>) {
      let view = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), style: .plain)
      view.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      view.rowHeight = 30
      let source = TableViewDiffableDataSource<String, Int>(tableView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withIdentifier: "Cell", for: path)
        cell.textLabel?.text = "\(item)"
        return cell
      }
      return (view, source)
    }
    for trial in 0..<40 {
      let (view, source) = table()
      var s = Snapshot()
      for _ in 0..<(1 + rng.below(8)) {
        Self.randomChange(&s, &rng, &next)
        source.apply(s)
        view.layoutIfNeeded()
        s = Self.withoutMarks(s)
      }
      let (expected, expectedSource) = table()
      expectedSource.applySnapshotUsingReloadData(s)
      expected.layoutIfNeeded()
      expected.contentOffset = view.contentOffset
      expected.layoutIfNeeded()
      #expect(view.issues == [] && source.issues == [], "trial \(trial)")
      #expect(view.contentSize == expected.contentSize, "trial \(trial)")
      #expect(
        view.visibleCells.map { $0.textLabel?.text } == expected.visibleCells.map { $0.textLabel?.text },
        "trial \(trial)")
      #expect(view.visibleCells.map(\.frame) == expected.visibleCells.map(\.frame), "trial \(trial)")
    }
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, in first-seen order.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
