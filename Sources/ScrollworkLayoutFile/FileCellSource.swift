import Foundation
import Scrollwork

/// The data source of a table or collection view built from a layout file.
public protocol FileCellSource: AnyObject {
  /// The table or collection view's id.
  var viewID: String { get }
  /// Its templates and sections.
  var rows: any CellRows { get }
}

/// A cell that shows a layout file's cell template: ``TemplateTableViewCell`` and
/// ``TemplateCollectionViewCell``.
protocol TemplateCell: View {
  /// The template's views by id, once built into the content view.
  var templateViews: [String: View]? { get set }
  /// The view the template's views go into.
  var templateContainer: View { get }
}

/// What a layout file's table and collection data sources share: the counts of the
/// file's sections and the cell for an index path, dequeued under its row's template's
/// reuse identifier, given that template's views the first time it is handed out (a
/// reused cell keeps them, as a prototype cell keeps its outlets) and filled with the
/// row's texts (`fill(_:from:)`). Each cell's `accessibilityIdentifier` is
/// `VIEW[SECTION,ITEM]`.
struct FileCellFiller {
  /// The file the view comes from.
  let file: LayoutFile
  /// The table or collection view's id.
  let viewID: String
  /// Its templates and sections.
  let rows: any CellRows
  /// The Dynamic Type size the templates' text-style fonts take.
  let category: ContentSizeCategory

  var numberOfSections: Int { rows.sections.count }

  func numberOfItems(in section: Int) -> Int {
    rows.sections.indices.contains(section) ? rows.sections[section].rows.count : 0
  }

  /// The cell for `indexPath` from `dequeue` (called with the row's reuse
  /// identifier), built and filled; nil when the file has no row or template there
  /// (rows and templates were checked when the file was read).
  func cell<Cell: View>(at indexPath: IndexPath, dequeue: (String) -> Cell) -> Cell? {
    guard let row = rows.row(at: indexPath), let template = rows.template(row.template) else { return nil }
    let cell = dequeue(row.template)
    cell.accessibilityIdentifier = "\(viewID)[\(indexPath.section),\(indexPath.item)]"
    guard let templateCell = cell as? any TemplateCell else { return cell }
    if templateCell.templateViews == nil {
      // Build errors were reported when the file was built.
      templateCell.templateViews = file.install(template, into: templateCell.templateContainer, category: category) {
        _, _ in
      }
    }
    template.fill(templateCell.templateViews ?? [:], from: row)
    return cell
  }
}

extension CellTemplate {
  /// Sets every text view of the template (labels' and text fields' text, buttons'
  /// titles) among `views` to the row's text, else to the template's own.
  func fill(_ views: [String: View], from row: RowSpec) {
    for spec in self.views where spec.kind.showsText {
      let text = row.text(for: spec.id) ?? (spec.kind == .button ? spec.title : spec.text)
      switch views[spec.id] {
      case let label as Label: label.text = text
      case let field as TextField: field.text = text
      case let button as Button: button.setTitle(text, for: .normal)
      default: break
      }
    }
  }
}
