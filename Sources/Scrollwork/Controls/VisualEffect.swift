import Foundation

/// An effect a ``VisualEffectView`` draws: UIKit's `UIVisualEffect` (drawing only).
open class VisualEffect {
  /// Creates an effect.
  public init() {}
}
