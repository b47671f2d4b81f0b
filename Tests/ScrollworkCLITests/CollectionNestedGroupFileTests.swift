import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Compositional layouts in layout files beyond one item in one group (issue 19):
/// nested groups (`subitems:`, `count:`, `interItemSpacing:`, `contentInsets:`,
/// `edgeSpacing:`), a section's own `compositional:`, `orthogonalScrollingBehavior`
/// and a horizontal layout (`scrollDirection:`). Frames are computed by hand in the
/// comments; `Examples/compositional-sections.yaml` end to end.
@Suite("Layout files: nested groups, section layouts, orthogonal and horizontal compositional layouts")
struct CollectionNestedGroupFileTests {
  /// `scrollwork layout Examples/compositional-sections.yaml` below its heading (the
  /// derivation is in the file's comments; label widths are the bundled font's).
  static let exampleTable = """
    id                     type            frame                    contentSize  contentOffset  adjustedContentInset
    ---------------------  --------------  -----------------------  -----------  -------------  --------------------
    main                   view            (0, 0, 375, 667)
    store                  collectionView  (0, 0, 375, 667)         (375, 826)   (0, 0)         (0, 0, 0, 0)
    store[0].header        sectionHeader   (0, 0, 375, 30)
    store[0].header.title  label           (16, 4.5, 75.5, 21)
    store[0,0]             Card            (37.5, 30, 300, 150)
    store[0,0].name        label           (12, 119.5, 58, 18.5)
    store[0,1]             Card            (347.5, 30, 300, 150)
    store[0,1].name        label           (12, 119.5, 79, 18.5)
    store[1].header        sectionHeader   (0, 190, 375, 30)
    store[1].header.title  label           (16, 4.5, 35.5, 21)
    store[1,0]             Card            (4, 224, 179.5, 192)
    store[1,0].name        label           (12, 161.5, 45, 18.5)
    store[1,1]             Card            (191.5, 224, 179.5, 92)
    store[1,1].name        label           (12, 61.5, 37, 18.5)
    store[1,2]             Card            (191.5, 324, 179.5, 92)
    store[1,2].name        label           (12, 61.5, 27.5, 18.5)
    store[1,3]             Card            (4, 424, 179.5, 192)
    store[1,3].name        label           (12, 161.5, 32.5, 18.5)
    store[1,4]             Card            (191.5, 424, 179.5, 92)
    store[1,4].name        label           (12, 61.5, 27, 18.5)
    store[2].header        sectionHeader   (0, 620, 375, 30)
    store[2].header.title  label           (16, 4.5, 43.5, 21)
    store[2,0]             Row             (0, 650, 375, 44)
    store[2,0].name        label           (8, 11.5, 55.5, 21)

    No issues.

    """

  @Test("layout Examples/compositional-sections.yaml: a centred carousel, a nested grid and the collection's list")
  func example() throws {
    let r = try CommandRunner.run(["layout", "Examples/compositional-sections.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == "Examples/compositional-sections.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n"
        + Self.exampleTable)
  }

  @Test("layout --json lists the example's visible items and headers with their frames")
  func exampleJSON() throws {
    let r = try CommandRunner.run(["layout", "Examples/compositional-sections.yaml", "--json"])
    #expect(r.status == 0)
    let store = try #require((r.json?["views"] as? [String: Any])?["store"] as? [String: Any])
    let cells = try #require(store["cells"] as? [[String: Any]])
    #expect(
      cells.map { "\($0["indexPath"] as? [Int] ?? []) \($0["frame"] as? [Double] ?? [])" } == [
        "[0, 0] [37.5, 30.0, 300.0, 150.0]", "[0, 1] [347.5, 30.0, 300.0, 150.0]",
        "[1, 0] [4.0, 224.0, 179.5, 192.0]", "[1, 1] [191.5, 224.0, 179.5, 92.0]",
        "[1, 2] [191.5, 324.0, 179.5, 92.0]", "[1, 3] [4.0, 424.0, 179.5, 192.0]",
        "[1, 4] [191.5, 424.0, 179.5, 92.0]", "[2, 0] [0.0, 650.0, 375.0, 44.0]",
      ])
    let ends = try #require(store["supplementary"] as? [[String: Any]])
    #expect(
      ends.map { "\($0["section"] as? Int ?? -1) \($0["kind"] as? String ?? "") \($0["frame"] as? [Double] ?? [])" }
        == [
          "0 header [0.0, 0.0, 375.0, 30.0]", "1 header [0.0, 190.0, 375.0, 30.0]",
          "2 header [0.0, 620.0, 375.0, 30.0]",
        ]
    )
  }

  @Test("report pages the example down (0, then 826 - 667 = 159); the carousel stays at its start on every page")
  func exampleReport() throws {
    let screen = try LayoutFile.load(path: CommandRunner.example("compositional-sections.yaml")).build()
    let steps = screen.scrollSteps(of: "store")
    #expect(steps.map(\.contentOffset) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 159)])
    let collection = try #require(screen.view("store") as? CollectionView)
    collection.contentOffset = steps[1].contentOffset
    screen.root.layoutIfNeeded()
    // Section 0's cards keep their unscrolled frames: the third (x 657.5) never shows.
    #expect(
      FileEqualsSwift.cells(of: screen, "store").filter { $0.hasPrefix("[0, ") } == [
        "[0, 0] \(CGRect(x: 37.5, y: 30, width: 300, height: 150))",
        "[0, 1] \(CGRect(x: 347.5, y: 30, width: 300, height: 150))",
      ])
  }

  /// Edge spacing: 90-wide items with 10 fixed before them and flexible space above and
  /// below, in 60-high full-width groups of a 320-wide collection.
  static let edgeSpacing = """
    size: [320, 480]
    views:
      - id: main
      - id: list
        type: collectionView
        compositional:
          group:
            width: { fractionalWidth: 1 }
            height: { absolute: 60 }
            subitems:
              - width: { absolute: 90 }
                height: { absolute: 40 }
                edgeSpacing: { leading: { fixed: 10 }, top: { flexible: 0 }, bottom: { flexible: 0 } }
        cells:
          Tile: { views: [] }
        sections:
          - items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }, { cell: Tile }]
    constraints: ["list.edges == main.edges"]
    """

  @Test("edgeSpacing: three 10 + 90 slots fit 320 (x 10, 110, 210), centred in 60 (y 10); the fourth starts a group")
  func edgeSpacingLayout() throws {
    let screen = try LayoutFile.parse(Self.edgeSpacing, path: "t.yaml").build()
    #expect(
      FileEqualsSwift.cells(of: screen, "list") == [
        "[0, 0] \(CGRect(x: 10, y: 10, width: 90, height: 40))",
        "[0, 1] \(CGRect(x: 110, y: 10, width: 90, height: 40))",
        "[0, 2] \(CGRect(x: 210, y: 10, width: 90, height: 40))",
        "[0, 3] \(CGRect(x: 10, y: 70, width: 90, height: 40))",
      ])
    #expect((screen.view("list") as? ScrollView)?.contentSize == CGSize(width: 320, height: 120))
  }

  /// A horizontal layout: 150-wide groups of two half-height items stacked, 10 apart,
  /// sections 20 apart, each after a 30-wide header as high as the collection.
  static let horizontal = """
    size: [320, 480]
    views:
      - id: main
      - id: strip
        type: collectionView
        compositional:
          scrollDirection: horizontal
          interSectionSpacing: 20
          group:
            width: { absolute: 150 }
            height: { fractionalHeight: 1 }
            direction: vertical
            subitems: [{ width: { fractionalWidth: 1 }, height: { fractionalHeight: 0.5 } }]
          interGroupSpacing: 10
          header: { width: { absolute: 30 }, height: { fractionalHeight: 1 } }
        header: { views: [] }
        cells:
          Tile: { views: [] }
        sections:
          - items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }]
          - items: [{ cell: Tile }, { cell: Tile }]
    constraints: ["strip.edges == main.edges"]
    """

  @Test("a horizontal layout runs right: 30 + 150 + 10 + 150, 20, 30 + 150 = 540 wide; report pages along x")
  func horizontalLayout() throws {
    let screen = try LayoutFile.parse(Self.horizontal, path: "t.yaml").build()
    #expect(
      screen.textReport() == """
        t.yaml: custom-320x480 (320×480 @2x), portrait, 320 × 480
        id               type            frame                contentSize  contentOffset  adjustedContentInset
        ---------------  --------------  -------------------  -----------  -------------  --------------------
        main             view            (0, 0, 320, 480)
        strip            collectionView  (0, 0, 320, 480)     (540, 480)   (0, 0)         (0, 0, 0, 0)
        strip[0].header  sectionHeader   (0, 0, 30, 480)
        strip[0,0]       Tile            (30, 0, 150, 240)
        strip[0,1]       Tile            (30, 240, 150, 240)
        strip[0,2]       Tile            (190, 0, 150, 240)

        No issues.

        """)
    // The maximum offset is 540 - 320 = 220: one page, then the end.
    let steps = screen.scrollSteps(of: "strip")
    #expect(steps.map(\.contentOffset) == [CGPoint(x: 0, y: 0), CGPoint(x: 220, y: 0)])
    #expect(
      steps.map { $0.visibleRows.map { "\($0)" } } == [
        ["[0, 0]", "[0, 1]", "[0, 2]"], ["[0, 2]", "[1, 0]", "[1, 1]"],
      ])
  }

  @Test("an orthogonal section in a horizontal layout runs down: groupPagingCentered centres the first group")
  func orthogonalInHorizontal() throws {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: strip
          type: collectionView
          compositional:
            scrollDirection: horizontal
            group: { width: { absolute: 50 }, height: { absolute: 50 } }
          cells:
            Tile: { views: [] }
          sections:
            - compositional:
                orthogonalScrollingBehavior: groupPagingCentered
                group: { width: { absolute: 100 }, height: { fractionalHeight: 0.4 } }
                interGroupSpacing: 10
                contentInsets: [5, 5, 5, 5]
              items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }]
            - items: [{ cell: Tile }, { cell: Tile }]
      constraints: ["strip.edges == main.edges"]
      """
    let screen = try LayoutFile.parse(text, path: "t.yaml").build()
    // Section 0 is 5 + 100 + 5 wide; its groups are 0.4 × (480 - 10) = 188 high, the
    // first centred at 5 + (470 - 188) / 2 = 146, the next 10 below it (344), the third
    // at 542, below the bounds. Section 1's 50-point groups follow at x 110 and 160.
    #expect(
      FileEqualsSwift.cells(of: screen, "strip") == [
        "[0, 0] \(CGRect(x: 5, y: 146, width: 100, height: 188))",
        "[0, 1] \(CGRect(x: 5, y: 344, width: 100, height: 188))",
        "[1, 0] \(CGRect(x: 110, y: 0, width: 50, height: 50))",
        "[1, 1] \(CGRect(x: 160, y: 0, width: 50, height: 50))",
      ])
    #expect((screen.view("strip") as? ScrollView)?.contentSize == CGSize(width: 210, height: 480))
  }
}

extension CollectionNestedGroupFileTests {
  @Test("every new compositional value the file cannot use is an error (or a warning) at its line and column")
  func badInputs() {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: list
          type: collectionView
          scrollDirection: horizontal
          compositional:
            scrollDirection: diagonal
            interSectionSpacing: -4
            orthogonalScrollingBehavior: sideways
            item: { width: { fractionalWidth: 1 }, height: { absolute: 10 } }
            groupDirection: vertical
            group:
              width: { fractionalWidth: 1 }
              height: { absolute: 100 }
              direction: horizontal
              edgeSpacing: { top: 4 }
              subitems:
                - { width: { absolute: 10 }, height: { absolute: 10 }, count: 2, colour: red }
                - width: { absolute: 10 }
                  height: { absolute: 10 }
                  count: 2
                  direction: diagonal
                  interItemSpacing: { wide: 3 }
                  subitems: [{ width: { absolute: 1 }, height: { absolute: 1 } }, { width: { absolute: 1 }, height: { absolute: 1 } }]
                - { width: { absolute: 10 }, height: { absolute: 10 }, count: 0, subitems: [] }
                - { width: { absolute: 10 }, height: { absolute: 10 }, count: 1.5, interItemSpacing: -2, subitems: 5 }
                - width: { absolute: 10 }
                  height: { absolute: 10 }
                  edgeSpacing: { left: 3, top: { flexible: -1 }, bottom: { fixed: 1, flexible: 2 } }
                  interItemSpacing: { fixed: -1 }
                  subitems: [{ height: { absolute: 1 } }]
          cells:
            Tile: { views: [] }
          sections:
            - compositional:
                scrollDirection: horizontal
                header: { width: { fractionalWidth: 1 }, height: { absolute: 20 } }
              items: [{ cell: Tile }]
        - id: flow
          type: collectionView
          cells:
            Tile: { views: [] }
          sections:
            - compositional: { group: { width: { absolute: 10 }, height: { absolute: 10 } } }
              items: [{ cell: Tile }]
        - id: table
          type: tableView
          cells:
            Row: { views: [] }
          sections:
            - compositional: {}
              rows: [{ cell: Row }]
      constraints: ["list.edges == main.edges"]
      """
    var messages: [String] = []
    do {
      messages = try LayoutFile.parse(text, path: "t.yaml").warnings.map(\.description)
    } catch {
      messages = error.issues.map(\.description)
    }
    #expect(
      messages == [
        "t.yaml:6:22: warning: 'scrollDirection' is a flow layout key, and 'list' has a compositional layout "
          + "(ignored): give scrollDirection under 'compositional' (the layout configuration's).",
        "t.yaml:8:24: error: Unknown scrollDirection 'diagonal': expected one of vertical, horizontal.",
        "t.yaml:9:28: error: interSectionSpacing must be at least 0, not -4.",
        "t.yaml:10:36: error: Unknown orthogonalScrollingBehavior 'sideways': expected one of none, "
          + "continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered.",
        "t.yaml:11:7: error: 'item' is the size of the group's one item, and the group lists its 'subitems': "
          + "give the item in 'subitems' (or drop 'subitems').",
        "t.yaml:12:7: error: groupDirection and the group's 'direction' both give its direction: keep one.",
        "t.yaml:17:9: warning: A section's top-level group takes no edgeSpacing (ignored; not modelled): "
          + "give it to the group's subitems.",
        "t.yaml:19:66: warning: 'count' applies to a group (ignored): an entry without 'subitems' is an item.",
        "t.yaml:19:76: warning: Unknown item key 'colour' (ignored): one of width, height, contentInsets, "
          + "edgeSpacing.",
        "t.yaml:22:20: error: count repeats a group's one subitem (subitem:count:), and this group lists 2: "
          + "give one subitem, or drop 'count'.",
        "t.yaml:23:24: error: Unknown group direction 'diagonal': expected one of horizontal, vertical.",
        "t.yaml:24:33: error: Unknown spacing 'wide' for interItemSpacing: fixed or flexible.",
        "t.yaml:26:73: error: count must be at least 1, not 0.",
        "t.yaml:26:86: error: A group needs at least one subitem (an item or a group).",
        "t.yaml:27:73: error: count must be a whole number, not '1.5'.",
        "t.yaml:27:96: error: interItemSpacing must be at least 0, not -2.",
        "t.yaml:27:110: error: subitems must be a list, not '5'.",
        "t.yaml:30:28: warning: Unknown edgeSpacing side 'left' (ignored): one of leading, top, trailing, "
          + "bottom.",
        "t.yaml:30:54: error: edgeSpacing top's flexible must be at least 0, not -1.",
        "t.yaml:30:68: error: edgeSpacing bottom needs exactly one of fixed or flexible.",
        "t.yaml:31:40: error: interItemSpacing's fixed must be at least 0, not -1.",
        "t.yaml:32:24: error: The compositional item needs both 'width' and 'height'.",
        "t.yaml:37:11: warning: 'scrollDirection' is layout-wide, and this is section 0's compositional "
          + "layout (ignored): give it in the collection's 'compositional'.",
        "t.yaml:38:19: error: The compositional header item gives its section of 'list' a header, but 'list' "
          + "has no 'header' view: add header: { views: [...], constraints: [...] } to 'list' (UIKit raises when "
          + "the data source gives no view).",
        "t.yaml:45:9: error: Section 0 of 'flow' has its own compositional layout, but 'flow' has a flow "
          + "layout: add compositional: { … } to 'flow' (the layout, and the section layout of the other "
          + "sections).",
        "t.yaml:52:9: warning: Unknown section key 'compositional' (ignored): a section has 'header', "
          + "'footer' and 'rows' (or 'items').",
      ])
  }
}
