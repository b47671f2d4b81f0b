import Foundation

/// A tappable titled control: UIKit's `UIButton` (system type), for layout.
///
/// Intrinsic size [choice, Documentation/Controls.md]: the title measured with
/// ``titleFont`` (system 15 pt, UIButton's default) plus ``contentEdgeInsets``, with
/// a minimum height of 30 pt (iOS's system button height) and width of 30 pt.
open class Button: Control {
  /// UIKit's button types; all lay out alike here.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// Control states for titles (`UIControl.State`); layout uses the normal title.
  public typealias State = Control.State

  /// The type it was created with.
  public private(set) var buttonType: ButtonType = .system
  /// The title for the normal state.
  public private(set) var title: String?
  private var titles: [UInt: String] = [:]

  /// Creates a button of a type (UIKit's `UIButton(type:)`).
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
  }

  /// Sets the title for a state (UIKit's `setTitle(_:for:)`); the normal title sizes
  /// the button.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { setTitle(title) }
  }

  /// The title for a state, falling back to the normal title.
  public func title(for state: State) -> String? {
    titles[state.rawValue] ?? title
  }

  /// The title color (renderers).
  open var titleColor: Color = .systemBlue
  /// The title font (default: system 15 pt).
  open var titleFont: Font = .systemFont(ofSize: 15) {
    didSet {
      if let label = storedTitleLabel, label.font != titleFont { label.font = titleFont }
      invalidateIntrinsicContentSize()
    }
  }
  /// Padding around the title.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }

  /// Sets the title (UIKit's `setTitle(_:for:)` for `.normal`).
  public func setTitle(_ title: String?) {
    self.title = title
    storedTitleLabel?.text = title
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Title colors per state (``setTitleColor(_:for:)``).
  var titleColors: [UInt: Color] = [:]
  /// Images per state (``setImage(_:for:)``).
  var images: [UInt: Image] = [:]
  /// The label standing for the title (``titleLabel``), created on first use.
  var storedTitleLabel: ButtonTitleLabel?

  /// Intrinsic size: the normal title (measured with ``titleFont``) beside the normal
  /// image (``image(for:)``), as tall as the taller of the two, plus
  /// ``contentEdgeInsets``; at least 30 × 30 for a system button's title.
  open override var intrinsicContentSize: CGSize {
    let scale = contentScaleFactor
    let hasTitle = !(title ?? "").isEmpty
    let image = images[State.normal.rawValue]
    let textWidth = hasTitle || image == nil ? ceilToPixels(titleFont.width(of: title ?? ""), scale: scale) : 0
    let textHeight = hasTitle || image == nil ? ceilToPixels(titleFont.lineHeight, scale: scale) : 0
    let contentWidth = textWidth + (image?.size.width ?? 0)
    let contentHeight = max(textHeight, image?.size.height ?? 0)
    let minimum: CGFloat = image == nil ? 30 : 0
    return CGSize(
      width: max(minimum, contentWidth + contentEdgeInsets.horizontal),
      height: max(minimum, contentHeight + contentEdgeInsets.vertical))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var descriptionText: String? { title }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Button" ? "UIButton" : name
  }
}
