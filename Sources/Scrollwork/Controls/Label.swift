import Foundation

/// A view that shows text and sizes itself to it: UIKit's `UILabel`.
///
/// The intrinsic size is the text measured with ``font`` (the bundled Inter unless
/// you load another font file), rounded up to device pixels (UIKitBehaviour.md §3-4):
///
/// - `numberOfLines == 1`: one line, unlimited width.
/// - `preferredMaxLayoutWidth > 0`: wrapped at that width, at most `numberOfLines`.
/// - otherwise (multi-line, automatic width): UIKit's two-pass rule. The first pass
///   uses the single-line size; once the engine gives the label a width, it is
///   measured again at that width and the engine re-solves, until the width is stable.
///
/// Baselines: the first is `ascender` below the top; the last is
/// `lineHeight − ascender` above the bottom (exact when the label has its intrinsic
/// height, the usual case; a taller label's text is not re-centred for baselines).
///
/// The text properties and measurement caches are read many times in every layout
/// pass (the engine asks each label for its lines, font and break mode), so they are
/// `@exclusivity(unchecked)`: no runtime exclusivity check per read. Layout runs on one
/// thread and no access to them overlaps another (no `inout` to them is ever held).
open class Label: View {
  /// The text; nil and "" both measure (0, 0).
  @exclusivity(unchecked) open var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }

  /// The font; default: the bundled system font at 17 pt.
  @exclusivity(unchecked) open var font: Font = .systemFont(ofSize: 17) {
    didSet {
      // A Dynamic Type font set on a label that adjusts, in a window: the window's
      // category (UIKit's fonts come at the app's category; headless at `.large`).
      if adjustsFontForContentSizeCategory, let category = windowContentSizeCategory {
        adjustFontForContentSizeCategory(category)
      }
      if font != oldValue {
        textDidChange()
        invalidateFittingEngines()
        rootEngine?.baselinesDidChange(self)
      }
    }
  }

  /// The most lines to show; 0 means no limit (default 1).
  @exclusivity(unchecked) open var numberOfLines: Int = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }

  /// How lines break and truncate (default `.byTruncatingTail`, as UILabel).
  @exclusivity(unchecked) open var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }

  /// The text color (renderers).
  open var textColor: Color = .label

  /// Where lines sit horizontally (renderers use it; no effect on size).
  open var textAlignment: TextAlignment = .natural

  /// Whether the font follows the window's content size category
  /// (``Window/preferredContentSizeCategory``): a font from
  /// `Font.preferredFont(forTextStyle:compatibleWith:)` or `FontMetrics` is made
  /// again for the category when the label enters a window, when the category changes
  /// and when this turns on. Other fonts never change (as in UIKit).
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory, let category = windowContentSizeCategory {
        adjustFontForContentSizeCategory(category)
      }
    }
  }

  /// Whether a single line shrinks its font to fit the width (drawing only: as in
  /// UIKit, the intrinsic size is measured at the full ``font`` size).
  open var adjustsFontSizeToFitWidth = false

  /// The smallest scale the font shrinks to (drawing only; default 0).
  open var minimumScaleFactor: CGFloat = 0

  /// Whether letters tighten before truncating (drawing only).
  open var allowsDefaultTighteningForTruncation = false

  /// The text color while highlighted (renderers).
  open var highlightedTextColor: Color?

  /// Whether the label draws highlighted (renderers).
  open var isHighlighted = false

  /// Whether the label is enabled; a disabled label draws dimmed (renderers).
  open var isEnabled = true

  /// The wrap width for the intrinsic size of a multi-line label; 0 (default) lets
  /// the width the engine assigns decide.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }

  @exclusivity(unchecked) private var cache: (key: MeasureKey, layout: TextLayout)?
  /// The last size measured at a wrap width, and the last one measured unwrapped: the
  /// engine asks a wrapping label for both in turn (its single-line width, then its
  /// height at the width it got), and one slot for both measured the text again
  /// each time.
  @exclusivity(unchecked) private var sizeCache: (key: MeasureKey, size: CGSize)?
  @exclusivity(unchecked) private var singleLineSizeCache: (key: MeasureKey, size: CGSize)?
  /// The text measured once per text and font; wrapping at a new width reuses it.
  @exclusivity(unchecked) private var measured: (text: String, font: Font, anyBoundary: Bool, value: MeasuredText)?

  private struct MeasureKey: Equatable {
    var text: String
    var font: Font
    var width: CGFloat?
    var lines: Int
    var mode: LineBreakMode
  }

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a label showing `text`.
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
  }

  func textDidChange() {
    cache = nil
    sizeCache = nil
    singleLineSizeCache = nil
    measured = nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The text laid out at a wrap width (nil: unlimited), cached for the last query.
  public func textLayout(width: CGFloat?) -> TextLayout {
    let key = MeasureKey(text: text ?? "", font: font, width: width, lines: numberOfLines, mode: lineBreakMode)
    if let cache, cache.key == key { return cache.layout }
    let layout = TextLayout(
      measured: measuredText(key.text), font: font, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    cache = (key, layout)
    return layout
  }

  /// The text measured once per text, font and break mode.
  private func measuredText(_ text: String) -> MeasuredText {
    let anyBoundary = lineBreakMode == .byCharWrapping
    if let measured, measured.text == text, measured.font == font, measured.anyBoundary == anyBoundary {
      return measured.value
    }
    let m = MeasuredText(text: text, font: font, anyBoundary: anyBoundary)
    measured = (text, font, anyBoundary, m)
    return m
  }

  /// The text's size at a wrap width, rounded up to device pixels (lines are broken
  /// but their strings are not built).
  func measuredSize(width: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let key = MeasureKey(text: text, font: font, width: width, lines: numberOfLines, mode: lineBreakMode)
    let size: CGSize
    if let cache, cache.key == key {
      size = cache.layout.size
    } else if width != nil, let sizeCache, sizeCache.key == key {
      size = sizeCache.size
    } else if width == nil, let singleLineSizeCache, singleLineSizeCache.key == key {
      size = singleLineSizeCache.size
    } else {
      size =
        TextLayout(
          measured: measuredText(text), font: font, width: width, numberOfLines: numberOfLines,
          lineBreakMode: lineBreakMode, buildsText: false
        ).size
      if width == nil { singleLineSizeCache = (key, size) } else { sizeCache = (key, size) }
    }
    let scale = contentScaleFactor
    return CGSize(width: ceilToPixels(size.width, scale: scale), height: ceilToPixels(size.height, scale: scale))
  }

  open override var intrinsicContentSize: CGSize {
    if numberOfLines == 1 { return measuredSize(width: nil) }
    if preferredMaxLayoutWidth > 0 { return measuredSize(width: preferredMaxLayoutWidth) }
    return measuredSize(width: nil)
  }

  override var intrinsicHeightDependsOnWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth <= 0
  }

  override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    measuredSize(width: width)
  }

  /// The text's size for a box of `size` (width ≤ 0 means unlimited).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    numberOfLines == 1 ? measuredSize(width: nil) : measuredSize(width: size.width > 0 ? size.width : nil)
  }

  open override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    (font.ascender, font.lineHeight - font.ascender)
  }

  open override var descriptionText: String? { text }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Label" ? "UILabel" : name
  }
}
