import Foundation

extension CollectionLayoutSection {
  /// A section laid out as a list (UIKit's `list(using:layoutEnvironment:)`): one
  /// full-width row per item, each an estimated 44 high and sized by its cell, with the
  /// configuration's insets and supplementary header and footer
  /// (``CollectionLayoutListConfiguration``; UIKitBehaviour.md §42).
  ///
  /// Geometry (vertical): the group is `fractionalWidth(1)` × `estimated(44)` holding
  /// one item of the same size, repeated without spacing; the content insets are the
  /// appearance's; a header (``CollectionLayoutListConfiguration/HeaderMode/supplementary``)
  /// is a boundary item of kind ``CollectionView/elementKindSectionHeader``,
  /// `fractionalWidth(1)` × `estimated(44)`, aligned `.top`, inset across like the
  /// rows; a footer likewise with ``CollectionView/elementKindSectionFooter`` at `.bottom`.
  /// The environment is accepted for UIKit's signature; the appearance alone decides
  /// the metrics (UIKit's insetGrouped margins follow the width on iPad).
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let row = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
    let item = CollectionLayoutItem(layoutSize: row)
    let group = CollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = configuration.sectionInsets
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.listConfiguration = configuration
    return section
  }
}
