import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Bad layout files (Documentation/BadInputs.md, "Layout files" rows): every problem is
/// an issue `FILE:LINE:COLUMN: error: message` at the offending node, and loading
/// throws ``LayoutFileErrors`` with all of them (`scrollwork layout` exits 2). Rows
/// already covered by ``LayoutFileLoaderTests`` (unknown and duplicate ids, parent
/// cycles, alias bombs, the size limit) are referenced from the table, not repeated.
@Suite("Bad inputs: layout files")
struct BadInputLayoutFileTests {
  /// The issues parsing `text` reports, as printed.
  static func issues(_ text: String) -> [String] {
    do {
      let file = try LayoutFile.parse(text, path: "t.yaml")
      return file.warnings.map(\.description)
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test("a view that is its own parent")
  func ownParent() {
    #expect(
      Self.issues("views:\n  - id: root\n  - { id: a, parent: a }\n") == [
        "t.yaml:3:22: error: 'a' cannot be its own parent."
      ])
  }

  @Test("a stack view arranging a view that is another view's subview, or the root, or itself")
  func arrangedNotSubview() {
    let text = """
      views:
        - id: root
        - { id: s, type: stackView, arranged: [a, root, s, ghost] }
        - { id: box }
        - { id: a, parent: box }
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:3:45: error: 'root' cannot be arranged in 's'.",
        "t.yaml:3:51: error: 's' cannot be arranged in 's'.",
        "t.yaml:3:54: error: Unknown view id 'ghost' in 'arranged'.",
        "t.yaml:5:22: error: 'a' is arranged in stack 's', so its parent must be 's', not 'box'.",
      ])
  }

  /// Each key of a view, by the kind it belongs to, with `[[1]]` (a list of lists) as
  /// its value: the message every key gives for a value of the wrong type.
  static let viewKeys: [(kind: String, key: String, message: String, inner: Bool)] = {
    let bool = "must be true or false, not a list."
    let insets = "must be a list of 4 numbers, like [top, left, bottom, right]."
    let size = "must be a list of 2 numbers, like [width, height]."
    let priorities = "must be [horizontal, vertical] priorities or one priority."
    let autoresizing =
      "autoresizing must be one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin."
    var rows: [(String, String, String, Bool)] = [
      ("view", "parent", "parent must be a string, not a list.", false),
      ("view", "frame", "frame must be a list of 4 numbers, like [x, y, width, height].", false),
      ("view", "autoresizing", autoresizing, true),
      ("view", "autoresizingMask", autoresizing, true),
      (
        "view", "semanticContentAttribute",
        "semanticContentAttribute must be one of unspecified, playback, spatial, forceLeftToRight, forceRightToLeft.",
        false
      ),
      (
        "scrollView", "contentInsetAdjustmentBehavior",
        "contentInsetAdjustmentBehavior must be one of automatic, scrollableAxes, never, always.", false
      ),
      ("scrollView", "contentOffset", "contentOffset must be a list of 2 numbers, like [x, y].", false),
      ("stackView", "axis", "axis must be one of horizontal, vertical.", false),
      (
        "stackView", "distribution",
        "distribution must be one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering.", false
      ),
      (
        "stackView", "alignment",
        "alignment must be one of fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline.", false
      ),
      ("stackView", "spacing", "spacing must be a number, not a list.", false),
      ("stackView", "arranged", "an arranged view id must be a string, not a list.", true),
      ("stackView", "arrangedSubviews", "an arranged view id must be a string, not a list.", true),
      ("label", "text", "text must be a string, not a list.", false),
      ("label", "lines", "lines must be a number, not a list.", false),
      ("label", "numberOfLines", "numberOfLines must be a number, not a list.", false),
      ("label", "font", "font must be a mapping (key: value), not a list.", false),
      ("label", "alignment", "alignment must be one of left, center, right, justified, natural.", false),
      ("label", "textAlignment", "textAlignment must be one of left, center, right, justified, natural.", false),
      ("label", "preferredMaxLayoutWidth", "preferredMaxLayoutWidth must be a number, not a list.", false),
      ("textField", "placeholder", "placeholder must be a string, not a list.", false),
      ("textField", "borderStyle", "borderStyle must be one of none, line, bezel, roundedRect.", false),
      ("button", "title", "title must be a string, not a list.", false),
      ("imageView", "imageSize", "imageSize " + size, false),
      ("imageView", "image", "image " + size, false),
    ]
    for key in ["intrinsicSize", "intrinsicContentSize"] { rows.append(("view", key, "\(key) \(size)", false)) }
    for key in ["hugging", "contentHuggingPriority", "compression", "contentCompressionResistancePriority"] {
      rows.append(("view", key, "\(key) \(priorities)", false))
    }
    rows.append(("view", "layoutMargins", "layoutMargins \(insets)", false))
    rows.append(
      (
        "view", "directionalLayoutMargins",
        "directionalLayoutMargins must be a list of 4 numbers, like [top, leading, bottom, trailing].", false
      ))
    rows.append(("scrollView", "contentInset", "contentInset \(insets)", false))
    rows.append(("button", "contentEdgeInsets", "contentEdgeInsets \(insets)", false))
    rows.append(("scrollView", "contentSize", "contentSize \(size)", false))
    rows += [
      ("tableView", "style", "style must be one of plain, grouped, insetGrouped.", false),
      ("tableView", "rowHeight", "rowHeight must be a number, not a list.", false),
      ("tableView", "estimatedRowHeight", "estimatedRowHeight must be a number, not a list.", false),
      ("tableView", "separatorStyle", "separatorStyle must be one of singleLine, none.", false),
      ("tableView", "cells", "cells must be a mapping (key: value), not a list.", false),
      ("tableView", "sections", "A section must be a mapping (key: value), not a list.", true),
      ("tableView", "header", "The table header view must be a mapping (key: value), not a list.", false),
      ("tableView", "footer", "The table footer view must be a mapping (key: value), not a list.", false),
      ("tableView", "sectionHeader", "The sectionHeader view must be a mapping (key: value), not a list.", false),
      ("tableView", "sectionFooter", "The sectionFooter view must be a mapping (key: value), not a list.", false),
      ("collectionView", "scrollDirection", "scrollDirection must be one of vertical, horizontal.", false),
      ("collectionView", "itemSize", "itemSize \(size)", false),
      ("collectionView", "estimatedItemSize", "estimatedItemSize \(size)", false),
      ("collectionView", "minimumLineSpacing", "minimumLineSpacing must be a number, not a list.", false),
      ("collectionView", "minimumInteritemSpacing", "minimumInteritemSpacing must be a number, not a list.", false),
      ("collectionView", "sectionInset", "sectionInset \(insets)", false),
      ("collectionView", "headerReferenceSize", "headerReferenceSize \(size)", false),
      ("collectionView", "footerReferenceSize", "footerReferenceSize \(size)", false),
      ("collectionView", "header", "The section header view must be a mapping (key: value), not a list.", false),
      ("collectionView", "footer", "The section footer view must be a mapping (key: value), not a list.", false),
      ("collectionView", "compositional", "compositional must be a mapping (key: value), not a list.", false),
    ]
    for (kind, keys) in [
      (
        "view",
        ["preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "hidden", "isHidden", "clipsToBounds"]
      ),
      ("scrollView", ["pagingEnabled", "isPagingEnabled"]),
      (
        "stackView",
        [
          "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement", "baselineRelativeArrangement",
          "isBaselineRelativeArrangement",
        ]
      ),
      ("switch", ["on", "isOn"]),
    ] {
      for key in keys { rows.append((kind, key, "\(key) \(bool)", false)) }
    }
    return rows
  }()

  @Test("every view key has a row: the table covers LayoutFile.allViewKeys but id and type")
  func everyKeyListed() {
    #expect(Set(Self.viewKeys.map(\.key)) == LayoutFile.allViewKeys.subtracting(["id", "type"]))
  }

  @Test("a wrong type for every view key: one error at the value", arguments: viewKeys.indices)
  func wrongViewType(_ index: Int) {
    let row = Self.viewKeys[index]
    let line = "  - { id: a, type: \(row.kind), \(row.key): [[1]] }"
    let column = line.count - "[[1]] }".count + 1 + (row.inner ? 1 : 0)
    #expect(Self.issues("views:\n  - id: root\n\(line)\n") == ["t.yaml:3:\(column): error: \(row.message)"])
  }

  @Test("a wrong type for id and type")
  func wrongIDType() {
    #expect(
      Self.issues("views:\n  - id: root\n  - { id: [[1]] }\n") == [
        "t.yaml:3:11: error: id must be a string, not a list."
      ])
    #expect(
      Self.issues("views:\n  - id: root\n  - { id: a, type: [[1]] }\n") == [
        "t.yaml:3:20: error: type must be a string, not a list."
      ])
  }

  @Test(
    "a wrong type for every top-level key",
    arguments: [
      ("device", "device must be a string, not a list.", 9),
      ("size", "size must be a list of 2 numbers, like [width, height].", 7),
      ("scale", "scale must be a number, not a list.", 8),
      ("orientation", "orientation must be one of portrait, landscape.", 14),
      ("layoutDirection", "layoutDirection must be one of ltr, rtl, leftToRight, rightToLeft.", 18),
      ("constraints", "A constraint must be a mapping (key: value), not a list.", 15),
      ("actions", "An action must be a mapping (key: value), not a list.", 11),
    ])
  func wrongTopLevelType(_ key: String, _ message: String, _ column: Int) {
    #expect(Self.issues("\(key): [[1]]\nviews: [{id: root}]\n") == ["t.yaml:1:\(column): error: \(message)"])
  }

  @Test(
    "a wrong type for every constraint and action field",
    arguments: [
      ("constraints", "{ expr: [[1]] }", "expr must be a string, not a list.", 13),
      ("constraints", "{ vfl: [[1]] }", "vfl must be a string, not a list.", 12),
      ("constraints", "{ vfl: \"[a]\", metrics: [[1]] }", "metrics must be a mapping (key: value), not a list.", 28),
      ("constraints", "{ vfl: \"[a]\", metrics: { m: [[1]] } }", "metric 'm' must be a number, not a list.", 33),
      ("constraints", "{ expr: \"a.width == 1\", id: [[1]] }", "id must be a string, not a list.", 33),
      ("constraints", "{ expr: \"a.width == 1\", priority: [[1]] }", "priority must be a priority, not a list.", 39),
      ("actions", "{ rotate: [[1]] }", "orientation must be one of portrait, landscape.", 15),
      ("actions", "{ keyboard: [[1]] }", "'keyboard' must be a mapping (key: value), not a list.", 17),
      ("actions", "{ offset: [[1]] }", "'offset' must be a mapping (key: value), not a list.", 15),
      ("actions", "{ set: [[1]] }", "'set' must be a mapping (key: value), not a list.", 12),
      ("actions", "{ text: [[1]] }", "'text' must be a mapping (key: value), not a list.", 13),
      ("actions", "{ scrollTo: [[1]] }", "'scrollTo' must be a mapping (key: value), not a list.", 17),
    ])
  func wrongFieldType(_ section: String, _ entry: String, _ message: String, _ column: Int) {
    let text = "views: [{id: root}, {id: a}]\n\(section):\n  - \(entry)\n"
    #expect(Self.issues(text) == ["t.yaml:3:\(column): error: \(message)"])
  }

  @Test("NaN and infinite numbers (.nan, .inf, 1e999) are refused wherever a number goes")
  func nonFinite() {
    let text = """
      views:
        - id: root
        - { id: a, frame: [.nan, 0, 10, 10], layoutMargins: .inf, hugging: [.nan, 250], compression: -.inf }
      constraints:
        - { id: w, expr: "a.width == 10", priority: .NaN }
        - { vfl: "[a]-(m)-|", metrics: { m: .inf } }
        - "a.height == 1e999"
      actions:
        - keyboard: { height: .inf }
        - offset: { view: a, y: .nan }
        - set: { constraint: w, constant: -.inf }
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:3:22: error: frame must be a finite number, not '.nan'.",
        "t.yaml:3:55: error: layoutMargins must be a finite number, not '.inf'.",
        "t.yaml:3:71: error: hugging must be a finite number, not '.nan'.",
        "t.yaml:3:96: error: compression must be a finite number, not '-.inf'.",
        "t.yaml:5:47: error: priority must be a finite number, not '.NaN'.",
        #"t.yaml:6:19: error: Visual format error: Encountered metric with name "m", but value was not specified in metrics or views dictionaries"#,
        "t.yaml:6:39: error: metric 'm' must be a finite number, not '.inf'.",
        "t.yaml:7:18: error: '1e999' is not a finite number.",
        "t.yaml:9:25: error: keyboard height must be a finite number, not '.inf'.",
        "t.yaml:10:27: error: y must be a finite number, not '.nan'.",
        "t.yaml:11:37: error: constant must be a finite number, not '-.inf'.",
      ])
  }

  @Test("priorities outside (0, 1000], in every place a priority is written")
  func priorities() {
    let text = """
      views:
        - id: root
        - { id: a, hugging: 0 }
        - { id: b, compression: [1000.01, 250] }
        - { id: c, hugging: { vertical: -1 } }
      constraints:
        - { id: w, expr: "a.width == 1", priority: 0 }
        - { expr: "a.width == 1", priority: 1001 }
        - "a.height == 2 @0"
        - "a.height == 2 @1000.5"
        - { vfl: "[a(10@2000)]" }
      actions:
        - set: { constraint: w, priority: 1e9 }
      """
    #expect(
      Self.issues(text) == [
        "t.yaml:3:23: error: hugging: Priority 0 is outside (0, 1000].",
        "t.yaml:4:28: error: compression: Priority 1000.01 is outside (0, 1000].",
        "t.yaml:5:35: error: hugging.vertical: Priority -1 is outside (0, 1000].",
        "t.yaml:7:46: error: priority: Priority 0 is outside (0, 1000].",
        "t.yaml:8:39: error: priority: Priority 1001 is outside (0, 1000].",
        "t.yaml:9:21: error: Priority 0 is outside (0, 1000].",
        "t.yaml:10:21: error: Priority 1000.5 is outside (0, 1000].",
        "t.yaml:11:23: error: Visual format error: Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        "t.yaml:13:37: error: priority: Priority 1000000000 is outside (0, 1000].",
      ])
  }

  @Test("the classic billion laughs (nine levels of ten) is refused, not expanded")
  func billionLaughs() {
    var lines = ["lol0: &lol0 lol"]
    for i in 1...9 {
      let refs = Array(repeating: "*lol\(i - 1)", count: 10).joined(separator: ",")
      lines.append("lol\(i): &lol\(i) [\(refs)]")
    }
    lines.append("views: [{id: root}]")
    #expect(
      Self.issues(lines.joined(separator: "\n") + "\n") == [
        "t.yaml:1:7: error: The document expands to more than 1000000 nodes (an alias bomb?); refused."
      ])
  }

  @Test("YAML nested 100,000 deep stops at libyaml's nesting limit")
  func deepNesting() {
    let text = "views: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
    #expect(
      Self.issues(text) == [
        "t.yaml:1:9: error: YAML syntax error: Maximum nesting level reached, set with yaml_set_max_nest_level()) (while parsing at line 1, column 9)."
      ])
  }

  @Test("the node budget grows with the text: 1.1 million plain nodes in 2.2 MB are not an alias bomb")
  func largePlainFile() throws {
    let count = 1_100_000
    let text = "description: [" + String(repeating: "1,", count: count - 1) + "1]\nviews: [{id: root}]\n"
    #expect(LayoutFile.nodeBudget(forLength: text.utf8.count) == text.utf8.count / 2)
    #expect(text.utf8.count / 2 > count + 4)
    let file = try LayoutFile.parse(text, path: "t.yaml")
    #expect(file.views.map(\.id) == ["root"])
    #expect(file.warnings.isEmpty)
  }

  @Test("a 5 MB visual format string is refused at the limit, its column pointing past 262,144 bytes")
  func longVisualFormat() {
    let format = "H:[a]" + String(repeating: "-[a]", count: 5 * 1024 * 1024 / 4)
    let text = "views:\n  - id: root\n  - { id: a }\nconstraints:\n  - \"" + format + "\"\n"
    #expect(
      Self.issues(text) == [
        "t.yaml:5:\(6 + 262_144): error: Visual format error: The format string is \(format.utf8.count) bytes long; visual format strings may be at most 262144 bytes."
      ])
  }
}
