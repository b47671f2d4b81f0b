import Foundation

/// What a ``TextView`` tells its delegate: UIKit's `UITextViewDelegate`, a scroll
/// view delegate too (set it as the text view's ``ScrollView/delegate``).
///
/// Every method is optional, as in UIKit: the extension gives the defaults (allow
/// everything, do nothing). Headless there is no typing: setting ``TextView/text`` in
/// code does not call ``textViewDidChange(_:)`` (as in UIKit); a test that stands for
/// typing calls ``TextView/insertText(_:)``, which does.
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether the text view may begin editing (default true).
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// The text view became first responder.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Whether the text view may stop editing (default true).
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// The text view stopped editing.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether typing may replace `range` with `text` (default true).
  func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: TextView) {}
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: TextView) {}
  public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    true
  }
  public func textViewDidChange(_ textView: TextView) {}
}
