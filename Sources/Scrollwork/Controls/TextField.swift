import Foundation

/// A single-line text input: UIKit's `UITextField`, for layout.
///
/// Intrinsic size [choice, documented in Documentation/Controls.md]: width = the text
/// (or placeholder) measured with ``font`` + 2×7 pt padding; height = 34 pt for the
/// rounded-rect border style at 17 pt (the iOS value), otherwise the font's line
/// height rounded up to pixels.
open class TextField: Control {
  /// The border style (affects the intrinsic height).
  public enum BorderStyle: Int, Sendable, CaseIterable {
    case none = 0
    case line, bezel, roundedRect

    /// UIKit's name for the style, as Interface Builder and layout files write it:
    /// `none`, `line`, `bezel`, `roundedRect`.
    public var name: String {
      switch self {
      case .none: "none"
      case .line: "line"
      case .bezel: "bezel"
      case .roundedRect: "roundedRect"
      }
    }

    /// The style UIKit names `name` (see ``name``); nil for any other string.
    public init?(name: String) {
      guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = style
    }
  }

  /// The text.
  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// Shown when the text is empty.
  open var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font (default: system 17 pt).
  open var font: Font = .systemFont(ofSize: 17) {
    didSet {
      if adjustsFontForContentSizeCategory, let category = windowContentSizeCategory {
        adjustFontForContentSizeCategory(category)
      }
      invalidateIntrinsicContentSize()
    }
  }
  /// The border style (default `.none`, as in code).
  open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }

  /// Keyboard types (`UIKeyboardType`); no effect on layout.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit spells the case `URL`.
  public enum KeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
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

  // MARK: Keyboard traits (kept for UIKit code; no effect headless)

  /// The return key's title (`UIReturnKeyType`).
  public enum ReturnKeyType: Int, Sendable {
    case `default` = 0
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
  }
  /// When an overlay view shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing, unlessEditing, always
  }
  /// The return key (default `.default`).
  open var returnKeyType: ReturnKeyType = .default
  /// Automatic capitalization (default `.sentences`).
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Automatic correction (default `.default`).
  open var autocorrectionType: TextAutocorrectionType = .default
  /// The kind of content, for autofill (default nil).
  open var textContentType: TextContentType?
  /// When the clear button shows (default `.never`).
  open var clearButtonMode: ViewMode = .never
  /// Whether the return key is disabled while the text is empty (default false).
  open var enablesReturnKeyAutomatically = false
  /// A view shown above the keyboard while editing (kept; the keyboard's height is the
  /// one given to ``Window/showKeyboard(height:animationDuration:)``).
  open var inputAccessoryView: View?
  /// Whether the font follows the window's content size category, as
  /// ``Label/adjustsFontForContentSizeCategory`` does.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory, let category = windowContentSizeCategory {
        adjustFontForContentSizeCategory(category)
      }
    }
  }
  /// Whether the text shrinks to fit the width (drawing only: the intrinsic size uses
  /// ``font``, as in UIKit).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size the text shrinks to (drawing only).
  open var minimumFontSize: CGFloat = 0
  /// Whether ``becomeFirstResponder()`` empties the text when editing begins.
  open var clearsOnBeginEditing = false

  // MARK: Editing (the responder side of UITextField)

  /// Why editing ended (`UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

  /// Posted (object: the field) after the field began editing.
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted (object: the field) after the field ended editing.
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
  /// Posted (object: the field) after ``insertText(_:)`` or ``deleteBackward()`` changed the text.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

  /// The delegate asked about and told of editing (held weakly, as in UIKit).
  open weak var delegate: (any TextFieldDelegate)?
  /// Whether the field is being edited (it is the first responder).
  public private(set) var isEditing = false {
    didSet {
      if isEditing != oldValue, leftView != nil || rightView != nil { invalidateIntrinsicContentSize() }
    }
  }

  /// Text fields take the focus while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing, as UIKit does: asks `textFieldShouldBeginEditing(_:)` (false
  /// refuses), makes the current first responder resign (a text field ends editing:
  /// its delegate hears `textFieldDidEndEditing` before this one hears
  /// `textFieldDidBeginEditing`), takes first-responder status, tells the delegate and
  /// posts ``textDidBeginEditingNotification``. With the window's keyboard up, the
  /// window then posts the keyboard's will-show and did-show again. Returns whether
  /// the field is (now) the first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, responderHost != nil else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard takeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    delegate?.textFieldDidBeginEditing(self)
    hierarchyNotificationCenter.post(name: TextField.textDidBeginEditingNotification, object: self)
    sendActions(for: .editingDidBegin)
    announceFirstResponder()
    return true
  }

  /// Ends editing: asks `textFieldShouldEndEditing(_:)` (false keeps the focus and
  /// returns false), gives up first-responder status, tells the delegate
  /// (`textFieldDidEndEditing(_:reason:)`, whose default calls
  /// `textFieldDidEndEditing(_:)`) and posts ``textDidEndEditingNotification``. When no
  /// other responder takes over, the window's keyboard then hides. Returns true also
  /// when the field was not editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    releaseFirstResponder()
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    hierarchyNotificationCenter.post(name: TextField.textDidEndEditingNotification, object: self)
    sendActions(for: .editingDidEnd)
    announceResignation()
    return true
  }

  /// Ends editing after a forced resignation (``View/endEditing(_:)`` with `force`):
  /// the delegate hears `textFieldDidEndEditing` without being asked.
  func endEditingByForce() {
    guard isEditing else { return }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    hierarchyNotificationCenter.post(name: TextField.textDidEndEditingNotification, object: self)
  }

  /// Types `text` at the end, as the keyboard would: a `"\n"` asks the delegate's
  /// `textFieldShouldReturn(_:)` instead of typing; other text is typed if
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows it (then
  /// ``textDidChangeNotification`` is posted). Ignored unless the field is editing.
  /// Sends `.editingChanged` after typing, and `.editingDidEndOnExit` for a return the
  /// delegate allows (or without a delegate).
  open func insertText(_ text: String) {
    guard isEditing else { return }
    if text == "\n" {
      if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
      return
    }
    let current = self.text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: text) { return }
    self.text = current + text
    hierarchyNotificationCenter.post(name: TextField.textDidChangeNotification, object: self)
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character, as the keyboard's delete key would (asking the
  /// delegate as ``insertText(_:)`` does).
  open func deleteBackward() {
    guard isEditing, let current = text, !current.isEmpty else { return }
    let ns = current as NSString
    let last = ns.rangeOfComposedCharacterSequence(at: ns.length - 1)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: last, replacementString: "") { return }
    text = ns.replacingCharacters(in: last, with: "")
    hierarchyNotificationCenter.post(name: TextField.textDidChangeNotification, object: self)
    sendActions(for: .editingChanged)
  }

  /// The first responder of the hierarchy `view` belongs to, if it is a text field.
  public static func firstResponder(in view: View) -> TextField? {
    view.rootView.storedFirstResponder as? TextField
  }

  /// A view before the text (UIKit's `leftView`), shown per ``leftViewMode``. Headless
  /// it is not one of ``View/subviews``: its width, while shown, adds to the intrinsic
  /// width (a common way to pad the text).
  open var leftView: View? { didSet { invalidateIntrinsicContentSize() } }
  /// When ``leftView`` shows (default `.never`).
  open var leftViewMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
  /// A view after the text (UIKit's `rightView`), as ``leftView``.
  open var rightView: View? { didSet { invalidateIntrinsicContentSize() } }
  /// When ``rightView`` shows (default `.never`).
  open var rightViewMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
  /// A custom input view replacing the keyboard (stored; the window's keyboard height
  /// is what ``Window/showKeyboard(height:animationDuration:)`` is given).
  open var inputView: View?

  /// Whether a side view in `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// The width the shown side views take (their frame widths).
  var sideViewsWidth: CGFloat {
    (shows(leftViewMode) ? leftView?.frame.width ?? 0 : 0) + (shows(rightViewMode) ? rightView?.frame.width ?? 0 : 0)
  }

  open override var intrinsicContentSize: CGSize {
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let scale = contentScaleFactor
    let width = ceilToPixels(font.width(of: shown), scale: scale) + 2 * TextField.padding + sideViewsWidth
    let height =
      borderStyle == .roundedRect
      ? max(34, ceilToPixels(font.lineHeight + 13, scale: scale))
      : ceilToPixels(font.lineHeight, scale: scale)
    return CGSize(width: width, height: height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The field's text line, vertically centered (``Control/contentVerticalAlignment``
  /// `.center`, the default): its baselines follow the field's center, not its
  /// bottom edge (UIKitBehaviour.md §35). Other alignments keep the bottom edge.
  open override var centeredTextMetrics: (ascender: CGFloat, lineHeight: CGFloat)? {
    contentVerticalAlignment == .center ? (font.ascender, font.lineHeight) : nil
  }

  open override var descriptionText: String? { text ?? placeholder }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TextField" ? "UITextField" : name
  }
}

/// Automatic capitalization of typed text (`UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words, sentences, allCharacters
}

/// Automatic correction of typed text (`UITextAutocorrectionType`).
public enum TextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// The kind of content a field holds, for autofill (`UITextContentType`).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = TextContentType(rawValue: "name")
  public static let username = TextContentType(rawValue: "username")
  public static let password = TextContentType(rawValue: "password")
  public static let newPassword = TextContentType(rawValue: "new-password")
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  public static let emailAddress = TextContentType(rawValue: "email")
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  public static let postalCode = TextContentType(rawValue: "postal-code")
}
