import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A cell of labels stacked top to bottom in the content view's margins; the last
/// one's bottom is pinned only with `pinBottom` (by hand, as a developer writes it).
final class StackedLabelsCell: TableViewCell {
  func configure(texts: [String], spacing: CGFloat, pinBottom: Bool) {
    stackLabels(in: contentView, texts: texts, spacing: spacing, pinBottom: pinBottom)
  }
}

/// Replaces `contentView`'s subviews by labels `label0`, `label1`, … stacked top to
/// bottom in its margins, `spacing` apart; the last one's bottom is pinned to the
/// content view only with `pinBottom`. Shared by the table and collection cell checks.
func stackLabels(in contentView: View, texts: [String], spacing: CGFloat, pinBottom: Bool) {
  for view in contentView.subviews { view.removeFromSuperview() }
  contentView.accessibilityIdentifier = "contentView"
  let g = contentView.layoutMarginsGuide
  var above: Label?
  for (i, text) in texts.enumerated() {
    let label = Label()
    label.accessibilityIdentifier = "label\(i)"
    label.numberOfLines = 0
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      above.map { label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: spacing) }
        ?? label.topAnchor.constraint(equalTo: g.topAnchor),
    ])
    above = label
  }
  if pinBottom, let above { above.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true }
}

/// Rows of ``StackedLabelsCell``s; with `applyFix`, each cell gets the constraint
/// ``TableViewCell/contentHeightFix(width:)`` suggests for it.
final class StackedSource: TableViewDataSource {
  let rows: [[String]]
  let spacing: CGFloat
  let pinBottom: Bool
  let applyFix: Bool

  init(rows: [[String]], spacing: CGFloat, pinBottom: Bool, applyFix: Bool) {
    self.rows = rows
    self.spacing = spacing
    self.pinBottom = pinBottom
    self.applyFix = applyFix
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Stack", for: indexPath)
    (cell as? StackedLabelsCell)?.configure(texts: rows[indexPath.row], spacing: spacing, pinBottom: pinBottom)
    if applyFix, let fix = cell.contentHeightFix(width: tableView.bounds.width) {
      fix.makeConstraint().isActive = true
    }
    return cell
  }
}

/// "A suggested fix, applied, removes its finding", over random stacks of labels
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell diagnostics").
@Suite struct TableViewCellHeightDiagnosticsPropertyTests {
  static let word = "Pack my box with five dozen liquor jugs."
  static let stacks = Gen.int(in: 1...4).array(of: 1...4).array(of: 1...6)

  static func table(_ source: StackedSource, width: CGFloat) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
    table.register(StackedLabelsCell.self, forCellReuseIdentifier: "Stack")
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  @Test(
    "§18 property: a stack missing its last bottom constraint names the last label; the fix applied removes the issue and matches the hand-pinned row"
  )
  func fixRemovesFinding() {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0xCE11, 0xD1A6, 0x5EED))
    for _ in 0..<12 {
      let counts = Self.stacks.run(using: &rng)
      let rows = counts.map { stack in stack.map { Array(repeating: Self.word, count: $0).joined(separator: " ") } }
      let spacing = CGFloat(Gen.int(in: 0...12).run(using: &rng))
      let width = CGFloat(Gen.int(in: 240...500).run(using: &rng))
      let broken = StackedSource(rows: rows, spacing: spacing, pinBottom: false, applyFix: false)
      let fixed = StackedSource(rows: rows, spacing: spacing, pinBottom: false, applyFix: true)
      let byHand = StackedSource(rows: rows, spacing: spacing, pinBottom: true, applyFix: false)
      defer { withExtendedLifetime([broken, fixed, byHand]) {} }
      let expected: [TableViewIssue] = rows.indices.map { row in
        let last = "label\(rows[row].count - 1)"
        return .unpinnedCellContent(
          reuseIdentifier: "Stack", indexPath: IndexPath(row: row, section: 0), view: last,
          fix: "\(last).bottom == contentView.bottom")
      }
      #expect(Self.table(broken, width: width).issues == expected, "rows \(counts), spacing \(spacing)")
      let fixedTable = Self.table(fixed, width: width)
      let handTable = Self.table(byHand, width: width)
      #expect(fixedTable.issues == [])
      #expect(handTable.issues == [])
      for row in rows.indices {
        let path = IndexPath(row: row, section: 0)
        #expect(fixedTable.rectForRow(at: path) == handTable.rectForRow(at: path), "row \(row)")
      }
    }
  }
}
