import Foundation

/// What a Dynamic Type font remembers so that it can be made again for another content
/// size category: the text style whose curve it follows, its point size at `.large`
/// and the largest size it may take (0: none). Labels and text fields with
/// `adjustsFontForContentSizeCategory` use it when their window's category changes.
struct DynamicTypeScaling: Sendable, Hashable {
  /// The text style whose size table scales the font.
  var textStyle: Font.TextStyle
  /// The point size at ``ContentSizeCategory/large``.
  var basePointSize: CGFloat
  /// The largest point size (0: no maximum), as `UIFontMetrics`'s `maximumPointSize`.
  var maximumPointSize: CGFloat

  /// The point size at `category`: the base size times the style's size at `category`
  /// over its size at `.large`, capped by the maximum.
  /// (UIKitBehaviour.md §17: `UIFontMetrics` scales custom fonts along
  /// the text style's curve; for the style's own font the ratio gives the table's size.)
  func pointSize(for category: ContentSizeCategory) -> CGFloat {
    let scaled = basePointSize * textStyle.pointSize(for: category) / textStyle.pointSize
    return maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled
  }
}

extension Font {
  /// The same face, scaled as `scaling` gives for `category`, remembering `scaling`.
  func scaled(_ scaling: DynamicTypeScaling, for category: ContentSizeCategory) -> Font {
    var font = withSize(scaling.pointSize(for: category))
    font.dynamicType = scaling
    return font
  }

  /// This font made again for `category` if it follows Dynamic Type, else nil.
  package func adjusted(for category: ContentSizeCategory) -> Font? {
    guard let scaling = dynamicType else { return nil }
    return scaled(scaling, for: category)
  }

  /// The text style a Dynamic Type font follows (nil for a fixed font). Not in UIKit,
  /// where the style is read from the font descriptor.
  public var textStyle: TextStyle? { dynamicType?.textStyle }
}
