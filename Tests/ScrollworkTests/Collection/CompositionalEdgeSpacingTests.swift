import Foundation
import Testing

@testable import Scrollwork

/// `edgeSpacing` of compositional items (UIKitBehaviour.md §31): frames computed by hand.
@Suite struct CompositionalEdgeSpacingTests {
  func collection(_ section: CollectionLayoutSection, items: Int, width: CGFloat = 320) -> (CollectionView, BoxSource) {
    let source = BoxSource([BoxSource.boxes(items)])
    let view = source.makeCollection(
      size: CGSize(width: width, height: 480), layout: CollectionViewCompositionalLayout(section: section))
    view.layoutIfNeeded()
    return (view, source)
  }

  func item(
    _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension, _ edges: CollectionLayoutEdgeSpacing
  )
    -> CollectionLayoutItem
  {
    let item = CollectionLayoutItem(layoutSize: layoutSize(width, height))
    item.edgeSpacing = edges
    return item
  }

  @Test("§31 fixed leading 10 and top 5: 60-pt items take 70 each, 4 to a 320-pt group, moved down 5")
  func fixedEdges() {
    let edges = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
    let section = rowSection(item(.absolute(60), .absolute(50), edges), height: .absolute(100))
    let (view, source) = collection(section, items: 5)
    defer { withExtendedLifetime(source) {} }
    #expect(
      itemFrames(view) == [
        [
          rect(10, 5, 60, 50), rect(80, 5, 60, 50), rect(150, 5, 60, 50), rect(220, 5, 60, 50),
          rect(10, 105, 60, 50),
        ]
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 200))
    #expect(view.issues == [])
  }

  @Test("§31 flexible(0) on every side: two 150-pt items share the spare 20 as 5 per edge, centred across")
  func flexibleCentres() {
    let flexible = CollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
    let section = rowSection(item(.absolute(150), .absolute(40), flexible), height: .absolute(80))
    let (view, source) = collection(section, items: 3)
    defer { withExtendedLifetime(source) {} }
    // Group 0: 150 + 150 = 300 of 320, 4 flexible edges: 5 each; across (80 − 40) / 2 = 20.
    // Group 1: one item, 170 spare on 2 edges: 85 each.
    #expect(itemFrames(view) == [[rect(5, 20, 150, 40), rect(165, 20, 150, 40), rect(85, 100, 150, 40)]])
  }

  @Test("§31 only the top flexible: the item goes to the bottom of its 80-pt group; only the bottom: it stays up")
  func flexibleOneSide() {
    let down = CollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
    let (low, lowSource) = collection(
      rowSection(item(.absolute(100), .absolute(40), down), height: .absolute(80)), items: 1)
    defer { withExtendedLifetime(lowSource) {} }
    #expect(itemFrames(low) == [[rect(0, 40, 100, 40)]])
    let up = CollectionLayoutEdgeSpacing(leading: nil, top: .fixed(6), trailing: nil, bottom: .flexible(0))
    let (high, highSource) = collection(
      rowSection(item(.absolute(100), .absolute(40), up), height: .absolute(80)), items: 1)
    defer { withExtendedLifetime(highSource) {} }
    #expect(itemFrames(high) == [[rect(0, 6, 100, 40)]])
  }

  @Test("§31 a vertical group: top 10 fixed stacks 50-pt items 60 apart; flexible leading and trailing centre them")
  func verticalGroup() {
    let edges = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: nil)
    let group = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)),
      subitems: [item(.fractionalWidth(0.5), .absolute(50), edges)])
    let (view, source) = collection(CollectionLayoutSection(group: group), items: 4)
    defer { withExtendedLifetime(source) {} }
    // 3 fit in 200 (180); across (320 − 160) / 2 = 80.
    #expect(
      itemFrames(view) == [
        [rect(80, 10, 160, 50), rect(80, 70, 160, 50), rect(80, 130, 160, 50), rect(80, 210, 160, 50)]
      ]
    )
  }

  @Test("§31 subitem:count: shares the group's length less each copy's fixed edges")
  func countedGroup() {
    let edges = CollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: .fixed(2), bottom: nil)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      subitem: item(.absolute(999), .fractionalHeight(1), edges), count: 4)
    let (view, source) = collection(CollectionLayoutSection(group: group), items: 4)
    defer { withExtendedLifetime(source) {} }
    // 320 / 4 = 80 a copy: 8 + 70 + 2.
    #expect(
      itemFrames(view) == [[rect(8, 0, 70, 50), rect(88, 0, 70, 50), rect(168, 0, 70, 50), rect(248, 0, 70, 50)]])
  }

  @Test("§31 a negative side reads as 0 (recorded); edge spacing on a section's group is recorded and ignored")
  func invalidEdges() {
    let bad = CollectionLayoutEdgeSpacing(leading: .fixed(-4), top: nil, trailing: nil, bottom: nil)
    let section = rowSection(item(.absolute(100), .absolute(40), bad), height: .absolute(40))
    let groupEdges = CollectionLayoutEdgeSpacing(leading: .fixed(3), top: nil, trailing: nil, bottom: nil)
    section.group.edgeSpacing = groupEdges
    let (view, source) = collection(section, items: 2)
    defer { withExtendedLifetime(source) {} }
    #expect(itemFrames(view) == [[rect(0, 0, 100, 40), rect(100, 0, 100, 40)]])
    #expect(
      view.issues == [
        .invalidValue(
          "\(groupEdges)", what: "edgeSpacing outside a group (not modelled; ignored)",
          indexPath: IndexPath(item: 0, section: 0)),
        .invalidValue("\(bad)", what: "edgeSpacing", indexPath: IndexPath(item: 0, section: 0)),
      ])
  }
}
