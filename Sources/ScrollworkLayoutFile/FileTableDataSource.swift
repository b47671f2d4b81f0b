import Foundation
import Scrollwork

/// The data source of a table or collection view built from a layout file.
public protocol FileCellSource: AnyObject {
  /// The table or collection view's id.
  var viewID: String { get }
  /// Its templates and sections.
  var rows: any CellRows { get }
}

/// The data source of a table view built from a layout file: its sections and rows
/// as the file gives them, each row's cell dequeued under its template's reuse
/// identifier.
///
/// A cell the table makes (a ``TemplateTableViewCell`` registered for every
/// template) gets its template's views the first time it is handed out; a reused
/// cell keeps them, as a prototype cell keeps its outlets. Every text view of the
/// template is then set: to the row's text, else to the template's own
/// (`fill(_:from:)`). Each cell's `accessibilityIdentifier` is
/// `TABLE[SECTION,ROW]`.
public final class FileTableDataSource: TableViewDataSource, FileCellSource {
  /// The file the table comes from.
  let file: LayoutFile
  public let viewID: String
  /// The table's entry.
  public let table: TableSpec
  /// The Dynamic Type size the templates' text-style fonts take.
  let category: ContentSizeCategory

  public var rows: any CellRows { table }

  init(file: LayoutFile, viewID: String, table: TableSpec, category: ContentSizeCategory) {
    self.file = file
    self.viewID = viewID
    self.table = table
    self.category = category
  }

  public func numberOfSections(in tableView: TableView) -> Int { table.sections.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    table.sections.indices.contains(section) ? table.sections[section].rows.count : 0
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    table.sections.indices.contains(section) ? table.sections[section].header : nil
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    table.sections.indices.contains(section) ? table.sections[section].footer : nil
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    // Rows and templates were checked when the file was read.
    guard let row = table.row(at: indexPath), let template = table.template(row.template) else {
      return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: row.template, for: indexPath)
    cell.accessibilityIdentifier = "\(viewID)[\(indexPath.section),\(indexPath.row)]"
    guard let templateCell = cell as? TemplateTableViewCell else { return cell }
    if templateCell.templateViews == nil {
      // Build errors were reported when the file was built.
      templateCell.templateViews = file.install(template, into: cell.contentView, category: category) { _, _ in }
    }
    template.fill(templateCell.templateViews ?? [:], from: row)
    return cell
  }
}

/// The cell class registered for every template of a layout file's table: a plain
/// `UITableViewCell` whose content view holds its template's views.
public final class TemplateTableViewCell: TableViewCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  public override var itemClassName: String { "UITableViewCell" }
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
