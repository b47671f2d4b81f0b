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
