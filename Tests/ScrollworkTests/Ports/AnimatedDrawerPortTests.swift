import Foundation
import Scrollwork
import Testing

// A bottom drawer that opens by changing a constraint's constant inside an animation block,
// and a search field that swaps two constraints with `isActive`, as UIKit code writes them.
// Ported by renaming types only (UIViewController → ViewController, UIView → View,
// NSLayoutConstraint → LayoutConstraint, UILayoutPriority → LayoutPriority):
//
//   drawerHeight = drawer.heightAnchor.constraint(equalToConstant: 80)
//   let preferredWidth = field.widthAnchor.constraint(equalToConstant: 400)
//   preferredWidth.priority = .defaultHigh
//   cancelHidden = cancel.leadingAnchor.constraint(equalTo: view.trailingAnchor)
//   cancelShown = cancel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
//   NSLayoutConstraint.activate([ ...,
//     field.trailingAnchor.constraint(lessThanOrEqualTo: cancel.leadingAnchor, constant: -8),
//     field.widthAnchor.constraint(greaterThanOrEqualToConstant: 120), preferredWidth, cancelHidden ])
//
//   func setDrawer(open: Bool) {
//     drawerHeight.constant = open ? 300 : 80
//     UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.9,
//                    initialSpringVelocity: 0, options: [.curveEaseOut]) {
//       self.view.layoutIfNeeded()
//     } completion: { _ in self.isDrawerOpen = open }
//   }
//   func setSearching(_ searching: Bool) {
//     cancelHidden.isActive = !searching           // deactivate first: no conflict in between
//     cancelShown.isActive = searching
//     UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
//   }

private final class DrawerViewController: ViewController, @unchecked Sendable {
  let drawer = View()
  let field = View()
  let cancel = View()
  private(set) var drawerHeight: LayoutConstraint!
  private var cancelHidden: LayoutConstraint!
  private var cancelShown: LayoutConstraint!
  private(set) var isDrawerOpen = false
  private(set) var completions = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for part in [drawer, field, cancel] {
      part.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(part)
    }
    drawerHeight = drawer.heightAnchor.constraint(equalToConstant: 80)
    let preferredWidth = field.widthAnchor.constraint(equalToConstant: 400)
    preferredWidth.priority = .defaultHigh
    cancelHidden = cancel.leadingAnchor.constraint(equalTo: view.trailingAnchor)
    cancelShown = cancel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
    LayoutConstraint.activate([
      drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      drawerHeight,
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.heightAnchor.constraint(equalToConstant: 36),
      field.trailingAnchor.constraint(lessThanOrEqualTo: cancel.leadingAnchor, constant: -8),
      field.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
      preferredWidth,
      cancel.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      cancel.widthAnchor.constraint(equalToConstant: 60),
      cancel.heightAnchor.constraint(equalTo: field.heightAnchor),
      cancelHidden,
    ])
  }

  func setDrawer(open: Bool) {
    drawerHeight.constant = open ? 300 : 80
    View.animate(
      withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.curveEaseOut]
    ) {
      self.view.layoutIfNeeded()
    } completion: { _ in
      self.isDrawerOpen = open
      self.completions += 1
    }
  }

  func setSearching(_ searching: Bool) {
    cancelHidden.isActive = !searching
    cancelShown.isActive = searching
    View.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }
}

@MainActor
@Suite("Port: a constant changed inside UIView.animate, and constraints swapped with isActive")
struct AnimatedDrawerPortTests {
  private func presented() throws -> (Window, DrawerViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = DrawerViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// iPhone 8: 375 × 667, status bar 20, root margins 16 (§6). Closed drawer: y 667 − 80.
  /// Field: x 16, y 28; the cancel button off screen at x 375, so the field may reach
  /// 375 − 8 = 367: 400 at .defaultHigh gives way to the required ≤: 351 wide.
  @Test func framesOfTheProgram() throws {
    let (window, c) = try presented()
    defer { withExtendedLifetime(window) {} }
    #expect(c.drawer.frame == CGRect(x: 0, y: 587, width: 375, height: 80))
    #expect(c.field.frame == CGRect(x: 16, y: 28, width: 351, height: 36))
    #expect(c.cancel.frame == CGRect(x: 375, y: 28, width: 60, height: 36))
  }

  /// The animation block lands on the final layout (§77) and its completion runs with
  /// `true`: open drawer (0, 367, 375, 300). Searching: cancel at 375 − 16 − 60 = 299, the
  /// field to 299 − 8 = 291: 275 wide. Opening then closing, or searching then not, gives
  /// what a fresh controller gives; a second pass changes nothing.
  @Test func animatedChangesLandOnTheFinalLayout() throws {
    let (window, c) = try presented()
    let closed = [c.drawer.frame, c.field.frame, c.cancel.frame]
    c.setDrawer(open: true)
    #expect(c.drawer.frame == CGRect(x: 0, y: 367, width: 375, height: 300))
    #expect(c.isDrawerOpen && c.completions == 1)
    c.setSearching(true)
    #expect(c.cancel.frame == CGRect(x: 299, y: 28, width: 60, height: 36))
    #expect(c.field.frame == CGRect(x: 16, y: 28, width: 275, height: 36))
    window.layoutIfNeeded()
    #expect(c.field.frame == CGRect(x: 16, y: 28, width: 275, height: 36))
    #expect(c.view.layoutIssues.isEmpty)
    c.setSearching(false)
    c.setDrawer(open: false)
    #expect([c.drawer.frame, c.field.frame, c.cancel.frame] == closed)
    let (freshWindow, fresh) = try presented()
    defer { withExtendedLifetime(freshWindow) {} }
    #expect([fresh.drawer.frame, fresh.field.frame, fresh.cancel.frame] == closed)
  }
}
