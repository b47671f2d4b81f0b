import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property: any sequence of updates (item and section inserts, deletes,
/// moves, reloads, batches), size changes and scrolling, each told to the collection
/// view after the data changed, leaves it showing what a fresh collection view with the
/// final data, size and offset shows (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md,
/// "Updates").
@Suite struct CollectionViewUpdatePropertyTests {
  struct Generator {
    var rng: SplitMix64
    var nextID = 0

    static let sizes: [CGSize?] = [
      nil, CGSize(width: 40, height: 30), CGSize(width: 90, height: 60), CGSize(width: 150, height: 45),
      CGSize(width: 200, height: 80),
    ]

    mutating func box() -> Box {
      defer { nextID += 1 }
      return Box(id: nextID, size: Self.sizes[rng.below(Self.sizes.count)])
    }
    mutating func section() -> [Box] { (0..<rng.below(9)).map { _ in box() } }
  }

  static func insertBoxes(_ count: Int, into s: Int, of source: BoxSource, _ gen: inout Generator) -> [IndexPath] {
    var added = Set<Int>()
    for _ in 0..<count {
      let box = gen.box()
      added.insert(box.id)
      source.sections[s].insert(box, at: gen.rng.below(source.sections[s].count + 1))
    }
    return source.sections[s].indices.filter { added.contains(source.sections[s][$0].id) }.map {
      IndexPath(item: $0, section: s)
    }
  }

  static func deleteBoxes(_ count: Int, from s: Int, of source: BoxSource, _ gen: inout Generator) -> [IndexPath] {
    var items = Set<Int>()
    for _ in 0..<count where !source.sections[s].isEmpty { items.insert(gen.rng.below(source.sections[s].count)) }
    for i in items.sorted(by: >) { source.sections[s].remove(at: i) }
    return items.sorted().map { IndexPath(item: $0, section: s) }
  }

  /// Changes the data, the size or the offset at random and tells the collection view.
  static func randomStep(_ view: CollectionView, _ source: BoxSource, _ gen: inout Generator) {
    let sections = source.sections.count
    let s = gen.rng.below(max(1, sections))
    switch sections == 0 ? 3 : gen.rng.below(12) {
    case 0:
      view.insertItems(at: insertBoxes(1 + gen.rng.below(3), into: s, of: source, &gen))
    case 1:
      view.deleteItems(at: deleteBoxes(1 + gen.rng.below(3), from: s, of: source, &gen))
    case 2:
      let other = gen.rng.below(sections)
      let deleted = deleteBoxes(1 + gen.rng.below(2), from: s, of: source, &gen)
      let inserted = insertBoxes(1 + gen.rng.below(2), into: other, of: source, &gen)
      view.performBatchUpdates {
        view.insertItems(at: inserted)
        view.deleteItems(at: deleted)
      }
    case 3:
      let at = gen.rng.below(sections + 1)
      source.sections.insert(gen.section(), at: at)
      view.insertSections(IndexSet(integer: at))
    case 4:
      source.sections.remove(at: s)
      view.deleteSections(IndexSet(integer: s))
    case 5:
      guard !source.sections[s].isEmpty else { return }
      let from = IndexPath(item: gen.rng.below(source.sections[s].count), section: s)
      let box = source.sections[s].remove(at: from.item)
      let t = gen.rng.below(sections)
      let to = IndexPath(item: gen.rng.below(source.sections[t].count + 1), section: t)
      source.sections[t].insert(box, at: to.item)
      view.moveItem(at: from, to: to)
    case 6:
      guard !source.sections[s].isEmpty else { return }
      let i = gen.rng.below(source.sections[s].count)
      source.sections[s][i] = gen.box()
      view.reloadItems(at: [IndexPath(item: i, section: s)])
    case 7:
      source.sections[s] = gen.section()
      view.reloadSections(IndexSet(integer: s))
    case 8:
      let widths: [CGFloat] = [320, 375, 568]
      view.frame = CGRect(x: 0, y: 0, width: widths[gen.rng.below(3)], height: 200)
    case 9:
      source.sections[s] = gen.section()
      view.reloadData()
    case 10:
      let t = gen.rng.below(sections)
      source.sections.insert(source.sections.remove(at: s), at: t)
      view.moveSection(s, toSection: t)
    default:
      let range = max(0, view.maximumContentOffset.y)
      view.contentOffset = CGPoint(x: 0, y: CGFloat(gen.rng.below(Int(range) + 1)))
    }
  }

  func layout() -> CollectionViewFlowLayout {
    let layout = flowLayout(
      item: CGSize(width: 90, height: 60), inset: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8))
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    layout.footerReferenceSize = CGSize(width: 0, height: 12)
    return layout
  }

  @Test("§20 §22 property: after random updates, resizes and scrolls, the collection shows what a fresh one does")
  func updatesMatchFreshCollection() {
    var gen = Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0xC011_EC71).value))
    for trial in 0..<60 {
      let source = BoxSource((0..<(1 + gen.rng.below(3))).map { _ in gen.section() })
      defer { withExtendedLifetime(source) {} }
      let view = source.makeCollection(size: CGSize(width: 320, height: 200), layout: layout())
      view.layoutIfNeeded()
      for _ in 0..<(1 + gen.rng.below(8)) {
        Self.randomStep(view, source, &gen)
        view.layoutIfNeeded()
      }
      let fresh = BoxSource(source.sections)
      defer { withExtendedLifetime(fresh) {} }
      let expected = fresh.makeCollection(size: view.bounds.size, layout: layout())
      expected.layoutIfNeeded()
      expected.contentOffset = view.contentOffset
      expected.layoutIfNeeded()
      let context = "trial \(trial)"
      #expect(view.issues == [], "\(context)")
      #expect(view.contentSize == expected.contentSize, "\(context)")
      #expect(itemFrames(view) == itemFrames(expected), "\(context)")
      #expect(view.indexPathsForVisibleItems == expected.indexPathsForVisibleItems, "\(context)")
      #expect(view.visibleCells.map(\.frame) == expected.visibleCells.map(\.frame), "\(context)")
      #expect(
        view.visibleCells.map { ($0 as? BoxCell)?.label.text }
          == expected.visibleCells.map { ($0 as? BoxCell)?.label.text },
        "\(context)")
      #expect(cellSubviews(view).count == view.visibleCells.count, "\(context)")
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        let paths = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
        #expect(paths == expected.indexPathsForVisibleSupplementaryElements(ofKind: kind), "\(context)")
        for path in paths {
          #expect(
            view.supplementaryView(forElementKind: kind, at: path)?.frame
              == expected.supplementaryView(forElementKind: kind, at: path)?.frame, "\(context)")
          #expect(
            (view.supplementaryView(forElementKind: kind, at: path) as? TitleView)?.title
              == (expected.supplementaryView(forElementKind: kind, at: path) as? TitleView)?.title, "\(context)")
        }
      }
    }
  }
}
