import Foundation
import Scrollwork
import Testing

/// `Examples/photo-grid.yaml` end to end (issue 19): a collection view grid's visible
/// items in `scrollwork layout`, `render` and `report`.
@Suite struct PhotoGridExampleTests {
  /// The text report below its heading.
  static let table = """
    id                  type            frame                   contentSize  contentOffset  adjustedContentInset
    ------------------  --------------  ----------------------  -----------  -------------  --------------------
    main                view            (0, 0, 375, 667)
    grid                collectionView  (0, 0, 375, 667)        (375, 932)   (0, 0)         (0, 0, 0, 0)
    grid[0,0]           Photo           (16, 16, 100, 120)
    grid[0,0].image     imageView       (0, 0, 100, 90)
    grid[0,0].caption   label           (0, 94, 100, 16)
    grid[0,1]           Photo           (137.5, 16, 100, 120)
    grid[0,1].image     imageView       (0, 0, 100, 90)
    grid[0,1].caption   label           (0, 94, 100, 16)
    grid[0,2]           Photo           (259, 16, 100, 120)
    grid[0,2].image     imageView       (0, 0, 100, 90)
    grid[0,2].caption   label           (0, 94, 100, 16)
    grid[0,3]           Photo           (16, 146, 100, 120)
    grid[0,3].image     imageView       (0, 0, 100, 90)
    grid[0,3].caption   label           (0, 94, 100, 16)
    grid[0,4]           Photo           (137.5, 146, 100, 120)
    grid[0,4].image     imageView       (0, 0, 100, 90)
    grid[0,4].caption   label           (0, 94, 100, 16)
    grid[0,5]           Photo           (259, 146, 100, 120)
    grid[0,5].image     imageView       (0, 0, 100, 90)
    grid[0,5].caption   label           (0, 94, 100, 16)
    grid[0,6]           Photo           (16, 276, 100, 120)
    grid[0,6].image     imageView       (0, 0, 100, 90)
    grid[0,6].caption   label           (0, 94, 100, 16)
    grid[0,7]           Photo           (137.5, 276, 100, 120)
    grid[0,7].image     imageView       (0, 0, 100, 90)
    grid[0,7].caption   label           (0, 94, 100, 16)
    grid[0,8]           Photo           (259, 276, 100, 120)
    grid[0,8].image     imageView       (0, 0, 100, 90)
    grid[0,8].caption   label           (0, 94, 100, 16)
    grid[0,9]           Photo           (16, 406, 100, 120)
    grid[0,9].image     imageView       (0, 0, 100, 90)
    grid[0,9].caption   label           (0, 94, 100, 16)
    grid[0,10]          Photo           (137.5, 406, 100, 120)
    grid[0,10].image    imageView       (0, 0, 100, 90)
    grid[0,10].caption  label           (0, 94, 100, 16)
    grid[0,11]          Photo           (259, 406, 100, 120)
    grid[0,11].image    imageView       (0, 0, 100, 90)
    grid[0,11].caption  label           (0, 94, 100, 16)
    grid[0,12]          Photo           (16, 536, 100, 120)
    grid[0,12].image    imageView       (0, 0, 100, 90)
    grid[0,12].caption  label           (0, 94, 100, 16)
    grid[0,13]          Photo           (137.5, 536, 100, 120)
    grid[0,13].image    imageView       (0, 0, 100, 90)
    grid[0,13].caption  label           (0, 94, 100, 16)
    grid[0,14]          Photo           (259, 536, 100, 120)
    grid[0,14].image    imageView       (0, 0, 100, 90)
    grid[0,14].caption  label           (0, 94, 100, 16)
    grid[0,15]          Photo           (16, 666, 100, 120)
    grid[0,15].image    imageView       (0, 0, 100, 90)
    grid[0,15].caption  label           (0, 94, 100, 16)
    grid[0,16]          Photo           (137.5, 666, 100, 120)
    grid[0,16].image    imageView       (0, 0, 100, 90)
    grid[0,16].caption  label           (0, 94, 100, 16)
    grid[0,17]          Photo           (259, 666, 100, 120)
    grid[0,17].image    imageView       (0, 0, 100, 90)
    grid[0,17].caption  label           (0, 94, 100, 16)

    No issues.

    """

  @Test("layout Examples/photo-grid.yaml prints the visible items, three to a line, with their image and caption")
  func layout() throws {
    let r = try CommandRunner.run(["layout", "Examples/photo-grid.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(r.stdout == "Examples/photo-grid.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n" + Self.table)
    // The frames as the example's comments compute them: x 16, 137.5, 259 (the 23
    // spare points of a full line shared between its two gaps), lines 130 apart from
    // 16; items 0 to 17 meet the screen.
    for item in 0..<18 {
      let x = [16, 137.5, 259][item % 3]
      let y = 16 + Double(item / 3) * 130
      let row = "grid[0,\(item)]".padding(toLength: 20, withPad: " ", startingAt: 0) + "Photo"
      #expect(Self.table.contains(row), "grid[0,\(item)]")
      let frame = "(\(x == x.rounded() ? String(Int(x)) : String(x)), \(Int(y)), 100, 120)"
      #expect(Self.table.contains(row.padding(toLength: 36, withPad: " ", startingAt: 0) + frame), "grid[0,\(item)]")
    }
    #expect(!Self.table.contains("grid[0,18]"))
  }

  @Test("layout --json: the grid's content size and its visible items' frames, captions included")
  func layoutJSON() throws {
    let r = try CommandRunner.run(["layout", "Examples/photo-grid.yaml", "--json"])
    #expect(r.status == 0)
    let views = try #require(r.json?["views"] as? [String: Any])
    let grid = try #require(views["grid"] as? [String: Any])
    #expect(grid["contentSize"] as? [Double] == [375, 932])
    let cells = try #require(grid["cells"] as? [[String: Any]])
    #expect(cells.map { $0["indexPath"] as? [Int] ?? [] } == (0..<18).map { [0, $0] })
    #expect(cells.last?["frame"] as? [Double] == [259, 666, 100, 120])
    #expect(
      cells.first?["views"] as? [String: [String: [Double]]]
        == ["image": ["frame": [0, 0, 100, 90]], "caption": ["frame": [0, 94, 100, 16]]])
  }

  @Test("render draws each visible item at its rectangle; report pages to the maximum offset 932 - 667 = 265")
  func renderAndReport() throws {
    let r = try CommandRunner.run(["render", "Examples/photo-grid.yaml"])
    #expect(r.status == 0)
    #expect(
      r.stdout.contains(
        "<g class=\"sw-view\" transform=\"translate(137.5,146)\" data-id=\"grid[0,4]\">\n"
          + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"100\" height=\"120\"/>"))
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sw-grid-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("grid.html").path
    let report = try CommandRunner.run(["report", "Examples/photo-grid.yaml", "-o", out])
    #expect(report.status == 0)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    // At 265 the bounds (265 to 932) meet lines 1 (146 to 266) to 6: items 3 to 19.
    #expect(html.contains("grid step 1 at (0, 0), items [0, 0] to [0, 17]"))
    #expect(html.contains("grid step 2 at (0, 265), items [0, 3] to [0, 19]"))
    #expect(!html.contains("grid step 3"))
  }
}
