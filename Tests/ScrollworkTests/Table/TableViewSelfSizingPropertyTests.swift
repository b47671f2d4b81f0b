import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Self-sizing invariants over random texts and random scroll paths
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Estimated and real heights").
@Suite struct TableViewSelfSizingPropertyTests {
  static let sentence = "Pack my box with five dozen liquor jugs."
  /// Rows of 0 to 6 sentences.
  static let texts = Gen.int(in: 0...6).array(of: 10...60).map { counts in
    counts.enumerated().map { i, n in "\(i): " + Array(repeating: sentence, count: n).joined(separator: " ") }
  }
  static let offsets = Gen.int(in: 0...8000).array(of: 1...5)

  @Test(
    "§18 property: after any scroll path, each row on screen has its standalone height, cells = rows on screen, tops are running sums"
  )
  func anyScrollPath() async {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x7AB1E_2, 0x5035, 0x5EED))
    for _ in 0..<25 {
      let texts = Self.texts.run(using: &rng)
      let offsets = Self.offsets.run(using: &rng)
      let estimate = Gen.int(in: 20...200).run(using: &rng)
      let source = NoteSource([texts])
      defer { withExtendedLifetime(source) {} }
      let table = source.makeTable(size: CGSize(width: 300, height: 500))
      table.estimatedRowHeight = CGFloat(estimate)
      table.layoutIfNeeded()
      for y in offsets {
        table.contentOffset = CGPoint(x: 0, y: min(CGFloat(y), table.maximumContentOffset.y))
        table.layoutIfNeeded()
        let shown = table.indexPathsForVisibleRows ?? []
        #expect(!shown.isEmpty)
        #expect(cellSubviews(table).count == shown.count)
        for path in shown {
          let real = standaloneRowHeight(texts[path.row], width: 300)
          #expect(abs(table.rectForRow(at: path).height - real) < 1e-9, "row \(path.row)")
          let rect = table.rectForRow(at: path)
          #expect(rect.maxY > table.contentOffset.y && rect.minY < table.contentOffset.y + 500, "row \(path.row)")
        }
        var top: CGFloat = 0
        for row in texts.indices {
          let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
          #expect(abs(rect.minY - top) < 1e-6)
          top += rect.height
        }
        #expect(abs(table.contentSize.height - top) < 1e-6)
        #expect(
          table.contentOffset.y >= table.minimumContentOffset.y && table.contentOffset.y <= table.maximumContentOffset.y
        )
      }
    }
  }
}
