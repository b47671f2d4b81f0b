import Foundation
import Scrollwork
import Testing

// Port of seed 003 (an adaptive form in a scroll view that keeps the edited field above the
// keyboard) as the view controller an iOS developer would write from it: one content view
// whose width follows the outer view (so the form works in portrait and landscape), the
// controller as every field's delegate tracking the active field, keyboard observers
// registered in `viewWillAppear` and removed in `viewWillDisappear`, and on keyboard-will-show:
// convert the keyboard's end frame into the view, make the part it covers the bottom content
// (and indicator) inset, `scrollRectToVisible` the active field. Ported from UIKit by renaming
// the types and writing the `#selector` observers in the block form
// `addObserver(forName:object:queue:using:)` (no Objective-C runtime on Linux).

/// The form: ten rows of a 90 pt label and a stretching rounded-rect field.
// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class AdaptiveFormViewController: ViewController, TextFieldDelegate, @unchecked Sendable {
  static let titles = [
    "Name", "Surname", "Email", "Phone", "Company", "Street", "City", "Postcode", "Country", "Notes",
  ]

  let scrollView = ScrollView()
  let contentView = View()
  private(set) var fields: [TextField] = []
  private(set) weak var activeField: TextField?
  private var keyboardObservers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.backgroundColor = .yellow
    view.addSubview(scrollView)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.backgroundColor = .blue
    scrollView.addSubview(contentView)

    var constraints = [
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      // The content's width comes from the view outside the scroll view.
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ]
    var above = contentView.topAnchor
    for title in Self.titles {
      let label = Label()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.text = title
      contentView.addSubview(label)
      let field = TextField()
      field.translatesAutoresizingMaskIntoConstraints = false
      field.borderStyle = .roundedRect
      field.placeholder = title
      field.delegate = self
      field.returnKeyType = title == Self.titles.last ? .done : .next
      field.autocorrectionType = .no
      contentView.addSubview(field)
      fields.append(field)
      constraints += [
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 90),
        label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        field.topAnchor.constraint(equalTo: above, constant: 20),
      ]
      above = field.bottomAnchor
    }
    constraints.append(contentView.bottomAnchor.constraint(equalTo: above, constant: 20))
    LayoutConstraint.activate(constraints)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    keyboardObservers = [
      center.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        self?.keyboardWillShow(notification)
      },
      center.addObserver(forName: Responder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] _ in
        self?.keyboardWillHide()
      },
    ]
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
    keyboardObservers.removeAll()
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let value = notification.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    let keyboard = view.convert(value.cgRectValue, from: nil)
    let covered = scrollView.frame.intersection(keyboard)
    let bottom = covered.isNull ? 0 : covered.height
    scrollView.contentInset.bottom = bottom
    scrollView.verticalScrollIndicatorInsets.bottom = bottom
    if let field = activeField {
      scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView), animated: true)
    }
  }

  private func keyboardWillHide() {
    scrollView.contentInset = .zero
    scrollView.scrollIndicatorInsets = .zero
  }

  func textFieldDidBeginEditing(_ textField: TextField) {
    activeField = textField
  }

  func textFieldDidEndEditing(_ textField: TextField) {
    if activeField === textField { activeField = nil }
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard let index = fields.firstIndex(of: textField) else { return true }
    if index + 1 < fields.count {
      fields[index + 1].becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return false
  }
}

extension KeyboardSuites {
  /// The form on an iPhone SE: rows 54 pt apart (field i at y = 20 + 54·i, 34 tall), content
  /// 20 + 10·34 + 9·20 + 20 = 560 pt. Portrait: scroll view 375 × 667 (content shorter: no
  /// safe-area adjustment, §7.2), keyboard 216 ⇒ bottom inset 216, visible 451, offset range
  /// [0, 560 + 216 − 667 = 109]. Landscape: 667 × 375, keyboard 162 ⇒ visible 213, range
  /// [0, 560 + 162 − 375 = 347]. scrollRectToVisible moves by maxY − visible bottom (§7.4).
  @Suite("Port: seed 003 adaptive form view controller with keyboard handling (UIKitBehaviour.md §7.4, §7.6)")
  struct AdaptiveFormViewControllerPortTests {
    func show(_ orientation: DeviceOrientation) -> (Window, AdaptiveFormViewController) {
      let window = Window(device: .standard, orientation: orientation)
      let vc = AdaptiveFormViewController()
      window.rootViewController = vc
      window.makeKeyAndVisible()
      return (window, vc)
    }

    /// Portrait offsets per field: max(0, 54 + 54·i − 451).
    static let portraitOffsets: [CGFloat] = [0, 0, 0, 0, 0, 0, 0, 0, 35, 89]
    /// Landscape offsets per field: max(0, 54 + 54·i − 213).
    static let landscapeOffsets: [CGFloat] = [0, 0, 0, 3, 57, 111, 165, 219, 273, 327]

    @Test("the form's frames follow the outer view's width")
    func layout() {
      let (window, vc) = show(.portrait)
      #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 560))
      for (i, field) in vc.fields.enumerated() {
        #expect(field.frame == CGRect(x: 118, y: 20 + 54 * CGFloat(i), width: 237, height: 34))
      }
      window.rotate(to: .landscape)
      #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 667, height: 560))
      #expect(vc.fields[9].frame == CGRect(x: 118, y: 506, width: 529, height: 34))
    }

    @Test("§7.6 portrait: each field, focused then the keyboard shown, ends up above it", arguments: 0..<10)
    func eachFieldPortrait(_ index: Int) {
      let (window, vc) = show(.portrait)
      vc.fields[index].becomeFirstResponder()
      window.showKeyboard(height: 216)
      #expect(vc.scrollView.contentInset == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
      #expect(vc.scrollView.verticalScrollIndicatorInsets.bottom == 216)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: Self.portraitOffsets[index]))
      let onScreen = vc.fields[index].convert(vc.fields[index].bounds, to: nil)
      #expect(onScreen.maxY <= 451)
      #expect(onScreen.minY == 20 + 54 * CGFloat(index) - Self.portraitOffsets[index])
      window.isHidden = true  // viewWillDisappear removes the observers
    }

    @Test("§7.6 landscape: each field, focused then the keyboard shown, ends up above it", arguments: 0..<10)
    func eachFieldLandscape(_ index: Int) {
      let (window, vc) = show(.landscape)
      vc.fields[index].becomeFirstResponder()
      window.showKeyboard(height: 162)
      #expect(vc.scrollView.contentInset.bottom == 162)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: Self.landscapeOffsets[index]))
      #expect(vc.fields[index].convert(vc.fields[index].bounds, to: nil).maxY <= 213)
      window.isHidden = true
    }

    @Test("§7.4 moving through the fields with return: each move re-posts will-show and scrolls the least")
    func returnKeyWalk() {
      let (window, vc) = show(.portrait)
      vc.fields[0].becomeFirstResponder()
      window.showKeyboard(height: 216)
      var offsets: [CGFloat] = [vc.scrollView.contentOffset.y]
      for i in 0..<9 {
        vc.fields[i].insertText("\n")  // textFieldShouldReturn focuses the next field
        #expect(vc.activeField === vc.fields[i + 1])
        offsets.append(vc.scrollView.contentOffset.y)
      }
      #expect(offsets == Self.portraitOffsets)
      // Back to the first field: 20 is above the visible top (89): offset 20.
      vc.fields[0].becomeFirstResponder()
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 20))
      // Return on the last field resigns: the keyboard hides, the insets go back, the
      // offset returns into the range [0, 0].
      vc.fields[9].becomeFirstResponder()
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 89))
      vc.fields[9].insertText("\n")
      #expect(!window.isKeyboardVisible && vc.activeField == nil)
      #expect(vc.scrollView.contentInset == .zero)
      #expect(vc.scrollView.contentOffset == .zero)
      window.isHidden = true
    }

    @Test("§7.6 rotating with the keyboard up: the landscape frame sets the inset and the field stays visible")
    func rotationWithTheKeyboardUp() {
      let (window, vc) = show(.portrait)
      vc.fields[9].becomeFirstResponder()
      window.showKeyboard(height: 216)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 89))
      window.rotate(to: .landscape, keyboardHeight: 162)
      // Inset 162; field 9 (506…540) below the visible bottom 89 + 213 = 302: +238 = 327.
      #expect(vc.scrollView.contentInset.bottom == 162)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 327))
      window.rotate(to: .portrait, keyboardHeight: 216)
      // The portrait layout runs first, still with the landscape inset 162: range
      // [0, 560 + 162 − 667 = 55], so 327 comes back to 55 (§7.3). Then will-show sets
      // 216 and scrolls field 9 into view: 540 − (55 + 451) = 34 more, 89.
      #expect(vc.scrollView.contentInset.bottom == 216)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 89))
      #expect(vc.fields[9].convert(vc.fields[9].bounds, to: nil) == CGRect(x: 118, y: 417, width: 237, height: 34))
      window.isHidden = true
    }

    @Test("observers live from viewWillAppear to viewWillDisappear")
    func observersFollowAppearance() {
      let (window, vc) = show(.portrait)
      window.isHidden = true
      vc.fields[9].becomeFirstResponder()
      window.showKeyboard(height: 216)
      #expect(vc.scrollView.contentInset == .zero)  // nobody listening
      window.hideKeyboard()
      window.isHidden = false
      window.showKeyboard(height: 216)
      #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 89))
      window.isHidden = true
    }
  }
}
