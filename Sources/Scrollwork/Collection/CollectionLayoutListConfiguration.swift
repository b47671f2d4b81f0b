import Foundation

/// How a compositional layout lays out a list: UIKit's
/// `UICollectionLayoutListConfiguration`, given to
/// ``CollectionViewCompositionalLayout/list(using:)`` or
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)``.
///
/// ```swift
/// var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = CollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Every row is as wide as the section's content and self-sizes from an estimated
/// height of 44; the appearance decides the section insets (UIKitBehaviour.md §42):
///
/// | Appearance | Side insets | Space above and below a section |
/// |---|---|---|
/// | `.plain`, `.sidebarPlain` | 0 | 0 |
/// | `.grouped` | 0 | 18 each (none above with a supplementary header, none below with a footer) |
/// | `.insetGrouped` | 20 | as `.grouped` |
/// | `.sidebar` | 10 | 0 |
///
/// Separators and the background colour are drawing only: ``showsSeparators`` and
/// ``backgroundColor`` are stored. Swipe actions, separator configurations and
/// `headerTopPadding` are not modelled.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
  /// The overall look of a list (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: Int, Sendable, Hashable, CaseIterable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
    case sidebar = 3
    case sidebarPlain = 4
  }

  /// Whether and how sections have headers (UIKit's `HeaderMode`).
  public enum HeaderMode: Int, Sendable, Hashable {
    /// No header (default).
    case none = 0
    /// A supplementary view of kind ``CollectionView/elementKindSectionHeader`` above
    /// each section's rows, self-sized from an estimated height of 44.
    case supplementary = 1
    /// The first item of each section is its header: laid out as a row, and a
    /// ``CollectionViewListCell``'s `defaultContentConfiguration()` gives it the
    /// header style.
    case firstItemInSection = 2
  }

  /// Whether sections have footers (UIKit's `FooterMode`).
  public enum FooterMode: Int, Sendable, Hashable {
    /// No footer (default).
    case none = 0
    /// A supplementary view of kind ``CollectionView/elementKindSectionFooter`` below
    /// each section's rows, self-sized from an estimated height of 44.
    case supplementary = 1
  }

  /// The list's look.
  public let appearance: Appearance
  /// The sections' headers (default `.none`).
  public var headerMode: HeaderMode = .none
  /// The sections' footers (default `.none`).
  public var footerMode: FooterMode = .none
  /// Whether rows are separated by lines (default true; drawing only).
  public var showsSeparators = true
  /// The list's background colour (nil: the appearance's; drawing only).
  public var backgroundColor: Color?

  /// A configuration of an appearance (UIKit's `init(appearance:)`).
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The rows' estimated height before they measure themselves (§42).
  static let estimatedRowHeight: CGFloat = 44

  /// The section's content insets for this configuration (§42).
  var sectionInsets: DirectionalEdgeInsets {
    let side: CGFloat
    let space: CGFloat
    switch appearance {
    case .plain, .sidebarPlain:
      side = 0
      space = 0
    case .grouped:
      side = 0
      space = 18
    case .insetGrouped:
      side = 20
      space = 18
    case .sidebar:
      side = 10
      space = 0
    }
    return DirectionalEdgeInsets(
      top: headerMode == .supplementary ? 0 : space, leading: side,
      bottom: footerMode == .supplementary ? 0 : space, trailing: side)
  }
}
