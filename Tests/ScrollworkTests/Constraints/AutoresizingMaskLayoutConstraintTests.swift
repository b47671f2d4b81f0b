import Foundation
import Testing

@testable import Scrollwork

/// `translatesAutoresizingMaskIntoConstraints` (UIKitBehaviour.md §5). A view at x = L
/// = 20, width w = 100 in a superview of width W = 300 (R = 180), then the
/// superview is resized and the frame follows the table's formulas.
@Suite struct AutoresizingMaskLayoutConstraintTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let mask: AutoresizingMask
    let newSize: CGFloat
    let expectedMin: CGFloat
    let expectedLength: CGFloat
    let name: String
    var testDescription: String { "\(name) → W' = \(newSize)" }
  }

  static let horizontal: [Case] = [
    // none / right only: v.minX == L; v.width == w
    Case(mask: [], newSize: 420, expectedMin: 20, expectedLength: 100, name: "none"),
    Case(mask: [.flexibleRightMargin], newSize: 420, expectedMin: 20, expectedLength: 100, name: "right"),
    // left: S.width == v.maxX + R (maxX = 420 − 180); v.width == w
    Case(mask: [.flexibleLeftMargin], newSize: 420, expectedMin: 140, expectedLength: 100, name: "left"),
    Case(mask: [.flexibleLeftMargin], newSize: 240, expectedMin: -40, expectedLength: 100, name: "left, shrinking"),
    // width: v.minX == L; S.width == v.maxX + R
    Case(mask: [.flexibleWidth], newSize: 420, expectedMin: 20, expectedLength: 220, name: "width"),
    // left+width: maxX = 240; width = k(S.width − R), k = w/(W − R) = 100/120
    Case(
      mask: [.flexibleLeftMargin, .flexibleWidth], newSize: 420, expectedMin: 40, expectedLength: 200,
      name: "left+width"),
    // left+right: width = w; minX = k(S.width − w), k = L/(W − w) = 0.1
    Case(
      mask: [.flexibleLeftMargin, .flexibleRightMargin], newSize: 420, expectedMin: 32, expectedLength: 100,
      name: "left+right"),
    // width+right: minX = L; width = k(S.width − L), k = w/(W − L) = 100/280
    Case(
      mask: [.flexibleWidth, .flexibleRightMargin], newSize: 412, expectedMin: 20, expectedLength: 140,
      name: "width+right"),
    // all three: minX = (L/W)·S.width; width = (w/W)·S.width
    Case(
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], newSize: 420, expectedMin: 28,
      expectedLength: 140,
      name: "all three"),
  ]

  /// y = T = 10, height h = 50 in a superview of height H = 200 (B = 140).
  static let vertical: [Case] = [
    Case(mask: [], newSize: 340, expectedMin: 10, expectedLength: 50, name: "none"),
    Case(mask: [.flexibleTopMargin], newSize: 340, expectedMin: 150, expectedLength: 50, name: "top"),
    Case(mask: [.flexibleHeight], newSize: 340, expectedMin: 10, expectedLength: 190, name: "height"),
    // top+bottom: minY = k(S.height − h), k = T/(H − h) = 10/150
    Case(
      mask: [.flexibleTopMargin, .flexibleBottomMargin], newSize: 350, expectedMin: 20, expectedLength: 50,
      name: "top+bottom"),
    Case(
      mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], newSize: 400, expectedMin: 20,
      expectedLength: 100,
      name: "all three"),
  ]

  func scene(_ mask: AutoresizingMask) -> (root: View, view: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
    v.autoresizingMask = mask
    root.addSubview(v)
    #expect(v.translatesAutoresizingMaskIntoConstraints)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 10, width: 100, height: 50))  // the frame is reproduced
    return (root, v)
  }

  @Test("§5 horizontal rows of the autoresizing table", arguments: horizontal)
  func horizontalRow(_ c: Case) {
    let (root, v) = scene(c.mask)
    root.frame = CGRect(x: 0, y: 0, width: c.newSize, height: 200)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: c.expectedMin, y: 10, width: c.expectedLength, height: 50))
  }

  @Test("§5 vertical rows of the autoresizing table", arguments: vertical)
  func verticalRow(_ c: Case) {
    let (root, v) = scene(c.mask)
    root.frame = CGRect(x: 0, y: 0, width: 300, height: c.newSize)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: c.expectedMin, width: 100, height: c.expectedLength))
  }

  @Test("§5 a frame set after layout becomes the new autoresizing constants")
  func frameChangeAfterLayout() {
    let (root, v) = scene([.flexibleLeftMargin])
    v.frame = CGRect(x: 50, y: 60, width: 70, height: 80)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 150, y: 60, width: 70, height: 80))  // R = 180 kept
  }

  @Test("§5 nested translated views: a flexible-width parent carries a flexible-left-margin child")
  func nested() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let p = View(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
    p.autoresizingMask = [.flexibleWidth]
    let c = View(frame: CGRect(x: 200, y: 5, width: 60, height: 20))  // 20 from p's right
    c.autoresizingMask = [.flexibleLeftMargin]
    root.addSubview(p)
    p.addSubview(c)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(p.frame == CGRect(x: 10, y: 10, width: 380, height: 100))
    #expect(c.frame == CGRect(x: 300, y: 5, width: 60, height: 20))
  }

  @Test("§5 a translated view next to constraint-based siblings: constraints can use its frame")
  func mixedWithConstraints() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let fixed = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
    root.addSubview(fixed)
    let follower = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 128, y: 60, width: 100, height: 10))
  }

  @Test("§5 turning translation off removes the autoresizing constraints")
  func turnOff() throws {
    let (root, v) = scene([])
    v.translatesAutoresizingMaskIntoConstraints = false
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
      v.widthAnchor.constraint(equalToConstant: 3), v.heightAnchor.constraint(equalToConstant: 4),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§5 §9.1 descriptions: h=--& v=--& minX (with '|') and width (no names)")
  func description() throws {
    let (root, v) = scene([])
    let list = root.engine?.autoresizing[ObjectIdentifier(v)] ?? []
    let texts = list.map(\.description)
    let sub = ModelFixtures.name(v)
    let bar = ModelFixtures.name(root)
    func addr(_ i: Int) -> String { i < list.count ? ModelFixtures.hex(list[i].debugAddress) : "?" }
    #expect(
      texts == [
        "<NSAutoresizingMaskLayoutConstraint:\(addr(0)) h=--& v=--& \(sub).minX == 20   (active, names: '|':\(bar) )>",
        "<NSAutoresizingMaskLayoutConstraint:\(addr(1)) h=--& v=--& \(sub).width == 100   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:\(addr(2)) h=--& v=--& \(sub).minY == 10   (active, names: '|':\(bar) )>",
        "<NSAutoresizingMaskLayoutConstraint:\(addr(3)) h=--& v=--& \(sub).height == 50   (active)>",
      ])
  }

  @Test("§5 the mask accessory: & flexible, - fixed; none counts as flexible right/bottom")
  func maskAccessory() throws {
    let cases: [(AutoresizingMask, String)] = [
      ([], "h=--& v=--&"),
      ([.flexibleLeftMargin, .flexibleTopMargin], "h=&-- v=&--"),
      ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-"),
      ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin], "h=&&& v=--&"),
    ]
    for (mask, text) in cases {
      let (root, v) = scene(mask)
      let list = root.engine?.autoresizing[ObjectIdentifier(v)] ?? []
      #expect(Set(list.map { ($0 as? AutoresizingMaskLayoutConstraint)?.maskDescription ?? "?" }) == [text])
    }
  }
}
