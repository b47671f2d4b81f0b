import Foundation
import Testing

/// Raw font numbers dumped by `Scripts/font_metrics.py` (an independent, standard-library-only
/// table reader), read from `Fixtures/<name>.metrics.json` next to this file via `#filePath`.
///
/// All values are font units; ``points(_:size:)`` scales them the way the tests expect
/// `Font` to: `units × size / unitsPerEm`.
struct FontFixture: Decodable {
  struct HorizontalHeader: Decodable {
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var numberOfHMetrics: Int
  }

  struct OS2: Decodable {
    var version: Int
    var useTypoMetrics: Bool
    var sTypoAscender: Int
    var sTypoDescender: Int
    var sTypoLineGap: Int
    var usWinAscent: Int
    var usWinDescent: Int
    var sxHeight: Int?
    var sCapHeight: Int?
  }

  struct NonBMP: Decodable {
    var scalar: UInt32
    var glyph: Int
    var advance: Int
  }

  struct Table: Decodable {
    var tag: String
    var offset: Int
    var length: Int
  }

  var file: String
  var byteCount: Int
  var sfntVersion: String
  var tables: [Table]
  var unitsPerEm: Int
  var numGlyphs: Int
  var hhea: HorizontalHeader
  var os2: OS2?
  var names: [String: String]
  var notdefAdvance: Int
  /// Decimal scalar → [glyph ID, raw hmtx advance]; glyph 0 = not in the cmap.
  var glyphs: [String: [Int]]
  var nonBMP: NonBMP?
  var hasKernTable: Bool
  /// [left scalar, right scalar, value] for non-zero pairs between printable ASCII scalars.
  var kernPairs: [[Int]]

  /// Loads `Fixtures/<name>.metrics.json`.
  static func load(_ name: String) throws -> FontFixture {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent("\(name).metrics.json")
    return try JSONDecoder().decode(FontFixture.self, from: Data(contentsOf: url))
  }

  /// The raw hmtx advance of `scalar`'s glyph, if the fixture lists the scalar.
  func rawAdvance(_ scalar: Unicode.Scalar) -> Int? {
    glyphs[String(scalar.value)].map { $0[1] }
  }

  /// The glyph of `scalar` (0 = missing), if the fixture lists the scalar.
  func glyph(_ scalar: Unicode.Scalar) -> Int? {
    glyphs[String(scalar.value)].map { $0[0] }
  }

  /// Legacy kern value between two printable ASCII scalars (0 if none).
  func kern(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
    kernPairs.first { $0[0] == Int(left.value) && $0[1] == Int(right.value) }?[2] ?? 0
  }

  /// Σ raw advances + Σ kerning of adjacent pairs, for a string of scalars the fixture lists
  /// and the font maps (records an issue otherwise).
  func widthUnits(_ string: String) -> Int {
    var total = 0
    var previous: Unicode.Scalar?
    for scalar in string.unicodeScalars {
      guard let advance = rawAdvance(scalar), glyph(scalar) != 0 else {
        Issue.record("fixture \(file) has no glyph for U+\(String(scalar.value, radix: 16))")
        return 0
      }
      total += advance + (previous.map { kern($0, scalar) } ?? 0)
      previous = scalar
    }
    return total
  }

  /// `units` at `size` points. (CGFloat, not Double: `#expect(a == b)` with a CGFloat on one
  /// side and a Double on the other does not compare the numbers.)
  func points(_ units: Int, size: Double) -> CGFloat {
    CGFloat(Double(units) * size / Double(unitsPerEm))
  }

  /// Width of `string` in points at `size` (see ``widthUnits(_:)``).
  func width(_ string: String, size: Double) -> CGFloat {
    points(widthUnits(string), size: size)
  }
}

/// Paths of font files used by the text tests, found from this file (never via Bundle).
enum TextTestSupport {
  /// `Sources/ScrollworkText/Resources/Fonts/<name>`.
  static func bundledFont(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // ScrollworkTextTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("Sources/ScrollworkText/Resources/Fonts")
      .appendingPathComponent(name)
  }

  /// DejaVu Sans from Debian's fonts-dejavu-core (has a legacy `kern` table).
  static let dejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

  /// True when DejaVu Sans is installed.
  static var hasDejaVuSans: Bool { FileManager.default.fileExists(atPath: dejaVuSans.path) }

  /// |a − b| ≤ tolerance.
  static func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }
}
