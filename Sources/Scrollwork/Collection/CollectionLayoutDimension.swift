import Foundation

/// One dimension (a width or a height) of an item, group or supplementary item in a
/// ``CollectionViewCompositionalLayout``: UIKit's `NSCollectionLayoutDimension`, under
/// the same names.
///
/// - ``fractionalWidth(_:)`` and ``fractionalHeight(_:)``: a fraction of the
///   containing group's width or height after the group's content insets; for a
///   group at the top of a section, of the section's effective content size (the
///   layout's container less the section's content insets); for a boundary
///   supplementary item, of the section's (or, at layout level, the container's)
///   width or height.
/// - ``absolute(_:)``: that many points.
/// - ``estimated(_:)``: that many points until the cell is measured: the item's cell
///   sizes itself through ``CollectionViewCell/preferredLayoutAttributesFitting(_:)``
///   when it comes on screen, and a group of estimated size takes its content's size.
///
/// A value that is negative, NaN or infinite is read as 0 and recorded as a
/// ``CollectionViewIssue/invalidValue(_:what:indexPath:)``.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
  }

  let kind: Kind
  /// The fraction, points or estimate the dimension was made with (UIKit's `dimension`).
  public let dimension: CGFloat

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A fixed number of points.
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate the content replaces once measured.
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  public var description: String {
    switch kind {
    case .fractionalWidth: return ".fractionalWidth(\(fmt(dimension)))"
    case .fractionalHeight: return ".fractionalHeight(\(fmt(dimension)))"
    case .absolute: return ".absolute(\(fmt(dimension)))"
    case .estimated: return ".estimated(\(fmt(dimension)))"
    }
  }
}
