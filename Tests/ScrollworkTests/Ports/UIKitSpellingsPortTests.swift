import Foundation
import Scrollwork
import Testing

// A sign-in screen as an iOS developer types it from memory, ported by renaming types
// only (README "Example"): UIViewController → ViewController, UIScrollView → ScrollView,
// UIStackView → StackView, UILabel → Label, UIFont → Font, UITextField → TextField,
// UIButton → Button, UIImageView → ImageView, UIImage → Image, UIColor → Color,
// UIEdgeInsets → EdgeInsets, NSDirectionalEdgeInsets → DirectionalEdgeInsets,
// NSLayoutConstraint → LayoutConstraint, UILayoutPriority → LayoutPriority,
// UIResponder → Responder, UIView → View, UITableView → TableView, UITableViewCell →
// TableViewCell. UIKit's pre-Swift-4.2 globals (`UIKeyboardFrameEndUserInfoKey`,
// `NSNotification.Name.UIKeyboardWillShow`) keep their names. Every nested type name,
// initialiser and constant is spelt as in UIKit, and the test checks the values the
// program produces, not only that it compiles.

private final class SpellingsSignInViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let stackView = StackView()
  let titleLabel = Label()
  let bodyLabel = Label()
  let emailField = TextField()
  let passwordField = TextField()
  let signInButton = Button(type: .system)
  let logoView = ImageView(image: Image(size: CGSize(width: 60, height: 60)))
  let logoHeight: LayoutConstraint
  private var observers: [NSObjectProtocol] = []
  private(set) var keyboardFrames: [CGRect] = []
  private(set) var legacyKeyboardFrames: [CGRect] = []
  private(set) var keyboardDurations: [TimeInterval] = []
  private(set) var keyboardOptions: View.AnimationOptions = []

  init() {
    logoHeight = logoView.heightAnchor.constraint(equalToConstant: 120)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.never
    scrollView.decelerationRate = ScrollView.DecelerationRate.fast
    scrollView.keyboardDismissMode = .interactive
    scrollView.alwaysBounceVertical = true
    scrollView.contentInset = .zero
    view.addSubview(scrollView)

    stackView.axis = LayoutConstraint.Axis.vertical
    stackView.distribution = StackView.Distribution.fill
    stackView.alignment = StackView.Alignment.fill
    stackView.spacing = 12
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stackView)

    titleLabel.text = "Welcome back"
    titleLabel.font = Font.systemFont(ofSize: 28, weight: .bold)
    titleLabel.textAlignment = .center
    titleLabel.textColor = .label
    bodyLabel.text = "Sign in to continue."
    bodyLabel.font = Font.preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0
    bodyLabel.lineBreakMode = .byWordWrapping
    bodyLabel.adjustsFontForContentSizeCategory = true

    emailField.placeholder = "Email"
    emailField.borderStyle = TextField.BorderStyle.roundedRect
    emailField.keyboardType = KeyboardType.emailAddress
    emailField.returnKeyType = ReturnKeyType.next
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.textContentType = .emailAddress
    emailField.clearButtonMode = TextField.ViewMode.whileEditing
    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .done
    passwordField.textContentType = .password

    signInButton.setTitle("Sign in", for: .normal)
    signInButton.setTitle("Signing in…", for: Control.State.disabled)
    signInButton.setTitleColor(.white, for: .normal)
    signInButton.setTitleColor(Color.white.withAlphaComponent(0.5), for: .highlighted)
    signInButton.backgroundColor = .systemBlue
    signInButton.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    signInButton.layer.cornerRadius = 8

    logoView.contentMode = View.ContentMode.scaleAspectFit
    logoView.clipsToBounds = true
    logoView.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
    logoView.setContentCompressionResistancePriority(LayoutPriority(rawValue: 749), for: .vertical)

    for arranged in [titleLabel, bodyLabel, emailField, passwordField, signInButton, logoView] {
      stackView.addArrangedSubview(arranged)
    }

    logoHeight.priority = LayoutPriority(rawValue: 999)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 34),
      bodyLabel.heightAnchor.constraint(equalToConstant: 44),
      emailField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
      logoHeight,
    ])
    LayoutConstraint(
      item: signInButton, attribute: LayoutConstraint.Attribute.height,
      relatedBy: LayoutConstraint.Relation.equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 50
    ).isActive = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: NSNotification.Name.UIKeyboardWillShow, object: nil, queue: nil) {
        [weak self] notification in
        self?.keyboardWillShow(notification)
      })
    observers.append(
      center.addObserver(forName: Responder.keyboardWillHideNotification, object: nil, queue: nil) {
        [weak self] _ in
        self?.keyboardWillHide()
      })
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    observers.forEach(NotificationCenter.default.removeObserver)
    observers.removeAll()
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let end = (userInfo[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let legacyEnd = userInfo[UIKeyboardFrameEndUserInfoKey] as? CGRect,
      let duration = userInfo[Responder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
      let curve = userInfo[UIKeyboardAnimationCurveUserInfoKey] as? Int
    else { return }
    keyboardFrames.append(end)
    legacyKeyboardFrames.append(legacyEnd)
    keyboardDurations.append(duration)
    keyboardOptions = View.AnimationOptions(rawValue: UInt(curve) << 16)
    let keyboard = view.convert(end, from: nil)
    let overlap = scrollView.frame.maxY - keyboard.minY
    View.animate(
      withDuration: duration, delay: 0, options: [keyboardOptions, .beginFromCurrentState, .allowUserInteraction],
      animations: {
        self.scrollView.contentInset = .init(top: 0, left: 0, bottom: overlap, right: 0)
        self.scrollView.verticalScrollIndicatorInsets.bottom = overlap
      }, completion: nil)
  }

  private func keyboardWillHide() {
    View.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut) {
      self.scrollView.contentInset = EdgeInsets.zero
      self.scrollView.verticalScrollIndicatorInsets = .zero
    }
  }
}

// The program observes keyboard notifications with `object: nil` on the process-wide
// center, as UIKit code does, and one test shows a keyboard: with the other keyboard suites,
// serialized (ViewControllers.md, "`#selector` observers: the block form is the port").
extension KeyboardSuites {
  @Suite("Port: UIKit spellings typed from memory (nested names, initialisers, constants)")
  struct UIKitSpellingsPortTests {
    private func presented() throws -> (Window, SpellingsSignInViewController) {
      let window = Window(device: try #require(Device.named("iphone-8")))
      let controller = SpellingsSignInViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return (window, controller)
    }

    /// iPhone 8 (375 × 667, 20-pt status bar): the scroll view starts under the status bar;
    /// the stack's margins are 16/20, its six views 34, 44, 44, 44, 50 and 120 tall with
    /// 12-pt gaps: 16 + 336 + 5 × 12 + 16 = 428 of content.
    @Test func framesOfTheProgram() throws {
      let (_, controller) = try presented()
      #expect(controller.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
      #expect(controller.stackView.frame == CGRect(x: 0, y: 0, width: 375, height: 428))
      #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 428))
      #expect(controller.scrollView.adjustedContentInset == .zero)
      #expect(controller.stackView.layoutMargins == EdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
      #expect(controller.titleLabel.frame == CGRect(x: 20, y: 16, width: 335, height: 34))
      #expect(controller.bodyLabel.frame == CGRect(x: 20, y: 62, width: 335, height: 44))
      #expect(controller.emailField.frame == CGRect(x: 20, y: 118, width: 335, height: 44))
      #expect(controller.passwordField.frame == CGRect(x: 20, y: 174, width: 335, height: 44))
      #expect(controller.signInButton.frame == CGRect(x: 20, y: 230, width: 335, height: 50))
      #expect(controller.logoView.frame == CGRect(x: 20, y: 292, width: 335, height: 120))
      // UIKit's CGRect helpers on the solved frames.
      let button = controller.signInButton
      #expect(button.frame.inset(by: button.contentEdgeInsets) == CGRect(x: 40, y: 240, width: 295, height: 30))
      #expect(button.frame.insetBy(dx: -4, dy: -2) == CGRect(x: 16, y: 228, width: 343, height: 54))
      #expect(controller.logoView.frame.inset(by: .zero) == controller.logoView.frame)
    }

    /// The values the spellings set are UIKit's (raw values from UIKit's headers).
    @Test func valuesOfTheSpellings() throws {
      let (_, controller) = try presented()
      #expect(controller.titleLabel.font == Font.systemFont(ofSize: 28, weight: Font.Weight.bold))
      #expect(controller.titleLabel.font == Font(name: "Inter-Bold", size: 28))
      #expect(controller.bodyLabel.font.pointSize == 17)  // .body at the default (large) size
      #expect(Font(name: "Helvetica-NotInstalled", size: 12) == nil)
      #expect(Font.preferredFont(forTextStyle: Font.TextStyle.headline).pointSize == 17)
      #expect(
        [Font.labelFontSize, Font.buttonFontSize, Font.systemFontSize, Font.smallSystemFontSize] == [17, 18, 14, 12])

      #expect(controller.emailField.keyboardType.rawValue == 7)
      #expect(controller.emailField.returnKeyType.rawValue == 4)
      #expect(controller.passwordField.returnKeyType == ReturnKeyType.done && ReturnKeyType.done.rawValue == 9)
      #expect(controller.emailField.clearButtonMode.rawValue == 1)
      #expect(controller.passwordField.isSecureTextEntry)

      let button = controller.signInButton
      #expect(button.title(for: .normal) == "Sign in")
      #expect(button.title(for: .selected) == "Sign in")  // falls back to .normal
      #expect(button.currentTitle == "Sign in")
      button.isEnabled = false
      #expect(button.currentTitle == "Signing in…")
      #expect(button.titleColor(for: .highlighted) == Color(white: 1, alpha: 0.5))

      #expect(controller.logoView.contentMode == .scaleAspectFit && View.ContentMode.scaleAspectFit.rawValue == 1)
      #expect(controller.logoView.contentHuggingPriority(for: .vertical) == LayoutPriority(rawValue: 751))
      #expect(controller.logoView.contentCompressionResistancePriority(for: .vertical).rawValue == 749)
      #expect(controller.logoHeight.priority == .required - 1)
      #expect(LayoutPriority.defaultHigh - 1 == LayoutPriority(749))
      #expect(LayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
      #expect(LayoutConstraint.Attribute.height.rawValue == 8)
      #expect(LayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
      #expect(LayoutConstraint.Axis.vertical.rawValue == 1)

      #expect(StackView.Distribution.fillEqually.rawValue == 1 && StackView.Alignment.center.rawValue == 3)
      #expect(StackView.Alignment.top == .leading)
      #expect(controller.scrollView.decelerationRate.rawValue == 0.99)
      #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
      #expect(ScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
      #expect(View.AnimationOptions.curveEaseInOut.rawValue == 0)
      #expect(View.AnimationOptions.curveLinear.rawValue == 3 << 16)
      #expect(View.AnimationOptions.beginFromCurrentState.rawValue == 1 << 2)

      #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == .init(top: 1, left: 2, bottom: 3, right: 4))
      let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      #expect(directional.edgeInsets(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      #expect(CGRect.zero.isEmpty && CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 5, dy: 5).isEmpty)
    }

    /// The keyboard's notification read with both spellings of the `userInfo` keys and the
    /// notification name: the same frame (window coordinates), duration and curve 7.
    @Test func keyboardNotificationBothSpellings() throws {
      let (window, controller) = try presented()
      window.showKeyboard(height: 216, animationDuration: 0.25)
      let end = CGRect(x: 0, y: 451, width: 375, height: 216)
      #expect(controller.keyboardFrames == [end])
      #expect(controller.legacyKeyboardFrames == [end])
      #expect(controller.keyboardDurations == [0.25])
      #expect(controller.keyboardOptions.rawValue == 7 << 16)
      // The scroll view ends at the window's bottom (667): the keyboard covers 216 of it.
      #expect(controller.scrollView.contentInset == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
      #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == 216)
      #expect(controller.scrollView.adjustedContentInset.bottom == 216)
      window.hideKeyboard()
      #expect(controller.scrollView.contentInset == .zero)
      #expect(
        [
          UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, UIKeyboardAnimationDurationUserInfoKey,
          UIKeyboardAnimationCurveUserInfoKey, UIKeyboardIsLocalUserInfoKey,
        ] == [
          Responder.keyboardFrameBeginUserInfoKey, Responder.keyboardFrameEndUserInfoKey,
          Responder.keyboardAnimationDurationUserInfoKey, Responder.keyboardAnimationCurveUserInfoKey,
          Responder.keyboardIsLocalUserInfoKey,
        ])
      controller.viewWillDisappear(false)
    }

    /// A settings table as UIKit code sets it up: style, self-sizing rows, a subtitle cell
    /// with a disclosure indicator, no selection highlight, no separators.
    @Test func tableSpellings() {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: TableView.Style.insetGrouped)
      table.rowHeight = TableView.automaticDimension
      table.estimatedRowHeight = 44
      table.separatorStyle = TableViewCell.SeparatorStyle.none
      let cell = TableViewCell(style: TableViewCell.CellStyle.subtitle, reuseIdentifier: "Cell")
      cell.accessoryType = TableViewCell.AccessoryType.disclosureIndicator
      cell.selectionStyle = TableViewCell.SelectionStyle.none
      #expect(table.style.rawValue == 2 && table.rowHeight == -1)
      #expect(table.separatorStyle == TableView.SeparatorStyle.none)
      #expect(cell.style.rawValue == 3 && cell.accessoryType.rawValue == 1)
      #expect(cell.selectionStyle.rawValue == 0 && TableViewCell.SelectionStyle.default.rawValue == 3)
      #expect(cell.detailTextLabel != nil)
    }
  }
}
