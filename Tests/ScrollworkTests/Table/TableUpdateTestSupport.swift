import Foundation

@testable import Scrollwork

/// A row of an ``ItemSource``: an identity and a fixed height.
struct TableItem: Equatable {
  var id: Int
  var height: CGFloat
}

/// A data source of sections of ``TableItem``s shown in ``NoteCell``s ("item <id>"),
/// each row as tall as its item, each section titled "S<n>" (or untitled), recording
/// the rows it was asked cells for.
final class ItemSource: TableViewDataSource, TableViewDelegate {
  var sections: [[TableItem]]
  var titles: [String?]
  var cellRequests: [IndexPath] = []

  init(_ sections: [[TableItem]], titles: [String?]? = nil) {
    self.sections = sections
    self.titles = titles ?? sections.map { _ in nil }
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    (cell as? NoteCell)?.note.text = "item \(sections[indexPath.section][indexPath.row].id)"
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    sections[indexPath.section][indexPath.row].height
  }

  func makeTable(size: CGSize, style: TableView.Style = .plain) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.delegate = self
    table.dataSource = self
    return table
  }
}

/// `count` items of 44 points numbered from `first`.
func items(_ count: Int, from first: Int = 0, height: CGFloat = 44) -> [TableItem] {
  (0..<count).map { TableItem(id: first + $0, height: height) }
}

/// The text each shown cell displays, in row order.
func shownTexts(_ table: TableView) -> [String?] {
  table.visibleCells.map { ($0 as? NoteCell)?.note.text }
}
