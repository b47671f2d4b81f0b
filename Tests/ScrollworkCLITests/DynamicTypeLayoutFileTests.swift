import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Dynamic Type in layout files and on the command line: `font: body`,
/// `contentSizeCategory:`, the `contentSizeCategory` action, `--content-size` and
/// `report --content-sizes` (Documentation/LayoutFiles.md, UIKitBehaviour.md §17).
@Suite("Layout files: Dynamic Type")
struct DynamicTypeLayoutFileTests {
  /// A settings screen done right: rows of a wrapping body label beside a switch in a
  /// scroll view, nothing of fixed height.
  static let goodScreen = """
    device: iphone-se-2
    views:
      - id: root
      - { id: scroll, type: scrollView }
      - { id: content, parent: scroll }
      - { id: rows, parent: content, type: stackView, axis: vertical, spacing: 12, arranged: [row1, row2] }
      - { id: row1, type: stackView, axis: horizontal, alignment: center, spacing: 8, arranged: [label1, switch1] }
      - { id: label1, type: label, text: "Allow notifications on the lock screen", lines: 0, font: body }
      - { id: switch1, type: switch }
      - { id: row2, type: stackView, axis: horizontal, alignment: center, spacing: 8, arranged: [label2, switch2] }
      - { id: label2, type: label, text: "Show previews", lines: 0, font: { style: headline } }
      - { id: switch2, type: switch }
    constraints:
      - "scroll.edges == root.safeAreaLayoutGuide.edges"
      - "content.edges == scroll.contentLayoutGuide.edges"
      - "content.width == scroll.frameLayoutGuide.width"
      - "rows.edges == content.layoutMarginsGuide.edges"
    """

  /// The same text in rows of fixed height 44: fine at `large`, cut off at the
  /// accessibility sizes.
  static let fixedRows = """
    device: iphone-se-2
    views:
      - id: root
      - { id: row, parent: root }
      - { id: title, parent: row, type: label, text: "Notifications", font: body }
    constraints:
      - "row.top == root.safeAreaLayoutGuide.top"
      - "row.leading == root.leading"
      - "row.trailing == root.trailing"
      - "row.height == 44"
      - "title.leading == row.leading + 16"
      - "title.trailing == row.trailing - 16"
      - "title.top == row.top + 11"
      - "title.bottom == row.bottom - 11"
    """

  static func build(_ text: String, category: ContentSizeCategory? = nil) throws -> LaidOutScreen {
    try LayoutFile.parse(text, path: "t.yaml").build(contentSizeCategory: category)
  }

  static func frames(_ s: LaidOutScreen) -> [String: CGRect] {
    Dictionary(uniqueKeysWithValues: s.views.map { ($0.id, $0.view.frame) })
  }

  @Test("font: body / { style: headline } take the category's size: 17 and 53 for body, bold headline")
  func styleFonts() throws {
    let large = try Self.build(Self.goodScreen)
    #expect(large.contentSizeCategory == .large)
    #expect((large.view("label1") as? Label)?.font == Font.systemFont(ofSize: 17))
    #expect((large.view("label2") as? Label)?.font == Font.boldSystemFont(ofSize: 17))
    let ax5 = try Self.build(Self.goodScreen, category: .accessibilityExtraExtraExtraLarge)
    #expect((ax5.view("label1") as? Label)?.font == Font.systemFont(ofSize: 53))
    #expect((ax5.view("label2") as? Label)?.font == Font.boldSystemFont(ofSize: 53))
    let fromFile = try Self.build("contentSizeCategory: AX5\n" + Self.goodScreen)
    #expect(Self.frames(fromFile) == Self.frames(ax5))
    #expect(ax5.view("label1")!.frame.height > 3 * large.view("label1")!.frame.height)
  }

  @Test("A screen done right has no issue at any category; the fixed rows clip at the accessibility sizes only")
  func brokenOnlyWhereTextGrows() throws {
    for category in ContentSizeCategory.allCategories {
      #expect(try Self.build(Self.goodScreen, category: category).diagnostics().map(\.code) == [], "\(category)")
      let fixed = try Self.build(Self.fixedRows, category: category).diagnostics().map(\.code)
      // The label gets 22 pt of height: it clips exactly where one line of the
      // category's body font, in whole pixels, needs more.
      let label = try Self.build(Self.fixedRows, category: category).view("title") as! Label
      let fits = (label.font.lineHeight * 2).rounded(.up) / 2 <= 22
      #expect(fixed == (fits ? [] : ["clipped-text"]), "\(category)")
    }
    #expect(try Self.build(Self.fixedRows).diagnostics().map(\.code) == [])
    #expect(
      try Self.build(Self.fixedRows, category: .accessibilityExtraExtraExtraLarge).diagnostics().map(\.code)
        == ["clipped-text"])
  }

  @Test("The contentSizeCategory action: any sequence ends in the frames of a fresh build at the last category")
  func actionPathIndependence() throws {
    let paths: [[ContentSizeCategory]] = [
      [.accessibilityExtraExtraExtraLarge, .large], [.extraSmall, .accessibilityMedium],
      [.accessibilityLarge, .small, .extraExtraLarge],
    ]
    for path in paths {
      let s = try Self.build(Self.goodScreen)
      for c in path { s.run(.contentSizeCategory(c)) }
      #expect(s.contentSizeCategory == path.last)
      let fresh = try Self.build(Self.goodScreen, category: path.last)
      #expect(Self.frames(s) == Self.frames(fresh), "\(path.map(\.name))")
    }
    // Read from a file, with rotation in between.
    let text =
      Self.goodScreen + """

        actions:
          - contentSizeCategory: accessibilityExtraLarge
          - rotate: landscape
          - rotate: portrait
        """
    let s = try Self.build(text)
    s.runActions()
    #expect(Self.frames(s) == Self.frames(try Self.build(Self.goodScreen, category: .accessibilityExtraLarge)))
  }

  @Test("Unknown categories and styles, and a style with a size, are errors at their place")
  func errors() {
    func issues(_ text: String) -> [String] {
      do {
        _ = try LayoutFile.parse(text, path: "t.yaml")
        return []
      } catch { return error.issues.map(\.description) }
    }
    #expect(
      issues("contentSizeCategory: huge\nviews:\n  - id: root\n")
        == [
          "t.yaml:1:22: error: Unknown content size category 'huge': one of extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge (or AX1 … AX5)."
        ])
    #expect(
      issues("views:\n  - id: root\n  - { id: l, type: label, font: { style: bodyy } }\n")
        == [
          "t.yaml:3:42: error: Unknown text style 'bodyy': one of largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2."
        ])
    #expect(
      issues("views:\n  - id: root\n  - { id: l, type: label, font: { style: body, size: 12 } }\n")
        == [
          "t.yaml:3:48: error: Give a font 'size' or a text 'style', not both: a style's size follows the content size category."
        ])
  }

  @Test("scrollwork layout --content-size and report --content-sizes, end to end")
  func commandLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sw-dyn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.fixedRows.write(to: folder.appendingPathComponent("rows.yaml"), atomically: true, encoding: .utf8)
    let fine = try CommandRunner.run(["layout", "rows.yaml", "--json"], in: folder)
    #expect(fine.status == 0)
    #expect((fine.json?["issues"] as? [Any])?.isEmpty == true)
    let broken = try CommandRunner.run(["layout", "rows.yaml", "--json", "--content-size", "AX5"], in: folder)
    #expect(broken.status == 1)
    let issues = broken.json?["issues"] as? [[String: Any]] ?? []
    #expect(issues.map { $0["code"] as? String } == ["clipped-text"])
    #expect(issues.first?["views"] as? [String] == ["title"])
    let bad = try CommandRunner.run(["layout", "rows.yaml", "--content-size", "giant"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("Unknown content size category 'giant'"))
    let report = try CommandRunner.run(
      ["report", "rows.yaml", "--content-sizes", "large,accessibilityExtraExtraExtraLarge", "-o", "r.html"], in: folder)
    #expect(report.status == 1)
    let html = try String(contentsOf: folder.appendingPathComponent("r.html"), encoding: .utf8)
    #expect(html.contains("<b>iphone-se-2</b> · portrait · large · 375×667 · "))
    #expect(html.contains("<b>iphone-se-2</b> · portrait · accessibilityExtraExtraExtraLarge · 375×667 · "))
  }
}
