import Foundation

/// Plain-text tables and number formatting for the tool's human-readable output.
enum TextTable {
  /// Left-aligned columns separated by two spaces; the first row is the header,
  /// followed by a rule. Each line ends with a newline; trailing spaces are trimmed.
  static func render(_ rows: [[String]]) -> String {
    guard let header = rows.first else { return "" }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
    }
    func line(_ row: [String]) -> String {
      var text = ""
      for (i, cell) in row.enumerated() {
        text += cell
        if i < row.count - 1 { text += String(repeating: " ", count: widths[i] - cell.count + 2) }
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text + "\n"
    }
    var out = line(header)
    out += line(widths.map { String(repeating: "-", count: $0) })
    for row in rows.dropFirst() { out += line(row) }
    return out
  }
}

/// JSON text with sorted keys, from Foundation property-list values.
enum JSONText {
  /// Pretty-printed JSON with sorted keys and unescaped slashes. `value` must be a
  /// valid JSON object (dictionaries, arrays, strings, numbers, NSNull).
  static func encode(_ value: Any) -> String {
    guard JSONSerialization.isValidJSONObject(value),
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The parts of a comma-separated option value, trimmed, without empty parts.
func commaSeparated(_ text: String) -> [String] {
  text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
