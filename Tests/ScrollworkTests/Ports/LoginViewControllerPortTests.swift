import Foundation
import Scrollwork
import Testing

// Port of seed 001 ("How To Make AutoLayout Work On A ScrollView", the WWDC login screen) as
// the view controller an iOS developer would write from it: ONE content view in the scroll
// view, Equal Widths with the main view, the two fields centred 25 pt above and below the
// content view's middle, and the content insets that centre the content view computed in
// `viewDidLayoutSubviews()`. Ported from UIKit by renaming the types (UIViewController →
// ViewController, UIScrollView → ScrollView, UITextField → TextField, UIEdgeInsets →
// EdgeInsets); `NSLayoutConstraint.activate` throws in Scrollwork, hence `try?`.

/// The login screen.
// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class LoginViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let contentView = View()
  let usernameField = TextField()
  let passwordField = TextField()
  /// How often `viewDidLayoutSubviews()` ran.
  private(set) var layoutCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.backgroundColor = .green
    view.addSubview(scrollView)

    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.backgroundColor = .red
    scrollView.addSubview(contentView)

    for (field, placeholder) in [(usernameField, "Username"), (passwordField, "Password")] {
      field.translatesAutoresizingMaskIntoConstraints = false
      field.borderStyle = .roundedRect
      field.placeholder = placeholder
      contentView.addSubview(field)
    }
    passwordField.isSecureTextEntry = true

    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      contentView.widthAnchor.constraint(equalTo: view.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 200),

      usernameField.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      usernameField.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -25),
      usernameField.widthAnchor.constraint(equalToConstant: 200),
      passwordField.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      passwordField.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: 25),
      passwordField.widthAnchor.constraint(equalToConstant: 200),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutCount += 1
    let visibleHeight = scrollView.bounds.height
    let contentHeight = contentView.bounds.height
    var insets = EdgeInsets.zero
    insets.top = visibleHeight / 2 - contentHeight / 2
    insets.bottom = visibleHeight / 2 - contentHeight / 2 + 1
    scrollView.contentInset = insets
  }
}

/// The login form centred by `viewDidLayoutSubviews()` on an iPhone SE (375 × 667 @2x, 20 pt
/// status bar; no insets in landscape). The scroll view fills the window; the content (200 pt)
/// is shorter than it, so `.automatic` adds no safe area (UIKitBehaviour.md §7.2) and the adjusted
/// insets are the computed ones. The offset range is [−top, −top + 1] (§7.3): the resting
/// offset 0 lies outside and goes to the nearest bound.
@Suite("Port: seed 001 login view controller (UIKitBehaviour.md §7.2, §7.3)")
struct LoginViewControllerPortTests {
  func show(_ orientation: DeviceOrientation) -> (Window, LoginViewController) {
    let window = Window(device: .standard, orientation: orientation)
    let vc = LoginViewController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    return (window, vc)
  }

  @Test("§7.3 portrait 375 × 667: insets 233.5 / 234.5, offset 0 snaps to the upper bound −232.5")
  func portrait() {
    let (window, vc) = show(.portrait)
    #expect(vc.layoutCount >= 1)
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(vc.scrollView.contentSize == CGSize(width: 375, height: 200))
    // top = 667/2 − 200/2 = 233.5; bottom = 233.5 + 1.
    #expect(vc.scrollView.contentInset == EdgeInsets(top: 233.5, left: 0, bottom: 234.5, right: 0))
    #expect(vc.scrollView.adjustedContentInset == vc.scrollView.contentInset)
    // Range [−233.5, 200 + 234.5 − 667 = −232.5]; 0 is above it.
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -232.5))
    // On screen: the content view 232.5 pt down; the fields' centres at ±25 of its middle.
    #expect(vc.contentView.convert(vc.contentView.bounds, to: nil) == CGRect(x: 0, y: 232.5, width: 375, height: 200))
    #expect(vc.usernameField.frame == CGRect(x: 87.5, y: 58, width: 200, height: 34))
    #expect(vc.passwordField.frame == CGRect(x: 87.5, y: 108, width: 200, height: 34))
    #expect(
      vc.usernameField.convert(vc.usernameField.bounds, to: window) == CGRect(x: 87.5, y: 290.5, width: 200, height: 34)
    )
    #expect(vc.passwordField.convert(CGPoint.zero, to: nil) == CGPoint(x: 87.5, y: 340.5))
  }

  @Test("§7.3 landscape 667 × 375 from the start: insets 87.5 / 88.5, offset −86.5")
  func landscape() {
    let (window, vc) = show(.landscape)
    defer { withExtendedLifetime(window) {} }
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 667, height: 200))
    #expect(vc.scrollView.contentInset == EdgeInsets(top: 87.5, left: 0, bottom: 88.5, right: 0))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -86.5))
    #expect(vc.usernameField.convert(CGPoint.zero, to: nil) == CGPoint(x: 233.5, y: 144.5))
  }

  @Test("§7.3 rotating: viewDidLayoutSubviews recomputes the insets; the old offset goes to the nearest bound")
  func rotation() {
    let (window, vc) = show(.portrait)
    window.rotate(to: .landscape)
    #expect(vc.scrollView.contentInset == EdgeInsets(top: 87.5, left: 0, bottom: 88.5, right: 0))
    // −232.5 is below the new range [−87.5, −86.5]: it goes to −87.5, the content exactly centred.
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -87.5))
    #expect(vc.contentView.convert(vc.contentView.bounds, to: nil) == CGRect(x: 0, y: 87.5, width: 667, height: 200))
    window.rotate(to: .portrait)
    // −87.5 is above [−233.5, −232.5]: it goes to −232.5.
    #expect(vc.scrollView.contentInset == EdgeInsets(top: 233.5, left: 0, bottom: 234.5, right: 0))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -232.5))
  }
}
