import Foundation
import Testing

@testable import Scrollwork

/// Builder rules beyond the §2.5 table (UIKitBehaviour.md §2.2–2.3), in the same
/// notation as ``VisualFormatConformanceTests``.
@Suite struct VisualFormatBuilderTests {
  typealias Fixture = VisualFormatConformanceTests.Fixture

  @Test(
    "generated constraints",
    arguments: [
      // spacingBaselineToBaseline: sibling spaces run last baseline → first baseline.
      (
        "V:[a]-[b]", LayoutConstraint.FormatOptions.spacingBaselineToBaseline,
        ["b.firstBaseline == a.lastBaseline + 8 (NSSpace)"]
      ),
      (
        "V:|-[a]-(4)-[b]", .spacingBaselineToBaseline,
        ["a.top == S.topMargin + 0", "b.firstBaseline == a.lastBaseline + 4"]
      ),
      // Direction options are ignored for V:.
      ("V:|-5-[a]", .directionRightToLeft, ["a.top == S.top + 5"]),
      // Right-to-left standard spaces use the mirrored margins.
      ("|-[a]-|", .directionRightToLeft, ["S.rightMargin == a.right + 0", "a.left == S.leftMargin + 0"]),
      // A metric named like a view wins; metric priorities; negative metrics.
      ("[a]-b-[c]", [], ["c.leading == a.trailing + 3"]),
      ("[a]-(>=z@hi)-[c]", [], ["c.leading >= a.trailing - 3.5 @750"]),
      ("[a(>=b,<=50)]", [], ["a.width >= 3", "a.width <= 50"]),
      // A single view with alignment options does not error.
      ("[a]", .alignAllLeft, []),
      // Alignment constraints come last, per connection, attributes ascending.
      (
        "[a]-[b][c]", [.alignAllCenterY, .alignAllTop],
        [
          "b.leading == a.trailing + 8 (NSSpace)", "c.leading == b.trailing + 0",
          "a.top == b.top + 0", "a.centerY == b.centerY + 0", "b.top == c.top + 0", "b.centerY == c.centerY + 0",
        ]
      ),
      // strtod numbers: exponents and fractions.
      ("[a]-1e1-[b(0.5)]", [], ["b.leading == a.trailing + 10", "b.width == 0.5"]),
    ] as [(String, LayoutConstraint.FormatOptions, [String])])
  func generated(_ format: String, _ options: LayoutConstraint.FormatOptions, _ expected: [String]) throws {
    let f = Fixture()
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: format, options: options, metrics: ["b": 3, "z": -3.5, "hi": Float(750)], views: f.views)
    #expect(constraints.map(f.render) == expected)
  }

  @Test(
    "builder errors",
    arguments: [
      (
        "[a]-[b]", LayoutConstraint.FormatOptions.spacingBaselineToBaseline,
        "BaselineToBaseline format option not valid for horizontal layout", 7
      ),
      (
        "V:[a][b]", .alignAllTop,
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
        8
      ),
      ("|-|", [], "No view was specified for this constraint", 2),
      ("[a]-(-x)-[b]", [], "Expected a number or a key from the metrics dictionary, but encountered something else", 5),
      // Apple's parser sends only '-' and digits to strtod: ".5" is not a constant.
      ("[a(.5)]", [], "Expected a number or key from the metrics dictionary, but encountered something else", 3),
      // strtod overflows to infinity; refused [choice].
      (
        "[a]-1e999-[b]", [], "Expected a number or a key from the metrics dictionary, but encountered something else", 4
      ),
      (
        "[a(50@b)]", [],
        "Encountered metric with name \"b\", but value was not specified in metrics or views dictionaries", 7
      ),
    ] as [(String, LayoutConstraint.FormatOptions, String, Int)])
  func errors(_ format: String, _ options: LayoutConstraint.FormatOptions, _ message: String, _ caret: Int) {
    let f = Fixture()
    do {
      _ = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: format, options: options, metrics: nil, views: f.views)
      Issue.record("expected an error for \(format)")
    } catch {
      #expect(error.reason == VisualFormatConformanceTests.reason(message, format, caret))
    }
  }
}

extension VisualFormatBuilderTests {
  @Test("a standard sibling space prints as NSSpace(8); the source is the format")
  func standardSpaceDescription() throws {
    let f = Fixture()
    let constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: "[a]-[b]", options: [], metrics: nil, views: f.views)
    #expect(constraints.count == 1)
    #expect(constraints.first?.description.contains("NSSpace(8)") == true)
    #expect(constraints.first?.sourceLocation == "VFL: [a]-[b]")
  }
}
