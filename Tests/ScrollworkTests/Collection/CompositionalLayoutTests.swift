import Foundation
import Testing

@testable import Scrollwork

/// A layout size from its two dimensions.
func layoutSize(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
  CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of one full-width horizontal group of `height` holding `item`.
func rowSection(_ item: CollectionLayoutItem, height: CollectionLayoutDimension) -> CollectionLayoutSection {
  CollectionLayoutSection(
    group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), height), subitems: [item]))
}

/// `UICollectionViewCompositionalLayout` (UIKitBehaviour.md §24): frames computed by
/// hand from the group, section and boundary rules.
@Suite struct CompositionalLayoutTests {
  static let header = CollectionView.elementKindSectionHeader
  static let footer = CollectionView.elementKindSectionFooter

  @Test("§24 grid: fractionalWidth(1/3) items with content insets, section insets and interGroupSpacing")
  func grid() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let section = rowSection(item, height: .absolute(100))
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 5
    let source = BoxSource([BoxSource.boxes(7)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 480), layout: CollectionViewCompositionalLayout(section: section))
    view.layoutIfNeeded()
    // Effective width 320 − 20 = 300: slots 100 wide at x 10, 110, 210, inset 2 on every side;
    // groups 100 tall at y 10, 115, 220.
    #expect(
      itemFrames(view) == [
        [
          rect(12, 12, 96, 96), rect(112, 12, 96, 96), rect(212, 12, 96, 96),
          rect(12, 117, 96, 96), rect(112, 117, 96, 96), rect(212, 117, 96, 96),
          rect(12, 222, 96, 96),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 10 + 3 * 100 + 2 * 5 + 10))
    #expect(view.visibleCells.map(\.frame) == itemFrames(view)[0])
    #expect(view.issues == [])
  }

  @Test("§24 five fractionalWidth(0.2) items fill a 414-pt row, although 5 × (0.2 × 414) is a hair over 414")
  func fifthsFillRow() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.2), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let source = BoxSource([BoxSource.boxes(6)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 414, height: 800),
      layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    let side: CGFloat = 0.2 * 414
    let frames = itemFrames(view)[0]
    for (i, frame) in frames.enumerated() {
      let expected = rect(CGFloat(i % 5) * side, CGFloat(i / 5) * side, side, side)
      #expect(isClose(frame, expected), "item \(i): \(frame)")
    }
    #expect(view.contentSize == CGSize(width: 414, height: 2 * side))
  }

  @Test("§24 nested groups: a wide item beside a vertical group of two, subitem:count: with fixed spacing")
  func nestedGroup() {
    let leading = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.75), .fractionalHeight(1)))
    let small = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let trailing = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)), subitem: small, count: 2)
    trailing.interItemSpacing = .fixed(10)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [leading, trailing])
    let source = BoxSource([BoxSource.boxes(5)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 400, height: 600),
      layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    view.layoutIfNeeded()
    // 300 + 100 fill 400; the trailing group's 200 less one 10 gap is shared: 95 each.
    // The second group (y 200) is cut short by the items: the wide item and one small one.
    #expect(
      itemFrames(view) == [
        [
          rect(0, 0, 300, 200), rect(300, 0, 100, 95), rect(300, 105, 100, 95),
          rect(0, 200, 300, 200), rect(300, 200, 100, 95),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 400, height: 400))
  }

  @Test("§24 subitem:count: takes only the section's items however large the count; a count of 0 is read as 1")
  func groupCounts() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let huge = CollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), subitem: item, count: 1 << 40))
    let none = CollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), subitem: item, count: 0))
    let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? huge : none }
    let source = BoxSource([BoxSource.boxes(2), BoxSource.boxes(2)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 200), layout: layout)
    let share = 320 / CGFloat(1 << 40)
    #expect(
      itemFrames(view) == [
        [rect(0, 0, share, 10), rect(share, 0, share, 10)], [rect(0, 10, 320, 10), rect(0, 20, 320, 10)],
      ])
    #expect(view.issues == [.invalidValue("0", what: "group count", indexPath: IndexPath(item: 0, section: 1))])
  }

  @Test("§24 flexible spacing: as many items as fit at the minimum, the spare length shared between the gaps")
  func flexibleSpacing() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(40)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
    group.interItemSpacing = .flexible(5)
    let source = BoxSource([BoxSource.boxes(4)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 480),
      layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    // 3 × 100 + 2 × 5 = 310 ≤ 320 (a fourth would need 415): gaps 5 + 10 / 2 = 10. A
    // group of one item starts at the leading edge.
    #expect(
      itemFrames(view) == [[rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40), rect(0, 40, 100, 40)]])
  }

  @Test("§24 list: full-width items of estimated height size themselves; insets on the estimated axis are ignored")
  func selfSizingList() {
    let source = SizingSource()
    source.boxes = [CGSize(width: 60, height: 30), CGSize(width: 100, height: 50), CGSize(width: 80, height: 20)]
    defer { withExtendedLifetime(source) {} }
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    let layout = CollectionViewCompositionalLayout(section: rowSection(item, height: .estimated(44)))
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(PaddedBoxCell.self, forCellWithReuseIdentifier: "Box")
    view.dataSource = source
    // Before layout: the estimates, 44 tall, inset 10 leading and trailing only.
    #expect(itemFrames(view) == [[rect(10, 0, 300, 44), rect(10, 44, 300, 44), rect(10, 88, 300, 44)]])
    view.layoutIfNeeded()
    // Measured: box + 16 tall (46, 66, 36); the width stays the group's.
    #expect(itemFrames(view) == [[rect(10, 0, 300, 46), rect(10, 46, 300, 66), rect(10, 112, 300, 36)]])
    #expect(view.visibleCells.map(\.frame) == itemFrames(view)[0])
    #expect(view.contentSize == CGSize(width: 320, height: 148))
    #expect(view.issues == [])
  }

  @Test("§24 list of labels: heights are the labels' fitted heights at the item's width")
  func labelList() {
    let texts = (0..<6).map { i in
      "Row \(i). "
        + Array(repeating: "The quick brown fox jumps over the lazy dog.", count: i % 3).joined(separator: " ")
    }
    let source = SizingSource()
    source.notes = texts
    defer { withExtendedLifetime(source) {} }
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let section = rowSection(item, height: .estimated(44))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.interGroupSpacing = 1
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 1000),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    view.register(NoteItemCell.self, forCellWithReuseIdentifier: "Note")
    view.dataSource = source
    view.layoutIfNeeded()
    var y: CGFloat = 0
    var expected: [CGRect] = []
    for text in texts {
      let height = standaloneNoteHeight(text, width: 280)
      expected.append(rect(20, y, 280, height))
      y += height + 1
    }
    #expect(itemFrames(view) == [expected])
    #expect(expected[1].height > expected[0].height)
    #expect(view.contentSize.height == y - 1)
  }

  /// Two sections of ten 50-pt rows, inset 8/16, with a pinned header and a footer.
  func headerFooterView(follow: Bool = true) -> (CollectionView, BoxSource) {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(item, height: .absolute(50))
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.supplementariesFollowContentInsets = follow
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: Self.header, alignment: .top)
    header.pinToVisibleBounds = true
    let footer = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: Self.footer, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    let source = BoxSource([BoxSource.boxes(10), BoxSource.boxes(10, from: 10)])
    return (source.makeCollection(size: CGSize(width: 320, height: 200), layout: layout), source)
  }

  @Test("§24 section header and footer: before the top inset and after the bottom one, inset across like the groups")
  func headerAndFooter() {
    let (view, source) = headerFooterView()
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    let h0 = view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))
    let f0 = view.layoutAttributesForSupplementaryElement(ofKind: Self.footer, at: IndexPath(item: 0, section: 0))
    let h1 = view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))
    // Section 0: header 0–30, inset 8, rows 38–538, inset 8, footer 546–566. Section 1
    // starts 12 later, at 578.
    #expect(h0?.frame == rect(16, 0, 288, 30))
    #expect(itemFrames(view)[0][0] == rect(16, 38, 288, 50))
    #expect(itemFrames(view)[0][9] == rect(16, 488, 288, 50))
    #expect(f0?.frame == rect(16, 546, 288, 20))
    #expect(h1?.frame == rect(16, 578, 288, 30))
    #expect(itemFrames(view)[1][0] == rect(16, 616, 288, 50))
    #expect(view.contentSize == CGSize(width: 320, height: 2 * 566 + 12))
    #expect(view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame == h0?.frame)
    #expect(
      (view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)) as? TitleView)?.title
        == "H0")
    #expect(view.issues == [])

    let (wide, other) = headerFooterView(follow: false)
    defer { withExtendedLifetime(other) {} }
    #expect(
      wide.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 0, 320, 30))
    #expect(itemFrames(wide)[0][0] == rect(16, 38, 288, 50))
  }

  @Test("§24 a pinned header stays at the top of the visible area until its section's end pushes it away")
  func pinnedHeader() {
    let (view, source) = headerFooterView()
    defer { withExtendedLifetime(source) {} }
    view.layoutIfNeeded()
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 0, section: 1)
    func header(_ path: IndexPath) -> CGRect? { view.supplementaryView(forElementKind: Self.header, at: path)?.frame }
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    #expect(header(first) == rect(16, 100, 288, 30))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: first)?.frame == rect(16, 100, 288, 30))
    // At 550 the section ends at 566: the header stops at 566 − 30 = 536; the next one
    // is still at its place (578).
    view.contentOffset = CGPoint(x: 0, y: 550)
    view.layoutIfNeeded()
    #expect(header(first) == rect(16, 536, 288, 30))
    #expect(header(second) == rect(16, 578, 288, 30))
    view.contentOffset = CGPoint(x: 0, y: 700)
    view.layoutIfNeeded()
    #expect(header(first) == nil)
    #expect(header(second) == rect(16, 700, 288, 30))
    // Footers are not pinned: the first section's one left with its section.
    #expect(view.supplementaryView(forElementKind: Self.footer, at: first) == nil)
    // Back at the top: at its place.
    view.contentOffset = .zero
    view.layoutIfNeeded()
    #expect(header(first) == rect(16, 0, 288, 30))
  }

  @Test("§24 orthogonal carousel: groups side by side across, the section one group tall; unscrolled frames")
  func orthogonalCarousel() {
    let cardItem = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let cards = CollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [cardItem]))
    cards.orthogonalScrollingBehavior = .continuous
    cards.interGroupSpacing = 10
    cards.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let rowItem = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let rows = rowSection(rowItem, height: .absolute(44))
    let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? cards : rows }
    let source = BoxSource([BoxSource.boxes(5), BoxSource.boxes(2, from: 5)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 480), layout: layout)
    view.layoutIfNeeded()
    #expect(
      itemFrames(view) == [
        [
          rect(16, 0, 150, 100), rect(176, 0, 150, 100), rect(336, 0, 150, 100), rect(496, 0, 150, 100),
          rect(656, 0, 150, 100),
        ],
        [rect(0, 100, 320, 44), rect(0, 144, 320, 44)],
      ])
    // The content does not widen; cards beyond the bounds have no cells.
    #expect(view.contentSize == CGSize(width: 320, height: 188))
    #expect(
      view.indexPathsForVisibleItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 1),
      ])

    // groupPagingCentered: the first group starts centred (256 wide: at 32), the next follow.
    let wideItem = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let centred = CollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [wideItem]))
    centred.orthogonalScrollingBehavior = .groupPagingCentered
    centred.interGroupSpacing = 10
    let other = BoxSource([BoxSource.boxes(2)])
    defer { withExtendedLifetime(other) {} }
    let paged = other.makeCollection(
      size: CGSize(width: 320, height: 480), layout: CollectionViewCompositionalLayout(section: centred))
    #expect(itemFrames(paged) == [[rect(32, 0, 256, 100), rect(298, 0, 256, 100)]])
  }

  @Test("§24 §15 a section provider choosing columns by the container's width: portrait and landscape frames")
  func adaptiveColumnsRotation() {
    var widths: [CGFloat] = []
    let layout = CollectionViewCompositionalLayout { _, environment in
      let width = environment.container.effectiveContentSize.width
      widths.append(width)
      let columns: CGFloat = width > 500 ? 4 : 2
      let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1 / columns), .fractionalHeight(1)))
      return rowSection(item, height: .absolute(100))
    }
    let source = BoxSource([BoxSource.boxes(5)])
    defer { withExtendedLifetime(source) {} }
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = source.makeCollection(size: root.bounds.size, layout: layout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(
      itemFrames(view) == [
        [
          rect(0, 0, 195, 100), rect(195, 0, 195, 100), rect(0, 100, 195, 100), rect(195, 100, 195, 100),
          rect(0, 200, 195, 100),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 390, height: 300))
    root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    root.layoutIfNeeded()
    #expect(
      itemFrames(view) == [
        [
          rect(0, 0, 211, 100), rect(211, 0, 211, 100), rect(422, 0, 211, 100), rect(633, 0, 211, 100),
          rect(0, 100, 211, 100),
        ]
      ])
    #expect(view.visibleCells.map(\.frame) == itemFrames(view)[0])
    #expect(view.contentSize == CGSize(width: 844, height: 200))
    #expect(widths.first == 390 && widths.last == 844)
    // Scrolling alone does not ask again.
    let asked = widths.count
    view.contentOffset = CGPoint(x: 0, y: 10)
    view.layoutIfNeeded()
    #expect(widths.count == asked)
  }

  @Test("§24 the whole content: layout header and footer, inter-section spacing, section insets")
  func wholeContentSize() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let section = rowSection(item, height: .absolute(60))
    section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 0, bottom: 6, trailing: 0)
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: "banner", alignment: .top),
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(100), .absolute(30)), elementKind: "credits", alignment: .bottomTrailing),
    ]
    let source = BoxSource([BoxSource.boxes(3), BoxSource.boxes(0), BoxSource.boxes(2, from: 3)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 300, height: 400),
      layout: CollectionViewCompositionalLayout(section: section, configuration: configuration))
    // Banner 0–40; section 0: 4 + two rows of 60 + 6 = 130 (40–170); 20; section 1 (empty):
    // 4 + 6 (190–200); 20; section 2: 220–290; credits 290–320 at the trailing edge.
    #expect(
      itemFrames(view) == [
        [rect(0, 44, 150, 60), rect(150, 44, 150, 60), rect(0, 104, 150, 60)], [],
        [rect(0, 224, 150, 60), rect(150, 224, 150, 60)],
      ])
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 0, 300, 40))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: "credits", at: IndexPath(item: 0, section: 0))?.frame
        == rect(200, 290, 100, 30))
    #expect(view.contentSize == CGSize(width: 300, height: 320))
  }

  @Test("§24 horizontal scrolling: groups follow one another rightwards, fractions of the container's height")
  func horizontalScrolling() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 5, bottom: 20, trailing: 5)
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let source = BoxSource([BoxSource.boxes(3)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 200),
      layout: CollectionViewCompositionalLayout(section: section, configuration: configuration))
    // Effective height 200 − 40 = 160: items 80 tall.
    #expect(itemFrames(view) == [[rect(5, 20, 100, 80), rect(5, 100, 100, 80), rect(115, 20, 100, 80)]])
    #expect(view.contentSize == CGSize(width: 5 + 100 + 10 + 100 + 5, height: 200))
  }

  @Test("§24 right to left: leading insets are on the right and rows fill from the right")
  func rightToLeft() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(50)))
    let section = rowSection(item, height: .absolute(50))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    let source = BoxSource([BoxSource.boxes(3)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 200), layout: CollectionViewCompositionalLayout(section: section))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(itemFrames(view) == [[rect(150, 0, 150, 50), rect(0, 0, 150, 50), rect(150, 50, 150, 50)]])
  }

  @Test("§24 what the layout cannot use is recorded at its place: nil sections, empty groups, alignments, values")
  func issues() {
    let empty = CollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), subitems: []))
    let bad = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(-1), .absolute(.nan)))
    let odd = rowSection(bad, height: .absolute(10))
    odd.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), elementKind: "side", alignment: .leading)
    ]
    let layout = CollectionViewCompositionalLayout { index, _ in [nil, empty, odd][index] }
    let source = BoxSource([BoxSource.boxes(1), BoxSource.boxes(1), BoxSource.boxes(1)])
    defer { withExtendedLifetime(source) {} }
    let view = source.makeCollection(size: CGSize(width: 320, height: 200), layout: layout)
    view.layoutIfNeeded()
    #expect(itemFrames(view) == [[.null], [.null], [rect(0, 0, 0, 0)]])
    #expect(
      view.issues == [
        .missingSection(0), .emptyGroup(section: 1),
        .unsupportedBoundaryAlignment(kind: "side", alignment: .leading),
        .invalidValue(".fractionalWidth(-1)", what: "widthDimension", indexPath: IndexPath(item: 0, section: 2)),
        .invalidValue(".absolute(nan)", what: "heightDimension", indexPath: IndexPath(item: 0, section: 2)),
      ])
    #expect(view.visibleCells.isEmpty)
  }
}
