import Foundation

/// The natural height of a classic `UIButton` that shows only a title, for the
/// "intrinsic sizes from the document" mode (UIKitBehaviour.md §50).
///
/// A button's stored frame is its intrinsic size only when nothing stretched it: a
/// button pinned above and below is stored at the height its constraints give it,
/// which is not the height it asks for. A classic button with a single-line title asks
/// for its title's line height, rounded up to a whole point, plus 6 points above and
/// below; the system font's line height is 1.19336 times its point size (SF Pro: 20.29
/// at 17 points). The corpus's 129 unstretched title buttons of these types follow it
/// at every size they show: 13 points 28 tall (sentry-cocoa, 32 buttons), 14 → 29, 15
/// → 30 (65), 16 → 32, 17 → 33, 20 → 36 (18), 21 → 38, 23 → 40 (InterfaceBuilder.md,
/// "Building", "Stretched title buttons").
enum IBButtonMetrics {
  /// The system font's line height per point of size (SF Pro's ascender 0.952 and
  /// descender 0.241, no leading).
  static let systemLineHeightRatio: CGFloat = 1.19336
  /// UIButton's padding above and below a classic button's title.
  static let titlePadding: CGFloat = 6
  /// A classic button's title font when the document names none (system 15 pt).
  static let defaultPointSize: CGFloat = 15

  /// Whether `e` (a `<button>`) shows only a single-line title in the classic style:
  /// a `system` or `roundedRect` type, a title in its normal state, no image
  /// or background image in any state, no iOS 15 `buttonConfiguration`, no content,
  /// title or image insets, no attributed title, and a line break mode that keeps the
  /// title on one line.
  static func isClassicTitleButton(_ e: IBElement) -> Bool {
    guard e.name == "button", ["system", "roundedRect"].contains(e["buttonType"] ?? ""),
      !["wordWrap", "charWrap"].contains(e["lineBreakMode"] ?? "middleTruncation"),
      let normal = e.child("state", key: "normal"), let title = normal["title"], !title.isEmpty
    else { return false }
    for child in e.children {
      switch child.name {
      case "buttonConfiguration", "inset": return false
      case "state":
        if child["image"] != nil || child["backgroundImage"] != nil { return false }
        if child.children.contains(where: { $0.name != "color" }) { return false }
      default: break
      }
    }
    return true
  }

  /// The natural height of a classic title button in `font` (nil: system 15 pt); nil
  /// for a font whose metrics are not known here (a custom font or a text style).
  static func naturalHeight(font: IBFont?) -> CGFloat? {
    let size: CGFloat
    if let font {
      guard let p = font.systemPointSize else { return nil }
      size = p
    } else {
      size = defaultPointSize
    }
    return (size * systemLineHeightRatio).rounded(.up) + 2 * titlePadding
  }
}
