import Foundation
import Scrollwork

// The six tutorial screens of issue 5, rebuilt with Scrollwork's UIKit-style API on an
// iPhone SE (2nd generation) screen: 375 × 667 points, @2x, no bars. Each returns the
// states `scrollwork demo` prints.

extension DemoScreen {
  /// All six screens, in the tutorials' order.
  static let all: [DemoScreen] = [
    fixedWidthDynamicHeight, loginForm, imageViewer, pagingSlider, adaptiveForm, contentSizeAndBounds,
  ]

  /// A root view the size of the device's screen in `orientation`, on that screen.
  static func makeRoot(_ orientation: DeviceOrientation = .portrait) -> View {
    let device = Device.standard
    let root = View(frame: CGRect(origin: .zero, size: device.size(in: orientation)))
    root.screen = device.screen(in: orientation)
    root.accessibilityIdentifier = "root"
    return root
  }

  /// Names the views (their `accessibilityIdentifier`) and turns off autoresizing
  /// translation, as a file or storyboard with constraints does.
  static func prepare(_ views: [(String, View)]) {
    for (name, v) in views {
      v.accessibilityIdentifier = name
      v.translatesAutoresizingMaskIntoConstraints = false
    }
  }

  /// `view`'s four edges equal to the guide's (or view's) edges.
  static func pinEdges(_ view: View, to guide: LayoutGuide) -> [LayoutConstraint] {
    [
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ]
  }

  static func pinEdges(_ view: View, to other: View) -> [LayoutConstraint] {
    [
      view.topAnchor.constraint(equalTo: other.topAnchor),
      view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
    ]
  }

  /// Rotates a root to the other orientation: swaps its size and lays it out.
  static func rotate(_ root: View) {
    root.frame = CGRect(x: 0, y: 0, width: root.bounds.height, height: root.bounds.width)
    root.screen.bounds = root.bounds
    root.layoutIfNeeded()
  }

  // MARK: 1. Fixed width, dynamic height (seed 000)

  static let fixedWidthDynamicHeight = DemoScreen(title: "1. Fixed width, dynamic height", seed: "seed 000") {
    var states: [DemoState] = []
    for useVFL in [false, true] {
      let root = makeRoot()
      let scroll = ScrollView()
      let content = View()
      let title = Label()
      let box = View()
      let body = Label()
      title.text = "Fixed width, dynamic height"
      title.numberOfLines = 0
      body.text = String(
        repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)
      body.numberOfLines = 0
      let views: [(String, View)] = [
        ("scrollView", scroll), ("contentView", content), ("topLabel", title), ("boxView", box),
        ("bottomLabel", body),
      ]
      prepare(views)
      root.addSubview(scroll)
      scroll.addSubview(content)
      for v in [title, box, body] as [View] { content.addSubview(v) }
      if useVFL {
        let dictionary = Dictionary(uniqueKeysWithValues: views.map { ($0.0, $0.1 as Any) })
        for format in [
          "V:|-(0)-[scrollView]-(0)-|", "H:|-(0)-[scrollView]-(0)-|", "V:|-(0)-[contentView]-(0)-|",
          "H:|-(0)-[contentView]-(0)-|", "V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|",
          "H:|-[topLabel]-|", "H:|-[boxView]-|", "H:|-[bottomLabel]-|",
        ] {
          try LayoutConstraint.activateOrThrow(
            LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
        }
      } else {
        let margins = content.layoutMarginsGuide
        var cs = pinEdges(scroll, to: root) + pinEdges(content, to: scroll.contentLayoutGuide)
        cs += [
          title.topAnchor.constraint(equalTo: content.topAnchor, constant: 60),
          box.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
          box.heightAnchor.constraint(equalToConstant: 86),
          body.topAnchor.constraint(equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 1),
          body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        for v in [title, box, body] as [View] {
          cs.append(v.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
          cs.append(v.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
        }
        try LayoutConstraint.activateOrThrow(cs)
      }
      // The width comes from outside the scroll view: the main view.
      try content.widthAnchor.constraint(equalTo: root.widthAnchor).activate()
      states.append(DemoState(useVFL ? "portrait, built with the tutorial's VFL" : "portrait, built with anchors",
        root: root, views: views))
      if !useVFL {
        rotate(root)
        states.append(DemoState("landscape: the content stays as wide as the screen", root: root, views: views))
      }
    }
    return states
  }

  // MARK: 2. Login form centred in a scroll view (seed 001)

  /// The login screen's main view: its `layoutSubviews` plays the view controller's
  /// `viewDidLayoutSubviews`, centring the content with insets unless a field is
  /// being edited.
  final class LoginRootView: View {
    let scroll = ScrollView()
    let content = View()
    let username = TextField()
    let password = TextField()

    override func layoutSubviews() {
      super.layoutSubviews()
      let h = content.bounds.height
      guard h > 0, !username.isFirstResponder, !password.isFirstResponder else { return }
      let top = bounds.height / 2 - h / 2
      let insets = EdgeInsets(top: top, left: 0, bottom: top + 1, right: 0)
      if scroll.contentInset != insets { scroll.contentInset = insets }
    }
  }

  static let loginForm = DemoScreen(title: "2. Login form centred in a scroll view", seed: "seed 001") {
    let device = Device.standard
    let root = LoginRootView(frame: CGRect(origin: .zero, size: device.portraitSize))
    root.screen = device.screen()
    root.accessibilityIdentifier = "root"
    let logo = View()
    let login = Button()
    login.setTitle("Log in", for: .normal)
    let views: [(String, View)] = [
      ("scrollView", root.scroll), ("contentView", root.content), ("logo", logo), ("username", root.username),
      ("password", root.password), ("login", login),
    ]
    prepare(views)
    root.addSubview(root.scroll)
    root.scroll.addSubview(root.content)
    var cs = pinEdges(root.scroll, to: root) + pinEdges(root.content, to: root.scroll.contentLayoutGuide)
    cs += [
      root.content.widthAnchor.constraint(equalTo: root.widthAnchor),
      logo.topAnchor.constraint(equalTo: root.content.topAnchor, constant: 20),
      logo.heightAnchor.constraint(equalToConstant: 200),
      // The two fields sit 25 pt either side of the content's centre line, which
      // with the logo above fixes the content's height: 2 × (240 + 15 + 25) = 560.
      root.username.centerYAnchor.constraint(equalTo: root.content.centerYAnchor, constant: -25),
      root.password.centerYAnchor.constraint(equalTo: root.content.centerYAnchor, constant: 25),
      root.username.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 20),
      login.topAnchor.constraint(equalTo: root.password.bottomAnchor, constant: 20),
    ]
    for v in [logo, root.username, root.password, login] as [View] {
      root.content.addSubview(v)
      cs.append(v.leadingAnchor.constraint(equalTo: root.content.leadingAnchor, constant: 20))
      cs.append(v.trailingAnchor.constraint(equalTo: root.content.trailingAnchor, constant: -20))
      if v !== logo { cs.append(v.heightAnchor.constraint(equalToConstant: 30)) }
    }
    try LayoutConstraint.activateOrThrow(cs)
    var states = [DemoState("portrait: centred by content insets", root: root, views: views)]
    _ = root.password.becomeFirstResponder()
    let keyboard = CGRect(x: 0, y: 667 - 216, width: 375, height: 216)
    root.scroll.keyboardWillShow(frame: keyboard, in: nil)
    states.append(DemoState("keyboard 216 pt up, password focused", root: root, views: views))
    root.scroll.keyboardWillHide()
    _ = root.password.resignFirstResponder()
    states.append(DemoState("keyboard hidden", root: root, views: views))
    // Landscape: the content is taller than the screen, so the centring insets go
    // negative; the keyboard then has to scroll the password field into view.
    rotate(root)
    _ = root.password.becomeFirstResponder()
    root.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 375 - 162, width: 667, height: 162), in: nil)
    states.append(DemoState("landscape, keyboard 162 pt up, password focused", root: root, views: views))
    return states
  }
}
