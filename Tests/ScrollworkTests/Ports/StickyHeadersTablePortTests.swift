import Foundation
import Scrollwork
import Testing

// A plain table whose section headers size themselves and stick to the top while their
// section scrolls by, as UIKit code writes it, ported by renaming types only
// (UITableViewController → TableViewController, UITableViewHeaderFooterView →
// TableViewHeaderFooterView, UITableView → TableView, UIView → View,
// NSLayoutConstraint → LayoutConstraint):
//
//   final class SectionHeader: UITableViewHeaderFooterView {
//     let badge = UIView()
//     override init(reuseIdentifier: String?) {
//       super.init(reuseIdentifier: reuseIdentifier)
//       badge.translatesAutoresizingMaskIntoConstraints = false
//       contentView.addSubview(badge)
//       NSLayoutConstraint.activate([
//         badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
//         badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
//         badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
//         badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
//         badge.heightAnchor.constraint(equalToConstant: 24)])
//     }
//     required init?(coder: NSCoder) { fatalError() }
//   }
//   final class PinnedContactsViewController: UITableViewController {
//     override func viewDidLoad() {
//       super.viewDidLoad()
//       tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
//       tableView.rowHeight = 44
//       tableView.sectionHeaderHeight = UITableView.automaticDimension
//       tableView.estimatedSectionHeaderHeight = 40
//     }
//     override func numberOfSections(in tableView: UITableView) -> Int { 3 }
//     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
//     override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
//       tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
//     }
//     override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
//     override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { UIView() }
//   }

private final class SectionHeader: TableViewHeaderFooterView {
  let badge = View()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    badge.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      badge.heightAnchor.constraint(equalToConstant: 24),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PinnedContactsViewController: TableViewController, @unchecked Sendable {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = TableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 40
  }

  override func numberOfSections(in tableView: TableView) -> Int { 3 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

  override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
  }

  override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }

  override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { View() }
}

@MainActor
@Suite("Port: plain table with self-sizing section headers that stick while scrolling (UIKitBehaviour.md §20)")
struct StickyHeadersTablePortTests {
  private func presented() throws -> (Window, PinnedContactsViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = PinnedContactsViewController(style: .plain)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  private func headerFrames(_ table: TableView) -> [CGRect] {
    (0..<3).map { table.floatingFrame(ofSection: $0, header: true) }
  }

  /// Each section: header 8 + 24 + 8 = 40 (measured at the table's width, §20), five rows of
  /// 44, a 20-pt footer: 280. Sections start at 0, 280, 560; content 375 × 840. The content is
  /// taller than the table, so the 20-pt status bar joins the top inset and the first display
  /// shows the top at offset −20 (§7.2, §77).
  @Test func sectionsAndTheFirstDisplay() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let table = controller.tableView!
    #expect(table.contentSize == CGSize(width: 375, height: 840))
    #expect(table.adjustedContentInset.top == 20)
    #expect(table.contentOffset == CGPoint(x: 0, y: -20))
    #expect((0..<3).map { table.rectForHeader(inSection: $0).minY } == [0, 280, 560])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 320, width: 375, height: 44))
    #expect(table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 820, width: 375, height: 20))
    let header = try #require(table.headerView(forSection: 0) as? SectionHeader)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(header.badge.frame == CGRect(x: 16, y: 8, width: 343, height: 24))
    // The last section's footer floats at the bottom of the visible area: y = 647 − 20.
    #expect(table.floatingFrame(ofSection: 2, header: false) == CGRect(x: 0, y: 627, width: 375, height: 20))
    // A plain `UIView` footer is not a header-footer view: `footerView(forSection:)` gives nil.
    #expect(table.footerView(forSection: 2) == nil)
  }

  /// Scrolled to 300 the visible top is 320 (inset 20): section 1's header sticks there, section
  /// 0's is pushed up to its footer's top − 40 = 220. At 490 (visible top 510) section 1's header
  /// meets its section's end and stops at 560 − 20 − 40 = 500; section 2's stays at its own top.
  @Test func headersStickAndArePushedUp() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let table = controller.tableView!
    table.contentOffset = CGPoint(x: 0, y: 300)
    window.layoutIfNeeded()
    #expect(headerFrames(table).map(\.minY) == [220, 320, 560])
    #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 320, width: 375, height: 40))
    #expect(table.headerView(forSection: 0) == nil)
    table.contentOffset = CGPoint(x: 0, y: 490)
    window.layoutIfNeeded()
    #expect(headerFrames(table).map(\.minY) == [220, 500, 560])
    #expect(table.headerView(forSection: 1)?.frame.minY == 500)
    #expect(table.headerView(forSection: 2)?.frame.minY == 560)
  }

  /// Metamorphic: the shown header frames after scrolling 300 → 490 → 120 equal a
  /// fresh table scrolled straight to 120, and a second pass changes nothing.
  @Test func scrollingHistoryDoesNotMatter() throws {
    let (window, controller) = try presented()
    let table = controller.tableView!
    for y: CGFloat in [300, 490, 120] {
      table.contentOffset = CGPoint(x: 0, y: y)
      window.layoutIfNeeded()
    }
    let (freshWindow, fresh) = try presented()
    fresh.tableView.contentOffset = CGPoint(x: 0, y: 120)
    freshWindow.layoutIfNeeded()
    func shown(_ t: TableView) -> [CGRect?] {
      (0..<3).map { t.headerView(forSection: $0)?.frame }
    }
    #expect(shown(table) == shown(fresh.tableView))
    #expect(headerFrames(table).map(\.minY) == [140, 280, 560])
    window.layoutIfNeeded()
    #expect(shown(table) == shown(fresh.tableView))
    withExtendedLifetime((window, freshWindow)) {}
  }
}
