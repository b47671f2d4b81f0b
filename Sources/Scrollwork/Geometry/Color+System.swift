import Foundation

/// More of UIKit's system and semantic colors, with their light-appearance sRGB
/// values (iOS 15). Drawing only: layout never reads colors.
extension Color {
  public static let systemPink = Color(red: 1, green: 0.176, blue: 0.333)
  public static let systemPurple = Color(red: 0.686, green: 0.322, blue: 0.871)
  public static let systemIndigo = Color(red: 0.345, green: 0.337, blue: 0.839)
  public static let systemTeal = Color(red: 0.188, green: 0.690, blue: 0.780)
  public static let systemCyan = Color(red: 0.196, green: 0.678, blue: 0.902)
  public static let systemMint = Color(red: 0, green: 0.780, blue: 0.745)
  public static let systemBrown = Color(red: 0.635, green: 0.518, blue: 0.369)
  public static let systemGray2 = Color(red: 0.682, green: 0.682, blue: 0.698)
  public static let systemGray3 = Color(red: 0.780, green: 0.780, blue: 0.800)
  public static let systemGray4 = Color(red: 0.820, green: 0.820, blue: 0.839)
  public static let systemGray5 = Color(red: 0.898, green: 0.898, blue: 0.918)

  public static let tertiaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  public static let quaternaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
  public static let placeholderText = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  public static let link = Color(red: 0, green: 0.478, blue: 1)
  public static let darkText = Color.black
  public static let lightText = Color(white: 1, alpha: 0.6)

  public static let tertiarySystemBackground = Color.white
  public static let systemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
  public static let secondarySystemGroupedBackground = Color.white
  public static let tertiarySystemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
  public static let systemFill = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
  public static let secondarySystemFill = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
  public static let tertiarySystemFill = Color(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
  public static let quaternarySystemFill = Color(red: 0.455, green: 0.455, blue: 0.502, alpha: 0.08)
  public static let opaqueSeparator = Color(red: 0.776, green: 0.776, blue: 0.784)

  /// A color from hue, saturation and brightness in 0…1 (UIKit's
  /// `UIColor(hue:saturation:brightness:alpha:)`).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = max(0, min(1, saturation.isFinite ? saturation : 0))
    let v = max(0, min(1, brightness.isFinite ? brightness : 0))
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
}
