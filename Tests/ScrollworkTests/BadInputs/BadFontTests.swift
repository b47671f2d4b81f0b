import Foundation
import Testing

@testable import Scrollwork

/// Damaged fonts (Documentation/BadInputs.md, "Fonts" rows), made by editing the bytes
/// of the bundled Inter: each throws the ``FontError`` naming the table and the absolute
/// file offset of the problem, or parses into a font whose measurements are finite.
@Suite("Bad inputs: fonts")
struct BadFontTests {
  /// The bundled Inter-Regular and its table directory, read here independently of
  /// the parser (sfnt header: numTables at 4; 16-byte records from 12: tag, checksum,
  /// offset, length).
  struct Inter {
    var bytes: [UInt8]
    var tables: [String: (record: Int, offset: Int, length: Int)] = [:]
    var order: [String] = []

    init() throws {
      bytes = [UInt8](try #require(Font.bundledFontFile(named: "Inter-Regular")))
      let count = Int(Self.u16(bytes, 4))
      for i in 0..<count {
        let record = 12 + 16 * i
        let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
        tables[tag] = (record, Int(Self.u32(bytes, record + 8)), Int(Self.u32(bytes, record + 12)))
        order.append(tag)
      }
    }

    static func u16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }
    static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
      UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }
    mutating func put16(_ at: Int, _ v: UInt16) {
      bytes[at] = UInt8(v >> 8)
      bytes[at + 1] = UInt8(v & 0xFF)
    }
    mutating func put32(_ at: Int, _ v: UInt32) {
      for k in 0..<4 { bytes[at + k] = UInt8((v >> (24 - 8 * UInt32(k))) & 0xFF) }
    }
    func offset(_ tag: String) -> Int { tables[tag]!.offset }
    /// Sets a table record's offset or length.
    mutating func setOffset(_ tag: String, _ v: UInt32) { put32(tables[tag]!.record + 8, v) }
    mutating func setLength(_ tag: String, _ v: UInt32) { put32(tables[tag]!.record + 12, v) }

    /// The chosen cmap subtable (platform 3, encoding 10, format 12) and its offset in `cmap`.
    var format12: Int {
      let cmap = offset("cmap")
      for i in 0..<Int(Self.u16(bytes, cmap + 2)) {
        let r = cmap + 4 + 8 * i
        if Self.u16(bytes, r) == 3, Self.u16(bytes, r + 2) == 10 { return Int(Self.u32(bytes, r + 4)) }
      }
      return -1
    }
  }

  static func error(_ bytes: [UInt8]) -> FontError? {
    do {
      _ = try Font(data: Data(bytes), size: 17)
      return nil
    } catch {
      return error
    }
  }

  @Test("the file cut inside a table: truncated, naming the first table that leaves the file")
  func truncatedFile() throws {
    let inter = try Inter()
    let hmtx = inter.tables["hmtx"]!
    for cut in [inter.offset("cmap") + 100, hmtx.offset + 10, hmtx.offset + hmtx.length - 1] {
      let tag = try #require(inter.order.first { inter.tables[$0]!.offset + inter.tables[$0]!.length > cut })
      let t = inter.tables[tag]!
      let error = Self.error(Array(inter.bytes[..<cut]))
      #expect(error == .truncated(table: tag, offset: t.offset, length: t.length))
      #expect(
        error?.description == "'\(tag)' table truncated: \(t.length) byte(s) at offset \(t.offset) run past its end")
    }
    // Cut inside the table directory itself.
    #expect(Self.error(Array(inter.bytes[..<20])) == .truncated(table: "sfnt", offset: 20, length: 4))
    #expect(Self.error(Array(inter.bytes[..<3])) == .unsupportedFormat(signature: nil))
    #expect(Self.error([]) == .unsupportedFormat(signature: nil))
  }

  @Test("a table shorter than its fields: truncated at the field's absolute offset")
  func truncatedTables() throws {
    var inter = try Inter()
    inter.setLength("head", 16)
    // unitsPerEm is the uint16 at head + 18.
    #expect(Self.error(inter.bytes) == .truncated(table: "head", offset: inter.offset("head") + 18, length: 2))
    inter = try Inter()
    inter.setLength("maxp", 4)
    // numGlyphs is the uint16 at maxp + 4.
    #expect(Self.error(inter.bytes) == .truncated(table: "maxp", offset: inter.offset("maxp") + 4, length: 2))
    inter = try Inter()
    inter.setLength("hmtx", 2)
    // The whole longHorMetric array (numberOfHMetrics at hhea + 34, 4 bytes each) is
    // checked up front.
    let metrics = Int(Inter.u16(inter.bytes, inter.offset("hhea") + 34))
    #expect(Self.error(inter.bytes) == .truncated(table: "hmtx", offset: inter.offset("hmtx"), length: 4 * metrics))
  }

  @Test("offsets and lengths pointing outside the file name the table and its record's values")
  func outsideTheFile() throws {
    var inter = try Inter()
    inter.setOffset("cmap", 0xFFFF_FFF0)
    let cmapLength = inter.tables["cmap"]!.length
    #expect(Self.error(inter.bytes) == .truncated(table: "cmap", offset: 0xFFFF_FFF0, length: cmapLength))
    inter = try Inter()
    inter.setLength("hmtx", 0xFFFF_FFFF)
    #expect(Self.error(inter.bytes) == .truncated(table: "hmtx", offset: inter.offset("hmtx"), length: 0xFFFF_FFFF))
    // A cmap subtable offset past the end of cmap.
    inter = try Inter()
    let cmap = inter.offset("cmap")
    inter.put32(cmap + 4 + 4, 0x7FFF_0000)
    #expect(Self.error(inter.bytes) == .truncated(table: "cmap", offset: cmap + 0x7FFF_0000, length: 2))
  }

  @Test("zero (or absurd) unitsPerEm is malformed, at head + 18")
  func zeroUnitsPerEm() throws {
    for value: UInt16 in [0, 15, 16385, 0xFFFF] {
      var inter = try Inter()
      inter.put16(inter.offset("head") + 18, value)
      let error = Self.error(inter.bytes)
      #expect(
        error
          == .malformed(
            table: "head", offset: inter.offset("head") + 18, reason: "unitsPerEm \(value) outside 16...16384"))
      #expect(
        error?.description
          == "'head' table malformed at offset \(inter.offset("head") + 18): unitsPerEm \(value) outside 16...16384")
    }
  }

  @Test("cmap loops: subtables pointing back at the cmap header are no Unicode subtable")
  func cmapSelfReference() throws {
    var inter = try Inter()
    let cmap = inter.offset("cmap")
    for i in 0..<Int(Inter.u16(inter.bytes, cmap + 2)) { inter.put32(cmap + 4 + 8 * i + 4, 0) }
    #expect(
      Self.error(inter.bytes)
        == .malformed(table: "cmap", offset: cmap, reason: "no Unicode subtable in format 4 or 12"))
  }

  @Test("cmap: a format-12 group count that wraps the table, and a reversed group")
  func cmapGroups() throws {
    var inter = try Inter()
    let sub = inter.offset("cmap") + inter.format12
    inter.put32(sub + 12, 0xFFFF_FFFF)
    #expect(Self.error(inter.bytes) == .truncated(table: "cmap", offset: sub + 16, length: 0xFFFF_FFFF * 12))
    inter = try Inter()
    let group = sub + 16 + 12 * 3
    let first = Inter.u32(inter.bytes, group)
    inter.put32(group + 4, first &- 1)
    #expect(Self.error(inter.bytes) == .malformed(table: "cmap", offset: group, reason: "group end before start"))
  }

  @Test("cmap: overlapping groups (every group a copy of the first) parse; lookups stay in range")
  func cmapOverlaps() throws {
    let original = try Font(data: Data(try Inter().bytes), size: 17)
    var inter = try Inter()
    let sub = inter.offset("cmap") + inter.format12
    let count = Int(Inter.u32(inter.bytes, sub + 12))
    let groupZero = Array(inter.bytes[(sub + 16)..<(sub + 28)])
    for k in 1..<count { inter.bytes.replaceSubrange((sub + 16 + 12 * k)..<(sub + 28 + 12 * k), with: groupZero) }
    let font = try Font(data: Data(inter.bytes), size: 17)
    let start = Inter.u32(inter.bytes, sub + 16)
    let end = Inter.u32(inter.bytes, sub + 20)
    for value in [start, end] {
      let inGroup = try #require(Unicode.Scalar(value))
      #expect(font.advance(for: inGroup) == original.advance(for: inGroup))
    }
    // Everything else now maps to .notdef, whose advance is that of an unmapped scalar.
    // .notdef's advance: the first hmtx entry, in points at 17 pt.
    let notdef =
      CGFloat(Inter.u16(inter.bytes, inter.offset("hmtx"))) * 17
      / CGFloat(Inter.u16(inter.bytes, inter.offset("head") + 18))
    let outside = try #require(Unicode.Scalar(end + 1))
    #expect(original.advance(for: outside) != notdef)
    #expect(font.advance(for: outside) == notdef)
    // A missing wide (CJK) scalar advances 1 em, as in any font.
    #expect(font.advance(for: "\u{4E00}") == 17)
  }

  @Test("a bit flip in every byte of the directory and the headers the parser reads: an error or finite metrics")
  func bitFlips() throws {
    let inter = try Inter()
    var regions = [0..<(12 + 16 * inter.order.count)]
    for tag in ["head", "hhea", "maxp", "OS/2"] {
      let t = inter.tables[tag]!
      regions.append(t.offset..<(t.offset + t.length))
    }
    let sub = inter.offset("cmap") + inter.format12
    regions.append(inter.offset("cmap")..<(inter.offset("cmap") + 36))
    regions.append(sub..<(sub + 40))
    var parsed = 0
    var refused = 0
    for region in regions {
      for at in region {
        for bit in [at % 8] {
          var bytes = inter.bytes
          bytes[at] ^= UInt8(1 << bit)
          do {
            let font = try Font(data: Data(bytes), size: 17)
            #expect(font.lineHeight.isFinite && font.width(of: "Hello, World!").isFinite)
            parsed += 1
          } catch {
            #expect(!error.description.isEmpty)
            refused += 1
          }
        }
      }
    }
    #expect(parsed + refused == regions.reduce(0) { $0 + $1.count })
    #expect(refused > 0 && parsed > 0)
  }
}
