import Foundation
import Testing

@testable import Scrollwork

/// A cell whose label is pinned to the content view's margins at the top and sides
/// only: the classic missing bottom constraint.
final class UnpinnedCell: TableViewCell {
  let title = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.accessibilityIdentifier = "title"
    title.numberOfLines = 0
    title.text = "Tuesday"
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.accessibilityIdentifier = "contentView"
    contentView.addSubview(title)
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      title.topAnchor.constraint(equalTo: g.topAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell whose 40-pt box sits 10 pt from the content view's top and bottom: its
/// required constraints add up to a 60-pt content view. ``bottomPriority`` is the
/// bottom constraint's priority.
class TallCell: TableViewCell {
  let box = View()
  class var bottomPriority: LayoutPriority { .required }
  class var boxHeight: CGFloat { 40 }

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.accessibilityIdentifier = "contentView"
    contentView.addSubview(box)
    let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
    bottom.priority = Self.bottomPriority
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: Self.boxHeight),
      bottom,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// ``TallCell`` with its bottom constraint at 999, as UIKit developers fix it.
final class SoftTallCell: TallCell {
  override class var bottomPriority: LayoutPriority { LayoutPriority(999) }
}

/// ``TallCell`` whose box is 40.1 pt tall: 60.1 pt of required content, not a whole
/// number of pixels.
class OddTallCell: TallCell {
  override class var boxHeight: CGFloat { 40.1 }
}

/// ``OddTallCell`` with its bottom constraint at 999.
final class SoftOddTallCell: OddTallCell {
  override class var bottomPriority: LayoutPriority { LayoutPriority(999) }
}

/// `rows` rows of one registered cell class; with `applyFix`, each cell gets the
/// constraint ``TableViewCell/contentHeightFix(width:)`` suggests for it.
final class DiagnosedSource: TableViewDataSource {
  let identifier: String
  let rows: Int
  var applyFix = false

  init(identifier: String, rows: Int) {
    self.identifier = identifier
    self.rows = rows
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    if applyFix, let fix = cell.contentHeightFix(width: tableView.bounds.width) {
      fix.makeConstraint().isActive = true
    }
    return cell
  }
}

/// Self-sizing and fixed-height cells whose constraints do not fit their row
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell diagnostics").
@Suite struct TableViewCellHeightDiagnosticsTests {
  static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

  /// A table of `rows` rows of `cellClass` registered as `identifier`.
  static func table(
    _ cellClass: TableViewCell.Type, _ source: DiagnosedSource, rowHeight: CGFloat = TableView.automaticDimension
  ) -> TableView {
    let table = TableView(frame: frame)
    table.register(cellClass, forCellReuseIdentifier: source.identifier)
    table.rowHeight = rowHeight
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  static func unpinned(_ row: Int) -> TableViewIssue {
    .unpinnedCellContent(
      reuseIdentifier: "Day", indexPath: IndexPath(row: row, section: 0), view: "title",
      fix: "title.bottom == contentView.bottom")
  }

  @Test("§18 a self-sizing cell without a bottom constraint: reuse id, index path, the label and the fix, once per row")
  func missingBottomConstraint() {
    let source = DiagnosedSource(identifier: "Day", rows: 2)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(UnpinnedCell.self, source)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(table.issues == [Self.unpinned(0), Self.unpinned(1)])
    #expect(
      table.issues.first?.description
        == "The self-sizing cell 'Day' at [0, 0] has a content view whose height its constraints do not determine: "
        + "nothing pins the bottom of title to the content view, so the fitted height collapses. "
        + "Using the standard height, 44. Add title.bottom == contentView.bottom.")
    // Laid out again, scrolled, resized (measured again): not reported again.
    table.setNeedsLayout()
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 28)
    table.layoutIfNeeded()
    #expect(table.issues == [Self.unpinned(0), Self.unpinned(1)])
    // A reload lays the cells out anew: reported again.
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.issues == [Self.unpinned(0), Self.unpinned(1), Self.unpinned(0), Self.unpinned(1)])
  }

  @Test("§18 the same cell with the suggested constraint applied: no issue, the row fits the label")
  func suggestedFixRemovesTheIssue() {
    let source = DiagnosedSource(identifier: "Day", rows: 2)
    source.applyFix = true
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(UnpinnedCell.self, source)
    #expect(table.issues == [])
    // 11 (top margin) + the label's height, in whole pixels (scale 3), + the 1-pixel separator.
    let label = Label()
    label.text = "Tuesday"
    let content = (11 + label.intrinsicContentSize.height) * 3
    let expected = content.rounded(.up) / 3 + 1.0 / 3
    let rect = table.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(abs(rect.height - expected) < 1e-9)
    #expect(abs(rect.minY - expected) < 1e-9)
  }

  @Test("§18 a 44-pt row whose cell's required constraints add up to 60: the encapsulated height conflict, explained")
  func encapsulatedHeightConflict() {
    let source = DiagnosedSource(identifier: "Tall", rows: 2)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(TallCell.self, source, rowHeight: 44)
    let conflicting = [
      "box.bottom == contentView.bottom - 10", "box.top == contentView.top + 10", "box.height == 40",
    ]
    let expected: [TableViewIssue] = (0..<2).map {
      .encapsulatedHeightConflict(
        reuseIdentifier: "Tall", indexPath: IndexPath(row: $0, section: 0), height: 44 - 1.0 / 3,
        conflicting: conflicting, lower: "box.bottom == contentView.bottom - 10")
    }
    #expect(table.issues == expected)
    #expect(
      table.issues.first?.description
        == "The cell 'Tall' at [0, 0] cannot take its row's height: the table view holds its content view at "
        + "height 43.6667 with a required UIView-Encapsulated-Layout-Height, and these required constraints ask "
        + "for another: box.bottom == contentView.bottom - 10; box.top == contentView.top + 10; box.height == 40. "
        + "UIKit breaks one of them. Lower the priority of box.bottom == contentView.bottom - 10 to 999 "
        + "(UILayoutPriority(999)), or make the row self-sizing.")
    // Scrolled and laid out again: each row is reported once.
    table.contentOffset = CGPoint(x: 0, y: 0)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    #expect(table.issues == expected)
  }

  @Test("§18 the same 44-pt row with the bottom constraint at 999: no issue, the box keeps its 40 pt")
  func bottomAt999() throws {
    let source = DiagnosedSource(identifier: "Tall", rows: 2)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(SoftTallCell.self, source, rowHeight: 44)
    #expect(table.issues == [])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SoftTallCell)
    cell.layoutIfNeeded()
    #expect(cell.box.frame == CGRect(x: 16, y: 10, width: 288, height: 40))
  }

  @Test("§18 a self-sizing cell whose constraints add up to 60: measured at 60, no conflict")
  func selfSizingTallCell() {
    let source = DiagnosedSource(identifier: "Tall", rows: 1)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(TallCell.self, source)
    #expect(table.issues == [])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60 + 1.0 / 3)
  }

  @Test("§18 a self-sizing cell needing 60.1 pt: the row is rounded up to 60.3333 and the conflict is explained")
  func roundedHeightConflict() {
    let source = DiagnosedSource(identifier: "Odd", rows: 1)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(OddTallCell.self, source)
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - (181.0 / 3 + 1.0 / 3)) < 1e-9)
    #expect(
      table.issues == [
        .roundedHeightConflict(
          reuseIdentifier: "Odd", indexPath: IndexPath(row: 0, section: 0), fitted: 60.1, height: 181.0 / 3,
          conflicting: [
            "box.bottom == contentView.bottom - 10", "box.top == contentView.top + 10", "box.height == 40.1",
          ], lower: "box.bottom == contentView.bottom - 10")
      ])
    #expect(
      table.issues.first?.description
        == "The self-sizing cell 'Odd' at [0, 0] cannot take its row's height: its content needs 60.1, which the "
        + "table view rounds up to whole pixels, 60.3333, and holds with a required UIView-Encapsulated-Layout-Height; "
        + "these required constraints ask for 60.1: box.bottom == contentView.bottom - 10; box.top == "
        + "contentView.top + 10; box.height == 40.1. UIKit breaks one of them. Lower the priority of box.bottom == "
        + "contentView.bottom - 10 to 999 (UILayoutPriority(999)), or use whole-pixel sizes.")
  }

  @Test("§18 the same 60.1-pt cell with the bottom constraint at 999: no issue, same row height")
  func roundedHeightAt999() {
    let source = DiagnosedSource(identifier: "Odd", rows: 1)
    defer { withExtendedLifetime(source) {} }
    let table = Self.table(SoftOddTallCell.self, source)
    #expect(table.issues == [])
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - (181.0 / 3 + 1.0 / 3)) < 1e-9)
  }
}
