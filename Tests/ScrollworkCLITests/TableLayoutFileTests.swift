import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// The messages of a file that cannot be used (or its warnings), as printed.
private func issues(_ text: String) -> [String] {
  do {
    let file = try LayoutFile.parse(text, path: "t.yaml")
    return file.warnings.map(\.description)
  } catch {
    return error.issues.map(\.description)
  }
}

/// Table views in layout files (issue 19): reading errors at their place, the data
/// source's rows, paging through the table, cell diagnostics at the row's place.
@Suite("Layout files: table views (in process)")
struct TableLayoutFileTests {
  /// `count` rows of a 50-point template in one section, in a 375 × 667 table.
  static func fixedRows(_ count: Int, inset: String = "") -> String {
    var text = """
      size: [375, 667]
      views:
        - id: main
        - id: list
          type: tableView
          rowHeight: 50
      \(inset)
          cells:
            Row:
              views:
                - { id: name, type: label }
              constraints:
                - "name.leading == contentView.layoutMarginsGuide.leading"
                - "name.centerY == contentView.centerY"
          sections:
            - rows:

      """
    for i in 0..<count { text += "          - { cell: Row, text: { name: \"Row \(i)\" } }\n" }
    return text + "constraints:\n  - \"list.edges == main.edges\"\n"
  }

  @Test("every value a table cannot use is an error (or a warning) at its line and column, with the fix in words")
  func badInputs() {
    let text = """
      size: [375, 667]
      views:
        - id: main
        - id: list
          type: tableView
          rowHeight: -5
          estimatedRowHeight: lots
          style: fancy
          intrinsicSize: [10, 10]
          cells:
            Row:
              views:
                - { id: title, type: label }
                - { id: icon, type: imageView }
                - { id: contentView, type: label }
                - { id: inner, type: tableView }
              constraints:
                - "title.top == contentView.top + 1"
                - "ghost.top == contentView.top"
              colour: red
          sections:
            - rows:
                - { cell: Row, text: { title: "A", icon: "x", missing: "y" } }
                - { cell: Nope }
                - { text: { title: "B" } }
                - { cell: Row, height: 20 }
              colour: blue
        - { id: plain, type: label, rowHeight: 3 }
      constraints:
        - "list.edges == main.edges"
        - "title.top == main.top"
      """
    #expect(
      issues(text) == [
        "t.yaml:6:16: error: rowHeight must be 'automatic' or a height of at least 0, not -5.",
        "t.yaml:7:25: error: estimatedRowHeight must be a number, not 'lots'.",
        "t.yaml:8:12: error: Unknown style 'fancy': expected one of plain, grouped, insetGrouped.",
        "t.yaml:9:20: warning: A tableView's size comes from its constraints or frame; 'intrinsicSize' is ignored.",
        "t.yaml:15:19: error: 'contentView' is the cell's content view, the template's root: use another id.",
        "t.yaml:16:19: error: A cell template cannot hold a tableView.",
        "t.yaml:19:14: error: Unknown view id 'ghost'.",
        "t.yaml:20:9: warning: Unknown cell template key 'colour' (ignored): a template has 'views' and 'constraints'.",
        "t.yaml:23:46: error: 'icon' is an imageView; a row's text sets the labels, text fields and buttons of cell template 'Row': title.",
        "t.yaml:23:57: error: 'missing' is not a view of the template; a row's text sets the labels, text fields and buttons of cell template 'Row': title.",
        "t.yaml:24:21: error: Unknown cell template 'Nope' for row [0, 1] of 'list': its cells are Row.",
        "t.yaml:25:13: error: A row needs 'cell': the reuse identifier of the template it shows.",
        "t.yaml:26:26: warning: Unknown row key 'height' (ignored): a row has 'cell' and 'text'.",
        "t.yaml:27:9: warning: Unknown section key 'colour' (ignored): a section has 'header', 'footer' and 'rows' (or 'items').",
        "t.yaml:28:31: warning: 'rowHeight' does not apply to a label (ignored).",
        "t.yaml:31:6: error: Unknown view id 'title'.",
      ])
  }

  @Test("a table without cells names none; a duplicate template and a bad visual format in a template are errors")
  func moreBadInputs() {
    let text = """
      views:
        - id: main
        - id: list
          type: tableView
          sections:
            - rows: [{ cell: Row }]
        - id: other
          type: UITableView
          estimatedRowHeight: -1
          cells:
            A:
              views: [{ id: x, type: label }]
              constraints: ["H:|-[x]-[y]-|"]
      """
    #expect(
      issues(text) == [
        "t.yaml:6:24: error: Unknown cell template 'Row' for row [0, 0] of 'list': 'list' has no 'cells'.",
        "t.yaml:9:25: error: estimatedRowHeight must be 'automatic' or a height of at least 0, not -1.",
        "t.yaml:13:34: error: Visual format error: y is not a key in the views dictionary.",
      ])
  }

  @Test("rows fill their templates through the data source: texts, template texts, reuse identifiers, index paths")
  func rowsFillTemplates() throws {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: list
          type: tableView
          style: insetGrouped
          rowHeight: 40
          separatorStyle: none
          cells:
            Pair:
              views:
                - { id: key, type: label, text: "Key" }
                - { id: value, type: label, text: "—" }
              constraints:
                - "H:|-[key]-[value]-|"
                - "key.centerY == contentView.centerY"
                - "value.centerY == contentView.centerY"
          sections:
            - header: Account
              rows:
                - { cell: Pair, text: { key: "Name", value: "Ada" } }
                - { cell: Pair, text: { value: "ada@example.com" } }
            - rows:
                - { cell: Pair }
      constraints:
        - "list.edges == main.edges"
      """
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    let table = try #require(screen.view("list") as? TableView)
    #expect(table.style == .insetGrouped)
    #expect(table.rowHeight == 40)
    #expect(table.separatorStyle == .none)
    #expect(table.numberOfSections == 2)
    // insetGrouped: 38 for the titled header, 18 under the section (untitled footer),
    // 18 above section 1; cells 20 in from each side (TableViews.md, "Geometry").
    let cells = screen.visibleCells(of: "list")
    #expect(cells.map(\.indexPath) == [[0, 0], [0, 1], [1, 0]])
    #expect(
      cells.map(\.frame) == [
        CGRect(x: 20, y: 38, width: 280, height: 40), CGRect(x: 20, y: 78, width: 280, height: 40),
        CGRect(x: 20, y: 154, width: 280, height: 40),
      ])
    let texts = try cells.map { cell -> [String?] in
      let c = try #require(table.cellForRow(at: cell.indexPath) as? TemplateTableViewCell)
      #expect(c.reuseIdentifier == "Pair")
      #expect(c.accessibilityIdentifier == "list[\(cell.indexPath.section),\(cell.indexPath.row)]")
      return ["key", "value"].map { (c.templateViews?[$0] as? Label)?.text }
    }
    #expect(texts == [["Name", "Ada"], ["Key", "ada@example.com"], ["Key", "—"]])
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "Account")
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 38))
    #expect(screen.cellDiagnostics().isEmpty)
  }

  @Test("scroll steps: 30 rows of 50 in 667 page at 0, 667 and the maximum 833, with the rows each screen shows")
  func scrollSteps() throws {
    let screen = try LayoutFile.parse(Self.fixedRows(30), path: "t.yaml").build()
    let steps = screen.scrollSteps(of: "list")
    // Content 30 × 50 = 1500; maximum offset 1500 - 667 = 833. At 0 the screen shows
    // y 0 to 667: rows 0 to 13 (650 to 700); at 667, y 667 to 1334: rows 13 to 26
    // (1300 to 1350); at 833, y 833 to 1500: rows 16 (800 to 850) to 29.
    #expect(steps.map(\.contentOffset) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 667), CGPoint(x: 0, y: 833)])
    #expect(steps.map { $0.visibleRows.map(\.row) } == [Array(0...13), Array(13...26), Array(16...29)])
    #expect(steps.allSatisfy { $0.visibleRows.allSatisfy { $0.section == 0 } })
    // The offset is put back.
    #expect((screen.view("list") as? ScrollView)?.contentOffset == .zero)
  }

  @Test("an offset action scrolls the table: rows 2 to 15 at y 100; the table takes scroll actions and guides")
  func offsetAction() throws {
    let text = Self.fixedRows(30) + "actions:\n  - offset: { view: list, y: 100 }\n"
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    screen.runActions()
    // Bounds y 100 to 767: row 2 (100 to 150) to row 15 (750 to 800).
    #expect(screen.visibleCells(of: "list").map(\.indexPath.row) == Array(2...15))
    #expect(screen.visibleCells(of: "list").first?.frame == CGRect(x: 0, y: 100, width: 375, height: 50))
    #expect(
      issues(Self.fixedRows(1) + "  - \"list.frameLayoutGuide.top == main.top\"\n") == [])
  }

  @Test("scroll steps start at the top of the content inset and page by the visible height")
  func scrollStepsWithInsets() throws {
    let text = Self.fixedRows(30, inset: "    contentInset: [100, 0, 67, 0]")
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    let steps = screen.scrollSteps(of: "list")
    // Visible height 667 - 100 - 67 = 500; offsets from -100 by 500 to the maximum
    // 1500 - 667 + 67 = 900. At -100 the bounds (y -100 to 567) meet rows 0 to 11.
    #expect(steps.map(\.contentOffset.y) == [-100, 400, 900])
    #expect(steps.map { $0.visibleRows.map(\.row) } == [Array(0...11), Array(8...21), Array(18...29)])
  }

  @Test("fewer rows than a screen: one step at the top")
  func oneStep() throws {
    let screen = try LayoutFile.parse(Self.fixedRows(3), path: "t.yaml").build()
    #expect(
      screen.scrollSteps(of: "list") == [
        ScrollStep(contentOffset: .zero, visibleRows: [[0, 0], [0, 1], [0, 2]])
      ])
    #expect(screen.scrollSteps(of: "main") == [])
  }

  @Test("a fixed row height its cell's constraints cannot take: cell-height-conflict at the row's line and column")
  func heightConflict() throws {
    let text = """
      size: [320, 200]
      views:
        - id: main
        - id: list
          type: tableView
          rowHeight: 44
          cells:
            Tall:
              views:
                - { id: title, type: label }
              constraints:
                - "title.top == contentView.top"
                - "title.leading == contentView.leading"
                - "title.bottom == contentView.bottom"
                - "title.height == 60"
          sections:
            - rows:
                - { cell: Tall, text: { title: "One" } }
      constraints:
        - "list.edges == main.edges"
      """
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    let d = screen.cellDiagnostics()
    #expect(d.map(\.code) == ["cell-height-conflict"])
    #expect(d.map(\.severity) == [.error])
    #expect(d.map { $0.views.map { screen.id(of: $0) } } == [["list[0,0]"]])
    #expect(
      d.map(\.message) == [
        "t.yaml:18:13: The cell 'Tall' at [0, 0] cannot take its row's height: the table view holds its content view "
          + "at height 43.5 with a required UIView-Encapsulated-Layout-Height, and these required constraints ask for "
          + "another: title.top == contentView.top; title.bottom == contentView.bottom; title.height == 60. UIKit "
          + "breaks one of them. Lower the priority of title.bottom == contentView.bottom to 999 "
          + "(UILayoutPriority(999)), or make the row self-sizing."
      ])
    // Part of the screen's diagnostics.
    #expect(screen.diagnostics().contains { $0.code == "cell-height-conflict" })
  }

  @Test("the unpinned row scrolled into view: its diagnostic appears once it is measured, at its row")
  func unpinnedRowOffScreen() throws {
    var text = """
      size: [375, 667]
      views:
        - id: main
        - id: list
          type: tableView
          cells:
            Row:
              views: [{ id: name, type: label }]
              constraints:
                - "name.top == contentView.layoutMarginsGuide.top"
                - "name.leading == contentView.layoutMarginsGuide.leading"
                - "name.bottom == contentView.layoutMarginsGuide.bottom"
            Loose:
              views: [{ id: note, type: label }]
              constraints: ["note.top == contentView.layoutMarginsGuide.top", "note.leading == contentView.leading"]
          sections:
            - rows:

      """
    for i in 0..<19 { text += "          - { cell: Row, text: { name: \"Row \(i)\" } }\n" }
    text += "          - { cell: Loose, text: { note: \"Last\" } }\n"
    text += "constraints: [\"list.edges == main.edges\"]\n"
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    // Rows are estimated at 44 until shown: the last row is off screen, not measured.
    #expect(screen.cellDiagnostics().isEmpty)
    let steps = screen.scrollSteps(of: "list")
    #expect(steps.last?.visibleRows.last == [0, 19])
    let d = screen.cellDiagnostics()
    #expect(d.map(\.code) == ["cell-height-ambiguous"])
    #expect(
      d.first?.message.hasPrefix("t.yaml:37:13: The self-sizing cell 'Loose' at [0, 19] has a content view") == true)
    #expect(d.first?.message.hasSuffix("Add note.bottom == contentView.bottom.") == true)
  }

  @Test("collection views: flow layout values it cannot use are errors at their place; table keys are warnings")
  func collectionBadInputs() {
    let text = """
      views:
        - id: main
        - id: grid
          type: UICollectionView
          scrollDirection: diagonal
          itemSize: [-10, 40]
          estimatedItemSize: [10, -1]
          minimumLineSpacing: -2
          minimumInteritemSpacing: wide
          sectionInset: [1, 2]
          style: grouped
          cells:
            Tile:
              views: [{ id: name, type: label }, { id: list, type: collectionView }]
          sections:
            - items: [{ cell: Tile, text: { nope: "x" } }]
      """
    #expect(
      issues(text) == [
        "t.yaml:5:22: error: Unknown scrollDirection 'diagonal': expected one of vertical, horizontal.",
        "t.yaml:6:15: error: itemSize must not be negative, not [-10, 40].",
        "t.yaml:7:24: error: estimatedItemSize must not be negative, not [10, -1].",
        "t.yaml:8:25: error: minimumLineSpacing must be at least 0, not -2.",
        "t.yaml:9:30: error: minimumInteritemSpacing must be a number, not 'wide'.",
        "t.yaml:10:19: error: sectionInset must be a list of 4 numbers, like [top, left, bottom, right].",
        "t.yaml:11:5: warning: 'style' does not apply to a collectionView (ignored).",
        "t.yaml:14:50: error: A cell template cannot hold a collectionView.",
        "t.yaml:16:39: error: 'nope' is not a view of the template; a row's text sets the labels, text fields and buttons of cell template 'Tile': name.",
      ])
  }

  @Test("a horizontal grid pages along x: 12 items of 100 × 80 in 375 × 200 step at 0 and the maximum 275")
  func horizontalCollectionSteps() throws {
    var text = """
      size: [375, 200]
      views:
        - id: main
        - id: grid
          type: collectionView
          scrollDirection: horizontal
          itemSize: [100, 80]
          cells:
            Tile:
              views: [{ id: name, type: label }]
              constraints: ["name.leading == contentView.leading", "name.top == contentView.top"]
          sections:
            - items:

      """
    for i in 0..<12 { text += "          - { cell: Tile, text: { name: \"\(i)\" } }\n" }
    text += "constraints: [\"grid.edges == main.edges\"]\n"
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    // Columns of two (80 + 10 + 80 fits 200; the 30 spare points go between them:
    // y 0 and 120), 110 apart: x 0, 110, …, 550; content 650 wide, maximum offset 275.
    // At 0 the bounds (x 0 to 375) meet columns 0 to 3 (330 to 430): items 0 to 7; at
    // 275 (275 to 650), columns 2 (220 to 320) to 5: items 4 to 11.
    let cells = screen.visibleCells(of: "grid")
    #expect(
      cells.prefix(3).map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 80), CGRect(x: 0, y: 120, width: 100, height: 80),
        CGRect(x: 110, y: 0, width: 100, height: 80),
      ])
    let steps = screen.scrollSteps(of: "grid")
    #expect(steps.map(\.contentOffset) == [CGPoint(x: 0, y: 0), CGPoint(x: 275, y: 0)])
    #expect(steps.map { $0.visibleRows.map(\.item) } == [Array(0...7), Array(4...11)])
    #expect(screen.cellDiagnostics().isEmpty)
  }

  @Test("a self-sizing collection cell whose constraints give no size: cell-size-ambiguous at the item's place")
  func collectionZeroSize() throws {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: grid
          type: collectionView
          estimatedItemSize: automatic
          cells:
            Line:
              views: [{ id: rule, type: view }]
              constraints: ["rule.edges == contentView.edges", "rule.height == 0"]
          sections:
            - items:
                - { cell: Line }
      constraints: ["grid.edges == main.edges"]
      """
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    let d = screen.cellDiagnostics()
    #expect(d.map(\.code) == ["cell-size-ambiguous"])
    #expect(d.map(\.severity) == [.warning])
    #expect(d.map { $0.views.map { screen.id(of: $0) } } == [["grid[0,0]"]])
    #expect(
      d.map(\.message) == [
        "t.yaml:13:13: The self-sizing cell (reuse identifier 'Line', index path [0, 0]) fitted to a size that is "
          + "not positive; keeping the estimated size. Pin the content from edge to edge of the content view."
      ])
    // The item keeps its estimate (itemSize, 50 × 50).
    #expect(screen.visibleCells(of: "grid").map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
  }
}
