import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Table section header and footer views in layout files (issue 19): a table's
/// `sectionHeader:`/`sectionFooter:` templates are the delegate's
/// `viewForHeaderInSection`/`viewForFooterInSection`, self-sizing, filled with each
/// section's texts.
@Suite("Layout files: table section header and footer views")
struct TableSectionViewFileTests {
  /// Two sections of two 44-point rows under a header view whose label wraps, the
  /// second with a footer text.
  static let feed = """
    size: [320, 480]
    views:
      - id: main
      - id: feed
        type: tableView
        rowHeight: 44
        sectionHeader:
          views: [{ id: title, type: label, lines: 0, font: 17 }]
          constraints: ["title.edges == contentView.layoutMarginsGuide.edges"]
        sectionFooter:
          views: [{ id: note, type: label, font: 13, text: "end" }]
          constraints: ["note.edges == contentView.layoutMarginsGuide.edges"]
        cells:
          Row:
            views: [{ id: name, type: label }]
            constraints: ["name.leading == contentView.layoutMarginsGuide.leading", "name.centerY == contentView.centerY"]
        sections:
          - header: { text: { title: "Today" } }
            rows: [{ cell: Row, text: { name: "a" } }, { cell: Row, text: { name: "b" } }]
          - header: { text: { title: "A longer header that wraps onto a second line at this width" } }
            footer: { text: { note: "2 rows" } }
            rows: [{ cell: Row, text: { name: "c" } }, { cell: Row, text: { name: "d" } }]
    constraints: ["feed.edges == main.edges"]
    """

  @Test("layout: each section's header and footer view, sized by its constraints (11 + 21 + 11; two lines: 63.5)")
  func layout() throws {
    let screen = try LayoutFile.parse(Self.feed, path: "t.yaml").build()
    #expect(
      screen.textReport() == """
        t.yaml: custom-320x480 (320×480 @2x), portrait, 320 × 480
        id                    type           frame                contentSize   contentOffset  adjustedContentInset
        --------------------  -------------  -------------------  ------------  -------------  --------------------
        main                  view           (0, 0, 320, 480)
        feed                  tableView      (0, 0, 320, 480)     (320, 358.5)  (0, 0)         (0, 0, 0, 0)
        feed[0].header        sectionHeader  (0, 0, 320, 43)
        feed[0].header.title  label          (16, 11, 288, 21)
        feed[0,0]             Row            (0, 43, 320, 44)
        feed[0,0].name        label          (16, 11.5, 10, 21)
        feed[0,1]             Row            (0, 87, 320, 44)
        feed[0,1].name        label          (16, 11.5, 11, 21)
        feed[0].footer        sectionFooter  (0, 131, 320, 38)
        feed[0].footer.note   label          (16, 11, 288, 16)
        feed[1].header        sectionHeader  (0, 169, 320, 63.5)
        feed[1].header.title  label          (16, 11, 288, 41.5)
        feed[1,0]             Row            (0, 232.5, 320, 44)
        feed[1,0].name        label          (16, 11.5, 9.5, 21)
        feed[1,1]             Row            (0, 276.5, 320, 44)
        feed[1,1].name        label          (16, 11.5, 11, 21)
        feed[1].footer        sectionFooter  (0, 320.5, 320, 38)
        feed[1].footer.note   label          (16, 11, 288, 16)

        No issues.

        """)
    let table = try #require(screen.view("feed") as? TableView)
    #expect(
      (table.footerView(forSection: 1) as? TemplateTableHeaderFooterView)?.templateViews?["note"]
        .map { ($0 as? Label)?.text } == "2 rows")
    #expect(
      (table.footerView(forSection: 0) as? TemplateTableHeaderFooterView)?.templateViews?["note"]
        .map { ($0 as? Label)?.text } == "end")
  }

  /// A header as the file's template makes it: a 17-point label of any number of
  /// lines pinned to the content view's margins.
  final class TitleHeader: TableViewHeaderFooterView {
    let title = Label()
    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      title.numberOfLines = 0
      title.font = Font.systemFont(ofSize: 17)
      title.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(title)
      let guide = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: guide.topAnchor),
        title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        title.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        title.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  /// The same table in Swift: plain cells, a ``TitleHeader`` per section.
  final class Source: TableViewDataSource, TableViewDelegate {
    let counts: [Int]
    let titles: [String]
    init(_ counts: [Int], titles: [String]) {
      self.counts = counts
      self.titles = titles
    }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "sectionHeader")
      (view as? TitleHeader)?.title.text = titles[section]
      return view
    }
  }

  @Test("a file's table with section header views lays out as the same table built in Swift, at any offset")
  func fileEqualsSwift() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x7AB_1E5).value)
    let words = ["News", "A header long enough to wrap at a phone's width, or even two", "Later", "x"]
    for n in 0..<20 {
      let width = 200 + rng.below(221)
      let height = 200 + rng.below(501)
      let rowHeight = 20 + rng.below(61)
      let counts = (0..<(1 + rng.below(4))).map { _ in rng.below(9) }
      let titles = counts.map { _ in rng.pick(words) }
      let style = rng.pick(["plain", "grouped"])

      let swift = TableView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), style: style == "plain" ? .plain : .grouped)
      swift.screen = Screen(scale: 2)  // a file with `size:` is drawn @2x
      swift.rowHeight = CGFloat(rowHeight)
      swift.register(TableViewCell.self, forCellReuseIdentifier: "Row")
      swift.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "sectionHeader")
      let source = Source(counts, titles: titles)
      swift.dataSource = source
      swift.delegate = source
      swift.layoutIfNeeded()
      let offset = (swift.maximumContentOffset.y * rng.random()).rounded(.down)
      swift.contentOffset = CGPoint(x: 0, y: offset)
      swift.layoutIfNeeded()

      var text = """
        size: [\(width), \(height)]
        views:
          - id: main
          - id: feed
            type: tableView
            style: \(style)
            rowHeight: \(rowHeight)
            sectionHeader:
              views: [{ id: title, type: label, lines: 0, font: 17 }]
              constraints: ["title.edges == contentView.layoutMarginsGuide.edges"]
            cells:
              Row: { views: [] }
            sections:

        """
      for (s, count) in counts.enumerated() {
        text += "      - header: { text: { title: \"\(titles[s])\" } }\n"
        text += "        rows: [\(Array(repeating: "{ cell: Row }", count: count).joined(separator: ", "))]\n"
      }
      text += "constraints: [\"feed.edges == main.edges\"]\nactions:\n  - offset: { view: feed, y: \(Int(offset)) }\n"
      let screen = try FileEqualsSwift.screen(text, path: "t\(n).yaml")
      FileEqualsSwift.expectSame(screen, "feed", as: swift, "case \(n)")
    }
  }

  @Test("each section view value a table cannot use is an error (or a warning) at its line and column")
  func badInputs() {
    let text = """
      views:
        - id: main
        - id: feed
          type: tableView
          sectionHeader:
            views: [{ id: contentView, type: label }, { id: title, type: label }, { id: inner, type: tableView }]
            height: 3
          sectionFooter: 5
          cells:
            Row: { views: [{ id: name, type: label }] }
          sections:
            - header: { text: { title: "A", nope: "x" } }
              footer: { text: { note: "y" } }
              rows: [{ cell: Row }]
            - header: Plain title
              rows: [{ cell: Row }]
      """
    var messages: [String] = []
    do {
      messages = try LayoutFile.parse(text, path: "t.yaml").warnings.map(\.description)
    } catch {
      messages = error.issues.map(\.description)
    }
    #expect(
      messages == [
        "t.yaml:6:21: error: 'contentView' is the sectionHeader view's content view, the template's root: use "
          + "another id.",
        "t.yaml:6:83: error: A sectionHeader view cannot hold a tableView.",
        "t.yaml:7:7: warning: Unknown sectionHeader view key 'height' (ignored): it has 'views' and 'constraints'.",
        "t.yaml:8:20: error: The sectionFooter view must be a mapping (key: value), not '5'.",
        "t.yaml:12:39: error: 'nope' is not a view of the template; a section's header text sets the labels, text "
          + "fields and buttons of the sectionHeader view of 'feed': title.",
        "t.yaml:13:9: error: Section 0 of 'feed' gives footer texts, but 'feed' has no 'sectionFooter' view: add "
          + "sectionFooter: { views: [...], constraints: [...] } to 'feed', or give a title (footer: \"…\").",
        "t.yaml:15:9: warning: Section 1 of 'feed' has a header title, but 'feed' shows its 'sectionHeader' view in "
          + "every section (ignored: UIKit shows the view); give the view's texts as header: { text: { ID: \"…\" } }.",
      ])
  }
}
