import Foundation

/// A cell of a list: UIKit's `UICollectionViewListCell`, a ``CollectionViewCell`` whose
/// ``defaultContentConfiguration()`` follows the list it is shown in.
///
/// Use it with a ``CollectionView/CellRegistration`` in a layout made by
/// ``CollectionViewCompositionalLayout/list(using:)``, or as a section header or footer
/// with a ``CollectionView/SupplementaryRegistration``. The collection view tells the
/// cell, when it dequeues it, which list appearance and element it is for.
/// Accessories (`accessories`, disclosure indicators, outline), the indentation and
/// swipe actions are not modelled (UIKitBehaviour.md §42).
open class CollectionViewListCell: CollectionViewCell {
  /// The appearance of the list the cell was last dequeued for (nil: not a list section).
  var listAppearance: CollectionLayoutListConfiguration.Appearance?
  /// The element the cell was last dequeued for: an item, a header or a footer.
  var listElement = ListElement.item

  /// Which element of a list a cell shows.
  enum ListElement: Equatable {
    case item
    case header
    case footer
  }

  /// A new list content configuration for where the cell is shown (UIKit's
  /// `defaultContentConfiguration()`): ``ListContentConfiguration/cell()`` for an item;
  /// for a header (a supplementary header, or the first item of a section with
  /// ``CollectionLayoutListConfiguration/HeaderMode/firstItemInSection``)
  /// ``ListContentConfiguration/groupedHeader()`` in the grouped appearances and
  /// ``ListContentConfiguration/plainHeader()`` otherwise; footers likewise
  /// (UIKitBehaviour.md §42).
  open func defaultContentConfiguration() -> ListContentConfiguration {
    let grouped = listAppearance == .grouped || listAppearance == .insetGrouped
    switch listElement {
    case .item: return .cell()
    case .header: return grouped ? .groupedHeader() : .plainHeader()
    case .footer: return grouped ? .groupedFooter() : .plainFooter()
    }
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.CollectionViewListCell" ? "UICollectionViewListCell" : name
  }
}
