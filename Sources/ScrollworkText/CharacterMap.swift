/// A font's `cmap`: Unicode scalar → glyph ID, read from one format 4 or format 12 subtable.
///
/// Subtable preference: a format-12 subtable for (3,10), (0,4) or (0,6) (full Unicode),
/// else a format-4 subtable for (3,1), (0,3), (0,2), (0,1) or (0,0) (BMP only). Other formats
/// and platforms (Mac Roman format 0/6, symbol (3,0)) are not read.
///
/// Segments are validated when parsed, so a lookup never reads outside the table. Glyph IDs
/// at or past the font's glyph count read as 0 (missing).
struct CharacterMap {
  /// A run of consecutive scalars `first...last`.
  struct Segment {
    var first: UInt32
    var last: UInt32
    /// Format 12: glyph = scalar + delta. Format 4 without idRangeOffset: the same, mod 65536.
    var delta: Int64
    /// Format 4 with idRangeOffset: absolute file offset of the glyph ID for `first`
    /// (the IDs for the rest of the segment follow, 2 bytes each); -1 when unused.
    var glyphArrayOffset: Int
    /// True for format-4 segments (glyph arithmetic is modulo 65536).
    var wraps: Bool
  }

  /// Sorted by `first`.
  let segments: [Segment]
  /// The font file, for format-4 glyph-ID arrays (shared, not copied); empty when no segment
  /// uses one.
  let bytes: [UInt8]
  /// Number of glyphs in the font (from `maxp`).
  let glyphCount: Int
  /// The subtable read: (platformID, encodingID, format).
  let source: (platform: UInt16, encoding: UInt16, format: UInt16)

  /// An empty map (every scalar missing).
  init(empty glyphCount: Int) {
    self.segments = []
    self.bytes = []
    self.glyphCount = glyphCount
    self.source = (0, 0, 0)
  }

  /// Parses the preferred subtable of `cmap`.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` when a subtable runs past the
  ///   table, ``FontError/malformed(table:offset:reason:)`` when no supported subtable exists,
  ///   a format-12 group is reversed, or a format-4 segment's glyph array leaves the table.
  /// - Complexity: O(segments · log segments).
  init(cmap: FontReader, glyphCount: Int) throws(FontError) {
    let count = Int(try cmap.uint16(at: 2))
    var records: [(platform: UInt16, encoding: UInt16, format: UInt16, offset: Int)] = []
    for index in 0..<count {
      let record = 4 + 8 * index
      let platform = try cmap.uint16(at: record)
      let encoding = try cmap.uint16(at: record + 2)
      let offset = Int(try cmap.uint32(at: record + 4))
      records.append((platform, encoding, try cmap.uint16(at: offset), offset))
    }
    for wanted in Self.preference {
      guard
        let chosen = records.first(where: {
          $0.platform == wanted.platform && $0.encoding == wanted.encoding
            && $0.format == wanted.format
        })
      else { continue }
      let subtable = try cmap.view(from: chosen.offset)
      var segments =
        chosen.format == 12
        ? try Self.readFormat12(subtable)
        : try Self.readFormat4(subtable)
      segments.sort { $0.first < $1.first }
      self.segments = segments
      // Only format-4 glyph-ID arrays read the file later; don't keep it alive otherwise.
      self.bytes = segments.contains { $0.glyphArrayOffset >= 0 } ? cmap.bytes : []
      self.glyphCount = glyphCount
      self.source = (chosen.platform, chosen.encoding, chosen.format)
      return
    }
    throw cmap.malformed(at: 0, "no Unicode subtable in format 4 or 12")
  }

  /// (platformID, encodingID, format) in order of preference.
  static let preference: [(platform: UInt16, encoding: UInt16, format: UInt16)] = [
    (3, 10, 12), (0, 4, 12), (0, 6, 12), (3, 1, 4), (0, 3, 4), (0, 2, 4), (0, 1, 4), (0, 0, 4),
  ]

  /// The glyph for `scalar`, or 0 when the font does not map it.
  ///
  /// - Complexity: O(log segments).
  func glyph(for scalar: UInt32) -> UInt16 {
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].first <= scalar { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return 0 }
    let segment = segments[low - 1]
    guard scalar <= segment.last else { return 0 }
    var glyph: Int64
    if segment.glyphArrayOffset >= 0 {
      let at = segment.glyphArrayOffset + 2 * Int(scalar - segment.first)
      guard at >= 0, at + 1 < bytes.count else { return 0 }
      let raw = Int64(bytes[at]) << 8 | Int64(bytes[at + 1])
      guard raw != 0 else { return 0 }
      glyph = raw + segment.delta
    } else {
      glyph = Int64(scalar) + segment.delta
    }
    if segment.wraps { glyph &= 0xFFFF }
    guard glyph > 0, glyph < Int64(glyphCount) else { return 0 }
    return UInt16(glyph)
  }

  /// Segmented coverage (format 12): groups of (startCharCode, endCharCode, startGlyphID).
  private static func readFormat12(_ table: FontReader) throws(FontError) -> [Segment] {
    let groupCount = Int(try table.uint32(at: 12))
    // Check the whole group array up front so a huge count fails fast.
    let groupBytes = groupCount.multipliedReportingOverflow(by: 12)
    try table.check(16, groupBytes.overflow ? -1 : groupBytes.partialValue)
    var segments: [Segment] = []
    segments.reserveCapacity(groupCount)
    for index in 0..<groupCount {
      let at = 16 + 12 * index
      let first = try table.uint32(at: at)
      let last = try table.uint32(at: at + 4)
      let startGlyph = try table.uint32(at: at + 8)
      guard first <= last else { throw table.malformed(at: at, "group end before start") }
      segments.append(
        Segment(
          first: first, last: last, delta: Int64(startGlyph) - Int64(first),
          glyphArrayOffset: -1, wraps: false))
    }
    return segments
  }

  /// Segment mapping to delta values (format 4).
  private static func readFormat4(_ table: FontReader) throws(FontError) -> [Segment] {
    let segCountX2 = Int(try table.uint16(at: 6))
    guard segCountX2 % 2 == 0 else { throw table.malformed(at: 6, "odd segCountX2") }
    let endCodes = 14
    let startCodes = endCodes + segCountX2 + 2
    let deltas = startCodes + segCountX2
    let rangeOffsets = deltas + segCountX2
    try table.check(endCodes, rangeOffsets + segCountX2 - endCodes)
    var segments: [Segment] = []
    segments.reserveCapacity(segCountX2 / 2)
    for index in 0..<(segCountX2 / 2) {
      let last = UInt32(try table.uint16(at: endCodes + 2 * index))
      let first = UInt32(try table.uint16(at: startCodes + 2 * index))
      let delta = Int64(try table.int16(at: deltas + 2 * index))
      let rangeOffset = Int(try table.uint16(at: rangeOffsets + 2 * index))
      guard first <= last else {
        throw table.malformed(at: startCodes + 2 * index, "segment end before start")
      }
      var arrayOffset = -1
      if rangeOffset != 0 {
        // idRangeOffset counts from its own position; both ends of the segment must land in
        // the table (positions are linear in the scalar, so the ends bound the rest).
        let firstAt = rangeOffsets + 2 * index + rangeOffset
        let lastAt = firstAt + 2 * Int(last - first)
        try table.check(firstAt, 2)
        try table.check(lastAt, 2)
        arrayOffset = table.start + firstAt
      }
      segments.append(
        Segment(first: first, last: last, delta: delta, glyphArrayOffset: arrayOffset, wraps: true))
    }
    return segments
  }
}
