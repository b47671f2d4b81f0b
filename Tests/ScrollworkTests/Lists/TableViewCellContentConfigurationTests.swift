import Foundation
import Testing

@testable import Scrollwork

/// Table cells with `defaultContentConfiguration()`: the style's preset, laid out by a
/// ``ListContentView`` that becomes the cell's content view, self-sizing rows
/// (UIKitBehaviour.md §42; TableViews.md, "Cell geometry").
@Suite struct TableViewCellContentConfigurationTests {
  typealias T = ListText
  static let long = Array(repeating: "A reminder long enough to wrap in a table row.", count: 3).joined(separator: " ")

  final class Harness {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
    var source: TableViewDiffableDataSource<Int, String>!

    init(style: TableViewCell.CellStyle, rows: [String], detail: String? = nil) {
      table.screen = Screen(scale: 2)
      source = TableViewDiffableDataSource<Int, String>(tableView: table) { table, path, text in
        // UIKit's older pattern: a pooled cell, else a new one of the style.
        let cell =
          table.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: style, reuseIdentifier: "Cell")
        var content = cell.defaultContentConfiguration()
        content.text = text
        content.secondaryText = detail
        cell.contentConfiguration = content
        return cell
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(rows)
      source.apply(snapshot, animatingDifferences: false)
      table.layoutIfNeeded()
    }
  }

  @Test("§42 .default cells: cell() content, rows 44 + separator, a long text wrapping at 288 and growing its row")
  func defaultStyleRows() throws {
    let h = Harness(style: .default, rows: ["Short", Self.long])
    let wrapped = T.height(Self.long, T.body, width: 288)
    #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 0, 320, 44.5))
    #expect(h.table.rectForRow(at: IndexPath(row: 1, section: 0)) == rect(0, 44.5, 320, 22 + wrapped + 0.5))
    let cell = try #require(h.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let content = try #require(cell.contentView as? ListContentView)
    #expect(content.frame == rect(0, 0, 320, 22 + wrapped))
    content.layoutIfNeeded()
    #expect(content.shownTextLabel?.frame == rect(16, 11, 288, wrapped))
    #expect(content.listConfiguration.textProperties.font == T.body)
    #expect(h.table.issues == [])
  }

  @Test("§42 defaultContentConfiguration follows the style: subtitle → subtitleCell(), value1 and value2 → valueCell()")
  func presetsPerStyle() {
    #expect(TableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    #expect(TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
    #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    #expect(TableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    #expect(TableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .header())
    #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(!ListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
  }

  @Test("§42 .subtitle cells: the secondary text 3 under the text; the row is 11 + 21 + 3 + line + 11 + separator")
  func subtitleRows() throws {
    let h = Harness(style: .subtitle, rows: ["Call Mum"], detail: "Sunday")
    let secondary = T.line(T.subheadline)
    #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 0, 320, 46 + secondary + 0.5))
    let content = try #require(h.table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView as? ListContentView)
    content.layoutIfNeeded()
    #expect(content.shownSecondaryTextLabel?.frame == rect(16, 35, 288, secondary))
  }

  @Test("§42 a header view's content configuration becomes its content view, as large as the view")
  func headerFooterView() throws {
    let header = TableViewHeaderFooterView(reuseIdentifier: "H")
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    var content = header.defaultContentConfiguration()
    content.text = "Today"
    header.contentConfiguration = content
    let view = try #require(header.contentView as? ListContentView)
    #expect(view.superview === header && view.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }
}
