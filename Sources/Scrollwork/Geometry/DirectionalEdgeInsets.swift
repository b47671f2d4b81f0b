import Foundation

/// Insets that name leading and trailing instead of left and right:
/// UIKit's `NSDirectionalEdgeInsets`. In a right-to-left layout, leading is the right edge.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets from the four edges (UIKit's argument order).
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All edges 0.
  public static let zero = DirectionalEdgeInsets()

  /// The insets for a layout direction: leading is left in LTR, right in RTL.
  public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  public var description: String {
    "{\(fmt(top)), \(fmt(leading)), \(fmt(bottom)), \(fmt(trailing))}"
  }
}

extension EdgeInsets {
  /// The directional form of these insets for a layout direction.
  public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }
}
