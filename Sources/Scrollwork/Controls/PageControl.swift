import Foundation

/// A row of dots, one per page: UIKit's `UIPageControl`, for layout.
///
/// Size (UIKitBehaviour.md §41): ``size(forNumberOfPages:)`` is 16 pt per page less
/// 9 (7-pt dots 9 pt apart) by 37 pt, so Xcode's default three-page control is
/// 39 × 37; that is the intrinsic size, except that a control showing no dots (no
/// pages, or one page with ``hidesForSinglePage``) has an intrinsic size of zero.
open class PageControl: Control {
  /// The control's height (UIKitBehaviour.md §41).
  public static let height: CGFloat = 37
  /// One dot plus the space after it (UIKitBehaviour.md §41).
  public static let dotPitch: CGFloat = 16
  /// The space between two dots.
  public static let dotSpacing: CGFloat = 9

  /// The number of pages (default 0; negative values become 0). Changing it keeps
  /// ``currentPage`` within the pages.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = clampedPage(currentPage)
      if numberOfPages != oldValue { sizeDidChange() }
    }
  }

  /// The page whose dot is current, kept within 0..<numberOfPages (default 0).
  open var currentPage = 0 {
    didSet { if currentPage != clampedPage(currentPage) { currentPage = clampedPage(currentPage) } }
  }

  /// Whether a single page shows no dot (default false).
  open var hidesForSinglePage = false {
    didSet { if hidesForSinglePage != oldValue { sizeDidChange() } }
  }

  /// The dots' color (renderers).
  open var pageIndicatorTintColor: Color?
  /// The current dot's color (renderers).
  open var currentPageIndicatorTintColor: Color?

  private func clampedPage(_ page: Int) -> Int { min(max(0, page), max(0, numberOfPages - 1)) }

  private func sizeDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The size the dots of `pageCount` pages need (UIKit's `size(forNumberOfPages:)`).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let pages = CGFloat(max(0, pageCount))
    return CGSize(width: max(0, pages * Self.dotPitch - Self.dotSpacing), height: Self.height)
  }

  /// Whether it shows dots: some pages, and not a single one it hides.
  var showsDots: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

  open override var intrinsicContentSize: CGSize {
    showsDots ? size(forNumberOfPages: numberOfPages) : .zero
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.PageControl" ? "UIPageControl" : name
  }
}
