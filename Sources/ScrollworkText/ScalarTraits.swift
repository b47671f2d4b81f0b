/// Per-scalar facts that text measurement needs and the font cannot answer.
enum ScalarTraits {
  /// True for scalars drawn with no advance whatever the font says: general categories
  /// Mn and Me (combining marks, variation selectors), Cf (format controls: U+200B ZWSP,
  /// U+200C/D ZWNJ/ZWJ, U+2060 WJ, U+FEFF, U+00AD soft hyphen, bidi controls) and Cc
  /// (controls; the caller measures a tab as a space first), Zl and Zp (U+2028, U+2029).
  ///
  /// - Complexity: O(1).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || value == 0x7F { return true }
    if value < 0xA0 { return value >= 0x80 }  // C1 controls
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return true
    default: return false
    }
  }

  /// True for scalars of East Asian width W or F that get a 1 em fallback advance when the
  /// font lacks them: Hangul Jamo leads, CJK radicals and symbols/punctuation, kana,
  /// Bopomofo, enclosed and compatibility CJK, CJK ideographs (all planes 2 and 3), Yi,
  /// Hangul syllables, compatibility ideographs, vertical and small forms, fullwidth forms.
  ///
  /// - Complexity: O(1).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// True for the scalars that start a new paragraph: LF, VT, FF, CR (CR LF is one
  /// `Character`), NEL, U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
  ///
  /// - Complexity: O(1).
  static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
