import Foundation

extension Font {
  /// The text style's font for a trait collection's content size category (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`): the size of Apple's table for the
  /// category (UIKitBehaviour.md §17). A nil collection, or one whose
  /// category is unspecified, gives the `.large` size.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?)
    -> Font
  {
    preferredFont(forTextStyle: style, category: traitCollection?.preferredContentSizeCategory ?? .large)
  }
}
