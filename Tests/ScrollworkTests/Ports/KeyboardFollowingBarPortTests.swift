import Foundation
import Scrollwork
import Testing

// A held-out-style port: the common "input bar follows the keyboard" controller, written as
// UIKit code reads (willChangeFrame observer, `as? NSValue`/`cgRectValue`, duration and curve
// from `userInfo`, `view.convert(_:from: view.window)`, a bottom constraint's constant changed
// inside `UIView.animate(withDuration:delay:options:animations:completion:)`), then renamed
// (UIViewController → ViewController, UIView → View, UIResponder → Responder) with the
// `#selector` observer in the block form.

/// A screen with an input bar on the safe area's bottom that rises with the keyboard.
final class KeyboardFollowingBarViewController: ViewController, @unchecked Sendable {
  let inputBar = View()
  private var bottomConstraint: LayoutConstraint?
  private var observer: NSObjectProtocol?
  /// The duration and curve the last animation used.
  private(set) var lastAnimation: (duration: TimeInterval, options: View.AnimationOptions)?

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    inputBar.backgroundColor = .lightGray
    view.addSubview(inputBar)
    let bottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    bottomConstraint = bottom
    LayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    observer = NotificationCenter.default.addObserver(
      forName: Responder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let observer { NotificationCenter.default.removeObserver(observer) }
    observer = nil
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = userInfo[Responder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0
    let curve = userInfo[Responder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
    let keyboard = view.convert(endFrame, from: view.window)
    let overlap = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
    bottomConstraint?.constant = -overlap
    let options = View.AnimationOptions(rawValue: curve << 16)
    lastAnimation = (duration, options)
    View.animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        self.view.layoutIfNeeded()
      })
  }
}

extension KeyboardSuites {
  /// On an iPhone X (375 × 812, home indicator 34): the bar rests on the safe area's bottom
  /// at 812 − 34 − 50 = 728; a 291 pt keyboard (top at 521) covers 812 − 521 − 34 = 257 of
  /// the safe area, so the bar rises to 728 − 257 = 471, its bottom on the keyboard's top.
  @Suite("Port: input bar following the keyboard through keyboardWillChangeFrame")
  struct KeyboardFollowingBarPortTests {
    @Test func theBarRidesOnTheKeyboard() {
      let window = Window(device: .preset("iphone-x"))
      let vc = KeyboardFollowingBarViewController()
      window.rootViewController = vc
      window.makeKeyAndVisible()
      #expect(vc.inputBar.frame == CGRect(x: 0, y: 728, width: 375, height: 50))
      window.showKeyboard(height: 291)
      #expect(vc.inputBar.frame == CGRect(x: 0, y: 471, width: 375, height: 50))
      #expect(vc.lastAnimation?.duration == 0.25)
      #expect(vc.lastAnimation?.options.rawValue == 7 << 16)
      window.rotate(to: .landscape, keyboardHeight: 209)
      // Landscape 812 × 375, home indicator 21: keyboard top 166 covers 375 − 166 − 21 = 188;
      // the bar's bottom on 354 − 188 = 166.
      #expect(vc.inputBar.frame == CGRect(x: 0, y: 116, width: 812, height: 50))
      window.hideKeyboard()
      #expect(vc.inputBar.frame == CGRect(x: 0, y: 304, width: 812, height: 50))
      window.isHidden = true
    }
  }
}
