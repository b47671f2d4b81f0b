import Foundation
import Scrollwork

/// A `compositional:` entry: a collection view's (the layout, and the section layout
/// every section takes unless it has its own) or a section's (that section's layout)
/// (`Documentation/LayoutFiles.md`, "Compositional layouts"). Built into a
/// `CollectionViewCompositionalLayout` whose sections repeat a group of items and
/// nested groups, with the section's spacing, insets, orthogonal scrolling and
/// boundary header and footer items.
public struct CompositionalSpec: Sendable {
  /// `item:`, the top-level group's one item when the group has no `subitems:`
  /// (default the whole group).
  public var item = CompositionalItemSpec(
    size: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
    place: SourcePlace(line: 0, column: 0))
  /// `group:`, the section's top-level group: its size (default the section's width,
  /// 44 high) and, when it gives `subitems:`, its items and nested groups (else one
  /// ``item`` repeated).
  public var group = CompositionalItemSpec(
    size: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    place: SourcePlace(line: 0, column: 0))
  /// `groupDirection:` (`horizontal`, the default: items side by side; or `vertical`),
  /// the top-level group's `direction:`.
  public var verticalGroup: Bool {
    get { group.vertical }
    set { group.vertical = newValue }
  }
  /// `interGroupSpacing:` (default 0).
  public var interGroupSpacing: CGFloat = 0
  /// `contentInsets: [top, leading, bottom, trailing]` (default zero).
  public var contentInsets = DirectionalEdgeInsets()
  /// `orthogonalScrollingBehavior:` (UIKit's names; default `none`).
  public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// `header:`, the size of the boundary header item (kind
  /// `CollectionView.elementKindSectionHeader`, aligned to the section's top, or its
  /// leading edge in a horizontal layout); nil: none.
  public var header: CollectionLayoutSize?
  /// `footer:`, the boundary footer item's size (aligned to the bottom, or the
  /// trailing edge); nil: none.
  public var footer: CollectionLayoutSize?
  /// `scrollDirection:` (the collection's entry only: the configuration's; default vertical).
  public var scrollDirection = CollectionView.ScrollDirection.vertical
  /// `interSectionSpacing:` (the collection's entry only; default 0).
  public var interSectionSpacing: CGFloat = 0
  /// Where `header:`'s and `footer:`'s values are, by key.
  public var places: [String: SourcePlace] = [:]
  /// Where the entry is.
  public var place: SourcePlace

  /// An entry at `place` with UIKit's defaults.
  public init(place: SourcePlace) {
    self.place = place
  }

  /// The layout the entry describes, every section taking it.
  public func makeLayout() -> CollectionViewCompositionalLayout {
    makeLayout(sections: [])
  }

  /// The layout the entry describes: section `s` takes `sections[s]` when there is
  /// one (a section's own `compositional:`), else this entry's section layout. The
  /// layout-wide values (scroll direction, inter-section spacing) are this entry's.
  public func makeLayout(sections: [CompositionalSpec?]) -> CollectionViewCompositionalLayout {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = scrollDirection
    configuration.interSectionSpacing = interSectionSpacing
    let horizontal = scrollDirection == .horizontal
    let standard = makeSection(horizontalLayout: horizontal)
    let own = sections.map { $0?.makeSection(horizontalLayout: horizontal) }
    return CollectionViewCompositionalLayout(
      sectionProvider: { s, _ in own.indices.contains(s) ? own[s] ?? standard : standard },
      configuration: configuration)
  }

  /// The section layout the entry describes, its boundary items aligned for a
  /// horizontal (or vertical) layout.
  public func makeSection(horizontalLayout: Bool) -> CollectionLayoutSection {
    var top = group
    if top.subitems == nil { top.subitems = [item] }
    // A section's top-level group takes no edge spacing (the reader warns).
    top.edgeSpacing = nil
    let section = CollectionLayoutSection(group: top.makeGroup())
    section.interGroupSpacing = interGroupSpacing
    section.contentInsets = contentInsets
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    let ends: [(CollectionLayoutSize?, String, RectAlignment)] = [
      (header, CollectionView.elementKindSectionHeader, horizontalLayout ? .leading : .top),
      (footer, CollectionView.elementKindSectionFooter, horizontalLayout ? .trailing : .bottom),
    ]
    section.boundarySupplementaryItems = ends.compactMap { size, kind, alignment in
      size.map { CollectionLayoutBoundarySupplementaryItem(layoutSize: $0, elementKind: kind, alignment: alignment) }
    }
    return section
  }
}
