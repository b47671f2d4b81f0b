import Foundation
import Scrollwork
import Testing

// A bottom sheet that expands by raising an active constraint's priority, as UIKit code
// writes it, ported by renaming types only (UIViewController → ViewController, UIView → View,
// NSLayoutConstraint → LayoutConstraint, UILayoutPriority → LayoutPriority):
//
//   final class SheetViewController: UIViewController {
//     let sheet = UIView()
//     lazy var compactHeight = sheet.heightAnchor.constraint(equalToConstant: 200)
//     lazy var fullHeight = sheet.heightAnchor.constraint(
//       equalTo: view.safeAreaLayoutGuide.heightAnchor, constant: -40)
//     override func viewDidLoad() {
//       super.viewDidLoad()
//       sheet.translatesAutoresizingMaskIntoConstraints = false
//       view.addSubview(sheet)
//       compactHeight.priority = UILayoutPriority(500)
//       fullHeight.priority = .defaultLow
//       NSLayoutConstraint.activate([
//         sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
//         sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
//         sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
//         compactHeight, fullHeight])
//     }
//     func setExpanded(_ expanded: Bool) {
//       fullHeight.priority = expanded ? UILayoutPriority(999) : .defaultLow
//       UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
//     }
//     func pinFull() { fullHeight.priority = .required }
//   }

private final class SheetViewController: ViewController, @unchecked Sendable {
  let sheet = View()
  lazy var compactHeight = sheet.heightAnchor.constraint(equalToConstant: 200)
  lazy var fullHeight = sheet.heightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.heightAnchor, constant: -40)

  override func viewDidLoad() {
    super.viewDidLoad()
    sheet.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sheet)
    compactHeight.priority = LayoutPriority(500)
    fullHeight.priority = .defaultLow
    LayoutConstraint.activate([
      sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      compactHeight,
      fullHeight,
    ])
  }

  func setExpanded(_ expanded: Bool) {
    fullHeight.priority = expanded ? LayoutPriority(999) : .defaultLow
    View.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }

  func pinFull() {
    fullHeight.priority = .required
  }
}

@MainActor
@Suite("Port: a sheet expanded by changing an active constraint's priority (UIKitBehaviour.md §1, §94)")
struct ExpandingSheetPriorityPortTests {
  private func presented(_ orientation: DeviceOrientation = .portrait) throws -> (Window, SheetViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")), orientation: orientation)
    let controller = SheetViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// iPhone 8 portrait: 375 × 667, safe area below the 20-pt status bar (647 tall).
  /// Compact 200 @500 beats full (647 − 40 = 607) @250: the sheet is 200 tall at the bottom.
  /// Raised to 999 the full height wins: 607 tall from y 60. Back at 250: 200 again.
  /// Changing an optional priority to another optional one on an installed constraint is
  /// allowed and takes effect at the next pass (§94).
  @Test func raisingAndLoweringAnActivePriority() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    #expect(controller.sheet.frame == CGRect(x: 0, y: 467, width: 375, height: 200))
    controller.setExpanded(true)
    #expect(controller.fullHeight.priority == LayoutPriority(999))
    #expect(controller.sheet.frame == CGRect(x: 0, y: 60, width: 375, height: 607))
    controller.setExpanded(false)
    #expect(controller.sheet.frame == CGRect(x: 0, y: 467, width: 375, height: 200))
    #expect(controller.view.layoutIssues.isEmpty)
  }

  /// UIKit refuses an optional → required change on an installed constraint (it raises
  /// "Mutating a priority from required to not on an installed constraint (or vice-versa) is
  /// not supported", §1). The model records that message as a layout issue and keeps the old
  /// priority, so the frame does not move. Deactivated first, the change is allowed; active
  /// again as required, the full height holds over the compact one (500): still 607 tall.
  @Test func optionalToRequiredOnAnInstalledConstraintIsRefused() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    controller.setExpanded(true)
    controller.pinFull()
    window.layoutIfNeeded()
    #expect(controller.fullHeight.priority == LayoutPriority(999))
    #expect(controller.sheet.frame == CGRect(x: 0, y: 60, width: 375, height: 607))
    let issues = controller.view.layoutIssues.map(\.description)
    #expect(
      issues == [
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 999."
      ])

    controller.fullHeight.isActive = false
    controller.pinFull()
    controller.fullHeight.isActive = true
    window.layoutIfNeeded()
    #expect(controller.fullHeight.priority == .required)
    #expect(controller.sheet.frame == CGRect(x: 0, y: 60, width: 375, height: 607))
    #expect(controller.view.layoutIssues.count == 1)
  }

  /// Landscape (667 × 375, no status bar, no insets): expanded, 375 − 40 = 335 tall from y 40.
  /// Metamorphic: the frames reached by expand → rotate → collapse → expand equal a fresh
  /// landscape controller expanded once, and a second pass changes nothing.
  @Test func historyDoesNotMatterAcrossRotation() throws {
    let (window, controller) = try presented()
    controller.setExpanded(true)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(controller.sheet.frame == CGRect(x: 0, y: 40, width: 667, height: 335))
    controller.setExpanded(false)
    #expect(controller.sheet.frame == CGRect(x: 0, y: 175, width: 667, height: 200))
    controller.setExpanded(true)

    let (freshWindow, fresh) = try presented(.landscape)
    fresh.setExpanded(true)
    #expect(controller.sheet.frame == fresh.sheet.frame)
    let before = controller.sheet.frame
    window.layoutIfNeeded()
    #expect(controller.sheet.frame == before)
    withExtendedLifetime((window, freshWindow)) {}
  }
}
