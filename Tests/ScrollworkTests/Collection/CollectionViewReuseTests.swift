import Foundation
import Testing

@testable import Scrollwork

/// Reuse: only the cells of the items meeting the bounds are subviews; cells that
/// leave go to the pool and come back after `prepareForReuse()`.
@Suite struct CollectionViewReuseTests {
  /// The items of a 3-column grid of 100-pt items 110 apart meeting (y, y + height).
  static func expectedVisible(y: CGFloat, height: CGFloat, count: Int) -> [IndexPath] {
    var result: [IndexPath] = []
    var line = 0
    while CGFloat(line) * 110 < y + height && line * 3 < count {
      if CGFloat(line) * 110 + 100 > y {
        result += (line * 3..<min(count, line * 3 + 3)).map { IndexPath(item: $0, section: 0) }
      }
      line += 1
    }
    return result
  }

  @Test("scrolling 10,000 items a screen at a time: live cells = items on screen, instances = the most on screen")
  func scrollTenThousandItems() {
    let source = BoxSource([BoxSource.boxes(10_000)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    // 3 a line (3 × 100 + 2 × 10 = 320), 3,334 lines 110 apart: 3,334 × 110 − 10.
    #expect(view.contentSize == CGSize(width: 320, height: 366_730))
    var mostShown = 0
    var steps = 0
    var y: CGFloat = 0
    while true {
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      let shown = view.indexPathsForVisibleItems
      #expect(shown == Self.expectedVisible(y: y, height: 480, count: 10_000), "offset \(y)")
      let live = cellSubviews(view)
      #expect(live.count == shown.count, "offset \(y)")
      for cell in live {
        let item = view.indexPath(for: cell)?.item ?? -1
        #expect((cell as? BoxCell)?.label.text == "\(item)", "offset \(y)")
        #expect(cell.frame == view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
      }
      mostShown = max(mostShown, shown.count)
      steps += 1
      if y >= view.maximumContentOffset.y { break }
      y = min(y + 480, view.maximumContentOffset.y)
    }
    // 366,730 − 480 = 366,250 = 763.02 screens: offsets 0, 480, …, 366,240, then 366,250.
    #expect(steps == 765)
    #expect(view.contentOffset.y == 366_250)
    // A screen meets 5 or 6 lines (15 or 18 items); a screen's scroll frees every cell
    // but one line's before the new items need theirs.
    #expect(mostShown == 18)
    #expect(source.madeCells.count == mostShown)
    let reuses = source.madeCells.values.reduce(0) { $0 + $1.reuseCount }
    #expect(reuses == source.cellRequests - source.madeCells.count)
    #expect(view.reusableCellCount + cellSubviews(view).count == source.madeCells.count)
    // Every item was shown once, in order, and every item that left was told.
    #expect(source.willDisplay == (0..<10_000).map { IndexPath(item: $0, section: 0) })
    #expect(source.didEndDisplaying.count == 10_000 - cellSubviews(view).count)
  }

  @Test("reloadData sends the cells to the pool and asks for them again; prepareForReuse runs before reuse")
  func reloadReuses() {
    let source = BoxSource([BoxSource.boxes(6)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    let first = Set(view.visibleCells.map(ObjectIdentifier.init))
    source.sections[0] = BoxSource.boxes(6, from: 100)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == first)
    #expect(view.visibleCells.compactMap { ($0 as? BoxCell)?.label.text } == (100..<106).map { "\($0)" })
    #expect(view.visibleCells.compactMap { ($0 as? BoxCell)?.reuseCount } == [1, 1, 1, 1, 1, 1])
  }

  @Test("an unregistered identifier and a missing supplementary view are recorded, not fatal")
  func unregisteredAndMissing() {
    let source = BoxSource([BoxSource.boxes(1)])
    source.givesSupplementaryViews = false
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.delegate = source
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(
      view.issues == [
        .unregisteredIdentifier("Box", kind: nil),
        .missingSupplementaryView(
          kind: CollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 0)),
      ])
    #expect(view.visibleCells.map(\.frame) == [rect(0, 30, 100, 100)])
    #expect(view.visibleCells.first.map { type(of: $0) == CollectionViewCell.self } == true)
  }
}
