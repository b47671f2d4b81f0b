import Foundation
import Scrollwork

/// The set of attributes a ``ConstraintMaker`` chain or a ``ConstraintItem`` names
/// (SnapKit's `ConstraintAttributes`): single attributes and composites such as
/// ``edges`` (top, left, bottom, right) or ``size`` (width, height).
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let none = ConstraintAttributes([])
  public static let left = ConstraintAttributes(rawValue: 1 << 0)
  public static let top = ConstraintAttributes(rawValue: 1 << 1)
  public static let right = ConstraintAttributes(rawValue: 1 << 2)
  public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  public static let leading = ConstraintAttributes(rawValue: 1 << 4)
  public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
  public static let width = ConstraintAttributes(rawValue: 1 << 6)
  public static let height = ConstraintAttributes(rawValue: 1 << 7)
  public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
  public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
  public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
  public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
  public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
  public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
  public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
  public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
  public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
  public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
  public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
  public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

  /// The old name of ``lastBaseline``.
  public static let baseline = lastBaseline

  public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
  public static let horizontalEdges: ConstraintAttributes = [.left, .right]
  public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
  public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
  public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
  public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
  public static let size: ConstraintAttributes = [.width, .height]
  public static let center: ConstraintAttributes = [.centerX, .centerY]
  public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
  public static let directionalMargins: ConstraintAttributes = [
    .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
  ]
  public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

  /// Each single attribute and the model attribute it stands for, in SnapKit's order.
  static let table: [(ConstraintAttributes, LayoutAttribute)] = [
    (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom),
    (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
    (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline),
    (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin), (.topMargin, .topMargin),
    (.rightMargin, .rightMargin), (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin),
    (.trailingMargin, .trailingMargin), (.centerXWithinMargins, .centerXWithinMargins),
    (.centerYWithinMargins, .centerYWithinMargins),
  ]

  /// The model attributes in the set.
  public var layoutAttributes: [LayoutAttribute] {
    ConstraintAttributes.table.compactMap { contains($0.0) ? $0.1 : nil }
  }
}
