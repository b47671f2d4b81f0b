import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkLayoutFile

/// Collection views' section headers and footers in layout files (issue 19): the flow
/// layout's `headerReferenceSize`/`footerReferenceSize`, the `header:`/`footer:`
/// views and each section's texts for them; `Examples/photo-sections.yaml` end to end.
@Suite("Layout files: collection section headers and footers")
struct CollectionSupplementaryFileTests {
  /// `scrollwork layout Examples/photo-sections.yaml` below its heading.
  static let table = """
    id                    type            frame                   contentSize  contentOffset  adjustedContentInset
    --------------------  --------------  ----------------------  -----------  -------------  --------------------
    main                  view            (0, 0, 375, 667)
    grid                  collectionView  (0, 0, 375, 667)        (375, 580)   (0, 0)         (0, 0, 0, 0)
    grid[0].header        sectionHeader   (0, 0, 375, 40)
    grid[0].header.title  label           (16, 9.5, 72, 21)
    grid[0,0]             Photo           (16, 48, 100, 100)
    grid[0,0].image       imageView       (0, 0, 100, 80)
    grid[0,0].caption     label           (0, 82, 100, 16)
    grid[0,1]             Photo           (137.5, 48, 100, 100)
    grid[0,1].image       imageView       (0, 0, 100, 80)
    grid[0,1].caption     label           (0, 82, 100, 16)
    grid[0,2]             Photo           (259, 48, 100, 100)
    grid[0,2].image       imageView       (0, 0, 100, 80)
    grid[0,2].caption     label           (0, 82, 100, 16)
    grid[0,3]             Photo           (16, 158, 100, 100)
    grid[0,3].image       imageView       (0, 0, 100, 80)
    grid[0,3].caption     label           (0, 82, 100, 16)
    grid[0,4]             Photo           (137.5, 158, 100, 100)
    grid[0,4].image       imageView       (0, 0, 100, 80)
    grid[0,4].caption     label           (0, 82, 100, 16)
    grid[0].footer        sectionFooter   (0, 266, 375, 24)
    grid[0].footer.count  label           (16, 4, 54.5, 16)
    grid[1].header        sectionHeader   (0, 290, 375, 40)
    grid[1].header.title  label           (16, 9.5, 56.5, 21)
    grid[1,0]             Photo           (16, 338, 100, 100)
    grid[1,0].image       imageView       (0, 0, 100, 80)
    grid[1,0].caption     label           (0, 82, 100, 16)
    grid[1,1]             Photo           (137.5, 338, 100, 100)
    grid[1,1].image       imageView       (0, 0, 100, 80)
    grid[1,1].caption     label           (0, 82, 100, 16)
    grid[1,2]             Photo           (259, 338, 100, 100)
    grid[1,2].image       imageView       (0, 0, 100, 80)
    grid[1,2].caption     label           (0, 82, 100, 16)
    grid[1,3]             Photo           (16, 448, 100, 100)
    grid[1,3].image       imageView       (0, 0, 100, 80)
    grid[1,3].caption     label           (0, 82, 100, 16)
    grid[1].footer        sectionFooter   (0, 556, 375, 24)
    grid[1].footer.count  label           (16, 4, 55, 16)

    No issues.

    """

  @Test("layout Examples/photo-sections.yaml lists each section's header before its items and its footer after them")
  func exampleLayout() throws {
    let r = try CommandRunner.run(["layout", "Examples/photo-sections.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == "Examples/photo-sections.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n" + Self.table)
  }

  @Test("layout --json: the visible headers and footers as \"supplementary\", by section, with their views")
  func exampleJSON() throws {
    let r = try CommandRunner.run(["layout", "Examples/photo-sections.yaml", "--json"])
    #expect(r.status == 0)
    let views = try #require(r.json?["views"] as? [String: Any])
    let grid = try #require(views["grid"] as? [String: Any])
    let ends = try #require(grid["supplementary"] as? [[String: Any]])
    #expect(ends.map { $0["kind"] as? String ?? "" } == ["header", "footer", "header", "footer"])
    #expect(ends.map { $0["section"] as? Int ?? -1 } == [0, 0, 1, 1])
    #expect(
      ends.map { $0["frame"] as? [Double] ?? [] } == [
        [0, 0, 375, 40], [0, 266, 375, 24], [0, 290, 375, 40], [0, 556, 375, 24],
      ])
    #expect(ends.first?["views"] as? [String: [String: [Double]]] == ["title": ["frame": [16, 9.5, 72, 21]]])
    // A main view has none.
    #expect((views["main"] as? [String: Any])?["supplementary"] == nil)
  }

  @Test("render draws each header and footer in the collection's content, with the section's text")
  func exampleRender() throws {
    let r = try CommandRunner.run(["render", "Examples/photo-sections.yaml"])
    #expect(r.status == 0)
    #expect(
      r.stdout.contains(
        "<g class=\"sw-view\" transform=\"translate(0,290)\" data-id=\"grid[1].header\">\n"
          + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"375\" height=\"40\"/>\n"
          + "<text class=\"sw-caption\" x=\"2\" y=\"9\">grid[1].header · UICollectionReusableView</text>"))
    for text in ["Beaches", "Towns", "5 photos", "4 photos"] { #expect(r.stdout.contains(">\(text)<"), "\(text)") }
  }

  /// A 320 × 200 screen with a horizontal strip: two sections of three 80 × 80
  /// tiles, 30-wide headers and 20-wide footers, scrolled to `x`.
  static func strip(offset x: Int) -> String {
    """
    size: [320, 200]
    views:
      - id: main
      - id: strip
        type: collectionView
        scrollDirection: horizontal
        itemSize: [80, 80]
        headerReferenceSize: [30, 0]
        footerReferenceSize: [20, 0]
        header:
          views: [{ id: title, type: label, font: 13, text: "?" }]
          constraints: ["title.leading == header.leading + 4", "title.top == header.top + 8"]
        footer: {}
        cells:
          Tile:
            views: [{ id: name, type: label, font: 13 }]
            constraints: ["name.leading == contentView.leading", "name.top == contentView.top"]
        sections:
          - header: { text: { title: "A" } }
            items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }]
          - header: { text: { title: "B" } }
            items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }]
    constraints: ["strip.edges == main.edges"]
    actions:
      - offset: { view: strip, x: \(x) }

    """
  }

  @Test("a horizontal flow layout: headers and footers are columns as high as the strip, only the visible ones listed")
  func horizontal() throws {
    // Columns of two tiles (80 + 10 + 80 fits 200; the spare 30 goes between them: y 0
    // and 120). Section 0: header x 0 to 30, columns at 30 and 120, footer 200 to 220;
    // section 1: header 220 to 250, columns at 250 and 340, footer 420 to 440.
    func ends(_ screen: LaidOutScreen) -> [String] {
      screen.visibleSupplementaryViews(of: "strip").map { "\($0.section) \($0.name) \($0.frame)" }
    }
    let start = try LayoutFile.parse(Self.strip(offset: 0), path: "t.yaml").build()
    start.runActions()
    #expect(start.view("strip").map { ($0 as? ScrollView)?.contentSize } == CGSize(width: 440, height: 200))
    #expect(
      ends(start) == [
        "0 header \(CGRect(x: 0, y: 0, width: 30, height: 200))",
        "0 footer \(CGRect(x: 200, y: 0, width: 20, height: 200))",
        "1 header \(CGRect(x: 220, y: 0, width: 30, height: 200))",
      ])
    #expect(
      start.visibleCells(of: "strip").map(\.frame) == [
        CGRect(x: 30, y: 0, width: 80, height: 80), CGRect(x: 30, y: 120, width: 80, height: 80),
        CGRect(x: 120, y: 0, width: 80, height: 80), CGRect(x: 250, y: 0, width: 80, height: 80),
        CGRect(x: 250, y: 120, width: 80, height: 80),
      ])
    #expect(
      start.visibleSupplementaryViews(of: "strip").first.map { $0.views.map(\.frame) }
        == [CGRect(x: 4, y: 8, width: 9, height: 16)])
    // At the maximum offset (120) the bounds run from 120 to 440: the first header is gone.
    let end = try LayoutFile.parse(Self.strip(offset: 120), path: "t.yaml").build()
    end.runActions()
    #expect(
      ends(end) == [
        "0 footer \(CGRect(x: 200, y: 0, width: 20, height: 200))",
        "1 header \(CGRect(x: 220, y: 0, width: 30, height: 200))",
        "1 footer \(CGRect(x: 420, y: 0, width: 20, height: 200))",
      ])
    #expect(end.diagnostics().isEmpty)
  }

  @Test("each section header or footer value a collection cannot use is an error (or a warning) at its place")
  func badInputs() {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: grid
          type: collectionView
          scrollDirection: horizontal
          headerReferenceSize: [40, -1]
          footerReferenceSize: [30, 0]
          header:
            views:
              - { id: header, type: label }
              - { id: title, type: label }
              - { id: pic, type: imageView }
            constraints: ["title.leading == header.leading"]
            size: 3
          cells:
            Tile: { views: [{ id: name, type: label }] }
          sections:
            - header: { text: { title: "A", pic: "x", nope: "y" }, height: 4 }
              footer: { text: { count: "1" } }
              items: [{ cell: Tile }]
            - header: Towns
              items: [{ cell: Tile }]
        - id: list
          type: collectionView
          header: { views: [{ id: t, type: label }] }
      constraints: ["grid.edges == main.edges", "list.top == main.top"]
      """
    var messages: [String] = []
    do {
      messages = try LayoutFile.parse(text, path: "t.yaml").warnings.map(\.description)
    } catch {
      messages = error.issues.map(\.description)
    }
    #expect(
      messages == [
        "t.yaml:7:26: error: headerReferenceSize must not be negative, not [40, -1].",
        "t.yaml:8:26: error: footerReferenceSize gives every section of 'grid' a footer, but 'grid' has no 'footer' "
          + "view: add footer: { views: [...], constraints: [...] } (UIKit raises when the data source gives no view).",
        "t.yaml:10:7: warning: The section header view of 'grid' is never shown: a horizontal flow layout makes each "
          + "section's header as wide as headerReferenceSize's width, and it is 0; set headerReferenceSize: [WIDTH, 0].",
        "t.yaml:11:17: error: 'header' is the section header view itself, the root of its views: use another id.",
        "t.yaml:15:7: warning: Unknown section header view key 'size' (ignored): it has 'views' and 'constraints'.",
        "t.yaml:19:39: error: 'pic' is an imageView; a section's header text sets the labels, text fields and buttons "
          + "of the section header view of 'grid': title.",
        "t.yaml:19:49: error: 'nope' is not a view of the template; a section's header text sets the labels, text "
          + "fields and buttons of the section header view of 'grid': title.",
        "t.yaml:19:62: warning: Unknown section header key 'height' (ignored): a section's header has 'text'.",
        "t.yaml:20:9: error: Section 0 of 'grid' sets footer text, but 'grid' has no 'footer' view: add "
          + "footer: { views: [...], constraints: [...] } to 'grid'.",
        "t.yaml:22:17: error: A collection section's header (its texts for the collection's header view, "
          + "{ text: { ID: \"…\" } }) must be a mapping (key: value), not 'Towns'.",
        "t.yaml:26:13: warning: The section header view of 'list' is never shown: a vertical flow layout makes each "
          + "section's header as high as headerReferenceSize's height, and it is 0; set headerReferenceSize: "
          + "[0, HEIGHT].",
      ])
  }
}
