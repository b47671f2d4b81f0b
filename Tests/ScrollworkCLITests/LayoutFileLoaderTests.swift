import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// The issues (errors and warnings) parsing `text` reports, as printed; empty when it
/// parses without any.
private func issues(_ text: String) -> [String] {
  do {
    let file = try LayoutFile.parse(text, path: "t.yaml")
    return file.warnings.map(\.description)
  } catch {
    return error.issues.map(\.description)
  }
}

/// Parses and builds `text`, returning the issues of both phases.
private func buildIssues(_ text: String) -> [String] {
  do {
    let file = try LayoutFile.parse(text, path: "t.yaml")
    _ = try file.build()
    return file.warnings.map(\.description)
  } catch {
    return error.issues.map(\.description)
  }
}

@Suite("Layout files: loading and its errors (FILE:LINE:COLUMN)")
struct LayoutFileLoaderTests {
  @Test("the issue's example keys all load; defaults: parents, kinds, device")
  func loadsTheIssueExample() throws {
    let file = try LayoutFile.parse(
      """
      device: iphone-se-2
      layoutDirection: ltr
      views:
        - id: root
        - { id: scroll, parent: root, type: scrollView, pagingEnabled: false, contentInset: [0, 0, 0, 0] }
        - { id: content, parent: scroll }
        - { id: title, parent: content, type: label, text: "Some text", lines: 0, font: { size: 17 } }
        - { id: box, parent: content, intrinsicSize: [-1, 86], hugging: [250, 250], compression: [750, 750] }
        - { id: pinned, frame: [10, 10, 50, 50], autoresizing: [flexibleWidth] }
      constraints:
        - "H:|[scroll]|"
        - { vfl: "V:|-(top)-[title]-[box]-|", metrics: { top: 60 }, options: [alignAllCenterX] }
        - "content.edges == scroll.contentLayoutGuide.edges"
        - "content.width == scroll.frameLayoutGuide.width"
        - "box.height == 0.5 * content.width + 10 @750"
        - { id: boxWidth, expr: "box.width <= 300" }
      actions: [ {rotate: landscape}, {keyboard: {height: 291}}, {offset: {view: scroll, y: 300}}, {set: {constraint: boxWidth, constant: 120}}, {text: {view: title, value: "..."}} ]
      """, path: "t.yaml")
    #expect(file.warnings.isEmpty)
    #expect(file.device?.name == "iphone-se-2")
    #expect(file.views.map(\.id) == ["root", "scroll", "content", "title", "box", "pinned"])
    #expect(file.views[5].parent == "root")
    #expect(file.views[1].kind == .scrollView)
    #expect(file.views[4].intrinsicSize == CGSize(width: -1, height: 86))
    #expect(file.constraints.count == 6)
    #expect(
      file.actions.map(\.action) == [
        .rotate(.landscape), .keyboard(height: 291), .offset("scroll", x: nil, y: 300),
        .setConstraint("boxWidth", constant: 120, priority: nil), .text("title", "..."),
      ])
  }

  @Test("a YAML syntax error names its line and column")
  func yamlSyntax() {
    #expect(
      issues("views:\n  - { id: root\n") == [
        "t.yaml:3:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 5)."
      ])
  }

  @Test("every error of a file is reported, in file order, warnings included")
  func allErrors() {
    let text = """
      device: iphone-se-2
      colour: red
      views:
        - id: root
        - { id: a, parent: nowhere }
        - { id: a }
        - { id: b, parent: c }
        - { id: c, parent: b }
        - { id: 9lives }
        - { id: d, type: slider, hugging: [0, 250], frame: [0, 0, .inf, 10] }
      constraints:
        - "a.top == root.safeAreaLayoutGuide.topp"
        - "a.width == ghost.width"
        - "H:|-[a]-[nope]-|"
        - { id: w, expr: "a.width == 10 @1200" }
      actions:
        - set: { constraint: missing, constant: 1 }
        - scrollTo: { view: a, page: 1 }
      """
    #expect(
      issues(text) == [
        "t.yaml:2:1: warning: Unknown key 'colour' (ignored).",
        "t.yaml:5:22: error: Unknown parent id 'nowhere'.",
        "t.yaml:6:11: error: Duplicate id 'a' (first defined at line 5, column 11).",
        "t.yaml:7:22: error: Parent cycle: b -> c -> b; every view must lead up to the root 'root'.",
        "t.yaml:9:11: error: Bad id '9lives': use ASCII letters (a-z, A-Z), digits and '_', starting with a letter or '_'.",
        "t.yaml:10:20: error: Unknown view type 'slider': expected one of view, scrollView, stackView, label, imageView, textField, button, switch, tableView, collectionView.",
        "t.yaml:10:38: error: hugging: Priority 0 is outside (0, 1000].",
        "t.yaml:10:61: error: frame must be a finite number, not '.inf'.",
        "t.yaml:12:40: error: Unknown attribute 'topp': expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, edges, size, center.",
        "t.yaml:13:17: error: Unknown view id 'ghost'.",
        "t.yaml:14:19: error: Visual format error: nope is not a key in the views dictionary.",
        "t.yaml:15:36: error: Priority 1200 is outside (0, 1000].",
        "t.yaml:17:24: error: Unknown constraint id 'missing'.",
        "t.yaml:18:23: error: 'a' is a view, not a scrollView.",
      ])
  }

  @Test("a VFL error points at UIKit's caret inside the string; single quotes and JSON too")
  func vflCaretColumn() {
    let yaml = "views:\n  - id: root\n  - id: a\nconstraints:\n  - 'H:|-[a]-(x)-|'\n"
    // UIKit's caret is under index 10 of the format; the format starts at column 6.
    #expect(
      issues(yaml) == [
        #"t.yaml:5:16: error: Visual format error: Encountered metric with name "x", but value was not specified in metrics or views dictionaries"#
      ])
    let json = #"{"views": [{"id": "root"}, {"id": "a"}], "constraints": ["H:|-[a]-[b]-|"]}"#
    #expect(issues(json) == [#"t.yaml:1:69: error: Visual format error: b is not a key in the views dictionary."#])
  }

  @Test("views of one format string must share a superview ('|')")
  func vflCommonSuperview() {
    let text = """
      views:
        - id: root
        - id: a
        - { id: inner }
        - { id: b, parent: inner }
      constraints:
        - "H:|[a][b]|"
      """
    #expect(
      issues(text) == [
        "t.yaml:7:13: error: The views of a visual format string must share one superview ('|'): 'a' is in 'root', 'b' is in 'inner'."
      ])
  }

  @Test("guides belong to the right views; shorthands pair with their own kind; pairings follow UIKit")
  func guidesAndPairings() {
    let text = """
      views:
        - id: root
        - id: a
      constraints:
        - "a.top == root.contentLayoutGuide.top"
        - "a.edges == root.size"
        - "a.top == root.width"
        - "a.leading == root.left"
        - "a.top == root.safeAreaLayoutGuide.topMargin"
      """
    let prefix =
      "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
    #expect(
      issues(text) == [
        "t.yaml:5:15: error: 'root' is a view; contentLayoutGuide belongs to scroll views.",
        "t.yaml:6:22: error: 'edges' cannot be related to 'size'.",
        "t.yaml:7:8: error: Cannot make 'a.top == root.width': \(prefix)Invalid pairing of layout attributes",
        "t.yaml:8:8: error: Cannot make 'a.leading == root.left': \(prefix)A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.",
        "t.yaml:9:40: error: Layout guides have no topMargin attribute.",
      ])
  }

  @Test("shapes: not a mapping, no views, empty views, empty file, numbers as strings")
  func shapes() {
    #expect(issues("- 1\n- 2\n") == ["t.yaml:1:1: error: A layout file must be a mapping (key: value), not a list."])
    #expect(
      issues("device: iphone-x\n") == [
        "t.yaml:1:1: error: Missing 'views': a list of views whose first is the root (the screen)."
      ])
    #expect(issues("views: []\n") == ["t.yaml:1:8: error: views is empty: the first view is the root (the screen)."])
    #expect(issues("") == ["t.yaml:1:1: error: The file is empty: expected a mapping with a 'views' list."])
    #expect(
      issues("views:\n  - { id: root }\n  - { id: a, frame: [0, 0, '10', 10] }\n") == [
        "t.yaml:3:28: error: frame must be a number, not '10'."
      ])
    #expect(
      issues("device: iphone-99\nviews: [{id: root}]\n") == [
        "t.yaml:1:9: error: Unknown device 'iphone-99'. `scrollwork devices` lists the presets."
      ])
    #expect(
      issues("device: iphone-x\nsize: [10, 10]\nviews: [{id: root}]\n") == [
        "t.yaml:2:7: error: Give 'device' or 'size', not both."
      ])
  }

  @Test("a key that belongs to another kind of view is a warning")
  func kindKeys() {
    #expect(
      issues("views:\n  - id: root\n  - { id: a, text: hi, colour: red }\n") == [
        "t.yaml:3:14: warning: 'text' does not apply to a view (ignored).",
        "t.yaml:3:24: warning: Unknown view key 'colour' (ignored).",
      ])
  }

  @Test("alias bombs are refused by a node budget; an alias as a key is refused before composing")
  func aliasBombs() {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in 1...8 {
      let refs = Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(i): &a\(i) [\(refs)]")
    }
    lines.append("views: [{id: root}]")
    let bomb = lines.joined(separator: "\n") + "\n"
    #expect(
      issues(bomb) == [
        "t.yaml:1:34: error: The document expands to more than 1000000 nodes (an alias bomb?); refused."
      ])
    #expect(
      issues("a: &a [1, 2]\nb: { *a : 1 }\nviews: [{id: root}]\n") == [
        "t.yaml:2:6: error: An alias may not be used as a mapping key."
      ])
    // Aliases used as values are fine.
    #expect(
      issues("views:\n  - { id: root, layoutMargins: &m [8, 8, 8, 8] }\n  - { id: a, layoutMargins: *m }\n") == [])
  }

  @Test("files larger than 10 MB are refused")
  func tooLarge() {
    let text = "views: [{id: root}]\n#" + String(repeating: "x", count: LayoutFile.maximumFileSize)
    #expect(
      issues(text) == [
        "t.yaml: error: The text is \(text.utf8.count) bytes; layout files may be at most 10485760 bytes."
      ])
  }

  @Test("load(path:) reports a missing file and a folder without crashing")
  func loadFailures() {
    #expect(throws: LayoutFileErrors.self) { try LayoutFile.load(path: "/nonexistent/x.yaml") }
    do {
      _ = try LayoutFile.load(path: "/tmp")
      Issue.record("a folder loaded")
    } catch {
      #expect(error.issues.map(\.description) == ["/tmp: error: This is a folder, not a layout file."])
    }
  }

  @Test("actions: every form parses; wrong shapes are errors")
  func actions() throws {
    let file = try LayoutFile.parse(
      """
      views:
        - id: root
        - { id: s, type: scrollView }
        - { id: f, parent: s, type: textField }
      constraints:
        - { id: c, expr: "s.width == 10" }
      actions:
        - rotate: portrait
        - keyboard: hide
        - keyboard: 0
        - focus: f
        - focus: { view: f }
        - scrollTo: { view: s, page: 3, axis: vertical }
        - offset: { view: s, x: -5 }
        - set: { constraint: c, priority: high }
        - text: { view: f, value: "x" }
      """, path: "t.yaml")
    #expect(
      file.actions.map(\.action) == [
        .rotate(.portrait), .keyboard(height: nil), .keyboard(height: nil), .focus("f"), .focus("f"),
        .scrollTo("s", page: 3, axis: .vertical), .offset("s", x: -5, y: nil),
        .setConstraint("c", constant: nil, priority: 750), .text("f", "x"),
      ])
    #expect(
      issues(
        "views: [{id: root}]\nactions:\n  - spin: 3\n  - { rotate: upside }\n  - keyboard: { height: -1 }\n  - text: { view: root, value: x }\n"
      ) == [
        "t.yaml:3:5: error: Unknown action 'spin': expected rotate, keyboard, focus, scrollTo, offset, set, text or contentSizeCategory.",
        "t.yaml:4:15: error: Unknown orientation 'upside': expected one of portrait, landscape.",
        "t.yaml:5:25: error: The keyboard height must not be negative.",
        "t.yaml:6:19: error: 'root' is a view; 'text' changes a label, textField or button.",
      ])
  }

  @Test("insets and per-axis priorities also take mappings; a missing axis keeps the default")
  func mappingForms() throws {
    let file = try LayoutFile.parse(
      "views:\n  - { id: root, layoutMargins: {top: 1, right: 4} }\n  - { id: a, hugging: {vertical: 300}, compression: high }\n",
      path: "t.yaml")
    #expect(file.views[0].layoutMargins == EdgeInsets(top: 1, left: 0, bottom: 0, right: 4))
    let hugging = try #require(file.views[1].hugging)
    #expect(hugging.0 == nil)
    #expect(hugging.1 == 300)
    let compression = try #require(file.views[1].compression)
    #expect(compression.0 == 750)
    #expect(compression.1 == 750)
  }

  @Test("a missing font file is an error at its place")
  func missingFont() {
    #expect(
      buildIssues("views:\n  - id: root\n  - { id: l, type: label, font: { size: 12, file: nope.otf } }\n").first?
        .hasPrefix("t.yaml:3:51: error: Font file 'nope.otf' not found (looked at ") == true)
  }
}
