import Foundation

/// The region a ``TextView`` lays its text out in: the parts of TextKit's
/// `NSTextContainer` that size a text view.
///
/// A text view's text wraps at its width less its ``TextView/textContainerInset``
/// left and right and ``lineFragmentPadding`` on each side (UIKitBehaviour.md §41).
public final class TextContainer {
  /// The space on each side of every line, inside the container (default 5, as
  /// TextKit's).
  public var lineFragmentPadding: CGFloat = 5 {
    didSet { if lineFragmentPadding != oldValue { owner?.textLayoutDidChange() } }
  }

  /// The most lines laid out; 0 (the default) means no limit.
  public var maximumNumberOfLines = 0 {
    didSet { if maximumNumberOfLines != oldValue { owner?.textLayoutDidChange() } }
  }

  /// How the last allowed line ends when text is left over (default `.byWordWrapping`).
  public var lineBreakMode: LineBreakMode = .byWordWrapping {
    didSet { if lineBreakMode != oldValue { owner?.textLayoutDidChange() } }
  }

  /// Whether the container follows the text view's width (always true here, as a
  /// text view's own container does by default).
  public var widthTracksTextView = true

  /// The text view it belongs to.
  weak var owner: TextView?

  init(owner: TextView) {
    self.owner = owner
  }
}
