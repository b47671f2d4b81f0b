import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Layout files written as a user who had read only `Documentation/LayoutFiles.md` would
/// write them: the forms the page documents that the reader refused or mis-read, the
/// slips whose messages named the wrong thing, and issues inside reused cells that did not
/// say which row they were in. Each test gives exact frames or exact text with line:column.
@Suite("Layout files: what a user writes from the documentation")
struct LayoutFileUserMistakeTests {
  /// The messages of a file that cannot be used (or its warnings), as printed.
  static func issues(_ text: String) -> [String] {
    do {
      let file = try LayoutFile.parse(text, path: "t.yaml")
      return file.warnings.map(\.description)
    } catch {
      return error.issues.map(\.description)
    }
  }

  static func screen(_ text: String) throws -> LaidOutScreen {
    let s = try LayoutFile.parse(text, path: "t.yaml").build(device: nil, orientation: nil)
    s.runActions()
    return s
  }

  static func frames(_ s: LaidOutScreen) -> [String: CGRect] {
    Dictionary(uniqueKeysWithValues: s.views.map { ($0.id, $0.view.frame) })
  }

  /// A card filling a 300 × 400 screen with directional margins written as the page's
  /// names: `{top, leading, bottom, trailing}` (UIKit's `NSDirectionalEdgeInsets`).
  static func directionalCard(_ direction: String, _ margins: String) -> String {
    """
    size: [300, 400]
    layoutDirection: \(direction)
    views:
      - id: root
      - { id: card, directionalLayoutMargins: \(margins) }
      - { id: fill, parent: card }
    constraints:
      - "card.edges == root.edges"
      - "fill.edges == card.layoutMarginsGuide.edges"
    """
  }

  @Test(
    "directionalLayoutMargins as {top, leading, bottom, trailing}: leading is the left in LTR, the right in RTL (UIKitBehaviour.md §6)"
  )
  func directionalMarginsByName() throws {
    // It used to be refused: "Unknown inset 'leading': use top, left, bottom, right."
    let margins = "{ top: 4, leading: 10, bottom: 6, trailing: 30 }"
    let ltr = try Self.screen(Self.directionalCard("ltr", margins))
    #expect(ltr.view("fill")?.frame == CGRect(x: 10, y: 4, width: 260, height: 390))
    let rtl = try Self.screen(Self.directionalCard("rtl", margins))
    #expect(rtl.view("fill")?.frame == CGRect(x: 30, y: 4, width: 260, height: 390))
    // The list form, in the page's order, gives the same frames; a missing key is 0.
    let list = try Self.screen(Self.directionalCard("rtl", "[4, 10, 6, 30]"))
    #expect(list.view("fill")?.frame == CGRect(x: 30, y: 4, width: 260, height: 390))
    let partial = try Self.screen(Self.directionalCard("rtl", "{ leading: 10 }"))
    #expect(partial.view("fill")?.frame == CGRect(x: 0, y: 0, width: 290, height: 400))
  }

  @Test("directional insets refuse left and right (and a short list) at the key, naming the directional sides")
  func directionalMarginsRefuseLeftRight() {
    #expect(
      Self.issues(Self.directionalCard("ltr", "{ top: 4, left: 10 }")) == [
        "t.yaml:5:53: error: Unknown inset 'left': directionalLayoutMargins is directional, use top, leading, bottom, trailing (leading is the right in a right-to-left layout)."
      ])
    #expect(
      Self.issues(Self.directionalCard("ltr", "[4, 10, 6]")) == [
        "t.yaml:5:43: error: directionalLayoutMargins must be a list of 4 numbers, like [top, leading, bottom, trailing]."
      ])
  }

  @Test("compositional contentInsets as {top, leading, trailing}: leading is the right in RTL (§24)")
  func compositionalInsetsByName() throws {
    let text = """
      size: [320, 480]
      layoutDirection: rtl
      views:
        - id: root
        - id: list
          type: collectionView
          compositional:
            contentInsets: { top: 8, leading: 16, trailing: 4 }
            item: { width: { fractionalWidth: 0.5 }, height: { fractionalHeight: 1 }, contentInsets: { leading: 2 } }
          cells:
            C: { views: [] }
          sections:
            - items: [{ cell: C }, { cell: C }]
      constraints:
        - "list.edges == root.edges"
      """
    let s = try Self.screen(text)
    let list = try #require(s.view("list") as? CollectionView)
    // 320 less 16 and 4 is 300: two items of 150, the first at the leading (right) edge,
    // each 2 narrower on its leading side.
    #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 154, y: 8, width: 148, height: 44))
    #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 4, y: 8, width: 148, height: 44))
    #expect(list.contentSize == CGSize(width: 320, height: 52))
  }

  @Test("a negative priority is out of range, said as such (it read \"Expected a priority after '@', found '-'\")")
  func negativePriority() {
    let text = """
      views:
        - id: root
        - { id: k, compression: [-1, 750] }
      constraints:
        - "k.width == 10 @-5"
        - { expr: "k.height == 10", priority: -250 }
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:3:28: error: compression: Priority -1 is outside (0, 1000].",
        "t.yaml:5:21: error: Priority -5 is outside (0, 1000].",
        "t.yaml:6:41: error: priority: Priority -250 is outside (0, 1000].",
      ])
  }

  @Test("`=<` and `=>` name what was written and the relation to use")
  func swappedRelation() {
    let text = """
      views:
        - id: root
        - id: a
      constraints:
        - "a.width =< 100"
        - "a.height => 10"
        - "a.top = root.top"
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:5:14: error: Unknown relation '=<': use '<='.",
        "t.yaml:6:15: error: Unknown relation '=>': use '>='.",
        "t.yaml:7:12: error: Unknown relation '=': use '=='.",
      ])
  }

  @Test("ids are ASCII: a Unicode letter is refused with a message that says so")
  func unicodeID() {
    #expect(
      Self.issues("views:\n  - id: root\n  - id: \"ünï\"\n") == [
        "t.yaml:3:9: error: Bad id 'ünï': use ASCII letters (a-z, A-Z), digits and '_', starting with a letter or '_'."
      ])
  }

  @Test("a duplicate key is a YAML error at its first use, saying so and what to do")
  func duplicateKey() {
    #expect(
      Self.issues("views:\n  - id: root\n  - { id: a, frame: [0, 0, 1, 1], frame: [0, 0, 2, 2] }\n") == [
        "t.yaml:3:14: error: Duplicate key 'frame' in a mapping (this is its first use): give each key once."
      ])
  }

  @Test("a tab that indents is a YAML error that says it is a tab and what to do")
  func tabIndent() {
    #expect(
      Self.issues("views:\n\t- id: root\n") == [
        "t.yaml:2:1: error: YAML syntax error: found character that cannot start any token (while scanning for the next token at line 2, column 1). It is a tab: YAML indents with spaces only; replace the tab with spaces."
      ])
    // A tab inside a flow list is not indentation: libyaml takes it, and the file is fine.
    #expect(Self.issues("views: [{ id: root },\t{ id: a }]\n") == [])
  }

  @Test("layoutMargins and directionalLayoutMargins together: the one written last wins, with a warning at it")
  func bothMargins() throws {
    let text = """
      size: [300, 400]
      views:
        - id: root
        - { id: card, layoutMargins: 5, directionalLayoutMargins: { leading: 20 } }
        - { id: fill, parent: card }
      constraints:
        - "card.edges == root.edges"
        - "fill.edges == card.layoutMarginsGuide.edges"
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:4:35: warning: 'directionalLayoutMargins' replaces 'layoutMargins' (line 4): both set the same margins and the last one set wins; give one."
      ])
    #expect(try Self.screen(text).view("fill")?.frame == CGRect(x: 20, y: 0, width: 280, height: 400))
    let reversed = text.replacingOccurrences(
      of: "layoutMargins: 5, directionalLayoutMargins: { leading: 20 }",
      with: "directionalLayoutMargins: { leading: 20 }, layoutMargins: 5")
    #expect(try Self.screen(reversed).view("fill")?.frame == CGRect(x: 5, y: 5, width: 290, height: 390))
  }

  /// A table whose header view's label and every row's label have no x: each issue names
  /// the view as `layout` lists it.
  static let unpinnedNames = """
    size: [320, 480]
    views:
      - id: main
      - id: list
        type: tableView
        rowHeight: 50
        header:
          views: [{ id: t, type: label, text: "Hi" }]
          constraints: ["t.top == header.top + 8", "t.bottom == header.bottom - 8"]
        cells:
          Row:
            views: [{ id: name, type: label }]
            constraints: ["name.centerY == contentView.centerY"]
        sections:
          - rows: [{ cell: Row, text: { name: "A" } }, { cell: Row, text: { name: "B" } }]
    constraints:
      - "list.edges == main.edges"
    """

  @Test("an issue inside a reused cell or a table's header view names it as `layout` lists it (list[0,1].name)")
  func issuesNameTheRow() throws {
    let s = try Self.screen(Self.unpinnedNames)
    let issues = s.diagnostics()
    let json = s.jsonObject(issues: issues)
    let listed = (json["issues"] as? [[String: Any]] ?? []).map { $0["views"] as? [String] ?? [] }
    // They read ["name"], ["name"], ["t"]: two issues that did not say which row.
    #expect(listed == [["list[0,0].name"], ["list[0,1].name"], ["list.header.t"]])
    #expect(
      s.textReport(issues: issues).contains(
        "error: [ambiguous-layout] (list[0,1].name) name.minX is free: add name.leading == contentView.leading"))
    // The views of the file keep their ids, and the cell itself its place.
    let table = try #require(s.view("list") as? TableView)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(s.id(of: cell) == "list[0,1]")
    #expect(s.id(of: table) == "list")
    #expect(s.id(of: cell.contentView) == "list[0,1].contentView")
  }

  /// A screen using most of the page: a scroll view with its guides, a stack of every
  /// kind of view, margins, a label that wraps. Every view but the root names its parent.
  static let article = """
    size: [320, 568]
    views:
      - id: root
      - { id: scroll, parent: root, type: scrollView }
      - { id: content, parent: scroll, directionalLayoutMargins: { leading: 20, trailing: 12 } }
      - { id: title, parent: content, type: label, lines: 0, font: 22, text: "A title long enough to wrap on a small phone" }
      - { id: stack, parent: content, type: stackView, axis: vertical, spacing: 8, alignment: leading, arranged: [field, button, toggle, image] }
      - { id: field, parent: stack, type: textField, placeholder: "Name", borderStyle: roundedRect }
      - { id: button, parent: stack, type: button, title: "Send" }
      - { id: toggle, parent: stack, type: switch, on: true }
      - { id: image, parent: stack, type: imageView, imageSize: [120, 80] }
      - { id: row, parent: content, type: stackView, distribution: fillEqually, spacing: 10, arranged: [left, right] }
      - { id: left, parent: row, intrinsicSize: [-1, 44] }
      - { id: right, parent: row, intrinsicSize: [-1, 44] }
      - { id: footer, parent: root, intrinsicSize: [-1, 49] }
    constraints:
      - "H:|[scroll]|"
      - "H:|[footer]|"
      - "V:|[scroll][footer]|"
      - "content.edges == scroll.contentLayoutGuide.edges"
      - "content.width == scroll.frameLayoutGuide.width"
      - "title.top == content.layoutMarginsGuide.top"
      - "H:|-[title]-|"
      - "H:|-[stack]-|"
      - "H:|-[row]-|"
      - "V:[title]-16-[stack]-16-[row]-|"
    """

  @Test("reordering the views (the root kept first) changes no frame, and a second layout pass changes nothing")
  func reorderingViewsKeepsFrames() throws {
    let reference = try Self.screen(Self.article)
    let frames = Self.frames(reference)
    #expect(reference.diagnostics().isEmpty)
    // The content is 320 wide less its directional margins (20 leading, 12 trailing): 288,
    // two views of (288 - 10) / 2.
    #expect(frames["left"] == CGRect(x: 0, y: 0, width: 139, height: 44))
    #expect(frames["right"] == CGRect(x: 149, y: 0, width: 139, height: 44))
    #expect(frames["row"]?.minX == 20)
    #expect((reference.view("scroll") as? ScrollView)?.contentSize.width == 320)
    reference.root.setNeedsLayout()
    reference.root.layoutIfNeeded()
    #expect(Self.frames(reference) == frames)

    let lines = Self.article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let viewLines = lines.indices.filter { lines[$0].hasPrefix("  - { id: ") }
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 13).value)
    for _ in 0..<8 {
      var shuffled = viewLines.map { lines[$0] }
      shuffled.shuffle(using: &rng)
      var text = lines
      for (i, line) in zip(viewLines, shuffled) { text[i] = line }
      let screen = try Self.screen(text.joined(separator: "\n"))
      #expect(Self.frames(screen) == frames)
      #expect(screen.diagnostics().isEmpty)
    }
  }
}
