import Foundation

/// Writes tiny but valid sfnt files (head, hhea, maxp, hmtx, cmap, and optionally OS/2, name,
/// kern), so tests control every number and can aim damage at exact offsets.
///
/// Defaults: 1000 units per em, ascender 800, descender −200, line gap 90, four glyphs with
/// hmtx records [500, 600, 700] (glyph 3 reuses 700 by the numberOfHMetrics rule), cmap
/// format 4 mapping "A"→1, "B"→2, "C"→3.
struct TestFontBuilder {
  var unitsPerEm: UInt16 = 1000
  var ascender: Int16 = 800
  var descender: Int16 = -200
  var lineGap: Int16 = 90
  var glyphCount: UInt16 = 4
  /// One hmtx record per entry (numberOfHMetrics = count).
  var advances: [UInt16] = [500, 600, 700]
  /// Format-4 single-scalar segments using idDelta.
  var format4: [(scalar: UInt16, glyph: UInt16)] = [(0x41, 1), (0x42, 2), (0x43, 3)]
  /// One format-4 segment that uses idRangeOffset: scalars `first...` map to `glyphs`.
  var rangeOffsetSegment: (first: UInt16, glyphs: [UInt16])?
  /// Format-12 groups; when set, a (3,10) subtable is written as well.
  var format12: [(first: UInt32, last: UInt32, glyph: UInt32)]?
  var kernPairs: [(left: UInt16, right: UInt16, value: Int16)] = []
  /// OS/2 version 4 with these heights, or no OS/2 table.
  var os2: (capHeight: Int16, xHeight: Int16)? = (700, 500)
  /// Name ID → string (Windows, US English).
  var names: [UInt16: String] = [1: "Test Family", 4: "Test Family Regular", 6: "TestFont-Regular"]
  /// Write a TrueType collection header in front of the font.
  var collection = false

  /// The font file.
  func build() -> Data {
    var tables: [(tag: String, data: [UInt8])] = [
      ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()),
    ]
    if let os2 { tables.append(("OS/2", os2Table(os2))) }
    if !names.isEmpty { tables.append(("name", nameTable())) }
    if !kernPairs.isEmpty { tables.append(("kern", kernTable())) }
    tables.sort { $0.tag < $1.tag }

    let base = collection ? 16 : 0
    var out: [UInt8] = []
    if collection {
      out.append(contentsOf: Array("ttcf".utf8))
      out.u32(0x0001_0000)
      out.u32(1)
      out.u32(16)
    }
    out.u32(0x0001_0000)
    out.u16(UInt16(tables.count))
    out.u16(0)
    out.u16(0)
    out.u16(0)
    let offset = base + 12 + 16 * tables.count
    var body: [UInt8] = []
    for table in tables {
      out.append(contentsOf: Array(table.tag.utf8))
      out.u32(0)  // checksum (not verified)
      out.u32(UInt32(offset + body.count))
      out.u32(UInt32(table.data.count))
      body.append(contentsOf: table.data)
      while body.count % 4 != 0 { body.append(0) }
    }
    return Data(out + body)
  }

  private func head() -> [UInt8] {
    var t: [UInt8] = []
    t.u32(0x0001_0000)
    t.u32(0x0001_0000)
    t.u32(0)
    t.u32(0x5F0F_3CF5)
    t.u16(0)
    t.u16(unitsPerEm)
    t.append(contentsOf: [UInt8](repeating: 0, count: 16))
    t.append(contentsOf: [UInt8](repeating: 0, count: 8))  // bounding box
    t.u16(0)
    t.u16(8)
    t.u16(2)
    t.u16(0)  // indexToLocFormat
    t.u16(0)
    return t
  }

  private func hhea() -> [UInt8] {
    var t: [UInt8] = []
    t.u32(0x0001_0000)
    t.i16(ascender)
    t.i16(descender)
    t.i16(lineGap)
    t.u16(advances.max() ?? 0)
    t.append(contentsOf: [UInt8](repeating: 0, count: 22))
    t.u16(UInt16(advances.count))
    return t
  }

  private func maxp() -> [UInt8] {
    var t: [UInt8] = []
    t.u32(0x0000_5000)
    t.u16(glyphCount)
    return t
  }

  private func hmtx() -> [UInt8] {
    var t: [UInt8] = []
    for advance in advances {
      t.u16(advance)
      t.i16(0)
    }
    for _ in advances.count..<max(advances.count, Int(glyphCount)) { t.i16(0) }
    return t
  }

  private func cmap() -> [UInt8] {
    let sub4 = format4Subtable()
    let sub12 = format12.map(format12Subtable)
    var t: [UInt8] = []
    t.u16(0)
    t.u16(sub12 == nil ? 1 : 2)
    let first = 4 + 8 * (sub12 == nil ? 1 : 2)
    t.u16(3)
    t.u16(1)
    t.u32(UInt32(first))
    if let sub12 {
      t.u16(3)
      t.u16(10)
      t.u32(UInt32(first + sub4.count))
      return t + sub4 + sub12
    }
    return t + sub4
  }

  private func format4Subtable() -> [UInt8] {
    // Segments: one per single mapping, the idRangeOffset segment, then the 0xFFFF end.
    struct Segment {
      var start: UInt16
      var end: UInt16
      var delta: Int16
      var usesArray: Bool
    }
    var segments = format4.map {
      Segment(
        start: $0.scalar, end: $0.scalar,
        delta: Int16(truncatingIfNeeded: Int($0.glyph) - Int($0.scalar)), usesArray: false)
    }
    if let range = rangeOffsetSegment {
      segments.append(
        Segment(
          start: range.first, end: range.first + UInt16(range.glyphs.count - 1), delta: 0,
          usesArray: true))
    }
    segments.sort { $0.start < $1.start }
    segments.append(Segment(start: 0xFFFF, end: 0xFFFF, delta: 1, usesArray: false))
    let count = segments.count
    var t: [UInt8] = []
    let glyphArray = rangeOffsetSegment?.glyphs ?? []
    t.u16(4)
    t.u16(UInt16(16 + 8 * count + 2 * glyphArray.count))
    t.u16(0)
    t.u16(UInt16(2 * count))
    t.u16(0)
    t.u16(0)
    t.u16(0)
    for s in segments { t.u16(s.end) }
    t.u16(0)
    for s in segments { t.u16(s.start) }
    for s in segments { t.i16(s.delta) }
    for (index, s) in segments.enumerated() {
      // From idRangeOffset[index] to glyphIdArray[0]: the rest of the array, then the IDs.
      t.u16(s.usesArray ? UInt16(2 * (count - index)) : 0)
    }
    for glyph in glyphArray { t.u16(glyph) }
    return t
  }

  private func format12Subtable(_ groups: [(first: UInt32, last: UInt32, glyph: UInt32)])
    -> [UInt8]
  {
    var t: [UInt8] = []
    t.u16(12)
    t.u16(0)
    t.u32(UInt32(16 + 12 * groups.count))
    t.u32(0)
    t.u32(UInt32(groups.count))
    for group in groups {
      t.u32(group.first)
      t.u32(group.last)
      t.u32(group.glyph)
    }
    return t
  }

  private func os2Table(_ heights: (capHeight: Int16, xHeight: Int16)) -> [UInt8] {
    var t = [UInt8](repeating: 0, count: 96)
    t.put16(at: 0, 4)
    t.put16(at: 62, 0x80)  // USE_TYPO_METRICS
    t.put16(at: 68, UInt16(bitPattern: ascender))
    t.put16(at: 70, UInt16(bitPattern: descender))
    t.put16(at: 72, UInt16(bitPattern: lineGap))
    t.put16(at: 74, UInt16(bitPattern: ascender))
    t.put16(at: 76, UInt16(bitPattern: -descender))
    t.put16(at: 86, UInt16(bitPattern: heights.xHeight))
    t.put16(at: 88, UInt16(bitPattern: heights.capHeight))
    return t
  }

  private func nameTable() -> [UInt8] {
    let entries = names.sorted { $0.key < $1.key }
    var strings: [UInt8] = []
    var t: [UInt8] = []
    t.u16(0)
    t.u16(UInt16(entries.count))
    t.u16(UInt16(6 + 12 * entries.count))
    for (id, text) in entries {
      let encoded = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      t.u16(3)
      t.u16(1)
      t.u16(0x409)
      t.u16(id)
      t.u16(UInt16(encoded.count))
      t.u16(UInt16(strings.count))
      strings.append(contentsOf: encoded)
    }
    return t + strings
  }

  private func kernTable() -> [UInt8] {
    var t: [UInt8] = []
    t.u16(0)
    t.u16(1)
    t.u16(0)
    t.u16(UInt16(14 + 6 * kernPairs.count))
    t.u16(0x0001)
    t.u16(UInt16(kernPairs.count))
    t.u16(0)
    t.u16(0)
    t.u16(0)
    for pair in kernPairs.sorted(by: { ($0.left, $0.right) < ($1.left, $1.right) }) {
      t.u16(pair.left)
      t.u16(pair.right)
      t.i16(pair.value)
    }
    return t
  }
}

extension [UInt8] {
  fileprivate mutating func u16(_ value: UInt16) {
    append(UInt8(value >> 8))
    append(UInt8(value & 0xFF))
  }

  fileprivate mutating func i16(_ value: Int16) {
    u16(UInt16(bitPattern: value))
  }

  fileprivate mutating func u32(_ value: UInt32) {
    u16(UInt16(value >> 16))
    u16(UInt16(value & 0xFFFF))
  }

  fileprivate mutating func put16(at offset: Int, _ value: UInt16) {
    self[offset] = UInt8(value >> 8)
    self[offset + 1] = UInt8(value & 0xFF)
  }
}
