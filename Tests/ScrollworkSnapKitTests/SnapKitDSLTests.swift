import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

@Suite("SnapKit DSL: attributes, constants, modifiers")
struct SnapKitDSLAttributeTests {
  @Test func edgesWithInsetAndTranslatesFlag() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    #expect(box.translatesAutoresizingMaskIntoConstraints == false)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 340, height: 760))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test func scalarInsetOnEdgesAndSizeInsetOnWidth() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview().inset(10)
      make.width.equalToSuperview().inset(10)  // width = 400 - 20
      make.height.equalTo(50)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 380, height: 50))
  }

  @Test func numbersRelateToSuperviewExceptSizes() {
    let (root, box) = makeRoot()
    let inner = View()
    box.addSubview(inner)
    box.snp.makeConstraints { make in
      make.top.equalTo(20)
      make.left.equalTo(30)
      make.width.height.equalTo(200)
    }
    inner.snp.makeConstraints { make in
      make.centerX.equalTo(100)  // superview.left + 100, as SnapKit
      make.centerY.equalTo(50)  // superview.top + 50
      make.size.equalTo(CGSize(width: 40, height: 20))
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 30, y: 20, width: 200, height: 200))
    #expect(inner.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
  }

  @Test func pointAndEdgeInsetsConstants() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.center.equalTo(CGPoint(x: 200, y: 300))  // left + 200, top + 300
      make.size.equalTo(100)
    }
    let other = View()
    root.addSubview(other)
    other.snp.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 150, y: 250, width: 100, height: 100))
    #expect(other.frame == CGRect(x: 6, y: 5, width: 386, height: 788))
  }

  @Test func relativeToOtherViewWithOffsetAndMultiplier() {
    let (root, box) = makeRoot()
    let below = View()
    root.addSubview(below)
    box.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalTo(root).dividedBy(4)
    }
    below.snp.makeConstraints { make in
      make.top.equalTo(box.snp.bottom).offset(8)
      make.leading.equalTo(box.snp.trailing)
      make.trailing.equalToSuperview().inset(10)
      make.height.equalTo(box.snp.height).multipliedBy(0.5)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(below.frame == CGRect(x: 200, y: 208, width: 190, height: 100))
  }

  @Test func anchorsAndGuidesAsTargets() {
    let (root, box) = makeRoot()
    root.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    box.snp.makeConstraints { make in
      make.top.equalTo(root.layoutMarginsGuide)
      make.leading.equalTo(root.layoutMarginsGuide.snp.leading)
      make.trailing.equalTo(root.layoutMarginsGuide.trailingAnchor)
      make.height.equalTo(root.snp.height).multipliedBy(0.25)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 12, width: 368, height: 200))
  }

  @Test func edgesToMarginsAndSuperviewClosure() {
    let (root, box) = makeRoot()
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    box.snp.makeConstraints { make in
      make.edges.equalTo(root.snp.margins)
    }
    let other = View()
    root.addSubview(other)
    other.snp.makeConstraints { make in
      make.edges.equalToSuperview { $0.layoutMarginsGuide }
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 340, height: 760))
    #expect(other.frame == box.frame)
  }

  @Test func directionalInsetsAndRightToLeft() {
    let (root, box) = makeRoot()
    root.semanticContentAttribute = .forceRightToLeft
    box.semanticContentAttribute = .forceRightToLeft
    box.snp.makeConstraints { make in
      make.directionalEdges.equalToSuperview().inset(
        DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
    }
    root.layoutIfNeeded()
    // Leading is the right edge in right-to-left.
    #expect(box.frame == CGRect(x: 30, y: 1, width: 360, height: 797))
  }

  @Test func priorities() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(100).priority(.low)
      make.width.equalTo(150).priority(ConstraintPriority.high + 1)
      make.height.equalTo(60).priority(.required)
      make.height.equalTo(90).priority(500)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
  }

  @Test func labeledConstraintAndSourceLocation() {
    let (root, box) = makeRoot()
    var made: Constraint?
    box.snp.makeConstraints { make in
      made = make.top.left.equalToSuperview().offset(5).labeled("corner").constraint
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    let c = made
    #expect(c?.layoutConstraints.count == 2)
    #expect(c?.layoutConstraints.allSatisfy { $0.identifier == "corner" } == true)
    #expect(c?.layoutConstraints.first?.sourceLocation?.contains("SnapKitDSLTests.swift") == true)
    #expect(c?.description.contains("box.top == root.top + 5") == true)
  }
}

@Suite("SnapKit DSL: update, remake, remove and the fixed problems")
struct SnapKitDSLLifecycleTests {
  @Test func constraintUpdateOffsetInsetAndDeactivate() {
    let (root, box) = makeRoot()
    var top: Constraint?
    var edges: Constraint?
    box.snp.makeConstraints { make in
      top = make.top.equalToSuperview().constraint
      edges = make.left.right.equalToSuperview().constraint
      make.height.equalTo(40)
    }
    top?.update(offset: 25)
    edges?.update(inset: 15)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 25, width: 370, height: 40))
    top?.deactivate()
    #expect(top?.isActive == false)
    box.snp.makeConstraints { make in make.bottom.equalToSuperview() }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 760, width: 370, height: 40))
    top?.activate()
    box.snp.updateConstraints { make in make.bottom.equalToSuperview().priority(.low) }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 25, width: 370, height: 40))
  }

  @Test func updateChangesConstantsAndAddsMissing() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(100)
    }
    // SnapKit crashes here: height did not exist. Scrollwork adds it.
    box.snp.updateConstraints { make in
      make.width.equalTo(120)
      make.height.equalTo(70)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 70))
    #expect(root.layoutIssues.isEmpty)
    // Updating again changes the added one in place.
    box.snp.updateConstraints { make in make.height.equalTo(75) }
    root.layoutIfNeeded()
    #expect(box.frame.height == 75)
    #expect(box.constraints.count == 2)
  }

  @Test func updateMultiplierReplacesConstraint() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    box.snp.updateConstraints { make in make.width.equalToSuperview().multipliedBy(0.25) }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test func constraintUpdateMultiplier() {
    let (root, box) = makeRoot()
    var width: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      width = make.width.equalToSuperview().constraint
      make.height.equalTo(10)
    }
    width?.update(multiplier: 0.75)
    root.layoutIfNeeded()
    #expect(box.frame.width == 300)
  }

  @Test func priorityRequiredToOptionalAndBack() {
    let (root, box) = makeRoot()
    var wide: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      wide = make.width.equalTo(300).constraint
      make.width.lessThanOrEqualTo(200)
    }
    // Required 300 vs required ≤ 200: unsatisfiable; make 300 optional.
    wide?.update(priority: .low)
    root.clearLayoutIssues()
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(wide?.layoutConstraints.first?.priority == LayoutPriority(250))
    #expect(root.layoutIssues.isEmpty)
    // And back via updateConstraints (SnapKit silently skips this).
    box.snp.updateConstraints { make in make.width.lessThanOrEqualTo(200).priority(.low) }
    box.snp.updateConstraints { make in make.width.equalTo(300).priority(.required) }
    root.layoutIfNeeded()
    #expect(box.frame.width == 300)
  }

  @Test func remakeAndRemove() {
    let (root, box) = makeRoot()
    box.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    box.snp.remakeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(CGSize(width: 100, height: 50))
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 150, y: 375, width: 100, height: 50))
    #expect(root.layoutIssues.isEmpty)
    box.snp.removeConstraints()
    #expect(box.snp.constraints.isEmpty)
    box.snp.makeConstraints { make in
      make.top.left.equalTo(1)
      make.size.equalTo(2)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
  }

  @Test func prepareDoesNotActivate() {
    let (root, box) = makeRoot()
    box.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    let prepared = box.snp.prepareConstraints { make in
      make.edges.equalToSuperview()
    }
    #expect(prepared.count == 1)
    #expect(prepared[0].isActive == false)
    prepared[0].activate()
    root.layoutIfNeeded()
    #expect(box.frame == root.bounds)
  }

  @Test func equalToSuperviewWithoutSuperviewIsRecorded() {
    let lonely = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    lonely.accessibilityIdentifier = "lonely"
    lonely.snp.makeConstraints { make in
      make.edges.equalToSuperview()
      make.top.equalTo(5)
    }
    #expect(lonely.layoutIssues.count == 2)
    #expect(lonely.layoutIssues.first?.description.contains("lonely") == true)
    #expect(lonely.snp.constraints.isEmpty)
    #expect(throws: ConstraintError.self) {
      try lonely.snp.makeConstraintsThrowing { make in make.edges.equalToSuperview() }
    }
    lonely.layoutIfNeeded()
    #expect(lonely.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func otherHierarchyNamesBothViews() {
    let (root, box) = makeRoot()
    let stranger = View()
    stranger.accessibilityIdentifier = "stranger"
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(10)
      make.bottom.equalTo(stranger.snp.top)
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    let text = root.layoutIssues.map(\.description).joined()
    #expect(text.contains("box") && text.contains("stranger"))
    do {
      try box.snp.makeConstraintsThrowing { make in make.left.equalTo(stranger) }
      Issue.record("expected an error")
    } catch {
      if case .notInSameHierarchy(let first, let second, _) = error {
        #expect(first == "box" && second == "stranger")
      } else {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func throwingMakeSucceeds() throws {
    let (root, box) = makeRoot()
    let made = try box.snp.makeConstraintsThrowing { make in
      make.top.left.equalToSuperview().offset(3)
      make.size.equalTo(7)
    }
    #expect(made.count == 2)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 3, y: 3, width: 7, height: 7))
  }
}

@Suite("SnapKit DSL: scroll view guides")
struct SnapKitDSLScrollViewTests {
  @Test func contentAndFrameLayoutGuides() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView()
    root.addSubview(scrollView)
    let content = View()
    scrollView.addSubview(content)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    content.snp.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide)
      make.width.equalTo(scrollView.frameLayoutGuide.snp.width)
      make.height.equalTo(1000)
    }
    root.layoutIfNeeded()
    #expect(scrollView.frame == root.bounds)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
  }

  @Test func guideSnpMakeConstraints() {
    let (root, box) = makeRoot()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    guide.snp.makeConstraints { make in
      make.top.left.equalTo(10)
      make.size.equalTo(CGSize(width: 100, height: 40))
    }
    box.snp.makeConstraints { make in make.edges.equalTo(guide) }
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 100, height: 40))
    #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
  }
}

@Suite("SnapKit DSL: constraints on scroll view guides")
struct SnapKitDSLScrollGuideTests {
  @Test func constrainingTheContentGuideItself() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView()
    root.addSubview(scrollView)
    let header = View()
    scrollView.addSubview(header)
    scrollView.snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
    scrollView.contentLayoutGuide.snp.makeConstraints { make in
      make.width.equalTo(scrollView.frameLayoutGuide).multipliedBy(2)
      make.height.equalTo(900)
    }
    header.snp.makeConstraints { make in
      make.top.leading.trailing.equalTo(scrollView.contentLayoutGuide.snp.directionalEdges)
      make.height.equalTo(scrollView.frameLayoutGuide.snp.height).dividedBy(2)
    }
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(scrollView.contentSize == CGSize(width: 640, height: 900))
    #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 640, height: 900))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 640, height: 240))

    scrollView.contentLayoutGuide.snp.remakeConstraints { make in
      make.size.equalTo(CGSize(width: 320, height: 2000))
    }
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
  }

  @Test func isActiveSetter() {
    let (root, box) = makeRoot()
    var wide: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(10).priority(.low)
      wide = make.width.equalTo(100).constraint
    }
    wide?.isActive = false
    root.layoutIfNeeded()
    #expect(box.frame.width == 10)
    wide?.isActive = true
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }
}
