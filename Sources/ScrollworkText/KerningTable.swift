/// Pair kerning from the legacy TrueType `kern` table (glyph pair → adjustment in font units).
///
/// Only the OpenType/Windows layout is read: a version-0 header followed by format-0
/// subtables whose coverage says horizontal, not minimum, not cross-stream. Values of several
/// such subtables add up (an override subtable replaces). Apple's version-1 `kern` header and
/// the other subtable formats yield no pairs. GPOS pair adjustment (where modern fonts,
/// Inter among them, keep their kerning) is not read.
struct KerningTable {
  /// `(left << 16) | right` → adjustment in font units.
  let pairs: [UInt32: Int32]

  /// No pairs.
  static let empty = KerningTable(pairs: [:])

  private init(pairs: [UInt32: Int32]) {
    self.pairs = pairs
  }

  /// Parses `kern`.
  ///
  /// The 16-bit `length` of a format-0 subtable overflows in fonts with more than ~10,900
  /// pairs, so, like FreeType, the next subtable is found from `nPairs` instead.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` when a subtable or its pairs run
  ///   past the table; ``FontError/malformed(table:offset:reason:)`` for a non-format-0
  ///   subtable whose length is too small to step over.
  /// - Complexity: O(pairs).
  init(kern: FontReader) throws(FontError) {
    guard try kern.uint16(at: 0) == 0 else {
      self = .empty
      return
    }
    let subtableCount = Int(try kern.uint16(at: 2))
    var pairs: [UInt32: Int32] = [:]
    var position = 4
    for _ in 0..<subtableCount {
      let length = Int(try kern.uint16(at: position + 2))
      let coverage = try kern.uint16(at: position + 4)
      let format = coverage >> 8
      guard format == 0 else {
        guard length >= 6 else { throw kern.malformed(at: position + 2, "subtable length < 6") }
        position += length
        continue
      }
      let pairCount = Int(try kern.uint16(at: position + 6))
      try kern.check(position + 14, 6 * pairCount)
      let horizontal = coverage & 0x1 != 0 && coverage & 0x6 == 0
      if horizontal {
        let replaces = coverage & 0x8 != 0
        pairs.reserveCapacity(pairs.count + pairCount)
        for index in 0..<pairCount {
          let at = position + 14 + 6 * index
          let key = UInt32(try kern.uint16(at: at)) << 16 | UInt32(try kern.uint16(at: at + 2))
          let value = Int32(try kern.int16(at: at + 4))
          pairs[key] = replaces ? value : pairs[key, default: 0] &+ value
        }
      }
      position += 14 + 6 * pairCount
    }
    self.pairs = pairs
  }

  /// The adjustment between glyphs `left` and `right`, in font units (0 if no pair).
  ///
  /// - Complexity: O(1) on average.
  @inline(__always)
  func value(_ left: UInt16, _ right: UInt16) -> Int32 {
    pairs.isEmpty ? 0 : pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
  }
}
