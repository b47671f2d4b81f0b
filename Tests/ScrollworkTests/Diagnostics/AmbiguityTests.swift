import Foundation
import Testing

@testable import Scrollwork

/// A view with a fixed intrinsic size and a text, like a one-line label
/// (UIKitBehaviour.md §3).
private final class BadgeView: View {
  let size: CGSize
  let text: String
  init(_ text: String, size: CGSize) {
    self.text = text
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { size }
  override var descriptionText: String? { text }

  required init?(coder: NSCoder) { return nil }
}

/// A view whose intrinsic height follows the width the engine gives it (a
/// multi-line label: 10 characters of 10 pt per line, 20 pt lines; UIKitBehaviour.md §4).
private final class WrappingView: View {
  let characters: Int
  init(characters: Int) {
    self.characters = characters
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(characters) * 10, height: 20) }
  override var intrinsicHeightDependsOnWidth: Bool { true }
  override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    let perLine = max(1, Int(width / 10))
    let lines = (characters + perLine - 1) / perLine
    return CGSize(width: min(width, CGFloat(characters) * 10), height: CGFloat(lines) * 20)
  }

  required init?(coder: NSCoder) { return nil }
}

private func makeRoot() -> View {
  View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

private func makeChild(of parent: View, id: String? = nil) -> View {
  let v = View()
  v.translatesAutoresizingMaskIntoConstraints = false
  v.accessibilityIdentifier = id
  parent.addSubview(v)
  return v
}

/// Every view of a subtree, parents first.
private func allViews(_ root: View) -> [View] {
  [root] + root.subviews.flatMap(allViews)
}

/// UIKitBehaviour.md §9.4: `hasAmbiguousLayout`, `constraintsAffectingLayout(for:)`
/// and the report built on them.
@Suite struct AmbiguityTests {
  @Test func fullyConstrainedHierarchyIsNotAmbiguous() throws {
    let root = makeRoot()
    let card = makeChild(of: root, id: "card")
    let inner = makeChild(of: card, id: "inner")
    let framed = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))  // autoresizing fixes it
    card.addSubview(framed)
    try LayoutConstraint.activateOrThrow([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      card.heightAnchor.constraint(equalToConstant: 200),
      inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      inner.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    for view in allViews(root) {
      #expect(view.hasAmbiguousLayout == false)
      #expect(view.hasAmbiguousLayout(for: .horizontal) == false)
      #expect(view.hasAmbiguousLayout(for: .vertical) == false)
      #expect(view.ambiguityReport() == nil)
    }
    #expect(card.layoutMarginsGuide.hasAmbiguousLayout == false)
    #expect(root.ambiguityReports().isEmpty)
    #expect(inner.frame == CGRect(x: 8, y: 50, width: 334, height: 100))
  }

  @Test func leadingTopAndWidthLeaveOnlyTheHeightFree() throws {
    let root = makeRoot()
    let box = makeChild(of: root, id: "box")
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activateOrThrow([leading, top, width])
    root.layoutIfNeeded()

    #expect(box.hasAmbiguousLayout)
    #expect(box.hasAmbiguousLayout(for: .horizontal) == false)
    #expect(box.hasAmbiguousLayout(for: .vertical))
    let report = try #require(box.ambiguityReport())
    #expect(report.view === box)
    #expect(report.name == "box")
    #expect(report.freeAttributes == [.height])
    let height = try #require(report.freedom(for: .height))
    #expect(height.direction == .both)
    #expect(height.lowerBound == nil)
    #expect(height.upperBound == nil)
    #expect(height.constraints.count == 1)
    #expect(height.constraints.first === top)
    // The fix mirrors the top inset (30) at the bottom, checked in the engine.
    #expect(report.suggestion == "box.height is free: add box.bottom == \(itemText(root)).bottom - 30")
    #expect(report.isAmbiguous(for: .vertical))
    #expect(report.isAmbiguous(for: .horizontal) == false)
    #expect(root.hasAmbiguousLayout == false)
    let reports = root.ambiguityReports()
    #expect(reports.count == 1)
    #expect(reports.first?.item === box)
  }

  @Test func widthAndHeightAloneLeaveThePositionFree() throws {
    let root = makeRoot()
    let box = makeChild(of: root, id: "box")
    try LayoutConstraint.activateOrThrow([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    let report = try #require(box.ambiguityReport())
    #expect(report.freeAttributes == [.left, .top])
    #expect(report.freedoms.map(\.direction) == [.both, .both])
    #expect(report.freeAttributes.map(\.description) == ["minX", "minY"])
    #expect(
      report.suggestion
        == "box.minX is free: add box.leading == \(itemText(root)).leading; "
        + "box.minY is free: add box.top == \(itemText(root)).top")
    #expect(box.hasAmbiguousLayout(for: .horizontal))
    #expect(box.hasAmbiguousLayout(for: .vertical))
  }

  @Test func viewWithoutAnyConstraintIsFreeEverywhere() throws {
    let root = makeRoot()
    let box = makeChild(of: root)
    root.layoutIfNeeded()
    let report = try #require(box.ambiguityReport())
    #expect(report.freeAttributes == [.left, .width, .top, .height])
    // No accessibilityIdentifier: the UIKit item text names it.
    #expect(report.name == "UIView:0x" + String(box.debugAddress, radix: 16))
  }

  @Test func intrinsicSizeFixesAViewPinnedByLeadingAndTop() throws {
    let root = makeRoot()
    let badge = BadgeView("Hello", size: CGSize(width: 42, height: 20))
    root.addSubview(badge)
    try LayoutConstraint.activateOrThrow([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
    root.layoutIfNeeded()
    #expect(badge.hasAmbiguousLayout == false)
    #expect(badge.ambiguityReport() == nil)
    #expect(badge.frame == CGRect(x: 16, y: 16, width: 42, height: 20))
  }

  @Test func wrappingTextPinnedOnThreeSidesIsNotAmbiguous() throws {
    let root = makeRoot()
    let text = WrappingView(characters: 50)
    root.addSubview(text)
    try LayoutConstraint.activateOrThrow([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      text.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 220),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 200 pt wide: 20 characters per line, 3 lines of 20 pt.
    #expect(text.frame == CGRect(x: 20, y: 0, width: 200, height: 60))
    #expect(text.hasAmbiguousLayout == false)
    #expect(text.frame == CGRect(x: 20, y: 0, width: 200, height: 60))
  }

  @Test func equalOptionalPrioritiesThatDisagreeLeaveARange() throws {
    // Every width in [100, 200] has the same total error (100) at priority 500,
    // so the solver has no reason to prefer one: the width is ambiguous there.
    let root = makeRoot()
    let box = makeChild(of: root, id: "box")
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = LayoutPriority(500)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = LayoutPriority(500)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    #expect(box.frame.width >= 100 && box.frame.width <= 200)
    #expect(box.hasAmbiguousLayout(for: .horizontal))
    #expect(box.hasAmbiguousLayout(for: .vertical) == false)
    let width = try #require(box.ambiguityReport()?.freedom(for: .width))
    #expect(width.lowerBound == 100)
    #expect(width.upperBound == 200)
    #expect(
      width.suggestion
        == "box.width is free between 100 and 200: give it an exact width, "
        + "or raise the priority of one of the constraints that bound it")
  }

  @Test func aHigherOptionalPriorityWinsAndIsNotAmbiguous() throws {
    let root = makeRoot()
    let box = makeChild(of: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = LayoutPriority(500)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = LayoutPriority(501)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(box.hasAmbiguousLayout == false)
  }

  @Test func requiredInequalitiesBoundTheFreeRange() throws {
    let root = makeRoot()
    let box = makeChild(of: root, id: "box")
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
    ])
    root.layoutIfNeeded()
    let width = try #require(box.ambiguityReport()?.freedom(for: .width))
    #expect(width.lowerBound == 100)
    #expect(width.upperBound == 390)
  }

  @Test func aLowerBoundAloneLeavesTheRangeOpenAbove() throws {
    let root = makeRoot()
    let box = makeChild(of: root, id: "box")
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
    ])
    root.layoutIfNeeded()
    let width = try #require(box.ambiguityReport()?.freedom(for: .width))
    #expect(width.lowerBound == 100)
    #expect(width.upperBound == nil)
    // The solution sits at 100 (the live frame says so): it can only grow.
    #expect(box.frame.width == 100)
    #expect(width.direction == .increasing)
    #expect(width.suggestion == "box.width is free from 100 up: add box.trailing == \(itemText(root)).trailing")
  }

  @Test func ambiguityQueriesDoNotMoveLiveFrames() throws {
    let root = makeRoot()
    let fixed = makeChild(of: root, id: "fixed")
    let loose = makeChild(of: root, id: "loose")
    try LayoutConstraint.activateOrThrow([
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      fixed.widthAnchor.constraint(equalToConstant: 50),
      fixed.heightAnchor.constraint(equalToConstant: 50),
      loose.leadingAnchor.constraint(greaterThanOrEqualTo: fixed.trailingAnchor, constant: 8),
      loose.topAnchor.constraint(equalTo: fixed.topAnchor),
      loose.widthAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    let before = allViews(root).map(\.frame)
    _ = root.ambiguityReports()
    _ = loose.hasAmbiguousLayout
    _ = loose.hasAmbiguousLayout(for: .vertical)
    _ = loose.ambiguityReport()
    _ = root.autolayoutTrace()
    _ = loose.constraintsAffectingLayout(for: .horizontal)
    #expect(allViews(root).map(\.frame) == before)
    #expect(root.needsLayout == false)
  }

  @Test func ambiguityQueriesDoNotCreateTheLiveEngine() throws {
    let root = makeRoot()
    let box = makeChild(of: root)
    try LayoutConstraint.activateOrThrow([box.widthAnchor.constraint(equalToConstant: 10)])
    #expect(box.hasAmbiguousLayout)
    #expect(root.engine == nil)
    #expect(box.frame == .zero)
  }

  @Test func customGuideIsReportedByItsIdentifier() throws {
    let root = makeRoot()
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    try LayoutConstraint.activateOrThrow([
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(spacer.hasAmbiguousLayout)
    #expect(spacer.hasAmbiguousLayout(for: .horizontal) == false)
    let report = try #require(spacer.ambiguityReport())
    #expect(report.layoutGuide === spacer)
    #expect(report.suggestion == "spacer.height is free: pin its bottom, or give it a height")
    #expect(root.ambiguityReports().map(\.suggestion) == [report.suggestion])
    #expect(LayoutGuide().hasAmbiguousLayout == false)  // no owning view
  }

  /// A scroll view of 60 wrapping labels in a chain: `ambiguityReports()` pulls on all
  /// unknowns at once before probing each (`AmbiguityProbe.anyUnknownMoves`). Nothing
  /// moves when every label is pinned; one label held only by inequalities deep in the
  /// chain is still found, with its exact range.
  @Test func oneLooseLabelAmongSixtyIsFoundWithItsRange() throws {
    func build(loose: Int?) throws -> (root: View, labels: [View]) {
      let root = makeRoot()
      let scroll = ScrollView()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scroll)
      let content = makeChild(of: scroll, id: "content")
      var constraints = [
        scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: root.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ]
      var labels: [View] = []
      for i in 0..<60 {
        let label = WrappingView(characters: i == loose ? 12 : 30 + i)
        label.accessibilityIdentifier = "label\(i)"
        content.addSubview(label)
        if i == loose {
          constraints += [
            label.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
          ]
        } else {
          constraints += [
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
          ]
        }
        constraints.append(
          label.topAnchor.constraint(equalTo: labels.last?.bottomAnchor ?? content.topAnchor, constant: 8))
        labels.append(label)
      }
      constraints.append(content.bottomAnchor.constraint(equalTo: labels[59].bottomAnchor, constant: 8))
      try LayoutConstraint.activateOrThrow(constraints)
      root.layoutIfNeeded()
      return (root, labels)
    }

    let (pinned, _) = try build(loose: nil)
    let probe = AmbiguityProbe(root: pinned)
    #expect(probe.anyUnknownMoves(of: AmbiguityProbe.items(of: pinned)) == false)
    #expect(pinned.ambiguityReports().isEmpty)

    let (root, labels) = try build(loose: 37)
    let reports = root.ambiguityReports()
    #expect(reports.map(\.name) == ["label37"])
    let report = try #require(reports.first)
    let looseLabel: View = labels[37]
    let sameItem = report.item === looseLabel
    #expect(sameItem)
    #expect(report.freeAttributes == [.left])
    let left = try #require(report.freedom(for: .left))
    // 12 characters of 10 pt: 120 wide; between 16 and 390 − 16 − 120 = 254.
    #expect(left.lowerBound == 16)
    #expect(left.upperBound == 254)
  }

  @Test func scrollContentWithoutWidthIsScrollableContentAmbiguity() throws {
    // UIKitBehaviour.md §10: "Scroll View has ambiguous scrollable content width".
    let root = makeRoot()
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    scroll.accessibilityIdentifier = "scroll"
    root.addSubview(scroll)
    let content = makeChild(of: scroll, id: "content")
    let guide = scroll.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    #expect(scroll.hasAmbiguousLayout == false)
    #expect(content.hasAmbiguousLayout(for: .horizontal))
    #expect(content.hasAmbiguousLayout(for: .vertical) == false)
    let report = try #require(guide.ambiguityReport())
    #expect(report.freeAttributes == [.width])
    #expect(
      report.suggestion
        == "scroll has ambiguous scrollable content width: add content.width == scroll.frameLayoutGuide.width")

    try LayoutConstraint.activateOrThrow([content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)])
    root.layoutIfNeeded()
    #expect(guide.hasAmbiguousLayout == false)
    #expect(root.ambiguityReports().isEmpty)
    #expect(scroll.contentSize == CGSize(width: 390, height: 900))
  }

  @Test func emptyScrollViewIsNotAmbiguous() throws {
    let root = makeRoot()
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(scroll)
    root.layoutIfNeeded()
    #expect(scroll.contentLayoutGuide.hasAmbiguousLayout == false)
    #expect(root.ambiguityReports().isEmpty)
  }

  @Test func exerciseMovesAFreePositionAndLeavesFixedViewsAlone() throws {
    let root = makeRoot()
    let box = makeChild(of: root)
    let fixed = makeChild(of: root)
    try LayoutConstraint.activateOrThrow([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      fixed.widthAnchor.constraint(equalToConstant: 5),
      fixed.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    let before = box.frame
    box.exerciseAmbiguityInLayout()
    #expect(box.frame == CGRect(x: before.minX + 20, y: before.minY + 20, width: 100, height: 50))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    fixed.exerciseAmbiguityInLayout()
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func exerciseStaysInsideTheFreeRange() throws {
    let root = makeRoot()
    let box = makeChild(of: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = LayoutPriority(500)
    let wide = box.widthAnchor.constraint(equalToConstant: 110)
    wide.priority = LayoutPriority(500)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    let before = box.frame.width
    box.exerciseAmbiguityInLayout()
    // A 20 pt step is clamped to the [100, 110] range: the other end.
    #expect(box.frame.width == (before == 110 ? 100 : 110))
  }
}
