import Foundation

/// Text helpers shared by the SVG and HTML writers: fixed number formatting and
/// XML/HTML escaping. Both are pure and deterministic, so output is byte-stable.
enum Markup {
  /// A number as written into markup: at most three decimals, trailing zeros and a
  /// trailing point removed, never `-0`, never exponent notation; non-finite values
  /// (the frame of an unsatisfiable layout) are written as `0`.
  ///
  /// `number(12)` is `"12"`, `number(41.666666)` is `"41.667"`, `number(-0.0001)` is `"0"`.
  /// - Complexity: O(digits).
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let thousandths = (Double(value) * 1000).rounded()
    if thousandths == 0 { return "0" }
    let negative = thousandths < 0
    let magnitude = Int64(abs(thousandths))
    let whole = magnitude / 1000
    var fraction = magnitude % 1000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let padded = String(fraction)
      text += "." + String(repeating: "0", count: digits - padded.count) + padded
    }
    return text
  }

  /// `s` escaped for XML/HTML text and double- or single-quoted attribute values:
  /// `&`, `<`, `>`, `"` and `'` become entities; control characters that XML 1.0
  /// forbids (U+0000–U+001F except tab, LF, CR) and lone surrogates' replacements
  /// become U+FFFD, so any user text yields well-formed markup.
  /// - Complexity: O(s.count).
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A CSS font family name made safe to quote: only letters, digits, space, `-`,
  /// `_` and `.` are kept (an empty result becomes `Font`).
  /// - Complexity: O(name.count).
  static func fontFamily(_ name: String) -> String {
    let kept = name.unicodeScalars.filter {
      ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || " -_.".unicodeScalars.contains($0)
    }
    let text = String(String.UnicodeScalarView(kept))
    return text.isEmpty ? "Font" : text
  }

  /// Splits `text` at line breaks, then wraps each line at `width` characters,
  /// preferring the last space; a word longer than `width` is cut. Used for issue
  /// messages in SVG, which has no automatic wrapping.
  /// - Complexity: O(text.count).
  static func wrap(_ text: String, width: Int) -> [String] {
    let limit = max(8, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(paragraph)
      if rest.isEmpty {
        result.append("")
        continue
      }
      while rest.count > limit {
        let head = rest.prefix(limit)
        if let space = head.lastIndex(of: " "), space > head.startIndex {
          result.append(String(rest[rest.startIndex..<space]))
          rest = rest[rest.index(after: space)...]
        } else {
          result.append(String(head))
          rest = rest.dropFirst(limit)
        }
      }
      result.append(String(rest))
    }
    return result
  }
}
