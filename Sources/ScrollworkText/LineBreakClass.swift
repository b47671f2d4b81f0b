/// The line-breaking class of a grapheme cluster, a small subset of UAX #14
/// (https://www.unicode.org/reports/tr14/) taken from the cluster's first scalar.
///
/// The classes and the pair rule in ``breakAllowed(after:before:twoBefore:)`` are documented
/// in <doc:FontsAndLabels> ("Line breaking").
enum LineBreakClass: UInt8 {
  /// Letters and digits (UAX #14 AL, NU, HL and most others).
  case alphanumeric
  /// Breakable spaces that hang at the end of a line (SP, and the BA spaces U+1680,
  /// U+2000–U+2006, U+2008–U+200A, U+205F, U+3000; a tab counts here too).
  case space
  /// Paragraph separators (BK, CR, LF, NL).
  case hardBreak
  /// U+200B ZERO WIDTH SPACE (ZW): a break opportunity after it.
  case zeroWidthSpace
  /// U+002D HYPHEN-MINUS and U+2010 HYPHEN (HY, BA).
  case hyphen
  /// CJK ideographs, kana and Hangul syllables (ID, H2, H3): breaks before and after.
  case ideographic
  /// Opening punctuation (OP): no break after it.
  case opening
  /// Closing punctuation and marks that must not start a line (CL, CP, EX, IS, NS).
  case closing
  /// Non-breaking glue (GL, WJ): NBSP, U+2007, U+202F, U+2060, U+FEFF.
  case glue
  /// Anything else (symbols, emoji, marks at the start of a paragraph, ...).
  case other

  /// The class of `scalar`.
  ///
  /// - Complexity: O(1).
  init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    self = value < 0x80 ? LineBreakClass.asciiClass(UInt8(value)) : LineBreakClass.nonASCIIClass(scalar)
  }

  /// The class of a scalar at or above U+0080. Kept out of line: the metadata its
  /// Unicode property queries need was set up on entry to `init`, even for ASCII, and
  /// cost about 65 instructions a character, 4 % of the feed benchmark.
  @inline(never)
  private static func nonASCIIClass(_ scalar: Unicode.Scalar) -> LineBreakClass {
    switch scalar.value {
    case 0x85, 0x2028, 0x2029: return .hardBreak
    case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
    case 0x200B: return .zeroWidthSpace
    case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF: return .glue
    case 0x2010: return .hyphen
    case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017,
      0x3019, 0x301B, 0x301E, 0x301F, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
      0xFE50...0xFE57, 0x203C, 0x2047...0x2049:
      return .closing
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
      0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
      return .opening
    default:
      if ScalarTraits.isWide(scalar) {
        return .ideographic
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        return .alphanumeric
      } else {
        return .other
      }
    }
  }

  /// The class of the ASCII scalar `value` (< 0x80).
  @inline(__always)
  private static func asciiClass(_ value: UInt8) -> LineBreakClass {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .alphanumeric
    case 0x20, 0x09: return .space
    case 0x0A...0x0D: return .hardBreak
    case 0x2D: return .hyphen
    case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return .closing
    case 0x28, 0x5B, 0x7B: return .opening
    default: return .other
    }
  }

  /// Whether a line may break between a cluster of class `previous` and one of class
  /// `current` (word-wrapping rules). `twoBefore` is the class of the cluster before
  /// `previous` (nil at the start of a paragraph), used by the hyphen rule.
  ///
  /// Rules, first match wins: never before a space or a hard break; after ZWSP; never next
  /// to glue; never before closing punctuation; after a space; never after opening
  /// punctuation; after a hyphen only between letters/digits ("well-|known", not "-|5");
  /// before and after an ideograph; nowhere else.
  ///
  /// - Complexity: O(1).
  static func breakAllowed(
    after previous: LineBreakClass, before current: LineBreakClass, twoBefore: LineBreakClass?
  ) -> Bool {
    switch (previous, current) {
    case (_, .space), (_, .hardBreak): return false
    case (.zeroWidthSpace, _): return true
    case (.glue, _), (_, .glue): return false
    case (_, .closing): return false
    case (.space, _): return true
    case (.opening, _): return false
    case (.hyphen, .alphanumeric): return twoBefore == .alphanumeric
    case (.hyphen, _): return false
    case (.ideographic, _), (_, .ideographic): return true
    default: return false
    }
  }
}
