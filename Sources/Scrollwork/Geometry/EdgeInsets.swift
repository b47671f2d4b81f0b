import Foundation

/// Insets for each edge of a rectangle, in points: UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle (`CGRect.inset(by:)`); negative values grow it.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets from the four edges (UIKit's argument order).
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// All edges 0.
  public static let zero = EdgeInsets()

  /// left + right.
  public var horizontal: CGFloat { left + right }
  /// top + bottom.
  public var vertical: CGFloat { top + bottom }

  public var description: String { "{\(fmt(top)), \(fmt(left)), \(fmt(bottom)), \(fmt(right))}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `rect.inset(by:)`); a negative size
  /// is kept as computed, as UIKit does.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// A number the way UIKit logs print it (`%g`): 8, 0.5, 41.6667.
func fmt(_ value: CGFloat) -> String {
  formatG(Double(value))
}

/// `%g` formatting (six significant digits, no trailing zeros).
package func formatG(_ value: Double) -> String {
  if value == 0 { return "0" }
  return String(format: "%g", value)
}
