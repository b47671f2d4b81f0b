import Foundation
import Testing

@testable import Scrollwork

/// Hand-computed flow layouts, both directions (UIKitBehaviour.md §22;
/// Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "The flow rule").
@Suite struct CollectionViewFlowLayoutTests {
  @Test("§22 vertical: 100-pt items in 330 pt: 3 a line, justified 15 apart; the last line takes the columns")
  func verticalJustifiedGrid() {
    let source = BoxSource([BoxSource.boxes(7)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 330, height: 480), layout: flowLayout())
    view.layoutIfNeeded()
    // 3 × 100 + 2 × 10 = 320 ≤ 330 < 430: three a line; spare 10 → gaps 10 + 10 / 2 = 15.
    #expect(
      itemFrames(view) == [
        [
          rect(0, 0, 100, 100), rect(115, 0, 100, 100), rect(230, 0, 100, 100),
          rect(0, 110, 100, 100), rect(115, 110, 100, 100), rect(230, 110, 100, 100),
          rect(0, 220, 100, 100),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 330, height: 320))
    #expect(view.indexPathsForVisibleItems == (0..<7).map { IndexPath(item: $0, section: 0) })
    #expect(view.visibleCells.map(\.frame) == itemFrames(view)[0])
    #expect(view.visibleCells.map { ($0 as? BoxCell)?.label.text } == (0..<7).map { "\($0)" })
    #expect(view.issues == [])
  }

  @Test("§22 vertical with section insets, headers and footers: two a line, justified to both insets")
  func verticalInsetsHeadersFooters() {
    let source = BoxSource([BoxSource.boxes(4), BoxSource.boxes(2, from: 4)])
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout(inset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
    layout.headerReferenceSize = CGSize(width: 999, height: 40)  // width ignored when vertical
    layout.footerReferenceSize = CGSize(width: 0, height: 25)
    let view = source.makeCollection(size: CGSize(width: 330, height: 600), layout: layout)
    view.layoutIfNeeded()
    // Line length 330 − 20 = 310: 2 × 100 + 10 = 210 fits, 320 does not; gap 10 + 100 = 110.
    // Section 0: header 0–40, inset to 60, lines at 60 and 170, +100 +30 = 300, footer 300–325.
    // Section 1: header 325–365, line at 385, +100 +30 = 515, footer 515–540.
    #expect(
      itemFrames(view) == [
        [rect(10, 60, 100, 100), rect(220, 60, 100, 100), rect(10, 170, 100, 100), rect(220, 170, 100, 100)],
        [rect(10, 385, 100, 100), rect(220, 385, 100, 100)],
      ])
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 0, 330, 40))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 300, 330, 25))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
        == rect(0, 325, 330, 40))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame
        == rect(0, 515, 330, 25))
    #expect(view.contentSize == CGSize(width: 330, height: 540))
    // Every element is on screen: views for both headers and footers, at their frames, above the cells.
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    let h1 = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleView
    #expect(h1?.frame == rect(0, 325, 330, 40))
    #expect(h1?.title == "H1")
    let cellIndexes = view.subviews.indices.filter { view.subviews[$0] is CollectionViewCell }
    let titleIndexes = view.subviews.indices.filter { view.subviews[$0] is TitleView }
    #expect(cellIndexes.count == 6 && titleIndexes.count == 4)
    #expect(cellIndexes.max()! < titleIndexes.min()!)
  }

  @Test("§22 items of different sizes: full line justified, last line at the minimum spacing, centred across")
  func mixedSizes() {
    let sizes = [
      CGSize(width: 80, height: 40), CGSize(width: 120, height: 60), CGSize(width: 150, height: 30),
      CGSize(width: 50, height: 50), CGSize(width: 60, height: 20),
    ]
    let source = BoxSource([sizes.enumerated().map { Box(id: $0.offset, size: $0.element) }])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 300, height: 400), layout: flowLayout())
    view.layoutIfNeeded()
    // Line 1: 80 + 10 + 120 = 210; + 10 + 150 = 370 > 300. Gap 10 + (300 − 210) = 100; 60 thick.
    // Line 2 (last, at 60 + 10 = 70): 150 + 10 + 50 + 10 + 60 = 280 ≤ 300, not justified; 50 thick.
    #expect(
      itemFrames(view) == [
        [
          rect(0, 10, 80, 40), rect(180, 0, 120, 60), rect(0, 80, 150, 30), rect(160, 70, 50, 50),
          rect(220, 85, 60, 20),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 300, height: 120))
  }

  @Test("§22 a line of one item that is not the last is centred; the last line of mixed sizes starts at the inset")
  func singleItemLines() {
    let sizes = [CGSize(width: 200, height: 50), CGSize(width: 200, height: 50), CGSize(width: 100, height: 50)]
    let source = BoxSource([sizes.enumerated().map { Box(id: $0.offset, size: $0.element) }])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 400),
      layout: flowLayout(inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
    view.layoutIfNeeded()
    // Line length 300: 200 + 10 + 200 and 200 + 10 + 100 = 310 do not fit: one item a line.
    #expect(itemFrames(view) == [[rect(60, 0, 200, 50), rect(60, 60, 200, 50), rect(10, 120, 100, 50)]])
  }

  @Test("§22 uniform items one to a line: every line, the last too, centres its item")
  func uniformOneToALine() {
    let source = BoxSource([BoxSource.boxes(3)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 300, height: 400), layout: flowLayout(item: CGSize(width: 160, height: 40)))
    view.layoutIfNeeded()
    #expect(itemFrames(view) == [[rect(70, 0, 160, 40), rect(70, 50, 160, 40), rect(70, 100, 160, 40)]])
  }

  @Test("§22 a section of fewer items than a line holds: they take the first columns of a full line")
  func shortSingleLine() {
    let source = BoxSource([BoxSource.boxes(2)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 340, height: 400), layout: flowLayout(item: CGSize(width: 70, height: 70)))
    view.layoutIfNeeded()
    // 4 × 70 + 3 × 10 = 310 ≤ 340 < 390: a full line holds 4, gaps 10 + 30 / 3 = 20.
    #expect(itemFrames(view) == [[rect(0, 0, 70, 70), rect(90, 0, 70, 70)]])
  }

  @Test("§22 horizontal: columns of 3 top to bottom, justified; header at the left as tall as the view")
  func horizontal() {
    let source = BoxSource([BoxSource.boxes(7)])
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout(direction: .horizontal)
    layout.headerReferenceSize = CGSize(width: 30, height: 999)  // height ignored when horizontal
    let view = source.makeCollection(size: CGSize(width: 200, height: 330), layout: layout)
    view.layoutIfNeeded()
    #expect(
      itemFrames(view) == [
        [
          rect(30, 0, 100, 100), rect(30, 115, 100, 100), rect(30, 230, 100, 100),
          rect(140, 0, 100, 100), rect(140, 115, 100, 100), rect(140, 230, 100, 100),
          rect(250, 0, 100, 100),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 350, height: 330))
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 0, 30, 330))
    // The bounds show x 0–200: columns at 30 and 140 and the header.
    #expect(view.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
    view.contentOffset = CGPoint(x: 150, y: 0)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems == (3..<7).map { IndexPath(item: $0, section: 0) })
  }

  @Test("§22 horizontal with section insets and mixed widths: centred across each column")
  func horizontalMixed() {
    let sizes = [CGSize(width: 40, height: 100), CGSize(width: 60, height: 100), CGSize(width: 50, height: 150)]
    let source = BoxSource([sizes.enumerated().map { Box(id: $0.offset, size: $0.element) }])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 400, height: 250),
      layout: flowLayout(
        line: 20, interitem: 5, inset: EdgeInsets(top: 10, left: 15, bottom: 20, right: 25), direction: .horizontal))
    view.layoutIfNeeded()
    // Column length 250 − 30 = 220: 100 + 5 + 100 = 205 fits, + 155 does not; gap 5 + 15 = 20.
    // Column 1 is 60 wide (x 15): item 0 centred at 25. Column 2 (last, x 15 + 60 + 20 = 95): one item at the top.
    #expect(itemFrames(view) == [[rect(25, 10, 40, 100), rect(15, 130, 60, 100), rect(95, 10, 50, 150)]])
    #expect(view.contentSize == CGSize(width: 95 + 50 + 25, height: 250))
  }

  @Test("§22 content inset: lines are as long as the bounds less the adjusted insets")
  func contentInsetShortensLines() {
    let source = BoxSource([BoxSource.boxes(3)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 330, height: 400), layout: flowLayout())
    view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
    view.layoutIfNeeded()
    // Content 300 wide: 2 a line (320 > 300), gap 10 + 90 = 100.
    #expect(itemFrames(view) == [[rect(0, 0, 100, 100), rect(200, 0, 100, 100), rect(0, 110, 100, 100)]])
    #expect(view.contentSize == CGSize(width: 300, height: 210))
  }

  @Test("§22 sectionInsetReference .fromSafeArea and .fromLayoutMargins add what the content inset does not cover")
  func sectionInsetReference() {
    let source = BoxSource([BoxSource.boxes(3)])
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    let view = source.makeCollection(size: CGSize(width: 340, height: 400), layout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
    view.layoutIfNeeded()
    // From the content inset: line 330 (3 a line, 320: gaps 15).
    #expect(itemFrames(view)[0].map(\.minX) == [5, 120, 235])
    layout.sectionInsetReference = .fromSafeArea
    view.layoutIfNeeded()
    // From the safe area: 20 + 5 to 340 − 10 − 5 = 300 long: 2 a line, gap 10 + 90 = 100.
    #expect(itemFrames(view)[0] == [rect(25, 0, 100, 100), rect(225, 0, 100, 100), rect(25, 110, 100, 100)])
    layout.sectionInsetReference = .fromLayoutMargins
    view.insetsLayoutMarginsFromSafeArea = false
    view.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    view.layoutIfNeeded()
    // From the margins: 40 + 5 to 340 − 40 − 5 = 250 long: 2 a line, gap 10 + 40 = 50.
    #expect(itemFrames(view)[0] == [rect(45, 0, 100, 100), rect(195, 0, 100, 100), rect(45, 110, 100, 100)])
    #expect(view.contentSize == CGSize(width: 340, height: 210))
  }

  @Test("§22 invalid values are recorded and read as 0; an item wider than the line sticks out at the line's start")
  func invalidValues() {
    let source = BoxSource([
      [Box(id: 0, size: CGSize(width: -5, height: 40)), Box(id: 1, size: CGSize(width: 400, height: 30))]
    ])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 300, height: 400), layout: flowLayout())
    view.layoutIfNeeded()
    // Item 0 is 0 × 40: a line of its own (0 + 10 + 400 > 300), centred; item 1 starts line 2 at 0.
    #expect(itemFrames(view) == [[rect(150, 0, 0, 40), rect(0, 50, 400, 30)]])
    #expect(
      view.issues.contains(
        .invalidValue(
          "\(CGSize(width: -5, height: 40))", what: "sizeForItemAt", indexPath: IndexPath(item: 0, section: 0))))
    #expect(
      view.issues.contains(
        .itemLargerThanLine(
          indexPath: IndexPath(item: 1, section: 0), size: CGSize(width: 400, height: 30), lineLength: 300)))
  }
}
