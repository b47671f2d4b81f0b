import Foundation
import Testing

@testable import Scrollwork

/// Bad visual format strings (Documentation/BadInputs.md, "VFL" rows): each throws a
/// ``VisualFormatError`` with UIKit's exact reason and caret (UIKitBehaviour.md §2.4).
///
/// The catalogue rows E1–E22 are tested in ``VisualFormatConformanceTests`` and the
/// builder's own errors in ``VisualFormatBuilderTests``; this suite adds the messages
/// those do not reach, bracket and parenthesis abuse, non-ASCII text and 100 KB strings.
@Suite("Bad inputs: visual format strings")
struct BadVisualFormatTests {
  typealias Fixture = VisualFormatConformanceTests.Fixture

  /// The error `format` throws with the fixture's views `a`, `b`, `c` in one superview.
  static func error(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]? = nil
  ) -> VisualFormatError? {
    let f = Fixture()
    do {
      _ = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: format, options: options, metrics: metrics, views: views ?? f.views)
      return nil
    } catch {
      return error
    }
  }

  /// UIKit's reason layout (UIKitBehaviour.md §2.4).
  static func reason(_ message: String, _ format: String, _ caret: Int?) -> String {
    VisualFormatConformanceTests.reason(message, format, caret)
  }

  @Test(
    "§2.4 catalogue messages not covered by the §2.5 table",
    arguments: [
      ("H|[a]|", "Expected ':' after 'H' to specify horizontal arrangement", 1),
      ("Hx", "Expected ':' after 'H' to specify horizontal arrangement", 1),
      ("[a]|x", "Expected the end of the format string", 4),
      ("|[a]|-[b]", "Expected the end of the format string", 5),
      ("[", "Unexpectedly ran out of character fodder in the middle of parsing a view", 1),
      ("[a(50", "Unexpectedly ran out of character fodder in the middle of parsing a view", 5),
      ("[a(>=", "Unexpectedly ran out of character fodder in the middle of parsing a view", 5),
      (
        "[a]-(1;)-[b]",
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6
      ),
      ("[a]-(1", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6),
      (
        "[a(50@2e3)]",
        "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 9
      ),
      ("[a(50@-1)]", "Invalid priority specified: -1. Priority must be greater than 0", 8),
      ("|-|", "No view was specified for this constraint", 2),
    ] as [(String, String, Int)])
  func catalogue(_ format: String, _ message: String, _ caret: Int) {
    let error = Self.error(format)
    #expect(error?.reason == Self.reason(message, format, caret))
    #expect(error?.index == caret)
  }

  @Test(
    "§2.2 nested or unbalanced brackets and parentheses: UIKit's message at the first bad character",
    arguments: [
      // Parentheses do not nest (§2.2).
      ("[a((20))]", "Expected a number or key from the metrics dictionary, but encountered something else", 3),
      ("[a]-((20))-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
      (
        "[[a]]",
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
        1
      ),
      ("[a]]", "Expected a view or '|'", 3),
      ("[a)]", "Expected a ']' here. That is how you give the end of a view.", 2),
      ("[a(10))]", "Expected ']' after specifying thickness.", 6),
      ("[a(10]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
      (
        "|-(10-[a]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
        5
      ),
      ("|-10)-[a]", "Expected a '-' here", 4),
      ("]", "Expected a view", 0),
      (")", "Expected a view", 0),
      ("(", "Expected a view", 0),
    ] as [(String, String, Int)])
  func brackets(_ format: String, _ message: String, _ caret: Int) {
    let error = Self.error(format)
    #expect(error?.reason == Self.reason(message, format, caret))
  }

  @Test("deep nesting (50,000 levels) is one error at the second bracket, not a recursion")
  func deepNesting() {
    let depth = 50_000
    let opens = String(repeating: "(", count: depth)
    let closes = String(repeating: ")", count: depth)
    let inView = "[a" + opens + "20" + closes + "]"
    #expect(
      Self.error(inView)?.reason
        == Self.reason(
          "Expected a number or key from the metrics dictionary, but encountered something else", inView, 3))
    let brackets = String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth)
    #expect(
      Self.error(brackets)?.reason
        == Self.reason(
          "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
          brackets, 1))
    let connection = "[a]-" + opens + "8" + closes + "-[b]"
    #expect(Self.error(connection)?.index == 5)
  }

  @Test(
    "§2.2 non-ASCII anywhere is refused before parsing, with no caret",
    arguments: [
      "[caf\u{E9}]", "[a]-\u{2014}-[b]", "\u{FF3B}a\u{FF3D}", "[a]\u{1F600}", "H\u{FF1A}[a]", "[a(50)]\u{200B}",
      "[a]-(8\u{00A0})-[b]", "e\u{301}",
    ])
  func nonASCII(_ format: String) {
    let error = Self.error(format)
    #expect(error?.reason == "Unable to parse constraint format: It contains non-ASCII characters.")
    #expect(error?.message == "It contains non-ASCII characters.")
    #expect(error?.index == nil)
    #expect(error?.format == format)
  }

  @Test("ASCII control characters are ordinary bad characters, with a caret")
  func controlCharacters() {
    let format = "[a]\u{0}[b]"
    #expect(Self.error(format)?.reason == Self.reason("Expected a view or '|'", format, 3))
    let tab = "[a]-\t-[b]"
    #expect(
      Self.error(tab)?.reason
        == Self.reason("Expected a number or key from the metrics dictionary, but encountered something else", tab, 4))
  }

  @Test("non-ASCII names in the dictionaries cannot be reached; ASCII names still work")
  func nonASCIIKeys() throws {
    let f = Fixture()
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: "[a]-[b]", options: [], metrics: ["\u{E9}": 5], views: ["a": f.a, "b": f.b, "\u{E9}": f.c])
    #expect(constraints.map(f.render) == ["b.leading == a.trailing + 8 (NSSpace)"])
  }
}

/// 100 KB visual format strings: the parser and builder are linear, so these run in
/// the blink of an eye; a quadratic step would make this suite visibly slow.
@Suite("Bad inputs: 100 KB visual format strings")
struct LongVisualFormatTests {
  static let size = 100 * 1024

  @Test("a valid 100 KB chain of views builds one constraint per connection, each naming the format")
  func longChain() throws {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var views: [String: Any] = [:]
    var format = "H:|"
    var count = 0
    while format.utf8.count < Self.size {
      let name = "v\(count)"
      let v = View()
      superview.addSubview(v)
      views[name] = v
      format += "-[\(name)]"
      count += 1
    }
    format += "-|"
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: format, options: [], metrics: nil, views: views)
    #expect(format.utf8.count >= Self.size)
    #expect(constraints.count == count + 1)
    let last = try #require(constraints.last)
    #expect(last.firstItem === superview && last.firstAttribute == .trailingMargin)
    #expect(last.secondItem === (views["v\(count - 1)"] as AnyObject) && last.secondAttribute == .trailing)
    let source = "VFL: " + format
    #expect(constraints.allSatisfy { $0.sourceLocation == source })
  }

  @Test("a 100 KB view name that is not a key: the message names it and the caret follows it")
  func longName() {
    let name = String(repeating: "x", count: Self.size)
    let format = "[" + name + "]"
    let error = BadVisualFormatTests.error(format)
    #expect(error?.message == name + " is not a key in the views dictionary.")
    #expect(error?.index == Self.size + 1)
    #expect(
      error?.reason
        == BadVisualFormatTests.reason(name + " is not a key in the views dictionary.", format, Self.size + 1))
  }

  @Test("100 KB of dashes, digits, commas and bars fail at their first bad character")
  func longJunk() {
    let dashes = "[a]" + String(repeating: "-", count: Self.size)
    #expect(
      BadVisualFormatTests.error(dashes)?.reason
        == BadVisualFormatTests.reason(
          "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
          dashes, 4))
    // 100 KB of digits overflows to infinity: refused as a number [choice].
    let digits = "[a(" + String(repeating: "9", count: Self.size) + ")]"
    #expect(
      BadVisualFormatTests.error(digits)?.reason
        == BadVisualFormatTests.reason(
          "Expected a number or a key from the metrics dictionary, but encountered something else", digits, 3))
    // A long list of predicates is fine: one constraint each.
    let list = "[a(" + Array(repeating: ">=1", count: Self.size / 4).joined(separator: ",") + ")]"
    let f = VisualFormatConformanceTests.Fixture()
    let constraints = try? LayoutConstraint.constraintsOrThrow(
      withVisualFormat: list, options: [], metrics: nil, views: f.views)
    #expect(constraints?.count == Self.size / 4)
    #expect(constraints?.last.map(f.render) == "a.width >= 1")
    let bars = String(repeating: "|", count: Self.size)
    #expect(
      BadVisualFormatTests.error(bars)?.reason
        == BadVisualFormatTests.reason("Expected a connection after the '|' character", bars, 1))
  }

  /// `[a(>=1.000…,>=1,>=1,…)]`, exactly `bytes` long: 65,534 width predicates, the
  /// first padded with zeros (a valid string UIKit would read).
  static func predicateList(bytes: Int) -> String {
    let rest = Array(repeating: ">=1", count: 65_533).joined(separator: ",")
    let zeros = bytes - ("[a(>=1.," + rest + ")]").utf8.count
    return "[a(>=1." + String(repeating: "0", count: zeros) + "," + rest + ")]"
  }

  @Test("a string over 262,144 bytes is refused before parsing, with the caret at the limit")
  func overTheLimit() {
    #expect(VisualFormatError.maximumFormatLength == 262_144)
    let format = Self.predicateList(bytes: 262_145)
    #expect(format.utf8.count == 262_145)
    let message = "The format string is 262145 bytes long; visual format strings may be at most 262144 bytes."
    let error = BadVisualFormatTests.error(format)
    #expect(error?.message == message)
    #expect(error?.index == 262_144)
    #expect(error?.format == format)
    #expect(error?.reason == BadVisualFormatTests.reason(message, format, 262_144))
    // 5 MB of non-ASCII text: the length is checked first.
    let wide = String(repeating: "\u{E9}", count: 2_621_440)
    #expect(
      BadVisualFormatTests.error(wide)?.message
        == "The format string is 5242880 bytes long; visual format strings may be at most 262144 bytes.")
    // The non-throwing call returns nothing (and records the same error).
    let f = VisualFormatConformanceTests.Fixture()
    #expect(LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: f.views).isEmpty)
  }

  @Test("a string of exactly 262,144 bytes is read: one constraint per predicate")
  func atTheLimit() throws {
    let format = Self.predicateList(bytes: 262_144)
    #expect(format.utf8.count == 262_144)
    let f = VisualFormatConformanceTests.Fixture()
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: format, options: [], metrics: nil, views: f.views)
    #expect(constraints.map(f.render) == Array(repeating: "a.width >= 1", count: 65_534))
  }
}
