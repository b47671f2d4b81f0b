import Foundation
import Scrollwork

/// The data source of a table view built from a layout file: its sections and rows
/// as the file gives them, with their header and footer titles; each row's cell is a
/// ``TemplateTableViewCell`` dequeued under its template's reuse identifier, built and
/// filled by `FileCellFiller`. Each cell's `accessibilityIdentifier` is
/// `TABLE[SECTION,ROW]`. It is the table's delegate too: a row's `height:` is its
/// `heightForRowAt`, the table's `rowHeight` otherwise.
public final class FileTableDataSource: TableViewDataSource, TableViewDelegate, FileCellSource {
  /// The table's entry.
  public let table: TableSpec
  /// Counts and cells.
  let filler: FileCellFiller
  /// The views of the table header view (`header:`) by id, once built.
  var headerViews: [String: View]?
  /// The views of the table footer view (`footer:`) by id, once built.
  var footerViews: [String: View]?

  public var viewID: String { filler.viewID }
  public var rows: any CellRows { table }

  init(file: LayoutFile, viewID: String, table: TableSpec, category: ContentSizeCategory) {
    self.table = table
    self.filler = FileCellFiller(file: file, viewID: viewID, rows: table, category: category)
  }

  public func numberOfSections(in tableView: TableView) -> Int { filler.numberOfSections }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    filler.numberOfItems(in: section)
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    table.sections.indices.contains(section) ? table.sections[section].header : nil
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    table.sections.indices.contains(section) ? table.sections[section].footer : nil
  }

  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    table.row(at: indexPath)?.height ?? tableView.rowHeight
  }

  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    sectionView(tableView, "sectionHeader", table.sectionHeader, section)
  }

  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    sectionView(tableView, "sectionFooter", table.sectionFooter, section)
  }

  /// A section's header or footer view from the table's `sectionHeader:`
  /// (`sectionFooter:`) template: dequeued under that key, built into its content
  /// view the first time, filled with the section's texts (the template's own where
  /// it gives none). Its `accessibilityIdentifier` is `TABLE[SECTION].header`
  /// (`.footer`). Nil without the template.
  private func sectionView(_ tableView: TableView, _ id: String, _ template: CellTemplate?, _ section: Int) -> View? {
    guard let template, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: id) else { return nil }
    guard let templateView = view as? TemplateTableHeaderFooterView else { return view }
    if templateView.templateViews == nil {
      // Build errors were reported when the file was built.
      templateView.templateViews = filler.file.install(
        template, into: templateView.contentView, category: filler.category
      ) { _, _ in }
    }
    let isHeader = id == "sectionHeader"
    templateView.accessibilityIdentifier = "\(viewID)[\(section)].\(isHeader ? "header" : "footer")"
    let spec = table.sections.indices.contains(section) ? table.sections[section] : nil
    template.fill(
      templateView.templateViews ?? [:],
      from: (isHeader ? spec?.headerView : spec?.footerView)
        ?? RowSpec(template: id, place: template.place, templatePlace: template.place))
    return templateView
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    filler.cell(at: indexPath) { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
      ?? TableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// The cell class registered for every template of a layout file's table: a plain
/// `UITableViewCell` whose content view holds its template's views.
public final class TemplateTableViewCell: TableViewCell, TemplateCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  var templateContainer: View { contentView }

  public override var itemClassName: String { "UITableViewCell" }
}

/// The header and footer view class registered for a layout file's table section
/// views (`sectionHeader:`, `sectionFooter:`): a plain `UITableViewHeaderFooterView`
/// whose content view holds its template's views.
public final class TemplateTableHeaderFooterView: TableViewHeaderFooterView, TemplateCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  var templateContainer: View { contentView }

  public override var itemClassName: String { "UITableViewHeaderFooterView" }
}
