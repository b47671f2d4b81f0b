import Foundation
import Scrollwork
import Testing

// A checkout form in a scroll view whose billing section is shown and hidden with `isHidden` on
// arranged views inside an animation block, then scrolled to the next field, as UIKit code
// writes it, ported by renaming types only (UIViewController → ViewController, UIScrollView →
// ScrollView, UIStackView → StackView, UITextField → TextField, UIView → View,
// NSLayoutConstraint → LayoutConstraint):
//
//   final class CheckoutViewController: UIViewController {
//     let scrollView = UIScrollView(); let stack = UIStackView()
//     let shippingFields = (0..<6).map { _ in UITextField() }; let billingToggle = UIView()
//     let billingFields = (0..<4).map { _ in UITextField() }; let notesField = UITextField()
//     override func viewDidLoad() {
//       super.viewDidLoad()
//       stack.axis = .vertical; stack.spacing = 12
//       ... scrollView pinned to the safe area's top and the view's other edges; stack pinned to
//       the content layout guide 16 in, width = frame layout guide's − 32 ...
//       for field in shippingFields + [billingToggle] + billingFields + [notesField] {
//         field.heightAnchor.constraint(equalToConstant: 44).isActive = true
//         stack.addArrangedSubview(field) }
//       for field in billingFields { field.isHidden = true }
//     }
//     func setBillingVisible(_ visible: Bool) {
//       UIView.animate(withDuration: 0.3, animations: {
//         for field in self.billingFields { field.isHidden = !visible }
//         self.view.layoutIfNeeded()
//       }, completion: { _ in
//         guard visible else { return }
//         self.scrollView.scrollRectToVisible(
//           self.notesField.convert(self.notesField.bounds, to: self.scrollView), animated: true)
//       })
//     }
//     func scrollToBottom() {
//       let y = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
//       scrollView.setContentOffset(CGPoint(x: 0, y: max(-scrollView.adjustedContentInset.top, y)), animated: true)
//     }
//   }

private final class CheckoutViewController: ViewController, ScrollViewDelegate, @unchecked Sendable {
  let scrollView = ScrollView()
  let stack = StackView()
  let shippingFields = (0..<6).map { _ in TextField() }
  let billingToggle = View()
  let billingFields = (0..<4).map { _ in TextField() }
  let notesField = TextField()
  var animationsEnded = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.axis = .vertical
    stack.spacing = 12
    scrollView.delegate = self
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    for field in shippingFields + [billingToggle] + billingFields + [notesField] {
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    for field in billingFields { field.isHidden = true }
  }

  func setBillingVisible(_ visible: Bool) {
    View.animate(
      withDuration: 0.3,
      animations: {
        for field in self.billingFields { field.isHidden = !visible }
        self.view.layoutIfNeeded()
      },
      completion: { _ in
        guard visible else { return }
        self.scrollView.scrollRectToVisible(
          self.notesField.convert(self.notesField.bounds, to: self.scrollView), animated: true)
      })
  }

  func scrollToBottom() {
    let y = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
    scrollView.setContentOffset(CGPoint(x: 0, y: max(-scrollView.adjustedContentInset.top, y)), animated: true)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    animationsEnded += 1
  }
}

@MainActor
@Suite(
  "Port: a checkout form showing a billing section in a scroll view, then scrolling to a field (UIKitBehaviour.md §7.3, §7.4, §8)"
)
struct CheckoutBillingToggleScrollPortTests {
  private func presented() throws -> (Window, CheckoutViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = CheckoutViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  private func state(_ c: CheckoutViewController) -> [CGRect] {
    let shown = ([c.stack] + c.stack.arrangedSubviews.filter { !$0.isHidden }).map(\.frame)
    return shown + [c.scrollView.bounds, CGRect(origin: .zero, size: c.scrollView.contentSize)]
  }

  /// iPhone 8: the scroll view starts under the 20-pt status bar, 375 × 647, with no safe-area
  /// insets of its own. Hidden: 8 views of 44 with 7 gaps of 12 = 436; content 468 (§8: hidden
  /// arranged views take no room). Shown: 12 views, 660; content 692. The notes field then lies
  /// at 16 + 11 × 56 = 632…676 in the content, below the visible 0…647: scrollRectToVisible
  /// moves the offset by 676 − 647 = 29 (§7.4).
  @Test func showingBillingScrollsToTheNotesField() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let scroll = controller.scrollView
    #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(controller.stack.frame == CGRect(x: 16, y: 16, width: 343, height: 436))
    #expect(scroll.contentSize == CGSize(width: 375, height: 468))
    #expect(controller.notesField.frame == CGRect(x: 0, y: 392, width: 343, height: 44))
    controller.setBillingVisible(true)
    #expect(controller.stack.frame == CGRect(x: 16, y: 16, width: 343, height: 660))
    #expect(scroll.contentSize == CGSize(width: 375, height: 692))
    #expect(controller.billingFields.map(\.frame.minY) == [392, 448, 504, 560])
    #expect(controller.notesField.frame == CGRect(x: 0, y: 616, width: 343, height: 44))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 29))
    #expect(controller.animationsEnded == 1)
  }

  /// At the bottom (692 − 647 = 45, set with setContentOffset(animated:)), hiding the section
  /// shrinks the content to 468: the range is [0, 0] and the offset moves to 0 (§7.3).
  @Test func hidingAtTheBottomBringsTheOffsetBack() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    controller.setBillingVisible(true)
    controller.scrollToBottom()
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 45))
    #expect(controller.animationsEnded == 2)
    controller.setBillingVisible(false)
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 468))
    #expect(controller.scrollView.contentOffset == .zero)
    #expect(controller.notesField.frame == CGRect(x: 0, y: 392, width: 343, height: 44))
  }

  /// Metamorphic: show → hide → show reaches the state (frames, bounds, content size) of a
  /// fresh form shown once; a second layout pass changes nothing.
  @Test func toggleHistoryDoesNotMatter() throws {
    let (window, controller) = try presented()
    controller.setBillingVisible(true)
    controller.setBillingVisible(false)
    controller.setBillingVisible(true)
    let (freshWindow, fresh) = try presented()
    fresh.setBillingVisible(true)
    #expect(state(controller) == state(fresh))
    window.layoutIfNeeded()
    #expect(state(controller) == state(fresh))
    withExtendedLifetime((window, freshWindow)) {}
  }
}
