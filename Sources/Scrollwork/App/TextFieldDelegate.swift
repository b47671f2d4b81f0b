import Foundation

/// What a ``TextField`` asks and tells its delegate: UIKit's `UITextFieldDelegate`.
///
/// Every method is optional, as in UIKit: the extension below gives the defaults
/// (allow everything; `textFieldShouldReturn` returns true; the `reason:` variant of
/// `textFieldDidEndEditing` calls the plain one, which does nothing). Implement the
/// ones you need in your class:
///
/// ```swift
/// final class FormViewController: ViewController, TextFieldDelegate {
///   weak var activeField: TextField?
///   func textFieldDidBeginEditing(_ textField: TextField) { activeField = textField }
///   func textFieldDidEndEditing(_ textField: TextField) { activeField = nil }
/// }
/// ```
///
/// Order when the focus moves from field A to field B (`b.becomeFirstResponder()`):
/// B's `textFieldShouldBeginEditing`, A's `textFieldShouldEndEditing`, A's
/// `textFieldDidEndEditing`, B's `textFieldDidBeginEditing`.
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may begin editing (default true).
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may stop editing (default true).
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field stopped editing (default: nothing).
  func textFieldDidEndEditing(_ textField: TextField)
  /// The field stopped editing, with the reason (default: calls
  /// ``textFieldDidEndEditing(_:)``). The field calls this one.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Whether typing may replace `range` with `string` (default true).
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may empty the field (default true).
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// The return key was pressed; return whether to do the default (default true).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
