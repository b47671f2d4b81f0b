import Foundation

extension TableView {
  /// The selected row, if any: the first of ``indexPathsForSelectedRows`` in
  /// index-path order (UIKit's `indexPathForSelectedRow`).
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows in index-path order, or nil when none is selected (UIKit's
  /// `indexPathsForSelectedRows`, which is nil rather than empty).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row (nil: deselects every row), as UIKit's
  /// `selectRow(at:animated:scrollPosition:)` does (TableViews.md, "Selection"):
  /// - without ``allowsSelection`` nothing changes;
  /// - without ``allowsMultipleSelection`` the other rows are deselected first;
  /// - the row's cell, if shown, gets `setSelected(true, animated:)`, and a cell made
  ///   for the row later comes selected;
  /// - `scrollPosition` other than `.none` scrolls the row there
  ///   (``scrollToRow(at:at:animated:)``); `.none` does not scroll;
  /// - the delegate is not told, as in UIKit (only a user's tap is).
  ///
  /// A path that names no row is recorded as a ``TableViewIssue/invalidIndexPath(_:what:)``
  /// and changes nothing (UIKit raises).
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    ensureLoaded()
    guard let indexPath else {
      deselectAllRows(animated: animated)
      return
    }
    guard allowsSelection else { return }
    guard layout.globalIndex(indexPath) != nil else {
      issues.append(.invalidIndexPath(indexPath, what: "selectRow(at:animated:scrollPosition:)"))
      return
    }
    if !allowsMultipleSelection {
      for other in selectedRows where other != indexPath { deselectRow(at: other, animated: animated) }
    }
    selectedRows.insert(indexPath)
    if let cell = cellForRow(at: indexPath), !cell.isSelected { cell.setSelected(true, animated: animated) }
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row (UIKit's `deselectRow(at:animated:)`): its cell, if shown, gets
  /// `setSelected(false, animated:)`. A row that is not selected is left as it is; the
  /// delegate is not told.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    if let cell = cellForRow(at: indexPath), cell.isSelected { cell.setSelected(false, animated: animated) }
  }

  /// Deselects every selected row.
  func deselectAllRows(animated: Bool) {
    for path in selectedRows.sorted() { deselectRow(at: path, animated: animated) }
  }

  /// Gives a cell about to be shown for `indexPath` the row's selected state.
  func applySelection(to cell: TableViewCell, at indexPath: IndexPath) {
    let selected = selectedRows.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
  }

  /// Carries the selection across an update (UIKit keeps a selected row selected
  /// where it moves): `newToOld` maps the new global rows to the old ones; rows
  /// deleted or reloaded lose their selection.
  func carrySelection(from old: TableLayout, newToOld: [Int?], reloaded: Set<Int>) {
    guard !selectedRows.isEmpty else { return }
    var kept: Set<IndexPath> = []
    for (g, o) in newToOld.enumerated() {
      guard let o, !reloaded.contains(g), selectedRows.contains(old.indexPath(global: o)) else { continue }
      kept.insert(layout.indexPath(global: g))
    }
    selectedRows = kept
  }
}
