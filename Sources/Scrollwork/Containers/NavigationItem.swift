import Foundation

/// What a navigation bar shows for a view controller: UIKit's `UINavigationItem`.
/// Only what changes the layout is modelled (the title and the large-title mode);
/// the rest is kept for UIKit code.
open class NavigationItem: NSObject {
  /// How a navigation bar that prefers large titles shows this item's title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item in the stack does (large for the root).
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// The title (stored; drawing only).
  open var title: String?
  /// A line of text above the title (stored; the prompt's extra height is not modelled).
  open var prompt: String?
  /// The back button's title (stored).
  open var backButtonTitle: String?
  /// Whether the back button is hidden (stored).
  open var hidesBackButton = false
  /// How the title is shown when the bar prefers large titles (default `.automatic`).
  /// A change lays the navigation controller out again.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet { if largeTitleDisplayMode != oldValue { owner?.navigationController?.viewIfLoaded?.setNeedsLayout() } }
  }

  weak var owner: ViewController?

  /// An item with a title.
  public init(title: String?) {
    self.title = title
    super.init()
  }
}

/// What a tab bar shows for a view controller: UIKit's `UITabBarItem` (stored,
/// drawing only).
open class TabBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: Image?
  /// The app's tag.
  open var tag: Int
  /// The badge text.
  open var badgeValue: String?

  /// An item with a title, an image and a tag.
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }
}
