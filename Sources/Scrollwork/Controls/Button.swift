import Foundation

/// A tappable titled control: UIKit's `UIButton` (system type), for layout.
///
/// Intrinsic size [choice, Documentation/Controls.md]: the title measured with
/// ``titleFont`` (system 15 pt, UIButton's default) plus ``contentEdgeInsets``, with
/// a minimum height of 30 pt (iOS's system button height) and width of 30 pt.
open class Button: View {
  /// The title for the normal state.
  public private(set) var title: String?
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
