import Foundation

/// How a section of a ``CollectionViewCompositionalLayout`` scrolls across the
/// layout's scroll direction: UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// (raw values as in UIKit). Any case but ``none`` lays the section's groups out
/// across the scroll direction, in one row (a carousel).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
  /// The groups follow the layout's scroll direction (default).
  case none = 0
  /// Across, scrolling freely.
  case continuous = 1
  /// Across, coming to rest at a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// Across, a page (the visible width) at a time.
  case paging = 3
  /// Across, a group at a time.
  case groupPaging = 4
  /// Across, a group at a time, each centred: the first group starts centred.
  case groupPagingCentered = 5
}

/// One section of a ``CollectionViewCompositionalLayout``: its group, repeated
/// until the section's items are placed, with insets, spacing and boundary items.
/// UIKit's `NSCollectionLayoutSection`.
public final class CollectionLayoutSection: CustomStringConvertible {
  /// The group the section repeats.
  public let group: CollectionLayoutGroup
  /// Space between the section's edges and its groups (default zero). Leading and
  /// trailing also narrow the effective content size that top-level groups' fractions
  /// refer to.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space between groups (default 0).
  public var interGroupSpacing: CGFloat = 0
  /// Whether the groups run across the scroll direction (default `.none`).
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset across like the groups (default true, as
  /// in UIKit): their width (vertical layout) is the section's effective content
  /// width, starting at the leading inset; false: the container's full width.
  public var supplementariesFollowContentInsets = true
  /// What ``contentInsets`` are measured from across the scroll direction (default
  /// `.automatic`: the configuration's reference). The reference's inset beyond the
  /// adjusted content inset is added to ``contentInsets`` on those edges; headers and
  /// footers that do not follow the content insets still keep clear of it.
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// The list configuration the section was made from (``list(using:layoutEnvironment:)``), or nil.
  var listConfiguration: CollectionLayoutListConfiguration?

  /// A section repeating `group` (UIKit's `init(group:)`).
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }

  public var description: String { "<section \(group)>" }
}
