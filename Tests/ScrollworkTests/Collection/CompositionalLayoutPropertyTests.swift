import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Properties of random compositional layouts (UIKitBehaviour.md §24): after random
/// updates, resizes and scrolls the collection view shows what a fresh one with the
/// final data, size and offset shows, and no two items of a section that is not
/// orthogonal overlap or leave the content's width.
@Suite struct CompositionalLayoutPropertyTests {
  /// One random section description: the values a section provider builds from.
  struct SectionSpec {
    var shape: Int
    var columns: Int
    var itemInset: CGFloat
    var sectionInsets: DirectionalEdgeInsets
    var groupSpacing: CGFloat
    var itemSpacing: CGFloat
    var orthogonal: CollectionLayoutSectionOrthogonalScrollingBehavior
    var header: Bool
    var pinned: Bool
    var footer: Bool

    init(_ rng: inout SplitMix64) {
      let insets: [CGFloat] = [0, 8, 16]
      shape = rng.below(4)
      columns = 1 + rng.below(4)
      itemInset = [0, 2, 5][rng.below(3)]
      sectionInsets = DirectionalEdgeInsets(
        top: insets[rng.below(3)], leading: insets[rng.below(3)], bottom: insets[rng.below(3)],
        trailing: insets[rng.below(3)])
      groupSpacing = [0, 6][rng.below(2)]
      itemSpacing = [0, 4][rng.below(2)]
      orthogonal = rng.below(5) == 0 ? [.continuous, .groupPaging, .groupPagingCentered][rng.below(3)] : .none
      header = rng.below(2) == 0
      pinned = rng.below(2) == 0
      footer = rng.below(2) == 0
    }

    /// The section: a grid of fractional columns, a `count` grid with spacing, a
    /// nested group (a half-width item beside two stacked ones), or absolute-width
    /// items with flexible spacing.
    func make() -> CollectionLayoutSection {
      let fraction = 1 / CGFloat(columns)
      let cell = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(fraction), .fractionalHeight(1)))
      cell.contentInsets = DirectionalEdgeInsets(
        top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
      let groupWidth: CollectionLayoutDimension = orthogonal == .none ? .fractionalWidth(1) : .fractionalWidth(0.8)
      let group: CollectionLayoutGroup
      switch shape {
      case 0:
        group = .horizontal(layoutSize: layoutSize(groupWidth, .absolute(60)), subitems: [cell])
      case 1:
        let whole = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        whole.contentInsets = cell.contentInsets
        group = .horizontal(layoutSize: layoutSize(groupWidth, .absolute(50)), subitem: whole, count: columns)
        group.interItemSpacing = .fixed(itemSpacing)
      case 2:
        let big = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        big.contentInsets = cell.contentInsets
        let small = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = CollectionLayoutGroup.vertical(
          layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        group = .horizontal(layoutSize: layoutSize(groupWidth, .absolute(120)), subitems: [big, stack])
      default:
        let fixed = CollectionLayoutItem(layoutSize: layoutSize(.absolute(60), .absolute(40)))
        group = .horizontal(layoutSize: layoutSize(groupWidth, .absolute(40)), subitems: [fixed])
        group.interItemSpacing = .flexible(itemSpacing)
      }
      let section = CollectionLayoutSection(group: group)
      section.contentInsets = sectionInsets
      section.interGroupSpacing = groupSpacing
      section.orthogonalScrollingBehavior = orthogonal
      if header {
        let item = CollectionLayoutBoundarySupplementaryItem(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(24)),
          elementKind: CollectionView.elementKindSectionHeader,
          alignment: .top)
        item.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems.append(item)
      }
      if footer {
        section.boundarySupplementaryItems.append(
          CollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(12)),
            elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
      }
      return section
    }
  }

  /// A layout whose provider builds section `i` from `specs[i % specs.count]`.
  static func layout(_ specs: [SectionSpec], spacing: CGFloat) -> CollectionViewCompositionalLayout {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = spacing
    return CollectionViewCompositionalLayout(
      sectionProvider: { index, _ in specs[index % specs.count].make() }, configuration: configuration)
  }

  @Test("§24 property: after random updates, resizes and scrolls, the layout shows what a fresh one does; no overlaps")
  func randomLayoutsMatchFresh() {
    typealias Updates = CollectionViewUpdatePropertyTests
    var gen = Updates.Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0xC0_4905_1710).value))
    for trial in 0..<50 {
      let specs = (0..<(1 + gen.rng.below(3))).map { _ in SectionSpec(&gen.rng) }
      let spacing: CGFloat = [0, 10][gen.rng.below(2)]
      let source = BoxSource((0..<(1 + gen.rng.below(3))).map { _ in gen.section() })
      defer { withExtendedLifetime(source) {} }
      let view = source.makeCollection(
        size: CGSize(width: 320, height: 200), layout: Self.layout(specs, spacing: spacing))
      view.layoutIfNeeded()
      for _ in 0..<(1 + gen.rng.below(8)) {
        Updates.randomStep(view, source, &gen)
        view.layoutIfNeeded()
      }
      let fresh = BoxSource(source.sections)
      defer { withExtendedLifetime(fresh) {} }
      let expected = fresh.makeCollection(size: view.bounds.size, layout: Self.layout(specs, spacing: spacing))
      expected.layoutIfNeeded()
      expected.contentOffset = view.contentOffset
      expected.layoutIfNeeded()
      let context = "trial \(trial)"
      #expect(view.issues == [], "\(context)")
      #expect(view.contentSize == expected.contentSize, "\(context)")
      #expect(itemFrames(view) == itemFrames(expected), "\(context)")
      #expect(view.indexPathsForVisibleItems == expected.indexPathsForVisibleItems, "\(context)")
      #expect(view.visibleCells.map(\.frame) == expected.visibleCells.map(\.frame), "\(context)")
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        let paths = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
        #expect(paths == expected.indexPathsForVisibleSupplementaryElements(ofKind: kind), "\(context)")
        for path in paths {
          #expect(
            view.supplementaryView(forElementKind: kind, at: path)?.frame
              == expected.supplementaryView(forElementKind: kind, at: path)?.frame, "\(context)")
        }
      }
      let frames = itemFrames(view)
      for (s, section) in frames.enumerated() where specs[s % specs.count].orthogonal == .none {
        for (i, a) in section.enumerated() {
          #expect(a.minX >= 0 && a.maxX <= view.contentSize.width + 1e-9, "\(context) [\(s), \(i)] \(a)")
          for (j, b) in section.enumerated() where j > i {
            let overlap = a.intersection(b)
            #expect(overlap.isNull || overlap.width * overlap.height < 1e-9, "\(context) [\(s)] \(i) \(a) / \(j) \(b)")
          }
        }
      }
    }
  }
}
