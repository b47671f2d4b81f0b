import Foundation

/// Something a table view could not use as given, with what it did instead: kept in
/// ``TableView/issues`` (oldest first), never dropped silently.
public enum TableViewIssue: Equatable, CustomStringConvertible, Sendable {
  /// A self-sizing cell's content view fitted to a height of zero or less (its
  /// constraints do not give a height: usually nothing pins the last subview to the
  /// content view's bottom). The row gets UIKit's standard height, 44, as UIKit does
  /// after its warning.
  case zeroHeightCell(reuseIdentifier: String?, indexPath: IndexPath)
  /// A self-sizing cell's content view whose constraints do not determine its height
  /// (it collapses when fitted: nothing pins `view`'s bottom to the content view).
  /// `view` names the view whose edge is loose and `fix` the constraint that pins it
  /// (a checked ``SuggestedConstraint``, in its words). The row gets 44, as for
  /// ``zeroHeightCell(reuseIdentifier:indexPath:)``, which is recorded instead when
  /// no such fix is found (an empty content view). TableViews.md, "Cell diagnostics".
  case unpinnedCellContent(reuseIdentifier: String?, indexPath: IndexPath, view: String, fix: String)
  /// A cell whose content view's required constraints cannot take the height the
  /// table gives it: the table holds the content view at `height` with a required
  /// `UIView-Encapsulated-Layout-Height`, and `conflicting` (the content's own
  /// required constraints in the conflict, in the diagnostics' words) require
  /// another. `lower` is the constraint to give priority 999 (the bottom constraint,
  /// else a height constraint). Reported once per reuse identifier and index path.
  case encapsulatedHeightConflict(
    reuseIdentifier: String?, indexPath: IndexPath, height: CGFloat, conflicting: [String], lower: String)
  /// A self-sizing cell whose content's required constraints add up to a height that
  /// is not a whole number of device pixels (`fitted`): the table rounds the row up
  /// (`height`) and holds the content view there with a required
  /// `UIView-Encapsulated-Layout-Height`, which `conflicting` cannot take. `lower` is
  /// the constraint to give priority 999. Reported once per reuse identifier and
  /// index path.
  case roundedHeightConflict(
    reuseIdentifier: String?, indexPath: IndexPath, fitted: CGFloat, height: CGFloat, conflicting: [String],
    lower: String)
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
  /// A call named a row that does not exist (UIKit raises); `what` names the call.
  /// Nothing changed.
  case invalidIndexPath(IndexPath, what: String)

  public var description: String {
    switch self {
    case .zeroHeightCell(let id, let path):
      return "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's "
        + "content view (reuse identifier \(id.map { "'\($0)'" } ?? "nil"), index path [\(path.section), \(path.row)]). "
        + "Using the standard height, 44. Pin the last subview's bottom to the content view's bottom."
    case .unpinnedCellContent(let id, let path, let view, let fix):
      return UnpinnedCellText.message(
        cell: Self.cellText(id, path), vertical: true, view: view, fix: fix, fallback: "Using the standard height, 44.")
    case .encapsulatedHeightConflict(let id, let path, let height, let conflicting, let lower):
      return "The cell \(Self.cellText(id, path)) cannot take its row's height: the table view holds its content view "
        + "at height \(fmt(height)) with a required UIView-Encapsulated-Layout-Height, and these required constraints "
        + "ask for another: \(conflicting.joined(separator: "; ")). UIKit breaks one of them. Lower the priority of "
        + "\(lower) to 999 (UILayoutPriority(999)), or make the row self-sizing."
    case .roundedHeightConflict(let id, let path, let fitted, let height, let conflicting, let lower):
      return "The self-sizing cell \(Self.cellText(id, path)) cannot take its row's height: its content needs "
        + "\(fmt(fitted)), which the table view rounds up to whole pixels, \(fmt(height)), and holds with a required "
        + "UIView-Encapsulated-Layout-Height; these required constraints ask for \(fmt(fitted)): "
        + "\(conflicting.joined(separator: "; ")). UIKit breaks one of them. Lower the priority of \(lower) to 999 "
        + "(UILayoutPriority(999)), or use whole-pixel sizes."
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
    case .invalidIndexPath(let path, let what):
      return "\(what) named row \(path.row) of section \(path.section), which does not exist; nothing changed."
    }
  }

  /// `'Note' at [0, 2]` (`nil` for a cell without a reuse identifier).
  private static func cellText(_ id: String?, _ path: IndexPath) -> String {
    UnpinnedCellText.cell(id, path)
  }
}
