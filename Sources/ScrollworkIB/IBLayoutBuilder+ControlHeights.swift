import Foundation
import Scrollwork

extension Builder {
  /// The height Xcode 26 (build 24000 on) gives a switch or a rounded-rect text field,
  /// or nil where the era's height is not known from the corpus (UIKitBehaviour.md §49,
  /// §64): a switch's alignment rectangle is 28 points tall (63 × 28 switches), a
  /// rounded-rect field at a system font of at most 17 points 34 (14- and 17-point
  /// fields). In the Xcode 26 documents of the corpus every such control stored at
  /// another height either has a height constraint (nRF Device Manager's two 30-point
  /// fields), is hidden, or is flagged ambiguous (sentry-cocoa's ProfilingViewController),
  /// so a shorter stored height is a compression, not the control's own height.
  ///
  /// Earlier eras are left out: Xcode 12 compresses a 51 × 31 switch to 28 in a fixed
  /// 44-point cell (Strongbox's DatabasePreferencesController), which `check`'s
  /// self-sizing cell would grow to fit instead, and one Xcode 11 document
  /// (IBDecodable, 16086) stores four unconstrained rounded-rect fields 30 tall where
  /// the others of its era store 34.
  static func eraControlHeight(_ e: IBView, build: Int) -> CGFloat? {
    guard build >= IBToolsEra.xcode26Metrics else { return nil }
    switch e.element {
    case "switch":
      return 28
    case "textField" where e.borderStyle == "roundedRect":
      if let font = e.font {
        guard font.name == nil, font.style == nil, (font.pointSize ?? 17) <= 17,
          ["system", "boldSystem", "italicSystem"].contains(font.type ?? "system")
        else { return nil }
      }
      return 34
    default:
      return nil
    }
  }
}
