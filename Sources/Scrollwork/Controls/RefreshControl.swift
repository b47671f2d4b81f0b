import Foundation

/// A pull-to-refresh spinner: UIKit's `UIRefreshControl`, held by a scroll view's
/// ``ScrollView/refreshControl``.
///
/// Only its state is modelled: UIKit places it above the content, outside the
/// layout of the scroll view's subviews, and Scrollwork does not place it at all
/// (UIKitBehaviour.md §41). Headless there is no pull: a test calls
/// ``Control/sendActions(for:)`` with `.valueChanged` as the pull would, after
/// ``beginRefreshing()``.
open class RefreshControl: Control {
  /// Whether it is refreshing.
  public private(set) var isRefreshing = false

  /// The title under the spinner (renderers).
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control (UIKit's `init()`).
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Starts refreshing (does not send `.valueChanged`, as in UIKit).
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Stops refreshing.
  open func endRefreshing() {
    isRefreshing = false
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.RefreshControl" ? "UIRefreshControl" : name
  }
}
