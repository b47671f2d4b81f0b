import Foundation

/// A search field in a bar: UIKit's `UISearchBar`, for layout.
///
/// Size (UIKitBehaviour.md §41): no intrinsic width and 56 pt tall in every
/// ``SearchBar/Style`` (iOS 11 and later, outside a navigation bar; 44 pt before).
/// Prompts and scope bars, which make it taller, are not modelled.
open class SearchBar: View {
  /// The bar styles (`UISearchBar.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case prominent, minimal
  }

  /// The height of a standalone search bar (UIKitBehaviour.md §41).
  public static let height: CGFloat = 56

  /// The text; nil reads back as "" (as UIKit's).
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""

  /// The placeholder shown while empty (renderers).
  open var placeholder: String?
  /// The style (default `.default`; all lay out alike).
  open var searchBarStyle: Style = .default
  /// Whether the cancel button shows (renderers).
  open var showsCancelButton = false
  /// Whether the bookmark button shows (renderers).
  open var showsBookmarkButton = false
  /// The bar's tint (renderers).
  open var barTintColor: Color?
  /// The keyboard shown while editing.
  open var keyboardType: KeyboardType = .default
  /// The return key's title (UIKit's default for a search bar is `.search`).
  open var returnKeyType: ReturnKeyType = .search
  /// The delegate told of changes (held weakly, as in UIKit).
  open weak var delegate: (any SearchBarDelegate)?

  /// Shows or hides the cancel button (UIKit's `setShowsCancelButton(_:animated:)`).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Replaces the text as typing would and tells the delegate's
  /// `searchBar(_:textDidChange:)` (setting ``text`` in code does not, as in UIKit).
  open func typeText(_ text: String) {
    storedText = text
    delegate?.searchBar(self, textDidChange: text)
  }

  /// No intrinsic width; 56 pt tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// The given width × 56.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(0, size.width), height: Self.height)
  }

  open override var descriptionText: String? { storedText.isEmpty ? placeholder : storedText }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.SearchBar" ? "UISearchBar" : name
  }
}
