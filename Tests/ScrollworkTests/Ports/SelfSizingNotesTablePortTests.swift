import Foundation
import Scrollwork
import Testing

// A self-sizing notes list as UIKit code writes it, ported by renaming types only
// (UITableViewController → TableViewController, UITableViewCell → TableViewCell,
// UITableView → TableView, UIView → View, NSLayoutConstraint → LayoutConstraint,
// UILayoutPriority → LayoutPriority):
//
//   final class NotesTableCell: UITableViewCell {
//     static let reuseIdentifier = "NotesTableCell"
//     let bar = UIView()
//     private lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 0)
//     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
//       super.init(style: style, reuseIdentifier: reuseIdentifier)
//       bar.translatesAutoresizingMaskIntoConstraints = false
//       contentView.addSubview(bar)
//       barHeight.priority = UILayoutPriority(999)
//       NSLayoutConstraint.activate([ bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12), ...,
//         contentView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 12), barHeight ])
//     }
//     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
//     func configure(height: CGFloat) { barHeight.constant = height }
//   }
//   final class NotesViewController: UITableViewController {
//     override func viewDidLoad() {
//       tableView.register(NotesTableCell.self, forCellReuseIdentifier: NotesTableCell.reuseIdentifier)
//       tableView.rowHeight = UITableView.automaticDimension
//       tableView.estimatedRowHeight = 80
//       tableView.tableHeaderView = header; tableView.tableFooterView = UIView()
//     }
//     override func viewDidLayoutSubviews() {   // the "resize the header to fit" idiom
//       super.viewDidLayoutSubviews()
//       guard let header = tableView.tableHeaderView else { return }
//       let size = header.systemLayoutSizeFitting(
//         CGSize(width: tableView.bounds.width, height: 0),
//         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
//       if header.frame.size.height != size.height {
//         header.frame.size.height = size.height
//         tableView.tableHeaderView = header
//       }
//     }
//     ... numberOfRowsInSection / cellForRowAt with dequeueReusableCell(withIdentifier:for:) as! NotesTableCell
//   }

private final class NotesTableCell: TableViewCell {
  static let reuseIdentifier = "NotesTableCell"
  let bar = View()
  private lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 0)

  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bar.translatesAutoresizingMaskIntoConstraints = false
    bar.backgroundColor = .systemTeal
    contentView.addSubview(bar)
    barHeight.priority = LayoutPriority(999)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      contentView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 16),
      contentView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 12),
      barHeight,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(height: CGFloat) {
    barHeight.constant = height
  }
}

private final class NotesHeaderView: View {
  let titleBox = View()
  let subtitleBox = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for box in [titleBox, subtitleBox] {
      box.translatesAutoresizingMaskIntoConstraints = false
      addSubview(box)
    }
    LayoutConstraint.activate([
      titleBox.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      titleBox.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleBox.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      titleBox.heightAnchor.constraint(equalToConstant: 40),
      subtitleBox.topAnchor.constraint(equalTo: titleBox.bottomAnchor, constant: 8),
      subtitleBox.leadingAnchor.constraint(equalTo: titleBox.leadingAnchor),
      subtitleBox.widthAnchor.constraint(equalTo: titleBox.widthAnchor, multiplier: 0.5),
      subtitleBox.heightAnchor.constraint(equalToConstant: 24),
      subtitleBox.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class NotesViewController: TableViewController, @unchecked Sendable {
  var heights: [CGFloat] = [20, 56, 100]
  let header = NotesHeaderView()
  private(set) var headerResizes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NotesTableCell.self, forCellReuseIdentifier: NotesTableCell.reuseIdentifier)
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = 80
    tableView.tableHeaderView = header
    tableView.tableFooterView = View()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let header = tableView.tableHeaderView else { return }
    let size = header.systemLayoutSizeFitting(
      CGSize(width: tableView.bounds.width, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    if header.frame.size.height != size.height {
      header.frame.size.height = size.height
      tableView.tableHeaderView = header
      headerResizes += 1
    }
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    heights.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    // swift-format-ignore: NeverForceUnwrap
    let cell =
      tableView.dequeueReusableCell(withIdentifier: NotesTableCell.reuseIdentifier, for: indexPath) as! NotesTableCell
    cell.configure(height: heights[indexPath.row])
    return cell
  }
}

@MainActor
@Suite("Port: self-sizing notes table with a header sized by systemLayoutSizeFitting")
struct SelfSizingNotesTablePortTests {
  private func presented() throws -> (Window, NotesViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = NotesViewController(style: .plain)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// iPhone 8 (375 × 667 @2x, 20-pt status bar). Header: 16 + 40 + 8 + 24 + 16 = 104 tall,
  /// as wide as the table (§28). Rows (§18, observed): content view 12 + h + 12, plus one
  /// device pixel (0.5) for the separator: 44.5, 80.5, 124.5, starting under the header:
  /// y 104, 148.5, 229; content height 104 + 249.5 = 353.5 (the empty footer adds nothing).
  @Test func framesOfTheProgram() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let table = try #require(controller.tableView)
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 104))
    #expect(controller.header.titleBox.frame == CGRect(x: 16, y: 16, width: 343, height: 40))
    #expect(controller.header.subtitleBox.frame == CGRect(x: 16, y: 64, width: 171.5, height: 24))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 104, width: 375, height: 44.5))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 148.5, width: 375, height: 80.5))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 229, width: 375, height: 124.5))
    #expect(table.contentSize == CGSize(width: 375, height: 353.5))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NotesTableCell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
    #expect(cell.bar.frame == CGRect(x: 16, y: 12, width: 343, height: 56))
    #expect(cell.frame == CGRect(x: 0, y: 148.5, width: 375, height: 80.5))
  }

  /// Metamorphic: a second pass changes nothing, the header is resized once only, and
  /// changing the data then reloading gives what a fresh controller with that data gives.
  @Test func secondPassAndReloadMatchAFreshLayout() throws {
    let (window, controller) = try presented()
    let table = try #require(controller.tableView)
    let before = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    window.layoutIfNeeded()
    #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) } == before)
    #expect(controller.headerResizes == 1)

    controller.heights = [40, 40, 10, 70]
    table.reloadData()
    window.layoutIfNeeded()
    let (freshWindow, fresh) = try presented()
    fresh.heights = [40, 40, 10, 70]
    fresh.tableView.reloadData()
    freshWindow.layoutIfNeeded()
    let rows = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(rows == (0..<4).map { fresh.tableView.rectForRow(at: IndexPath(row: $0, section: 0)) })
    // 64.5, 64.5, 34.5, 94.5 from y 104.
    #expect(rows.map(\.minY) == [104, 168.5, 233, 267.5])
    #expect(table.contentSize.height == 362)
  }

  /// The same controller with thirty rows inside a navigation controller: the content
  /// is taller than the table, and the first display shows its top under the 20-pt status
  /// bar and the 44-pt bar: adjusted top 64 (§40), offset −64 (§77). Landscape: bar 32,
  /// no status bar: the top stays shown at −32; back in portrait at −64 again, as a fresh
  /// portrait layout.
  @Test func tallListInANavigationControllerStartsAtItsTop() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = NotesViewController(style: .plain)
    controller.heights = Array(repeating: 20, count: 30)
    let navigation = NavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    // Rows count at the 80-pt estimate until shown (§18): the window shows content 0…603,
    // the header and rows 0…11 (104 + 12 × 44.5 = 638 > 603): 104 + 534 + 18 × 80 = 2,078.
    #expect(table.contentSize == CGSize(width: 375, height: 2078))
    #expect(table.adjustedContentInset.top == 64)
    #expect(table.contentOffset == CGPoint(x: 0, y: -64))
    #expect(controller.header.convert(controller.header.bounds, to: nil).minY == 64)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(table.adjustedContentInset.top == 32)
    #expect(table.contentOffset == CGPoint(x: 0, y: -32))
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(table.contentOffset == CGPoint(x: 0, y: -64))
    // Scrolled away from the top, a rotation leaves the offset where it is (§7.3).
    table.contentOffset = CGPoint(x: 0, y: 100)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(table.contentOffset == CGPoint(x: 0, y: 100))
  }
}
