import Foundation
import Scrollwork
import Testing

// A port of the usual UITableViewController code (the shape of Apple's "Filling a table
// with data" sample and of most list screens): the table view is the controller's view,
// cells are registered in viewDidLoad, dequeued with `dequeueReusableCell(withIdentifier:for:)`
// and configured through the subtitle style's labels, with header titles per section
// and self-sizing rows. Renamed types only (UITableView → TableView, UITableViewCell →
// TableViewCell, UIViewController → ViewController); one source change from UIKit: the
// cell subclass overrides `init(style:reuseIdentifier:)` as in UIKit. Public API only.

/// A subtitle cell, as apps register it (UIKit registers the class, so the style is set
/// by the subclass).
final class ContactCell: TableViewCell {
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) { nil }
}

/// The list: names grouped by initial.
final class ContactsViewController: ViewController, TableViewDataSource, TableViewDelegate, @unchecked Sendable {
  let sections: [(title: String, people: [(name: String, role: String)])]
  var tableView: TableView!

  init(sections: [(title: String, people: [(name: String, role: String)])]) {
    self.sections = sections
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    tableView = TableView(frame: .zero, style: .plain)
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: "ContactCell")
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.dataSource = self
    tableView.delegate = self
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].people.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
    let person = sections[indexPath.section].people[indexPath.row]
    cell.textLabel?.text = person.name
    cell.detailTextLabel?.text = person.role
    return cell
  }
}

@Suite struct ContactsTableViewControllerPortTests {
  static let people = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "John", "Ken"]

  func controller() -> ContactsViewController {
    var sections: [(title: String, people: [(name: String, role: String)])] = []
    for (i, name) in Self.people.enumerated() {
      let people = (0..<6).map { (name: "\(name) \($0)", role: "Engineer \(i)-\($0)") }
      sections.append((title: String(name.prefix(1)) + "\(i)", people: people))
    }
    return ContactsViewController(sections: sections)
  }

  @Test("§18 iPhone SE: subtitle rows sized to their two labels, 28-pt titled headers, cells 341 wide inside a 375 row")
  func layout() throws {
    let device = try #require(Device.named("iphone-se-2"))
    let window = Window(device: device)
    let controller = controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let table = controller.tableView!
    #expect(table.bounds.size == CGSize(width: 375, height: 667))
    // Every row: 11 + the 17-pt line + the 15-pt line + 11, plus one pixel (0.5 pt at 2x);
    // the line heights are the labels' own, measured on the window's 2x screen.
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let textH = try #require(cell.textLabel?.intrinsicContentSize.height)
    let detailH = try #require(cell.detailTextLabel?.intrinsicContentSize.height)
    #expect(table.contentScaleFactor == 2)
    let row = 11 + textH + detailH + 11 + 0.5
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(first == CGRect(x: 0, y: 28, width: 375, height: row))
    #expect(cell.frame == CGRect(x: 0, y: 28 + row, width: 375, height: row))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 341, height: row - 0.5))
    #expect(cell.textLabel?.text == "Ada 1")
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(abs((cell.textLabel?.frame.width ?? 0) - (341 - 32)) < 1e-9)
    #expect(cell.detailTextLabel?.frame.minY == 11 + textH)
    // Section 1 starts after section 0's header and six rows.
    #expect(table.rectForHeader(inSection: 1).minY == first.minY + 6 * row)
    // The visible rows are those meeting the bounds (insets do not hide rows).
    let shown = table.indexPathsForVisibleRows ?? []
    #expect(shown.first == IndexPath(row: 0, section: 0))
    let last = try #require(shown.last)
    let lastRect = table.rectForRow(at: last)
    #expect(lastRect.minY < table.contentOffset.y + 667 && lastRect.maxY >= table.contentOffset.y + 667)
  }

  @Test("§18 scrollToRow to the last contact (.bottom) shows it above the bottom edge; the content ends there")
  func scrollToLast() throws {
    let device = try #require(Device.named("iphone-se-2"))
    let window = Window(device: device)
    let controller = controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let table = controller.tableView!
    let lastPath = IndexPath(row: 5, section: 9)
    table.scrollToRow(at: lastPath, at: .bottom, animated: false)
    window.layoutIfNeeded()
    let rect = table.rectForRow(at: lastPath)
    #expect(rect.maxY == table.contentOffset.y + 667 - table.adjustedContentInset.bottom)
    #expect(rect.maxY == table.contentSize.height)
    #expect(table.visibleCells.last?.textLabel?.text == "Ken 5")
    #expect(table.contentOffset.y == table.maximumContentOffset.y)
  }
}
