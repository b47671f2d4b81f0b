import Foundation
import Testing

@testable import Scrollwork

/// An intrinsic-size view (UIKitBehaviour.md §3).
private final class TagView: View {
  override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }
  override var descriptionText: String? { "Tag" }
}

private func hex(_ address: UInt64) -> String { "0x" + String(address, radix: 16) }

/// UIKitBehaviour.md §9.4: `_autolayoutTrace` text and `constraintsAffectingLayout(for:)`.
@Suite struct AmbiguityTraceTests {
  @Test func traceOfThreeViewsMarksRootConstraintViewsAndAmbiguity() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    try LayoutConstraint.activateOrThrow([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    root.layoutIfNeeded()
    let r = "UIView:" + hex(root.debugAddress)
    let c = "UIView:" + hex(card.debugAddress)
    let b = "UIView:" + hex(badge.debugAddress)
    // Items in document order: root 0, card 1, badge 2; ids 4n+1 (minX) … 4n+4 (Height).
    let expected = """
      •\(r)
      |   *\(c)
      |   |   *\(b)- AMBIGUOUS LAYOUT for \(b).minX{id: 9}, \(b).Height{id: 12}
      """
    #expect(root.autolayoutTrace() == expected)
    #expect(badge.autolayoutTrace() == expected)  // always the whole hierarchy
  }

  @Test func traceShowsAutoresizingViewsUnmarkedAndCustomGuides() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.accessibilityIdentifier = "root"
    let framed = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(framed)
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    let tag = TagView()
    tag.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(tag)
    try LayoutConstraint.activateOrThrow([
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 10),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 10),
      tag.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let t = "UIView:\(hex(root.debugAddress))'root'"
    let g = "UILayoutGuide:\(hex(spacer.debugAddress))'spacer'"
    let f = "UIView:" + hex(framed.debugAddress)
    #expect(tag.itemClassName.hasSuffix("TagView"))
    let l = "\(tag.itemClassName):\(hex(tag.debugAddress))'Tag'"
    // root 0, spacer 1, framed 2, tag 3: tag's minY is id 4·3+3 = 15.
    let expected = """
      •\(t)
      |   *\(g)
      |   \(f)
      |   *\(l)- AMBIGUOUS LAYOUT for \(l).minY{id: 15}
      """
    #expect(root.autolayoutTrace() == expected)
  }

  @Test func constraintsAffectingAnIntrinsicSizeViewIncludeItsContentSizeConstraint() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tag = TagView()
    tag.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(tag)
    let other = View()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(other)
    let leading = tag.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let maxTrailing = tag.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
    let top = tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
    let unrelated = other.widthAnchor.constraint(equalToConstant: 5)
    try LayoutConstraint.activateOrThrow([leading, maxTrailing, top, unrelated])

    let horizontal = tag.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 3)
    #expect(horizontal.first === leading)
    #expect(horizontal.dropFirst().first === maxTrailing)
    let size = try #require(horizontal.last as? ContentSizeLayoutConstraint)
    #expect(size.firstItem === tag)
    #expect(size.firstAttribute == .width)
    #expect(size.constant == 60)
    #expect(size.huggingPriority == .defaultLow)
    #expect(size.compressionResistancePriority == .defaultHigh)

    let vertical = tag.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.count == 2)
    #expect(vertical.first === top)
    #expect((vertical.last as? ContentSizeLayoutConstraint)?.firstAttribute == .height)
    // Laid out first: the frame is the solution.
    #expect(tag.frame == CGRect(x: 16, y: 16, width: 60, height: 24))
  }

  @Test func constraintsAffectingTheRootIncludeEncapsulationConstraints() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let width = box.widthAnchor.constraint(equalToConstant: 16)
    try LayoutConstraint.activateOrThrow([leading, width])
    let list = root.constraintsAffectingLayout(for: .horizontal)
    #expect(list.first === leading)
    #expect(
      list.dropFirst().map(\.identifier) == ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Width"])
    #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test func constraintsAffectingAnAutoresizingViewAreItsMaskConstraints() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    root.addSubview(framed)
    let list = framed.constraintsAffectingLayout(for: .horizontal)
    #expect(list.count == 2)
    #expect(list.allSatisfy { $0 is AutoresizingMaskLayoutConstraint })
    let f = "UIView:" + hex(framed.debugAddress)
    #expect(list.map { $0.equationBody() } == ["\(f).minX == 10", "\(f).width == 30"])
    #expect(framed.hasAmbiguousLayout == false)
  }

  @Test func ambiguityReportListsTheLiveConstraintsOfItsAxis() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tag = TagView()
    tag.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(tag)
    let top = tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
    try LayoutConstraint.activateOrThrow([top])
    root.layoutIfNeeded()
    let report = try #require(tag.ambiguityReport())
    #expect(report.freeAttributes == [.left])
    let freedom = try #require(report.freedom(for: .left))
    let live = tag.constraintsAffectingLayout(for: .horizontal)
    #expect(freedom.constraints.count == live.count)
    #expect(zip(freedom.constraints, live).allSatisfy { $0 === $1 })
    #expect(live.count == 1)
    #expect(live.first is ContentSizeLayoutConstraint)
    let name = "\(tag.itemClassName):\(hex(tag.debugAddress))'Tag'"
    #expect(report.suggestion == "\(name).minX is free: add \(name).leading == \(itemText(root)).leading")
  }
}
