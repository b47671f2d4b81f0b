import Foundation

/// What a list controller (``TableViewController``, ``CollectionViewController``) does
/// to its list view each time its own view will appear (UIKitBehaviour.md §39): the
/// first time, the list asks its data source for everything again (what was read
/// before, in `viewDidLoad` for example, is read again); every time, the selection is
/// cleared when the controller's `clearsSelectionOnViewWillAppear` is true. Later
/// appearances do not reload: the app tells the list itself.
///
/// The controller keeps one and calls ``viewWillAppear(_:clearingSelection:animated:)``
/// from its own `viewWillAppear(_:)`, after super.
struct ListAppearance {
  /// The list view of a list controller: ``TableView`` or ``CollectionView``.
  protocol List: AnyObject {
    /// Asks the data source for everything again.
    func reloadData()
    /// Deselects every selected row or item; the delegate is not told, as in UIKit.
    func deselectAll(animated: Bool)
  }

  /// Whether the controller's view has appeared before.
  private(set) var hasAppeared = false

  /// The controller's view will appear: `list` (nil when the controller's view is not
  /// a list, as when a subclass set another view) reloads the first time and is
  /// deselected when `clearingSelection`. The appearance counts either way.
  mutating func viewWillAppear(_ list: (any List)?, clearingSelection: Bool, animated: Bool) {
    if let list {
      if !hasAppeared { list.reloadData() }
      if clearingSelection { list.deselectAll(animated: animated) }
    }
    hasAppeared = true
  }
}

extension TableView: ListAppearance.List {
  func deselectAll(animated: Bool) { deselectAllRows(animated: animated) }
}

extension CollectionView: ListAppearance.List {
  func deselectAll(animated: Bool) { selectItem(at: nil, animated: animated, scrollPosition: []) }
}
