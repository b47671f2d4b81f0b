import Foundation

/// A spinner: UIKit's `UIActivityIndicatorView`, for layout.
///
/// Size (UIKitBehaviour.md §41): 20 × 20 for `.medium` (and the deprecated `.white`
/// and `.gray`), 37 × 37 for `.large` (and `.whiteLarge`), hugging and resisting at
/// 750 in both axes. With ``hidesWhenStopped`` (the default) the indicator is hidden
/// whenever it is not animating, a new one included, as UIKit's documentation says;
/// so a stopped indicator in a stack view takes no space.
open class ActivityIndicatorView: View {
  /// The styles (`UIActivityIndicatorView.Style`; raw values as in UIKit).
  public enum Style: Int, Sendable {
    @available(*, deprecated, renamed: "large")
    case whiteLarge = 0
    @available(*, deprecated, renamed: "medium")
    case white = 1
    @available(*, deprecated, renamed: "medium")
    case gray = 2
    case medium = 100
    case large = 101

    /// The indicator's side in points.
    var side: CGFloat { rawValue == 0 || rawValue == 101 ? 37 : 20 }
  }

  /// The style (default `.medium`); changing it changes the size.
  open var style: Style = .medium {
    didSet {
      if style.side != oldValue.side {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
      }
    }
  }

  /// Whether it is hidden while stopped (default true). Turning it on while stopped
  /// hides the indicator; turning it off shows it.
  open var hidesWhenStopped = true {
    didSet { if !animating && hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
  }

  /// The spinner's color (renderers).
  open var color: Color?

  private var animating = false

  /// Whether it is animating.
  open var isAnimating: Bool { animating }

  /// Creates a stopped (so, by default, hidden) indicator.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Creates an indicator of a style (UIKit's `init(style:)`).
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  /// Starts animating; shows the indicator.
  open func startAnimating() {
    animating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops animating; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override class var defaultPriorities:
    (hugging: (h: LayoutPriority, v: LayoutPriority), compression: (h: LayoutPriority, v: LayoutPriority))
  {
    ((.defaultHigh, .defaultHigh), (.defaultHigh, .defaultHigh))
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ActivityIndicatorView" ? "UIActivityIndicatorView" : name
  }
}
