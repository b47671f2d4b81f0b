import Foundation
import Scrollwork
import Testing

@testable import ScrollworkLayoutFile

/// Section titles in layout files: the header the table makes for a title fits it
/// (UIKitBehaviour.md §27), so `scrollwork layout` reports no clipped text for it (the
/// title's label was once pinned 11 from the top and bottom of a 28-point header: 6
/// high, and `clipped-text` fired on every titled header).
@Suite struct TableSectionTitleFileTests {
  /// A grouped and a plain table, side by side, 320 × 480 @2x, each titled section
  /// holding one 44-point row.
  static let text = """
    size: [320, 480]
    views:
      - id: main
      - id: settings
        type: tableView
        style: grouped
        rowHeight: 44
        cells:
          Row:
            views:
              - { id: name, type: label, text: "Name" }
            constraints:
              - "name.leading == contentView.layoutMarginsGuide.leading"
              - "name.centerY == contentView.centerY"
        sections:
          - header: "Rows you saved on another device show here once they sync, newest first, for thirty days"
            footer: "2 posts"
            rows:
              - { cell: Row }
      - id: feed
        type: tableView
        rowHeight: 44
        cells:
          Row:
            views:
              - { id: name, type: label, text: "Name" }
            constraints:
              - "name.leading == contentView.layoutMarginsGuide.leading"
              - "name.centerY == contentView.centerY"
        sections:
          - header: "Yesterday, and every day of the week before"
            rows:
              - { cell: Row }
          - header: Today
            rows:
              - { cell: Row }
    constraints:
      - "settings.top == main.top"
      - "settings.leading == main.leading"
      - "settings.width == main.width"
      - "settings.height == 240"
      - "feed.top == settings.bottom"
      - "feed.leading == main.leading"
      - "feed.width == main.width"
      - "feed.bottom == main.bottom"
    """

  @Test("titled headers and footers of one and two lines: their hand-computed rectangles, no clipped-text, exit 0")
  func titlesFit() throws {
    let screen = try LayoutFile.parse(Self.text, path: "t.yaml").build()
    let settings = try #require(screen.view("settings") as? TableView)
    let feed = try #require(screen.view("feed") as? TableView)
    // Grouped: the two-line footnote header is 15 + 31.5 + 7 = 53.5; the row 53.5 to
    // 97.5; the one-line footer 38.
    #expect(settings.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 53.5))
    #expect(settings.rectForFooter(inSection: 0) == CGRect(x: 0, y: 97.5, width: 320, height: 38))
    #expect(settings.contentSize == CGSize(width: 320, height: 135.5))
    // Plain: the two-line headline header is 3.5 + 41.5 + 3.5 = 48.5; the row 48.5 to
    // 92.5; the one-line header 28; its row 120.5 to 164.5.
    #expect(feed.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 48.5))
    #expect(feed.rectForHeader(inSection: 1) == CGRect(x: 0, y: 92.5, width: 320, height: 28))
    #expect(feed.contentSize == CGSize(width: 320, height: 164.5))
    #expect(settings.headerView(forSection: 0)?.textLabel?.frame == CGRect(x: 16, y: 15, width: 288, height: 31.5))
    #expect(feed.headerView(forSection: 0)?.textLabel?.frame == CGRect(x: 16, y: 3.5, width: 288, height: 41.5))

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sw-titles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.text.write(to: dir.appendingPathComponent("titles.yaml"), atomically: true, encoding: .utf8)
    let r = try CommandRunner.run(["layout", "titles.yaml", "--json"], in: dir)
    #expect(r.status == 0, "\(r.stdout.suffix(600))")
    #expect((r.json?["issues"] as? [[String: Any]])?.isEmpty == true)
  }
}
