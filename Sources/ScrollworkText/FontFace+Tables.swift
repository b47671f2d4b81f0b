// Readers for the fixed-layout tables: head, hhea, maxp, hmtx, OS/2 (and glyf bounds for the
// cap-height fallback). Offsets are those of the OpenType spec
// (https://learn.microsoft.com/typography/opentype/spec/).

extension FontFace {
  /// The fields of `hhea` that measurement uses, in font units.
  struct HorizontalHeader {
    var ascender: Int
    var descender: Int
    var lineGap: Int
    /// numberOfHMetrics: count of (advance, lsb) records in `hmtx`.
    var metricCount: Int
  }

  /// The fields of `OS/2` that measurement uses, in font units.
  struct OS2Metrics {
    var version: Int
    /// fsSelection bit 7.
    var useTypoMetrics: Bool
    var typoAscender: Int
    var typoDescender: Int
    var typoLineGap: Int
    var winAscent: Int
    var winDescent: Int
    /// sxHeight and sCapHeight: version 2 and later only.
    var xHeight: Int?
    var capHeight: Int?
  }

  /// `head.unitsPerEm` (offset 18).
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``;
  ///   ``FontError/malformed(table:offset:reason:)`` unless 16 ≤ unitsPerEm ≤ 16384.
  static func readUnitsPerEm(_ head: FontReader) throws(FontError) -> Int {
    let unitsPerEm = Int(try head.uint16(at: 18))
    guard (16...16384).contains(unitsPerEm) else {
      throw head.malformed(at: 18, "unitsPerEm \(unitsPerEm) outside 16...16384")
    }
    return unitsPerEm
  }

  /// `head.indexToLocFormat` (offset 50): 0 short `loca` offsets, 1 long.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  static func readIndexToLocFormat(_ head: FontReader) throws(FontError) -> Int {
    Int(try head.int16(at: 50))
  }

  /// `hhea`: ascender (4), descender (6), lineGap (8), numberOfHMetrics (34).
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``;
  ///   ``FontError/malformed(table:offset:reason:)`` when numberOfHMetrics is 0.
  static func readHorizontalHeader(_ hhea: FontReader) throws(FontError) -> HorizontalHeader {
    let metricCount = Int(try hhea.uint16(at: 34))
    guard metricCount > 0 else { throw hhea.malformed(at: 34, "numberOfHMetrics is 0") }
    return HorizontalHeader(
      ascender: Int(try hhea.int16(at: 4)), descender: Int(try hhea.int16(at: 6)),
      lineGap: Int(try hhea.int16(at: 8)), metricCount: metricCount)
  }

  /// `maxp.numGlyphs` (offset 4).
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``;
  ///   ``FontError/malformed(table:offset:reason:)`` when the font has no glyphs.
  static func readGlyphCount(_ maxp: FontReader) throws(FontError) -> Int {
    let count = Int(try maxp.uint16(at: 4))
    guard count > 0 else { throw maxp.malformed(at: 4, "numGlyphs is 0") }
    return count
  }

  /// The `metricCount` advance widths of `hmtx` (4-byte records; glyphs past the last record
  /// reuse its advance, the "numberOfHMetrics rule").
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` if the records do not fit.
  /// - Complexity: O(metricCount).
  static func readAdvances(_ hmtx: FontReader, metricCount: Int) throws(FontError) -> [UInt16] {
    try hmtx.check(0, 4 * metricCount)
    var advances: [UInt16] = []
    advances.reserveCapacity(metricCount)
    for index in 0..<metricCount {
      advances.append(try hmtx.uint16(at: 4 * index))
    }
    return advances
  }

  /// `OS/2`. A table shorter than 78 bytes (Apple's version-0 layout) has no typo or win
  /// metrics, which then read as 0.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``, also when a version-2+ table
  ///   is too short for sxHeight/sCapHeight.
  static func readOS2(_ os2: FontReader) throws(FontError) -> OS2Metrics {
    let version = Int(try os2.uint16(at: 0))
    var metrics = OS2Metrics(
      version: version, useTypoMetrics: false, typoAscender: 0, typoDescender: 0,
      typoLineGap: 0, winAscent: 0, winDescent: 0, xHeight: nil, capHeight: nil)
    guard os2.count >= 78 else { return metrics }
    metrics.useTypoMetrics = try os2.uint16(at: 62) & 0x80 != 0
    metrics.typoAscender = Int(try os2.int16(at: 68))
    metrics.typoDescender = Int(try os2.int16(at: 70))
    metrics.typoLineGap = Int(try os2.int16(at: 72))
    metrics.winAscent = Int(try os2.uint16(at: 74))
    metrics.winDescent = Int(try os2.uint16(at: 76))
    if version >= 2 {
      metrics.xHeight = Int(try os2.int16(at: 86))
      metrics.capHeight = Int(try os2.int16(at: 88))
    }
    return metrics
  }

  /// Ascender, descender (≤ 0) and line gap (≥ 0), as CoreText picks them: `hhea`, unless
  /// its ascender and descender are both 0, then OS/2 typo (USE_TYPO_METRICS) or win metrics.
  static func chooseVerticalMetrics(header: HorizontalHeader, os2: OS2Metrics?) -> (
    ascender: Int, descender: Int, lineGap: Int
  ) {
    var result = (ascender: header.ascender, descender: header.descender, lineGap: header.lineGap)
    if header.ascender == 0 && header.descender == 0, let os2 {
      result =
        os2.useTypoMetrics
        ? (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        : (os2.winAscent, -os2.winDescent, 0)
    }
    // Some fonts store a positive descender; UIFont's is always ≤ 0. A negative gap is 0.
    return (result.ascender, -abs(result.descender), max(0, result.lineGap))
  }

  /// Cap height and x-height: OS/2 v2+ values when positive, else the top of the `glyf`
  /// bounding box of "H" and "x" (TrueType outlines), else 0.7 em and 0.5 em.
  static func chooseHeights(
    os2: OS2Metrics?, directory: TableDirectory, characterMap: CharacterMap, unitsPerEm: Int
  ) -> (capHeight: Int, xHeight: Int) {
    func measured(_ scalar: Unicode.Scalar) -> Int? {
      let glyph = characterMap.glyph(for: scalar.value)
      guard glyph != 0 else { return nil }
      // Optional refinement: a malformed glyf/loca only loses the measurement.
      return try? glyphTop(glyph, directory: directory)
    }
    let capHeight =
      os2?.capHeight.flatMap { $0 > 0 ? $0 : nil } ?? measured("H") ?? unitsPerEm * 7 / 10
    let xHeight = os2?.xHeight.flatMap { $0 > 0 ? $0 : nil } ?? measured("x") ?? unitsPerEm / 2
    return (capHeight, xHeight)
  }

  /// yMax of `glyph`'s `glyf` header (nil for an empty glyph or a CFF font).
  ///
  /// - Throws: ``FontError`` when `head`, `loca` or `glyf` are truncated.
  private static func glyphTop(_ glyph: UInt16, directory: TableDirectory) throws(FontError)
    -> Int?
  {
    guard let loca = directory.tables["loca"], let glyf = directory.tables["glyf"] else {
      return nil
    }
    let longOffsets = try readIndexToLocFormat(directory.required("head")) == 1
    let index = Int(glyph)
    let start =
      longOffsets
      ? Int(try loca.uint32(at: 4 * index)) : 2 * Int(try loca.uint16(at: 2 * index))
    let end =
      longOffsets
      ? Int(try loca.uint32(at: 4 * index + 4)) : 2 * Int(try loca.uint16(at: 2 * index + 2))
    guard end > start else { return nil }
    return Int(try glyf.int16(at: start + 8))
  }
}
