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

/// A number as the tool prints it: integers without a decimal point, others with
/// up to 3 decimals and no trailing zeros (`20`, `41.667`, `-0.5`).
func num(_ value: CGFloat) -> String {
  if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
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
