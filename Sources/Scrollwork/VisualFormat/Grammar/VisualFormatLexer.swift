/// A hand-written, on-demand lexer over the ASCII bytes of a visual format string.
///
/// UIKit's parser is character-driven and skips no whitespace, so the lexer does
/// not run ahead: the parser asks for the token at an offset, and asks for a
/// number explicitly where a constant may start (a `-` is a connection there and
/// a sign in a constant).
struct VisualFormatLexer: Sendable {
  /// The characters, one byte each (the input is checked to be ASCII first).
  let bytes: [UInt8]

  /// Creates a lexer over `bytes`, which must all be ASCII.
  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The number of characters.
  var count: Int { bytes.count }

  /// The character at `offset`, or nil at and past the end.
  func character(at offset: Int) -> Character? {
    guard offset >= 0, offset < bytes.count else { return nil }
    return Character(Unicode.Scalar(bytes[offset]))
  }

  /// Whether `c` may start a C identifier.
  static func isIdentifierStart(_ c: Character?) -> Bool {
    guard let c, c.isASCII else { return false }
    return c == "_" || c.isLetter
  }

  /// Whether `c` may continue a C identifier.
  static func isIdentifierBody(_ c: Character?) -> Bool {
    guard let c, c.isASCII else { return false }
    return c == "_" || c.isLetter || c.isNumber
  }

  /// Whether `c` is an ASCII digit.
  static func isDigit(_ c: Character?) -> Bool {
    guard let c, c.isASCII else { return false }
    return c.isNumber
  }

  /// The token starting at `offset`: an identifier, punctuation, another
  /// character, or ``VisualFormatToken/Kind/end``. Digits lex as a number.
  func token(at offset: Int) -> VisualFormatToken {
    guard let c = character(at: offset) else { return VisualFormatToken(kind: .end, range: offset..<offset) }
    if Self.isIdentifierStart(c) { return identifier(at: offset) }
    if Self.isDigit(c), let number = number(at: offset) { return number }
    if "|-[](),@:=<>".contains(c) { return VisualFormatToken(kind: .punctuation(c), range: offset..<offset + 1) }
    return VisualFormatToken(kind: .other(c), range: offset..<offset + 1)
  }

  /// The identifier starting at `offset` (which must be an identifier start).
  func identifier(at offset: Int) -> VisualFormatToken {
    var end = offset
    while Self.isIdentifierBody(character(at: end)) { end += 1 }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    return VisualFormatToken(kind: .identifier(text), range: offset..<end)
  }

  /// The number `strtod` would read at `offset`, or nil when it reads nothing.
  ///
  /// Accepts an optional sign, digits with an optional fraction (at least one
  /// digit in all) and an exponent only when it is complete (`1e` reads `1`).
  /// Hexadecimal and `inf`/`nan` spellings, and values that overflow to
  /// infinity, are not read [choice].
  func number(at offset: Int) -> VisualFormatToken? {
    var i = offset
    if character(at: i) == "-" || character(at: i) == "+" { i += 1 }
    var digits = 0
    while Self.isDigit(character(at: i)) {
      i += 1
      digits += 1
    }
    if character(at: i) == "." {
      var j = i + 1
      var fraction = 0
      while Self.isDigit(character(at: j)) {
        j += 1
        fraction += 1
      }
      if digits + fraction > 0 {
        i = j
        digits += fraction
      }
    }
    guard digits > 0 else { return nil }
    if character(at: i) == "e" || character(at: i) == "E" {
      var j = i + 1
      if character(at: j) == "-" || character(at: j) == "+" { j += 1 }
      var exponent = 0
      while Self.isDigit(character(at: j)) {
        j += 1
        exponent += 1
      }
      if exponent > 0 { i = j }
    }
    let text = String(decoding: bytes[offset..<i], as: UTF8.self)
    // An overflow to infinity is refused rather than handed on: UIKit asserts on
    // non-finite constants [choice].
    guard let value = Double(text), value.isFinite else { return nil }
    return VisualFormatToken(kind: .number(value), range: offset..<i)
  }
}
