import Foundation
import Scrollwork
import Testing

@testable import ScrollworkLayoutFile

@Suite("Layout files: the equation grammar")
struct ConstraintEquationTests {
  @Test("item.attr REL multiplier * item.attr + constant @priority")
  func fullForm() throws {
    let e = try ConstraintEquation.parse("box.height == 0.5 * content.width + 10 @750")
    #expect(e.first.viewID == "box")
    #expect(e.first.attribute == .single(.height))
    #expect(e.relation == .equal)
    #expect(e.second?.viewID == "content")
    #expect(e.second?.attribute == .single(.width))
    #expect(e.second?.offset == 20)
    #expect(e.multiplier == 0.5)
    #expect(e.constant == 10)
    #expect(e.priority == 750)
  }

  @Test("item.attr REL constant, with >= and <=")
  func constantForm() throws {
    let a = try ConstraintEquation.parse("box.width <= 300")
    #expect(a.relation == .lessThanOrEqual)
    #expect(a.second == nil)
    #expect(a.constant == 300)
    #expect(a.priority == nil)
    let b = try ConstraintEquation.parse("box.width >= -2.5e1")
    #expect(b.relation == .greaterThanOrEqual)
    #expect(b.constant == -25)
  }

  @Test("the multiplier after the item, a division, a minus constant and a leading constant")
  func otherOrders() throws {
    let a = try ConstraintEquation.parse("a.width == b.width * 0.25 - 4")
    #expect(a.multiplier == 0.25)
    #expect(a.constant == -4)
    let b = try ConstraintEquation.parse("a.width == b.width / 4")
    #expect(b.multiplier == 0.25)
    let c = try ConstraintEquation.parse("a.top == 8 + b.bottom")
    #expect(c.constant == 8)
    #expect(c.multiplier == 1)
    #expect(c.second?.attribute == .single(.bottom))
    let d = try ConstraintEquation.parse("a.width == -b.width")
    #expect(d.multiplier == -1)
  }

  @Test("guides and shorthands: edges, size, center; a right side without attribute takes the left's")
  func guidesAndShorthands() throws {
    let e = try ConstraintEquation.parse("content.edges == scroll.contentLayoutGuide.edges")
    #expect(e.first.attribute == .edges)
    #expect(e.second?.guide == .contentLayoutGuide)
    #expect(e.second?.attribute == .edges)
    #expect(ConstraintEquation.Attribute.edges.expanded == [.top, .leading, .bottom, .trailing])
    let s = try ConstraintEquation.parse("a.size == b")
    #expect(s.second?.viewID == "b")
    #expect(s.second?.attribute == nil)
    let k = try ConstraintEquation.parse("bar.bottom == root.keyboardLayoutGuide.top")
    #expect(k.second?.guide == .keyboardLayoutGuide)
    let m = try ConstraintEquation.parse("a.leadingMargin == b.centerXWithinMargins")
    #expect(m.first.attribute == .single(.leadingMargin))
    #expect(m.second?.attribute == .single(.centerXWithinMargins))
  }

  @Test(
    "named priorities and arithmetic on them",
    arguments: [
      ("required", Float(1000)), ("defaultHigh", 750), ("high", 750), ("defaultLow", 250), ("low", 250),
      ("fittingSizeLevel", 50), ("defaultHigh - 1", 749), ("low + 1", 251), ("999.5", 999.5),
    ])
  func priorities(text: String, value: Float) throws {
    #expect(try ConstraintEquation.parse("a.width == 10 @\(text)").priority == value)
    #expect(try ConstraintEquation.parsePriority(text) == value)
  }

  @Test(
    "errors name the offending token's offset",
    arguments: [
      ("a.width = 10", "Unknown relation '=': use '=='.", 8),
      ("a.width => 10", "Unknown relation '=>': use '>='.", 8),
      ("a == b.width", "Expected an attribute after 'a' (for example 'a.top').", 1),
      (
        "a.wdth == 10",
        "Unknown attribute 'wdth': expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, edges, size, center.",
        2
      ),
      ("a.width ==", "Expected a constant or item.attribute after '=='.", 10),
      ("a.width == b.width + c.width", "Only one item may appear on the right-hand side.", 21),
      ("a.width == 10 @0", "Priority 0 is outside (0, 1000].", 15),
      ("a.width == 10 @1001", "Priority 1001 is outside (0, 1000].", 15),
      (
        "a.width == 10 @urgent",
        "Unknown priority 'urgent': use a number in (0, 1000] or required, defaultHigh, high, defaultLow, low, fittingSizeLevel.",
        15
      ),
      ("a.width == 10 10", "Unexpected '10' after the equation.", 14),
      ("a.width == b.width / 0", "Division by zero.", 21),
      ("a.width == 2 * 3", "Expected item.attribute after '*', found '3'.", 15),
      ("a.width == 1e999", "'1e999' is not a finite number.", 11),
      ("a.width == 10 # c", "Unexpected character '#'.", 14),
      (
        "a.b.c.top == 1",
        "Unknown guide 'b': expected one of contentLayoutGuide, frameLayoutGuide, safeAreaLayoutGuide, layoutMarginsGuide, keyboardLayoutGuide, readableContentGuide.",
        2
      ),
      ("a..top == 1", "Expected a name before '.'.", 2),
      ("== 1", "Expected item.attribute at the start, found '=='.", 0),
    ])
  func errors(text: String, message: String, offset: Int) {
    #expect(throws: EquationError(message: message, offset: offset)) { try ConstraintEquation.parse(text) }
  }
}
