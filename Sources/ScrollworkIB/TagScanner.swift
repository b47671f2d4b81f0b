/// Reads the tags of an XML text in order, with the byte ranges of their
/// attributes, for edits that must leave every other byte as written
/// (``IBFrameRewriter``). Comments, CDATA sections, processing instructions and
/// declarations are skipped; character data is not reported.
///
/// It assumes well-formed XML (the document was parsed first); on anything else it
/// stops at the end of the text without trapping.
struct TagScanner {
  /// One attribute: where its name starts and the range of its value (inside the
  /// quotes).
  struct Attribute {
    var name: String
    var start: Int
    var value: Range<Int>

    /// The value as written (entities not decoded).
    func value(in bytes: [UInt8]) -> String { String(decoding: bytes[value], as: UTF8.self) }
  }

  /// A start or end tag.
  struct Tag {
    enum Kind {
      case start(selfClosing: Bool)
      case end
    }
    var kind: Kind
    var name: String
    var attributes: [Attribute]
    /// Where the attributes end: the offset of `/>` or `>`.
    var attributesEnd: Int

    /// The attribute with this name, if written.
    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
  }

  private let bytes: [UInt8]
  private var i = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The next tag, or nil at the end of the text.
  /// - Complexity: O(length of what it passes over).
  mutating func next() -> Tag? {
    let n = bytes.count
    while i < n {
      guard bytes[i] == lt else {
        i += 1
        continue
      }
      if starts("<!--") {
        skip(past: "-->")
      } else if starts("<![CDATA[") {
        skip(past: "]]>")
      } else if starts("<?") {
        skip(past: "?>")
      } else if starts("<!") {
        skip(past: ">")
      } else if starts("</") {
        i += 2
        let name = readName()
        skip(past: ">")
        return Tag(kind: .end, name: name, attributes: [], attributesEnd: i)
      } else {
        i += 1
        return readStartTag()
      }
    }
    return nil
  }

  private mutating func readStartTag() -> Tag? {
    let name = readName()
    var attributes: [Attribute] = []
    let n = bytes.count
    while i < n {
      skipSpace()
      guard i < n else { return nil }
      if bytes[i] == gt {
        i += 1
        return Tag(kind: .start(selfClosing: false), name: name, attributes: attributes, attributesEnd: i - 1)
      }
      if bytes[i] == slash, i + 1 < n, bytes[i + 1] == gt {
        i += 2
        return Tag(kind: .start(selfClosing: true), name: name, attributes: attributes, attributesEnd: i - 2)
      }
      let start = i
      let attributeName = readName()
      guard !attributeName.isEmpty else {
        i += 1
        continue
      }
      skipSpace()
      guard i < n, bytes[i] == equals else { continue }
      i += 1
      skipSpace()
      guard i < n, bytes[i] == quote || bytes[i] == apostrophe else { continue }
      let q = bytes[i]
      let valueStart = i + 1
      var end = valueStart
      while end < n, bytes[end] != q { end += 1 }
      guard end < n else { return nil }
      attributes.append(Attribute(name: attributeName, start: start, value: valueStart..<end))
      i = end + 1
    }
    return nil
  }

  private mutating func readName() -> String {
    let start = i
    while i < bytes.count, !isSpace(bytes[i]), bytes[i] != gt, bytes[i] != slash, bytes[i] != equals { i += 1 }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }

  private mutating func skipSpace() {
    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
  }

  private func starts(_ prefix: String) -> Bool {
    let p = Array(prefix.utf8)
    return i + p.count <= bytes.count && bytes[i..<(i + p.count)].elementsEqual(p)
  }

  private mutating func skip(past terminator: String) {
    let t = Array(terminator.utf8)
    while i < bytes.count {
      if starts(terminator) {
        i += t.count
        return
      }
      i += 1
    }
  }

  private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
}

private let lt = UInt8(ascii: "<")
private let gt = UInt8(ascii: ">")
private let slash = UInt8(ascii: "/")
private let equals = UInt8(ascii: "=")
private let quote = UInt8(ascii: "\"")
private let apostrophe = UInt8(ascii: "'")
