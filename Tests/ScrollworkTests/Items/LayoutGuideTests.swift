import Foundation
import Testing

@testable import Scrollwork

/// Custom layout guides (UIKitBehaviour.md §1 "UILayoutGuide"): a rectangle with the
/// same anchors as a view, owned by a view, `layoutFrame` in the owner's
/// coordinates.
@Suite struct LayoutGuideTests {
  @Test("§1 two equal guides centre a view between two others")
  func spacerGuides() throws {
    let (root, p, a) = try ModelFixtures.parentAndChild()  // a: 50×30 in p (300 wide)
    let b = ModelFixtures.child(of: p)
    let c = ModelFixtures.child(of: p)
    let left = LayoutGuide()
    let right = LayoutGuide()
    p.addLayoutGuide(left)
    p.addLayoutGuide(right)
    #expect(left.owningView === p)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: p.leadingAnchor), a.topAnchor.constraint(equalTo: p.topAnchor),
      c.trailingAnchor.constraint(equalTo: p.trailingAnchor), c.topAnchor.constraint(equalTo: p.topAnchor),
      c.widthAnchor.constraint(equalToConstant: 50), c.heightAnchor.constraint(equalToConstant: 30),
      b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 30),
      b.topAnchor.constraint(equalTo: p.topAnchor),
      left.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      left.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: c.leadingAnchor),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      left.topAnchor.constraint(equalTo: p.topAnchor, constant: 5), left.heightAnchor.constraint(equalToConstant: 10),
      right.topAnchor.constraint(equalTo: left.topAnchor), right.heightAnchor.constraint(equalTo: left.heightAnchor),
    ])
    root.layoutIfNeeded()
    // a 0…50, c 250…300, b 40 wide: gaps (200 − 40) / 2 = 80 ⇒ b at 130.
    #expect(b.frame == CGRect(x: 130, y: 0, width: 40, height: 30))
    #expect(left.layoutFrame == CGRect(x: 50, y: 5, width: 80, height: 10))
    #expect(right.layoutFrame == CGRect(x: 170, y: 5, width: 80, height: 10))
    #expect(p.layoutGuides.map(ObjectIdentifier.init) == [ObjectIdentifier(left), ObjectIdentifier(right)])
  }

  @Test("§1 removeLayoutGuide deactivates the constraints that reference it")
  func removeGuide() throws {
    let root = ModelFixtures.root()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let v = ModelFixtures.child(of: root)
    let toGuide = v.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    let fallback = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3)
    fallback.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      guide.widthAnchor.constraint(equalToConstant: 20),
      guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
      toGuide, fallback,
      v.topAnchor.constraint(equalTo: root.topAnchor), v.widthAnchor.constraint(equalToConstant: 5),
      v.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(v.frame.minX == 30)
    root.removeLayoutGuide(guide)
    #expect(!toGuide.isActive)
    #expect(guide.owningView == nil)
    root.layoutIfNeeded()
    #expect(v.frame.minX == 3)
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§1 a guide of a nested view reports its frame in the owner's coordinates")
  func nestedGuideFrame() throws {
    let (root, p, _) = try ModelFixtures.parentAndChild()
    let guide = LayoutGuide()
    p.addLayoutGuide(guide)
    try LayoutConstraint.activateOrThrow([
      guide.centerXAnchor.constraint(equalTo: p.centerXAnchor),
      guide.centerYAnchor.constraint(equalTo: p.centerYAnchor),
      guide.widthAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.5),
      guide.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 75, y: 150, width: 150, height: 100))
  }
}
