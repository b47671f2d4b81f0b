import Foundation

/// What a table view asks for its content: UIKit's `UITableViewDataSource`, under the
/// same method names. ``tableView(_:numberOfRowsInSection:)`` and
/// ``tableView(_:cellForRowAt:)`` are required, as in UIKit; the others are optional
/// (the extension gives UIKit's defaults: one section, no titles).
///
/// As with any Swift protocol extension, a default is used unless the conforming
/// class itself declares the method: a subclass that adds the method later is not
/// asked (declare it in the class that conforms).
public protocol TableViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`. Negative counts are read as 0 and recorded as
  /// a ``TableViewIssue``.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The title of the section's header (default nil: no title).
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of the section's footer (default nil: no title).
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
