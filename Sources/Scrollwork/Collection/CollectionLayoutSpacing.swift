import Foundation

/// The space between the items of a ``CollectionLayoutGroup``: UIKit's
/// `NSCollectionLayoutSpacing`.
///
/// ``fixed(_:)`` puts exactly that many points between items. ``flexible(_:)`` puts
/// at least that many: the group holds as many items as fit with the minimum, then
/// shares the length left over equally between the gaps (so the last item ends at
/// the group's far edge).
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
  /// The points (fixed) or least points (flexible).
  public let spacing: CGFloat
  /// Whether the spacing is fixed.
  public let isFixedSpacing: Bool
  /// Whether the spacing is flexible (a minimum).
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: fixedSpacing, isFixedSpacing: true)
  }

  /// At least `flexibleSpacing` points, more when the group has room to spare.
  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: flexibleSpacing, isFixedSpacing: false)
  }

  public var description: String { isFixedSpacing ? ".fixed(\(fmt(spacing)))" : ".flexible(\(fmt(spacing)))" }
}
