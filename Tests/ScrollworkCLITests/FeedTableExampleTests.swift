import Foundation
import Scrollwork
import Testing

/// `Examples/feed-table.yaml` end to end (issue 19): a self-sizing table's visible
/// cells and their labels in `scrollwork layout`, the one unpinned row's diagnostic at
/// its line and column, the cells in `render`'s picture and the pages of `report`.
@Suite struct FeedTableExampleTests {
  /// The rows' frames as the example's comments compute them (index path, y, height).
  static let rows: [(section: Int, row: Int, y: Double, height: Double)] = [
    (0, 0, 0, 66), (0, 1, 66, 102), (0, 2, 168, 44), (0, 3, 212, 84), (0, 4, 296, 120.5),
    (1, 0, 416.5, 84), (1, 1, 500.5, 84), (1, 2, 584.5, 66), (1, 3, 650.5, 102),
  ]

  /// The text report below its heading.
  static let table = """
    id               type       frame                 contentSize   contentOffset  adjustedContentInset
    ---------------  ---------  --------------------  ------------  -------------  --------------------
    main             view       (0, 0, 375, 667)
    feed             tableView  (0, 0, 375, 667)      (375, 938.5)  (0, 0)         (0, 0, 0, 0)
    feed[0,0]        Post       (0, 0, 375, 66)
    feed[0,0].title  label      (16, 11, 343, 21)
    feed[0,0].body   label      (16, 36, 343, 18.5)
    feed[0,1]        Post       (0, 66, 375, 102)
    feed[0,1].title  label      (16, 11, 343, 21)
    feed[0,1].body   label      (16, 36, 343, 54.5)
    feed[0,2]        Note       (0, 168, 375, 44)
    feed[0,2].note   label      (16, 11, 343, 18.5)
    feed[0,3]        Post       (0, 212, 375, 84)
    feed[0,3].title  label      (16, 11, 343, 21)
    feed[0,3].body   label      (16, 36, 343, 36.5)
    feed[0,4]        Post       (0, 296, 375, 120.5)
    feed[0,4].title  label      (16, 11, 343, 21)
    feed[0,4].body   label      (16, 36, 343, 73)
    feed[1,0]        Post       (0, 416.5, 375, 84)
    feed[1,0].title  label      (16, 11, 343, 21)
    feed[1,0].body   label      (16, 36, 343, 36.5)
    feed[1,1]        Post       (0, 500.5, 375, 84)
    feed[1,1].title  label      (16, 11, 343, 21)
    feed[1,1].body   label      (16, 36, 343, 36.5)
    feed[1,2]        Post       (0, 584.5, 375, 66)
    feed[1,2].title  label      (16, 11, 343, 21)
    feed[1,2].body   label      (16, 36, 343, 18.5)
    feed[1,3]        Post       (0, 650.5, 375, 102)
    feed[1,3].title  label      (16, 11, 343, 21)
    feed[1,3].body   label      (16, 36, 343, 54.5)

    """

  static let issue =
    "warning: [cell-height-ambiguous] (feed[0,2]) Examples/feed-table.yaml:59:13: The self-sizing cell 'Note' at "
    + "[0, 2] has a content view whose height its constraints do not determine: nothing pins the bottom of note to "
    + "the content view, so the fitted height collapses. Using the standard height, 44. Add note.bottom == "
    + "contentView.bottom."

  @Test("layout Examples/feed-table.yaml prints the visible cells, their labels and the unpinned row's issue")
  func layout() throws {
    let r = try CommandRunner.run(["layout", "Examples/feed-table.yaml"])
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout
        == "Examples/feed-table.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n" + Self.table
        + "\n1 issue:\n" + Self.issue + "\n")
    // The rows as the comments compute them: 11 + title + 4 + body + 11 + 0.5.
    let title = 21.0
    let bodies = [18.5, 54.5, 36.5, 73, 36.5, 36.5, 18.5, 54.5]
    let heights = bodies.map { 11 + title + 4 + $0 + 11 + 0.5 }
    #expect(heights == [66, 102, 84, 120.5, 84, 84, 66, 102])
    #expect(Self.rows.map(\.height) == Array(heights[0..<2]) + [44] + Array(heights[2...]))
    var y = 0.0
    for row in Self.rows {
      #expect(row.y == y, "row [\(row.section), \(row.row)]")
      y += row.height
    }
  }

  @Test("layout --json: the table's cells with index paths, reuse identifiers, frames and their labels' frames")
  func layoutJSON() throws {
    let r = try CommandRunner.run(["layout", "Examples/feed-table.yaml", "--json"])
    #expect(r.status == 1)
    let views = try #require(r.json?["views"] as? [String: Any])
    let feed = try #require(views["feed"] as? [String: Any])
    #expect(feed["contentSize"] as? [Double] == [375, 938.5])
    let cells = try #require(feed["cells"] as? [[String: Any]])
    #expect(cells.map { $0["indexPath"] as? [Int] ?? [] } == Self.rows.map { [$0.section, $0.row] })
    #expect(cells.map { $0["frame"] as? [Double] ?? [] } == Self.rows.map { [0, $0.y, 375, $0.height] })
    #expect(
      cells.map { $0["reuseIdentifier"] as? String ?? "" } == ["Post", "Post", "Note"]
        + Array(repeating: "Post", count: 6))
    let note = try #require(cells[2]["views"] as? [String: [String: [Double]]])
    #expect(note == ["note": ["frame": [16, 11, 343, 18.5]]])
    let issues = try #require(r.json?["issues"] as? [[String: Any]])
    #expect(issues.map { $0["code"] as? String } == ["cell-height-ambiguous"])
    #expect(issues.map { $0["views"] as? [String] } == [["feed[0,2]"]])
  }

  @Test("render draws each visible cell at its row's rectangle, inside the table and in its content beside it")
  func render() throws {
    let r = try CommandRunner.run(["render", "Examples/feed-table.yaml"])
    #expect(r.status == 1)
    for row in Self.rows {
      let group =
        "<g class=\"sw-view\" transform=\"translate(0,\(num(row.y)))\" data-id=\"feed[\(row.section),\(row.row)]\">\n"
        + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"375\" height=\"\(num(row.height))\"/>"
      #expect(r.stdout.components(separatedBy: group).count == 3, "feed[\(row.section),\(row.row)] drawn twice")
    }
    // Rows [1, 4] and [1, 5] are off screen: no cell.
    #expect(!r.stdout.contains("feed[1,4]") && !r.stdout.contains("feed[1,5]"))
  }

  @Test("report pages through the table: steps at 0 and the maximum offset 271.5, with the rows each shows")
  func report() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sw-feed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("feed.html").path
    let r = try CommandRunner.run(["report", "Examples/feed-table.yaml", "-o", out])
    #expect(r.status == 1)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    let captions = html.components(separatedBy: "<figcaption>").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
    #expect(
      captions == [
        "<b>custom-375x667</b> · portrait · 375×667 · 1 warning</figcaption>",
        "<b>custom-375x667</b> · portrait · feed step 1 at (0, 0), rows [0, 0] to [1, 3] · 375×667 · 1 warning</figcaption>",
        "<b>custom-375x667</b> · portrait · feed step 2 at (0, 271.5), rows [0, 3] to [1, 5] · 375×667 · 1 warning</figcaption>",
      ])
  }

  private func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
