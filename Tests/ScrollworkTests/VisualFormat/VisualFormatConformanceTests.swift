import Foundation
import Testing

@testable import Scrollwork

/// UIKitBehaviour.md §2.5: every conformance case, as data. Views `a`, `b`, `c` share
/// the superview `S` (default margins 8); metrics `{pad: 12, hi: 750}`.
///
/// A generated constraint is written `x.attr REL y.attr + k @p` (second item: the
/// constant always shown, `*m` when the multiplier is not 1; `@p` when p ≠ 1000;
/// ` (NSSpace)` when it is the symbolic standard space).
@Suite struct VisualFormatConformanceTests {
  struct Valid: CustomTestStringConvertible, Sendable {
    let number: Int
    let format: String
    let options: LayoutConstraint.FormatOptions
    let expected: [String]
    init(_ number: Int, _ format: String, _ expected: [String], options: LayoutConstraint.FormatOptions = []) {
      self.number = number
      self.format = format
      self.options = options
      self.expected = expected
    }
    var testDescription: String { "\(number) \(format)" }
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let number: String
    let format: String
    let options: LayoutConstraint.FormatOptions
    let message: String
    let caret: Int?
    let withMetrics: Bool
    let orphan: Bool
    init(
      _ number: String, _ format: String, _ message: String, _ caret: Int?,
      options: LayoutConstraint.FormatOptions = [], withMetrics: Bool = true, orphan: Bool = false
    ) {
      self.number = number
      self.format = format
      self.options = options
      self.message = message
      self.caret = caret
      self.withMetrics = withMetrics
      self.orphan = orphan
    }
    var testDescription: String { "\(number) \(format)" }
  }

  static let valid: [Valid] = [
    Valid(1, "[a]-[b]", ["b.leading == a.trailing + 8 (NSSpace)"]),
    Valid(2, "[a][b]", ["b.leading == a.trailing + 0"]),
    Valid(3, "[a]-10-[b]", ["b.leading == a.trailing + 10"]),
    Valid(4, "|-20-[a]-20-|", ["a.leading == S.leading + 20", "S.trailing == a.trailing + 20"]),
    Valid(5, "|[a]|", ["a.leading == S.leading + 0", "S.trailing == a.trailing + 0"]),
    Valid(6, "|-[a]-|", ["a.leading == S.leadingMargin + 0", "S.trailingMargin == a.trailing + 0"]),
    Valid(7, "V:|-[a]-|", ["a.top == S.topMargin + 0", "S.bottomMargin == a.bottom + 0"]),
    Valid(8, "V:[a]-10-[b]", ["b.top == a.bottom + 10"]),
    Valid(9, "[a(50)]", ["a.width == 50"]),
    Valid(10, "V:[a(50)]", ["a.height == 50"]),
    Valid(11, "[a(>=50)]", ["a.width >= 50"]),
    Valid(12, "[a(==b)]", ["a.width == b.width + 0"]),
    Valid(13, "V:[a(==b)]", ["a.height == b.height + 0"]),
    Valid(14, "[a(>=70,<=100)]", ["a.width >= 70", "a.width <= 100"]),
    Valid(15, "[a(>=50,<=100@750)]", ["a.width >= 50", "a.width <= 100 @750"]),
    Valid(16, "[a(100@20)]", ["a.width == 100 @20"]),
    Valid(17, "[a]-(>=8)-[b]", ["b.leading >= a.trailing + 8"]),
    Valid(18, "[a]-(>=8,<=20)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"]),
    Valid(19, "[a]-(-10)-[b]", ["b.leading == a.trailing - 10"]),
    Valid(20, "|-pad-[a]", ["a.leading == S.leading + 12"]),
    Valid(21, "[a(50@hi)]", ["a.width == 50 @750"]),
    Valid(
      22, "|-[a]-[b]-[c(>=20@500)]-|",
      [
        "a.leading == S.leadingMargin + 0", "b.leading == a.trailing + 8 (NSSpace)",
        "c.leading == b.trailing + 8 (NSSpace)", "c.width >= 20 @500", "S.trailingMargin == c.trailing + 0",
      ]),
    Valid(23, "[a][b]", ["b.leading == a.trailing + 0", "a.top == b.top + 0"], options: .alignAllTop),
    Valid(
      24, "V:[a]-[b]",
      ["b.top == a.bottom + 8 (NSSpace)", "a.leading == b.leading + 0", "a.trailing == b.trailing + 0"],
      options: [.alignAllLeading, .alignAllTrailing]),
    Valid(
      25, "|-8-[a]-8-[b]-8-|",
      ["a.left == S.left + 8", "b.left == a.right + 8", "S.right == b.right + 8"], options: .directionLeftToRight),
    Valid(
      26, "|-8-[a]-8-[b]-8-|",
      ["S.right == a.right + 8", "a.left == b.right + 8", "b.left == S.left + 8"], options: .directionRightToLeft),
    Valid(27, "V:|[a]-(>=0@250)-|", ["a.top == S.top + 0", "S.bottom >= a.bottom + 0 @250"]),
    Valid(28, "[a]->=20@750-[b]", ["b.leading >= a.trailing + 20 @750"]),
  ]

  static let invalid: [Invalid] = [
    Invalid("E1", "", "It's an empty string.", nil),
    Invalid("E2", "V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
    Invalid(
      "E3", "[a]--[b]",
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
      4),
    Invalid(
      "E4", "[a]-10,20-[b]",
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
      6),
    Invalid("E5", "[a]-10[b]", "Expected a '-' here", 6),
    Invalid("E6", "[missing]", "missing is not a key in the views dictionary.", 8),
    Invalid("E7", "[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
    Invalid("E8", "[a(50)", "Expected ']' after specifying thickness.", 6),
    Invalid("E9", "[a(=50)]", "Unknown relation. Must be ==, >=, or <=", 4),
    Invalid(
      "E10", "[a(50@1001)]",
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
    Invalid("E11", "[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
    Invalid(
      "E12", "H:|[a]|", "Unable to interpret '|' character, because the related view doesn't have a superview", 6,
      orphan: true),
    Invalid(
      "E13", "[a]-(b)-[c]",
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
      6),
    Invalid(
      "E14", "[a]-pad-[b]",
      "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries", 7,
      withMetrics: false),
    Invalid("E15", "[a][b", "Expected a ']' here. That is how you give the end of a view.", 5),
    Invalid("E16", "[a]x", "Expected a view or '|'", 3),
    Invalid(
      "E17", "[1a]",
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
      1),
    Invalid("E18", "[a]-", "Expected more input", 4),
    Invalid("E19", "|", "Expected a connection after the '|' character", 1),
    Invalid(
      "E20", "[a][b]",
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
      6, options: .alignAllLeft),
    Invalid("E21", "H: |[a]|", "Expected a view", 2),
    Invalid("E22", "[a()]", "Expected a number or key from the metrics dictionary, but encountered something else", 3),
  ]

  /// `S` with subviews `a`, `b`, `c`, and the names to print them by.
  struct Fixture {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let a = View(), b = View(), c = View()
    init(orphan: Bool = false) {
      for v in [a, b, c] {
        v.translatesAutoresizingMaskIntoConstraints = false
        if !orphan { superview.addSubview(v) }
      }
    }
    var views: [String: Any] { ["a": a, "b": b, "c": c] }
    static var metrics: [String: Any] { ["pad": 12, "hi": 750] }

    func name(_ item: AnyObject?) -> String {
      switch item {
      case let x? where x === a: "a"
      case let x? where x === b: "b"
      case let x? where x === c: "c"
      case let x? where x === superview: "S"
      default: "?"
      }
    }

    func render(_ c: LayoutConstraint) -> String {
      var text = "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation) "
      if c.secondItem != nil {
        let m = c.multiplier == 1 ? "" : "*\(formatG(Double(c.multiplier)))"
        let sign = c.constant < 0 ? "-" : "+"
        text += "\(m)\(name(c.secondItem)).\(c.secondAttribute) \(sign) \(formatG(Double(abs(c.constant))))"
      } else {
        text += formatG(Double(c.constant))
      }
      if c.priority != .required { text += " @\(c.priority)" }
      if c.isSystemSpacing { text += " (NSSpace)" }
      return text
    }
  }

  /// UIKit's reason layout (UIKitBehaviour.md §2.4), written out independently.
  static func reason(_ message: String, _ format: String, _ caret: Int?) -> String {
    guard let caret else { return "Unable to parse constraint format: " + message }
    return "Unable to parse constraint format: \n\(message) \n\(format) \n" + String(repeating: " ", count: caret) + "^"
  }

  @Test("§2.5 valid formats generate UIKit's constraints in order", arguments: valid)
  func validFormat(_ testCase: Valid) throws {
    let f = Fixture()
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: testCase.format, options: testCase.options, metrics: Fixture.metrics, views: f.views)
    #expect(constraints.map(f.render) == testCase.expected)
    #expect(constraints.allSatisfy { !$0.isActive }, "UIKit returns inactive constraints")
  }

  @Test("§2.5 invalid formats throw UIKit's exact reason and caret", arguments: invalid)
  func invalidFormat(_ testCase: Invalid) {
    let f = Fixture(orphan: testCase.orphan)
    do {
      _ = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: testCase.format, options: testCase.options,
        metrics: testCase.withMetrics ? Fixture.metrics : nil, views: f.views)
      Issue.record("expected an error for \(testCase.format)")
    } catch {
      #expect(error.reason == Self.reason(testCase.message, testCase.format, testCase.caret))
      #expect(error.message == testCase.message)
      #expect(error.index == testCase.caret)
      #expect(error.format == testCase.format)
    }
  }

  @Test("§2.4 the reason text is byte-for-byte UIKit's")
  func literalReason() {
    #expect(throws: VisualFormatError.self) {
      _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "[missing]", options: [], metrics: nil, views: [:])
    }
    do {
      _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "[missing]", options: [], metrics: nil, views: [:])
    } catch {
      #expect(
        error.reason
          == "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \n[missing] \n        ^"
      )
    }
  }
}
