import Foundation
import Testing

@testable import Scrollwork

/// Layout margins and the margins guide (UIKitBehaviour.md §6).
@Suite struct LayoutMarginsTests {
  /// A view pinned to all four edges of `guide`.
  @discardableResult
  func pinned(to guide: LayoutGuide, in parent: View) throws -> View {
    let v = ModelFixtures.child(of: parent)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      v.topAnchor.constraint(equalTo: guide.topAnchor),
      v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return v
  }

  @Test("§6 margins default to 8 on every edge; the guide is the bounds inset by them")
  func defaults() throws {
    let root = ModelFixtures.root()
    #expect(root.layoutMargins == EdgeInsets(all: 8))
    #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(!root.preservesSuperviewLayoutMargins)
    #expect(root.insetsLayoutMarginsFromSafeArea)
    let guide = root.layoutMarginsGuide
    #expect(guide.identifier == "UIViewLayoutMarginsGuide")
    #expect(guide.owningView === root)
    let v = try pinned(to: guide, in: root)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
    #expect(v.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test("§6 custom margins, and a change after layout moves what is pinned to them")
  func customMargins() throws {
    let root = ModelFixtures.root()
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let v = try pinned(to: root.layoutMarginsGuide, in: root)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 10, width: 330, height: 804))
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 2, y: 1, width: 384, height: 840))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 384, height: 840))
  }

  @Test("§6 a nested view's margins guide frame is in its own coordinates")
  func nestedGuideFrame() throws {
    let (root, p, _) = try ModelFixtures.parentAndChild()
    p.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
    let inner = try pinned(to: p.layoutMarginsGuide, in: p)
    root.layoutIfNeeded()
    #expect(p.layoutMarginsGuide.layoutFrame == CGRect(x: 6, y: 5, width: 285, height: 388))
    #expect(inner.frame == CGRect(x: 6, y: 5, width: 285, height: 388))
  }

  @Test("§6 preservesSuperviewLayoutMargins: margins grow to what the superview's margins cover")
  func preservesSuperviewMargins() throws {
    let root = ModelFixtures.root()
    let p = ModelFixtures.child(of: root)
    p.layoutMargins = EdgeInsets(all: 30)
    let c = ModelFixtures.child(of: p)
    try LayoutConstraint.activateOrThrow([
      p.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      p.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      p.widthAnchor.constraint(equalToConstant: 300), p.heightAnchor.constraint(equalToConstant: 400),
      // c spans x 10…290, y 0…100 of p
      c.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 10),
      c.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -10),
      c.topAnchor.constraint(equalTo: p.topAnchor), c.heightAnchor.constraint(equalToConstant: 100),
    ])
    let g = try pinned(to: c.layoutMarginsGuide, in: c)
    root.layoutIfNeeded()
    #expect(g.frame == CGRect(x: 8, y: 8, width: 264, height: 84))
    c.preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    // left/right: max(8, 30 − 10) = 20; top: max(8, 30 − 0) = 30; bottom: c ends 300 above p's bottom ⇒ 8
    #expect(g.frame == CGRect(x: 20, y: 30, width: 240, height: 62))
    #expect(c.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 30, width: 240, height: 62))
  }

  @Test("§6 readableContentGuide: the margins guide when narrower than 672")
  func readableNarrow() throws {
    let root = ModelFixtures.root()
    let guide = root.readableContentGuide
    #expect(guide.identifier == "UIViewReadableContentGuide")
    let v = try pinned(to: guide, in: root)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
    #expect(v.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test("§6 readableContentGuide: 672 wide and centred in wide margins")
  func readableWide() throws {
    let root = ModelFixtures.root(width: 1024, height: 768)
    let v = try pinned(to: root.readableContentGuide, in: root)
    root.layoutIfNeeded()
    // margins 8…1016 (1008 wide): (1008 − 672) / 2 = 168 ⇒ x = 176
    #expect(root.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
    #expect(v.frame == CGRect(x: 176, y: 8, width: 672, height: 752))
    root.layoutMargins = EdgeInsets(top: 0, left: 100, bottom: 0, right: 300)
    root.layoutIfNeeded()
    // margins 100…724 (624 wide) < 672
    #expect(v.frame == CGRect(x: 100, y: 0, width: 624, height: 768))
  }
}

/// The safe area (UIKitBehaviour.md §6): the root's insets are injected; a
/// descendant's are the part of it the unsafe edges cover.
@Suite struct SafeAreaTests {
  func phone() -> View {
    let root = ModelFixtures.root()
    root.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return root
  }

  func placed(in root: View, _ frame: CGRect) throws -> View {
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.minX),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
      v.widthAnchor.constraint(equalToConstant: frame.width),
      v.heightAnchor.constraint(equalToConstant: frame.height),
    ])
    return v
  }

  @Test("§6 the root's safe-area guide is its bounds minus the device insets")
  func rootGuide() throws {
    let root = phone()
    let guide = root.safeAreaLayoutGuide
    #expect(guide.identifier == "UIViewSafeAreaLayoutGuide")
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("§6 a subview pinned to the safe-area guide")
  func pinnedToSafeArea() throws {
    let root = phone()
    let v = ModelFixtures.child(of: root)
    let guide = root.safeAreaLayoutGuide
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      v.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      v.topAnchor.constraint(equalTo: guide.topAnchor),
      v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
    root.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 16, y: 20, width: 358, height: 824))
  }

  @Test("§6 a child's safeAreaInsets: the part of it under the unsafe edges")
  func childInsets() throws {
    let root = phone()
    let top = try placed(in: root, CGRect(x: 0, y: 20, width: 100, height: 100))
    let bottom = try placed(in: root, CGRect(x: 10, y: 800, width: 100, height: 44))
    let middle = try placed(in: root, CGRect(x: 10, y: 300, width: 100, height: 100))
    _ = top.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(top.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(bottom.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(top.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 27, width: 100, height: 73))
  }

  @Test("§6 insetsLayoutMarginsFromSafeArea: margins are measured from the safe area (default) or the bounds")
  func marginsFromSafeArea() throws {
    let root = phone()
    let guide = root.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))  // 47 + 8, 34 + 8
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test("§6 a child under the status bar insets its margins from its own safe area")
  func childMarginsFromSafeArea() throws {
    let root = phone()
    let child = try placed(in: root, CGRect(x: 0, y: 20, width: 100, height: 100))
    let guide = child.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 35, width: 84, height: 57))  // top 27 + 8
  }
}
