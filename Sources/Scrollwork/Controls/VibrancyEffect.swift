import Foundation

/// Vibrancy over a blur: UIKit's `UIVibrancyEffect` (drawing only).
open class VibrancyEffect: VisualEffect {
  /// The blur it is made for.
  public let blurEffect: BlurEffect

  /// Creates vibrancy for a blur (UIKit's `init(blurEffect:)`).
  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}
