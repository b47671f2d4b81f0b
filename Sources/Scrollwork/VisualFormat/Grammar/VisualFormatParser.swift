/// A recursive-descent parser for the Visual Format Language, following what
/// UIKit's parser does rather than only the documented grammar (UIKitBehaviour.md §2.2).
///
/// ```
/// format     := (('H'|'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
/// connection := ε | '-' | '-' predicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// predicate  := ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
/// ```
///
/// No whitespace is skipped. A bare connection predicate may carry a relation and
/// a priority (`->=20@750-`). Names are checked as they are read, through
/// ``VisualFormatNames``, so each failure carries UIKit's caret offset.
struct VisualFormatParser {
  private let lexer: VisualFormatLexer
  private let names: any VisualFormatNames
  /// The current offset.
  private var index = 0

  /// Prepares to parse `format`. Call ``parse(_:names:)`` instead.
  private init(bytes: [UInt8], names: any VisualFormatNames) {
    lexer = VisualFormatLexer(bytes: bytes)
    self.names = names
  }

  /// The longest format string read, in UTF-8 bytes (256 KiB) [choice]. UIKit has no
  /// limit; real strings are a few dozen characters. Every predicate becomes a
  /// constraint, so the work a string can ask for (building, then solving one
  /// constraint per 4 bytes at worst) is bounded by its length.
  static let maximumLength = 262_144

  /// Parses `format` into its syntax tree.
  ///
  /// - Throws: a ``VisualFormatDiagnostic`` with UIKit's message and caret offset:
  ///   empty strings first (no caret), strings over ``maximumLength`` bytes (caret at
  ///   the first byte past the limit, before anything is read), non-ASCII strings (no
  ///   caret), then the first syntax or name error in reading order.
  static func parse(_ format: String, names: any VisualFormatNames = AnyVisualFormatNames())
    throws(VisualFormatDiagnostic)
    -> VisualFormatSyntax
  {
    let length = format.utf8.count
    guard length > 0 else { throw VisualFormatDiagnostic(message: .emptyString, index: nil) }
    guard length <= maximumLength else {
      throw VisualFormatDiagnostic(message: .tooLong(length: length, limit: maximumLength), index: maximumLength)
    }
    let bytes = Array(format.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { throw VisualFormatDiagnostic(message: .nonASCII, index: nil) }
    var parser = VisualFormatParser(bytes: bytes, names: names)
    return try parser.parseFormat()
  }

  // MARK: Helpers

  private func fail(_ message: VisualFormatDiagnostic.Message, at offset: Int) -> VisualFormatDiagnostic {
    VisualFormatDiagnostic(message: message, index: offset)
  }

  private var current: Character? { lexer.character(at: index) }
  private var atEnd: Bool { index >= lexer.count }

  // MARK: Productions

  private mutating func parseFormat() throws(VisualFormatDiagnostic) -> VisualFormatSyntax {
    var orientation = VisualFormatSyntax.Orientation.horizontal
    if current == "H" || current == "V" {
      // Any first 'H' or 'V' announces an orientation, even in "Hx".
      let vertical = current == "V"
      guard lexer.character(at: 1) == ":" else {
        throw fail(vertical ? .expectedColonAfterV : .expectedColonAfterH, at: 1)
      }
      orientation = vertical ? .vertical : .horizontal
      index = 2
    }
    var leading: (index: Int, connection: VisualFormatSyntax.Connection)? = nil
    if current == "|" {
      let bar = index
      index += 1
      guard current == "-" || current == "[" else { throw fail(.expectedConnectionAfterBar, at: index) }
      leading = (bar, try parseConnection())
    }
    if leading != nil && current == "|" { throw fail(.noViewForConstraint, at: index) }
    guard current == "[" else { throw fail(.expectedView, at: index) }
    let first = try parseView()
    var syntax = VisualFormatSyntax(
      orientation: orientation, leadingBar: leading, firstView: first, length: lexer.count)
    while !atEnd {
      let connection = try parseConnection()
      if current == "[" {
        syntax.views.append((connection, try parseView()))
      } else if current == "|" {
        syntax.trailingBar = (connection, index)
        index += 1
        guard atEnd else { throw fail(.expectedEnd, at: index) }
      } else if atEnd {
        throw fail(.expectedMoreInput, at: index)
      } else {
        throw fail(.expectedViewOrBar, at: index)
      }
    }
    return syntax
  }

  /// `ε | '-' | '-' predicate '-' | '-' '(' list ')' '-'`; leaves the index on the
  /// character after the connection.
  private mutating func parseConnection() throws(VisualFormatDiagnostic) -> VisualFormatSyntax.Connection {
    let start = index
    guard current == "-" else { return .init(spacing: .flush, range: start..<start) }
    index += 1
    if current == "[" || current == "|" { return .init(spacing: .standard, range: start..<index) }
    if atEnd { throw fail(.expectedMoreInput, at: index) }
    if current == "-" { throw fail(.minusOrBarAmbiguity, at: index) }
    var predicates: [VisualFormatSyntax.Predicate] = []
    if current == "(" {
      index += 1
      while true {
        predicates.append(try parsePredicate(inView: false))
        if current == "," {
          index += 1
          continue
        }
        guard current == ")" else { throw fail(.expectedCloseParenOrComma, at: index) }
        index += 1
        break
      }
    } else {
      predicates.append(try parsePredicate(inView: false))
    }
    if current == "," { throw fail(.expectedMinusUseParentheses, at: index) }
    guard current == "-" else { throw fail(.expectedMinus, at: index) }
    index += 1
    return .init(spacing: .predicates(predicates), range: start..<index)
  }

  /// `'[' name ('(' list ')')? ']'`.
  private mutating func parseView() throws(VisualFormatDiagnostic) -> VisualFormatSyntax.ViewNode {
    let start = index
    index += 1  // '['
    if atEnd { throw fail(.outOfFodderInView, at: index) }
    guard VisualFormatLexer.isIdentifierStart(current) else { throw fail(.invalidViewName, at: index) }
    let token = lexer.identifier(at: index)
    index = token.end
    guard case .identifier(let name) = token.kind else { throw fail(.invalidViewName, at: token.start) }
    guard names.isView(name) else { throw fail(.notAKeyInViews(name), at: index) }
    var predicates: [VisualFormatSyntax.Predicate] = []
    if current == "(" {
      index += 1
      while true {
        predicates.append(try parsePredicate(inView: true))
        if current == "," {
          index += 1
          continue
        }
        if current == ")" {
          index += 1
          guard current == "]" else { throw fail(.expectedBracketAfterThickness, at: index) }
          break
        }
        throw fail(atEnd ? .outOfFodderInView : .thicknessPredicateEnd, at: index)
      }
    }
    guard current == "]" else { throw fail(.expectedCloseBracket, at: index) }
    index += 1
    return .init(name: name, predicates: predicates, range: start..<index)
  }

  /// `relation? object ('@' priority)?`.
  private mutating func parsePredicate(inView: Bool) throws(VisualFormatDiagnostic) -> VisualFormatSyntax.Predicate {
    let start = index
    if atEnd { throw fail(inView ? .outOfFodderInView : .expectedMoreInput, at: index) }
    var relation = VisualFormatSyntax.Relation.equal
    if let c = current, c == "=" || c == "<" || c == ">" {
      guard lexer.character(at: index + 1) == "=" else { throw fail(.unknownRelation, at: index + 1) }
      relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      index += 2
    }
    if atEnd { throw fail(inView ? .outOfFodderInView : .expectedMoreInput, at: index) }
    let object: VisualFormatSyntax.Object
    switch try parseValue(allowingView: true) {
    case .value(let v): object = .constant(v)
    case .view(let name):
      guard inView else { throw fail(.spaceEqualToView, at: index) }
      object = .view(name)
    }
    var priority: VisualFormatSyntax.Value? = nil
    if current == "@" {
      index += 1
      if atEnd { throw fail(inView ? .outOfFodderInView : .expectedMoreInput, at: index) }
      guard case .value(let p) = try parseValue(allowingView: false) else {
        throw fail(.expectedNumberOrKey, at: index)
      }
      let number: Double
      switch p {
      case .number(let n): number = n
      case .metric(let name):
        guard case .metric(let n) = names.meaning(of: name) else { throw fail(.unknownMetric(name), at: index) }
        number = n
      }
      if !(number > 0) { throw fail(.priorityNotPositive(number), at: index) }
      if number > 1000 { throw fail(.priorityTooHigh(number), at: index) }
      priority = p
    }
    return .init(relation: relation, object: object, priority: priority, range: start..<index)
  }

  private enum ParsedValue {
    case value(VisualFormatSyntax.Value)
    case view(String)
  }

  /// A number (when the text starts with '-' or a digit) or a name, resolved
  /// metrics first, then views (only when `allowingView`).
  private mutating func parseValue(allowingView: Bool) throws(VisualFormatDiagnostic) -> ParsedValue {
    if current == "-" || VisualFormatLexer.isDigit(current) {
      guard let token = lexer.number(at: index), case .number(let n) = token.kind else {
        throw fail(.expectedNumberOrAKey, at: index)
      }
      index = token.end
      return .value(.number(n))
    }
    guard VisualFormatLexer.isIdentifierStart(current) else { throw fail(.expectedNumberOrKey, at: index) }
    let token = lexer.identifier(at: index)
    index = token.end
    guard case .identifier(let name) = token.kind else { throw fail(.expectedNumberOrKey, at: token.start) }
    switch names.meaning(of: name) {
    case .metric: return .value(.metric(name))
    case .view where allowingView: return .view(name)
    default: throw fail(.unknownMetric(name), at: index)
    }
  }
}
