import Foundation
import Testing

@testable import Scrollwork

/// A header view whose content is one 60-point-tall view pinned to the content view's
/// margins guide (11 + 60 + 11 = 82 when self-sizing), counting its reuses.
final class BlockHeaderView: TableViewHeaderFooterView {
  let block = View()
  private(set) var reuseCount = 0

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      block.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      block.topAnchor.constraint(equalTo: g.topAnchor),
      block.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      block.heightAnchor.constraint(equalToConstant: 60),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// Sections of 44-point rows whose headers (and, if asked, footers) are
/// ``BlockHeaderView``s registered as "Block", tagged with their section.
final class BlockSource: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var headerHeight: CGFloat
  var footers = false
  var headerRequests: [Int] = []

  init(rows: [Int], headerHeight: CGFloat) {
    self.rows = rows
    self.headerHeight = headerHeight
  }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    headerRequests.append(section)
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Block")
    view?.tag = section
    return view
  }
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    guard footers else { return nil }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Block")
    view?.tag = 100 + section
    return view
  }

  func makeTable(size: CGSize, style: TableView.Style = .plain) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.register(BlockHeaderView.self, forHeaderFooterViewReuseIdentifier: "Block")
    table.rowHeight = 44
    table.delegate = self
    table.dataSource = self
    return table
  }
}

/// Section header and footer views: geometry by hand, floating in `.plain`,
/// self-sizing, reuse and titles (Sources/Scrollwork/Scrollwork.docc/TableViews.md,
/// "Section headers and footers"; UIKitBehaviour.md §20).
@Suite struct TableViewHeaderFooterTests {
  /// 3 sections of 3 rows under 30-point headers: s0 0–162, s1 162–324, s2 324–486.
  func plainTable() -> (BlockSource, TableView) {
    let source = BlockSource(rows: [3, 3, 3], headerHeight: 30)
    return (source, source.makeTable(size: CGSize(width: 320, height: 200)))
  }

  @Test("§20 plain, fixed 30-pt header views: at offset 0 the headers of s0 and s1 are shown at their rectangles")
  func plainFixedHeaders() {
    let (source, table) = plainTable()
    defer { withExtendedLifetime(source) {} }
    table.layoutIfNeeded()
    #expect(table.contentSize == CGSize(width: 320, height: 486))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 162, width: 320, height: 30))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 324, width: 320, height: 0))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 162, width: 320, height: 162))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 192, width: 320, height: 44))
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(table.headerView(forSection: 0)?.tag == 0)
    #expect(table.headerView(forSection: 0)?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 162, width: 320, height: 30))
    #expect(table.headerView(forSection: 2) == nil)
    #expect(table.footerView(forSection: 0) == nil)
    // Headers are above every cell.
    if let header = table.headerView(forSection: 0), let index = table.subviews.firstIndex(where: { $0 === header }) {
      let cellIndexes = table.subviews.indices.filter { table.subviews[$0] is TableViewCell }
      #expect(cellIndexes.allSatisfy { $0 < index })
    } else {
      Issue.record("no header view for section 0")
    }
  }

  @Test(
    "§20 plain headers float: y = max(natural, min(offset, section end − 30)) at offsets 50, 140, 170 (30-pt headers, 162-pt sections)",
    arguments: [
      (CGFloat(50), [0: CGFloat(50), 1: CGFloat(162)]),
      (CGFloat(140), [0: CGFloat(132), 1: CGFloat(162), 2: CGFloat(324)]),
      (CGFloat(170), [1: CGFloat(170), 2: CGFloat(324)]),
    ] as [(CGFloat, [Int: CGFloat])])
  func floatingHeaders(offset: CGFloat, expected: [Int: CGFloat]) {
    let (source, table) = plainTable()
    defer { withExtendedLifetime(source) {} }
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: offset)
    table.layoutIfNeeded()
    for s in 0..<3 {
      #expect(table.headerView(forSection: s)?.frame.minY == expected[s], "section \(s)")
      if let y = expected[s] {
        #expect(table.headerView(forSection: s)?.tag == s)
        #expect(table.floatingFrame(ofSection: s, header: true) == CGRect(x: 0, y: y, width: 320, height: 30))
      }
    }
    // The rectangles themselves do not float.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
  }

  @Test("§20 a top inset: the plain header sticks under it (offset 36 + inset 64: header at 100)")
  func floatingUnderInset() {
    let (source, table) = plainTable()
    defer { withExtendedLifetime(source) {} }
    table.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    table.contentOffset = CGPoint(x: 0, y: 36)
    table.layoutIfNeeded()
    // Visible top 36 + 64 = 100 ≤ 132: the header of s0 sits at 100.
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
  }

  @Test("§20 grouped headers do not float; untitled footers are 18-pt spacing without a view")
  func groupedHeaders() {
    let source = BlockSource(rows: [3, 3, 3], headerHeight: 30)
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200), style: .grouped)
    // s0: header 0–30, rows 30–162, footer 162–180; s1: header 180–210, rows 210–342, footer 342–360.
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 162, width: 320, height: 18))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 180, width: 320, height: 30))
    #expect(table.contentSize.height == 540)
    table.contentOffset = CGPoint(x: 0, y: 20)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 180, width: 320, height: 30))
    #expect(table.footerView(forSection: 0) == nil)
    table.contentOffset = CGPoint(x: 0, y: 40)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
  }

  @Test("§20 plain footers float at the bottom of the visible area, never above their section's rows")
  func plainFooters() {
    let source = BlockSource(rows: [3, 3], headerHeight: 0)
    defer { withExtendedLifetime(source) {} }
    source.footers = true
    let table = source.makeTable(size: CGSize(width: 320, height: 100))
    table.sectionFooterHeight = 30
    // s0: rows 0–132, footer 132–162; s1: rows 162–294, footer 294–324.
    table.layoutIfNeeded()
    // Visible bottom 100: footer of s0 at max(100 − 30, 0) = 70 (its natural top 132 is lower).
    #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 70, width: 320, height: 30))
    #expect(table.footerView(forSection: 0)?.tag == 100)
    table.contentOffset = CGPoint(x: 0, y: 80)
    table.layoutIfNeeded()
    // Visible bottom 180: s0's footer at its natural 132; s1's at max(150, 162) = 162.
    #expect(table.footerView(forSection: 0)?.frame.minY == 132)
    #expect(table.footerView(forSection: 1)?.frame.minY == 162)
  }

  @Test("§20 self-sizing header views: estimate until shown, then 11 + 60 + 11 = 82 (margins guide)")
  func selfSizingHeaders() {
    let source = BlockSource(rows: [3, 3, 3], headerHeight: TableView.automaticDimension)
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.estimatedSectionHeaderHeight = 40
    // Before layout: every header at its estimate: 3 × (40 + 132).
    #expect(table.contentSize.height == 516)
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 344, width: 320, height: 40))
    table.layoutIfNeeded()
    // The sections meeting 0..<200 by the estimates (s0 0–172, s1 172–344) are measured:
    // s0 0–214, s1 214–428; s2 keeps its estimate.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 82))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 214, width: 320, height: 82))
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 428, width: 320, height: 40))
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 82))
    #expect(table.contentSize.height == 600)
    table.scrollToRow(at: IndexPath(row: 2, section: 2), at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 2).height == 82)
    #expect(table.contentSize.height == 642)  // 3 × (82 + 132)
    #expect(table.issues.isEmpty)
  }

  @Test("§20 estimatedSectionHeaderHeight 0: every self-sizing header is measured when the data loads")
  func headersMeasuredAtLoad() {
    let source = BlockSource(rows: [3, 3, 3], headerHeight: TableView.automaticDimension)
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.estimatedSectionHeaderHeight = 0
    #expect(table.contentSize.height == 642)  // 3 × (82 + 132)
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 428, width: 320, height: 82))
    #expect(source.headerRequests == [0, 1, 2])
  }

  @Test("§20 header views are reused: 40 sections scrolled through make 3 views, each reuse after prepareForReuse")
  func reuse() {
    let source = BlockSource(rows: Array(repeating: 2, count: 40), headerHeight: 30)
    defer { withExtendedLifetime(source) {} }
    let table = source.makeTable(size: CGSize(width: 320, height: 200))
    table.layoutIfNeeded()
    var made = Set<ObjectIdentifier>()
    var y: CGFloat = 0
    // Each section is 30 + 88 = 118 tall; at most 3 meet a 200-pt band.
    while y <= table.maximumContentOffset.y {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      for s in 0..<40 { if let h = table.headerView(forSection: s) { made.insert(ObjectIdentifier(h)) } }
      y += 50
    }
    #expect(made.count == 3)
    #expect(table.headerView(forSection: 39)?.tag == 39)
    let shown = table.subviews.compactMap { $0 as? BlockHeaderView }
    #expect(shown.map(\.tag).sorted() == [38, 39])
    #expect(shown.allSatisfy { $0.reuseCount > 0 })
  }

  @Test("§20 a title without a view gets a TableViewHeaderFooterView showing it, 28 pt in plain")
  func titleHeaderView() {
    let source = NoteSource([noteTexts(2), noteTexts(2)])
    defer { withExtendedLifetime(source) {} }
    source.headerTitles = ["First", nil]
    let table = source.makeTable(size: CGSize(width: 320, height: 480), rowHeight: 44)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(table.headerView(forSection: 1) == nil)
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 0))
  }

  @Test("§20 a self-sizing header view with no height is an issue and gets the style's height")
  func zeroHeightHeader() {
    final class EmptyHeaders: TableViewDataSource, TableViewDelegate {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        TableViewHeaderFooterView(reuseIdentifier: nil)
      }
    }
    let source = EmptyHeaders()
    defer { withExtendedLifetime(source) {} }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
    table.rowHeight = 44
    table.delegate = source
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.issues == [.zeroHeightHeaderFooter(section: 0, isHeader: true)])
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 18))
    #expect(
      table.issues.first?.description
        == "The self-sizing header view of section 0 fitted to a height of zero; using the style's height. "
        + "Pin its content from the top to the bottom of the content view.")
  }

  @Test("§20 dequeueReusableHeaderFooterView: nil for an unregistered identifier, a new registered view otherwise")
  func dequeue() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "X") == nil)
    table.register(BlockHeaderView.self, forHeaderFooterViewReuseIdentifier: "X")
    let view = table.dequeueReusableHeaderFooterView(withIdentifier: "X")
    #expect(view is BlockHeaderView)
    #expect(view?.reuseIdentifier == "X")
    #expect(view?.itemClassName.hasSuffix("BlockHeaderView") == true)
    #expect(TableViewHeaderFooterView(reuseIdentifier: nil).itemClassName == "UITableViewHeaderFooterView")
  }
}
