import Testing

@testable import Scrollwork

/// The grammar layer alone: tokens with positions and the syntax tree, with no
/// views involved (UIKitBehaviour.md §2.1–2.2).
@Suite struct VisualFormatParserTests {
  typealias Syntax = VisualFormatSyntax

  @Test("the lexer reads numbers as strtod does, with positions")
  func lexerNumbers() {
    let lexer = VisualFormatLexer(bytes: Array("-10e2-1e-[ab_1".utf8))
    #expect(lexer.number(at: 0) == VisualFormatToken(kind: .number(-1000), range: 0..<5))
    #expect(lexer.number(at: 6) == VisualFormatToken(kind: .number(1), range: 6..<7))
    #expect(lexer.number(at: 9) == nil)
    #expect(lexer.token(at: 9) == VisualFormatToken(kind: .punctuation("["), range: 9..<10))
    #expect(lexer.token(at: 10) == VisualFormatToken(kind: .identifier("ab_1"), range: 10..<14))
    #expect(lexer.token(at: 14).kind == .end)
  }

  @Test("a full format parses into orientation, bars, connections and views")
  func fullTree() throws {
    let syntax = try VisualFormatParser.parse("V:|-[a(>=20@500,==b)]-(<=pad)-[c]|")
    #expect(syntax.orientation == .vertical)
    #expect(syntax.leadingBar?.index == 2)
    #expect(syntax.leadingBar?.connection.spacing == .standard)
    #expect(syntax.firstView.name == "a")
    #expect(
      syntax.firstView.predicates == [
        Syntax.Predicate(
          relation: .greaterThanOrEqual, object: .constant(.number(20)), priority: .number(500), range: 7..<15),
        // With syntax-only names every identifier reads as a metric.
        Syntax.Predicate(relation: .equal, object: .constant(.metric("b")), priority: nil, range: 16..<19),
      ])
    #expect(syntax.views.count == 1)
    #expect(
      syntax.views.first?.connection.spacing
        == .predicates([
          Syntax.Predicate(relation: .lessThanOrEqual, object: .constant(.metric("pad")), priority: nil, range: 23..<28)
        ]))
    #expect(syntax.views.first?.view.name == "c")
    #expect(syntax.trailingBar?.connection.spacing == .flush)
    #expect(syntax.trailingBar?.index == 33)
  }

  @Test("leniencies: bare predicates with relation and priority; no orientation means H")
  func leniencies() throws {
    let syntax = try VisualFormatParser.parse("[a]-<=20@750-[b]")
    #expect(syntax.orientation == .horizontal)
    #expect(
      syntax.views.first?.connection.spacing
        == .predicates([
          Syntax.Predicate(
            relation: .lessThanOrEqual, object: .constant(.number(20)), priority: .number(750), range: 4..<12)
        ]))
  }

  @Test(
    "syntax errors carry UIKit's caret offset",
    arguments: [
      ("H", 1), ("Hx", 1), ("[a]|x", 4), ("[a(50", 5), ("[", 1), ("[a((20))]", 3), ("[a]-(1", 6), ("[a]-(1;", 6),
      ("|x", 1), ("[a]-10-", 7), ("|-|", 2), ("|-10-|", 5),
    ])
  func caretOffsets(_ format: String, _ caret: Int) {
    #expect(throws: VisualFormatDiagnostic.self) { _ = try VisualFormatParser.parse(format) }
    do {
      _ = try VisualFormatParser.parse(format)
    } catch {
      #expect(error.index == caret, "\(format): \(error.message.text)")
    }
  }
}
