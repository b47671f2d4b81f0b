import Foundation

/// The attribute keys UIKit code puts in attributed strings for labels and text
/// fields (UIKit defines them; swift-corelibs-foundation does not). Values: a `Font`
/// for `.font`, a ``Color`` for the colors, a number for `.kern`.
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let kern = NSAttributedString.Key("NSKern")
}

extension Label {
  /// The text with its attributes (UIKit's `attributedText`).
  ///
  /// [choice] A label here has one font and one color: setting an attributed string
  /// sets ``text`` to its characters, and ``font`` and ``textColor`` to the `.font`
  /// and `.foregroundColor` of its first character (when given). Text whose runs
  /// use other fonts is measured with that first font; other attributes (`.kern`,
  /// paragraph styles) are not measured. Reading gives ``text`` with the label's
  /// font and color.
  public var attributedText: NSAttributedString? {
    get {
      text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) }
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      if newValue.length > 0 {
        if let first = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font { font = first }
        if let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color { textColor = color }
      }
      text = newValue.string
    }
  }
}

extension TextField {
  /// The placeholder with attributes (UIKit's `attributedPlaceholder`). [choice] Only
  /// the characters are kept: they become ``placeholder``, measured with ``font``.
  public var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0, attributes: [.font: font]) } }
    set { placeholder = newValue?.string }
  }

  /// The text with attributes (UIKit's `attributedText`). [choice] As
  /// ``Label/attributedText``: the characters become ``text``; the first character's
  /// `.font` and `.foregroundColor` become ``font`` and ``textColor``.
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) } }
    set {
      guard let newValue else {
        text = nil
        return
      }
      if newValue.length > 0 {
        if let first = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font { font = first }
        if let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color { textColor = color }
      }
      text = newValue.string
    }
  }
}
