import Foundation
import LayoutSolver
import Testing

@testable import Scrollwork

/// The engine's solver storage stays bounded while a self-sizing table is scrolled: a
/// reused cell's autoresizing constraints are installed again each time it is placed,
/// and the symbols of the constraints removed are reclaimed (`Tableau.release`).
@Suite struct SolverStorageBoundTests {
  /// A self-sizing cell: one wrapping label pinned to the content view's margins.
  final class SentenceCell: TableViewCell {
    let sentence = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      sentence.numberOfLines = 0
      sentence.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(sentence)
      let g = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        sentence.leadingAnchor.constraint(equalTo: g.leadingAnchor),
        sentence.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        sentence.topAnchor.constraint(equalTo: g.topAnchor),
        sentence.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Source: TableViewDataSource {
    let texts: [String]
    init(texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Sentence", for: indexPath)
      (cell as? SentenceCell)?.sentence.text = texts[indexPath.row]
      return cell
    }
  }

  @Test func scrollingThroughManyRowsKeepsTheSolverStorageBounded() throws {
    let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    let texts = (0..<1_500).map { i in
      "Row \(i) " + (0..<(i % 23)).map { words[($0 + i) % words.count] }.joined(separator: " ")
    }
    let source = Source(texts: texts)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.register(SentenceCell.self, forCellReuseIdentifier: "Sentence")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    let solver = try #require(table.engine?.solver)
    var largest = 0
    var largestLive = 0
    var steps = 0
    while steps < 5_000 {
      let target = min(table.contentOffset.y + table.bounds.height, table.contentSize.height - table.bounds.height)
      guard target > table.contentOffset.y else { break }
      table.contentOffset = CGPoint(x: 0, y: target)
      table.layoutIfNeeded()
      steps += 1
      largest = max(largest, solver.symbolCapacity)
      largestLive = max(largestLive, solver.liveSymbolCount)
      // Every visible row shows its own text at the height its wrapped text needs.
      for case let cell as SentenceCell in table.visibleCells {
        let row = try #require(table.indexPath(for: cell)?.row)
        #expect(cell.sentence.text == texts[row])
        let margins = cell.contentView.directionalLayoutMargins
        let label = cell.sentence.frame
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: row, section: 0)))
        #expect(abs(cell.contentView.frame.height - (label.maxY + margins.bottom)) < 1e-9, "row \(row)")
        #expect(label.height == cell.sentence.sizeThatFits(CGSize(width: label.width, height: 0)).height, "row \(row)")
      }
    }
    #expect(table.indexPathsForVisibleRows?.last?.row == texts.count - 1)
    // Only ~20 cells ever exist: the live symbols stay few, and storage holds at most
    // three times as many dead ones (64 before any compaction).
    #expect(largest <= 4 * largestLive + 64, "solver storage grew to \(largest) symbols, live at most \(largestLive)")
  }
}
