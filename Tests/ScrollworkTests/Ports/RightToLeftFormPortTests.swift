import Foundation
import Scrollwork
import Testing

// A form with an in-app language switch between right-to-left and left-to-right, as UIKit code
// writes it, ported by renaming types only (UIViewController → ViewController, UIView → View,
// UIStackView → StackView, NSDirectionalEdgeInsets → DirectionalEdgeInsets,
// NSLayoutConstraint → LayoutConstraint):
//
//   final class ProfileFormViewController: UIViewController {
//     let form = UIView(); let nameLabel = UIView(); let nameField = UIView()
//     let cancelButton = UIView(); let saveButton = UIView()
//     lazy var buttons = UIStackView(arrangedSubviews: [cancelButton, saveButton])
//     override func viewDidLoad() {
//       super.viewDidLoad()
//       form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 8)
//       buttons.axis = .horizontal; buttons.spacing = 12
//       view.addSubview(form)
//       for v in [nameLabel, nameField, buttons] { form.addSubview(v) }
//       for v in [form, nameLabel, nameField, buttons, cancelButton, saveButton] {
//         v.translatesAutoresizingMaskIntoConstraints = false }
//       let margins = form.layoutMarginsGuide
//       NSLayoutConstraint.activate([ ... see viewDidLoad below ... ])
//       apply(.forceRightToLeft)
//     }
//     func apply(_ attribute: UISemanticContentAttribute) {
//       for v in [view, form, buttons] { v.semanticContentAttribute = attribute }
//       view.setNeedsLayout(); view.layoutIfNeeded()
//     }
//   }

private final class ProfileFormViewController: ViewController, @unchecked Sendable {
  let form = View()
  let nameLabel = View()
  let nameField = View()
  let cancelButton = View()
  let saveButton = View()
  lazy var buttons = StackView(arrangedSubviews: [cancelButton, saveButton])
  var initialAttribute: SemanticContentAttribute = .forceRightToLeft

  override func viewDidLoad() {
    super.viewDidLoad()
    form.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 8)
    buttons.axis = .horizontal
    buttons.spacing = 12
    view.addSubview(form)
    for v in [nameLabel, nameField, buttons] { form.addSubview(v) }
    for v in [form, nameLabel, nameField, buttons, cancelButton, saveButton] {
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    let margins = form.layoutMarginsGuide
    LayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameLabel.widthAnchor.constraint(equalToConstant: 100),
      nameLabel.heightAnchor.constraint(equalToConstant: 30),
      nameField.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      nameField.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
      nameField.heightAnchor.constraint(equalToConstant: 30),
      buttons.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 16),
      buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      cancelButton.widthAnchor.constraint(equalToConstant: 80),
      saveButton.widthAnchor.constraint(equalToConstant: 80),
      cancelButton.heightAnchor.constraint(equalToConstant: 30),
      saveButton.heightAnchor.constraint(equalToConstant: 30),
    ])
    apply(initialAttribute)
  }

  func apply(_ attribute: SemanticContentAttribute) {
    for v in [view!, form, buttons] { v.semanticContentAttribute = attribute }
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
}

@MainActor
@Suite("Port: a right-to-left form with directional margins and a language switch (UIKitBehaviour.md §3, §95)")
struct RightToLeftFormPortTests {
  private func presented(_ attribute: SemanticContentAttribute) throws -> (Window, ProfileFormViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = ProfileFormViewController()
    controller.initialAttribute = attribute
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  private func frames(_ c: ProfileFormViewController) -> [CGRect] {
    [c.form, c.nameLabel, c.nameField, c.buttons, c.cancelButton, c.saveButton].map(\.frame)
  }

  /// iPhone 8 (375 wide, 20-pt status bar). Right to left, the directional margins resolve to
  /// left 8, right 24 (§95): leading is the right edge. The label's right edge sits at
  /// 375 − 24 = 351 (x 251); the field runs from the label's left − 8 = 243 to the trailing
  /// margin at 8; the buttons' stack ends at the trailing (left) margin, 172 wide, with its first
  /// arranged view on the right. The form is 20 + 30 + 16 + 30 + 20 = 116 tall.
  @Test func rightToLeftFrames() throws {
    let (window, controller) = try presented(.forceRightToLeft)
    defer { withExtendedLifetime(window) {} }
    #expect(controller.form.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(controller.form.layoutMargins == EdgeInsets(top: 20, left: 8, bottom: 20, right: 24))
    #expect(
      frames(controller) == [
        CGRect(x: 0, y: 20, width: 375, height: 116),
        CGRect(x: 251, y: 20, width: 100, height: 30),
        CGRect(x: 8, y: 20, width: 235, height: 30),
        CGRect(x: 8, y: 66, width: 172, height: 30),
        CGRect(x: 92, y: 0, width: 80, height: 30),
        CGRect(x: 0, y: 0, width: 80, height: 30),
      ])
  }

  /// Switched to left to right at run time: margins left 24, right 8; every frame is the mirror
  /// image (x ↦ parent width − maxX) of the right-to-left one, because the directional margins
  /// are mirrored with it. Switching back gives the right-to-left frames of a fresh form again.
  @Test func switchingDirectionMirrorsEveryFrame() throws {
    let (window, controller) = try presented(.forceRightToLeft)
    let rightToLeft = frames(controller)
    controller.apply(.forceLeftToRight)
    #expect(controller.form.layoutMargins == EdgeInsets(top: 20, left: 24, bottom: 20, right: 8))
    let leftToRight = frames(controller)
    #expect(leftToRight[1] == CGRect(x: 24, y: 20, width: 100, height: 30))
    #expect(leftToRight[2] == CGRect(x: 132, y: 20, width: 235, height: 30))
    #expect(leftToRight[3] == CGRect(x: 195, y: 66, width: 172, height: 30))
    let parentWidths: [CGFloat] = [375, 375, 375, 375, 172, 172]
    for (i, (r, l)) in zip(rightToLeft, leftToRight).enumerated() {
      #expect(l == CGRect(x: parentWidths[i] - r.maxX, y: r.minY, width: r.width, height: r.height))
    }
    let (freshWindow, fresh) = try presented(.forceLeftToRight)
    #expect(frames(fresh) == leftToRight)
    controller.apply(.forceRightToLeft)
    #expect(frames(controller) == rightToLeft)
    window.layoutIfNeeded()
    #expect(frames(controller) == rightToLeft)
    withExtendedLifetime((window, freshWindow)) {}
  }
}
