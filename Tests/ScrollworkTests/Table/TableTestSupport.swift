import Foundation

@testable import Scrollwork

/// A cell that counts its `prepareForReuse()` calls and holds one multi-line label
/// pinned to the content view's margins (the usual self-sizing cell).
final class NoteCell: TableViewCell {
  let note = Label()
  private(set) var reuseCount = 0

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      note.topAnchor.constraint(equalTo: g.topAnchor),
      note.bottomAnchor.constraint(equalTo: g.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A data source of sections of texts shown in ``NoteCell``s, recording what the
/// table view asked and told.
final class NoteSource: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  /// Fixed heights per global row (nil: the table's rowHeight).
  var heights: [CGFloat]?
  var cellRequests = 0
  var madeCells: [ObjectIdentifier: NoteCell] = [:]
  var willDisplay: [IndexPath] = []
  var didEndDisplaying: [IndexPath] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    guard let note = cell as? NoteCell else { return cell }
    madeCells[ObjectIdentifier(note)] = note
    note.note.text = sections[indexPath.section][indexPath.row]
    return note
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < headerTitles.count ? headerTitles[section] : nil
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section < footerTitles.count ? footerTitles[section] : nil
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let heights else { return tableView.rowHeight }
    var g = indexPath.row
    for s in 0..<indexPath.section { g += sections[s].count }
    return heights[g]
  }
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    willDisplay.append(indexPath)
  }
  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    didEndDisplaying.append(indexPath)
  }

  /// A table of `size` showing this source with ``NoteCell``s registered as "Note".
  func makeTable(size: CGSize, style: TableView.Style = .plain, rowHeight: CGFloat = TableView.automaticDimension)
    -> TableView
  {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.rowHeight = rowHeight
    table.delegate = self
    table.dataSource = self
    return table
  }
}

/// Texts of 1 to 6 sentences, so that wrapped labels have different heights.
func noteTexts(_ count: Int) -> [String] {
  let sentence = "The quick brown fox jumps over the lazy dog."
  return (0..<count).map { i in
    "Row \(i). " + Array(repeating: sentence, count: i % 6).joined(separator: " ")
  }
}

/// What the table view gives a ``NoteCell`` of `text` at `width`, measured on its own:
/// the content view fitted at the width (required) with free height, plus the
/// one-pixel separator (UIKitBehaviour.md §18).
func standaloneRowHeight(_ text: String, width: CGFloat, scale: CGFloat = 3) -> CGFloat {
  let cell = NoteCell(style: .default, reuseIdentifier: nil)
  cell.note.text = text
  cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
  let fitted = cell.contentView.systemLayoutSizeFitting(
    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel)
  return fitted.height + 1 / scale
}

/// The cells that are subviews of the table view.
func cellSubviews(_ table: TableView) -> [TableViewCell] {
  table.subviews.compactMap { $0 as? TableViewCell }
}
