import Foundation
import Testing

@testable import Scrollwork

/// Right-to-left mirroring (UIKitBehaviour.md §1, §6): leading/trailing swap sides and
/// their constants are negated, left/right never mirror. The root forces RTL with
/// `semanticContentAttribute` (`Screen.main` is shared by parallel tests).
@Suite struct RightToLeftLayoutTests {
  func rtlRoot() -> View {
    let root = ModelFixtures.root()
    root.semanticContentAttribute = .forceRightToLeft
    return root
  }

  func box(in parent: View, width: CGFloat = 50) throws -> View {
    let v = ModelFixtures.child(of: parent)
    try LayoutConstraint.activateOrThrow([
      v.widthAnchor.constraint(equalToConstant: width), v.heightAnchor.constraint(equalToConstant: 10),
      v.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    return v
  }

  @Test("§1 RTL: leading == superview.leading + 20 puts the right edge 20 from the right")
  func leadingPin() throws {
    let root = rtlRoot()
    let v = try box(in: root)
    try v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).activate()
    root.layoutIfNeeded()
    #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(v.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL: trailing == superview.trailing − 20 puts the left edge 20 from the left")
  func trailingPin() throws {
    let root = rtlRoot()
    let v = try box(in: root)
    try v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).activate()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL: b.leading == a.trailing + 8 puts b to the left of a")
  func siblingsRunRightToLeft() throws {
    let root = rtlRoot()
    let a = try box(in: root)
    let b = try box(in: root, width: 40)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 272, y: 0, width: 40, height: 10))  // right edge 320 − 8
  }

  @Test("§1 RTL: left/right constraints do not mirror")
  func leftRightStay() throws {
    let root = rtlRoot()
    let a = try box(in: root)
    let b = try box(in: root)
    try LayoutConstraint.activateOrThrow([
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 310, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL: centerX does not mirror; centerX == leading + 10 does")
  func centers() throws {
    let root = rtlRoot()
    let a = try box(in: root)
    let b = try box(in: root)
    try LayoutConstraint.activateOrThrow([
      a.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
      b.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 180, y: 0, width: 50, height: 10))  // centre 205
    #expect(b.frame == CGRect(x: 335, y: 0, width: 50, height: 10))  // centre 390 − 30
  }

  @Test("§1 RTL: leading >= superview.leading + 20 keeps the view 20 in from the right edge")
  func leadingInequality() throws {
    let root = rtlRoot()
    let v = try box(in: root)
    let pull = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    pull.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20), pull,
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL: trailing <= superview.trailing − 30 keeps the view 30 in from the left edge")
  func trailingInequality() throws {
    let root = rtlRoot()
    let v = try box(in: root)
    let pull = v.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    pull.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([
      v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30), pull,
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 30, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL: the item initializer mirrors too (leading == leading + 20)")
  func initializerMirrors() throws {
    let root = rtlRoot()
    let v = try box(in: root)
    try LayoutConstraint.validated(
      item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, constant: 20
    )
    .activate()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
  }

  @Test("§1 RTL multiplier: v.leading == 0.5 × p.trailing in p's mirrored coordinates")
  func mirroredMultiplier() throws {
    let (root, p, v) = try ModelFixtures.parentAndChild()
    root.semanticContentAttribute = .forceRightToLeft
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(
        item: v, attribute: .leading, relatedBy: .equal, toItem: p, attribute: .trailing, multiplier: 0.5),
      v.topAnchor.constraint(equalTo: p.topAnchor),
    ])
    root.layoutIfNeeded()
    // p's trailing (its left edge) is 300 from its leading edge: v's right edge is 150 from p's right.
    #expect(v.frame == CGRect(x: 100, y: 0, width: 50, height: 30))
  }

  @Test("§6 RTL: directional margins put leading on the right; layoutMargins reads them as left/right")
  func directionalMargins() throws {
    let root = rtlRoot()
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
    #expect(root.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
    let a = try box(in: root)
    let b = try box(in: root)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 4, y: 0, width: 50, height: 10))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 0, width: 366, height: 844))
  }

  @Test("§6 RTL: setting layoutMargins (left/right) stores leading = right")
  func absoluteMarginsUnderRTL() {
    let root = rtlRoot()
    root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test("§1 RTL: anchorWithOffset(a.trailing → b.leading) == 24 measures leftwards")
  func offsetMirrors() throws {
    let root = rtlRoot()
    let a = try box(in: root, width: 40)
    let b = try box(in: root, width: 60)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 24),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 340, y: 0, width: 40, height: 10))
    #expect(b.frame == CGRect(x: 256, y: 0, width: 60, height: 10))  // right edge 340 − 24
  }

  @Test("§1 RTL: system spacing after a.trailing is 8 to the left")
  func systemSpacingMirrors() throws {
    let root = rtlRoot()
    let a = try box(in: root)
    let b = try box(in: root)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 282, y: 0, width: 50, height: 10))
  }

  @Test("§1 changing the direction after layout mirrors existing constraints")
  func switchDirection() throws {
    let root = ModelFixtures.root()
    let v = try box(in: root)
    try v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).activate()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
  }

  @Test("§6 changing the direction after layout swaps directional margins")
  func switchDirectionWithMargins() throws {
    let root = ModelFixtures.root()
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
    let v = try box(in: root)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    ])
    v.constraints.first { $0.firstAttribute == .width }?.isActive = false
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 0, width: 366, height: 10))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 4, y: 0, width: 366, height: 10))
    #expect(root.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
  }

  @Test("§1 a forceLeftToRight subtree inside an RTL root lays out left to right")
  func forcedLTRSubtree() throws {
    let root = rtlRoot()
    let p = ModelFixtures.child(of: root)
    p.semanticContentAttribute = .forceLeftToRight
    try LayoutConstraint.activateOrThrow([
      p.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), p.topAnchor.constraint(equalTo: root.topAnchor),
      p.widthAnchor.constraint(equalToConstant: 300), p.heightAnchor.constraint(equalToConstant: 100),
    ])
    let v = try box(in: p)
    try v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 10).activate()
    root.layoutIfNeeded()
    #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(v.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
  }
}
