import Foundation

/// A blur: UIKit's `UIBlurEffect` (drawing only; no effect on layout).
open class BlurEffect: VisualEffect {
  /// The blur styles (`UIBlurEffect.Style`; raw values as in UIKit).
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style.
  public let style: Style

  /// Creates a blur of a style (UIKit's `init(style:)`).
  public init(style: Style) {
    self.style = style
    super.init()
  }
}
