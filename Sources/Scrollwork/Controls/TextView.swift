import Foundation

/// A scrollable, editable multi-line text area: UIKit's `UITextView`, for layout.
///
/// Size (UIKitBehaviour.md §41):
///
/// - Scrolling on (the default): no intrinsic size; the constraints size it and the
///   text scrolls inside.
/// - ``isScrollEnabled`` false: the classic self-sizing text view. Its intrinsic
///   size is its text, wrapped at its width less the insets, plus
///   ``textContainerInset`` (default 8, 0, 8, 0) and
///   ``TextContainer/lineFragmentPadding`` (5) on each side. Like a multi-line
///   label's (UIKitBehaviour.md §4), the first pass measures one line per paragraph;
///   once the engine gives it a width it is measured again at that width. Empty
///   text is one line tall (the caret's line).
///
/// The text is measured with ``font``, or the body text style when it is nil
/// (UIKit's documented default: 17 pt at the default content size). Changing the
/// text, font, insets or container invalidates the intrinsic size, so a stack view
/// or a self-sizing cell around a non-scrolling text view lays out again.
open class TextView: ScrollView {
  /// The font used when ``font`` is nil (UIKitBehaviour.md §41).
  public static let defaultFont = Font.preferredFont(forTextStyle: .body)

  /// The text; nil reads back as "" (UIKit's `String!`).
  open var text: String! {
    get { storedText }
    set {
      let new = newValue ?? ""
      guard new != storedText else { return }
      storedText = new
      textLayoutDidChange()
    }
  }
  private var storedText = ""

  /// The font; nil (the default) measures with ``defaultFont``.
  open var font: Font? {
    didSet { if font != oldValue { textLayoutDidChange() } }
  }

  /// Insets from the bounds to the text container (default 8, 0, 8, 0).
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { if textContainerInset != oldValue { textLayoutDidChange() } }
  }

  /// The text container (its ``TextContainer/lineFragmentPadding`` sizes the text view).
  public private(set) lazy var textContainer = TextContainer(owner: self)

  /// Whether it scrolls; false makes it size itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { textLayoutDidChange() } }
  }

  /// Whether the user may edit the text (default true; no effect on layout).
  open var isEditable = true
  /// Whether the user may select the text (default true).
  open var isSelectable = true
  /// The text color (renderers).
  open var textColor: Color?
  /// Where lines sit horizontally (renderers).
  open var textAlignment: TextAlignment = .natural
  /// The keyboard shown while editing.
  open var keyboardType: KeyboardType = .default
  /// The return key's title.
  open var returnKeyType: ReturnKeyType = .default
  /// Whether the font follows the content size category (kept for UIKit code).
  open var adjustsFontForContentSizeCategory = false
  /// The delegate as a ``TextViewDelegate`` (``ScrollView/delegate`` holds it, as in
  /// UIKit, where the text view's delegate is also its scroll view delegate).
  public var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

  /// Creates a text view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Appends `text` as typing would: asks the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)`, then changes the text and
  /// tells `textViewDidChange(_:)`.
  open func insertText(_ text: String) {
    let end = NSRange(location: (storedText as NSString).length, length: 0)
    let delegate = textViewDelegate
    if let delegate, !delegate.textView(self, shouldChangeTextIn: end, replacementText: text) { return }
    self.text = storedText + text
    delegate?.textViewDidChange(self)
  }

  /// Something that measures the text changed.
  func textLayoutDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The horizontal space around the text: insets and padding.
  private var horizontalChrome: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  /// The frame size whose text area wraps at `width` (nil: unlimited), rounded up to
  /// device pixels.
  func fittingSize(wrapWidth width: CGFloat?) -> CGSize {
    let font = self.font ?? Self.defaultFont
    let layout = TextLayout(
      text: storedText, font: font, width: width, numberOfLines: textContainer.maximumNumberOfLines,
      lineBreakMode: textContainer.lineBreakMode)
    let scale = contentScaleFactor
    let textHeight = storedText.isEmpty ? font.lineHeight : layout.size.height
    return CGSize(
      width: ceilToPixels(layout.size.width + horizontalChrome, scale: scale),
      height: ceilToPixels(textHeight + textContainerInset.top + textContainerInset.bottom, scale: scale))
  }

  /// None while scrolling; the text's size (one line per paragraph) otherwise.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    return fittingSize(wrapWidth: nil)
  }

  override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

  override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    fittingSize(wrapWidth: max(0, width - horizontalChrome))
  }

  /// The size the text needs when wrapped at `size.width` (≤ 0 or infinite:
  /// unlimited), its width no more than the text needs: as UIKit's `sizeThatFits(_:)`,
  /// which self-sizing code calls with the current width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard size.width > 0, size.width.isFinite else { return fittingSize(wrapWidth: nil) }
    return fittingSize(wrapWidth: max(0, size.width - horizontalChrome))
  }

  open override var descriptionText: String? { storedText }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TextView" ? "UITextView" : name
  }
}
