import Foundation
import Scrollwork
import Testing

// A port of the usual UITableViewController subclass (a settings screen): the data
// source and delegate methods are `override`s of the controller's own, cells are
// registered in viewDidLoad, one section holds text fields, and the controller makes
// room for the keyboard by itself. Renamed types only (UITableViewController →
// TableViewController, UITableViewCell → TableViewCell, UITextField → TextField).
// Public API only. UIKitBehaviour.md §39.

/// A row with a text field pinned to the content view's margins.
final class SettingsFieldCell: TableViewCell {
  let field = TextField()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    field.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(field)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      field.topAnchor.constraint(equalTo: margins.topAnchor),
      field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class SettingsTableViewController: TableViewController, @unchecked Sendable {
  var sections: [(title: String, rows: [String], fields: Bool)] = [
    ("General", (1...8).map { "Option \($0)" }, false),
    ("Account", ["Name", "Email", "Phone"], true),
  ]
  private(set) var sectionCountRequests = 0
  private(set) var taps: [IndexPath] = []

  init() { super.init(style: .grouped) }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Option")
    tableView.register(SettingsFieldCell.self, forCellReuseIdentifier: "Field")
    tableView.rowHeight = 50
  }

  override func numberOfSections(in tableView: TableView) -> Int {
    sectionCountRequests += 1
    return sections.count
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let section = sections[indexPath.section]
    if section.fields {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
      (cell as? SettingsFieldCell)?.field.placeholder = section.rows[indexPath.row]
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
    cell.textLabel?.text = section.rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    taps.append(indexPath)
  }
}

@Suite struct TableViewControllerPortTests {
  func shown(_ controller: SettingsTableViewController) throws -> (Window, TableView) {
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    // Its own notification center: keyboard tests elsewhere post on the default one.
    window.notificationCenter = NotificationCenter()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, try #require(controller.tableView))
  }

  @Test(
    "§39 the table is the view, the controller its data source and delegate; the data is loaded on the first appearance"
  )
  func tableIsTheView() throws {
    let controller = SettingsTableViewController()
    let table = try #require(controller.tableView)
    #expect(table === controller.view)
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    #expect(controller.sectionCountRequests == 0)
    let (_, shownTable) = try shown(controller)
    #expect(shownTable === table)
    #expect(controller.sectionCountRequests >= 1)
    #expect(table.bounds.size == CGSize(width: 375, height: 667))
    // The overrides are what the table reads: 8 + 3 rows of 50, titled sections.
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(table.numberOfRows(inSection: 1) == 3)
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(first.height == 50)
    #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).minY == first.minY + 7 * 50)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Option 3")
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
  }

  @Test("§39 the first appearance reloads what the table read before (here in the test, as viewDidLoad code might)")
  func firstAppearanceReloads() throws {
    let controller = SettingsTableViewController()
    let table = try #require(controller.tableView)
    #expect(table.numberOfRows(inSection: 0) == 8)
    controller.sections[0].rows.append("Option 9")
    let (window, _) = try shown(controller)
    #expect(table.numberOfRows(inSection: 0) == 9)
    // Later appearances do not reload: the app tells the table itself.
    controller.sections[0].rows.append("Option 10")
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 9)
  }

  @Test("§39 selectRow does not call the didSelectRowAt override; the selection is cleared when the view appears again")
  func selectionClearedOnAppear() throws {
    let controller = SettingsTableViewController()
    let (window, table) = try shown(controller)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(controller.taps == [])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    // Away and back: viewWillAppear clears the selection.
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    // Without clearsSelectionOnViewWillAppear it stays.
    controller.clearsSelectionOnViewWillAppear = false
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test(
    "§39 §7.6 the keyboard: the table's bottom inset becomes the keyboard's height and the focused field moves above it; hiding gives the inset back"
  )
  func keyboard() throws {
    let controller = SettingsTableViewController()
    let (window, table) = try shown(controller)
    let path = IndexPath(row: 2, section: 1)
    table.scrollToRow(at: path, at: .bottom, animated: false)
    window.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: path) as? SettingsFieldCell)
    #expect(cell.field.becomeFirstResponder())
    window.showKeyboard(height: 216)
    window.layoutIfNeeded()
    #expect(table.contentInset.bottom == 216)
    // The field's bottom sits on the keyboard's top: 667 − 216 = 451 in the window.
    let fieldInWindow = cell.field.convert(cell.field.bounds, to: window)
    #expect(abs(fieldInWindow.maxY - 451) < 1e-9)
    window.hideKeyboard()
    window.layoutIfNeeded()
    #expect(table.contentInset.bottom == 0)
  }

  @Test("§39 refreshControl is the table view's own")
  func refreshControl() throws {
    let controller = SettingsTableViewController()
    let control = RefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
    controller.tableView.refreshControl = nil
    #expect(controller.refreshControl == nil)
  }
}
