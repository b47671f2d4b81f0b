import Foundation

extension WrapOracle {
  /// The part of a font fixture the oracle reads: `Tests/ScrollworkTextTests/Fixtures/<name>.metrics.json`,
  /// dumped from the font's tables by `Scripts/font_metrics.py` (a reader that shares no code
  /// with `Font`). The fixtures, and the full reader of them (`FontFixture`), live with the
  /// text tests in ScrollworkTextTests, a test target this one cannot import; this reads the
  /// same file, found from this file's path.
  struct Fixture: Decodable {
    struct HorizontalHeader: Decodable {
      var ascender: Int
      var descender: Int
      var lineGap: Int
    }

    var unitsPerEm: Int
    var hhea: HorizontalHeader
    /// Decimal scalar → [glyph ID, raw hmtx advance]; glyph 0 = not in the cmap.
    var glyphs: [String: [Int]]

    /// Loads `Tests/ScrollworkTextTests/Fixtures/<name>.metrics.json`.
    static func load(_ name: String) throws -> Fixture {
      let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Controls
        .deletingLastPathComponent()  // ScrollworkTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("ScrollworkTextTests/Fixtures/\(name).metrics.json")
      return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// The raw hmtx advance of `scalar`'s glyph, if the fixture lists the scalar.
    func rawAdvance(_ scalar: Unicode.Scalar) -> Int? {
      glyphs[String(scalar.value)].map { $0[1] }
    }

    /// The glyph of `scalar` (0 = missing), if the fixture lists the scalar.
    func glyph(_ scalar: Unicode.Scalar) -> Int? {
      glyphs[String(scalar.value)].map { $0[0] }
    }
  }
}
