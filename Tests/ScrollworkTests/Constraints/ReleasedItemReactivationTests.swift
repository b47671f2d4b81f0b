import Foundation
import Testing

@testable import Scrollwork

/// Re-activating a constraint whose second item was deallocated
/// (UIKitBehaviour.md §14): the constraint cannot mean what it was
/// made to mean, so it stays inactive and a ``LayoutIssue`` names it, instead of
/// silently becoming `a.width == 0` or an illegal "location == constant".
@Suite struct ReleasedItemReactivationTests {
  /// Makes a constraint from `a` to a view that is then removed and released, and
  /// returns it deactivated (UIKit removes the constraints of a view leaving the
  /// hierarchy).
  static func constraintToReleasedView(
    in root: View, from a: View, _ make: (View) -> LayoutConstraint
  ) -> LayoutConstraint {
    var constraint: LayoutConstraint!
    do {
      let b = ModelFixtures.child(of: root)
      try? LayoutConstraint.activateOrThrow([
        b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 10),
        b.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      constraint = make(b)
      constraint.isActive = true
      root.layoutIfNeeded()
      b.removeFromSuperview()
    }
    return constraint
  }

  static func expectedReason(_ c: LayoutConstraint) -> String {
    "Unable to activate constraint with anchors \(c.firstAnchorDescription) and (released item).\(c.secondAttribute) because the second item has been deallocated.  A constraint does not keep its items alive, so this one no longer relates two items; make a new constraint."
  }

  @Test("§14 a.width == 2 × b.width with b released: inactive, one issue, a's width unchanged")
  func proportionalWidth() throws {
    let root = ModelFixtures.root(width: 300, height: 200)
    let a = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.heightAnchor.constraint(equalToConstant: 30),
    ])
    let fallback = a.widthAnchor.constraint(equalToConstant: 55)
    fallback.priority = .defaultLow
    fallback.isActive = true
    let c = Self.constraintToReleasedView(in: root, from: a) { b in
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)
    }
    #expect(a.frame.width == 80)
    #expect(!c.isActive)
    #expect(c.secondItem == nil)
    root.clearLayoutIssues()
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutIssues.map(\.description) == [Self.expectedReason(c)])
    root.layoutIfNeeded()
    // The width is what the other constraints give, not 2 × 0.
    #expect(a.frame == CGRect(x: 10, y: 20, width: 55, height: 30))
    #expect(!a.constraintsAffectingLayout(for: .horizontal).contains { $0 === c })
  }

  @Test("§14 a.leading == b.trailing + 30 with b released: inactive, no location == constant")
  func locationToReleasedItem() throws {
    let root = ModelFixtures.root(width: 300, height: 200)
    let a = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 30),
    ])
    let fallback = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
    fallback.priority = .defaultLow
    fallback.isActive = true
    let c = Self.constraintToReleasedView(in: root, from: a) { b in
      a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 30)
    }
    #expect(a.frame.minX == 70)
    root.clearLayoutIssues()
    let reason = Self.expectedReason(c)
    // (A do/catch rather than #expect(throws:): swift-testing reflects the thrown
    // value, and reflecting a model object walks its unowned(unsafe) fields.)
    do {
      try c.activate()
      Issue.record("activate() did not throw")
    } catch {
      #expect(error.reason == reason)
    }
    #expect(!c.isActive)
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutIssues.map(\.description) == [reason])
    guard case .invalidMutation(let which, .releasedItem(let failed))? = root.layoutIssues.first else {
      Issue.record("expected invalidMutation(releasedItem), got \(root.layoutIssues)")
      return
    }
    #expect(ObjectIdentifier(which) == ObjectIdentifier(c))
    #expect(ObjectIdentifier(failed) == ObjectIdentifier(c))
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 5, y: 20, width: 50, height: 30))
  }

  @Test("§14 addConstraint(_:) refuses it the same way")
  func addConstraintRefuses() throws {
    let root = ModelFixtures.root(width: 300, height: 200)
    let a = ModelFixtures.child(of: root)
    let c = Self.constraintToReleasedView(in: root, from: a) { b in
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)
    }
    root.clearLayoutIssues()
    root.addConstraint(c)
    #expect(!c.isActive)
    #expect(root.layoutIssues.map(\.description) == [Self.expectedReason(c)])
  }
}
