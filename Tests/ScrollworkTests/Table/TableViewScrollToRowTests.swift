import Foundation
import Testing

@testable import Scrollwork

/// `scrollToRow(at:at:animated:)` for each position (UIKitBehaviour.md §18, §7.3).
@Suite struct TableViewScrollToRowTests {
  /// 50 rows of 44 (content 2,200) in a 320×480 table with insets 20 top, 10 bottom:
  /// visible height 450, offsets from −20 to 2,200 + 10 − 480 = 1,730.
  func table() -> (TableView, NoteSource) {
    let source = NoteSource([noteTexts(50)])
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    table.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    table.layoutIfNeeded()
    return (table, source)
  }

  static let row20 = IndexPath(row: 20, section: 0)  // 880–924

  @Test("§18 .top: row minY − top inset = 880 − 20 = 860")
  func top() {
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    t.scrollToRow(at: Self.row20, at: .top, animated: false)
    #expect(t.contentOffset.y == 860)
    #expect(t.indexPathsForVisibleRows?.first == IndexPath(row: 19, section: 0))  // 836–880 meets 860
  }

  @Test("§18 .middle: midY − top inset − visible/2 = 902 − 20 − 225 = 657")
  func middle() {
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    t.scrollToRow(at: Self.row20, at: .middle, animated: false)
    #expect(t.contentOffset.y == 657)
  }

  @Test("§18 .bottom: maxY + bottom inset − height = 924 + 10 − 480 = 454")
  func bottom() {
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    t.scrollToRow(at: Self.row20, at: .bottom, animated: false)
    #expect(t.contentOffset.y == 454)
    // Row 21 (924–968) meets the bounds (454–934) under the 10-pt bottom inset: shown.
    #expect(t.indexPathsForVisibleRows?.last == IndexPath(row: 21, section: 0))
  }

  @Test("§18 .none: below → as .bottom; visible → stays; above → as .top")
  func none() {
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    t.scrollToRow(at: Self.row20, at: .none, animated: false)
    #expect(t.contentOffset.y == 454)
    t.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)  // 660–704, visible
    #expect(t.contentOffset.y == 454)
    t.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)  // 220–264, above
    #expect(t.contentOffset.y == 200)
  }

  @Test("§18 §7.3 clamped to the range: last row .top → 1,730; first row .bottom → −20; a bad path does nothing")
  func clamped() {
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    t.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
    #expect(t.contentOffset.y == 1730)
    t.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
    #expect(t.contentOffset.y == -20)
    t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(t.contentOffset.y == -20)
  }

  @Test("§18 animated: the delegate hears scrollViewDidEndScrollingAnimation when the offset changed")
  func animated() {
    final class Listener: ScrollViewDelegate {
      var ended = 0
      func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { ended += 1 }
    }
    let (t, source) = table()
    defer { withExtendedLifetime(source) {} }
    let listener = Listener()
    t.delegate = listener
    t.contentInset = .zero
    t.scrollToRow(at: Self.row20, at: .top, animated: true)
    t.scrollToRow(at: Self.row20, at: .top, animated: true)
    #expect(t.contentOffset.y == 880)
    #expect(listener.ended == 1)
  }

  @Test("§18 a self-sizing row lands exactly at .top and .bottom though the rows around it were estimated")
  func selfSizing() {
    let source = NoteSource([noteTexts(100)])
    defer { withExtendedLifetime(source) {} }
    let t = source.makeTable(size: CGSize(width: 320, height: 480))
    t.estimatedRowHeight = 100
    t.layoutIfNeeded()
    let path = IndexPath(row: 60, section: 0)
    t.scrollToRow(at: path, at: .top, animated: false)
    let rect = t.rectForRow(at: path)
    #expect(rect.minY == t.contentOffset.y)
    #expect(abs(rect.height - standaloneRowHeight(source.sections[0][60], width: 320)) < 1e-9)
    t.scrollToRow(at: IndexPath(row: 80, section: 0), at: .bottom, animated: false)
    let r80 = t.rectForRow(at: IndexPath(row: 80, section: 0))
    #expect(abs(r80.maxY - (t.contentOffset.y + 480)) < 1e-9)
    #expect(t.indexPathsForVisibleRows?.last == IndexPath(row: 80, section: 0))
  }
}
