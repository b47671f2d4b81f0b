import Foundation
import Testing

@testable import Scrollwork

/// The header and footer views a table view makes for section titles: the title's font
/// and place by style, and a header that grows when its title wraps (UIKitBehaviour.md
/// §27). At @2x a headline (bold 17) line is 21 high (two lines 41.5) and a footnote
/// (13) line 16 (two lines 31.5); the label is 320 − 16 − 16 = 288 wide.
@Suite struct TableViewSectionTitleTests {
  static let oneLine = "Today"
  /// Two lines of headline text at 288 (one line of it is wider than 288).
  static let twoLinesBold = "Yesterday, and every day of the week before"
  /// Two lines of footnote text at 288.
  static let twoLinesFootnote =
    "Rows you saved on another device show here once they sync, newest first, for thirty days"

  struct Shown: Equatable {
    var header: CGRect
    var label: CGRect
  }

  /// A one-row section titled `title`, in a 320 × 480 table of `style` at @2x: the header
  /// (or footer) view's frame and its label's frame.
  func shown(_ title: String, style: TableView.Style, footer: Bool = false) throws -> Shown {
    let source = NoteSource([["a"], ["b"]])
    if footer { source.footerTitles = [title] } else { source.headerTitles = [title] }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), style: style, rowHeight: 44)
    table.screen = Screen(scale: 2)
    table.layoutIfNeeded()
    let view = try #require(footer ? table.footerView(forSection: 0) : table.headerView(forSection: 0))
    view.layoutIfNeeded()
    let label = try #require(view.textLabel)
    #expect(label.text == title)
    #expect(label.clippedTextExplanation() == nil, "\(title): clipped")
    return withExtendedLifetime(source) { Shown(header: view.frame, label: label.frame) }
  }

  @Test(
    "plain: a one-line title is headline text centred in 28 points; two lines make the header 3.5 + 41.5 + 3.5 = 48.5")
  func plain() throws {
    #expect(
      try shown(Self.oneLine, style: .plain)
        == Shown(
          header: CGRect(x: 0, y: 0, width: 320, height: 28), label: CGRect(x: 16, y: 3.5, width: 288, height: 21)))
    #expect(
      try shown(Self.twoLinesBold, style: .plain)
        == Shown(
          header: CGRect(x: 0, y: 0, width: 320, height: 48.5), label: CGRect(x: 16, y: 3.5, width: 288, height: 41.5)))
  }

  @Test("grouped: a header's footnote title sits 7 above the rows in 38 points; two lines make it 15 + 31.5 + 7 = 53.5")
  func groupedHeader() throws {
    #expect(
      try shown(Self.oneLine, style: .grouped)
        == Shown(
          header: CGRect(x: 0, y: 0, width: 320, height: 38), label: CGRect(x: 16, y: 15, width: 288, height: 16)))
    #expect(
      try shown(Self.twoLinesFootnote, style: .grouped)
        == Shown(
          header: CGRect(x: 0, y: 0, width: 320, height: 53.5), label: CGRect(x: 16, y: 15, width: 288, height: 31.5)))
  }

  @Test("grouped: a footer's title sits 7 below the rows in 38 points; two lines make it 15 + 31.5 + 7 = 53.5")
  func groupedFooter() throws {
    // Section 0 has no header title: the grouped style's 18; its row 18 to 62.
    #expect(
      try shown(Self.oneLine, style: .grouped, footer: true)
        == Shown(
          header: CGRect(x: 0, y: 62, width: 320, height: 38), label: CGRect(x: 16, y: 7, width: 288, height: 16)))
    #expect(
      try shown(Self.twoLinesFootnote, style: .grouped, footer: true)
        == Shown(
          header: CGRect(x: 0, y: 62, width: 320, height: 53.5), label: CGRect(x: 16, y: 7, width: 288, height: 31.5)))
  }

  @Test("the header's height moves the rows: a two-line plain title puts row [0, 0] at 48.5")
  func rowsFollowTheGrownHeader() {
    let source = NoteSource([["a"], ["b"]])
    source.headerTitles = [Self.twoLinesBold, Self.oneLine]
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    table.screen = Screen(scale: 2)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 48.5, width: 320, height: 44))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 92.5, width: 320, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 120.5, width: 320, height: 44))
    #expect(table.contentSize == CGSize(width: 320, height: 164.5))
    withExtendedLifetime(source) {}
  }

  @Test("a fixed sectionHeaderHeight too small for the title: the label keeps its height, without a conflict")
  func fixedTooSmall() throws {
    let source = NoteSource([["a"]])
    source.headerTitles = [Self.oneLine]
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    table.screen = Screen(scale: 2)
    table.sectionHeaderHeight = 14
    table.layoutIfNeeded()
    let view = try #require(table.headerView(forSection: 0))
    view.layoutIfNeeded()
    let label = try #require(view.textLabel)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 14))
    // Centred in 14: 21 high, from -3.5.
    #expect(label.frame == CGRect(x: 16, y: -3.5, width: 288, height: 21))
    #expect(table.layoutIssues.isEmpty)
    withExtendedLifetime(source) {}
  }
}
