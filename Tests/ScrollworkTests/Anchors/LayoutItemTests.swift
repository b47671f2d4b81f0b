import Foundation
import Testing

@testable import Scrollwork

/// ``LayoutItem``: the anchors declared once for views and guides. The same generic
/// code pins a view and a guide in a 300×400 container at (20, 40) and must solve to
/// the same frame in the container's coordinates (UIKitBehaviour.md §1).
@Suite struct LayoutItemTests {
  /// Leading 10, width 100, top 5, height half the container's.
  func pinLeading(_ item: some LayoutItem, in container: View) -> [LayoutConstraint] {
    [
      item.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      item.widthAnchor.constraint(equalToConstant: 100),
      item.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      item.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ]
  }

  /// Left 12 and right −18, centred vertically 10 above the middle, height 60.
  func pinLeftRightCenter(_ item: some LayoutItem, in container: View) -> [LayoutConstraint] {
    [
      item.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 12),
      item.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -18),
      item.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -10),
      item.heightAnchor.constraint(equalToConstant: 60),
    ]
  }

  /// Trailing −30 and bottom −40, centred horizontally by width, 80 × 50.
  func pinTrailingBottom(_ item: some LayoutItem, in container: View) -> [LayoutConstraint] {
    [
      item.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
      item.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
      item.widthAnchor.constraint(equalToConstant: 80),
      item.heightAnchor.constraint(equalTo: item.widthAnchor, multiplier: 0.625),
    ]
  }

  /// Centred at the container's centre offset by (5, −5), 40 × 20.
  func pinCenter(_ item: some LayoutItem, in container: View) -> [LayoutConstraint] {
    [
      item.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 5),
      item.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -5),
      item.widthAnchor.constraint(equalToConstant: 40),
      item.heightAnchor.constraint(equalToConstant: 20),
    ]
  }

  /// Lays out `item` (made by `make` inside a 300×400 container at (20, 40)) with the
  /// constraints `pin` makes, and returns `frame(item)` after the pass.
  func solve<Item: LayoutItem>(
    rightToLeft: Bool = false, make: (View) -> Item, frame: (Item) -> CGRect,
    pin: (Item, View) -> [LayoutConstraint]
  ) throws -> CGRect {
    let root = ModelFixtures.root()
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let container = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 400),
    ])
    let item = make(container)
    try LayoutConstraint.activateOrThrow(pin(item, container))
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(container.frame == CGRect(x: 20, y: 40, width: 300, height: 400))
    return frame(item)
  }

  func view(in container: View) -> View { ModelFixtures.child(of: container) }

  func guide(in container: View) -> LayoutGuide {
    let g = LayoutGuide()
    container.addLayoutGuide(g)
    return g
  }

  /// Solves `pin` for a view and for a guide; both must give `expected`.
  func expectSameFrame(
    _ expected: CGRect, rightToLeft: Bool = false, _ pin: (any LayoutItem, View) -> [LayoutConstraint]
  ) throws {
    let viewFrame = try solve(rightToLeft: rightToLeft, make: view(in:), frame: { $0.frame }, pin: { pin($0, $1) })
    let guideFrame = try solve(
      rightToLeft: rightToLeft, make: guide(in:), frame: { $0.layoutFrame }, pin: { pin($0, $1) })
    #expect(viewFrame == expected)
    #expect(guideFrame == expected)
  }

  @Test("§1 leading/top/width/height anchors place a view and a guide alike")
  func leadingTop() throws {
    try expectSameFrame(CGRect(x: 10, y: 5, width: 100, height: 200)) { pinLeading($0, in: $1) }
  }

  @Test("§1 RTL: leading pins the right edge, for a view and a guide alike")
  func leadingRightToLeft() throws {
    try expectSameFrame(CGRect(x: 190, y: 5, width: 100, height: 200), rightToLeft: true) { pinLeading($0, in: $1) }
  }

  @Test("§1 left/right/centerY anchors place a view and a guide alike")
  func leftRightCenterY() throws {
    // centreY 200 − 10 = 190, height 60.
    try expectSameFrame(CGRect(x: 12, y: 160, width: 270, height: 60)) { pinLeftRightCenter($0, in: $1) }
  }

  @Test("§1 left/right never mirror in RTL, for a view and a guide alike")
  func leftRightRightToLeft() throws {
    try expectSameFrame(CGRect(x: 12, y: 160, width: 270, height: 60), rightToLeft: true) {
      pinLeftRightCenter($0, in: $1)
    }
  }

  @Test("§1 trailing/bottom anchors and a dimension tied to the item's own width")
  func trailingBottom() throws {
    // 80 × 50; right edge at 270, bottom at 360.
    try expectSameFrame(CGRect(x: 190, y: 310, width: 80, height: 50)) { pinTrailingBottom($0, in: $1) }
  }

  @Test("§1 centerX/centerY anchors place a view and a guide alike")
  func centers() throws {
    // centre (155, 195).
    try expectSameFrame(CGRect(x: 135, y: 185, width: 40, height: 20)) { pinCenter($0, in: $1) }
  }

  @Test("an anchor's item is the view or guide itself, with the requested attribute")
  func anchorItems() {
    let v = View()
    let g = LayoutGuide()
    func check(_ item: some LayoutItem) {
      let x: [(LayoutXAxisAnchor, LayoutAttribute)] = [
        (item.leftAnchor, .left), (item.rightAnchor, .right), (item.leadingAnchor, .leading),
        (item.trailingAnchor, .trailing), (item.centerXAnchor, .centerX),
      ]
      let y: [(LayoutYAxisAnchor, LayoutAttribute)] = [
        (item.topAnchor, .top), (item.bottomAnchor, .bottom), (item.centerYAnchor, .centerY),
      ]
      let d: [(LayoutDimension, LayoutAttribute)] = [(item.widthAnchor, .width), (item.heightAnchor, .height)]
      for (a, attribute) in x {
        #expect(a.item === item)
        #expect(a.attribute == attribute)
      }
      for (a, attribute) in y {
        #expect(a.item === item)
        #expect(a.attribute == attribute)
      }
      for (a, attribute) in d {
        #expect(a.item === item)
        #expect(a.attribute == attribute)
      }
    }
    check(v)
    check(g)
    #expect(v.firstBaselineAnchor.item === v)
    #expect(v.firstBaselineAnchor.attribute == .firstBaseline)
    #expect(v.lastBaselineAnchor.attribute == .lastBaseline)
  }

  @Test("anchor descriptions name the item's kind: UIView for a view, UILayoutGuide for a guide")
  func anchorDescriptions() {
    let v = View()
    let g = LayoutGuide()
    g.identifier = "gap"
    let (va, ga) = (ModelFixtures.hex(v.debugAddress), ModelFixtures.hex(g.debugAddress))
    let (vAnchor, gAnchor) = (ModelFixtures.hex(v.debugAddress + 8), ModelFixtures.hex(g.debugAddress + 8))
    #expect(v.leadingAnchor.description == "<NSLayoutXAxisAnchor:\(vAnchor) \"UIView:\(va).leading\">")
    #expect(g.widthAnchor.description == "<NSLayoutDimension:\(gAnchor) \"UILayoutGuide:\(ga)'gap'.width\">")
  }

  @Test("what the engine reads from an item: a view hosts itself, a guide its owner")
  func itemModel() throws {
    let (_, parent, child) = try ModelFixtures.parentAndChild()
    child.accessibilityIdentifier = "child"
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    parent.addLayoutGuide(guide)
    let v = try #require(asLayoutItem(child))
    let g = try #require(asLayoutItem(guide))
    #expect(v.hostView === child)
    #expect(g.hostView === parent)
    #expect(v.layoutContainer === parent)
    #expect(g.layoutContainer === parent)
    #expect(v.reference === child.reference)
    #expect(g.reference === guide.reference)
    #expect(v.layoutVariables === child.layoutVariables)
    #expect(g.layoutVariables === guide.layoutVariables)
    #expect(v.reportIdentifier == "child")
    #expect(g.reportIdentifier == "spacer")
    #expect(v.diagnosticText == "UIView:\(ModelFixtures.hex(child.debugAddress))'child'")
    #expect(g.diagnosticText == "UILayoutGuide:\(ModelFixtures.hex(guide.debugAddress))'spacer'")
    #expect(v.systemGuideKind == nil)
    #expect(g.systemGuideKind == nil)
    #expect(!v.isPrivateToUIKit)
    #expect(!g.isPrivateToUIKit)
    let margins = try #require(asLayoutItem(parent.layoutMarginsGuide))
    #expect(margins.systemGuideKind == .layoutMargins)
    #expect(margins.reportIdentifier == nil)
    #expect(margins.hostView === parent)
    #expect(asLayoutItem(DetachedItem.shared) == nil)
  }

  /// A conformance outside Scrollwork: it gets the anchors, but the engine knows
  /// only views and guides.
  final class ForeignItem: LayoutItem {}

  @Test("a foreign LayoutItem's constraints cannot be activated: noCommonAncestor")
  func foreignItem() throws {
    let root = ModelFixtures.root()
    let foreign = ForeignItem()
    let c = foreign.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    #expect(c.firstItem === foreign)
    var error: LayoutError?
    do { try c.activate() } catch let e { error = e }
    guard case .noCommonAncestor(let failed)? = error else {
      Issue.record("expected noCommonAncestor, got \(String(describing: error))")
      return
    }
    #expect(failed === c)
    #expect(!c.isActive)
    #expect(root.constraints.isEmpty)
  }
}
