import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

/// SnapKit's names and cases, ported: code written against SnapKit compiles after
/// `import SnapKit` becomes `import Scrollwork` and `import ScrollworkSnapKit`, and SnapKit's
/// own test expectations (its public test suite: insets as constants, size and centre, labels, identifiers)
/// hold here, checked on frames and equations rather than constraint counts.
@Suite("SnapKit parity: type names, labels and SnapKit's test cases")
struct SnapKitParityTests {
  private func container() -> (View, View) {
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let v1 = View()
    container.addSubview(v1)
    return (container, v1)
  }

  @Test("ConstraintInsets, ConstraintDirectionalInsets, ConstraintView and ConstraintLayoutGuide are the model's types")
  func typeNames() {
    let (container, v1): (ConstraintView, ConstraintView) = container()
    let guide = ConstraintLayoutGuide()
    container.addLayoutGuide(guide)
    let insets: ConstraintInsets = ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)
    guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(insets) }
    let directional: ConstraintDirectionalInsets = ConstraintDirectionalInsets(
      top: 5, leading: 10, bottom: 15, trailing: 20)
    v1.snp.makeConstraints { make in make.directionalEdges.equalTo(guide.snp.directionalEdges).inset(directional) }
    container.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 25, y: 25, width: 350, height: 350))
    #expect(v1.frame == CGRect(x: 35, y: 30, width: 320, height: 330))
  }

  /// SnapKit's `testInsetsAsConstraintsConstant`: edges inset by 25 give constants
  /// 25 (left, top) and −25 (right, bottom), and the frame 25 in from every side.
  @Test func insetsAsConstraintsConstant() {
    let (container, v1) = container()
    v1.accessibilityIdentifier = "v1"
    container.accessibilityIdentifier = "container"
    var made: [Constraint] = []
    v1.snp.makeConstraints { make in
      made.append(
        make.edges.equalTo(container).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)).constraint)
    }
    container.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 25, y: 25, width: 350, height: 350))
    #expect(
      made.first?.layoutConstraints.map { "\($0.firstAttribute) \($0.constant)" }
        == ["left 25.0", "top 25.0", "right -25.0", "bottom -25.0"])
  }

  /// SnapKit's `testSizeConstraints` and `testCenterConstraints`, on frames.
  @Test func sizeAndCenter() {
    let (container, v1) = container()
    let v2 = View()
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 50, height: 50))
      make.left.top.equalTo(container)
    }
    v2.snp.makeConstraints { make in
      make.center.equalTo(v1)
      make.width.height.equalTo(20)
    }
    container.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(v2.frame == CGRect(x: 15, y: 15, width: 20, height: 20))
  }

  /// SnapKit's `testCanSetLabel`, and the label naming the item in descriptions.
  @Test func setLabelAndDescription() {
    let (container, v1) = container()
    container.snp.setLabel("Hello World")
    #expect(container.snp.label() == "Hello World")
    #expect(v1.snp.label() == nil)
    v1.snp.setLabel("avatar")
    var made: Constraint?
    v1.snp.makeConstraints { make in made = make.top.equalTo(container).offset(8).labeled("Test").constraint }
    let text = made?.description ?? ""
    #expect(text.hasPrefix("<Constraint 'Test' "))
    #expect(text.hasSuffix(" avatar.top == Hello World.top + 8>"))
    #expect(made?.layoutConstraints.map(\.identifier) == ["Test"])
    v1.snp.setLabel(nil)
    #expect(v1.snp.label() == nil)
    // A guide takes a label too.
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    guide.snp.setLabel("content")
    #expect(guide.snp.label() == "content")
  }
}
