import Foundation
import Testing

@testable import Scrollwork

/// Bad constraints (Documentation/BadInputs.md, "Constraints" rows). UIKit's promise
/// is that a bad constraint never takes the app down: the non-throwing API leaves the
/// constraint inactive and logs UIKit's text as a ``LayoutIssue``; the throwing forms
/// (`validated(item:…)`, `activateOrThrow(_:)`) throw the same ``LayoutError``.
@Suite("Bad inputs: constraints")
struct BadConstraintTests {
  static let factory =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

  /// A root with one 100 × 20 subview at (10, 10).
  static func pinned() -> (root: View, view: View) {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      v.widthAnchor.constraint(equalToConstant: 100),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (root, v)
  }

  @Test("§1 items with no common ancestor: inactive and logged; activateOrThrow throws UIKit's text")
  func noCommonAncestor() {
    let (root, v) = Self.pinned()
    let stranger = View()
    let c = v.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    let expected =
      "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:\(ModelFixtures.hex(v.debugAddress + 8)) \"\(ModelFixtures.name(v)).leading\">"
      + " and <NSLayoutXAxisAnchor:\(ModelFixtures.hex(stranger.debugAddress + 8)) \"\(ModelFixtures.name(stranger)).leading\">"
      + " because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    LayoutConstraint.activate([c])
    #expect(!c.isActive)
    #expect(root.layoutIssues.map(\.description) == [expected])
    do {
      try LayoutConstraint.activateOrThrow([c])
      Issue.record("activated across hierarchies")
    } catch {
      #expect(error.reason == expected)
    }
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  @Test("§1 cross-axis location pairs are accepted by the raw factory, as UIKit does")
  func crossAxis() throws {
    let (root, v) = Self.pinned()
    let w = ModelFixtures.child(of: root)
    let c = try LayoutConstraint.validated(
      item: w, attribute: .leading, relatedBy: .equal, toItem: v, attribute: .top, constant: 5)
    #expect(c.validationError == nil)
    LayoutConstraint.activate([
      c, w.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      w.widthAnchor.constraint(equalToConstant: 30), w.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    // w.minX == v.minY + 5 = 15.
    #expect(w.frame == CGRect(x: 15, y: 100, width: 30, height: 30))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§1 location vs size and leading vs left are refused with UIKit's text")
  func invalidPairings() {
    let (root, v) = Self.pinned()
    let pairing = LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .width)
    #expect(pairing.validationError?.reason == Self.factory + "Invalid pairing of layout attributes")
    let mixed = LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left)
    #expect(
      mixed.validationError?.reason
        == Self.factory
        + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    )
  }

  @Test("§1 multiplier 0 on a location: validationError, never installed, logged on activation")
  func zeroMultiplier() {
    let (root, v) = Self.pinned()
    let expected =
      Self.factory
      + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    let c = LayoutConstraint(
      item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0, constant: 40)
    #expect(c.validationError?.reason == expected)
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutIssues.map(\.description) == [expected])
    #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0)
    }
    // Multiplier 0 on a size is legal: a width equal to a constant.
    let w = LayoutConstraint(
      item: v, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0, constant: 20)
    #expect(w.validationError == nil)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  @Test("§0 constants beyond ±1e10 are clamped; non-finite constants are refused and logged")
  func hugeConstants() {
    let (root, v) = Self.pinned()
    let far = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1e300)
    #expect(far.constant == 1e10)
    let near = v.topAnchor.constraint(equalTo: root.topAnchor, constant: -1e15)
    #expect(near.constant == -1e10)
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.constant = 5e12
    #expect(c.constant == 1e10)
    c.constant = .infinity
    #expect(c.constant == 1e10)
    c.constant = .nan
    #expect(c.constant == 1e10)
    #expect(
      root.layoutIssues.map(\.description) == [
        "constant is not finite!  That's illegal.", "constant is not finite!  That's illegal.",
      ])
    let bad = LayoutConstraint(
      item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
    #expect(bad.validationError?.reason == "constant is not finite!  That's illegal.")
    let badMultiplier = LayoutConstraint(
      item: v, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: .infinity)
    #expect(badMultiplier.validationError?.reason == "multiplier is not finite!  That's illegal.")
  }

  @Test("multipliers beyond ±1e6 are refused by the solver: logged, the constraint left out, layout goes on")
  func hugeMultiplier() {
    let (root, v) = Self.pinned()
    let w = ModelFixtures.child(of: root)
    let huge = w.widthAnchor.constraint(equalTo: v.widthAnchor, multiplier: 2e6)
    let fine = w.heightAnchor.constraint(equalTo: v.heightAnchor, multiplier: 1e6)
    LayoutConstraint.activate([
      huge, fine,
      w.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      w.topAnchor.constraint(equalTo: root.topAnchor),
      w.widthAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(w.frame == CGRect(x: 0, y: 0, width: 30, height: 2e7))
    #expect(
      root.layoutIssues.map(\.description) == [
        "the solver refused the constraint: constraint has a number that is not finite or too large "
          + "(coefficients beyond ±1e6, constants beyond ±1e15): .width - 2000000 * .width == 0"
      ])
    #expect(huge.isActive)
  }

  @Test("§0 a view 1e10 points wide lays out at exactly 1e10 points (clamped from 1e300)")
  func hugeLayout() {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 1e300),
      v.heightAnchor.constraint(equalToConstant: 1e300),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 1e10, height: 1e10))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("removing a view that constraints reference deactivates those constraints; layout goes on")
  func removeReferencedView() {
    let (root, v) = Self.pinned()
    let w = ModelFixtures.child(of: root)
    let links = [
      w.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 4),
      w.topAnchor.constraint(equalTo: v.topAnchor),
      w.widthAnchor.constraint(equalTo: v.widthAnchor),
      w.heightAnchor.constraint(equalTo: v.heightAnchor),
    ]
    LayoutConstraint.activate(links)
    root.layoutIfNeeded()
    #expect(w.frame == CGRect(x: 114, y: 10, width: 100, height: 20))
    v.removeFromSuperview()
    #expect(links.allSatisfy { !$0.isActive })
    #expect(!root.constraints.contains { c in links.contains { $0 === c } })
    root.layoutIfNeeded()
    // Nothing determines w now: the engine gives an unconstrained view the zero
    // rectangle (no crash, nothing logged; `hasAmbiguousLayout` says why).
    #expect(w.frame == .zero)
    #expect(w.hasAmbiguousLayout)
    #expect(root.layoutIssues.isEmpty)
    // Re-activating one of them now fails: v is in another hierarchy.
    links[0].isActive = true
    #expect(!links[0].isActive)
    #expect(
      root.layoutIssues.map(\.description) == [
        "Unable to activate constraint with anchors \(links[0].firstAnchorDescription) and \(links[0].secondAnchorDescription) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      ])
    #expect(links[0].firstAnchorDescription.hasSuffix("\"\(ModelFixtures.name(w)).leading\">"))
    #expect(links[0].secondAnchorDescription.hasSuffix("\"\(ModelFixtures.name(v)).trailing\">"))
  }

  @Test("activating the same constraint twice installs it once")
  func activateTwice() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      v.widthAnchor.constraint(equalToConstant: 100),
    ])
    let low = v.heightAnchor.constraint(equalToConstant: 20)
    low.priority = .defaultLow
    low.isActive = true
    let c = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
    LayoutConstraint.activate([c, c])
    c.isActive = true
    try c.activate()
    try LayoutConstraint.activateOrThrow([c])
    #expect(v.constraints.filter { $0 === c }.count == 1)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
    c.isActive = false
    #expect(v.constraints.filter { $0 === c }.isEmpty)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§9.3 10,000 conflicting required widths at once: the first holds, every later one is broken")
  func tenThousandConflicts() {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    let widths = (0..<10_000).map { v.widthAnchor.constraint(equalToConstant: CGFloat(100 + $0)) }
    LayoutConstraint.activate(widths)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(!widths[0].isBroken)
    #expect(widths.dropFirst().allSatisfy { $0.isBroken && $0.isActive })
    let broken = root.layoutIssues.compactMap { issue -> ObjectIdentifier? in
      if case .unsatisfiable(let r) = issue { return ObjectIdentifier(r.broken) }
      return nil
    }
    #expect(broken == widths.dropFirst().map(ObjectIdentifier.init))
    // The process stays healthy: a later change still lays out.
    widths[0].constant = 60
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
  }

  @Test("§9.3 10,000 views each with two conflicting required widths, in one pass")
  func tenThousandViewsInConflict() {
    let root = ModelFixtures.root()
    var views: [View] = []
    var all: [LayoutConstraint] = []
    for i in 0..<10_000 {
      let v = ModelFixtures.child(of: root)
      views.append(v)
      all += [
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 7)),
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 13)),
        v.heightAnchor.constraint(equalToConstant: 10),
        v.widthAnchor.constraint(equalToConstant: 30),
        v.widthAnchor.constraint(equalToConstant: 40),
      ]
    }
    LayoutConstraint.activate(all)
    root.layoutIfNeeded()
    for (i, v) in views.enumerated() where i % 997 == 0 {
      #expect(v.frame == CGRect(x: CGFloat(i % 7), y: CGFloat(i % 13), width: 30, height: 10))
    }
    #expect(views.allSatisfy { $0.frame.width == 30 })
    #expect(all.enumerated().allSatisfy { $0.element.isBroken == ($0.offset % 5 == 4) })
  }
}
