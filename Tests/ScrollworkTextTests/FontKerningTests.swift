import Foundation
import Testing

@testable import ScrollworkText

/// Legacy `kern` kerning and TrueType (`glyf`) parsing, on DejaVu Sans (Inter keeps its
/// kerning in GPOS only, which is not read). UIKitBehaviour.md §4.
@Suite(
  "Font kerning with DejaVu Sans (UIKitBehaviour.md §4)",
  .enabled(
    if: TextTestSupport.hasDejaVuSans,
    "needs /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf (Debian fonts-dejavu-core)"))
struct FontKerningTests {
  let fixture: FontFixture
  let font: Font

  init() throws {
    fixture = try FontFixture.load("DejaVuSans")
    font = try Font(contentsOf: TextTestSupport.dejaVuSans, size: 17)
  }

  @Test func installedFileMatchesFixture() throws {
    let data = try Data(contentsOf: TextTestSupport.dejaVuSans)
    #expect(data.count == fixture.byteCount, "regenerate Fixtures/DejaVuSans.metrics.json")
  }

  @Test func trueTypeMetricsAndNames() {
    #expect(fixture.sfntVersion == "00010000")
    #expect(font.fontName == fixture.names["6"])
    #expect(font.familyName == fixture.names["1"])
    #expect(font.ascender == fixture.points(fixture.hhea.ascender, size: 17))
    #expect(font.descender == fixture.points(fixture.hhea.descender, size: 17))
    #expect(
      font.lineHeight
        == fixture.points(
          fixture.hhea.ascender - fixture.hhea.descender + fixture.hhea.lineGap, size: 17))
    // OS/2 version 1 has no sCapHeight: measured from the glyf box of "H" instead.
    #expect(fixture.os2?.sCapHeight == nil)
    #expect(font.capHeight > font.xHeight)
    #expect(font.capHeight < font.ascender)
  }

  @Test func everyASCIIKernPairMatchesFixture() {
    #expect(fixture.hasKernTable)
    #expect(fixture.kernPairs.count > 50)
    for pair in fixture.kernPairs {
      let left = Unicode.Scalar(UInt32(pair[0])) ?? " "
      let right = Unicode.Scalar(UInt32(pair[1])) ?? " "
      #expect(font.kerning(left, right) == fixture.points(pair[2], size: 17), "\(left)\(right)")
    }
    #expect(font.kerning("o", "o") == 0 || fixture.kern("o", "o") != 0)
  }

  @Test(arguments: ["AVATAR", "To Wait.", "LT'y", "The quick brown fox jumps over the lazy dog"])
  func widthIncludesKerning(_ text: String) {
    #expect(font.width(of: text) == fixture.width(text, size: 17))
    let layout = TextLayout(text: text, font: font, width: nil, numberOfLines: 0)
    #expect(layout.lines.first?.width == fixture.width(text, size: 17))
  }

  @Test func kerningChangesWidth() {
    let unkerned = fixture.points(
      (fixture.rawAdvance("A") ?? 0) + (fixture.rawAdvance("V") ?? 0), size: 17)
    #expect(fixture.kern("A", "V") != 0)
    #expect(font.width(of: "AV") != unkerned)
  }

  @Test func advancesMatchHmtx() {
    for value in UInt32(0x20)...0x7E {
      let scalar = Unicode.Scalar(value) ?? " "
      let expected = fixture.points(fixture.rawAdvance(scalar) ?? -1, size: 17)
      #expect(font.advance(for: scalar) == expected)
    }
    if let entry = fixture.nonBMP, let scalar = Unicode.Scalar(entry.scalar) {
      #expect(font.advance(for: scalar) == fixture.points(entry.advance, size: 17))
    }
  }
}
