import Foundation

/// What a table view tells, and asks of, its delegate: UIKit's `UITableViewDelegate`
/// (a ``ScrollViewDelegate`` too), under the same method names. Set it as UIKit code
/// does, `tableView.delegate = self`: the table view reads its
/// ``ScrollView/delegate`` as a `TableViewDelegate` when it conforms.
///
/// Every method is optional. The height defaults return what UIKit uses when the
/// method is not implemented: the table view's ``TableView/rowHeight``,
/// ``TableView/estimatedRowHeight``, ``TableView/sectionHeaderHeight`` and
/// ``TableView/sectionFooterHeight`` (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Heights").
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The row's height, or ``TableView/automaticDimension`` to size it from its cell.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height used for the row until its real height is known.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The section header's height (``TableView/automaticDimension``: from the style
  /// and the title).
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The section footer's height (``TableView/automaticDimension``: from the style
  /// and the title).
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// The cell is about to become a subview of the table view for the row.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the table view (it scrolled out, or the data was reloaded) and
  /// went to the reuse pool.
  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
