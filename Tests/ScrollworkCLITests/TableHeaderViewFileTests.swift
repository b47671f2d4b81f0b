import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Table header and footer views in layout files (`header:`/`footer:` of a table view,
/// UIKit's `tableHeaderView`/`tableFooterView`): sized by their constraints at the
/// table's width (UIKitBehaviour.md §28), listed by `layout`, drawn by `render`, named
/// in `report`'s captions; bad values are errors and warnings at their place.
@Suite("Layout files: table header and footer views")
struct TableHeaderViewFileTests {
  /// A 320 × 480 inbox: a two-line bold title in the header (pinned to its layout
  /// margins, 8 on every side of a plain view), three 44-point rows, a footer note
  /// 12 from the footer's top and bottom.
  static let inbox = """
    size: [320, 480]
    views:
      - id: main
      - id: inbox
        type: tableView
        rowHeight: 44
        header:
          views:
            - { id: title, type: label, lines: 0, font: { size: 17, weight: bold }, text: "Inbox: the messages that arrived while you were away" }
          constraints:
            - "title.top == header.layoutMarginsGuide.top"
            - "title.leading == header.layoutMarginsGuide.leading"
            - "title.trailing == header.layoutMarginsGuide.trailing"
            - "title.bottom == header.layoutMarginsGuide.bottom"
        footer:
          views:
            - { id: note, type: label, text: "3 messages" }
          constraints:
            - "V:|-12-[note]-12-|"
            - "H:|-16-[note]"
        cells:
          Message:
            views:
              - { id: subject, type: label }
            constraints:
              - "subject.leading == contentView.layoutMarginsGuide.leading"
              - "subject.centerY == contentView.centerY"
        sections:
          - rows:
              - { cell: Message, text: { subject: "Hello" } }
              - { cell: Message, text: { subject: "Lunch?" } }
              - { cell: Message, text: { subject: "Re: Lunch?" } }
    constraints:
      - "inbox.edges == main.edges"

    """

  /// Writes `text` as `name` in a new folder; returns the folder.
  private func folder(_ name: String, _ text: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sw-header-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return dir
  }

  @Test("layout lists the header (57.5 high: two 20.5-point lines and 8 + 8 margins), the rows under it, the footer")
  func layout() throws {
    let dir = try folder("inbox.yaml", Self.inbox)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["layout", "inbox.yaml"], in: dir)
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        inbox.yaml: custom-320x480 (320×480 @2x), portrait, 320 × 480
        id                  type             frame                contentSize   contentOffset  adjustedContentInset
        ------------------  ---------------  -------------------  ------------  -------------  --------------------
        main                view             (0, 0, 320, 480)
        inbox               tableView        (0, 0, 320, 480)     (320, 234.5)  (0, 0)         (0, 0, 0, 0)
        inbox.header        tableHeaderView  (0, 0, 320, 57.5)
        inbox.header.title  label            (8, 8, 304, 41.5)
        inbox[0,0]          Message          (0, 57.5, 320, 44)
        inbox[0,0].subject  label            (16, 11.5, 41, 21)
        inbox[0,1]          Message          (0, 101.5, 320, 44)
        inbox[0,1].subject  label            (16, 11.5, 58, 21)
        inbox[0,2]          Message          (0, 145.5, 320, 44)
        inbox[0,2].subject  label            (16, 11.5, 88, 21)
        inbox.footer        tableFooterView  (0, 189.5, 320, 45)
        inbox.footer.note   label            (16, 12, 97, 21)

        No issues.

        """)
  }

  @Test("layout --json gives the table's entry \"header\" and \"footer\" with their frames and views' frames")
  func layoutJSON() throws {
    let dir = try folder("inbox.yaml", Self.inbox)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["layout", "--json", "inbox.yaml"], in: dir)
    #expect(r.status == 0)
    let views = try #require(r.json?["views"] as? [String: Any])
    let inbox = try #require(views["inbox"] as? [String: Any])
    let header = try #require(inbox["header"] as? [String: Any])
    let footer = try #require(inbox["footer"] as? [String: Any])
    #expect(header["frame"] as? [Double] == [0, 0, 320, 57.5])
    #expect((header["views"] as? [String: [String: [Double]]]) == ["title": ["frame": [8, 8, 304, 41.5]]])
    #expect(footer["frame"] as? [Double] == [0, 189.5, 320, 45])
    #expect((footer["views"] as? [String: [String: [Double]]]) == ["note": ["frame": [16, 12, 97, 21]]])
  }

  @Test("render draws the header at the top of the table's content and the footer under the last row, twice each")
  func render() throws {
    let dir = try folder("inbox.yaml", Self.inbox)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["render", "inbox.yaml"], in: dir)
    #expect(r.status == 0)
    for (id, y, height) in [("header", "0", "57.5"), ("footer", "189.5", "45")] {
      let group =
        "<g class=\"sw-view\" transform=\"translate(0,\(y))\" data-id=\"\(id)\">\n"
        + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"320\" height=\"\(height)\"/>"
      #expect(r.stdout.components(separatedBy: group).count == 3, "\(id): on screen and in the content")
    }
  }

  @Test("report's captions name the header and footer on the pages that show them")
  func report() throws {
    var rows = ""
    for i in 0..<12 { rows += "          - { cell: Message, text: { subject: \"Message \(i)\" } }\n" }
    let text = Self.inbox.replacingOccurrences(
      of: "          - { cell: Message, text: { subject: \"Re: Lunch?\" } }\n", with: rows)
    let dir = try folder("inbox.yaml", text)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["report", "inbox.yaml", "-o", "r.html"], in: dir)
    #expect(r.status == 0)
    let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
    let captions = html.components(separatedBy: "<figcaption>").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
    // 57.5 + 14 × 44 + 45 = 718.5 high: the maximum offset is 238.5.
    #expect(
      captions == [
        "<b>custom-320x480</b> · portrait · 320×480 · no issues</figcaption>",
        "<b>custom-320x480</b> · portrait · inbox step 1 at (0, 0), header, rows [0, 0] to [0, 9] · 320×480 · no issues</figcaption>",
        "<b>custom-320x480</b> · portrait · inbox step 2 at (0, 238.5), rows [0, 4] to [0, 13], footer · 320×480 · no issues</figcaption>",
      ])
  }

  @Test("a header whose constraints give it no height is 0 high: a warning at 'header:', naming the fix")
  func zeroHeight() throws {
    let text = TableLayoutFileTests.listFile(
      """
          header:
            views:
              - { id: title, type: label, text: "Inbox" }
            constraints:
              - "H:|-16-[title]-16-|"
              - "V:|-12-[title]"
          footer: {}

      """)
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    let table = try #require(screen.view("list") as? TableView)
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(
      screen.diagnostics().map { "\($0.severity) \($0.code) \($0.message)" } == [
        "warning table-header-height t.yaml:7:7: The table header view of 'list' is 0 high: its constraints do not "
          + "give it a height at the table's width; pin its views from header.top to header.bottom."
      ])
  }

  @Test("every header or footer value a table cannot use is an error (or a warning) at its line and column")
  func badInputs() {
    let text = """
      views:
        - id: root
        - id: feed
          parent: root
          type: tableView
          header:
            views:
              - { id: header, type: label }
              - { id: inner, type: tableView }
              - { id: t, type: label }
            constraints:
              - "t.top == contentView.top"
            height: 40
          footer: 5
        - id: grid
          parent: root
          type: collectionView
          header: { views: [] }

      """
    var messages: [String] = []
    do {
      let file = try LayoutFile.parse(text, path: "t.yaml")
      messages = file.warnings.map(\.description)
    } catch {
      messages = error.issues.map(\.description)
    }
    #expect(
      messages == [
        "t.yaml:8:17: error: 'header' is the table header view itself, the root of its views: use another id.",
        "t.yaml:9:17: error: A table header view cannot hold a tableView.",
        "t.yaml:12:21: error: Unknown view id 'contentView'.",
        "t.yaml:13:7: warning: Unknown table header view key 'height' (ignored): it has 'views' and 'constraints'.",
        "t.yaml:14:13: error: The table footer view must be a mapping (key: value), not '5'.",
        // On a collection view `header:` is its sections' header view, shown only with a
        // headerReferenceSize.
        "t.yaml:18:13: warning: The section header view of 'grid' is never shown: a vertical flow layout makes each "
          + "section's header as high as headerReferenceSize's height, and it is 0; set headerReferenceSize: "
          + "[0, HEIGHT].",
      ])
  }

  @Test("rotating re-measures the header at the new width: 57.5 high at 320 wide, 37 at 480 (one line)")
  func rotation() throws {
    let screen = try LayoutFile.parse(Self.inbox, path: "t.yaml").build()
    let table = try #require(screen.view("inbox") as? TableView)
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 57.5))
    screen.run(.rotate(.landscape))
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 480, height: 37))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 37, width: 480, height: 44))
    screen.run(.rotate(.portrait))
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 57.5))
  }
}
