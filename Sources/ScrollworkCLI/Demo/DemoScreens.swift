import Foundation
import Scrollwork

// The six tutorial screens of issue 5, each written as an iOS developer writes it: a view
// controller (constraints in viewDidLoad, insets in viewDidLayoutSubviews, keyboard
// notifications observed while on screen, re-paging in viewWillTransition), shown in a
// Window of an iPhone SE (2nd generation): 375 × 667 points, @2x, status bar 20 pt in
// portrait, none in landscape.

extension DemoScreen {
  /// All six screens, in the tutorials' order.
  static let all: [DemoScreen] = [
    fixedWidthDynamicHeight, loginForm, imageViewer, pagingSlider, adaptiveForm, contentSizeAndBounds,
  ]

  /// Shows `controller` in a new iPhone SE window (its own notification center, so
  /// demos running side by side never see each other's keyboard).
  static func show(_ controller: ViewController) -> Window {
    let window = Window(device: Device.standard)
    window.accessibilityIdentifier = "window"
    window.notificationCenter = NotificationCenter()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  // MARK: 1. Fixed width, dynamic height (seed 000)

  static let fixedWidthDynamicHeight = DemoScreen(title: "1. Fixed width, dynamic height", seed: "seed 000") {
    var states: [DemoState] = []
    for useVFL in [false, true] {
      let controller = FixedWidthViewController(useVFL: useVFL)
      let window = show(controller)
      let views = controller.namedViews
      states.append(
        DemoState(
          useVFL ? "portrait, built with the tutorial's VFL" : "portrait, built with anchors", root: window,
          views: views))
      if !useVFL {
        window.rotate(to: .landscape)
        states.append(DemoState("landscape: the content stays as wide as the screen", root: window, views: views))
      }
    }
    return states
  }

  // MARK: 2. Login form centred in a scroll view (seed 001)

  static let loginForm = DemoScreen(title: "2. Login form centred in a scroll view", seed: "seed 001") {
    let controller = LoginViewController()
    let window = show(controller)
    let views = controller.namedViews
    var states = [DemoState("portrait: centred by content insets", root: window, views: views)]
    _ = controller.password.becomeFirstResponder()
    window.showKeyboard(height: 216)
    states.append(DemoState("keyboard 216 pt up, password focused", root: window, views: views))
    window.hideKeyboard()
    _ = controller.password.resignFirstResponder()
    states.append(DemoState("keyboard hidden", root: window, views: views))
    // Landscape: the content is taller than the screen, so the centring insets go
    // negative; the keyboard then has to scroll the password field into view.
    window.rotate(to: .landscape)
    _ = controller.password.becomeFirstResponder()
    window.showKeyboard(height: 162)
    states.append(DemoState("landscape, keyboard 162 pt up, password focused", root: window, views: views))
    return states
  }
}

/// Names views (their `accessibilityIdentifier`) and turns off autoresizing
/// translation, as a storyboard with constraints does; returns the pairs.
func named(_ views: [(String, View)]) -> [(String, View)] {
  for (name, v) in views {
    v.accessibilityIdentifier = name
    v.translatesAutoresizingMaskIntoConstraints = false
  }
  return views
}

/// `view`'s four edges equal to the guide's edges.
func pinEdges(_ view: View, to guide: LayoutGuide) -> [LayoutConstraint] {
  [
    view.topAnchor.constraint(equalTo: guide.topAnchor),
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
  ]
}

/// `view`'s four edges equal to another view's edges.
func pinEdges(_ view: View, to other: View) -> [LayoutConstraint] {
  [
    view.topAnchor.constraint(equalTo: other.topAnchor),
    view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
    view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
  ]
}

/// A controller with a scroll view that follows the keyboard the classic way
/// (UIKitBehaviour.md §7.6): observe the notifications while on screen, give the scroll
/// view the keyboard's overlap as its bottom inset and scroll the first responder into
/// view (``ScrollView/keyboardWillShow(frame:in:)``); restore on hide.
class KeyboardAvoidingViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  private var observers: [NSObjectProtocol] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let center = view.window?.notificationCenter else { return }
    observers.append(
      center.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: nil) {
        [unowned self] note in
        guard let value = note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        // The frame is in window coordinates.
        scrollView.keyboardWillShow(frame: value.cgRectValue, in: nil)
      })
    observers.append(
      center.addObserver(forName: Responder.keyboardWillHideNotification, object: nil, queue: nil) {
        [unowned self] _ in scrollView.keyboardWillHide()
      })
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for o in observers { view.window?.notificationCenter.removeObserver(o) }
    observers = []
  }
}

/// Seed 000: a content view as wide as the main view, a top label 60 pt down, an
/// 86 pt box and a long multi-line label, standard spacing; anchors or the tutorial's
/// VFL strings.
final class FixedWidthViewController: ViewController, @unchecked Sendable {
  let useVFL: Bool
  let scrollView = ScrollView()
  let contentView = View()
  let topLabel = Label()
  let boxView = View()
  let bottomLabel = Label()
  var namedViews: [(String, View)] = []

  init(useVFL: Bool) {
    self.useVFL = useVFL
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    topLabel.text = "Fixed width, dynamic height"
    topLabel.numberOfLines = 0
    bottomLabel.text = String(
      repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)
    bottomLabel.numberOfLines = 0
    namedViews = named([
      ("scrollView", scrollView), ("contentView", contentView), ("topLabel", topLabel), ("boxView", boxView),
      ("bottomLabel", bottomLabel),
    ])
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    for v in [topLabel, boxView, bottomLabel] as [View] { contentView.addSubview(v) }
    if useVFL {
      let views = Dictionary(uniqueKeysWithValues: namedViews.map { ($0.0, $0.1 as Any) })
      for format in [
        "V:|-(0)-[scrollView]-(0)-|", "H:|-(0)-[scrollView]-(0)-|", "V:|-(0)-[contentView]-(0)-|",
        "H:|-(0)-[contentView]-(0)-|", "V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|",
        "H:|-[topLabel]-|", "H:|-[boxView]-|", "H:|-[bottomLabel]-|",
      ] {
        LayoutConstraint.activate(
          LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
      }
    } else {
      let margins = contentView.layoutMarginsGuide
      var cs = pinEdges(scrollView, to: view) + pinEdges(contentView, to: scrollView.contentLayoutGuide)
      cs += [
        topLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 60),
        boxView.topAnchor.constraint(equalToSystemSpacingBelow: topLabel.bottomAnchor, multiplier: 1),
        boxView.heightAnchor.constraint(equalToConstant: 86),
        bottomLabel.topAnchor.constraint(equalToSystemSpacingBelow: boxView.bottomAnchor, multiplier: 1),
        bottomLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
      for v in [topLabel, boxView, bottomLabel] as [View] {
        cs.append(v.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
        cs.append(v.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
      }
      LayoutConstraint.activate(cs)
    }
    // The width comes from outside the scroll view: the main view.
    contentView.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
  }
}

/// Seed 001: a logo and two fields centred ±25 pt about the content's centre line,
/// the content centred in the scroll view by insets computed in
/// `viewDidLayoutSubviews` (left alone while a field is being edited).
final class LoginViewController: KeyboardAvoidingViewController, @unchecked Sendable {
  let contentView = View()
  let logo = View()
  let username = TextField()
  let password = TextField()
  let login = Button()
  var namedViews: [(String, View)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    username.placeholder = "User name"
    password.placeholder = "Password"
    login.setTitle("Log in", for: .normal)
    namedViews = named([
      ("scrollView", scrollView), ("contentView", contentView), ("logo", logo), ("username", username),
      ("password", password), ("login", login),
    ])
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    var cs = pinEdges(scrollView, to: view) + pinEdges(contentView, to: scrollView.contentLayoutGuide)
    cs += [
      contentView.widthAnchor.constraint(equalTo: view.widthAnchor),
      logo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      logo.heightAnchor.constraint(equalToConstant: 200),
      // The fields sit 25 pt either side of the content's centre line, which with
      // the logo above fixes the content's height: 2 × (240 + 15 + 25) = 560.
      username.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -25),
      password.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: 25),
      username.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 20),
      login.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 20),
    ]
    for v in [logo, username, password, login] as [View] {
      contentView.addSubview(v)
      cs.append(v.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20))
      cs.append(v.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20))
      if v !== logo { cs.append(v.heightAnchor.constraint(equalToConstant: 30)) }
    }
    LayoutConstraint.activate(cs)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let h = contentView.bounds.height
    guard h > 0, !username.isFirstResponder, !password.isFirstResponder else { return }
    let top = view.bounds.height / 2 - h / 2
    let insets = EdgeInsets(top: top, left: 0, bottom: top + 1, right: 0)
    if scrollView.contentInset != insets { scrollView.contentInset = insets }
  }
}
