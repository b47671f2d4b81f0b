import Foundation

extension Device {
  /// A custom screen size written `375x667` (or `375X667`, `375×667`, `375,667`), in
  /// points; nil unless both numbers are positive, finite and at most
  /// 100,000. How text front ends (`--size`, a layout file's `size:`)
  /// spell a screen that is not a preset.
  public static func parseSize(_ text: String) -> CGSize? {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" || $0 == "," })
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000
    else { return nil }
    return CGSize(width: w, height: h)
  }
}
