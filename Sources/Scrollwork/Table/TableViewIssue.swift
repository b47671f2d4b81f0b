import Foundation

/// Something a table view could not use as given, with what it did instead: kept in
/// ``TableView/issues`` (oldest first), never dropped silently.
public enum TableViewIssue: Equatable, CustomStringConvertible, Sendable {
  /// A self-sizing cell's content view fitted to a height of zero or less (its
  /// constraints do not give a height: usually nothing pins the last subview to the
  /// content view's bottom). The row gets UIKit's standard height, 44, as UIKit does
  /// after its warning.
  case zeroHeightCell(reuseIdentifier: String?, indexPath: IndexPath)
  /// A height that is neither ≥ 0 nor ``TableView/automaticDimension`` (negative,
  /// NaN or infinite); read as `automaticDimension`. `what` names the source
  /// (`rowHeight`, `heightForRowAt`, …); `indexPath` is the row, if any.
  case invalidHeight(CGFloat, what: String, indexPath: IndexPath?)
  /// The data source gave a negative number of sections or rows; read as 0.
  case negativeCount(Int, section: Int?)
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` with an identifier no
  /// class was registered for (UIKit raises); a plain `.default` cell was made.
  case unregisteredIdentifier(String)
  /// A self-sizing section header or footer view fitted to a height of zero or less;
  /// it got the style's height for its title (TableViews.md, "Section headers and
  /// footers").
  case zeroHeightHeaderFooter(section: Int, isHeader: Bool)
  /// An update (`insertRows`, `deleteSections`, `performBatchUpdates`, …) that does
  /// not agree with the data source's new counts or names rows or sections that do
  /// not exist. UIKit raises `NSInternalInconsistencyException` with this reason;
  /// here the table view reloads all its data instead.
  case invalidUpdate(String)

  public var description: String {
    switch self {
    case .zeroHeightCell(let id, let path):
      return "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's "
        + "content view (reuse identifier \(id.map { "'\($0)'" } ?? "nil"), index path [\(path.section), \(path.row)]). "
        + "Using the standard height, 44. Pin the last subview's bottom to the content view's bottom."
    case .invalidHeight(let value, let what, let path):
      let row = path.map { " at [\($0.section), \($0.row)]" } ?? ""
      return "\(what) \(value)\(row) is neither >= 0 nor automaticDimension; read as automaticDimension."
    case .negativeCount(let n, let section):
      return "The data source gave \(n) \(section.map { "rows in section \($0)" } ?? "sections"); read as 0."
    case .unregisteredIdentifier(let id):
      return "No cell class is registered for reuse identifier '\(id)'; made a default TableViewCell."
    case .zeroHeightHeaderFooter(let section, let isHeader):
      return "The self-sizing \(isHeader ? "header" : "footer") view of section \(section) fitted to a height of zero; "
        + "using the style's height. Pin its content from the top to the bottom of the content view."
    case .invalidUpdate(let reason):
      return reason + (reason.hasSuffix(".") ? "" : ".") + " The table view reloaded all its data."
    }
  }
}
