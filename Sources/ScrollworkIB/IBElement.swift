import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One XML element of a document: its name, attributes, 1-based line and children,
/// in document order. The importer reads `.storyboard`/`.xib` files into a tree of
/// these first, then interprets the tree.
public final class IBElement: @unchecked Sendable {
  /// The element name (`view`, `constraint`, ...).
  public let name: String
  /// The attributes as written.
  public let attributes: [String: String]
  /// The line of the start tag (1-based).
  public let line: Int
  /// The child elements in document order.
  public internal(set) var children: [IBElement] = []
  /// Character data directly inside the element (for `<string key="text">`).
  public internal(set) var text: String = ""

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  /// The attribute's value, or nil.
  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The first child with this element name and, if given, this `key` attribute.
  public func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children with this element name.
  public func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

  /// Parses XML `data` into a tree and returns its root element.
  ///
  /// External entities are not resolved (`shouldResolveExternalEntities = false`), so
  /// a document cannot make the parser read files or the network.
  /// - Throws: ``IBError`` `.malformedXML` with XMLParser's line and reason (a truncated
  ///   file fails at its last line), or for an empty input.
  /// - Complexity: O(n) in the size of the data.
  public static func parse(_ data: Data) throws(IBError) -> IBElement {
    try refuseUnsafe(data)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let builder = TreeBuilder()
    parser.delegate = builder
    let ok = parser.parse()
    if !ok || builder.root == nil || builder.stack.count > 0 {
      let line = builder.errorLine ?? max(parser.lineNumber, builder.lastLine)
      let reason =
        parser.parserError.map { Self.reason(of: $0) } ?? "the document ends before its root element is closed"
      throw IBError(.malformedXML, line: line, "malformed XML: \(reason)")
    }
    guard let root = builder.root else { throw IBError(.malformedXML, line: 0, "malformed XML: empty document") }
    return root
  }

  /// The largest document read: 16 MiB, over a hundred times the largest document
  /// of the corpus (140 KB). Larger input is refused before parsing, so that a
  /// 50 MB file costs no memory for its tree (issue 8's bad-input table).
  public static let maximumDocumentSize = 16 * 1024 * 1024

  /// Refuses input that must not reach the parser: larger than
  /// ``maximumDocumentSize``, or with a DTD or entity declaration in its prolog
  /// (Interface Builder writes neither; libxml2 behind FoundationXML expands
  /// internal entities, so a "billion laughs" document would grow without bound).
  /// - Throws: ``IBError`` `.documentTooLarge` (line 0) or `.entityDeclaration`
  ///   (the declaration's line).
  /// - Complexity: O(prolog length): the scan stops at the first element.
  static func refuseUnsafe(_ data: Data) throws(IBError) {
    if data.count > maximumDocumentSize {
      throw IBError(
        .documentTooLarge, line: 0,
        "the document is \(data.count) bytes; documents over \(maximumDocumentSize) bytes (16 MiB) are refused")
    }
    // FoundationXML traps on names that are not valid UTF-8 (a force-unwrapped
    // String(utf8String:) in its element callback; fuzz crash e099236a), and
    // Interface Builder writes only UTF-8: refuse anything else before parsing.
    if let bad = firstInvalidUTF8(data) {
      throw IBError(
        .malformedXML, line: bad.line,
        "malformed XML: the bytes at offset \(bad.offset) are not valid UTF-8 (Interface Builder documents are UTF-8)")
    }
    // FoundationXML crashes on a processing instruction with no data (`<?name?>`): it
    // passes libxml2's NULL data pointer to strlen (fuzz crash 8013a909). Interface
    // Builder writes no processing instruction but the XML declaration, which has data.
    if let empty = firstEmptyProcessingInstruction(data) {
      throw IBError(
        .malformedXML, line: empty.line,
        "malformed XML: the processing instruction at offset \(empty.offset) has no data (<?\(empty.target)?>), which the XML parser cannot read"
      )
    }
    // The prolog: everything before the first start tag (`<` then a letter).
    var line = 1
    var i = data.startIndex
    let lt = UInt8(ascii: "<")
    let bang = UInt8(ascii: "!")
    let newline = UInt8(ascii: "\n")
    while i < data.endIndex {
      let byte = data[i]
      if byte == newline { line += 1 }
      if byte == lt, data.index(after: i) < data.endIndex {
        let next = data[data.index(after: i)]
        if next == bang {
          let rest = data[i..<min(data.endIndex, i + 9)]
          if rest.starts(with: Array("<!DOCTYPE".utf8)) || rest.starts(with: Array("<!ENTITY".utf8)) {
            throw IBError(
              .entityDeclaration, line: line,
              "the document declares a DTD or entities (<!DOCTYPE or <!ENTITY), which Interface Builder never writes; refused so that no entity is expanded"
            )
          }
        } else if (next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next == UInt8(ascii: "_") {
          return
        }
      }
      i = data.index(after: i)
    }
  }

  /// The offset, 1-based line and target of the first processing instruction with no
  /// data: `<?`, a target of one or more bytes up to whitespace or `?`, optional
  /// whitespace, then `?>`. Nil when there is none. (A comment or CDATA section that
  /// holds such text counts too: the scan does not parse.)
  /// - Complexity: O(n).
  static func firstEmptyProcessingInstruction(_ data: Data) -> (offset: Int, line: Int, target: String)? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (offset: Int, line: Int, target: String)? in
      let b = raw.bindMemory(to: UInt8.self)
      let n = b.count
      let lt = UInt8(ascii: "<")
      let question = UInt8(ascii: "?")
      let gt = UInt8(ascii: ">")
      func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
      var line = 1
      var i = 0
      while i < n {
        let c = b[i]
        if c == 0x0A { line += 1 }
        guard c == lt, i + 1 < n, b[i + 1] == question else {
          i += 1
          continue
        }
        var j = i + 2
        while j < n && !isSpace(b[j]) && b[j] != question { j += 1 }
        let targetEnd = j
        while j < n && isSpace(b[j]) { j += 1 }
        if targetEnd > i + 2, j + 1 < n, b[j] == question, b[j + 1] == gt {
          let target = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 2)..<targetEnd]), as: UTF8.self)
          return (i, line, target)
        }
        i += 2
      }
      return nil
    }
  }

  /// The byte offset and 1-based line of the first byte that does not start or
  /// continue a valid UTF-8 sequence (overlong forms, surrogates and code points above
  /// U+10FFFF are invalid), or nil when the whole input is valid UTF-8.
  /// - Complexity: O(n).
  static func firstInvalidUTF8(_ data: Data) -> (offset: Int, line: Int)? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (offset: Int, line: Int)? in
      let b = raw.bindMemory(to: UInt8.self)
      var i = 0
      var line = 1
      let n = b.count
      while i < n {
        let c = b[i]
        if c < 0x80 {
          if c == 0x0A { line += 1 }
          i += 1
          continue
        }
        var need = 0
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch c {
        case 0xC2...0xDF: need = 1
        case 0xE0:
          need = 2
          lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED:
          need = 2
          hi = 0x9F
        case 0xF0:
          need = 3
          lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4:
          need = 3
          hi = 0x8F
        default: return (i, line)
        }
        guard i + need < n else { return (i, line) }
        for k in 1...need {
          let x = b[i + k]
          let (l, h): (UInt8, UInt8) = k == 1 ? (lo, hi) : (0x80, 0xBF)
          if x < l || x > h { return (i, line) }
        }
        i += need + 1
      }
      return nil
    }
  }

  /// A short reason from an XMLParser error (its code name and position).
  static func reason(of error: Error) -> String {
    let ns = error as NSError
    if let text = ns.userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty, !text.hasPrefix("The operation") {
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    switch ns.code {
    case 5: return "the document ends before its elements are closed (truncated file?)"
    case 4: return "the document is empty"
    case 76: return "mismatched tag"
    case 73, 39, 40, 41: return "bad tag or attribute syntax"
    default: return "XML parser error \(ns.code)"
    }
  }
}

/// The XMLParser delegate that builds the element tree.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: IBElement?
  var stack: [IBElement] = []
  var lastLine = 0
  /// The line where the parser reported its first error.
  var errorLine: Int?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if errorLine == nil { errorLine = parser.lineNumber }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    lastLine = parser.lineNumber
    let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
    if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
    stack.append(element)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    lastLine = parser.lineNumber
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}
