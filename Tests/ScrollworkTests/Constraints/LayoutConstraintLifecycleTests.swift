import Foundation
import LayoutSolver
import Testing

@testable import Scrollwork

/// Constants, activation and hierarchy changes after the first layout
/// (UIKitBehaviour.md §1: "`constant` may change any time").
@Suite struct LayoutConstraintLifecycleTests {
  func box() throws -> (root: View, view: View, leading: LayoutConstraint) {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    try LayoutConstraint.activateOrThrow([
      leading, v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    return (root, v, leading)
  }

  @Test("§1 a new constant moves the frame at the next layout, in place (same solver constraint)")
  func constantChange() throws {
    let (root, v, leading) = try box()
    #expect(v.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
    let before = root.engine?.installed[ObjectIdentifier(leading)]?.solverConstraints.first
    leading.constant = 50
    #expect(v.frame == CGRect(x: 20, y: 10, width: 100, height: 40))  // not before layout
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 50, y: 10, width: 100, height: 40))
    let after = root.engine?.installed[ObjectIdentifier(leading)]?.solverConstraints.first
    #expect(before != nil && before === after)
    if let sc = after { #expect(root.engine?.solver.constant(of: sc) == -50) }
    leading.constant = -6
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: -6, y: 10, width: 100, height: 40))
  }

  @Test("§1 RTL constant changes move the view leftwards")
  func rtlConstantChange() throws {
    let root = ModelFixtures.root()
    root.semanticContentAttribute = .forceRightToLeft
    let v = ModelFixtures.child(of: root)
    let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    try LayoutConstraint.activateOrThrow([
      leading, v.topAnchor.constraint(equalTo: root.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(v.frame.minX == 270)
    leading.constant = 60
    root.layoutIfNeeded()
    #expect(v.frame.minX == 230)
  }

  @Test("§1 deactivate lets an optional constraint take over; reactivate restores")
  func deactivateReactivate() throws {
    let (root, v, leading) = try box()
    let fallback = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
    fallback.priority = .defaultLow
    try fallback.activate()
    root.layoutIfNeeded()
    #expect(v.frame.minX == 20)
    leading.isActive = false
    #expect(!leading.isActive)
    #expect(!root.constraints.contains { $0 === leading })
    root.layoutIfNeeded()
    #expect(v.frame.minX == 200)
    try leading.activate()
    #expect(root.constraints.contains { $0 === leading })
    root.layoutIfNeeded()
    #expect(v.frame.minX == 20)
    LayoutConstraint.deactivate([leading])
    root.layoutIfNeeded()
    #expect(v.frame.minX == 200)
  }

  @Test("§1 the older API: addConstraint/removeConstraint on the common ancestor")
  func addRemoveConstraint() throws {
    let (root, v, leading) = try box()
    let extra = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
    extra.priority = LayoutPriority(999)
    root.removeConstraint(leading)
    root.addConstraint(extra)
    #expect(extra.isActive && !leading.isActive)
    root.layoutIfNeeded()
    #expect(v.frame.minX == 30)
  }
}

/// `removeFromSuperview()` drops constraints that reach outside the removed
/// subtree and keeps those inside it (UIKit's rule). A constraint with one item
/// lives on that item; others on the items' nearest common ancestor (§1).
@Suite struct RemoveFromSuperviewTests {
  struct Scene {
    let root: View, container: View, a: View, b: View, other: View
    let containerPins: [LayoutConstraint]  // on root
    let containerSize: [LayoutConstraint]  // on container (single item)
    let bToRoot: LayoutConstraint  // on root (reaches out of the container)
    let otherPins: [LayoutConstraint]  // on root
    let otherSize: [LayoutConstraint]  // on other
    let inside: [LayoutConstraint]  // on container (between a, b and container)
    let aSize: [LayoutConstraint]  // on a
  }

  func scene() throws -> Scene {
    let root = ModelFixtures.root()
    let container = ModelFixtures.child(of: root)
    let other = ModelFixtures.child(of: root)
    let a = ModelFixtures.child(of: container)
    let b = ModelFixtures.child(of: container)
    let containerPins = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ]
    let containerSize = [
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
    ]
    let otherPins = [
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    let otherSize = [
      other.widthAnchor.constraint(equalToConstant: 30),
      other.heightAnchor.constraint(equalTo: other.widthAnchor),
    ]
    let bToRoot = b.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 50)
    let inside = [
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      a.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ]
    let aSize = [a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20)]
    try LayoutConstraint.activateOrThrow(
      containerPins + containerSize + otherPins + otherSize + [bToRoot] + inside + aSize)
    root.layoutIfNeeded()
    return Scene(
      root: root, container: container, a: a, b: b, other: other, containerPins: containerPins,
      containerSize: containerSize, bToRoot: bToRoot, otherPins: otherPins, otherSize: otherSize, inside: inside,
      aSize: aSize)
  }

  func ids(_ list: [LayoutConstraint]) -> [ObjectIdentifier] { list.map(ObjectIdentifier.init) }

  @Test("§1 constraints are installed on the nearest common ancestor (one-item ones on the item)")
  func installation() throws {
    let s = try scene()
    #expect(ids(s.root.constraints) == ids(s.containerPins + s.otherPins + [s.bToRoot]))
    #expect(ids(s.container.constraints) == ids(s.containerSize + s.inside))
    #expect(ids(s.other.constraints) == ids(s.otherSize))
    #expect(ids(s.a.constraints) == ids(s.aSize))
    #expect(s.b.constraints.isEmpty)
    #expect(s.b.frame == CGRect(x: 53, y: 5, width: 40, height: 20))
  }

  @Test("§1 removeFromSuperview removes constraints reaching out of the subtree, keeps the inside ones")
  func removal() throws {
    let s = try scene()
    s.container.removeFromSuperview()
    #expect(s.container.superview == nil)
    #expect(ids(s.root.constraints) == ids(s.otherPins))
    for c in s.containerPins + [s.bToRoot] { #expect(!c.isActive) }
    #expect(ids(s.container.constraints) == ids(s.containerSize + s.inside))
    #expect(ids(s.a.constraints) == ids(s.aSize))
    for c in s.containerSize + s.inside + s.aSize { #expect(c.isActive) }
    // The rest of the old hierarchy still lays out.
    s.root.layoutIfNeeded()
    #expect(s.other.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(s.root.layoutIssues.isEmpty)
  }

  @Test("§1 removing a leaf drops only the constraints that mention it")
  func removeLeaf() throws {
    let s = try scene()
    s.b.removeFromSuperview()
    #expect(ids(s.root.constraints) == ids(s.containerPins + s.otherPins))
    #expect(ids(s.container.constraints) == ids(s.containerSize + s.inside.prefix(2)))
    s.root.layoutIfNeeded()
    #expect(s.a.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
  }

  @Test("§1 a removed subtree re-added to another (laid-out) hierarchy lays out there")
  func readd() throws {
    let s = try scene()
    s.container.removeFromSuperview()
    let root2 = ModelFixtures.root(width: 320, height: 480)
    root2.layoutIfNeeded()  // the new hierarchy already has an engine
    root2.addSubview(s.container)
    try LayoutConstraint.activateOrThrow([
      s.container.trailingAnchor.constraint(equalTo: root2.trailingAnchor, constant: -20),
      s.container.bottomAnchor.constraint(equalTo: root2.bottomAnchor, constant: -30),
    ])
    root2.layoutIfNeeded()
    #expect(s.container.frame == CGRect(x: 100, y: 350, width: 200, height: 100))
    #expect(s.a.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
    #expect(s.b.frame == CGRect(x: 53, y: 5, width: 40, height: 20))
    #expect(root2.layoutIssues.isEmpty)
    // The old root no longer sees the subtree.
    s.root.layoutIfNeeded()
    #expect(s.root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(s.other)])
    #expect(s.root.layoutIssues.isEmpty)
  }

  @Test("§1 a removed subtree re-added to a hierarchy that was never laid out")
  func readdBeforeFirstLayout() throws {
    let s = try scene()
    s.container.removeFromSuperview()
    let root2 = ModelFixtures.root(width: 320, height: 480)
    root2.addSubview(s.container)
    try LayoutConstraint.activateOrThrow([
      s.container.leadingAnchor.constraint(equalTo: root2.leadingAnchor),
      s.container.topAnchor.constraint(equalTo: root2.topAnchor, constant: 7),
    ])
    root2.layoutIfNeeded()
    #expect(s.container.frame == CGRect(x: 0, y: 7, width: 200, height: 100))
    #expect(s.b.frame == CGRect(x: 53, y: 5, width: 40, height: 20))
    #expect(root2.layoutIssues.isEmpty)
  }

  @Test("§1 a removed subtree laid out on its own keeps its internal layout")
  func standalone() throws {
    let s = try scene()
    s.container.removeFromSuperview()
    s.a.layoutIfNeeded()  // any view of the subtree lays out its root
    #expect(s.container.frame == CGRect(x: 10, y: 100, width: 200, height: 100))  // unchanged
    #expect(s.a.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
    #expect(s.b.frame == CGRect(x: 53, y: 5, width: 40, height: 20))
    #expect(s.container.layoutIssues.isEmpty)
  }

  @Test("§1 moving a view between superviews of one hierarchy drops its outside constraints")
  func moveWithinHierarchy() throws {
    let s = try scene()
    s.other.addSubview(s.b)
    #expect(s.b.superview === s.other)
    #expect(!s.bToRoot.isActive)
    #expect(ids(s.container.constraints) == ids(s.containerSize + s.inside.prefix(2)))
    try LayoutConstraint.activateOrThrow([
      s.b.leadingAnchor.constraint(equalTo: s.other.leadingAnchor, constant: 1),
      s.b.topAnchor.constraint(equalTo: s.other.topAnchor, constant: 2),
      s.b.widthAnchor.constraint(equalToConstant: 3),
      s.b.heightAnchor.constraint(equalToConstant: 4),
    ])
    s.root.layoutIfNeeded()
    #expect(s.b.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(s.root.layoutIssues.isEmpty)
  }
}
