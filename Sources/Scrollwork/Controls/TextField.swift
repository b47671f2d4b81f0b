import Foundation

/// A single-line text input: UIKit's `UITextField`, for layout.
///
/// Intrinsic size [choice, documented in Documentation/Controls.md]: width = the text
/// (or placeholder) measured with ``font`` + 2×7 pt padding; height = 34 pt for the
/// rounded-rect border style at 17 pt (the iOS value), otherwise the font's line
/// height rounded up to pixels.
open class TextField: View {
  /// The border style (affects the intrinsic height).
  public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }

  /// The text.
  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// Shown when the text is empty.
  open var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font (default: system 17 pt).
  open var font: Font = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// The border style (default `.none`, as in code).
  open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }

  /// Keyboard types (`UIKeyboardType`); no effect on layout.
  public enum KeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
  }
  /// The keyboard shown for the field (kept for UIKit code).
  open var keyboardType: KeyboardType = .default
  /// Whether the text is hidden as dots (kept for UIKit code and renderers).
  open var isSecureTextEntry = false
  /// Text color (renderers).
  open var textColor: Color = .label
  /// Text alignment (renderers).
  open var textAlignment: TextAlignment = .natural

  /// Horizontal padding on each side.
  static let padding: CGFloat = 7

  open override var intrinsicContentSize: CGSize {
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let scale = contentScaleFactor
    let width = ceilToPixels(font.width(of: shown), scale: scale) + 2 * TextField.padding
    let height = borderStyle == .roundedRect
      ? max(34, ceilToPixels(font.lineHeight + 13, scale: scale))
      : ceilToPixels(font.lineHeight, scale: scale)
    return CGSize(width: width, height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var descriptionText: String? { text ?? placeholder }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TextField" ? "UITextField" : name
  }
}
