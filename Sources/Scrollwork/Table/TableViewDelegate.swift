import Foundation

/// What a table view tells, and asks of, its delegate: UIKit's `UITableViewDelegate`
/// (a ``ScrollViewDelegate`` too), under the same method names. Set it as UIKit code
/// does, `tableView.delegate = self`: the table view reads its
/// ``ScrollView/delegate`` as a `TableViewDelegate` when it conforms.
///
/// Every method is optional. The height defaults return what UIKit uses when the
/// method is not implemented: the table view's ``TableView/rowHeight``,
/// ``TableView/estimatedRowHeight``, ``TableView/sectionHeaderHeight``,
/// ``TableView/sectionFooterHeight`` and their estimates (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Heights").
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
  /// The height used for the section header until its real height is known (a header
  /// of ``TableView/automaticDimension`` height).
  func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// The height used for the section footer until its real height is known.
  func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// The section's header view (default nil: a ``TableViewHeaderFooterView`` showing
  /// the data source's title, if any), usually from
  /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The section's footer view (default nil: a view showing the footer title, if any).
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
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
  public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }
  public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
