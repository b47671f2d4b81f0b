import Foundation
import Testing

@testable import Scrollwork

/// An independent model of how a `UILabel` sizes text (UIKitBehaviour.md §3, §4), built only
/// from the font fixture (`ScrollworkTextTests/Fixtures/Inter-Regular.metrics.json`, a dump of
/// the bundled font's tables made by a separate script), never from `Font` or `TextLayout`.
///
/// - Advances: the fixture's raw `hmtx` advance per scalar, in font units; a string's width
///   is Σ advances × size / unitsPerEm (Inter has no `kern` table, so no pair adjustments).
/// - Line height: (hhea.ascender − hhea.descender + hhea.lineGap) × size / unitsPerEm.
/// - Greedy word wrap: split at single spaces; a line takes words while the advances of its
///   words and of the spaces *between* them stay ≤ the width (trailing spaces hang).
/// - Pixels: lengths round *up* to 1/3 pt (`ceil(x·3 − 1e-6)/3`, §3 "41.6667 at @3x");
///   frame edges round to the nearest 1/3 pt, halves up (edge by edge, in root coordinates).
///
/// Test strings use only printable ASCII and single spaces — no hyphens (the library
/// also breaks after hyphens, which this oracle does not model) and no word wider than the
/// wrap width (a failure is recorded if one appears).
struct WrapOracle {
  /// The pixel scale the tests assume (`Screen.main.scale` default, an @3x iPhone).
  static let scale: CGFloat = 3

  let fixture: Fixture

  init(_ fontFile: String = "Inter-Regular") throws {
    fixture = try Fixture.load(fontFile)
  }

  // MARK: Font metrics from the fixture

  /// Font units → points at `size`.
  func points(_ units: Int, size: CGFloat) -> CGFloat {
    CGFloat(Double(units) * Double(size) / Double(fixture.unitsPerEm))
  }

  /// Σ raw advances of `text` in font units (records an issue for an unlisted scalar).
  func units(_ text: Substring) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      guard let advance = fixture.rawAdvance(scalar), fixture.glyph(scalar) != 0 else {
        Issue.record("fixture has no glyph for U+\(String(scalar.value, radix: 16))")
        return 0
      }
      total += advance
    }
    return total
  }

  /// Width of `text` set on one line, in points.
  func width(_ text: String, size: CGFloat) -> CGFloat {
    points(units(text[...]), size: size)
  }

  /// `hhea` line height in points.
  func lineHeight(size: CGFloat) -> CGFloat {
    points(fixture.hhea.ascender - fixture.hhea.descender + fixture.hhea.lineGap, size: size)
  }

  /// `hhea.ascender` in points (distance from a label's top to its first baseline).
  func ascender(size: CGFloat) -> CGFloat {
    points(fixture.hhea.ascender, size: size)
  }

  // MARK: Wrapping

  /// The lines of `text` wrapped greedily at `width` points (see the type's summary).
  func lines(_ text: String, size: CGFloat, width: CGFloat) -> [String] {
    guard !text.isEmpty else { return [] }
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    if words.contains(where: \.isEmpty) { Issue.record("oracle strings must not hold double spaces") }
    let space = units(" ")
    var lines: [String] = []
    var current: [Substring] = []
    var currentUnits = 0
    for word in words {
      let wordUnits = units(word)
      if points(wordUnits, size: size) > width {
        Issue.record("oracle: \"\(word)\" is wider than \(width) pt")
      }
      if current.isEmpty {
        current = [word]
        currentUnits = wordUnits
      } else if points(currentUnits + space + wordUnits, size: size) <= width {
        current.append(word)
        currentUnits += space + wordUnits
      } else {
        lines.append(current.joined(separator: " "))
        current = [word]
        currentUnits = wordUnits
      }
    }
    lines.append(current.joined(separator: " "))
    return lines
  }

  /// The size a label reports for `text` (UIKitBehaviour.md §4): lines wrapped at `wrapWidth`
  /// (nil: one line), at most `maxLines` (0: no limit); width = widest line, height =
  /// lines × lineHeight, both rounded up to pixels. Empty text is (0, 0).
  func labelSize(_ text: String, size: CGFloat, wrapWidth: CGFloat?, maxLines: Int = 0) -> CGSize {
    guard !text.isEmpty else { return .zero }
    var shown = wrapWidth.map { lines(text, size: size, width: $0) } ?? [text]
    if maxLines > 0 && shown.count > maxLines { shown = Array(shown.prefix(maxLines)) }
    let widest = shown.map { width($0, size: size) }.max() ?? 0
    return CGSize(
      width: Self.ceilToPixels(wrapWidth.map { min(widest, $0) } ?? widest),
      height: Self.ceilToPixels(CGFloat(shown.count) * lineHeight(size: size)))
  }

  /// The height of `text` wrapped at `width` (no line limit), rounded up to pixels.
  func wrappedHeight(_ text: String, size: CGFloat = 17, width: CGFloat) -> CGFloat {
    labelSize(text, size: size, wrapWidth: width).height
  }

  // MARK: Pixels

  /// A length rounded up to whole device pixels: `ceil(x·scale − 1e-6) / scale`.
  static func ceilToPixels(_ value: CGFloat) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
  }

  /// The index of the device pixel nearest to a coordinate, halves upward: `⌊x·scale + ½⌋`.
  static func pixelIndex(_ value: CGFloat) -> CGFloat {
    (value * scale + 0.5).rounded(.down)
  }

  /// A coordinate rounded to the nearest device pixel (halves upward).
  static func roundToPixels(_ value: CGFloat) -> CGFloat {
    pixelIndex(value) / scale
  }

  /// The frame a view gets when its solved rectangle, in root coordinates, is `solved` and
  /// its superview's solved origin (root coordinates) is `parent`: every edge is rounded to
  /// a pixel on its own, and each frame value is a whole number of pixels divided by the
  /// scale once (so 20 pt + 249.667 pt reads back as exactly 749 px / 3).
  static func pixelFrame(_ solved: CGRect, parent: CGPoint = .zero) -> CGRect {
    let minX = pixelIndex(solved.minX)
    let maxX = pixelIndex(solved.maxX)
    let minY = pixelIndex(solved.minY)
    let maxY = pixelIndex(solved.maxY)
    let px = pixelIndex(parent.x)
    let py = pixelIndex(parent.y)
    return CGRect(
      x: (minX - px) / scale, y: (minY - py) / scale, width: (maxX - minX) / scale,
      height: (maxY - minY) / scale)
  }

  /// ``pixelFrame(_:parent:)`` for a rectangle given relative to its superview, whose own
  /// solved origin in root coordinates is `parent`.
  static func pixelFrame(
    x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, in parent: CGPoint = .zero
  ) -> CGRect {
    pixelFrame(CGRect(x: parent.x + x, y: parent.y + y, width: width, height: height), parent: parent)
  }

  /// `|a − b| ≤ tolerance` per component, for sizes the engine does not pixel-round.
  static func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}
