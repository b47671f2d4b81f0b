import Foundation

extension Window {
  /// The keyboard's animation curve in notifications (UIKit's private value 7).
  public static let keyboardAnimationCurve = 7

  /// Shows the system keyboard, `height` points tall along the window's bottom edge
  /// (Scrollwork's stand-in for iOS bringing it up), posting through
  /// ``notificationCenter`` (`NotificationCenter.default` unless given another;
  /// object: the window):
  /// `keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`, then the
  /// window sets ``View/keyboardFrame`` (so `keyboardLayoutGuide` follows) and lays
  /// out, then `keyboardDidChangeFrameNotification`, `keyboardDidShowNotification`.
  /// The begin frame is the keyboard's current frame, or, when it was hidden, the same
  /// rectangle just below the window; the end frame is
  /// `(0, height of window − height, width of window, height)`. Showing it again at
  /// the same height posts only the will-show and did-show pair. A height ≤ 0 (or
  /// not finite) hides the keyboard.
  public func showKeyboard(height: CGFloat, animationDuration: TimeInterval = 0.25) {
    guard height.isFinite, height > 0 else {
      hideKeyboard(animationDuration: animationDuration)
      return
    }
    let end = keyboardRect(height: height)
    let begin = keyboardFrameInWindow ?? end.offsetBy(dx: 0, dy: height)
    let frameChanges = begin != end
    var will = [Responder.keyboardWillShowNotification]
    var did = [Responder.keyboardDidShowNotification]
    if frameChanges {
      will.insert(Responder.keyboardWillChangeFrameNotification, at: 0)
      did.insert(Responder.keyboardDidChangeFrameNotification, at: 0)
    }
    postKeyboard(will, from: begin, to: end, duration: animationDuration)
    keyboardFrameInWindow = end
    if frameChanges { keyboardFrame = end }
    layoutIfNeeded()
    postKeyboard(did, from: begin, to: end, duration: animationDuration)
  }

  /// Hides the keyboard (does nothing when it is hidden): posts
  /// `keyboardWillChangeFrameNotification`, `keyboardWillHideNotification` (end frame:
  /// the keyboard's rectangle just below the window), clears ``View/keyboardFrame``,
  /// lays out, then posts `keyboardDidChangeFrameNotification` and
  /// `keyboardDidHideNotification`. The first responder keeps its status.
  public func hideKeyboard(animationDuration: TimeInterval = 0.25) {
    guard let begin = keyboardFrameInWindow else { return }
    let end = CGRect(x: begin.minX, y: bounds.height, width: begin.width, height: begin.height)
    postKeyboard(
      [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillHideNotification], from: begin, to: end,
      duration: animationDuration)
    keyboardFrameInWindow = nil
    keyboardFrame = nil
    layoutIfNeeded()
    postKeyboard(
      [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidHideNotification], from: begin, to: end,
      duration: animationDuration)
  }

  /// Whether the keyboard is up.
  public var isKeyboardVisible: Bool { keyboardFrameInWindow != nil }

  // MARK: Internals

  /// The keyboard's rectangle at the bottom of the window.
  func keyboardRect(height: CGFloat) -> CGRect {
    CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// Posts keyboard notifications with UIKit's `userInfo`.
  func postKeyboard(
    _ names: [Notification.Name], from begin: CGRect, to end: CGRect, duration: TimeInterval = 0.25
  ) {
    let info: [AnyHashable: Any] = [
      Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Window.keyboardAnimationCurve),
      Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    for name in names {
      notificationCenter.post(name: name, object: self, userInfo: info)
    }
  }

  /// A responder took over while the keyboard is up: iOS posts will-show and
  /// did-show again (same frame), so that the new field can be scrolled into view.
  func firstResponderDidChange() {
    guard let frame = keyboardFrameInWindow else { return }
    postKeyboard([Responder.keyboardWillShowNotification], from: frame, to: frame)
    layoutIfNeeded()
    postKeyboard([Responder.keyboardDidShowNotification], from: frame, to: frame)
  }

  /// The first responder resigned and none took over: the keyboard goes away.
  func firstResponderDidResign() {
    guard storedFirstResponder == nil else { return }
    hideKeyboard()
  }
}
