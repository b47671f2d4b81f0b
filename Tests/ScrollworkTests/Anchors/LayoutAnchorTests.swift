import Foundation
import Testing

@testable import Scrollwork

/// Anchors (UIKitBehaviour.md §1): the same equations as the item initializer, typed.
/// Fixture: a 50×30 view `v` in a parent `p` at (20, 40, 300, 400), margins 8.
@Suite struct LayoutAnchorTests {
  func layout(_ build: (View, View) -> [LayoutConstraint]) throws -> CGRect {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.activateOrThrow(build(p, v))
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(p.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
    return v.frame
  }

  @Test("§1 left/top anchors with constants")
  func leftTop() throws {
    let f = try layout { p, v in
      [
        v.leftAnchor.constraint(equalTo: p.leftAnchor, constant: 12),
        v.topAnchor.constraint(equalTo: p.topAnchor, constant: 7),
      ]
    }
    #expect(f == CGRect(x: 12, y: 7, width: 50, height: 30))
  }

  @Test("§1 right/bottom anchors with negative constants")
  func rightBottom() throws {
    let f = try layout { p, v in
      [
        v.rightAnchor.constraint(equalTo: p.rightAnchor, constant: -10),
        v.bottomAnchor.constraint(equalTo: p.bottomAnchor, constant: -10),
      ]
    }
    #expect(f == CGRect(x: 240, y: 360, width: 50, height: 30))
  }

  @Test("§1 leading/trailing anchors are left/right in a left-to-right layout")
  func leadingTrailing() throws {
    let f = try layout { p, v in
      [
        v.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -4),
        v.topAnchor.constraint(equalTo: p.topAnchor),
      ]
    }
    #expect(f == CGRect(x: 246, y: 0, width: 50, height: 30))
  }

  @Test("§1 centerX/centerY anchors")
  func centers() throws {
    let f = try layout { p, v in
      [
        v.centerXAnchor.constraint(equalTo: p.centerXAnchor, constant: 10),
        v.centerYAnchor.constraint(equalTo: p.centerYAnchor, constant: -10),
      ]
    }
    // centre (160, 190)
    #expect(f == CGRect(x: 135, y: 175, width: 50, height: 30))
  }

  @Test("§6 margin anchors come from layoutMarginsGuide (inset 8)")
  func marginsGuideAnchors() throws {
    let f = try layout { p, v in
      [
        v.trailingAnchor.constraint(equalTo: p.layoutMarginsGuide.trailingAnchor),
        v.bottomAnchor.constraint(equalTo: p.layoutMarginsGuide.bottomAnchor),
      ]
    }
    #expect(f == CGRect(x: 242, y: 362, width: 50, height: 30))
    let g = try layout { p, v in
      [
        v.centerXAnchor.constraint(equalTo: p.layoutMarginsGuide.centerXAnchor, constant: 1),
        v.topAnchor.constraint(equalTo: p.layoutMarginsGuide.topAnchor, constant: 2),
      ]
    }
    #expect(g == CGRect(x: 126, y: 10, width: 50, height: 30))
  }

  @Test("§1 inequalities with anchors: >= and <= against competing optional constraints")
  func inequalities() throws {
    let f = try layout { p, v in
      let pullLeft = v.leadingAnchor.constraint(equalTo: p.leadingAnchor)
      pullLeft.priority = .defaultLow
      let pullUp = v.bottomAnchor.constraint(equalTo: p.bottomAnchor)
      pullUp.priority = .defaultLow
      return [
        v.leadingAnchor.constraint(greaterThanOrEqualTo: p.leadingAnchor, constant: 25), pullLeft,
        v.bottomAnchor.constraint(lessThanOrEqualTo: p.bottomAnchor, constant: -50), pullUp,
      ]
    }
    #expect(f == CGRect(x: 25, y: 320, width: 50, height: 30))
  }
}

/// Dimensions (UIKitBehaviour.md §1): constants, multipliers and inequalities.
@Suite struct LayoutDimensionTests {
  @Test("§1 width == 0.5 × p.width + 10; height >= 0.1 × p.height; height <= 0.2 × p.height + 5")
  func multipliers() throws {
    let root = ModelFixtures.root()
    let p = ModelFixtures.child(of: root)
    let v = ModelFixtures.child(of: p)
    let grow = v.heightAnchor.constraint(equalToConstant: 1000)
    grow.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([
      p.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      p.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      p.widthAnchor.constraint(equalToConstant: 300),
      p.heightAnchor.constraint(equalToConstant: 400),
      v.leadingAnchor.constraint(equalTo: p.leadingAnchor),
      v.topAnchor.constraint(equalTo: p.topAnchor),
      v.widthAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.5, constant: 10),
      v.heightAnchor.constraint(greaterThanOrEqualTo: p.heightAnchor, multiplier: 0.1),
      v.heightAnchor.constraint(lessThanOrEqualTo: p.heightAnchor, multiplier: 0.2, constant: 5),
      grow,
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 160, height: 85))
    grow.constant = 0
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 160, height: 40))
  }

  @Test("§1 aspect ratio with anchors: width == 2 × height, height from the parent")
  func aspectRatio() throws {
    let root = ModelFixtures.root(width: 390, height: 800)
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 2),
      v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.125),  // 100
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 95, y: 0, width: 200, height: 100))
  }
}

/// Multipliers on locations are evaluated in the coordinate system of the nearest
/// common ancestor of the two items (UIKit's container), not the root's: a child
/// with `centerX == 0.5 × superview.centerX` sits at a quarter of its superview
/// wherever the superview is (UIKitBehaviour.md §1 equation; observed UIKit
/// behaviour: compute `B` in the common ancestor `G`, `A = m·B + c` in `G`).
@Suite struct LocationMultiplierTests {
  @Test("§1 v.centerX == 0.5 × p.centerX puts v's centre at a quarter of p (p at x = 20)")
  func centerXHalf() throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(
        item: v, attribute: .centerX, relatedBy: .equal, toItem: p, attribute: .centerX, multiplier: 0.5),
      LayoutConstraint(
        item: v, attribute: .centerY, relatedBy: .equal, toItem: p, attribute: .centerY, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    // centre x = 0.5 × 150 = 75, centre y = 0.25 × 200 = 50 (p's coordinates)
    #expect(v.frame == CGRect(x: 50, y: 35, width: 50, height: 30))
  }

  @Test("§1 v.left == 0.5 × p.right + 10 in p's coordinates")
  func leftFromRight() throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(
        item: v, attribute: .left, relatedBy: .equal, toItem: p, attribute: .right, multiplier: 0.5, constant: 10),
      LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: p, attribute: .bottom, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 160, y: 100, width: 50, height: 30))
  }

  @Test("§1 sibling with a multiplier: b.left == 0.5 × a.right in the parent's coordinates")
  func siblings() throws {
    let (root, p, a) = try ModelFixtures.parentAndChild()
    let b = ModelFixtures.child(of: p)
    try LayoutConstraint.activateOrThrow([
      a.leftAnchor.constraint(equalTo: p.leftAnchor, constant: 100),
      a.topAnchor.constraint(equalTo: p.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: p.topAnchor),
    ])
    try LayoutConstraint.validated(
      item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right, multiplier: 0.5
    )
    .activate()
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 75, y: 0, width: 10, height: 10))  // a.right = 150
  }

  @Test("§0 cross-axis pair inside a moved parent: v.centerX == p.centerY in p's coordinates")
  func crossAxisInParent() throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: p, attribute: .centerY),
      v.topAnchor.constraint(equalTo: p.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 175, y: 0, width: 50, height: 30))  // centre x = 200
  }
}

/// Constraints between views of different superviews are installed on the nearest
/// common ancestor (UIKitBehaviour.md §1).
@Suite struct CrossHierarchyConstraintTests {
  @Test("§1 a view constrained to its cousin")
  func cousins() throws {
    let root = ModelFixtures.root()
    let p1 = ModelFixtures.child(of: root)
    let p2 = ModelFixtures.child(of: root)
    let a = ModelFixtures.child(of: p1)
    let b = ModelFixtures.child(of: p2)
    try LayoutConstraint.activateOrThrow([
      p1.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      p1.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      p1.widthAnchor.constraint(equalToConstant: 150),
      p1.heightAnchor.constraint(equalToConstant: 200),
      p2.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
      p2.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
      p2.widthAnchor.constraint(equalToConstant: 180),
      p2.heightAnchor.constraint(equalToConstant: 300),
      a.leadingAnchor.constraint(equalTo: p1.leadingAnchor, constant: 5),
      a.topAnchor.constraint(equalTo: p1.topAnchor, constant: 6),
      a.widthAnchor.constraint(equalToConstant: 40),
      a.heightAnchor.constraint(equalToConstant: 30),
      b.widthAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    let horizontal = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
    let vertical = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4)
    try LayoutConstraint.activateOrThrow([horizontal, vertical])
    root.layoutIfNeeded()
    // a in root: (15, 26, 40, 30) ⇒ b in root: x = 65, y = 60; in p2: (−135, −240).
    #expect(a.frame == CGRect(x: 5, y: 6, width: 40, height: 30))
    #expect(b.frame == CGRect(x: -135, y: -240, width: 20, height: 20))
    #expect(root.constraints.contains { $0 === horizontal })
    #expect(root.constraints.contains { $0 === vertical })
    #expect(!p1.constraints.contains { $0 === horizontal } && !p2.constraints.contains { $0 === horizontal })
  }
}

/// `anchorWithOffset(to:)`: a dimension measuring the distance between two anchors.
@Suite struct AnchorWithOffsetTests {
  func row() throws -> (root: View, a: View, b: View, c: View) {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let b = ModelFixtures.child(of: root)
    let c = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 40),
      b.widthAnchor.constraint(equalToConstant: 60),
      c.widthAnchor.constraint(equalToConstant: 30),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
    ])
    for v in [a, b, c] {
      try LayoutConstraint.activateOrThrow([
        v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    return (root, a, b, c)
  }

  @Test("§1 the offset from a.trailing to b.leading == 24")
  func fixedOffset() throws {
    let (root, a, b, _) = try row()
    try a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 24).activate()
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 74, y: 0, width: 60, height: 10))
  }

  @Test("§1 equal gaps: offset(a.trailing → b.leading) == offset(b.trailing → c.leading)")
  func equalGaps() throws {
    let (root, a, b, c) = try row()
    let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    try gap1.constraint(equalTo: gap2).activate()
    root.layoutIfNeeded()
    // a spans 10…50, c spans 350…380: b.left − 50 = 350 − (b.left + 60) ⇒ b.left = 170
    #expect(b.frame == CGRect(x: 170, y: 0, width: 60, height: 10))
  }

  @Test("§1 offset with a multiplier: gap2 == 2 × gap1")
  func doubleGap() throws {
    let (root, a, b, c) = try row()
    let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    try gap2.constraint(equalTo: gap1, multiplier: 2).activate()
    root.layoutIfNeeded()
    // 350 − (x + 60) = 2 (x − 50) ⇒ x = 130
    #expect(b.frame == CGRect(x: 130, y: 0, width: 60, height: 10))
  }

  @Test("§1 vertical offset: top → top distance == 100")
  func verticalOffset() throws {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let b = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
      a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 0, y: 120, width: 10, height: 10))
  }
}

/// iOS 11 system spacing (UIKitBehaviour.md §1): multiplier × 8 between siblings.
@Suite struct SystemSpacingTests {
  @Test("§1 equalToSystemSpacingAfter multiplier 2 = 16; Below multiplier 1.5 = 12")
  func spacing() throws {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let b = ModelFixtures.child(of: root)
    let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5)
    #expect(after.constant == 16)
    #expect(below.constant == 12)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
      b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 20),
      after, below,
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 66, y: 42, width: 40, height: 20))
  }

  @Test("§1 greaterThanOrEqualToSystemSpacingAfter holds against an optional pull")
  func atLeastSpacing() throws {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let b = ModelFixtures.child(of: root)
    let pull = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    pull.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
      b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 20),
      b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      pull,
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 48, y: 0, width: 40, height: 20))
  }
}
