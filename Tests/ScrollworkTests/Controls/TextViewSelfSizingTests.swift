import Foundation
import Testing

@testable import Scrollwork

/// `TextView` sizes (UIKitBehaviour.md §41): with scrolling on it has no intrinsic size; with
/// `isScrollEnabled = false` it is its text wrapped at its width less `textContainerInset`
/// (8, 0, 8, 0) and `lineFragmentPadding` (5 on each side), plus those insets, as a
/// multi-line label is (§4). Heights are the ``WrapOracle``'s, from the font fixture.
@Suite("TextView: the self-sizing text view (UIKitBehaviour.md §41)")
struct TextViewSelfSizingTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  static let sentence = "The quick brown fox jumps over the lazy dog."

  /// The height of a non-scrolling text view of `text` at `width` (system font at `size`).
  func height(_ text: String, size: CGFloat = 17, width: CGFloat) -> CGFloat {
    let lines = text.isEmpty ? oracle.lineHeight(size: size) : oracle.wrappedHeight(text, size: size, width: width - 10)
    return WrapOracle.ceilToPixels(lines + 16)
  }

  func makeTextView(_ text: String) -> TextView {
    let textView = TextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.text = text
    return textView
  }

  @Test("§41 defaults: insets 8, 0, 8, 0, padding 5, scrolling on, editable; no intrinsic size while scrolling")
  func defaults() {
    let textView = TextView()
    #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.isScrollEnabled && textView.isEditable)
    #expect(textView.text == "")
    #expect(textView.font == nil)
    textView.text = "Hello"
    #expect(
      textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  @Test("§41 scrolling off: one line per paragraph + 10 wide, lines + 16 tall; empty is one body line")
  func unwrappedSize() {
    let textView = TextView()
    textView.isScrollEnabled = false
    #expect(
      textView.intrinsicContentSize
        == CGSize(width: 10, height: WrapOracle.ceilToPixels(oracle.lineHeight(size: 17) + 16)))
    textView.font = .systemFont(ofSize: 17)
    textView.text = "Hello\nworld, again"
    let width = max(oracle.width("Hello", size: 17), oracle.width("world, again", size: 17))
    let size = textView.intrinsicContentSize
    #expect(abs(size.width - WrapOracle.ceilToPixels(width + 10)) < 1e-9)
    #expect(abs(size.height - WrapOracle.ceilToPixels(2 * oracle.lineHeight(size: 17) + 16)) < 1e-9)
    textView.textContainerInset = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    textView.textContainer.lineFragmentPadding = 0
    #expect(abs(textView.intrinsicContentSize.width - WrapOracle.ceilToPixels(width + 12)) < 1e-9)
    #expect(
      abs(textView.intrinsicContentSize.height - WrapOracle.ceilToPixels(2 * oracle.lineHeight(size: 17) + 8)) < 1e-9)
  }

  @Test("§41 pinned at a width, it wraps there; a text change relays out and a second pass changes nothing")
  func wrapsAtItsWidth() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let textView = makeTextView(Self.sentence)
    textView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(textView)
    try LayoutConstraint.activateOrThrow([
      textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    ])
    root.layoutIfNeeded()
    #expect(textView.frame == CGRect(x: 20, y: 40, width: 280, height: height(Self.sentence, width: 280)))
    let long = Array(repeating: Self.sentence, count: 4).joined(separator: " ")
    textView.text = long
    root.layoutIfNeeded()
    let tall = height(long, width: 280)
    #expect(tall > height(Self.sentence, width: 280) + 40)
    #expect(textView.frame == CGRect(x: 20, y: 40, width: 280, height: tall))
    root.layoutIfNeeded()
    #expect(textView.frame == CGRect(x: 20, y: 40, width: 280, height: tall))
    // A font change relays out too.
    textView.font = .systemFont(ofSize: 13)
    root.layoutIfNeeded()
    #expect(textView.frame == CGRect(x: 20, y: 40, width: 280, height: height(long, size: 13, width: 280)))
  }

  @Test("§41 sizeThatFits wraps at the given width, as self-sizing code calls it")
  func sizeThatFits() {
    let textView = makeTextView(Self.sentence)
    let fitted = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    #expect(abs(fitted.height - height(Self.sentence, width: 200)) < 1e-9)
    #expect(fitted.width <= 200)
  }

  @Test("§41 in a vertical stack, the views below a text view move down when its text grows")
  func growsInAStack() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let title = Label(text: "Notes")
    let textView = makeTextView("Short")
    let progress = ProgressView(progressViewStyle: .default)
    let stack = StackView(arrangedSubviews: [title, textView, progress])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    try LayoutConstraint.activateOrThrow([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    let titleHeight = oracle.labelSize("Notes", size: 17, wrapWidth: nil).height
    let short = height("Short", width: 343)
    #expect(textView.frame == CGRect(x: 0, y: titleHeight + 8, width: 343, height: short))
    #expect(progress.frame == CGRect(x: 0, y: titleHeight + 8 + short + 8, width: 343, height: 4))

    let long = Array(repeating: Self.sentence, count: 3).joined(separator: " ")
    textView.insertText(" " + long)
    root.layoutIfNeeded()
    let grown = height("Short " + long, width: 343)
    #expect(grown > short + 40)
    #expect(textView.frame == CGRect(x: 0, y: titleHeight + 8, width: 343, height: grown))
    #expect(progress.frame == CGRect(x: 0, y: titleHeight + 8 + grown + 8, width: 343, height: 4))
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: titleHeight + 8 + grown + 8 + 4))
    root.layoutIfNeeded()
    #expect(progress.frame == CGRect(x: 0, y: titleHeight + 8 + grown + 8, width: 343, height: 4))
  }

  @Test("§41 §29 a text view in a self-sizing row: the empty batch after a text change resizes the row")
  func growsATableRow() throws {
    let source = TextViewRowSource(["One line", "Another"])
    defer { withExtendedLifetime(source) {} }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(TextViewCell.self, forCellReuseIdentifier: "TextView")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let separator: CGFloat = 1.0 / 3
    let first = height("One line", width: 320) + separator
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: first))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextViewCell)
    // Typing: the delegate keeps the model and asks the table to re-measure (the usual
    // textViewDidChange → beginUpdates / endUpdates).
    let added = " " + Array(repeating: Self.sentence, count: 3).joined(separator: " ")
    cell.textView.insertText(added)
    #expect(source.texts[0] == "One line" + added)
    table.layoutIfNeeded()
    let grown = height("One line" + added, width: 320) + separator
    #expect(grown > first + 40)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: grown))
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: grown))
    #expect(cell.textView.frame == CGRect(x: 0, y: 0, width: 320, height: grown - separator))
    let second = height("Another", width: 320) + separator
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: grown, width: 320, height: second))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: grown, width: 320, height: second))
  }
}

/// A cell holding a non-scrolling text view pinned to its content view's edges.
private final class TextViewCell: TableViewCell {
  let textView = TextView()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(textView)
    LayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      textView.topAnchor.constraint(equalTo: contentView.topAnchor),
      textView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Rows of editable texts; a text view's change goes to the model and to an empty batch.
private final class TextViewRowSource: TableViewDataSource, TableViewDelegate, TextViewDelegate {
  var texts: [String]
  weak var table: TableView?
  var rows: [ObjectIdentifier: Int] = [:]

  init(_ texts: [String]) { self.texts = texts }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    table = tableView
    let cell = tableView.dequeueReusableCell(withIdentifier: "TextView", for: indexPath)
    guard let cell = cell as? TextViewCell else { return cell }
    cell.textView.text = texts[indexPath.row]
    cell.textView.delegate = self
    rows[ObjectIdentifier(cell.textView)] = indexPath.row
    return cell
  }

  func textViewDidChange(_ textView: TextView) {
    guard let row = rows[ObjectIdentifier(textView)] else { return }
    texts[row] = textView.text
    table?.beginUpdates()
    table?.endUpdates()
  }
}
