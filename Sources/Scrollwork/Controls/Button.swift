import Foundation

/// A tappable titled control: UIKit's `UIButton` (system type), for layout.
///
/// Intrinsic size [choice, Documentation/Controls.md]: the title measured with
/// ``titleFont`` (system 15 pt, UIButton's default) plus ``contentEdgeInsets``, with
/// a minimum height of 30 pt (iOS's system button height) and width of 30 pt.
open class Button: View {
  /// UIKit's button types; all lay out alike here.
  public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

  /// Control states for titles (`UIControl.State`); layout uses the normal title.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

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
  open var titleFont: Font = .systemFont(ofSize: 15) { didSet { invalidateIntrinsicContentSize() } }
  /// Padding around the title.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }

  /// Sets the title (UIKit's `setTitle(_:for:)` for `.normal`).
  public func setTitle(_ title: String?) {
    self.title = title
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override var intrinsicContentSize: CGSize {
    let scale = contentScaleFactor
    let textWidth = ceilToPixels(titleFont.width(of: title ?? ""), scale: scale)
    let textHeight = ceilToPixels(titleFont.lineHeight, scale: scale)
    return CGSize(
      width: max(30, textWidth + contentEdgeInsets.horizontal),
      height: max(30, textHeight + contentEdgeInsets.vertical))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var descriptionText: String? { title }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Button" ? "UIButton" : name
  }
}
