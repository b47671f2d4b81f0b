import Foundation

/// A row or column of items and nested groups in a ``CollectionViewCompositionalLayout``:
/// UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right (leading to trailing), a
/// vertical one top to bottom, each at the group's top or leading edge across. The
/// group repeats its subitems in order while the next one fits in the group's length
/// (after the group's content insets); the first always goes in. With
/// ``horizontal(layoutSize:subitem:count:)`` it holds exactly `count` copies of the
/// subitem, each `1/count` of the length less the spacing, whatever the subitem's own
/// length. A section repeats its group until every item of the section is placed; the
/// last group may be partly filled. A dimension that is estimated takes the size of
/// the group's content.
public final class CollectionLayoutGroup: CollectionLayoutItem {
  enum Axis: Sendable {
    case horizontal
    case vertical
  }

  let axis: Axis
  /// The items and groups the group repeats, in order.
  public let subitems: [CollectionLayoutItem]
  /// The number of subitem copies (`subitem:count:`), or nil: as many as fit.
  let count: Int?
  /// The space between the group's items (nil: none, UIKit's default).
  public var interItemSpacing: CollectionLayoutSpacing?

  init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// A group placing `subitems` left to right, repeated while they fit.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of exactly `count` copies of `subitem` side by side, sharing the width equally.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  /// A group placing `subitems` top to bottom, repeated while they fit.
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of exactly `count` copies of `subitem` stacked, sharing the height equally.
  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  public override var description: String {
    "<\(axis == .horizontal ? "horizontal" : "vertical") group \(layoutSize), \(subitems.count) subitems"
      + "\(count.map { " × \($0)" } ?? "")>"
  }
}
