import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Selection in collection views (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md,
/// "Selection"; UIKitBehaviour.md §39).
@Suite struct CollectionViewSelectionTests {
  /// 40 items of 90 × 60 in one section of a 320 × 200 flow layout: three per line.
  func collection() -> (CollectionView, BoxSource) {
    let source = BoxSource([BoxSource.boxes(40)])
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 200), layout: flowLayout(item: CGSize(width: 90, height: 60)))
    view.layoutIfNeeded()
    return (view, source)
  }

  @Test("§39 selectItem with [] neither scrolls nor tells the delegate; the cell comes selected when scrolled to")
  func selectOffScreen() throws {
    let (view, source) = collection()
    defer { withExtendedLifetime(source) {} }
    let path = IndexPath(item: 20, section: 0)
    view.selectItem(at: path, animated: false, scrollPosition: [])
    #expect(view.contentOffset == .zero)
    #expect(view.indexPathsForSelectedItems == [path])
    #expect(view.visibleCells.filter(\.isSelected).isEmpty)
    view.selectItem(at: path, animated: false, scrollPosition: .top)
    // Item 20 is on line 6 (20 / 3), at y = 6 × 70.
    #expect(view.contentOffset == CGPoint(x: 0, y: 420))
    #expect(try #require(view.cellForItem(at: path)).isSelected)
  }

  @Test("§39 single and multiple selection, deselectItem, nil clears, allowsSelection off ignores")
  func singleAndMultiple() {
    let (view, source) = collection()
    defer { withExtendedLifetime(source) {} }
    let a = IndexPath(item: 1, section: 0)
    let b = IndexPath(item: 4, section: 0)
    view.selectItem(at: a, animated: false, scrollPosition: [])
    view.selectItem(at: b, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [b])
    #expect(view.cellForItem(at: a)?.isSelected == false)
    view.allowsMultipleSelection = true
    view.selectItem(at: a, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [a, b])
    view.deselectItem(at: b, animated: true)
    #expect(view.indexPathsForSelectedItems == [a])
    view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
    view.allowsSelection = false
    view.selectItem(at: a, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test("§39 an item that does not exist is an issue with its words; reloadData clears the selection")
  func invalidAndReload() {
    let (view, source) = collection()
    defer { withExtendedLifetime(source) {} }
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    view.selectItem(at: IndexPath(item: 0, section: 3), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(
      view.issues.map(\.description) == [
        "selectItem(at:animated:scrollPosition:) named item 0 of section 3, which does not exist; nothing changed."
      ])
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
  }

  @Test("§39 property: through random updates, resizes and scrolls a selected item stays selected where it moves")
  func selectionFollowsItems() {
    typealias Steps = CollectionViewUpdatePropertyTests
    var gen = Steps.Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0xC0_5E1E).value))
    for trial in 0..<60 {
      let source = BoxSource((0..<(1 + gen.rng.below(3))).map { _ in gen.section() })
      defer { withExtendedLifetime(source) {} }
      let view = source.makeCollection(
        size: CGSize(width: 320, height: 200), layout: flowLayout(item: CGSize(width: 90, height: 60)))
      view.allowsMultipleSelection = true
      view.layoutIfNeeded()
      var selectedIDs = Set<Int>()
      for step in 0..<(1 + gen.rng.below(8)) {
        for _ in 0..<gen.rng.below(4) {
          let paths = source.sections.indices.flatMap { s in
            source.sections[s].indices.map { IndexPath(item: $0, section: s) }
          }
          guard !paths.isEmpty else { break }
          let path = paths[gen.rng.below(paths.count)]
          let id = source.sections[path.section][path.item].id
          if selectedIDs.contains(id) {
            view.deselectItem(at: path, animated: false)
            selectedIDs.remove(id)
          } else {
            view.selectItem(at: path, animated: false, scrollPosition: gen.rng.chance(0.3) ? .top : [])
            selectedIDs.insert(id)
          }
        }
        // The step randomStep will take, drawn as it draws it: step 9 is reloadData,
        // which clears the selection; the others keep what is still there.
        var peek = gen.rng
        let sections = source.sections.count
        _ = peek.below(max(1, sections))
        let isReload = sections > 0 && peek.below(12) == 9
        Steps.randomStep(view, source, &gen)
        view.layoutIfNeeded()
        if isReload { selectedIDs.removeAll() }
        var expected: [IndexPath] = []
        for (s, boxes) in source.sections.enumerated() {
          for (i, box) in boxes.enumerated() where selectedIDs.contains(box.id) {
            expected.append(IndexPath(item: i, section: s))
          }
        }
        selectedIDs = Set(expected.map { source.sections[$0.section][$0.item].id })
        let context = "trial \(trial) step \(step)"
        #expect(view.issues == [], "\(context)")
        #expect(view.indexPathsForSelectedItems ?? [] == expected, "\(context)")
        let shown = view.visibleCells.filter(\.isSelected).compactMap { view.indexPath(for: $0) }.sorted()
        let shownExpected = view.indexPathsForVisibleItems.filter { expected.contains($0) }.sorted()
        #expect(shown == shownExpected, "\(context)")
      }
    }
  }
}
