import Foundation

/// UIFont's standard sizes (`UIFont.labelFontSize` and its siblings), which UIKit code
/// passes to `systemFont(ofSize:)` from memory. Values as iOS reports them
/// (UIKitBehaviour.md §19).
extension Font {
  /// The standard label font size: 17 points (`UIFont.labelFontSize`).
  public static var labelFontSize: CGFloat { 17 }
  /// The standard button font size: 18 points (`UIFont.buttonFontSize`).
  public static var buttonFontSize: CGFloat { 18 }
  /// The standard system font size: 14 points (`UIFont.systemFontSize`).
  public static var systemFontSize: CGFloat { 14 }
  /// The standard small system font size: 12 points (`UIFont.smallSystemFontSize`).
  public static var smallSystemFontSize: CGFloat { 12 }
}
