import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// The feed's two templates written in Swift, as app code writes a cell subclass: the
/// same views, fonts and constraints as the layout file's `Post` template.
private final class SwiftPostCell: TableViewCell {
  let title = Label()
  let body = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    contentView.accessibilityIdentifier = "contentView"
    title.accessibilityIdentifier = "title"
    body.accessibilityIdentifier = "body"
    title.font = Font.boldSystemFont(ofSize: 17)
    body.font = Font.systemFont(ofSize: 15)
    for label in [title, body] {
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: g.topAnchor),
      title.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: g.bottomAnchor),
    ])
  }
}

/// The `Note` template in Swift: its label's bottom is not pinned.
private final class SwiftNoteCell: TableViewCell {
  let note = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    contentView.accessibilityIdentifier = "contentView"
    note.accessibilityIdentifier = "note"
    note.font = Font.systemFont(ofSize: 15)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      note.topAnchor.constraint(equalTo: g.topAnchor),
      note.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: g.trailingAnchor),
    ])
  }
}

/// One generated row: its template and texts.
private struct Row {
  var isNote: Bool
  var title: String
  var body: String
}

/// The Swift data source: the rows by section, cells dequeued by reuse identifier.
private final class SwiftSource: TableViewDataSource {
  let sections: [[Row]]
  init(_ sections: [[Row]]) { self.sections = sections }
  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = sections[indexPath.section][indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: row.isNote ? "Note" : "Post", for: indexPath)
    if let post = cell as? SwiftPostCell {
      post.title.text = row.title
      post.body.text = row.body
    } else if let note = cell as? SwiftNoteCell {
      note.note.text = row.title
    }
    return cell
  }
}

/// A table header or footer view as app code writes one: a multi-line label pinned
/// to the view's layout margins.
private func swiftEndView(_ text: String) -> View {
  let view = View()
  let label = Label()
  label.accessibilityIdentifier = "text"
  label.text = text
  label.numberOfLines = 0
  label.font = Font.systemFont(ofSize: 15)
  label.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(label)
  let g = view.layoutMarginsGuide
  LayoutConstraint.activate([
    label.topAnchor.constraint(equalTo: g.topAnchor),
    label.leadingAnchor.constraint(equalTo: g.leadingAnchor),
    label.trailingAnchor.constraint(equalTo: g.trailingAnchor),
    label.bottomAnchor.constraint(equalTo: g.bottomAnchor),
  ])
  return view
}

/// What an app's `viewDidLayoutSubviews` does with a table header or footer view
/// (UIKitBehaviour.md §28): measures it at the table's width
/// (`systemLayoutSizeFitting`, width required), gives it that height and assigns it
/// again.
private func fitEndViews(of table: TableView) {
  let width = table.bounds.width
  func fitted(_ view: View) -> View {
    let size = view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
    return view
  }
  if let header = table.tableHeaderView { table.tableHeaderView = fitted(header) }
  if let footer = table.tableFooterView { table.tableFooterView = fitted(footer) }
}

/// Metamorphic: a table written as a layout file and the same table built in Swift
/// (cell subclasses, a data source, register/dequeue) lay out identically.
@Suite("Layout files: a table as a file and in Swift (metamorphic)")
struct TableLayoutFileMetamorphicTests {
  static let words = [
    "layout", "constraint", "table", "row", "cell", "a", "the", "content", "view", "scrolls", "measured",
    "self-sizing", "height", "of", "and", "UIKit", "reuse", "pool", "estimate", "wraps",
  ]

  private static func sentence(_ rng: inout SplitMix64, _ maxWords: Int) -> String {
    (0..<(1 + rng.below(maxWords))).map { _ in rng.choice(words) }.joined(separator: " ")
  }

  /// A `header:` or `footer:` entry whose label shows `text`, as `swiftEndView(_:)`.
  private static func endView(_ key: String, _ text: String?) -> String {
    guard let text else { return "" }
    return """
          \(key):
            views:
              - { id: text, type: label, lines: 0, font: 15, text: "\(text)" }
            constraints:
              - "text.top == \(key).layoutMarginsGuide.top"
              - "text.leading == \(key).layoutMarginsGuide.leading"
              - "text.trailing == \(key).layoutMarginsGuide.trailing"
              - "text.bottom == \(key).layoutMarginsGuide.bottom"

      """
  }

  /// The file's text for sections of rows in a `width` × `height` table, with a
  /// header and footer view when their texts are given.
  private static func file(
    _ sections: [[Row]], rowHeight: String, estimated: String, size: (Int, Int), header: String?, footer: String?
  ) -> String {
    var text = """
      size: [\(size.0), \(size.1)]
      views:
        - id: main
        - id: feed
          type: tableView
          rowHeight: \(rowHeight)
          estimatedRowHeight: \(estimated)
          cells:
            Post:
              views:
                - { id: title, type: label, lines: 0, font: { size: 17, weight: bold } }
                - { id: body, type: label, lines: 0, font: 15 }
              constraints:
                - "title.top == contentView.layoutMarginsGuide.top"
                - "title.leading == contentView.layoutMarginsGuide.leading"
                - "title.trailing == contentView.layoutMarginsGuide.trailing"
                - "body.top == title.bottom + 4"
                - "body.leading == title.leading"
                - "body.trailing == title.trailing"
                - "body.bottom == contentView.layoutMarginsGuide.bottom"
            Note:
              views:
                - { id: note, type: label, lines: 0, font: 15 }
              constraints:
                - "note.top == contentView.layoutMarginsGuide.top"
                - "note.leading == contentView.layoutMarginsGuide.leading"
                - "note.trailing == contentView.layoutMarginsGuide.trailing"

      """
    text += Self.endView("header", header) + Self.endView("footer", footer) + "    sections:\n"
    for rows in sections {
      text += rows.isEmpty ? "      - rows: []\n" : "      - rows:\n"
      for row in rows {
        if row.isNote {
          text += "          - { cell: Note, text: { note: \"\(row.title)\" } }\n"
        } else {
          text += "          - { cell: Post, text: { title: \"\(row.title)\", body: \"\(row.body)\" } }\n"
        }
      }
    }
    return text + "constraints:\n  - \"feed.edges == main.edges\"\n"
  }

  @Test("property: random feeds, with or without header and footer views, lay out the same both ways")
  func fileEqualsSwift() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x7AB1_E519).value)
    for trial in 0..<12 {
      let sections = (0..<(1 + rng.below(3))).map { _ in
        (0..<rng.below(9)).map { _ in
          Row(isNote: rng.below(6) == 0, title: Self.sentence(&rng, 6), body: Self.sentence(&rng, 30))
        }
      }
      let fixed = rng.below(3) == 0 ? 40 + rng.below(60) : nil
      let estimated = rng.below(2) == 0 ? 0 : nil
      let size = (rng.choice([320, 375, 414]), rng.choice([480, 667]))
      let header = rng.below(2) == 0 ? Self.sentence(&rng, 40) : nil
      let footer = rng.below(2) == 0 ? Self.sentence(&rng, 20) : nil
      let text = Self.file(
        sections, rowHeight: fixed.map(String.init) ?? "automatic",
        estimated: estimated.map(String.init) ?? "automatic",
        size: size, header: header, footer: footer)
      let screen = try LayoutFile.parse(text, path: "t.yaml").build()
      let fileTable = try #require(screen.view("feed") as? TableView)

      let root = View()
      let device = Device(name: "t", portraitSize: CGSize(width: size.0, height: size.1), scale: 2)
      root.screen = device.screen(in: .portrait, layoutDirection: .leftToRight)
      root.frame = CGRect(x: 0, y: 0, width: size.0, height: size.1)
      let table = TableView(frame: root.bounds, style: .plain)
      root.addSubview(table)
      table.register(SwiftPostCell.self, forCellReuseIdentifier: "Post")
      table.register(SwiftNoteCell.self, forCellReuseIdentifier: "Note")
      if let fixed { table.rowHeight = CGFloat(fixed) }
      if let estimated { table.estimatedRowHeight = CGFloat(estimated) }
      let source = SwiftSource(sections)
      if let header { table.tableHeaderView = swiftEndView(header) }
      if let footer { table.tableFooterView = swiftEndView(footer) }
      table.dataSource = source
      root.layoutIfNeeded()
      // The app sizes its header and footer once the table has its width.
      fitEndViews(of: table)
      root.layoutIfNeeded()

      let context = "trial \(trial)\n\(text)"
      #expect(fileTable.frame == table.frame, "\(context)")
      #expect(fileTable.contentSize == table.contentSize, "\(context)")
      #expect(FileEqualsSwift.rowsWithViews(fileTable) == FileEqualsSwift.rowsWithViews(table), "\(context)")
      #expect(FileEqualsSwift.endViews(fileTable) == FileEqualsSwift.endViews(table), "\(context)")
      #expect(FileEqualsSwift.endViews(fileTable).count == [header, footer].compactMap { $0 }.count, "\(context)")
      // Paged through the same way (each row measured when it comes on screen, in
      // the same order), then compared at each step once both have seen every row.
      let steps = screen.scrollSteps(of: "feed")
      var swiftRows: [[IndexPath]] = []
      for step in steps {
        table.contentOffset = step.contentOffset
        root.layoutIfNeeded()
        swiftRows.append(table.indexPathsForVisibleRows ?? [])
      }
      #expect(steps.map { $0.visibleRows } == swiftRows, "\(context)")
      #expect(fileTable.contentSize == table.contentSize, "\(context)")
      for step in steps {
        table.contentOffset = step.contentOffset
        root.layoutIfNeeded()
        fileTable.contentOffset = step.contentOffset
        screen.root.layoutIfNeeded()
        #expect(FileEqualsSwift.rowsWithViews(fileTable) == FileEqualsSwift.rowsWithViews(table), "\(context)")
      }
      #expect(fileTable.issues.map { $0.description } == table.issues.map { $0.description }, "\(context)")
      withExtendedLifetime(source) {}
    }
  }
}
