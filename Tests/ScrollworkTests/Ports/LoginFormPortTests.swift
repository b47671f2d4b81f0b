import Foundation
import Scrollwork
import Testing

// Port of seed 001, "iOS: How To Make AutoLayout Work On A ScrollView" (a login screen that an
// Apple engineer laid out at WWDC): the storyboard's constraints written in code, and the
// view controller's `viewDidLayoutSubviews` moved into `layoutSubviews()`.
//
// Storyboard constraints (the article's screenshots), with values the article leaves to IB:
//   scrollView: top/leading/trailing/bottom = 0 to the main view
//   contentView: top/leading/trailing/bottom = 0 to the scroll view (content area, §7.1)
//                + Equal Widths with the main view + a fixed height (200 here)
//   usernameField / passwordField: center X in container; center Y −25 / +25
//                (the two centres 50 pt apart, the gap's middle on the content view's centre);
//                width 200 (IB's fixed width), height from the rounded-rect field.
// The login button under the fields is an addition of this port (the article stops at the
// two fields).

/// The tutorial's main view: one scroll view holding ONE content view, in which two text
/// fields are centred ±25 pt around the content view's centre.
final class LoginFormView: View {
  let scrollView = ScrollView()
  let contentView = View()
  let usernameField = TextField()
  let passwordField = TextField()
  let loginButton = Button(type: .system)

  /// UIKit raises an exception for an invalid constraint; Scrollwork throws, and an
  /// initializer overriding `init(frame:)` cannot throw, so errors are kept here.
  /// How many times `layoutSubviews()` ran (the inset code below runs each time).
  private(set) var layoutPasses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    backgroundColor = .white
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.backgroundColor = .green  // "the ugly colors are meant to differentiate"
    addSubview(scrollView)

    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.backgroundColor = .red
    scrollView.addSubview(contentView)

    usernameField.translatesAutoresizingMaskIntoConstraints = false
    usernameField.borderStyle = .roundedRect
    usernameField.placeholder = "Username"
    contentView.addSubview(usernameField)

    passwordField.translatesAutoresizingMaskIntoConstraints = false
    passwordField.borderStyle = .roundedRect
    passwordField.placeholder = "Password"
    contentView.addSubview(passwordField)

    loginButton.translatesAutoresizingMaskIntoConstraints = false
    loginButton.setTitle("Login", for: .normal)
    loginButton.setContentHuggingPriority(.defaultHigh, for: .vertical)
    contentView.addSubview(loginButton)

    LayoutConstraint.activate([
      // The scroll view fills the main view.
      scrollView.topAnchor.constraint(equalTo: topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
      // The content view is bound to the scroll view (all constants 0) ...
      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      // ... and "the key": Equal Widths between the main View and the ContentView.
      contentView.widthAnchor.constraint(equalTo: widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 200),
      // Centre each field horizontally, then ±25 from the vertical centre.
      usernameField.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      usernameField.widthAnchor.constraint(equalToConstant: 200),
      passwordField.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      passwordField.widthAnchor.constraint(equalToConstant: 200),
      loginButton.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      loginButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 20),
    ])
    contentView.addConstraints([
      LayoutConstraint(
        item: contentView, attribute: .centerY, relatedBy: .equal, toItem: usernameField,
        attribute: .centerY, multiplier: 1, constant: 25),
      LayoutConstraint(
        item: contentView, attribute: .centerY, relatedBy: .equal, toItem: passwordField,
        attribute: .centerY, multiplier: 1, constant: -25),
    ])
  }

  /// The article's `viewDidLayoutSubviews`: insets that centre the content view vertically.
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1

    let scrollViewBounds = scrollView.bounds

    var scrollViewInsets = EdgeInsets.zero
    scrollViewInsets.top = scrollViewBounds.size.height / 2.0
    scrollViewInsets.top -= contentView.bounds.size.height / 2.0

    scrollViewInsets.bottom = scrollViewBounds.size.height / 2.0
    scrollViewInsets.bottom -= contentView.bounds.size.height / 2.0
    scrollViewInsets.bottom += 1

    scrollView.contentInset = scrollViewInsets
  }
}

/// Frames of the login form on the article's two devices, a 4s (320 × 480) and a 5s
/// (320 × 568): UIKitBehaviour.md §7.1 (content view edges → content area, Equal Widths → the
/// main view's width), §3 (rounded-rect text field 34 pt tall, button from its title).
@Suite("Port: seed 001 login form in a scroll view (UIKitBehaviour.md §3, §7.1, §7.3)")
struct LoginFormPortTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  static let devices: [CGSize] = [CGSize(width: 320, height: 480), CGSize(width: 320, height: 568)]

  @Test("§7.1 the fields sit 50 pt apart around the content view's centre, 60 pt from each side", arguments: devices)
  func frames(screen: CGSize) throws {
    let view = LoginFormView(frame: CGRect(origin: .zero, size: screen))
    #expect(view.layoutIssues.isEmpty)
    view.layoutIfNeeded()
    #expect(view.layoutIssues.isEmpty)

    #expect(view.scrollView.frame == CGRect(origin: .zero, size: screen))
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(view.scrollView.contentSize == CGSize(width: 320, height: 200))
    // centre y 100 ∓ 25, fields 34 tall (rounded rect, 17 pt): tops at 75 − 17 and 125 − 17.
    #expect(view.usernameField.frame == CGRect(x: 60, y: 58, width: 200, height: 34))
    #expect(view.passwordField.frame == CGRect(x: 60, y: 108, width: 200, height: 34))
    let titleWidth = WrapOracle.ceilToPixels(oracle.width("Login", size: 15))
    let button = CGSize(width: max(30, titleWidth), height: 30)
    #expect(
      view.loginButton.frame
        == WrapOracle.pixelFrame(x: 160 - button.width / 2, y: 162, width: button.width, height: button.height))
  }

  @Test("§7.1 viewDidLayoutSubviews' insets: top = H/2 − 100, bottom = top + 1", arguments: devices)
  func centringInsets(screen: CGSize) throws {
    let view = LoginFormView(frame: CGRect(origin: .zero, size: screen))
    view.layoutIfNeeded()
    let top = screen.height / 2 - 100
    #expect(view.scrollView.contentInset == EdgeInsets(top: top, left: 0, bottom: top + 1, right: 0))
    #expect(view.layoutPasses >= 1)
  }

  @Test("§7.1 a 4s → 5s resize keeps the form centred horizontally and recomputes the insets")
  func resize() throws {
    let view = LoginFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    view.layoutIfNeeded()
    #expect(view.scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(view.scrollView.contentInset == EdgeInsets(top: 184, left: 0, bottom: 185, right: 0))
    // A wider screen (iPhone 8 Plus): the fields stay centred, the content view follows the width.
    view.frame = CGRect(x: 0, y: 0, width: 414, height: 736)
    view.layoutIfNeeded()
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 414, height: 200))
    #expect(view.usernameField.frame == CGRect(x: 107, y: 58, width: 200, height: 34))
    #expect(view.passwordField.frame == CGRect(x: 107, y: 108, width: 200, height: 34))
    #expect(view.scrollView.contentInset == EdgeInsets(top: 268, left: 0, bottom: 269, right: 0))
  }

  /// UIKitBehaviour.md §7.3: an offset outside [−top, max(−top, contentHeight + bottom − boundsHeight)]
  /// is brought to the nearest bound when the insets change; for this form the range is
  /// [−top, −top + 1] and the offset 0 snaps to −top + 1, which shows the form centred.
  @Test(
    "§7.3 setting the centring insets snaps contentOffset to −top + 1",
    arguments: devices)
  func offsetSnapsIntoRange(screen: CGSize) throws {
    let view = LoginFormView(frame: CGRect(origin: .zero, size: screen))
    view.layoutIfNeeded()
    let top = screen.height / 2 - 100
    #expect(view.scrollView.contentOffset == CGPoint(x: 0, y: -top + 1))
  }
}
