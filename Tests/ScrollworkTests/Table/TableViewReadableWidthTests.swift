import Foundation
import Testing

@testable import Scrollwork

/// `cellLayoutMarginsFollowReadableWidth`: the cells' content margins follow the
/// readable width (672 wide, centred) on wide tables
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell geometry").
@Suite struct TableViewReadableWidthTests {
  @Test("§20 at 1024 wide the side margins are (1024 − 672) / 2 = 176: the label is 672 wide at x 176")
  func wideTable() {
    let source = NoteSource([noteTexts(3)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 1024, height: 300), rowHeight: 44)
    table.cellLayoutMarginsFollowReadableWidth = true
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell
    #expect(
      cell?.contentView.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 11, leading: 176, bottom: 11, trailing: 176))
    #expect(cell?.note.frame.minX == 176)
    #expect(cell?.note.frame.width == 672)
    // Off again: the margins the table set go back to 16.
    table.cellLayoutMarginsFollowReadableWidth = false
    table.layoutIfNeeded()
    let again = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell
    #expect(
      again?.contentView.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(again?.note.frame.minX == 16)
    #expect(again?.note.frame.width == 992)
  }

  @Test("§20 on a 320-wide table the readable width changes nothing: margins stay 16")
  func narrowTable() {
    let source = NoteSource([noteTexts(3)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 300), rowHeight: 44)
    table.cellLayoutMarginsFollowReadableWidth = true
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(
      cell?.contentView.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
  }

  @Test("§20 self-sizing rows are measured with the readable margins: a long text wraps at 672, not at 992")
  func selfSizingAtReadableWidth() {
    let text = noteTexts(6)[5]
    let source = NoteSource([[text]])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 1024, height: 600))
    table.cellLayoutMarginsFollowReadableWidth = true
    table.layoutIfNeeded()
    // The same row measured alone in a cell 672 + 32 wide (margins 16): the label is 672 wide either way.
    let expected = standaloneRowHeight(text, width: 704)
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - expected) < 1e-9)
    #expect(expected > standaloneRowHeight(text, width: 1024))
  }
}
