import Foundation

/// A document's text by line, to place findings: the column of an element's start
/// tag and the attributes written on that line (Xcode writes one element per line).
struct DocumentSource: Sendable {
  /// A start tag found on a line.
  struct StartTag: Sendable, Equatable {
    /// The element name (`view`, `constraint`).
    var name: String
    /// 1-based column of its `<`, in Unicode code points.
    var column: Int
    /// The attributes written on the same line, entities decoded.
    var attributes: [String: String]
  }

  /// The lines as Unicode scalars, without line terminators.
  let lines: [[Unicode.Scalar]]

  /// The text of `data` (UTF-8; invalid bytes become U+FFFD).
  init(data: Data) {
    var lines: [[Unicode.Scalar]] = [[]]
    for c in String(decoding: data, as: UTF8.self).unicodeScalars {
      if c == "\n" {
        if lines[lines.count - 1].last == "\r" { lines[lines.count - 1].removeLast() }
        lines.append([])
      } else {
        lines[lines.count - 1].append(c)
      }
    }
    self.lines = lines
  }

  /// The start tag on `line` (1-based) whose `id` attribute is `id`, else the first
  /// start tag on the line; nil when the line does not exist or holds none.
  func startTag(line: Int, id: String?) -> StartTag? {
    guard line >= 1, line <= lines.count else { return nil }
    let text = lines[line - 1]
    var tags: [StartTag] = []
    var i = 0
    while i < text.count {
      if text[i] == "<", i + 1 < text.count, Self.isNameStart(text[i + 1]) {
        let (tag, end) = Self.tag(in: text, at: i)
        tags.append(tag)
        i = end
      } else {
        i += 1
      }
    }
    if let id, let match = tags.first(where: { $0.attributes["id"] == id }) { return match }
    return tags.first
  }

  static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    c.properties.isAlphabetic || c == "_"
  }

  /// The tag starting at `start` (a `<`) and the index after it (its `>` or the line's end).
  static func tag(in text: [Unicode.Scalar], at start: Int) -> (StartTag, Int) {
    var i = start + 1
    var name = ""
    while i < text.count, !text[i].properties.isWhitespace, text[i] != ">", text[i] != "/" {
      name.unicodeScalars.append(text[i])
      i += 1
    }
    var attributes: [String: String] = [:]
    while i < text.count, text[i] != ">" {
      // name="value" or name='value'
      while i < text.count, text[i].properties.isWhitespace || text[i] == "/" { i += 1 }
      var key = ""
      while i < text.count, text[i] != "=", text[i] != ">", !text[i].properties.isWhitespace {
        key.unicodeScalars.append(text[i])
        i += 1
      }
      guard i < text.count, text[i] == "=", i + 1 < text.count, text[i + 1] == "\"" || text[i + 1] == "'" else {
        if i < text.count, text[i] != ">" { i += 1 }
        continue
      }
      let quote = text[i + 1]
      i += 2
      var value = ""
      while i < text.count, text[i] != quote {
        value.unicodeScalars.append(text[i])
        i += 1
      }
      i += 1
      if !key.isEmpty { attributes[key] = Self.decodeEntities(value) }
    }
    return (StartTag(name: name, column: start + 1, attributes: attributes), min(i + 1, text.count))
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references decoded;
  /// anything else kept as written.
  static func decodeEntities(_ s: String) -> String {
    guard s.contains("&") else { return s }
    var out = ""
    var rest = Substring(s)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = rest[rest.index(after: amp)..<semi]
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      if let v = named[String(entity)] {
        out += v
      } else if entity.hasPrefix("#x"), let n = UInt32(entity.dropFirst(2), radix: 16), let u = Unicode.Scalar(n) {
        out.unicodeScalars.append(u)
      } else if entity.hasPrefix("#"), let n = UInt32(entity.dropFirst()), let u = Unicode.Scalar(n) {
        out.unicodeScalars.append(u)
      } else {
        out += rest[amp...semi]
      }
      rest = rest[rest.index(after: semi)...]
    }
    return out + rest
  }
}
