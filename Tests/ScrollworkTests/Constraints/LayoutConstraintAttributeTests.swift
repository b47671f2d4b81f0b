import Foundation
import Testing

@testable import Scrollwork

/// Every attribute through the raw initializer (UIKitBehaviour.md §0, §1): a 50×30 view
/// `v` in a parent `p` at (20, 40, 300, 400), default margins 8.
@Suite struct LayoutConstraintAttributeTests {
  /// `v.attr1 == p.attr2 + constant`, and the x (or y) `v` must get in `p`.
  struct Case: CustomTestStringConvertible, Sendable {
    let attr1: LayoutAttribute
    let attr2: LayoutAttribute
    let constant: CGFloat
    let expected: CGFloat
    var testDescription: String { "v.\(attr1) == p.\(attr2) + \(constant) ⇒ \(expected)" }
  }

  static let horizontal: [Case] = [
    Case(attr1: .left, attr2: .left, constant: 10, expected: 10),
    Case(attr1: .right, attr2: .right, constant: -10, expected: 240),  // maxX 290
    Case(attr1: .leading, attr2: .leading, constant: 10, expected: 10),
    Case(attr1: .trailing, attr2: .trailing, constant: -10, expected: 240),
    Case(attr1: .centerX, attr2: .centerX, constant: 10, expected: 135),  // centre 160
    Case(attr1: .left, attr2: .right, constant: -60, expected: 240),
    Case(attr1: .leading, attr2: .trailing, constant: -50, expected: 250),
    // Margin attributes are the edges of the margins guide (§6, inset 8).
    Case(attr1: .left, attr2: .leftMargin, constant: 10, expected: 18),
    Case(attr1: .right, attr2: .rightMargin, constant: -10, expected: 232),  // maxX 282
    Case(attr1: .leading, attr2: .leadingMargin, constant: 0, expected: 8),
    Case(attr1: .trailing, attr2: .trailingMargin, constant: 0, expected: 242),  // maxX 292
    Case(attr1: .centerX, attr2: .centerXWithinMargins, constant: 0, expected: 125),
    Case(attr1: .leftMargin, attr2: .left, constant: 0, expected: -8),
    Case(attr1: .rightMargin, attr2: .right, constant: 0, expected: 258),  // maxX − 8 = 300
    Case(attr1: .leadingMargin, attr2: .leadingMargin, constant: 0, expected: 0),
    Case(attr1: .trailingMargin, attr2: .trailing, constant: 0, expected: 258),
    Case(attr1: .centerXWithinMargins, attr2: .centerX, constant: 5, expected: 130),
  ]

  static let vertical: [Case] = [
    Case(attr1: .top, attr2: .top, constant: 10, expected: 10),
    Case(attr1: .bottom, attr2: .bottom, constant: -10, expected: 360),  // maxY 390
    Case(attr1: .centerY, attr2: .centerY, constant: 10, expected: 195),  // centre 210
    Case(attr1: .top, attr2: .bottom, constant: -30, expected: 370),
    Case(attr1: .top, attr2: .topMargin, constant: 0, expected: 8),
    Case(attr1: .bottom, attr2: .bottomMargin, constant: 0, expected: 362),  // maxY 392
    Case(attr1: .centerY, attr2: .centerYWithinMargins, constant: 0, expected: 185),
    Case(attr1: .topMargin, attr2: .top, constant: 0, expected: -8),
    Case(attr1: .bottomMargin, attr2: .bottom, constant: 0, expected: 378),  // maxY − 8 = 400
    Case(attr1: .centerYWithinMargins, attr2: .centerYWithinMargins, constant: -15, expected: 170),
  ]

  @Test("§1 horizontal attributes, item initializer", arguments: horizontal)
  func horizontalAttribute(_ c: Case) throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.validated(
      item: v, attribute: c.attr1, relatedBy: .equal, toItem: p, attribute: c.attr2, constant: c.constant
    ).activate()
    try LayoutConstraint.validated(item: v, attribute: .top, relatedBy: .equal, toItem: p, attribute: .top).activate()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: c.expected, y: 0, width: 50, height: 30))
    #expect(p.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
  }

  @Test("§1 vertical attributes, item initializer", arguments: vertical)
  func verticalAttribute(_ c: Case) throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.validated(
      item: v, attribute: c.attr1, relatedBy: .equal, toItem: p, attribute: c.attr2, constant: c.constant
    ).activate()
    try LayoutConstraint.validated(item: v, attribute: .left, relatedBy: .equal, toItem: p, attribute: .left).activate()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: c.expected, width: 50, height: 30))
  }

  @Test("§1 width/height from the item initializer: constant, multiplier, nil second item")
  func dimensionsThroughInitializer() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 5),
      LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 6),
      // width == 0.5 × root.width + 10 = 205
      LayoutConstraint(
        item: v, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
        constant: 10),
      // height == 70, no second item (the multiplier is ignored, §1)
      LayoutConstraint(
        item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 3,
        constant: 70),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 5, y: 6, width: 205, height: 70))
  }

  @Test("§1 aspect ratio: width == 2 × height (width vs height is a valid pairing)")
  func aspectRatio() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 45),
      LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: v, attribute: .height, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 90, height: 45))
  }

  @Test("§0 cross-axis location pair (centerX == centerY) is accepted by the raw initializer")
  func crossAxisLocations() throws {
    let root = ModelFixtures.root(width: 400, height: 200)
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.widthAnchor.constraint(equalToConstant: 20),
      v.heightAnchor.constraint(equalToConstant: 20),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      // v.centerX == root.centerY (100)
      LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerY),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 90, y: 0, width: 20, height: 20))
  }
}

/// Relations, priorities and multipliers (UIKitBehaviour.md §0, §1).
@Suite struct LayoutConstraintRelationTests {
  /// A view at (0, 0) in a 390×844 root, its height fixed at 10; `constraints` on
  /// its width.
  func width(_ build: (View, View) throws -> [LayoutConstraint]) throws -> CGFloat {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 10),
    ])
    try LayoutConstraint.activateOrThrow(build(root, v))
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    return v.frame.width
  }

  func optional(_ c: LayoutConstraint, _ p: LayoutPriority) -> LayoutConstraint {
    c.priority = p
    return c
  }

  @Test("§1 >= wins over an optional == that asks for less")
  func greaterThanOrEqualHolds() throws {
    let w = try width { _, v in
      [
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        optional(v.widthAnchor.constraint(equalToConstant: 50), 500),
      ]
    }
    #expect(w == 100)
  }

  @Test("§1 >= is slack when the optional == asks for more")
  func greaterThanOrEqualSlack() throws {
    let w = try width { _, v in
      [
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        optional(v.widthAnchor.constraint(equalToConstant: 150), 500),
      ]
    }
    #expect(w == 150)
  }

  @Test("§1 <= caps an optional == that asks for more")
  func lessThanOrEqualHolds() throws {
    let w = try width { _, v in
      [
        v.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        optional(v.widthAnchor.constraint(equalToConstant: 200), 500),
      ]
    }
    #expect(w == 100)
  }

  @Test("§1 relations through the item initializer: <= and >= relative to another item")
  func relationsThroughInitializer() throws {
    let w = try width { root, v in
      [
        // v.width <= 0.2 × root.width (78), v.width >= 60, optional pull to 300
        try LayoutConstraint.validated(
          item: v, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .width, multiplier: 0.2),
        try LayoutConstraint.validated(
          item: v, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
          constant: 60),
        optional(v.widthAnchor.constraint(equalToConstant: 300), 250),
      ]
    }
    #expect(w == 78)
  }

  @Test("§0 an optional constraint loses to a required one (999 < 1000)")
  func requiredBeatsOptional() throws {
    let w = try width { _, v in
      [optional(v.widthAnchor.constraint(equalToConstant: 100), 999), v.widthAnchor.constraint(equalToConstant: 150)]
    }
    #expect(w == 150)
  }

  @Test("§0 750 beats 250, whatever the order of activation")
  func higherPriorityWins() throws {
    let a = try width { _, v in
      [
        optional(v.widthAnchor.constraint(equalToConstant: 100), 750),
        optional(v.widthAnchor.constraint(equalToConstant: 200), 250),
      ]
    }
    let b = try width { _, v in
      [
        optional(v.widthAnchor.constraint(equalToConstant: 200), 250),
        optional(v.widthAnchor.constraint(equalToConstant: 100), 750),
      ]
    }
    #expect(a == 100)
    #expect(b == 100)
  }

  @Test("§0 priorities are lexicographic: three 250s do not outweigh one 251")
  func lexicographicPriorities() throws {
    let w = try width { _, v in
      [
        optional(v.widthAnchor.constraint(equalToConstant: 10), 250),
        optional(v.widthAnchor.constraint(equalToConstant: 10), 250),
        optional(v.widthAnchor.constraint(equalToConstant: 10), 250),
        optional(v.widthAnchor.constraint(equalToConstant: 80), 251),
      ]
    }
    #expect(w == 80)
  }

  @Test("§1 >= on a location with an optional pull toward the edge")
  func locationInequality() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.widthAnchor.constraint(equalToConstant: 10),
      v.heightAnchor.constraint(equalToConstant: 10),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30),
      optional(v.leadingAnchor.constraint(equalTo: root.leadingAnchor), 250),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 30, y: 0, width: 10, height: 10))
  }
}
