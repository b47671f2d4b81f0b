import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

@Suite("SnapKit DSL: margins, baselines and refused chains")
struct SnapKitDSLMarginTests {
  private func root() -> (View, View) {
    makeRoot(margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
  }

  @Test func marginAttributesToSuperview() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.margins.equalToSuperview()  // box.leftMargin == root.leftMargin, …
    }
    root.layoutIfNeeded()
    // box's own margins are 8 (UIKit's default), so its edges sit 8 outside root's
    // margins area (20…360 × 10…770).
    #expect(box.frame == CGRect(x: 12, y: 2, width: 356, height: 776))
  }

  @Test func singleMarginsAndCenterWithinMargins() {
    let (root, box) = root()
    let other = View()
    root.addSubview(other)
    box.snp.makeConstraints { make in
      make.left.equalTo(root.snp.leftMargin)
      make.top.equalTo(root.snp.topMargin)
      make.right.equalTo(root.snp.rightMargin)
      make.bottom.equalTo(root.snp.bottomMargin)
    }
    other.snp.makeConstraints { make in
      make.center.equalTo(root.snp.centerWithinMargins)
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 340, height: 760))
    // Margins area centre: x = 20 + 340/2 = 190, y = 10 + 760/2 = 390.
    #expect(other.frame == CGRect(x: 185, y: 385, width: 10, height: 10))
  }

  @Test func directionalMarginsAndEdges() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.directionalEdges.equalTo(root.snp.directionalMargins)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 340, height: 760))
  }

  @Test func horizontalAndVerticalEdges() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.horizontalEdges.equalToSuperview().inset(5)
      make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 7, left: 0, bottom: 9, right: 0))
    }
    let other = View()
    root.addSubview(other)
    other.snp.makeConstraints { make in
      make.directionalHorizontalEdges.equalToSuperview().inset(
        DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 4))
      make.directionalVerticalEdges.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 5, y: 7, width: 390, height: 784))
    #expect(other.frame == CGRect(x: 3, y: 0, width: 393, height: 800))
  }

  @Test func baselines() {
    let (root, _) = root()
    let a = Label()
    a.text = "Hello"
    let b = Label()
    b.text = "World"
    let c = Label()
    c.text = "Big"
    c.font = .systemFont(ofSize: 34)
    for l in [a, b, c] { root.addSubview(l) }
    a.snp.makeConstraints { make in
      make.top.left.equalToSuperview().offset(50)
    }
    b.snp.makeConstraints { make in
      make.firstBaseline.equalTo(a.snp.firstBaseline)
      make.left.equalTo(a.snp.right).offset(10)
    }
    c.snp.makeConstraints { make in
      make.baseline.equalTo(a.snp.lastBaseline)
      make.left.equalTo(b.snp.right).offset(10)
    }
    root.layoutIfNeeded()
    #expect(b.frame.minY == a.frame.minY)
    #expect(b.frame.minX == a.frame.maxX + 10)
    // Same baseline: the taller font starts higher by the ascender difference.
    let small = Font.systemFont(ofSize: 17)
    let big = Font.systemFont(ofSize: 34)
    #expect(abs((c.frame.minY + big.ascender) - (a.frame.minY + small.ascender)) < 1)
  }

  @Test func nonIdenticalMultiAttributesAreRefused() {
    let (root, box) = root()
    let other = View()
    root.addSubview(other)
    box.snp.makeConstraints { make in
      make.edges.equalTo(other.snp.size)
    }
    #expect(box.snp.constraints.isEmpty)
    #expect(root.layoutIssues.count == 1)
    #expect(throws: ConstraintError.self) {
      try box.snp.makeConstraintsThrowing { make in make.center.equalTo(other.snp.edges) }
    }
  }

  @Test func invalidPairingAndPriorityAreRefused() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.top.equalTo(root.snp.width)  // location to size
      make.width.equalTo(10).priority(0)  // outside (0, 1000]
      make.left.top.equalToSuperview()
      make.size.equalTo(30)
    }
    root.layoutIfNeeded()
    #expect(root.layoutIssues.count == 2)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
  }

  @Test func throwingRemakeKeepsOldConstraintsOnError() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(20)
    }
    let lonely = View()
    #expect(throws: ConstraintError.self) {
      try box.snp.remakeConstraintsThrowing { make in make.edges.equalTo(lonely.snp.edges) }
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func throwingMakeUndoesItsEarlierActivationsOnError() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(20)
    }
    let before = box.snp.constraints.map(ObjectIdentifier.init)
    let stranger = View()
    stranger.accessibilityIdentifier = "stranger"
    do {
      try box.snp.makeConstraintsThrowing { make in
        make.top.left.equalToSuperview().offset(5)  // activates, then is undone
        make.right.equalTo(stranger)  // fails when activated
      }
      Issue.record("expected an error")
    } catch {
      if case .notInSameHierarchy(let first, let second, _) = error {
        #expect(first == "box" && second == "stranger")
      } else {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(box.snp.constraints.map(ObjectIdentifier.init) == before)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func throwingRemakeUndoesItsActivationsAndRestoresTheOldOnError() {
    let (root, box) = root()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(20)
    }
    let before = box.snp.constraints.map(ObjectIdentifier.init)
    let stranger = View()
    #expect(throws: ConstraintError.self) {
      try box.snp.remakeConstraintsThrowing { make in
        make.top.left.equalToSuperview().offset(5)  // activates, then is undone
        make.size.equalTo(40)
        make.right.equalTo(stranger)  // fails when activated
      }
    }
    #expect(box.snp.constraints.map(ObjectIdentifier.init) == before)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func optionalPriorityUpdatesInPlace() {
    let (root, box) = root()
    var c: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).priority(300)
      c = make.width.equalTo(200).priority(.low).constraint
    }
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    let before = c?.layoutConstraints.first.map(ObjectIdentifier.init)
    c?.update(priority: 400)
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(c?.layoutConstraints.first.map(ObjectIdentifier.init) == before)
  }

  @Test func snpContentPriorities() {
    let (_, box) = root()
    box.snp.contentHuggingHorizontalPriority = 300
    box.snp.contentCompressionResistanceVerticalPriority = 700
    #expect(box.contentHuggingPriority(for: .horizontal) == LayoutPriority(300))
    #expect(box.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(700))
  }
}

@Suite("SnapKit DSL: relations, number types and throwing update")
struct SnapKitDSLRelationTests {
  @Test func inequalitiesToSuperviewAndViews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    let label = Label()
    label.text = "A fairly long label text"
    root.addSubview(box)
    root.addSubview(label)
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
      make.width.equalTo(1000).priority(.low)
      make.height.greaterThanOrEqualTo(40)
      make.height.equalTo(0).priority(.low)
    }
    label.snp.makeConstraints { make in
      make.top.equalTo(box.snp.bottom)
      make.left.greaterThanOrEqualToSuperview().offset(10)
      make.right.lessThanOrEqualToSuperview { $0.snp.centerX }
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(label.frame.minY == 40)
    #expect(label.frame.minX >= 10)
    #expect(label.frame.maxX <= 150)
  }

  @Test func everyNumberType() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    root.addSubview(box)
    let i = 1
    let f: Float = 2
    let d: Double = 30
    let g: CGFloat = 40
    let u: UInt = 3
    box.snp.makeConstraints { make in
      make.left.equalTo(i).offset(f)  // offset replaces the constant: left = 2
      make.top.equalTo(u)
      make.width.equalTo(d)
      make.height.equalTo(g).priority(Double(900))
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 2, y: 3, width: 30, height: 40))
  }

  @Test func directionalInsetUpdateAndThrowingUpdate() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    root.addSubview(box)
    var edges: Constraint?
    box.snp.makeConstraints { make in
      edges = make.directionalEdges.equalToSuperview().constraint
    }
    edges?.update(inset: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 2, y: 1, width: 294, height: 296))
    try box.snp.updateConstraintsThrowing { make in
      make.top.equalToSuperview().offset(11)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 2, y: 11, width: 294, height: 286))
    let lonely = View()
    #expect(throws: ConstraintError.self) {
      try lonely.snp.updateConstraintsThrowing { make in make.top.equalToSuperview() }
    }
  }

  @Test func anchorWithOffsetIsRefusedNotDangling() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    root.addSubview(box)
    #expect(throws: ConstraintError.self) {
      try box.snp.makeConstraintsThrowing { make in
        make.width.equalTo(root.leftAnchor.anchorWithOffset(to: root.rightAnchor))
      }
    }
  }

  @Test func descriptionNamesGuidesAndPriority() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.accessibilityIdentifier = "root"
    let box = View()
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    var c: Constraint?
    box.snp.makeConstraints { make in
      c = make.top.equalTo(root.safeAreaLayoutGuide).offset(-4).priority(.high).labeled("top").constraint
    }
    let text = c?.description ?? ""
    #expect(text.contains("'top'"))
    #expect(text.contains("box.top == "))
    #expect(text.contains("(root).top - 4"))
    #expect(text.contains("priority:750"))
    #expect(text.contains("SnapKitDSLMoreTests.swift:"))
  }
}
