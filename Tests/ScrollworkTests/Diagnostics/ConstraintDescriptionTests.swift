import Foundation
import Testing

@testable import Scrollwork

/// `NSLayoutConstraint.description` (UIKitBehaviour.md §9.1): VFL "ascii art" when the
/// shape allows, else an equation; three spaces before the status block.
@Suite struct ConstraintDescriptionTests {
  let root = ModelFixtures.root()
  let s: View
  let a: View
  let b: View

  init() {
    s = ModelFixtures.child(of: root)
    a = ModelFixtures.child(of: s)
    b = ModelFixtures.child(of: s)
  }

  func n(_ v: View) -> String { ModelFixtures.name(v) }
  func addr(_ c: LayoutConstraint) -> String { ModelFixtures.hex(c.debugAddress) }
  /// `<NSLayoutConstraint:0x… BODY   (TAIL)>`.
  func text(_ c: LayoutConstraint, _ body: String, _ tail: String = "active") -> String {
    "<NSLayoutConstraint:\(addr(c)) \(body)   (\(tail))>"
  }
  func bar(_ v: View) -> String { "active, names: '|':\(n(v)) " }

  @Test("§9.1 sub.leading == super.leading + 20 ⇒ H:|-(20)-[sub] with '|' named")
  func leadingToSuperview() throws {
    let c = a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20)
    try c.activate()
    #expect(c.description == text(c, "H:|-(20)-[\(n(a))]", bar(s)))
    #expect(c.description == "<NSLayoutConstraint:\(addr(c)) H:|-(20)-[\(n(a))]   (active, names: '|':\(n(s)) )>")
  }

  @Test("§9.1 left and right print (LTR) after the VFL")
  func leftRight() throws {
    let l = a.leftAnchor.constraint(equalTo: s.leftAnchor, constant: 20)
    let r = s.rightAnchor.constraint(equalTo: a.rightAnchor, constant: 16)
    try LayoutConstraint.activateOrThrow([l, r])
    #expect(l.description == text(l, "H:|-(20)-[\(n(a))](LTR)", bar(s)))
    #expect(r.description == text(r, "H:[\(n(a))]-(16)-|(LTR)", bar(s)))
  }

  @Test("§9.1 top ⇒ V:|-(c)-[sub]; super.bottom == sub.bottom ⇒ V:[sub]-(0)-|; super.trailing ⇒ H:[sub]-(c)-|")
  func verticalAndTrailing() throws {
    let top = a.topAnchor.constraint(equalTo: s.topAnchor, constant: 10)
    let bottom = s.bottomAnchor.constraint(equalTo: a.bottomAnchor)
    let trailing = s.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 16)
    try LayoutConstraint.activateOrThrow([top, bottom, trailing])
    #expect(top.description == text(top, "V:|-(10)-[\(n(a))]", bar(s)))
    #expect(bottom.description == text(bottom, "V:[\(n(a))]-(0)-|", bar(s)))
    #expect(trailing.description == text(trailing, "H:[\(n(a))]-(16)-|", bar(s)))
  }

  @Test("§9.1 siblings: b.leading == a.trailing + 8 ⇒ H:[a]-(8)-[b] without names")
  func siblings() throws {
    let h = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let v = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4)
    try LayoutConstraint.activateOrThrow([h, v])
    #expect(h.description == text(h, "H:[\(n(a))]-(8)-[\(n(b))]"))
    #expect(v.description == text(v, "V:[\(n(a))]-(4)-[\(n(b))]"))
  }

  @Test("§9.1 relation and priority go inside the parentheses: (>=20), (20@750), (<=5@250)")
  func parenthesized() throws {
    let ge = a.leadingAnchor.constraint(greaterThanOrEqualTo: s.leadingAnchor, constant: 20)
    let p750 = a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20)
    p750.priority = .defaultHigh
    let le = b.leadingAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor, constant: 5)
    le.priority = .defaultLow
    try LayoutConstraint.activateOrThrow([ge, p750, le])
    #expect(ge.description == text(ge, "H:|-(>=20)-[\(n(a))]", bar(s)))
    #expect(p750.description == text(p750, "H:|-(20@750)-[\(n(a))]", bar(s)))
    #expect(le.description == text(le, "H:[\(n(a))]-(<=5@250)-[\(n(b))]"))
  }

  @Test("§9.1 %g constants in VFL: negative and fractional")
  func vflConstants() throws {
    let neg = a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: -5)
    let frac = a.topAnchor.constraint(equalTo: s.topAnchor, constant: 125.0 / 3)
    try LayoutConstraint.activateOrThrow([neg, frac])
    #expect(neg.description == text(neg, "H:|-(-5)-[\(n(a))]", bar(s)))
    #expect(frac.description == text(frac, "V:|-(41.6667)-[\(n(a))]", bar(s)))
  }

  @Test("§9.1 system spacing prints NSSpace(8)")
  func systemSpacing() throws {
    let c = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    try c.activate()
    #expect(c.description == text(c, "H:[\(n(a))]-(NSSpace(8))-[\(n(b))]"))
  }

  @Test("§9.1 equations: size == constant, <= constant")
  func sizeEquations() throws {
    let w = a.widthAnchor.constraint(equalToConstant: 100)
    let h = a.heightAnchor.constraint(lessThanOrEqualToConstant: 50)
    try LayoutConstraint.activateOrThrow([w, h])
    #expect(w.description == "<NSLayoutConstraint:\(addr(w)) \(n(a)).width == 100   (active)>")
    #expect(h.description == text(h, "\(n(a)).height <= 50"))
  }

  @Test("§9.1 equations: multiplier 0.5*, constants ' + c' and ' - c', multiplier omitted at 1")
  func equations() throws {
    let half = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
    let plus = b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 2, constant: 10)
    let minus = a.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: -5)
    let same = a.centerXAnchor.constraint(equalTo: s.centerXAnchor)
    try LayoutConstraint.activateOrThrow([half, plus, minus, same])
    #expect(half.description == text(half, "\(n(a)).height == 0.5*\(n(a)).width"))
    #expect(plus.description == text(plus, "\(n(b)).width >= 2*\(n(a)).width + 10"))
    #expect(minus.description == text(minus, "\(n(a)).trailing == \(n(b)).trailing - 5"))
    #expect(same.description == text(same, "\(n(a)).centerX == \(n(s)).centerX"))
  }

  @Test("§9.1 reversed order (sub.bottom == super.bottom) prints as an equation")
  func reversedOrder() throws {
    let c = a.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -8)
    try c.activate()
    #expect(c.description == text(c, "\(n(a)).bottom == \(n(s)).bottom - 8"))
  }

  @Test("§9.1 an optional equation ends with priority:P before the status")
  func equationPriority() throws {
    let c = a.widthAnchor.constraint(equalToConstant: 100)
    c.priority = .defaultLow
    let d = a.heightAnchor.constraint(equalTo: b.heightAnchor)
    d.priority = LayoutPriority(999.5)
    try LayoutConstraint.activateOrThrow([c, d])
    #expect(c.description == text(c, "\(n(a)).width == 100 priority:250"))
    #expect(d.description == text(d, "\(n(a)).height == \(n(b)).height priority:999.5"))
  }

  @Test("§9.1 inactive constraints say (inactive), names included")
  func inactive() {
    let w = a.widthAnchor.constraint(equalToConstant: 100)
    let l = a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20)
    #expect(w.description == text(w, "\(n(a)).width == 100", "inactive"))
    #expect(l.description == text(l, "H:|-(20)-[\(n(a))]", "inactive, names: '|':\(n(s)) "))
  }

  @Test("§9.1 the identifier is quoted after the address")
  func identifier() throws {
    let c = a.widthAnchor.constraint(equalToConstant: 100)
    c.identifier = "name"
    let l = a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20)
    l.identifier = "pin"
    try LayoutConstraint.activateOrThrow([c, l])
    #expect(c.description == "<NSLayoutConstraint:\(addr(c)) 'name' \(n(a)).width == 100   (active)>")
    #expect(l.description == "<NSLayoutConstraint:\(addr(l)) 'pin' H:|-(20)-[\(n(a))]   (active, names: '|':\(n(s)) )>")
  }

  @Test("§9.1 §9.2 the encapsulated root size and the margins guide constraints")
  func generated() throws {
    root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 8)
    _ = root.layoutMarginsGuide
    root.layoutIfNeeded()
    let width = root.engine?.rootConstraints.first { $0.identifier == "UIView-Encapsulated-Layout-Width" }
    #expect(
      width?.description
        == "<NSLayoutConstraint:\(width.map(addr) ?? "?") 'UIView-Encapsulated-Layout-Width' \(n(root)).width == 390   (active)>"
    )
    let guide = root.layoutMarginsGuide
    let list = root.engine?.guideConstraints[ObjectIdentifier(guide)] ?? []
    let left = list.first { $0.identifier == "UIView-leftMargin-guide-constraint" }
    let g = "UILayoutGuide:\(ModelFixtures.hex(guide.debugAddress))'UIViewLayoutMarginsGuide'"
    #expect(
      left?.description
        == "<NSLayoutConstraint:\(left.map(addr) ?? "?") 'UIView-leftMargin-guide-constraint' H:|-(16)-[\(g)](LTR)   (active, names: '|':\(n(root)) )>"
    )
  }

  @Test("§3 §9.1 NSContentSizeLayoutConstraint: Hug:250 CompressionResistance:750, Swift class Module.Class")
  func contentSize() throws {
    let v = CoreIntrinsicView(CGSize(width: 100, height: 125.0 / 3))
    root.addSubview(v)
    v.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    root.layoutIfNeeded()
    let list = root.engine?.contentSizeConstraints(of: v) ?? []
    let name = "ScrollworkTests.CoreIntrinsicView:\(ModelFixtures.hex(v.debugAddress))"
    #expect(
      list.map(\.description) == [
        "<NSContentSizeLayoutConstraint:\(list.first.map(addr) ?? "?") \(name).width == 100 Hug:250 CompressionResistance:750   (active)>",
        "<NSContentSizeLayoutConstraint:\(list.last.map(addr) ?? "?") \(name).height == 41.6667 Hug:251 CompressionResistance:750   (active)>",
      ])
  }

  @Test("§1 §9.1 an anchorWithOffset dimension prints as the distance it measures")
  func offsetDimension() throws {
    let c = ModelFixtures.child(of: s)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let fixed = gap.constraint(equalToConstant: 24)
    let double = gap.constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor), multiplier: 2)
    try LayoutConstraint.activateOrThrow([fixed, double])
    let d1 = "\(n(b)).leading - \(n(a)).trailing"
    let d2 = "\(n(c)).leading - \(n(b)).trailing"
    #expect(fixed.description == text(fixed, "\(d1) == 24"))
    #expect(double.description == text(double, "\(d1) == 2*(\(d2))"))
    #expect(gap.description.hasSuffix(" \"\(d1)\">"))
    #expect(gap.description.hasPrefix("<NSLayoutDimension:0x"))
  }

  @Test("§9.1 addresses are lowercase hex with 0x; items print Class:0x…")
  func addresses() {
    let text = ModelFixtures.hex(a.debugAddress)
    #expect(text.hasPrefix("0x"))
    #expect(text == text.lowercased())
    #expect(a.description.hasPrefix("<UIView: \(text); frame = ("))
  }
}
