import Foundation
import Scrollwork

/// A collection view's `compositional:` entry: one `CollectionLayoutSection` that
/// every section of the collection takes (`Documentation/LayoutFiles.md`,
/// "Compositional layouts"). Built into a `CollectionViewCompositionalLayout` whose
/// section is a group of `item`s (repeated to fill it) with the section's spacing,
/// insets and boundary header and footer items.
public struct CompositionalSpec: Sendable {
  /// `item:`, each item's size (default the whole group).
  public var item = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  /// `group:`, the group's size (default the section's width, 44 high).
  public var group = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  /// `groupDirection:` (`horizontal`, the default: items side by side; or `vertical`).
  public var verticalGroup = false
  /// `interGroupSpacing:` (default 0).
  public var interGroupSpacing: CGFloat = 0
  /// `contentInsets: [top, leading, bottom, trailing]` (default zero).
  public var contentInsets = DirectionalEdgeInsets()
  /// `header:`, the size of the boundary header item (kind
  /// `CollectionView.elementKindSectionHeader`, aligned to the section's top); nil: none.
  public var header: CollectionLayoutSize?
  /// `footer:`, the boundary footer item's size (aligned to the bottom); nil: none.
  public var footer: CollectionLayoutSize?
  /// Where `header:`'s and `footer:`'s values are, by key.
  public var places: [String: SourcePlace] = [:]
  /// Where the entry is.
  public var place: SourcePlace

  /// The layout the entry describes.
  public func makeLayout() -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: item)
    let group =
      verticalGroup
      ? CollectionLayoutGroup.vertical(layoutSize: group, subitems: [item])
      : CollectionLayoutGroup.horizontal(layoutSize: group, subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = interGroupSpacing
    section.contentInsets = contentInsets
    let ends: [(CollectionLayoutSize?, String, RectAlignment)] = [
      (header, CollectionView.elementKindSectionHeader, .top),
      (footer, CollectionView.elementKindSectionFooter, .bottom),
    ]
    section.boundarySupplementaryItems = ends.compactMap { size, kind, alignment in
      size.map { CollectionLayoutBoundarySupplementaryItem(layoutSize: $0, elementKind: kind, alignment: alignment) }
    }
    return CollectionViewCompositionalLayout(section: section)
  }
}
