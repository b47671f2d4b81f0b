import Foundation

/// A color in sRGB with alpha: the part of `UIColor` layout code touches (a view's
/// background, a label's text color). Renderers read its components ``red-swift.property``,
/// ``green-swift.property``, ``blue-swift.property`` and ``alpha``.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  public var red: CGFloat
  public var green: CGFloat
  public var blue: CGFloat
  public var alpha: CGFloat

  /// Components in 0…1 (clamped).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, min(1, v)) : 0 }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// A gray level.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#rrggbb` or `#rrggbbaa` when not opaque.
  public var hexString: String {
    func byte(_ v: CGFloat) -> String { String(format: "%02x", Int((v * 255).rounded())) }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  public var description: String { hexString }

  public static let clear = Color(white: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let darkGray = Color(white: 1.0 / 3)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2.0 / 3)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  // iOS system colors (light appearance).
  public static let systemBackground = Color.white
  public static let secondarySystemBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
  public static let label = Color.black
  public static let secondaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  public static let systemRed = Color(red: 1, green: 0.231, blue: 0.188)
  public static let systemGreen = Color(red: 0.204, green: 0.780, blue: 0.349)
  public static let systemBlue = Color(red: 0, green: 0.478, blue: 1)
  public static let systemYellow = Color(red: 1, green: 0.8, blue: 0)
  public static let systemOrange = Color(red: 1, green: 0.584, blue: 0)
  public static let systemGray = Color(red: 0.557, green: 0.557, blue: 0.576)
  public static let systemGray6 = Color(red: 0.949, green: 0.949, blue: 0.969)
  public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
}
