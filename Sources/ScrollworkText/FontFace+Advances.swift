extension FontFace {
  /// Glyph and advance (font units) of `scalar` under the fallback rules, without the cache.
  ///
  /// Rules, first match wins (<doc:FontsAndLabels>, "Missing glyphs"):
  /// 1. a tab measures as a space;
  /// 2. zero-width scalars (``ScalarTraits/isZeroWidth(_:)``) advance 0 and take part in no
  ///    kerning (glyph 0);
  /// 3. a scalar in the cmap uses its `hmtx` advance;
  /// 4. a missing wide scalar (``ScalarTraits/isWide(_:)``: CJK, kana, Hangul, fullwidth)
  ///    advances 1 em;
  /// 5. any other missing scalar advances like glyph 0 (.notdef).
  ///
  /// Missing scalars report glyph 0, so they are never kerned.
  static func resolve(
    _ scalar: Unicode.Scalar, characterMap: CharacterMap, advances: [UInt16], unitsPerEm: Int
  ) -> (glyph: UInt16, advance: Int32) {
    if scalar == "\t" {
      return resolve(" ", characterMap: characterMap, advances: advances, unitsPerEm: unitsPerEm)
    }
    if ScalarTraits.isZeroWidth(scalar) { return (0, 0) }
    let glyph = characterMap.glyph(for: scalar.value)
    if glyph != 0 { return (glyph, rawAdvance(of: glyph, in: advances)) }
    if ScalarTraits.isWide(scalar) { return (0, Int32(unitsPerEm)) }
    return (0, rawAdvance(of: 0, in: advances))
  }

  /// `hmtx` advance of `glyph`; glyphs past numberOfHMetrics use the last record.
  @inline(__always)
  static func rawAdvance(of glyph: UInt16, in advances: [UInt16]) -> Int32 {
    guard let last = advances.indices.last else { return 0 }
    return Int32(advances[min(Int(glyph), last)])
  }

  /// Glyph and advance (font units) of `scalar`, from the Latin cache when possible.
  ///
  /// - Complexity: O(1) below U+0800, else O(log cmap segments).
  @inline(__always)
  func metrics(of scalar: Unicode.Scalar) -> (glyph: UInt16, advance: Int32) {
    let value = scalar.value
    if value < Self.latinLimit {
      let index = Int(value)
      return (latinGlyphs[index], latinAdvances[index])
    }
    return Self.resolve(
      scalar, characterMap: characterMap, advances: advances, unitsPerEm: unitsPerEm)
  }

  /// Kerning between two glyphs, font units (0 when either is 0 or the font has no pairs).
  @inline(__always)
  func pairKerning(_ left: UInt16, _ right: UInt16) -> Int32 {
    left == 0 || right == 0 ? 0 : kerning.value(left, right)
  }
}
