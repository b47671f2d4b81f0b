import Foundation
import Testing

@testable import ScrollworkText

/// The bundled Inter faces measured against numbers from `Scripts/font_metrics.py`
/// (UIKitBehaviour.md §4: real, deterministic font metrics for label sizes).
@Suite("Font metrics of bundled Inter (UIKitBehaviour.md §4)")
struct FontMetricsTests {
  let regular: FontFixture
  let bold: FontFixture
  let font = Font.systemFont(ofSize: 17)

  init() throws {
    regular = try FontFixture.load("Inter-Regular")
    bold = try FontFixture.load("Inter-Bold")
  }

  @Test func bundledFilesMatchTheirFixtures() throws {
    for fixture in [regular, bold] {
      let data = try Data(contentsOf: TextTestSupport.bundledFont(fixture.file))
      #expect(data.count == fixture.byteCount, "regenerate Fixtures/ with Scripts/font_metrics.py")
    }
  }

  @Test func systemFontNamesComeFromTheNameTable() {
    #expect(font.fontName == regular.names["6"])
    #expect(font.fontName == "Inter-Regular")
    #expect(font.familyName == regular.names["1"])
    #expect(Font.boldSystemFont(ofSize: 17).fontName == bold.names["6"])
    #expect(font.unitsPerEm == regular.unitsPerEm)
    #expect(font.description == "<Font Inter-Regular 17pt>")
  }

  @Test func verticalMetricsAt17ptUseHhea() {
    let hhea = regular.hhea
    #expect(font.pointSize == 17)
    #expect(font.ascender == regular.points(hhea.ascender, size: 17))
    #expect(font.descender == regular.points(hhea.descender, size: 17))
    #expect(font.descender < 0)
    #expect(font.leading == regular.points(hhea.lineGap, size: 17))
    let expected = regular.points(hhea.ascender - hhea.descender + hhea.lineGap, size: 17)
    #expect(font.lineHeight == expected)
    #expect(TextTestSupport.isClose(font.lineHeight, font.ascender - font.descender + font.leading))
    // 2728 + 680 units of 2816 at 17 pt: ≈ 20.574, close to SF Pro's 20.29.
    #expect(TextTestSupport.isClose(font.lineHeight, 20.573863636363637))
  }

  @Test func capAndXHeightComeFromOS2() throws {
    let os2 = try #require(regular.os2)
    #expect(os2.version >= 2)
    #expect(font.capHeight == regular.points(try #require(os2.sCapHeight), size: 17))
    #expect(font.xHeight == regular.points(try #require(os2.sxHeight), size: 17))
  }

  @Test func advancesMatchHmtxForPrintableASCII() {
    for value in UInt32(0x20)...0x7E {
      let scalar = Unicode.Scalar(value) ?? " "
      let expected = regular.points(regular.rawAdvance(scalar) ?? -1, size: 17)
      #expect(font.advance(for: scalar) == expected, "U+\(String(value, radix: 16))")
    }
  }

  @Test func advancesMatchHmtxForLatin1AndPunctuation() {
    let listed = "éüßñÅ‐—’“”…".unicodeScalars
    #expect(listed.allSatisfy { (regular.glyph($0) ?? 0) != 0 })
    for scalar in listed {
      let expected = regular.points(regular.rawAdvance(scalar) ?? -1, size: 17)
      #expect(font.advance(for: scalar) == expected, "\(scalar)")
    }
  }

  @Test func boldFaceHasItsOwnAdvances() {
    let boldFont = Font.boldSystemFont(ofSize: 17)
    for scalar in "mwHi".unicodeScalars {
      #expect(boldFont.advance(for: scalar) == bold.points(bold.rawAdvance(scalar) ?? -1, size: 17))
    }
    #expect(boldFont.advance(for: "m") != font.advance(for: "m"))
  }

  @Test func nonBMPScalarResolvesThroughFormat12() throws {
    let entry = try #require(regular.nonBMP, "Inter has a format-12 subtable with astral scalars")
    let scalar = try #require(Unicode.Scalar(entry.scalar))
    #expect(font.advance(for: scalar) == regular.points(entry.advance, size: 17))
    #expect(font.face.characterMap.source.format == 12)
    #expect(Int(font.face.characterMap.glyph(for: entry.scalar)) == entry.glyph)
  }

  @Test func interHasNoLegacyKerning() {
    #expect(regular.hasKernTable == false)
    #expect(font.kerning("A", "V") == 0)
    #expect(font.kerning("T", "o") == 0)
  }

  @Test func widthOfStringIsSumOfAdvances() {
    for text in ["Hello", "Hello, World!", "The quick brown fox jumps over the lazy dog"] {
      #expect(font.width(of: text) == regular.width(text, size: 17), "\(text)")
    }
    #expect(font.width(of: "") == 0)
  }

  @Test func missingWideScalarsAdvanceOneEm() {
    // §4 fallback choice: CJK, kana, Hangul and fullwidth forms Inter lacks are 1 em wide.
    for scalar in "日本語あア가한Ａ、。「」".unicodeScalars {
      #expect(regular.glyph(scalar) == 0, "Inter unexpectedly maps \(scalar)")
      #expect(font.advance(for: scalar) == 17, "\(scalar)")
    }
    #expect(font.width(of: "日本語") == 51)
  }

  @Test func otherMissingScalarsAdvanceLikeNotdef() {
    let notdef = regular.points(regular.notdefAdvance, size: 17)
    for scalar in "😀👨\u{05D0}".unicodeScalars where regular.glyph(scalar) == 0 {
      #expect(font.advance(for: scalar) == notdef, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func zeroWidthScalarsAdvanceZero() {
    for scalar in "\u{0301}\u{200B}\u{200D}\u{FEFF}\u{FE0F}\u{20DD}\u{E0101}\n".unicodeScalars {
      #expect(font.advance(for: scalar) == 0, "U+\(String(scalar.value, radix: 16))")
    }
    #expect(font.advance(for: "\t") == font.advance(for: " "))
  }

  @Test func sameFileLoadedTwiceIsEqual() throws {
    let url = TextTestSupport.bundledFont("Inter-Regular.otf")
    let loaded = try Font(contentsOf: url, size: 17)
    #expect(loaded == font)
    #expect(loaded.hashValue == font.hashValue)
    #expect(loaded.withSize(12) != font)
    #expect(loaded.withSize(12).lineHeight == regular.points(2728 + 680, size: 12))
    #expect(Font.boldSystemFont(ofSize: 17) != font)
  }

  @Test func invalidPointSizesBecomeZero() {
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
    #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
    #expect(Font.systemFont(ofSize: .infinity).lineHeight == 0)
    #expect(font.withSize(0).width(of: "abc") == 0)
  }
}
