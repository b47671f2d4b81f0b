import Foundation
import Testing

@testable import Scrollwork

/// Spacing, custom spacing and hidden arranged views (UIKitBehaviour.md §8:
/// `UISV-spacing`, `setCustomSpacing(_:after:)`, `UISV-hiding`). Three 50 × 20
/// views A, B, C in a horizontal stack that hugs them, spacing 10 unless stated:
/// A at 0, B at 60, C at 120, stack 170 wide.
@Suite struct StackViewSpacingTests {
  func threeViews() -> (StackView, [StackBox]) {
    let views = [StackBox(50, 20), StackBox(50, 20), StackBox(50, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    return (stack, views)
  }

  @Test func spacingSeparatesAdjacentViews() throws {
    let (stack, views) = threeViews()
    try StackFixtures.host(stack)
    #expect(views.map(\.frame.minX) == [0, 60, 120])
    #expect(stack.frame.width == 170)
  }

  /// Custom 30 after A: B at 50 + 30 = 80, C at 80 + 50 + 10 = 140.
  @Test func customSpacingOverridesTheGapAfterOneView() throws {
    let (stack, views) = threeViews()
    stack.setCustomSpacing(30, after: views[0])
    try StackFixtures.host(stack)
    #expect(views.map(\.frame.minX) == [0, 80, 140])
    #expect(stack.frame.width == 190)
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
  }

  /// `spacingUseSystem` after B is 8: C at 60 + 50 + 8 = 118; `spacingUseDefault`
  /// returns to the stack's 10.
  @Test func systemAndDefaultCustomSpacing() throws {
    let (stack, views) = threeViews()
    let root = try StackFixtures.host(stack)
    stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
    root.layoutIfNeeded()
    #expect(views[2].frame.minX == 118)
    let spacing = StackFixtures.generated(stack).first { $0.secondItem === views[1] && $0.identifier == "UISV-spacing" }
    #expect(spacing?.description.contains("NSSpace(8)") == true)
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[1])
    root.layoutIfNeeded()
    #expect(views[2].frame.minX == 120)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
  }

  /// `spacing = spacingUseSystem`: every gap is 8 (B 58, C 116).
  @Test func systemSpacingForTheWholeStack() throws {
    let (stack, views) = threeViews()
    stack.spacing = StackView.spacingUseSystem
    try StackFixtures.host(stack)
    #expect(views.map(\.frame.minX) == [0, 58, 116])
  }

  /// Negative spacing overlaps: B at 50 − 10 = 40.
  @Test func negativeSpacingOverlaps() throws {
    let (stack, views) = threeViews()
    stack.spacing = -10
    try StackFixtures.host(stack)
    #expect(views.map(\.frame.minX) == [0, 40, 80])
  }

  /// Changing the spacing moves the constants of the same constraints in place.
  @Test func changingSpacingKeepsTheGeneratedConstraints() throws {
    let (stack, views) = threeViews()
    let root = try StackFixtures.host(stack)
    let before = Set(stack.constraints.map(ObjectIdentifier.init))
    stack.spacing = 20
    root.layoutIfNeeded()
    #expect(Set(stack.constraints.map(ObjectIdentifier.init)) == before)
    #expect(views.map(\.frame.minX) == [0, 70, 140])
  }

  // MARK: Hidden views

  /// Hiding B: it gets width 0 and no gap after it; C moves to 60, the stack
  /// shrinks to 110. Showing it again restores the layout.
  @Test func hiddenViewCollapsesAndComesBack() throws {
    let (stack, views) = threeViews()
    let root = try StackFixtures.host(stack)
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame == CGRect(x: 60, y: 0, width: 50, height: 20))
    #expect(stack.frame.width == 110)
    views[1].isHidden = false
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 120])
    #expect(views[1].frame.width == 50)
    #expect(stack.frame.width == 170)
    #expect(!StackFixtures.generated(stack).contains { $0.identifier == "UISV-hiding" })
  }

  /// Hiding the first view: B starts the stack.
  @Test func hiddenFirstViewCollapses() throws {
    let (stack, views) = threeViews()
    views[0].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[0].frame.width == 0)
    #expect(views.dropFirst().map(\.frame.minX) == [0, 60])
    #expect(stack.frame.width == 110)
  }

  /// Hiding the last view: B ends the stack.
  @Test func hiddenLastViewCollapses() throws {
    let (stack, views) = threeViews()
    views[2].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[2].frame.width == 0)
    #expect(stack.frame.width == 110)
  }

  /// UIKitBehaviour.md §33: a hidden view after the last visible one sits at that
  /// view's trailing edge (B ends at 60 + 50 = 110), not at the stack's start.
  @Test func hiddenLastViewSitsAfterTheLastVisibleView() throws {
    let (stack, views) = threeViews()
    views[2].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[2].frame == CGRect(x: 110, y: 0, width: 0, height: 20))
    #expect(views[1].frame == CGRect(x: 60, y: 0, width: 50, height: 20))
  }

  /// In the middle of a vertical stack the hidden view sits halfway across the gap
  /// it left: (0, 20 + 10 / 2, 30, 0), while the views around it close up (0 and 30).
  @Test func hiddenMiddleViewSitsHalfwayAcrossTheGapInAVerticalStack() throws {
    let views = [StackBox(30, 20), StackBox(30, 20), StackBox(30, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    views[1].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[1].frame == CGRect(x: 0, y: 25, width: 30, height: 0))
    #expect(views[0].frame.minY == 0)
    #expect(views[2].frame.minY == 30)
  }

  /// Before the first visible view a hidden view sits at the canvas's start: with
  /// margin-relative arrangement, the margins' leading edge (12); a hidden middle
  /// view is measured from the view before it (12 + 50 + 10 / 2 = 67).
  @Test func hiddenViewsFollowTheMarginsWithRelativeArrangement() throws {
    let margins = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    let (first, firstViews) = threeViews()
    first.isLayoutMarginsRelativeArrangement = true
    first.directionalLayoutMargins = margins
    firstViews[0].isHidden = true
    try StackFixtures.host(first)
    #expect(firstViews[0].frame == CGRect(x: 12, y: 0, width: 0, height: 20))
    #expect(firstViews[1].frame.minX == 12)
    let (middle, middleViews) = threeViews()
    middle.isLayoutMarginsRelativeArrangement = true
    middle.directionalLayoutMargins = margins
    middleViews[1].isHidden = true
    try StackFixtures.host(middle)
    #expect(middleViews[1].frame == CGRect(x: 67, y: 0, width: 0, height: 20))
    #expect(middleViews[2].frame.minX == 72)
  }

  /// Two hidden views in a row share the place halfway across the one gap left
  /// (A ends at 50, spacing 10: both at 55), and D follows A at 60.
  @Test func consecutiveHiddenViewsShareTheGapsMiddle() throws {
    let views = [StackBox(50, 20), StackBox(50, 20), StackBox(50, 20), StackBox(50, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    views[1].isHidden = true
    views[2].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[1].frame == CGRect(x: 55, y: 0, width: 0, height: 20))
    #expect(views[2].frame == CGRect(x: 55, y: 0, width: 0, height: 20))
    #expect(views[3].frame.minX == 60)
    #expect(stack.frame.width == 110)
  }

  /// Fill proportionally keeps a hidden view at the stack's start (UIKitBehaviour.md
  /// §33: element's hidden button after a 106-pt one is stored at x = 0).
  @Test func hiddenViewSitsAtTheStartOfAFillProportionallyStack() throws {
    let (stack, views) = threeViews()
    stack.distribution = .fillProportionally
    views[2].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[2].frame == CGRect(x: 0, y: 0, width: 0, height: 20))
    #expect(views[1].frame == CGRect(x: 60, y: 0, width: 50, height: 20))
  }

  /// A fill-aligned stack whose views are all hidden collapses across the axis
  /// too, whatever their own heights (sentry-cocoa's 0-tall row of a hidden 34-pt
  /// field and label).
  @Test func allHiddenCollapsesAcrossTheAxis() throws {
    let views = [StackBox(50, 34), StackBox(50, 34)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 8
    for v in views { v.isHidden = true }
    try StackFixtures.host(stack)
    #expect(stack.frame.size == CGSize(width: 0, height: 0))
    #expect(views.allSatisfy { $0.frame.width == 0 })
  }

  /// Hiding every view: the stack collapses to width 0.
  @Test func allHiddenCollapsesTheStack() throws {
    let (stack, views) = threeViews()
    for v in views { v.isHidden = true }
    try StackFixtures.host(stack)
    #expect(stack.frame.width == 0)
    #expect(views.allSatisfy { $0.frame.width == 0 })
  }

  /// A custom gap after a hidden view is not used; the gap after the previous
  /// visible view is: custom 30 after A, 50 after hidden B → C at 80.
  @Test func customSpacingOfHiddenViewIsIgnored() throws {
    let (stack, views) = threeViews()
    stack.setCustomSpacing(30, after: views[0])
    stack.setCustomSpacing(50, after: views[1])
    views[1].isHidden = true
    try StackFixtures.host(stack)
    #expect(views[2].frame.minX == 80)
  }

  /// Vertical: hiding the middle view of three 20-tall views (spacing 10) puts
  /// the third at 30, and a fill-equally stack shares the height between the
  /// visible two: (130 − 10) / 2 = 60.
  @Test func hiddenViewInVerticalFillEquallyStack() throws {
    let views = [StackBox(30, 20), StackBox(30, 20), StackBox(30, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    stack.distribution = .fillEqually
    views[1].isHidden = true
    try StackFixtures.host(stack, height: 130)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 30, height: 60))
    #expect(views[1].frame.height == 0)
    #expect(views[2].frame == CGRect(x: 0, y: 70, width: 30, height: 60))
  }

  /// A hidden view with a required width of its own keeps it (UISV-hiding is
  /// 999.999, so nothing conflicts), but the visible views still close up.
  @Test func hiddenViewWithRequiredWidthDoesNotConflict() throws {
    let (stack, views) = threeViews()
    let root = StackFixtures.root()
    root.addSubview(stack)
    try views[1].widthAnchor.constraint(equalToConstant: 50).activate()
    views[1].isHidden = true
    try StackFixtures.host(stack, in: root)
    #expect(root.layoutIssues.isEmpty)
    #expect(views[2].frame.minX == 60)
  }
}
