import Foundation
import Testing

@testable import Scrollwork

/// `bounds.origin` shifts where subviews appear, never their frames
/// (UIKitBehaviour.md §7.1; seed 004): constraints are solved in layout space, which
/// ignores every bounds origin.
@Suite struct BoundsOriginTests {
  /// root > p (20, 40, 300, 400) > v (10, 20, 50, 30).
  func scene() throws -> (root: View, p: View, v: View) {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: p.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    return (root, p, v)
  }

  @Test("§7.1 changing a superview's bounds.origin keeps subview frames, before and after layout")
  func framesStay() throws {
    let (root, p, v) = try scene()
    p.bounds = CGRect(x: 0, y: 100, width: 300, height: 400)
    #expect(p.bounds.origin == CGPoint(x: 0, y: 100))
    #expect(p.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
    #expect(v.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    root.layoutIfNeeded()
    #expect(p.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
    #expect(v.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
  }

  @Test("§7.1 convert(_:to:) reflects the shift")
  func convertReflectsShift() throws {
    let (root, p, v) = try scene()
    #expect(v.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 60))
    p.bounds = CGRect(x: 0, y: 100, width: 300, height: 400)
    #expect(v.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: -40))
    #expect(v.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: -40))
    #expect(v.convert(CGPoint(x: 5, y: 5), to: p) == CGPoint(x: 15, y: 25))  // p's bounds coordinates
    #expect(p.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: -60))  // p's bounds point (0, 0)
    #expect(v.convert(CGPoint(x: 30, y: -40), from: root) == .zero)
    #expect(
      root.convert(CGRect(x: 0, y: 0, width: 50, height: 30), from: v) == CGRect(x: 30, y: -40, width: 50, height: 30))
    #expect(root.convert(CGRect(x: 30, y: -40, width: 5, height: 5), to: v) == CGRect(x: 0, y: 0, width: 5, height: 5))
  }

  @Test("§7.1 the root's own bounds.origin shifts conversions but no frame")
  func rootOrigin() throws {
    let (root, p, v) = try scene()
    root.bounds = CGRect(x: 7, y: 9, width: 390, height: 844)
    root.layoutIfNeeded()
    #expect(p.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
    #expect(v.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    #expect(v.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 60))  // both in root bounds coordinates
    #expect(v.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 60))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("§7.1 a constant change after a bounds shift is solved in layout space")
  func constantAfterShift() throws {
    let (root, p, v) = try scene()
    p.bounds.origin = CGPoint(x: 50, y: 0)
    let c = p.constraints.first { $0.firstAttribute == .leading && $0.firstItem === v }
    c?.constant = 30
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 30, y: 20, width: 50, height: 30))
    #expect(v.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 60))
  }
}
