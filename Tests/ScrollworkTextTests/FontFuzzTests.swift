import Foundation
import ScrollworkTestSupport
import Testing

@testable import ScrollworkText

/// Property tests: no input makes font parsing or text measurement trap. Random bytes,
/// truncations and byte mutations of real and synthetic fonts must either throw a
/// ``FontError`` or give a font whose measurements are finite.
@Suite("Font parsing never traps on damaged input")
struct FontFuzzTests {
  static let samples = [
    "Hello, World!", "AVATAR To", "日本語のテキスト。", "👨‍👩‍👧 e\u{301} \u{301}",
    "שלום مرحبا",
    "a\nb\r\nc\u{2028}", "",
  ]

  /// Parses `bytes`; if that works, measures and lays out samples and checks the results.
  /// Returns whether the bytes parsed.
  @discardableResult
  static func exercise(_ bytes: [UInt8]) -> Bool {
    let font: Font
    do {
      font = try Font(data: Data(bytes), size: 17)
    } catch {
      return false
    }
    #expect(font.lineHeight.isFinite)
    #expect(font.capHeight.isFinite && font.xHeight.isFinite)
    _ = font.fontName
    _ = font.familyName
    for text in samples {
      #expect(font.width(of: text).isFinite)
      for scalar in text.unicodeScalars {
        #expect(font.advance(for: scalar) >= 0)
      }
      for width: CGFloat? in [nil, 40] {
        let layout = TextLayout(
          text: text, font: font, width: width, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
      }
    }
    return true
  }

  /// Offsets of the tables the parser reads, from a fixture's table directory.
  static func parsedRegions(_ fixture: FontFixture) -> [Range<Int>] {
    let parsed: Set = ["head", "hhea", "maxp", "hmtx", "cmap", "OS/2", "name", "kern", "loca"]
    return fixture.tables.filter { parsed.contains($0.tag) }.map {
      $0.offset..<($0.offset + min($0.length, 4096))
    } + [0..<(12 + 16 * fixture.tables.count)]
  }

  @Test func randomBytesNeverTrap() {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 0x5EED_0001).value)
    let signatures: [[UInt8]] = [
      [0, 1, 0, 0], Array("OTTO".utf8), Array("ttcf".utf8), Array("true".utf8),
    ]
    for round in 0..<400 {
      var bytes = (0..<random.below(600)).map { _ in random.byte() }
      if round % 2 == 0 && bytes.count >= 4 {
        bytes.replaceSubrange(0..<4, with: signatures[random.below(signatures.count)])
      }
      Self.exercise(bytes)
    }
  }

  @Test func everyTruncationOfASyntheticFontThrows() {
    var builder = TestFontBuilder()
    builder.kernPairs = [(1, 2, -50)]
    builder.format12 = [(0x41, 0x43, 1)]
    let bytes = [UInt8](builder.build())
    #expect(Self.exercise(bytes))
    for length in 0..<bytes.count {
      // The last table may be followed by up to 3 padding bytes.
      if length < bytes.count - 3 {
        #expect(throws: FontError.self) { _ = try Font(data: Data(bytes[..<length]), size: 17) }
      } else {
        Self.exercise(Array(bytes[..<length]))
      }
    }
  }

  @Test func mutatedSyntheticFontsNeverTrap() {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 0x5EED_0002).value)
    var builder = TestFontBuilder()
    builder.kernPairs = [(1, 2, -50), (2, 3, 40)]
    builder.format12 = [(0x41, 0x43, 1), (0x1F600, 0x1F64F, 2)]
    builder.rangeOffsetSegment = (first: 0x61, glyphs: [1, 2, 3])
    let original = [UInt8](builder.build())
    var parsed = 0
    for _ in 0..<1500 {
      var bytes = original
      for _ in 0...random.below(6) {
        bytes[random.below(bytes.count)] = random.below(3) == 0 ? 0xFF : random.byte()
      }
      if Self.exercise(bytes) { parsed += 1 }
    }
    // Many mutations land in values that are still valid: the fonts that parse get measured.
    #expect(parsed > 100)
  }

  @Test func truncatedAndMutatedInterNeverTraps() throws {
    let fixture = try FontFixture.load("Inter-Regular")
    let original = [UInt8](try Data(contentsOf: TextTestSupport.bundledFont(fixture.file)))
    var random = SplitMix64(seed: PropertySeed.resolve(default: 0x5EED_0003).value)
    let tableEnd = fixture.tables.map { $0.offset + $0.length }.max() ?? original.count
    // Every table extends a truncated file's end, so each truncation must throw.
    var cuts = fixture.tables.flatMap { [$0.offset, $0.offset + 3, $0.offset + $0.length - 1] }
    cuts += (0..<40).map { _ in random.below(tableEnd) }
    for cut in cuts where cut < tableEnd {
      #expect(throws: FontError.self) { _ = try Font(data: Data(original[..<cut]), size: 17) }
    }
    let regions = Self.parsedRegions(fixture)
    for _ in 0..<60 {
      var bytes = original
      for _ in 0...random.below(4) {
        let region = regions[random.below(regions.count)]
        bytes[region.lowerBound + random.below(region.count)] = random.byte()
      }
      Self.exercise(bytes)
    }
  }

  @Test(
    .enabled(if: TextTestSupport.hasDejaVuSans, "needs DejaVuSans.ttf (fonts-dejavu-core)"))
  func mutatedDejaVuNeverTraps() throws {
    let fixture = try FontFixture.load("DejaVuSans")
    let original = [UInt8](try Data(contentsOf: TextTestSupport.dejaVuSans))
    var random = SplitMix64(seed: PropertySeed.resolve(default: 0x5EED_0004).value)
    let regions = Self.parsedRegions(fixture)
    for _ in 0..<40 {
      var bytes = original
      for _ in 0...random.below(4) {
        let region = regions[random.below(regions.count)]
        bytes[region.lowerBound + random.below(region.count)] = random.byte()
      }
      Self.exercise(bytes)
    }
  }
}
