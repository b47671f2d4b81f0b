import Foundation
import Scrollwork

/// One item or group of a compositional layout in a layout file
/// (`Documentation/LayoutFiles.md`, "Nested groups"): UIKit's `NSCollectionLayoutItem`
/// or `NSCollectionLayoutGroup`. An entry with `subitems:` is a group, any other an
/// item; a group's subitems are items or groups in turn.
public struct CompositionalItemSpec: Sendable {
  /// `width:` and `height:`, the item's (group's) `layoutSize`.
  public var size: CollectionLayoutSize
  /// `contentInsets: [top, leading, bottom, trailing]` (default zero).
  public var contentInsets = DirectionalEdgeInsets()
  /// `edgeSpacing: { leading, top, trailing, bottom }`; nil: none.
  public var edgeSpacing: CollectionLayoutEdgeSpacing?
  /// `subitems:`, a group's items and groups, in order; nil: an item.
  public var subitems: [CompositionalItemSpec]?
  /// `direction:` of a group (`horizontal`, the default: side by side; or `vertical`).
  public var vertical = false
  /// `count:` of a group: exactly this many copies of its one subitem
  /// (`horizontal(layoutSize:subitem:count:)`); nil: as many as fit.
  public var count: Int?
  /// `interItemSpacing:` of a group (`{ fixed: N }`, `{ flexible: N }` or a number:
  /// fixed); nil: none.
  public var interItemSpacing: CollectionLayoutSpacing?
  /// Where `direction:` is; nil: not given.
  public var directionPlace: SourcePlace?
  /// Where the entry is.
  public var place: SourcePlace

  /// An item (no subitems) of `size`.
  public init(size: CollectionLayoutSize, place: SourcePlace) {
    self.size = size
    self.place = place
  }

  /// Whether the entry is a group.
  public var isGroup: Bool { subitems != nil }

  /// The UIKit-shaped item or group the entry describes.
  public func makeItem() -> CollectionLayoutItem {
    guard isGroup else {
      let item = CollectionLayoutItem(layoutSize: size)
      item.contentInsets = contentInsets
      item.edgeSpacing = edgeSpacing
      return item
    }
    return makeGroup()
  }

  /// The entry as a group (an entry without `subitems:` makes a group of none).
  public func makeGroup() -> CollectionLayoutGroup {
    let subitems = self.subitems ?? []
    let group: CollectionLayoutGroup
    if let count, subitems.count == 1 {
      group =
        vertical
        ? .vertical(layoutSize: size, subitem: subitems[0].makeItem(), count: count)
        : .horizontal(layoutSize: size, subitem: subitems[0].makeItem(), count: count)
    } else {
      let items = subitems.map { $0.makeItem() }
      group =
        vertical ? .vertical(layoutSize: size, subitems: items) : .horizontal(layoutSize: size, subitems: items)
    }
    group.interItemSpacing = interItemSpacing
    group.contentInsets = contentInsets
    group.edgeSpacing = edgeSpacing
    return group
  }
}
