import Foundation
import Scrollwork

extension ConstraintEquation {
  /// Parses an equation (grammar in `Documentation/LayoutFiles.md`):
  ///
  /// ```
  /// equation := operand REL sum ['@' priority]
  /// REL      := '==' | '>=' | '<='
  /// sum      := ['+' | '-'] term (('+' | '-') term)*
  /// term     := number | number '*' operand | operand ['*' number | '/' number]
  /// operand  := id ['.' guide] ['.' attribute]
  /// priority := (number | name) [('+' | '-') number]
  /// ```
  ///
  /// At most one term on the right names an item; the numbers add up to the
  /// constant. The left operand must name an attribute; a right operand without one
  /// takes the left's.
  /// - Throws: ``EquationError`` with the offset of the offending token.
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String) throws(EquationError) -> ConstraintEquation {
    var p = EquationParser(tokens: try EquationParser.tokenize(text))
    return try p.equation()
  }

  /// Parses a priority on its own (`750`, `high`, `defaultLow + 1`), checked to be in
  /// (0, 1000].
  /// - Throws: ``EquationError`` for a bad name, a bad number or a value out of range.
  public static func parsePriority(_ text: String) throws(EquationError) -> Float {
    var p = EquationParser(tokens: try EquationParser.tokenize(text))
    let value = try p.priority()
    try p.expectEnd("after the priority")
    return value
  }
}

/// A token of the equation language, with its 0-based scalar offset.
struct EquationToken: Equatable {
  enum Kind: Equatable {
    case name([String], [Int])  // dotted path and each component's offset
    case number(Double)
    case symbol(String)  // == >= <= * / + - @
    case end
  }
  var kind: Kind
  var offset: Int
}

/// Recursive descent over the tokens of one equation.
struct EquationParser {
  let tokens: [EquationToken]
  var index = 0

  init(tokens: [EquationToken]) { self.tokens = tokens }

  var current: EquationToken { tokens[min(index, tokens.count - 1)] }

  /// Splits the text into names, numbers and symbols; spaces separate tokens.
  static func tokenize(_ text: String) throws(EquationError) -> [EquationToken] {
    let s = Array(text.unicodeScalars)
    var tokens: [EquationToken] = []
    var i = 0
    func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
    func isNamePart(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    while i < s.count {
      let c = s[i]
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        i += 1
        continue
      }
      let start = i
      if isNameStart(c) {
        var parts: [String] = []
        var offsets: [Int] = []
        var part = ""
        var partStart = i
        while i < s.count, isNamePart(s[i]) || s[i] == "." {
          if s[i] == "." {
            if part.isEmpty { throw EquationError(message: "Expected a name before '.'.", offset: i) }
            parts.append(part)
            offsets.append(partStart)
            part = ""
            partStart = i + 1
          } else {
            part.unicodeScalars.append(s[i])
          }
          i += 1
        }
        if part.isEmpty { throw EquationError(message: "Expected a name after '.'.", offset: i) }
        parts.append(part)
        offsets.append(partStart)
        tokens.append(EquationToken(kind: .name(parts, offsets), offset: start))
      } else if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
        var literal = ""
        while i < s.count, isDigit(s[i]) || s[i] == "." {
          literal.unicodeScalars.append(s[i])
          i += 1
        }
        if i < s.count, s[i] == "e" || s[i] == "E" {
          var j = i + 1
          var exponent = "e"
          if j < s.count, s[j] == "+" || s[j] == "-" {
            exponent.unicodeScalars.append(s[j])
            j += 1
          }
          if j < s.count, isDigit(s[j]) {
            while j < s.count, isDigit(s[j]) {
              exponent.unicodeScalars.append(s[j])
              j += 1
            }
            literal += exponent
            i = j
          }
        }
        if i < s.count, isNameStart(s[i]) {
          throw EquationError(message: "Expected an operator after the number '\(literal)'.", offset: i)
        }
        guard let value = Double(literal), value.isFinite else {
          throw EquationError(message: "'\(literal)' is not a finite number.", offset: start)
        }
        tokens.append(EquationToken(kind: .number(value), offset: start))
      } else if c == "=" || c == ">" || c == "<" {
        guard i + 1 < s.count, s[i + 1] == "=" else {
          // `=<` and `=>` are the usual slips for `<=` and `>=`: name what was written.
          if c == "=", i + 1 < s.count, s[i + 1] == "<" || s[i + 1] == ">" {
            throw EquationError(message: "Unknown relation '=\(s[i + 1])': use '\(s[i + 1])='.", offset: i)
          }
          let hint = c == "=" ? "'=='" : "'\(c)='"
          throw EquationError(message: "Unknown relation '\(c)': use \(hint).", offset: i)
        }
        tokens.append(EquationToken(kind: .symbol(String(c) + "="), offset: start))
        i += 2
      } else if c == "*" || c == "/" || c == "+" || c == "-" || c == "@" {
        tokens.append(EquationToken(kind: .symbol(String(c)), offset: start))
        i += 1
      } else {
        throw EquationError(message: "Unexpected character '\(c)'.", offset: i)
      }
    }
    tokens.append(EquationToken(kind: .end, offset: s.count))
    return tokens
  }

  mutating func advance() { if index < tokens.count - 1 { index += 1 } }

  func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

  /// A short description of the current token for messages.
  var currentText: String {
    switch current.kind {
    case .name(let parts, _): "'\(parts.joined(separator: "."))'"
    case .number(let v): "'\(num(CGFloat(v)))'"
    case .symbol(let s): "'\(s)'"
    case .end: "the end"
    }
  }

  mutating func equation() throws(EquationError) -> ConstraintEquation {
    guard case .name(let parts, let offsets) = current.kind else {
      throw EquationError(
        message: "Expected item.attribute at the start, found \(currentText).", offset: current.offset)
    }
    let first = try operand(parts, offsets, isFirst: true)
    advance()
    let relation: LayoutRelation
    switch current.kind {
    case .symbol("=="): relation = .equal
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("<="): relation = .lessThanOrEqual
    default:
      throw EquationError(message: "Expected '==', '>=' or '<=', found \(currentText).", offset: current.offset)
    }
    let relationText = isSymbol("==") ? "==" : (isSymbol(">=") ? ">=" : "<=")
    advance()
    if case .end = current.kind {
      throw EquationError(
        message: "Expected a constant or item.attribute after '\(relationText)'.", offset: current.offset)
    }
    if isSymbol("@") {
      throw EquationError(
        message: "Expected a constant or item.attribute after '\(relationText)'.", offset: current.offset)
    }
    var second: ConstraintEquation.Operand?
    var multiplier = 1.0
    var constant = 0.0
    var sign = 1.0
    if isSymbol("+") || isSymbol("-") {
      sign = isSymbol("-") ? -1 : 1
      advance()
    }
    while true {
      let termOffset = current.offset
      var itemTerm: (ConstraintEquation.Operand, Double)?
      switch current.kind {
      case .number(let n):
        advance()
        if isSymbol("*") {
          advance()
          guard case .name(let parts, let offsets) = current.kind else {
            throw EquationError(
              message: "Expected item.attribute after '*', found \(currentText).", offset: current.offset)
          }
          itemTerm = (try operand(parts, offsets, isFirst: false), sign * n)
          advance()
        } else {
          constant += sign * n
        }
      case .name(let parts, let offsets):
        let op = try operand(parts, offsets, isFirst: false)
        advance()
        var factor = 1.0
        if isSymbol("*") || isSymbol("/") {
          let divide = isSymbol("/")
          advance()
          guard case .number(let n) = current.kind else {
            throw EquationError(
              message: "Expected a number after '\(divide ? "/" : "*")', found \(currentText).", offset: current.offset)
          }
          if divide && n == 0 { throw EquationError(message: "Division by zero.", offset: current.offset) }
          factor = divide ? 1 / n : n
          advance()
        }
        itemTerm = (op, sign * factor)
      default:
        throw EquationError(
          message: "Expected a number or item.attribute, found \(currentText).", offset: current.offset)
      }
      if let (op, factor) = itemTerm {
        if second != nil {
          throw EquationError(message: "Only one item may appear on the right-hand side.", offset: termOffset)
        }
        second = op
        multiplier = factor
      }
      if isSymbol("+") || isSymbol("-") {
        sign = isSymbol("-") ? -1 : 1
        advance()
        continue
      }
      break
    }
    var priority: Float?
    var priorityOffset: Int?
    if isSymbol("@") {
      advance()
      priorityOffset = current.offset
      priority = try self.priority()
    }
    try expectEnd("after the equation")
    guard constant.isFinite, multiplier.isFinite else {
      throw EquationError(message: "The constant is not finite.", offset: 0)
    }
    return ConstraintEquation(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
      priority: priority, priorityOffset: priorityOffset)
  }

  func expectEnd(_ context: String) throws(EquationError) {
    if case .end = current.kind { return }
    throw EquationError(message: "Unexpected \(currentText) \(context).", offset: current.offset)
  }

  /// `id`, `id.attr`, `id.guide`, `id.guide.attr`.
  func operand(_ parts: [String], _ offsets: [Int], isFirst: Bool) throws(EquationError) -> ConstraintEquation.Operand {
    var op = ConstraintEquation.Operand(
      viewID: parts[0], guide: nil, attribute: nil, offset: offsets[0], attributeOffset: offsets[0])
    var rest = Array(zip(parts.dropFirst(), offsets.dropFirst()))
    if let (name, _) = rest.first, let guide = ConstraintEquation.Guide(rawValue: name) {
      op.guide = guide
      rest.removeFirst()
    }
    if rest.count > 1 {
      let (name, offset) = rest[0]
      throw EquationError(
        message:
          "Unknown guide '\(name)': expected one of \(ConstraintEquation.Guide.allCases.map(\.rawValue).joined(separator: ", ")).",
        offset: offset)
    }
    if let (name, offset) = rest.first {
      guard let attribute = ConstraintEquation.Attribute.named(name) else {
        throw EquationError(
          message:
            "Unknown attribute '\(name)': expected one of \(ConstraintEquation.Attribute.allNames.joined(separator: ", ")).",
          offset: offset)
      }
      op.attribute = attribute
      op.attributeOffset = offset
    }
    if isFirst && op.attribute == nil {
      let end = offsets.last.map { $0 + (parts.last?.unicodeScalars.count ?? 0) } ?? 0
      throw EquationError(
        message: "Expected an attribute after '\(parts.joined(separator: "."))' (for example '\(parts[0]).top').",
        offset: end)
    }
    return op
  }

  /// The token after the current one when it is a number.
  var nextNumber: Double? {
    guard index + 1 < tokens.count, case .number(let n) = tokens[index + 1].kind else { return nil }
    return n
  }

  /// `(number | name) [('+' | '-') number]`, in (0, 1000].
  mutating func priority() throws(EquationError) -> Float {
    let start = current.offset
    var value: Double
    switch current.kind {
    case .number(let n):
      value = n
    case .symbol("-") where nextNumber != nil:
      // A negative number (`hugging: -1`, `@-5`): out of range, said as such rather
      // than as a '-' where a priority was expected.
      value = -(nextNumber ?? 0)
      advance()
    case .name(let parts, _) where parts.count == 1:
      guard let named = ConstraintEquation.priorityNames[parts[0]] else {
        throw EquationError(
          message:
            "Unknown priority '\(parts[0])': use a number in (0, 1000] or required, defaultHigh, high, defaultLow, low, fittingSizeLevel.",
          offset: start)
      }
      value = Double(named)
    default:
      throw EquationError(
        message:
          "Expected a priority (a number in (0, 1000] or a name such as required or high), found \(currentText).",
        offset: start)
    }
    advance()
    if isSymbol("+") || isSymbol("-") {
      let minus = isSymbol("-")
      advance()
      guard case .number(let n) = current.kind else {
        throw EquationError(message: "Expected a number, found \(currentText).", offset: current.offset)
      }
      value += minus ? -n : n
      advance()
    }
    guard value > 0, value <= 1000 else {
      throw EquationError(message: "Priority \(num(CGFloat(value))) is outside (0, 1000].", offset: start)
    }
    return Float(value)
  }
}
