import Foundation

/// A bar showing progress: UIKit's `UIProgressView`, for layout.
///
/// Size (UIKitBehaviour.md §41): no intrinsic width ("a UIProgressView only has a
/// preferred height"), and a height of 4 pt in both styles (iOS 14 and later; 2 pt
/// before).
open class ProgressView: View {
  /// The styles (`UIProgressView.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar
  }

  /// The bar's height on iOS 14 and later (UIKitBehaviour.md §41).
  public static let barHeight: CGFloat = 4

  /// The style (default `.default`; both lay out alike).
  open var progressViewStyle: Style = .default

  /// The progress, kept within 0...1 (default 0).
  open var progress: Float = 0 {
    didSet { progress = progress.isNaN ? 0 : min(max(progress, 0), 1) }
  }

  /// The filled part's color (renderers).
  open var progressTintColor: Color?
  /// The unfilled part's color (renderers).
  open var trackTintColor: Color?

  /// Creates a progress view of a style (UIKit's `init(progressViewStyle:)`).
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets ``progress`` (UIKit's `setProgress(_:animated:)`).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No intrinsic width; 4 pt tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.barHeight)
  }

  /// The given width × the bar height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(0, size.width), height: Self.barHeight)
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ProgressView" ? "UIProgressView" : name
  }
}
