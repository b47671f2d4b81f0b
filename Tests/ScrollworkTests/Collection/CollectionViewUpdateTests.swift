import Foundation
import Testing

@testable import Scrollwork

/// Inserting, deleting, reloading and moving items and sections (UIKitBehaviour.md §20;
/// Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "Updates").
@Suite struct CollectionViewUpdateTests {
  func shownTexts(_ view: CollectionView) -> [String] {
    view.visibleCells.compactMap { ($0 as? BoxCell)?.label.text }
  }

  @Test("§20 insert, delete and move items: frames follow the flow, kept cells stay, the new ones are asked for")
  func itemUpdates() {
    let source = BoxSource([BoxSource.boxes(5)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    let cellOf2 = view.cellForItem(at: IndexPath(item: 2, section: 0))
    source.sections[0].insert(Box(id: 50, size: nil), at: 1)
    view.insertItems(at: [IndexPath(item: 1, section: 0)])
    view.layoutIfNeeded()
    #expect(shownTexts(view) == ["0", "50", "1", "2", "3", "4"])
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf2)
    #expect(cellOf2?.frame == rect(0, 110, 100, 100))  // item 3: line 2, column 1
    source.sections[0].remove(at: 0)
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    view.layoutIfNeeded()
    #expect(shownTexts(view) == ["50", "1", "2", "3", "4"])
    #expect(cellOf2?.frame == rect(220, 0, 100, 100))
    let moved = source.sections[0].remove(at: 4)
    source.sections[0].insert(moved, at: 0)
    view.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
    view.layoutIfNeeded()
    #expect(shownTexts(view) == ["4", "50", "1", "2", "3"])
    #expect(view.issues == [])
  }

  @Test("§20 a batch of section insert and item delete, checked once; reloadItems asks for the cell again")
  func batchAndReload() {
    let source = BoxSource([BoxSource.boxes(3), BoxSource.boxes(2, from: 10)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    var completed = false
    view.performBatchUpdates(
      {
        source.sections.insert(BoxSource.boxes(1, from: 20), at: 0)
        source.sections[2].remove(at: 0)
        view.deleteItems(at: [IndexPath(item: 0, section: 1)])
        view.insertSections(IndexSet(integer: 0))
      }, completion: { completed = $0 })
    view.layoutIfNeeded()
    #expect(completed)
    #expect(shownTexts(view) == ["20", "0", "1", "2", "11"])
    #expect(
      itemFrames(view) == [
        [rect(0, 0, 100, 100)], [rect(0, 100, 100, 100), rect(110, 100, 100, 100), rect(220, 100, 100, 100)],
        [rect(0, 200, 100, 100)],
      ])
    let before = source.cellRequests
    source.sections[1][1] = Box(id: 99, size: nil)
    view.reloadItems(at: [IndexPath(item: 1, section: 1)])
    view.layoutIfNeeded()
    #expect(shownTexts(view) == ["20", "0", "99", "2", "11"])
    #expect(source.cellRequests == before + 1)
    #expect(view.issues == [])
  }

  @Test("§29 moveSection(1, toSection: 0): the flow starts with items 10 and 11, their cells go with them")
  func moveSection() {
    let source = BoxSource([BoxSource.boxes(3), BoxSource.boxes(2, from: 10)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    let cellOf10 = view.cellForItem(at: IndexPath(item: 0, section: 1))
    let before = source.cellRequests
    source.sections.swapAt(0, 1)
    view.moveSection(1, toSection: 0)
    view.layoutIfNeeded()
    #expect(view.issues == [])
    #expect(shownTexts(view) == ["10", "11", "0", "1", "2"])
    #expect(
      itemFrames(view) == [
        [rect(0, 0, 100, 100), rect(110, 0, 100, 100)],
        [rect(0, 100, 100, 100), rect(110, 100, 100, 100), rect(220, 100, 100, 100)],
      ])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf10)
    #expect(cellOf10?.frame == rect(0, 0, 100, 100))
    #expect(source.cellRequests == before)
    view.moveSection(0, toSection: 3)
    #expect(
      view.issues == [
        .invalidUpdate("attempt to move section 0 to section 3, but there are only 2 sections after the update")
      ])
  }

  @Test("§20 an update that does not fit the counts is recorded with UIKit's reason and the data reloaded")
  func invalidUpdate() {
    let source = BoxSource([BoxSource.boxes(2)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    source.sections[0].append(Box(id: 7, size: nil))
    view.insertItems(at: [])  // told nothing: 2 before, 3 after
    view.layoutIfNeeded()
    #expect(
      view.issues == [
        .invalidUpdate(
          "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (3) must be equal to the number of items contained in that section before "
            + "the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, "
            + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
            + "moved out).")
      ])
    #expect(shownTexts(view) == ["0", "1", "7"])
    view.deleteItems(at: [IndexPath(item: 5, section: 0)])
    #expect(
      view.issues.last
        == .invalidUpdate("attempt to delete item 5 from section 0 which only contains 3 items before the update"))
  }
}
