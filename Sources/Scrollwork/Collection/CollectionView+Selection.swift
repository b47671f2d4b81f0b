import Foundation

extension CollectionView {
  /// The selected items in index-path order, or nil when none is selected (UIKit's
  /// `indexPathsForSelectedItems`).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects an item (nil: deselects every item), as UIKit's
  /// `selectItem(at:animated:scrollPosition:)` does (CollectionViews.md, "Selection";
  /// UIKitBehaviour.md §39):
  /// - without ``allowsSelection`` nothing changes;
  /// - without ``allowsMultipleSelection`` the other items are deselected first;
  /// - the item's cell, if shown, gets `isSelected = true`, and a cell made for the
  ///   item later comes selected;
  /// - a non-empty `scrollPosition` scrolls the item there
  ///   (``scrollToItem(at:at:animated:)``); `[]` does not scroll;
  /// - the delegate is not told, as in UIKit (only a user's tap is).
  ///
  /// An index path that names no item is recorded as a
  /// ``CollectionViewIssue/invalidIndexPath(_:what:)`` and changes nothing (UIKit raises).
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    ensureLoaded()
    guard let indexPath else {
      for path in selectedItems.sorted() { deselectItem(at: path, animated: animated) }
      return
    }
    guard allowsSelection else { return }
    guard isValidItem(indexPath) else {
      issues.append(.invalidIndexPath(indexPath, what: "selectItem(at:animated:scrollPosition:)"))
      return
    }
    if !allowsMultipleSelection {
      for other in selectedItems where other != indexPath { deselectItem(at: other, animated: animated) }
    }
    selectedItems.insert(indexPath)
    if let cell = cellForItem(at: indexPath), !cell.isSelected { cell.isSelected = true }
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item (UIKit's `deselectItem(at:animated:)`): its cell, if shown, gets
  /// `isSelected = false`. An item that is not selected is left as it is; the delegate
  /// is not told.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selectedItems.remove(indexPath) != nil else { return }
    if let cell = cellForItem(at: indexPath), cell.isSelected { cell.isSelected = false }
  }

  /// Gives a cell about to be shown for `indexPath` the item's selected state.
  func applySelection(to cell: CollectionViewCell, at indexPath: IndexPath) {
    let selected = selectedItems.contains(indexPath)
    if cell.isSelected != selected { cell.isSelected = selected }
  }
}
