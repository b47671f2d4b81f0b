import Foundation

extension CollectionView {
  /// Tells a ``CollectionViewListCell`` being dequeued which list and element it is for:
  /// the list appearance of its section (when the layout made the section with
  /// ``CollectionLayoutSection/list(using:layoutEnvironment:)``) and whether it is an
  /// item, a header (a header kind, or the first item under `.firstItemInSection`) or a
  /// footer (UIKitBehaviour.md §42).
  func prepareListCell(_ view: CollectionReusableView, kind: String?, at indexPath: IndexPath) {
    guard let cell = view as? CollectionViewListCell else { return }
    let layout = collectionViewLayout as? CollectionViewCompositionalLayout
    let section = indexPath.count == 2 ? indexPath.section : -1
    let list = layout?.listConfiguration(inSection: section)
    cell.listAppearance = list?.appearance
    switch kind {
    case CollectionView.elementKindSectionHeader?: cell.listElement = .header
    case CollectionView.elementKindSectionFooter?: cell.listElement = .footer
    case nil:
      let firstIsHeader = list?.headerMode == .firstItemInSection && indexPath.count == 2 && indexPath.item == 0
      cell.listElement = firstIsHeader ? .header : .item
    default: cell.listElement = .item
    }
  }
}
