import Foundation
import Testing

@testable import ScrollworkText

/// Table parsing on small synthetic fonts written by ``TestFontBuilder``, where every number
/// is known, plus the error each kind of damage produces.
@Suite("Font parsing of synthetic sfnt files")
struct FontParsingTests {
  @Test func readsMetricsNamesAndAdvances() throws {
    let font = try Font(data: TestFontBuilder().build(), size: 10)
    #expect(font.fontName == "TestFont-Regular")
    #expect(font.familyName == "Test Family")
    #expect(font.face.fullName == "Test Family Regular")
    #expect(font.unitsPerEm == 1000)
    #expect(font.ascender == 8)
    #expect(font.descender == -2)
    #expect(font.leading == 0.9)
    #expect(font.lineHeight == 10.9)
    #expect(font.capHeight == 7)
    #expect(font.xHeight == 5)
    #expect(font.advance(for: "A") == 6)
    #expect(font.advance(for: "B") == 7)
    // Glyph 3 is past numberOfHMetrics (3 records): it reuses the last advance.
    #expect(font.advance(for: "C") == 7)
    #expect(font.advance(for: "Z") == 5)  // missing: .notdef
    #expect(font.advance(for: "日") == 10)  // missing wide: 1 em
  }

  @Test func format4IdRangeOffsetSegments() throws {
    var builder = TestFontBuilder()
    builder.rangeOffsetSegment = (first: 0x61, glyphs: [3, 1, 0])
    let font = try Font(data: builder.build(), size: 1000)
    #expect(font.face.characterMap.glyph(for: 0x61) == 3)
    #expect(font.face.characterMap.glyph(for: 0x62) == 1)
    #expect(font.face.characterMap.glyph(for: 0x63) == 0)
    #expect(font.advance(for: "b") == 600)
  }

  @Test func format12IsPreferredAndReachesAstralPlanes() throws {
    var builder = TestFontBuilder()
    builder.format12 = [(0x41, 0x41, 2), (0x1F600, 0x1F601, 1)]
    let font = try Font(data: builder.build(), size: 1000)
    #expect(font.face.characterMap.source.format == 12)
    #expect(font.advance(for: "A") == 700)  // format 12 says glyph 2, format 4 says 1
    #expect(font.advance(for: "\u{1F601}") == 700)
    #expect(font.advance(for: "B") == 500)  // not in the format-12 subtable
  }

  @Test func glyphIDsPastGlyphCountReadAsMissing() throws {
    var builder = TestFontBuilder()
    builder.format4 = [(0x41, 9)]
    let font = try Font(data: builder.build(), size: 1000)
    #expect(font.face.characterMap.glyph(for: 0x41) == 0)
    #expect(font.advance(for: "A") == 500)
  }

  @Test func legacyKernTablePairs() throws {
    var builder = TestFontBuilder()
    builder.kernPairs = [(1, 2, -50), (2, 1, 20)]
    let font = try Font(data: builder.build(), size: 10)
    #expect(font.kerning("A", "B") == -0.5)
    #expect(font.kerning("B", "A") == 0.2)
    #expect(font.kerning("A", "A") == 0)
    #expect(font.kerning("Z", "B") == 0)  // missing glyphs are never kerned
    #expect(font.width(of: "AB") == 6 + 7 - 0.5)
    #expect(font.width(of: "ABA") == 18.7)
    let layout = TextLayout(text: "ABA", font: font, width: nil, numberOfLines: 0)
    #expect(layout.lines.first?.width == font.width(of: "ABA"))
  }

  @Test func firstFontOfACollection() throws {
    var builder = TestFontBuilder()
    builder.collection = true
    let font = try Font(data: builder.build(), size: 10)
    #expect(font.fontName == "TestFont-Regular")
    #expect(font.advance(for: "A") == 6)
  }

  @Test func heightFallbacksWithoutOS2() throws {
    var builder = TestFontBuilder()
    builder.os2 = nil
    builder.names = [:]
    let font = try Font(data: builder.build(), size: 10)
    #expect(font.capHeight == 7)  // 0.7 em
    #expect(font.xHeight == 5)  // 0.5 em
    #expect(font.fontName == "Untitled")
    #expect(font.familyName == "Untitled")
  }

  @Test func fontNameFallsBackToFileName() throws {
    var builder = TestFontBuilder()
    builder.names = [:]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScrollworkTextTest-\(UUID().uuidString).ttf")
    try builder.build().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let font = try Font(contentsOf: url, size: 12)
    #expect(font.fontName == url.deletingPathExtension().lastPathComponent)
  }

  @Test func unreadableFileThrows() {
    let url = URL(fileURLWithPath: "/nonexistent/Scrollwork/NoSuchFont.ttf")
    #expect {
      _ = try Font(contentsOf: url, size: 12)
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? FontError else { return false }
      return path == url.path
    }
  }

  @Test func unsupportedSignatures() {
    #expect(throws: FontError.unsupportedFormat(signature: nil)) {
      _ = try Font(data: Data(), size: 12)
    }
    #expect(throws: FontError.unsupportedFormat(signature: 0x774F_4646)) {
      _ = try Font(data: Data("wOFF and more bytes".utf8), size: 12)
    }
  }

  @Test func zeroUnitsPerEmIsMalformedHead() throws {
    var builder = TestFontBuilder()
    builder.unitsPerEm = 0
    #expect {
      _ = try Font(data: builder.build(), size: 12)
    } throws: { error in
      guard case .malformed(let table, _, _) = error as? FontError else { return false }
      return table == "head"
    }
  }

  @Test func truncatedFileNamesATable() throws {
    let data = TestFontBuilder().build()
    #expect {
      _ = try Font(data: data.prefix(data.count - 8), size: 12)
    } throws: { error in
      guard case .truncated = error as? FontError else { return false }
      return true
    }
    #expect(throws: FontError.self) { _ = try Font(data: data.prefix(20), size: 12) }
  }

  @Test func missingRequiredTable() throws {
    var data = [UInt8](TestFontBuilder().build())
    // Rename the cmap directory entry (tables are sorted: OS/2, cmap, head, ...).
    let record = try #require(
      (0..<10).map { 12 + 16 * $0 }.first { data[$0..<($0 + 4)].elementsEqual("cmap".utf8) })
    data.replaceSubrange(record..<(record + 4), with: Array("xmap".utf8))
    #expect(throws: FontError.missingTable(tag: "cmap")) {
      _ = try Font(data: Data(data), size: 12)
    }
  }

  @Test func errorDescriptionsNameTableAndOffset() {
    let error = FontError.truncated(table: "cmap", offset: 1234, length: 4)
    #expect(error.description.contains("cmap"))
    #expect(error.description.contains("1234"))
    #expect(FontError.missingTable(tag: "hhea").description == "font has no 'hhea' table")
  }
}
