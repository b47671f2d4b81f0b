import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

/// SnapKit's safe-area test suite (SnapKit/SnapKit `Tests/SafeAreaTests.swift`, commit
/// `ac350ec`, with `Sources/ConstraintView+SafeArea.swift`), case by case: `snp.safeAreaTop`
/// and its siblings relate to the view's `safeAreaLayoutGuide`, and the `…ToSafeArea` verbs
/// pin the edges to it (inset by the insets given). SnapKit checks constraint counts; here
/// the exact rows and the frames, in a 300 × 300 root whose safe area is inset 20 at the top,
/// 10 at the left, 34 at the bottom and 5 at the right.
@Suite("SnapKit's safe-area test suite, ported with exact constraint lists")
struct SnapKitSafeAreaPortTests {
  let container: View = {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 34, right: 5)
    return root
  }()

  /// The rows of the DSL's constraints on `view`, as `view.attr == safe.attr ×m c`.
  private func rows(_ view: View) -> [String] {
    view.snp.constraints.flatMap(\.layoutConstraints).filter(\.isActive).map { c in
      func name(_ item: AnyObject?) -> String {
        if item === view { return "view" }
        if item === container.safeAreaLayoutGuide { return "safe" }
        if item === container { return "container" }
        return item == nil ? "nil" : "?"
      }
      return "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation == .equal ? "==" : "?") "
        + "\(name(c.secondItem)).\(c.secondAttribute) ×\(c.multiplier) \(c.constant + 0)"
    }
  }

  private func subview() -> View {
    let view = View()
    container.addSubview(view)
    return view
  }

  /// `testSafeAreaTopConstraint` (with a height so the frame is determined).
  @Test func safeAreaTop() {
    let view = subview()
    view.snp.makeConstraints { make in
      make.top.equalTo(container.snp.safeAreaTop)
      make.left.width.height.equalTo(50)
    }
    #expect(rows(view).first == "view.top == safe.top ×1.0 0.0")
    container.layoutIfNeeded()
    #expect(view.frame.minY == 20)
  }

  /// `testSafeAreaBottomConstraint`.
  @Test func safeAreaBottom() {
    let view = subview()
    view.snp.makeConstraints { make in make.bottom.equalTo(container.snp.safeAreaBottom).offset(-4) }
    #expect(rows(view) == ["view.bottom == safe.bottom ×1.0 -4.0"])
  }

  /// `testSafeAreaLeadingTrailingConstraints`.
  @Test func safeAreaLeadingTrailing() {
    let view = subview()
    view.snp.makeConstraints { make in
      make.leading.equalTo(container.snp.safeAreaLeading)
      make.trailing.equalTo(container.snp.safeAreaTrailing)
    }
    #expect(rows(view) == ["view.leading == safe.leading ×1.0 0.0", "view.trailing == safe.trailing ×1.0 0.0"])
    view.snp.makeConstraints { make in make.top.height.equalTo(10) }
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 285, height: 10))
  }

  /// `testSafeAreaCenterConstraints`, and the centre's two axes on their own.
  @Test func safeAreaCenter() {
    let view = subview()
    view.snp.makeConstraints { make in
      make.center.equalTo(container.snp.safeAreaCenter)
      make.width.equalTo(101)
      make.height.equalTo(100)
    }
    #expect(
      Array(rows(view).prefix(2)) == ["view.centerX == safe.centerX ×1.0 0.0", "view.centerY == safe.centerY ×1.0 0.0"])
    container.layoutIfNeeded()
    // Safe area x 10…295, y 20…266: centre (152.5, 143).
    #expect(view.frame == CGRect(x: 102, y: 93, width: 101, height: 100))
    view.snp.remakeConstraints { make in
      make.centerX.equalTo(container.snp.safeAreaCenterX)
      make.centerY.equalTo(container.snp.safeAreaCenterY)
    }
    #expect(rows(view) == ["view.centerX == safe.centerX ×1.0 0.0", "view.centerY == safe.centerY ×1.0 0.0"])
  }

  /// `testSafeAreaEdgesConstraint`, and `snp.safeAreaLayoutGuide` as the same target.
  @Test func safeAreaEdges() {
    let view = subview()
    view.snp.makeConstraints { make in make.edges.equalTo(container.snp.safeAreaEdges) }
    let edges = [
      "view.left == safe.left ×1.0 0.0", "view.top == safe.top ×1.0 0.0", "view.right == safe.right ×1.0 0.0",
      "view.bottom == safe.bottom ×1.0 0.0",
    ]
    #expect(rows(view) == edges)
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 285, height: 246))
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.safeAreaLayoutGuide.edges) }
    #expect(rows(view) == edges)
  }

  /// `testMakeConstraintsToSafeArea` and `…WithInsets`: the edges pinned to the superview's
  /// safe area, inset as `inset(_:)` does (right and bottom negated), and active. Without a
  /// superview nothing is installed and the refusal is recorded.
  @Test func makeConstraintsToSafeArea() {
    let view = subview()
    let made = view.snp.makeConstraintsToSafeArea(insets: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    #expect(made.count == 1 && made.allSatisfy(\.isActive))
    #expect(
      rows(view) == [
        "view.left == safe.left ×1.0 20.0", "view.top == safe.top ×1.0 10.0", "view.right == safe.right ×1.0 -40.0",
        "view.bottom == safe.bottom ×1.0 -30.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 30, width: 225, height: 206))
    let other = subview()
    other.snp.makeConstraintsToSafeArea()
    container.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 10, y: 20, width: 285, height: 246))
    let lonely = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    lonely.snp.makeConstraintsToSafeArea()
    #expect(lonely.snp.constraints.isEmpty)
    #expect(lonely.layoutIssues.count == 1)
  }

  /// `testMakeConstraintsToSafeAreaWithClosure`: the closure's chains join the edges'.
  @Test func makeConstraintsToSafeAreaWithClosure() {
    let view = subview()
    view.snp.makeConstraintsToSafeArea { make in make.height.equalTo(50).priority(.high) }
    #expect(rows(view).count == 5)
    #expect(rows(view).last == "view.height == nil.notAnAttribute ×1.0 50.0")
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 285, height: 246))  // the required edges win
  }

  /// `testUpdateConstraintsToSafeArea`: edges made to the superview stay (a different
  /// second item is a different constraint), and the safe-area edges are added.
  @Test func updateConstraintsToSafeArea() {
    let view = subview()
    view.snp.makeConstraints { make in make.edges.equalToSuperview().priority(.low) }
    view.snp.updateConstraintsToSafeArea()
    #expect(
      rows(view) == [
        "view.left == container.left ×1.0 0.0", "view.top == container.top ×1.0 0.0",
        "view.right == container.right ×1.0 0.0", "view.bottom == container.bottom ×1.0 0.0",
        "view.left == safe.left ×1.0 0.0", "view.top == safe.top ×1.0 0.0", "view.right == safe.right ×1.0 0.0",
        "view.bottom == safe.bottom ×1.0 0.0",
      ])
    view.snp.updateConstraintsToSafeArea(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      Array(rows(view).suffix(4)) == [
        "view.left == safe.left ×1.0 2.0", "view.top == safe.top ×1.0 1.0", "view.right == safe.right ×1.0 -4.0",
        "view.bottom == safe.bottom ×1.0 -3.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 12, y: 21, width: 279, height: 242))
  }

  /// `testRemakeConstraintsToSafeArea`: the centre and size go, the safe-area edges come.
  @Test func remakeConstraintsToSafeArea() {
    let view = subview()
    view.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(100)
    }
    view.snp.remakeConstraintsToSafeArea()
    #expect(
      rows(view) == [
        "view.left == safe.left ×1.0 0.0", "view.top == safe.top ×1.0 0.0", "view.right == safe.right ×1.0 0.0",
        "view.bottom == safe.bottom ×1.0 0.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 285, height: 246))
  }
}
