import Foundation
import Scrollwork
import Testing

/// `Examples/feed-table.yaml` end to end (issue 19): a self-sizing table's visible
/// cells and their labels in `scrollwork layout`, the cells in `render`'s picture and the
/// pages of `report`; and `Examples/Broken/unpinned-cell.yaml`, whose unpinned row's
/// diagnostic is reported at its line and column.
@Suite struct FeedTableExampleTests {
  /// The rows' frames as the example's comments compute them (index path, y, height).
  static let rows: [(section: Int, row: Int, y: Double, height: Double)] = [
    (0, 0, 28, 66), (0, 1, 94, 102), (0, 2, 196, 84), (0, 3, 280, 120.5),
    (1, 0, 428.5, 84), (1, 1, 512.5, 84), (1, 2, 596.5, 66), (1, 3, 662.5, 102),
  ]

  /// The text report below its heading.
  static let table = """
    id               type       frame                 contentSize   contentOffset  adjustedContentInset
    ---------------  ---------  --------------------  ------------  -------------  --------------------
    main             view       (0, 0, 375, 667)
    feed             tableView  (0, 0, 375, 667)      (375, 950.5)  (0, 0)         (0, 0, 0, 0)
    feed[0,0]        Post       (0, 28, 375, 66)
    feed[0,0].title  label      (16, 11, 343, 21)
    feed[0,0].body   label      (16, 36, 343, 18.5)
    feed[0,1]        Post       (0, 94, 375, 102)
    feed[0,1].title  label      (16, 11, 343, 21)
    feed[0,1].body   label      (16, 36, 343, 54.5)
    feed[0,2]        Post       (0, 196, 375, 84)
    feed[0,2].title  label      (16, 11, 343, 21)
    feed[0,2].body   label      (16, 36, 343, 36.5)
    feed[0,3]        Post       (0, 280, 375, 120.5)
    feed[0,3].title  label      (16, 11, 343, 21)
    feed[0,3].body   label      (16, 36, 343, 73)
    feed[1,0]        Post       (0, 428.5, 375, 84)
    feed[1,0].title  label      (16, 11, 343, 21)
    feed[1,0].body   label      (16, 36, 343, 36.5)
    feed[1,1]        Post       (0, 512.5, 375, 84)
    feed[1,1].title  label      (16, 11, 343, 21)
    feed[1,1].body   label      (16, 36, 343, 36.5)
    feed[1,2]        Post       (0, 596.5, 375, 66)
    feed[1,2].title  label      (16, 11, 343, 21)
    feed[1,2].body   label      (16, 36, 343, 18.5)
    feed[1,3]        Post       (0, 662.5, 375, 102)
    feed[1,3].title  label      (16, 11, 343, 21)
    feed[1,3].body   label      (16, 36, 343, 54.5)

    """

  /// `Examples/Broken/unpinned-cell.yaml`: its Note row's issue, at the row's line:column.
  static let issue =
    "warning: [cell-height-ambiguous] (feed[0,1]) Examples/Broken/unpinned-cell.yaml:46:13: The self-sizing cell "
    + "'Note' at [0, 1] has a content view whose height its constraints do not determine: nothing pins the bottom "
    + "of note to the content view, so the fitted height collapses. Using the standard height, 44. Add note.bottom "
    + "== contentView.bottom."

  @Test(
    "layout Examples/feed-table.yaml prints the visible cells and their labels; no issue (the titled headers fit), exit 0"
  )
  func layout() throws {
    let r = try CommandRunner.run(["layout", "Examples/feed-table.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout
        == "Examples/feed-table.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n" + Self.table
        + "\nNo issues.\n")
    // The rows as the comments compute them: 11 + title + 4 + body + 11 + 0.5.
    let title = 21.0
    let bodies = [18.5, 54.5, 36.5, 73, 36.5, 36.5, 18.5, 54.5]
    let heights = bodies.map { 11 + title + 4 + $0 + 11 + 0.5 }
    #expect(Self.rows.map(\.height) == heights)
    // Each section starts with its 28-point titled header (3.5 + 21 + 3.5).
    var y = 0.0
    for row in Self.rows {
      if row.row == 0 { y += 28 }
      #expect(row.y == y, "row [\(row.section), \(row.row)]")
      y += row.height
    }
  }

  @Test("layout --json: the table's cells with index paths, reuse identifiers, frames and their labels' frames")
  func layoutJSON() throws {
    let r = try CommandRunner.run(["layout", "Examples/feed-table.yaml", "--json"])
    #expect(r.status == 0)
    let views = try #require(r.json?["views"] as? [String: Any])
    let feed = try #require(views["feed"] as? [String: Any])
    #expect(feed["contentSize"] as? [Double] == [375, 950.5])
    let cells = try #require(feed["cells"] as? [[String: Any]])
    #expect(cells.map { $0["indexPath"] as? [Int] ?? [] } == Self.rows.map { [$0.section, $0.row] })
    #expect(cells.map { $0["frame"] as? [Double] ?? [] } == Self.rows.map { [0, $0.y, 375, $0.height] })
    #expect(cells.map { $0["reuseIdentifier"] as? String ?? "" } == Array(repeating: "Post", count: 8))
    let post = try #require(cells[3]["views"] as? [String: [String: [Double]]])
    #expect(post == ["title": ["frame": [16, 11, 343, 21]], "body": ["frame": [16, 36, 343, 73]]])
    #expect((r.json?["issues"] as? [[String: Any]])?.isEmpty == true)
  }

  @Test(
    "layout Examples/Broken/unpinned-cell.yaml: the Note row gets 44 and its issue at the row's line:column; exit 1")
  func unpinnedCell() throws {
    let r = try CommandRunner.run(["layout", "Examples/Broken/unpinned-cell.yaml"])
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        Examples/Broken/unpinned-cell.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667
        id               type       frame                contentSize  contentOffset  adjustedContentInset
        ---------------  ---------  -------------------  -----------  -------------  --------------------
        main             view       (0, 0, 375, 667)
        feed             tableView  (0, 0, 375, 667)     (375, 110)   (0, 0)         (0, 0, 0, 0)
        feed[0,0]        Post       (0, 0, 375, 66)
        feed[0,0].title  label      (16, 11, 343, 21)
        feed[0,0].body   label      (16, 36, 343, 18.5)
        feed[0,1]        Note       (0, 66, 375, 44)
        feed[0,1].note   label      (16, 11, 343, 18.5)

        1 issue:

        """ + Self.issue + "\n")
    let json = try CommandRunner.run(["layout", "Examples/Broken/unpinned-cell.yaml", "--json"])
    #expect(json.status == 1)
    let issues = try #require(json.json?["issues"] as? [[String: Any]])
    #expect(issues.map { $0["code"] as? String } == ["cell-height-ambiguous"])
    #expect(issues.map { $0["views"] as? [String] } == [["feed[0,1]"]])
  }

  @Test("render draws each visible cell at its row's rectangle, inside the table and in its content beside it")
  func render() throws {
    let r = try CommandRunner.run(["render", "Examples/feed-table.yaml"])
    #expect(r.status == 0)
    for row in Self.rows {
      let group =
        "<g class=\"sw-view\" transform=\"translate(0,\(num(row.y)))\" data-id=\"feed[\(row.section),\(row.row)]\">\n"
        + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"375\" height=\"\(num(row.height))\"/>"
      #expect(r.stdout.components(separatedBy: group).count == 3, "feed[\(row.section),\(row.row)] drawn twice")
    }
    // Rows [1, 4] and [1, 5] are off screen: no cell.
    #expect(!r.stdout.contains("feed[1,4]") && !r.stdout.contains("feed[1,5]"))
  }

  @Test("report pages through the table: steps at 0 and the maximum offset 283.5, with the rows each shows")
  func report() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sw-feed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("feed.html").path
    let r = try CommandRunner.run(["report", "Examples/feed-table.yaml", "-o", out])
    #expect(r.status == 0)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    let captions = html.components(separatedBy: "<figcaption>").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
    #expect(
      captions == [
        "<b>custom-375x667</b> · portrait · 375×667 · no issues</figcaption>",
        "<b>custom-375x667</b> · portrait · feed step 1 at (0, 0), rows [0, 0] to [1, 3] · 375×667 · no issues</figcaption>",
        "<b>custom-375x667</b> · portrait · feed step 2 at (0, 283.5), rows [0, 3] to [1, 5] · 375×667 · no issues</figcaption>",
      ])
  }

  private func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
