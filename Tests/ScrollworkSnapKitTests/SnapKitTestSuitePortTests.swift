import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

/// SnapKit's own test suite (SnapKit/SnapKit `Tests/SnapKitTests/Tests.swift`, commit
/// `fbd58b1`), case by case: the same maker chains, and the constraints they must leave
/// installed on the container (SnapKit's `snp_constraints`: `container.constraints`,
/// active ones), checked as exact rows (first item and attribute, relation, second item
/// and attribute, multiplier, constant, priority) where SnapKit checks counts, constants
/// or attribute sets. Written here from the cases' facts, not copied.
///
/// Every case applies headless: the suite's only platform split is which view class
/// `View` names (`UIView` or `NSView`); the iOS-only cases (directional insets, margins,
/// `topLayoutGuide`) are ported. Nothing is skipped.
@Suite("SnapKit's test suite, ported with exact constraint lists")
struct SnapKitTestSuitePortTests {
  let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

  /// Names for the rows: the container, `v1`, `v2`, and any guide given.
  private func names(_ extra: [(AnyObject, String)] = []) -> [ObjectIdentifier: String] {
    var names = [ObjectIdentifier(container): "container"]
    for (index, view) in container.subviews.enumerated() { names[ObjectIdentifier(view)] = "v\(index + 1)" }
    for (object, name) in extra { names[ObjectIdentifier(object)] = name }
    return names
  }

  /// One constraint as `first.attr == second.attr × m + c @p`, `nil` for no second item.
  private func row(_ c: LayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return names[ObjectIdentifier(item)] ?? "?"
    }
    let relation =
      switch c.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    return "\(name(c.firstItem)).\(c.firstAttribute) \(relation) \(name(c.secondItem)).\(c.secondAttribute)"
      + " ×\(c.multiplier) \(c.constant) @\(c.priority.rawValue)"
  }

  /// SnapKit's `snp_constraints` of a view, as rows in installation order.
  private func installed(on view: View, _ extra: [(AnyObject, String)] = []) -> [String] {
    let names = names(extra)
    return view.constraints.filter(\.isActive).map { row($0, names) }
  }

  private func twoViews() -> (View, View) {
    let v1 = View()
    let v2 = View()
    container.addSubview(v1)
    container.addSubview(v2)
    return (v1, v2)
  }

  /// `testMakeConstraints`: a location may relate to one on the other axis (`left` to
  /// `top`), as `NSLayoutConstraint`'s raw initializer allows (UIKitBehaviour.md §1).
  @Test func makeConstraints() {
    let (v1, v2) = twoViews()
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(installed(on: container) == ["v1.top == v2.top ×1.0 50.0 @1000.0", "v1.left == v2.top ×1.0 50.0 @1000.0"])
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(
      installed(on: container) == [
        "v1.top == v2.top ×1.0 50.0 @1000.0", "v1.left == v2.top ×1.0 50.0 @1000.0",
        "v2.left == v1.left ×1.0 0.0 @1000.0", "v2.top == v1.top ×1.0 0.0 @1000.0",
        "v2.right == v1.right ×1.0 0.0 @1000.0", "v2.bottom == v1.bottom ×1.0 0.0 @1000.0",
      ])
  }

  /// `testGuideMakeConstraints`: a `ConstraintLayoutGuide` as target (whole guide and
  /// `g1.snp.top`) and as the constrained item.
  @Test func guideMakeConstraints() {
    let v1 = View()
    let g1 = ConstraintLayoutGuide()
    container.addSubview(v1)
    container.addLayoutGuide(g1)
    v1.snp.makeConstraints { make in
      make.top.equalTo(g1).offset(50)
      make.left.equalTo(g1.snp.top).offset(50)
    }
    #expect(
      installed(on: container, [(g1, "g1")]) == [
        "v1.top == g1.top ×1.0 50.0 @1000.0", "v1.left == g1.top ×1.0 50.0 @1000.0",
      ])
    g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(
      installed(on: container, [(g1, "g1")]) == [
        "v1.top == g1.top ×1.0 50.0 @1000.0", "v1.left == g1.top ×1.0 50.0 @1000.0",
        "g1.left == v1.left ×1.0 0.0 @1000.0", "g1.top == v1.top ×1.0 0.0 @1000.0",
        "g1.right == v1.right ×1.0 0.0 @1000.0", "g1.bottom == v1.bottom ×1.0 0.0 @1000.0",
      ])
  }

  /// `testMakeImpliedSuperviewConstraints`: a number relates to the superview's same
  /// attribute.
  @Test func makeImpliedSuperviewConstraints() {
    let (v1, v2) = twoViews()
    v1.snp.makeConstraints { make in
      make.top.equalTo(50.0)
      make.left.equalTo(50.0)
    }
    #expect(
      installed(on: container) == [
        "v1.top == container.top ×1.0 50.0 @1000.0", "v1.left == container.left ×1.0 50.0 @1000.0",
      ])
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    container.layoutIfNeeded()
    #expect(v1.frame.origin == CGPoint(x: 50, y: 50))
    #expect(installed(on: container).count == 6)
    #expect(installed(on: container).last == "v2.bottom == v1.bottom ×1.0 0.0 @1000.0")
  }

  /// `testUpdateConstraints`: updating an existing chain changes its constant in place.
  @Test func updateConstraints() {
    let (v1, v2) = twoViews()
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    let before = container.constraints.map(ObjectIdentifier.init)
    v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
    #expect(installed(on: container) == ["v1.top == v2.top ×1.0 15.0 @1000.0", "v1.left == v2.top ×1.0 50.0 @1000.0"])
    #expect(container.constraints.map(ObjectIdentifier.init) == before)
  }

  /// `testRemakeConstraints`: the old chains go, the new ones come.
  @Test func remakeConstraints() {
    let (v1, v2) = twoViews()
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
    #expect(
      installed(on: container) == [
        "v1.left == v2.left ×1.0 0.0 @1000.0", "v1.top == v2.top ×1.0 0.0 @1000.0",
        "v1.right == v2.right ×1.0 0.0 @1000.0", "v1.bottom == v2.bottom ×1.0 0.0 @1000.0",
      ])
  }

  /// `testRemoveConstraints`: a whole view as target relates the same attribute.
  @Test func removeConstraints() {
    let (v1, v2) = twoViews()
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2).offset(50)
      make.left.equalTo(v2).offset(50)
    }
    #expect(installed(on: container) == ["v1.top == v2.top ×1.0 50.0 @1000.0", "v1.left == v2.left ×1.0 50.0 @1000.0"])
    v1.snp.removeConstraints()
    #expect(installed(on: container) == [])
    #expect(v1.snp.constraints.isEmpty)
  }

  /// `testPrepareConstraints` and `testReactivateConstraints`: prepared constraints are
  /// inactive until activated, and can be deactivated and activated again.
  @Test func prepareAndReactivateConstraints() {
    let (v1, v2) = twoViews()
    let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
    #expect(installed(on: container) == [])
    let edges = [
      "v1.left == v2.left ×1.0 0.0 @1000.0", "v1.top == v2.top ×1.0 0.0 @1000.0",
      "v1.right == v2.right ×1.0 0.0 @1000.0", "v1.bottom == v2.bottom ×1.0 0.0 @1000.0",
    ]
    for round in 0..<2 {
      for constraint in constraints { constraint.activate() }
      #expect(installed(on: container) == edges, "round \(round)")
      for constraint in constraints { constraint.deactivate() }
      #expect(installed(on: container) == [], "round \(round)")
    }
  }

  /// `testActivateDeactivateConstraints` and `testSetIsActivatedConstraints`.
  @Test func activateDeactivateAndIsActive() {
    let (v1, v2) = twoViews()
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
    }
    let top = "v1.top == v2.top ×1.0 50.0 @1000.0"
    let left = "v1.left == v2.top ×1.0 50.0 @1000.0"
    #expect(installed(on: container) == [])
    c1?.activate()
    c2?.activate()
    #expect(installed(on: container) == [top, left])
    c1?.deactivate()
    c2?.deactivate()
    #expect(installed(on: container) == [])
    c1?.activate()
    c2?.activate()
    #expect(installed(on: container) == [top, left])

    c1?.isActive = false
    c2?.isActive = false
    c1?.isActive = true
    c2?.isActive = false
    #expect(installed(on: container) == [top])
    #expect(c1?.isActive == true && c2?.isActive == false)
    c2?.isActive = true
    #expect(Set(installed(on: container)) == [top, left])
    c1?.isActive = false
    c2?.isActive = false
    #expect(installed(on: container) == [])
  }

  /// `testEdgeConstraints`: `offset` on edges adds the same constant to all four.
  @Test func edgeConstraints() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 50.0 @1000.0", "v1.top == container.top ×1.0 50.0 @1000.0",
        "v1.right == container.right ×1.0 50.0 @1000.0", "v1.bottom == container.bottom ×1.0 50.0 @1000.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 50, y: 50, width: 400, height: 400))
  }

  /// `testUpdateReferencedConstraints`: `update(offset:)` sets the constant as given,
  /// `update(inset:)` negates it for bottom; the same `LayoutConstraint`s change.
  @Test func updateReferencedConstraints() {
    let (v1, v2) = twoViews()
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.makeConstraints { make in
      c1 = make.top.equalTo(v2).offset(50).constraint
      c2 = make.bottom.equalTo(v2).offset(25).constraint
    }
    let objects = container.constraints.map(ObjectIdentifier.init)
    #expect(
      installed(on: container) == [
        "v1.top == v2.top ×1.0 50.0 @1000.0", "v1.bottom == v2.bottom ×1.0 25.0 @1000.0",
      ])
    c1?.update(offset: 15)
    c2?.update(offset: 20)
    #expect(
      installed(on: container) == [
        "v1.top == v2.top ×1.0 15.0 @1000.0", "v1.bottom == v2.bottom ×1.0 20.0 @1000.0",
      ])
    c1?.update(inset: 15)
    c2?.update(inset: 20)
    #expect(
      installed(on: container) == [
        "v1.top == v2.top ×1.0 15.0 @1000.0", "v1.bottom == v2.bottom ×1.0 -20.0 @1000.0",
      ])
    #expect(container.constraints.map(ObjectIdentifier.init) == objects)
  }

  /// `testInsetsAsConstraintsConstant`: a number inset is positive for left and top,
  /// negative for right and bottom.
  @Test func scalarInsetsAsConstraintsConstant() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 50.0 @1000.0", "v1.top == container.top ×1.0 50.0 @1000.0",
        "v1.right == container.right ×1.0 -50.0 @1000.0", "v1.bottom == container.bottom ×1.0 -50.0 @1000.0",
      ])
  }

  /// `testConstraintInsetsAsImpliedEqualToConstraints`: insets as the target relate the
  /// edges to the superview's, each side taking its own value (asymmetric here so a
  /// swapped side would show).
  @Test func constraintInsetsAsImpliedEqualToConstraints() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(ConstraintInsets(top: 25, left: 10, bottom: 30, right: 5))
    }
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 10.0 @1000.0", "v1.top == container.top ×1.0 25.0 @1000.0",
        "v1.right == container.right ×1.0 -5.0 @1000.0", "v1.bottom == container.bottom ×1.0 -30.0 @1000.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 25, width: 385, height: 345))
  }

  /// `testConstraintInsetsAsConstraintsConstant`: `inset(ConstraintInsets)` after a view.
  @Test func constraintInsetsAsConstraintsConstant() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 25.0 @1000.0", "v1.top == container.top ×1.0 25.0 @1000.0",
        "v1.right == container.right ×1.0 -25.0 @1000.0", "v1.bottom == container.bottom ×1.0 -25.0 @1000.0",
      ])
  }

  /// `testConstraintDirectionalInsetsAsImpliedEqualToConstraints` and
  /// `…AsConstraintsConstant` (the two cases have the same chain): top, leading, bottom
  /// and trailing inset by `ConstraintDirectionalInsets`; SnapKit sorts by raw value.
  @Test func constraintDirectionalInsetsAsConstraintsConstant() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.leading.bottom.trailing.equalTo(container)
        .inset(ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }
    let names = names()
    let sorted = container.constraints.filter(\.isActive).sorted {
      $0.firstAttribute.rawValue < $1.firstAttribute.rawValue
    }
    #expect(
      sorted.map { row($0, names) } == [
        "v1.top == container.top ×1.0 25.0 @1000.0", "v1.bottom == container.bottom ×1.0 -25.0 @1000.0",
        "v1.leading == container.leading ×1.0 25.0 @1000.0", "v1.trailing == container.trailing ×1.0 -25.0 @1000.0",
      ])
  }

  /// `testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints`: directional
  /// insets on left/right edges map leading to left and trailing to right (left to
  /// right); asymmetric values show the mapping.
  @Test func constraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(ConstraintDirectionalInsets(top: 25, leading: 10, bottom: 35, trailing: 30))
    }
    let names = names()
    let sorted = container.constraints.filter(\.isActive).sorted {
      $0.firstAttribute.rawValue < $1.firstAttribute.rawValue
    }
    #expect(
      sorted.map { row($0, names) } == [
        "v1.left == container.left ×1.0 10.0 @1000.0", "v1.right == container.right ×1.0 -30.0 @1000.0",
        "v1.top == container.top ×1.0 25.0 @1000.0", "v1.bottom == container.bottom ×1.0 -35.0 @1000.0",
      ])
  }

  /// `testSizeConstraints`: a size constant gives width and height on the view itself
  /// (no second item); left and top go to the container.
  @Test func sizeConstraints() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 50, height: 60))
      make.left.top.equalTo(container)
    }
    #expect(
      installed(on: view) == [
        "v1.width == nil.notAnAttribute ×1.0 50.0 @1000.0", "v1.height == nil.notAnAttribute ×1.0 60.0 @1000.0",
      ])
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 0.0 @1000.0", "v1.top == container.top ×1.0 0.0 @1000.0",
      ])
  }

  /// `testCenterConstraints`: `offset` on center moves both axes.
  @Test func centerConstraints() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.center.equalTo(container).offset(50.0)
      make.size.equalTo(20)
    }
    #expect(
      installed(on: container) == [
        "v1.centerX == container.centerX ×1.0 50.0 @1000.0", "v1.centerY == container.centerY ×1.0 50.0 @1000.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 240, y: 240, width: 20, height: 20))
  }

  /// `testConstraintIdentifier`: `labeled` becomes the constraint's identifier.
  @Test func constraintIdentifier() {
    let view = View()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.top.equalTo(container.snp.top).labeled("Test-Identifier") }
    #expect(container.constraints.map(\.identifier) == ["Test-Identifier"])
    #expect(installed(on: container) == ["v1.top == container.top ×1.0 0.0 @1000.0"])
  }

  /// `testEdgesToEdges` and `testDirectionalEdgesToDirectionalEdges`.
  @Test func edgesToEdges() {
    let view = View()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.edges) }
    #expect(
      installed(on: container) == [
        "v1.left == container.left ×1.0 0.0 @1000.0", "v1.top == container.top ×1.0 0.0 @1000.0",
        "v1.right == container.right ×1.0 0.0 @1000.0", "v1.bottom == container.bottom ×1.0 0.0 @1000.0",
      ])
    view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalEdges) }
    #expect(
      installed(on: container) == [
        "v1.top == container.top ×1.0 0.0 @1000.0", "v1.bottom == container.bottom ×1.0 0.0 @1000.0",
        "v1.leading == container.leading ×1.0 0.0 @1000.0", "v1.trailing == container.trailing ×1.0 0.0 @1000.0",
      ])
  }

  /// `testEdgesToMargins`: edges to margins and margins to edges.
  @Test func edgesToMargins() {
    let view = View()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
    #expect(
      installed(on: container) == [
        "v1.left == container.leftMargin ×1.0 0.0 @1000.0", "v1.top == container.topMargin ×1.0 0.0 @1000.0",
        "v1.right == container.rightMargin ×1.0 0.0 @1000.0", "v1.bottom == container.bottomMargin ×1.0 0.0 @1000.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 8, width: 384, height: 384))
    view.snp.remakeConstraints { make in make.margins.equalTo(container.snp.edges) }
    #expect(
      installed(on: container) == [
        "v1.leftMargin == container.left ×1.0 0.0 @1000.0", "v1.topMargin == container.top ×1.0 0.0 @1000.0",
        "v1.rightMargin == container.right ×1.0 0.0 @1000.0", "v1.bottomMargin == container.bottom ×1.0 0.0 @1000.0",
      ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: -8, y: -8, width: 416, height: 416))
  }

  /// `testDirectionalEdgesToDirectionalMargins`.
  @Test func directionalEdgesToDirectionalMargins() {
    let view = View()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalMargins) }
    #expect(
      installed(on: container) == [
        "v1.top == container.topMargin ×1.0 0.0 @1000.0", "v1.bottom == container.bottomMargin ×1.0 0.0 @1000.0",
        "v1.leading == container.leadingMargin ×1.0 0.0 @1000.0",
        "v1.trailing == container.trailingMargin ×1.0 0.0 @1000.0",
      ])
    view.snp.remakeConstraints { make in make.directionalMargins.equalTo(container.snp.directionalEdges) }
    #expect(
      installed(on: container) == [
        "v1.topMargin == container.top ×1.0 0.0 @1000.0", "v1.bottomMargin == container.bottom ×1.0 0.0 @1000.0",
        "v1.leadingMargin == container.leading ×1.0 0.0 @1000.0",
        "v1.trailingMargin == container.trailing ×1.0 0.0 @1000.0",
      ])
  }

  /// `testLayoutGuideConstraints`: the legacy `topLayoutGuide`/`bottomLayoutGuide` as
  /// targets; the two constraints are installed on the controller's view.
  @Test func layoutGuideConstraints() {
    let vc = ViewController()
    vc.view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    vc.view.addSubview(container)
    let top: ConstraintLayoutSupport = vc.topLayoutGuide
    container.snp.makeConstraints { make in
      make.top.equalTo(top.snp.bottom)
      make.bottom.equalTo(vc.bottomLayoutGuide.snp.top)
    }
    let names: [ObjectIdentifier: String] = [
      ObjectIdentifier(container): "container", ObjectIdentifier(vc.topLayoutGuide): "topGuide",
      ObjectIdentifier(vc.bottomLayoutGuide): "bottomGuide",
    ]
    let rows = vc.view.constraints.filter { $0.isActive && $0.firstItem === container }.map { row($0, names) }
    #expect(
      rows == [
        "container.top == topGuide.bottom ×1.0 0.0 @1000.0", "container.bottom == bottomGuide.top ×1.0 0.0 @1000.0",
      ])
  }

  /// `testCanSetLabel`.
  @Test func canSetLabel() {
    container.snp.setLabel("Hello World")
    #expect(container.snp.label() == "Hello World")
  }

  /// `testPriorityShortcuts`: `.required`, `.low` and a number (`.low.value + 1`).
  @Test func priorityShortcuts() {
    let view = View()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
    #expect(installed(on: container) == ["v1.left == container.left ×1.0 1000.0 @1000.0"])
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
    #expect(installed(on: container) == ["v1.left == container.left ×1.0 1000.0 @250.0"])
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
    #expect(installed(on: container) == ["v1.left == container.left ×1.0 1000.0 @251.0"])
  }

  /// `testPriorityStride`.
  @Test func priorityStride() {
    let high: ConstraintPriority = .high
    let higher = ConstraintPriority.high.advanced(by: 1)
    #expect(higher.value == high.value + 1)
    #expect(higher.value == 751)
  }
}
