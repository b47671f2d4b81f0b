import Foundation

/// The keyboard notifications and their `userInfo` keys, with UIKit's names and raw
/// values (`UIResponder.keyboardWillShowNotification` is
/// `"UIKeyboardWillShowNotification"`). ``Window/showKeyboard(height:animationDuration:)``
/// and ``Window/hideKeyboard(animationDuration:)`` post them through
/// `NotificationCenter.default`.
///
/// `userInfo` holds, as on iOS: the frames before and after as `NSValue`s of `CGRect`
/// in the window's coordinates (read them with `(value as? NSValue)?.cgRectValue` or
/// `value as? CGRect`; both work, see `NSValue+Geometry.swift`), the duration as an
/// `NSNumber` of seconds, the curve as an `NSNumber` (7, the keyboard's curve) and
/// whether the keyboard belongs to this app (`true`).
extension Responder {
  /// Posted before the keyboard appears, and again when the focus moves to another
  /// responder while it is up, or when it changes size (rotation).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared (and after each re-post of the will-show one).
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (before will-show and will-hide).
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (before did-show and did-hide).
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change: `NSValue` of a `CGRect`, window coordinates.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change: `NSValue` of a `CGRect`, window coordinates.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds: `NSNumber` of a `Double`.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation curve: `NSNumber` of an integer (7 for the keyboard).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to the current app: `NSNumber` of a `Bool` (true).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The pre-Swift 4.2 spellings (`NSNotification.Name.UIKeyboardWillShow`), for older code.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's pre-Swift-4.2 spellings, kept for ported code.
extension Notification.Name {
  /// `Responder.keyboardWillShowNotification`.
  public static let UIKeyboardWillShow = Responder.keyboardWillShowNotification
  /// `Responder.keyboardDidShowNotification`.
  public static let UIKeyboardDidShow = Responder.keyboardDidShowNotification
  /// `Responder.keyboardWillHideNotification`.
  public static let UIKeyboardWillHide = Responder.keyboardWillHideNotification
  /// `Responder.keyboardDidHideNotification`.
  public static let UIKeyboardDidHide = Responder.keyboardDidHideNotification
  /// `Responder.keyboardWillChangeFrameNotification`.
  public static let UIKeyboardWillChangeFrame = Responder.keyboardWillChangeFrameNotification
  /// `Responder.keyboardDidChangeFrameNotification`.
  public static let UIKeyboardDidChangeFrame = Responder.keyboardDidChangeFrameNotification
}
