import Foundation
import Scrollwork
import Testing

// Seed 001 (a login form on a scroll view, from a WWDC lab): content view pinned to the
// scroll view and as wide as the main view; `viewDidLayoutSubviews` centres it with insets
// top = H/2 − h/2, bottom = top + 1; the keyboard then scrolls the active field into view.
//
// Content (hand-laid, 375 wide): logo 20…220 (200 tall), username 240…270, password 278…308,
// login button 316…346, 20 below → h = 366.

/// The main view; its `layoutSubviews` plays `viewDidLayoutSubviews`.
private final class LoginRootView: View {
  let scroll = ScrollView()
  let content = View()
  let logo = View()
  let username = TextField()
  let password = TextField()
  let login = Button()

  func build() throws {
    for v in [scroll, content, logo, username, password, login] as [View] {
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    addSubview(scroll)
    scroll.addSubview(content)
    for v in [logo, username, password, login] as [View] { content.addSubview(v) }
    var cs: [LayoutConstraint] = [
      scroll.topAnchor.constraint(equalTo: topAnchor),
      scroll.bottomAnchor.constraint(equalTo: bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.widthAnchor.constraint(equalTo: widthAnchor),
      logo.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      logo.heightAnchor.constraint(equalToConstant: 200),
      username.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 20),
      password.topAnchor.constraint(equalTo: username.bottomAnchor, constant: 8),
      login.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 8),
      content.bottomAnchor.constraint(equalTo: login.bottomAnchor, constant: 20),
    ]
    for v in [logo, username, password, login] as [View] {
      cs.append(v.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20))
      cs.append(content.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: 20))
      if v !== logo { cs.append(v.heightAnchor.constraint(equalToConstant: 30)) }
    }
    try LayoutConstraint.activateOrThrow(cs)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // viewDidLayoutSubviews: centre the content with insets.
    let h = content.bounds.height
    guard h > 0 else { return }
    var insets = EdgeInsets.zero
    insets.top = bounds.height / 2 - h / 2
    insets.bottom = bounds.height / 2 - h / 2 + 1
    if scroll.contentInset != insets && !password.isFirstResponder && !username.isFirstResponder {
      scroll.contentInset = insets
    }
  }
}

@Suite("Tutorial 001: centred login form and the keyboard")
struct LoginFormScreenTests {
  private func make() throws -> LoginRootView {
    let root = LoginRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    try root.build()
    root.layoutIfNeeded()
    return root
  }

  @Test("§7.1 content frames")
  func contentFrames() throws {
    let r = try make()
    #expect(r.layoutIssues.isEmpty)
    #expect(r.content.frame == CGRect(x: 0, y: 0, width: 375, height: 366))
    #expect(r.username.frame == CGRect(x: 20, y: 240, width: 335, height: 30))
    #expect(r.password.frame == CGRect(x: 20, y: 278, width: 335, height: 30))
    #expect(r.login.frame == CGRect(x: 20, y: 316, width: 335, height: 30))
    #expect(r.scroll.contentSize == CGSize(width: 375, height: 366))
  }

  @Test("§7.2 §7.3 centring insets: top 150.5, bottom 151.5; offset snaps to −149.5")
  func centredByInsets() throws {
    let r = try make()
    // top = 667/2 − 366/2 = 333.5 − 183 = 150.5; bottom = 151.5.
    #expect(r.scroll.contentInset == EdgeInsets(top: 150.5, left: 0, bottom: 151.5, right: 0))
    #expect(r.scroll.adjustedContentInset == r.scroll.contentInset)
    // Range y: [−150.5, 366 + 151.5 − 667 = −149.5]; offset 0 is past the max → −149.5.
    #expect(r.scroll.minimumContentOffset == CGPoint(x: 0, y: -150.5))
    #expect(r.scroll.maximumContentOffset == CGPoint(x: 0, y: -149.5))
    #expect(r.scroll.contentOffset == CGPoint(x: 0, y: -149.5))
    // The content shows centred: its top at 149.5 in the root, (667 − 366)/2 = 150.5 ± 1.
    let origin = r.content.convert(CGPoint.zero, to: r)
    #expect(origin == CGPoint(x: 0, y: 149.5))
  }

  @Test("§7.6 §7.4 keyboard of 216 at the bottom scrolls the password field just above it")
  func keyboardShowAndHide() throws {
    let r = try make()
    #expect(r.password.becomeFirstResponder())
    r.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 451, width: 375, height: 216), in: nil)
    // §7.6: overlap 216 → bottom inset 216, top kept.
    #expect(r.scroll.contentInset == EdgeInsets(top: 150.5, left: 0, bottom: 216, right: 0))
    // §7.3: range y [−150.5, 366 + 216 − 667 = −85]; −149.5 stays.
    #expect(r.scroll.maximumContentOffset == CGPoint(x: 0, y: -85))
    // §7.4: visible y = −149.5 + 150.5 = 1 … 1 + (667 − 150.5 − 216) = 301.5;
    // the field's bottom 308 > 301.5 → offset −149.5 + 6.5 = −143.
    #expect(r.scroll.contentOffset == CGPoint(x: 0, y: -143))
    // The field's bottom sits on the keyboard's top: 308 − (−143) = 451.
    #expect(r.password.convert(CGPoint(x: 0, y: 30), to: r).y == 451)

    r.scroll.keyboardWillHide()
    #expect(r.scroll.contentInset == EdgeInsets(top: 150.5, left: 0, bottom: 151.5, right: 0))
    // Back to [−150.5, −149.5]: −143 is past the max → −149.5.
    #expect(r.scroll.contentOffset == CGPoint(x: 0, y: -149.5))
  }

  @Test("§7.4 the username field is already visible: the keyboard does not scroll")
  func visibleFieldDoesNotScroll() throws {
    let r = try make()
    r.username.becomeFirstResponder()
    r.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 451, width: 375, height: 216), in: nil)
    // Username 240…270 lies inside the visible 1…301.5.
    #expect(r.scroll.contentOffset == CGPoint(x: 0, y: -149.5))
    r.scroll.keyboardWillHide()
    #expect(r.scroll.contentOffset == CGPoint(x: 0, y: -149.5))
  }
}
