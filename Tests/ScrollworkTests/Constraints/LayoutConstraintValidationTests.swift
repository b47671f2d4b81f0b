import Foundation
import Testing

@testable import Scrollwork

/// What the model refuses, with UIKit's exception text (UIKitBehaviour.md §1).
@Suite struct LayoutConstraintValidationTests {
  static let factory =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
  static let locationText =
    factory
    + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

  @Test("§1 a location related to a size: \"Invalid pairing of layout attributes\"")
  func invalidPairing() {
    let a = View()
    let b = View()
    let error = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width)
    }
    #expect(error?.reason == Self.factory + "Invalid pairing of layout attributes")
    let reverse = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(item: a, attribute: .height, relatedBy: .equal, toItem: b, attribute: .centerY)
    }
    #expect(reverse?.reason == Self.factory + "Invalid pairing of layout attributes")
  }

  @Test("§1 leading related to left: the leading/trailing vs right/left text")
  func leadingWithLeft() {
    let a = View()
    let b = View()
    let expected =
      Self.factory
      + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    let error = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left)
    }
    #expect(error?.reason == expected)
    let margins = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: a, attribute: .rightMargin, relatedBy: .equal, toItem: b, attribute: .trailing)
    }
    #expect(margins?.reason == expected)
  }

  @Test("§1 leading vs left through anchors is refused at activation with the same text")
  func leadingWithLeftAnchors() {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let c = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
    let error = #expect(throws: LayoutError.self) { try c.activate() }
    #expect(
      error?.reason
        == Self.factory
        + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    )
    #expect(!c.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test("§1 a location with a nil second item is a location equal to a constant")
  func locationWithoutSecondItem() {
    let a = View()
    let error = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 20)
    }
    #expect(error?.reason == Self.locationText)
  }

  @Test("§1 UIKit's non-throwing factory and activate: an invalid constraint is kept out and logged")
  func uikitSignaturesRecordInsteadOfThrowing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = View()
    root.addSubview(a)
    let bad = LayoutConstraint(
      item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 20)
    #expect(bad.validationError?.reason == Self.locationText)
    let good = LayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 20)
    #expect(good.validationError == nil)
    LayoutConstraint.activate([bad, good])
    #expect(!bad.isActive)
    #expect(good.isActive)
    #expect(root.layoutIssues.map(\.description) == [Self.locationText])
    let notAView = LayoutConstraint(
      item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
    #expect(notAView.validationError != nil)
    notAView.isActive = true
    #expect(!notAView.isActive)
  }

  @Test("§1 a location with multiplier 0 is a location equal to a constant")
  func locationWithZeroMultiplier() {
    let a = View()
    let b = View()
    let error = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX, multiplier: 0, constant: 5)
    }
    #expect(error?.reason == Self.locationText)
  }

  @Test("§1 what the factory accepts: size == constant, size × 0, aspect ratio, cross-axis locations")
  func accepted() throws {
    let a = View()
    let b = View()
    let size = try LayoutConstraint.validated(
      item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10)
    #expect(size.secondItem == nil && size.secondAttribute == .notAnAttribute && size.multiplier == 1)
    let zero = try LayoutConstraint.validated(
      item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 0)
    #expect(zero.multiplier == 0)
    let aspect = try LayoutConstraint.validated(
      item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 2)
    #expect(aspect.firstAttribute == .width && aspect.secondAttribute == .height && aspect.multiplier == 2)
    let cross = try LayoutConstraint.validated(
      item: a, attribute: .centerX, relatedBy: .lessThanOrEqual, toItem: b, attribute: .centerY)
    #expect(cross.relation == .lessThanOrEqual)
  }

  @Test("§1 defaults: priority 1000, multiplier 1, constant 0, inactive, no identifier")
  func defaults() {
    let a = View()
    let b = View()
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    #expect(c.priority == .required)
    #expect(c.multiplier == 1)
    #expect(c.constant == 0)
    #expect(!c.isActive)
    #expect(c.identifier == nil)
    #expect(c.firstItem === a && c.secondItem === b)
    #expect(c.firstAttribute == .leading && c.secondAttribute == .leading && c.relation == .equal)
  }

  @Test("§0 a non-finite constant is refused: kept, and UIKit's assertion text recorded")
  func nonFiniteConstant() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    try c.activate()
    c.constant = .nan
    c.constant = .infinity
    #expect(c.constant == 10)
    #expect(
      root.layoutIssues.map(\.description) == [
        "constant is not finite!  That's illegal.", "constant is not finite!  That's illegal.",
      ])
    let error = #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
    }
    #expect(error?.reason == "constant is not finite!  That's illegal.")
  }

  @Test("§0 constants are clamped to ±1e10")
  func constantClamp() {
    let a = View()
    let c = a.widthAnchor.constraint(equalToConstant: 3e10)
    #expect(c.constant == 1e10)
    c.constant = -5e12
    #expect(c.constant == -1e10)
  }
}

/// Activation without a common ancestor (UIKitBehaviour.md §1).
@Suite struct NoCommonAncestorTests {
  @Test("§1 activate throws noCommonAncestor with UIKit's text (two spaces after '.' and '?')")
  func differentHierarchies() {
    let rootA = ModelFixtures.root()
    let rootB = ModelFixtures.root()
    let a = ModelFixtures.child(of: rootA)
    let b = ModelFixtures.child(of: rootB)
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)
    let anchorA = a.leadingAnchor.description
    let anchorB = b.leadingAnchor.description
    #expect(anchorA.hasPrefix("<NSLayoutXAxisAnchor:0x"))
    #expect(anchorA.hasSuffix(" \"\(ModelFixtures.name(a)).leading\">"))
    #expect(anchorB.hasSuffix(" \"\(ModelFixtures.name(b)).leading\">"))
    let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([c]) }
    guard case .noCommonAncestor(let failed)? = error else {
      Issue.record("expected noCommonAncestor, got \(String(describing: error))")
      return
    }
    #expect(failed === c)
    let expected =
      "Unable to activate constraint with anchors \(anchorA) and \(anchorB) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    #expect(error?.reason == expected)
    #expect(!c.isActive)
  }

  @Test("§1 a width anchor prints as NSLayoutDimension, a top anchor as NSLayoutYAxisAnchor")
  func anchorKinds() {
    let rootA = View()
    let rootB = View()
    let error = #expect(throws: LayoutError.self) {
      try rootA.topAnchor.constraint(equalTo: rootB.bottomAnchor).activate()
    }
    let text = error?.reason ?? ""
    #expect(text.hasPrefix("Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x"))
    #expect(text.contains(" \"\(ModelFixtures.name(rootA)).top\"> and <NSLayoutYAxisAnchor:0x"))
    #expect(text.contains(" \"\(ModelFixtures.name(rootB)).bottom\"> because they have no common ancestor.  Does"))
    #expect(rootA.widthAnchor.description.hasPrefix("<NSLayoutDimension:0x"))
  }

  @Test("§1 activate([…]) stops at the failure; the constraints before it stay active")
  func partialActivation() {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let stranger = View()
    let good = a.widthAnchor.constraint(equalToConstant: 10)
    let bad = a.topAnchor.constraint(equalTo: stranger.topAnchor)
    let after = a.heightAnchor.constraint(equalToConstant: 10)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([good, bad, after]) }
    #expect(good.isActive && !bad.isActive && !after.isActive)
  }

  @Test("§1 isActive = true on an impossible constraint records a LayoutIssue instead of throwing")
  func isActiveRecordsIssue() {
    let root = ModelFixtures.root()
    let a = ModelFixtures.child(of: root)
    let stranger = View()
    let c = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    c.isActive = true
    #expect(!c.isActive)
    guard case .invalidMutation(let which, .noCommonAncestor)? = root.layoutIssues.first else {
      Issue.record("expected an invalidMutation issue, got \(root.layoutIssues)")
      return
    }
    #expect(which === c)
    #expect(root.layoutIssues.map(\.description) == [LayoutError.noCommonAncestor(c).reason])
  }
}

/// Priority changes on installed constraints (UIKitBehaviour.md §1).
@Suite struct PriorityMutationTests {
  func installed(_ priority: LayoutPriority) throws -> (root: View, view: View, constraint: LayoutConstraint) {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    let c = v.widthAnchor.constraint(equalToConstant: 100)
    c.priority = priority
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 10), c,
    ])
    root.layoutIfNeeded()
    return (root, v, c)
  }

  @Test("§1 required → 250 on an active constraint throws UIKit's text")
  func requiredToOptionalThrows() throws {
    let (root, _, c) = try installed(.required)
    let error = #expect(throws: LayoutError.self) { try c.setPriority(.defaultLow) }
    #expect(c.isActive && root.layoutIssues.isEmpty)
    #expect(
      error?.reason
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
    )
    #expect(c.priority == .required)
  }

  @Test("§1 250 → required on an active constraint throws the same sentence (\"or vice-versa\")")
  func optionalToRequiredThrows() throws {
    let (root, _, c) = try installed(.defaultLow)
    let error = #expect(throws: LayoutError.self) { try c.setPriority(.required) }
    #expect(c.isActive && root.layoutIssues.isEmpty)
    #expect(
      error?.reason
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 250."
    )
    #expect(c.priority == .defaultLow)
  }

  @Test("§1 the priority setter keeps the old value and records a LayoutIssue")
  func setterRecordsIssue() throws {
    let (root, v, c) = try installed(.required)
    c.priority = .defaultHigh
    #expect(c.priority == .required)
    guard case .invalidMutation(let which, .priorityMutation)? = root.layoutIssues.first else {
      Issue.record("expected a priorityMutation issue, got \(root.layoutIssues)")
      return
    }
    #expect(which === c)
    #expect(
      root.layoutIssues.map(\.description) == [
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."
      ])
    // The constraint still holds at 1000: a competing 999 loses.
    let rival = v.widthAnchor.constraint(equalToConstant: 300)
    rival.priority = LayoutPriority(999)
    try rival.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
  }

  @Test("§1 optional → optional on an active constraint is allowed and re-solves (250 → 750 beats a 500)")
  func optionalToOptional() throws {
    let (root, v, c) = try installed(.defaultLow)
    let rival = v.widthAnchor.constraint(equalToConstant: 200)
    rival.priority = LayoutPriority(500)
    try rival.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 200)
    try c.setPriority(.defaultHigh)
    #expect(c.priority == .defaultHigh)
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§1 any change while inactive is allowed; the new priority applies on activation")
  func inactiveChanges() throws {
    let (root, v, c) = try installed(.required)
    c.isActive = false
    try c.setPriority(.defaultLow)
    #expect(c.priority == .defaultLow)
    let rival = v.widthAnchor.constraint(equalToConstant: 200)
    rival.priority = LayoutPriority(500)
    try LayoutConstraint.activateOrThrow([c, rival])
    root.layoutIfNeeded()
    #expect(v.frame.width == 200)
    c.isActive = false
    c.priority = .required
    c.isActive = true
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§0 priorities outside (0, 1000] are refused")
  func invalidPriority() {
    let c = View().widthAnchor.constraint(equalToConstant: 1)
    let zero = #expect(throws: LayoutError.self) { try c.setPriority(LayoutPriority(0)) }
    guard case .invalidPriority? = zero else {
      Issue.record("expected invalidPriority, got \(String(describing: zero))")
      return
    }
    #expect(throws: LayoutError.self) { try c.setPriority(LayoutPriority(1001)) }
    #expect(c.priority == .required)
  }
}
