import Foundation

/// A header or footer of a section or of the whole layout in a
/// ``CollectionViewCompositionalLayout``: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// In a vertical layout an item aligned `.top`, `.topLeading` or `.topTrailing` is a
/// header: it comes before the section's top content inset and its groups; one
/// aligned `.bottom…` is a footer after them (a horizontal layout: `.leading…` and
/// `.trailing…`). The second part of the alignment places it across (leading, centre,
/// trailing). Headers and footers add their length to the section. The data source
/// gives the view through `viewForSupplementaryElementOfKind` with ``elementKind``
/// and the index path (section, item 0). Other alignments are recorded as
/// ``CollectionViewIssue/unsupportedBoundaryAlignment(kind:alignment:)`` and not shown.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  /// The kind the data source is asked for.
  public let elementKind: String
  /// Where the item sits on its section or layout.
  public let alignment: RectAlignment
  /// Whether the item stays in view while its section scrolls (a sticky header or
  /// footer): a header stops at the top of the visible area (the bounds less the
  /// adjusted content inset) until its section's end pushes it away; a footer stops
  /// at the bottom until the section's start does (default false).
  public var pinToVisibleBounds = false

  /// A boundary item (UIKit's `init(layoutSize:elementKind:alignment:)`).
  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }

  public override var description: String { "<boundary '\(elementKind)' \(alignment) \(layoutSize)>" }
}
