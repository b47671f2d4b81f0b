import Foundation
import Scrollwork
import Testing

// A sign-up form that avoids the keyboard the classic way: observers of
// `UIResponder.keyboardWillShowNotification` / `keyboardWillHideNotification` (block form),
// the keyboard's end frame read from `userInfo` as an `NSValue`, converted with
// `view.convert(_:from:)`, applied to `contentInset` and `verticalScrollIndicatorInsets`
// inside `UIView.animate(withDuration:delay:options:animations:completion:)`, then the
// active field scrolled into view with `scrollRectToVisible`. Ported by renaming types only.

private final class SignupViewController: ViewController, TextFieldDelegate, @unchecked Sendable {
  let scrollView = ScrollView()
  let contentView = View()
  private(set) var fields: [TextField] = []
  private var observers: [NSObjectProtocol] = []
  private weak var activeField: TextField?
  private(set) var lastKeyboardHeight: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .interactive
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)

    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)

    LayoutConstraint.activate([
      scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])

    let placeholders = ["Name", "Email", "Phone", "Password", "Confirm password", "Referral code"]
    var previousBottom = contentView.topAnchor
    for (index, placeholder) in placeholders.enumerated() {
      let field = TextField()
      field.translatesAutoresizingMaskIntoConstraints = false
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.delegate = self
      field.tag = index
      field.returnKeyType = index == placeholders.count - 1 ? .done : .next
      switch placeholder {
      case "Email": field.keyboardType = .emailAddress
      case "Phone": field.keyboardType = .phonePad
      case "Password", "Confirm password": field.isSecureTextEntry = true
      default: field.autocapitalizationType = .words
      }
      contentView.addSubview(field)
      LayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: previousBottom, constant: index == 0 ? 40 : 120),
        field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      previousBottom = field.bottomAnchor
      fields.append(field)
    }
    contentView.bottomAnchor.constraint(equalTo: previousBottom, constant: 40).isActive = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: nil) {
        [weak self] notification in
        self?.keyboardWillShow(notification)
      })
    observers.append(
      center.addObserver(forName: Responder.keyboardWillHideNotification, object: nil, queue: nil) {
        [weak self] notification in
        self?.keyboardWillHide(notification)
      })
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    observers.forEach(NotificationCenter.default.removeObserver)
    observers.removeAll()
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frameValue = userInfo[Responder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let keyboardFrame = view.convert(frameValue.cgRectValue, from: nil)
    let overlap = view.bounds.maxY - keyboardFrame.minY
    lastKeyboardHeight = overlap
    let duration = userInfo[Responder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let curveRaw = userInfo[Responder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
    let options = View.AnimationOptions(rawValue: curveRaw << 16)

    View.animate(withDuration: duration, delay: 0, options: [options, .beginFromCurrentState]) {
      self.scrollView.contentInset.bottom = overlap - self.view.safeAreaInsets.bottom
      self.scrollView.verticalScrollIndicatorInsets.bottom = overlap - self.view.safeAreaInsets.bottom
    } completion: { _ in
      if let field = self.activeField {
        let rect = field.convert(field.bounds, to: self.scrollView)
        self.scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -8), animated: true)
      }
    }
  }

  private func keyboardWillHide(_ notification: Notification) {
    View.animate(withDuration: 0.25) {
      self.scrollView.contentInset = .zero
      self.scrollView.scrollIndicatorInsets = .zero
    }
  }

  // MARK: UITextFieldDelegate

  func textFieldDidBeginEditing(_ textField: TextField) {
    activeField = textField
  }

  func textFieldDidEndEditing(_ textField: TextField) {
    if activeField === textField { activeField = nil }
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    if let next = view.viewWithTag(textField.tag + 1) as? TextField {
      next.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}

extension KeyboardSuites {
  @Suite("Port: sign-up form avoiding the keyboard through notifications (UIKitBehaviour.md §7.4)")
  struct KeyboardAvoidingSignupPortTests {
    /// Six 44-pt fields: 40 + 44 + 5 × (120 + 44) + 40 = 944 tall.
    static let contentHeight: CGFloat = 944

    @Test("§7.1 content 375 × 944 on iPhone 8; fields inside the content view's 8-pt margins")
    func layout() throws {
      let window = Window(device: try #require(Device.named("iphone-8")))
      let controller = SignupViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(controller.scrollView.contentSize == CGSize(width: 375, height: Self.contentHeight))
      // The content view is not a controller's root view: its margins are UIView's 8 pt.
      #expect(controller.fields[0].frame == CGRect(x: 8, y: 40, width: 359, height: 44))
      #expect(controller.fields[5].frame == CGRect(x: 8, y: 860, width: 359, height: 44))
      // The status bar (20 pt) is the top safe area: `automatic` adjusts the scrollable axis.
      #expect(controller.scrollView.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("§7.4 keyboard 216 pt: inset bottom 216; the 4th field scrolled to 8 pt above the keyboard")
    func keyboardShowsForFourthField() throws {
      let window = Window(device: try #require(Device.named("iphone-8")))
      let controller = SignupViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let field = controller.fields[3]  // y 532…576 in the content
      #expect(field.becomeFirstResponder())
      window.showKeyboard(height: 216)
      #expect(controller.lastKeyboardHeight == 216)
      #expect(controller.scrollView.contentInset.bottom == 216)
      #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == 216)
      // Visible height 667 − 216 = 451; the rect 524…584 must end at the visible bottom:
      // offset = 584 − 451 = 133.
      #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 133))
      // Return moves to the 5th field, which the next keyboard notification would reveal.
      #expect(controller.textFieldShouldReturn(field))
      #expect(controller.fields[4].isFirstResponder)
      window.hideKeyboard()
      #expect(controller.scrollView.contentInset == .zero)
      #expect(controller.scrollView.verticalScrollIndicatorInsets == .zero)
      controller.viewWillDisappear(false)
    }
  }
}
