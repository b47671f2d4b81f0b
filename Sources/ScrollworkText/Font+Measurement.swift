import Foundation

extension Font {
  /// The horizontal advance of `scalar` in points.
  ///
  /// Scalars the font lacks are measured by the fallback rules (<doc:FontsAndLabels>,
  /// "Missing glyphs"): combining marks (Mn, Me), format and control characters (Cf, Cc,
  /// e.g. ZWSP, ZWJ, U+FEFF) and variation selectors advance 0; a tab measures as a space;
  /// missing CJK ideographs, kana, Hangul and fullwidth forms advance 1 em (`pointSize`);
  /// any other missing scalar advances like glyph 0 (.notdef).
  ///
  /// - Complexity: O(1) below U+0800, else O(log cmap segments).
  public func advance(for scalar: Unicode.Scalar) -> CGFloat {
    points(Int(face.metrics(of: scalar).advance))
  }

  /// The legacy `kern`-table adjustment between `left` and `right` in points (usually
  /// negative); 0 when either scalar is missing from the font, zero-width, or the font has
  /// no `kern` table (GPOS kerning is not read, so Inter always gives 0).
  ///
  /// - Complexity: O(1) on average.
  public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> CGFloat {
    points(Int(face.pairKerning(face.metrics(of: left).glyph, face.metrics(of: right).glyph)))
  }

  /// The width of `string` set on one line, in points: the sum of the advances of its
  /// scalars plus the kerning of each adjacent pair, evaluated in font units and scaled
  /// once. No line breaking: hard breaks advance 0 and trailing spaces count.
  ///
  /// - Complexity: O(string.unicodeScalars.count).
  public func width(of string: String) -> CGFloat {
    points(widthUnits(of: string.unicodeScalars[...]))
  }

  /// Σ advances + adjacent-pair kerning of `scalars`, in font units.
  func widthUnits(of scalars: Substring.UnicodeScalarView) -> Int {
    var total = 0
    var previous: UInt16 = 0
    for scalar in scalars {
      let metrics = face.metrics(of: scalar)
      total += Int(metrics.advance) + Int(face.pairKerning(previous, metrics.glyph))
      previous = metrics.glyph
    }
    return total
  }
}
