import Foundation
import Testing

@testable import Scrollwork

/// Frames along the axis for each `StackView.Distribution` (UIKitBehaviour.md §8:
/// `UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-distributing`). Every expected frame is
/// worked out by hand in the comment above it; frames are in the stack's
/// coordinates, the stack sits at (10, 20) in its root.
@Suite struct StackViewDistributionTests {
  // MARK: fill

  /// 300 wide, 50 + 10 + 60 = 120 of content: B hugs at 249 < A's 250, so B takes
  /// the extra 180 (60 + 180 = 240). Fill alignment: both as tall as B (40).
  @Test func fillStretchesTheViewWithLowerHugging() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    b.setContentHuggingPriority(249, for: .horizontal)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack, width: 300)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 40))
  }

  /// 100 wide, 120 of content: A resists at 749 < B's 750, so A gives up 20 (30).
  @Test func fillCompressesTheViewWithLowerCompressionResistance() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    a.setContentCompressionResistancePriority(749, for: .horizontal)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack, width: 100)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 40))
  }

  /// Nothing sizes the stack: it hugs its views, 50 + 10 + 60 = 120 by 40.
  @Test func fillWithoutASizeHugsTheArrangedViews() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
  }

  /// Vertical, 200 × 300: A keeps 20, B (vertical hugging 249) takes
  /// 300 − 20 − 10 = 270; both 200 wide.
  @Test func verticalFillStretchesTheViewWithLowerHugging() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    b.setContentHuggingPriority(249, for: .vertical)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 10
    try StackFixtures.host(stack, width: 200, height: 300)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 30, width: 200, height: 270))
  }

  // MARK: fillEqually

  /// (320 − 2 × 10) / 3 = 100 each; as tall as the tallest (30).
  @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
    let views = [StackBox(50, 20), StackBox(60, 30), StackBox(10, 10)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    try StackFixtures.host(stack, width: 320)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 30),
        CGRect(x: 110, y: 0, width: 100, height: 30),
        CGRect(x: 220, y: 0, width: 100, height: 30),
      ])
  }

  /// Vertical, 130 tall: (130 − 10) / 2 = 60 each; width hugs the widest (60).
  @Test func verticalFillEquallyGivesEveryViewTheSameHeight() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 30)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 10
    try StackFixtures.host(stack, height: 130)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 130))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
    #expect(b.frame == CGRect(x: 0, y: 70, width: 60, height: 60))
  }

  // MARK: fillProportionally

  /// Intrinsic widths 100 : 200 : 300 of 900 (no spacing): 150, 300, 450.
  @Test func fillProportionallySharesByIntrinsicWidth() throws {
    let views = [StackBox(100, 20), StackBox(200, 20), StackBox(300, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    try StackFixtures.host(stack, width: 900)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 150, height: 20),
        CGRect(x: 150, y: 0, width: 300, height: 20),
        CGRect(x: 450, y: 0, width: 450, height: 20),
      ])
  }

  /// m = ics / (Σics + spacing) = 100/420 and 300/420 of 840 → 200 @999 and 600
  /// @998; with the 20 gap they overshoot by 20, so the lower-priority second
  /// constraint gives way: B = 840 − 20 − 200 = 620.
  @Test func fillProportionallyLetsTheLastViewAbsorbTheSpacing() throws {
    let a = StackBox(100, 20)
    let b = StackBox(300, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    stack.spacing = 20
    try StackFixtures.host(stack, width: 840)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(b.frame == CGRect(x: 220, y: 0, width: 620, height: 20))
  }

  /// 600 wide, 100 : 200 : 300 (= 600, the intrinsic widths). A grows to 300 and
  /// invalidates: 300 : 200 : 300 of 600 → 225, 150, 225.
  @Test func fillProportionallyRereadsInvalidatedIntrinsicSizes() throws {
    let views = [StackBox(100, 20), StackBox(200, 20), StackBox(300, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    let root = try StackFixtures.host(stack, width: 600)
    #expect(views.map(\.frame.width) == [100, 200, 300])
    views[0].size.width = 300
    views[0].invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 225, height: 20),
        CGRect(x: 225, y: 0, width: 150, height: 20),
        CGRect(x: 375, y: 0, width: 225, height: 20),
      ])
  }

  /// No intrinsic widths: falls back to fill-equally, (210 − 10) / 2 = 100.
  @Test func fillProportionallyWithoutIntrinsicWidthsFillsEqually() throws {
    let a = StackBox(View.noIntrinsicMetric, 20)
    let b = StackBox(View.noIntrinsicMetric, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    stack.spacing = 10
    try StackFixtures.host(stack, width: 210)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 20))
  }

  /// Vertical, 300 tall, intrinsic heights 50 : 100 → 100, 200.
  @Test func verticalFillProportionallySharesByIntrinsicHeight() throws {
    let a = StackBox(20, 50)
    let b = StackBox(20, 100)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.distribution = .fillProportionally
    try StackFixtures.host(stack, height: 300)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 100))
    #expect(b.frame == CGRect(x: 0, y: 100, width: 20, height: 200))
  }

  // MARK: equalSpacing

  /// 300 − (50 + 60 + 40) = 150 of gaps, 75 each: A 0, B 125, C 260.
  @Test func equalSpacingSharesTheRemainingSpaceBetweenGaps() throws {
    let views = [StackBox(50, 20), StackBox(60, 20), StackBox(40, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    try StackFixtures.host(stack, width: 300)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 20),
        CGRect(x: 125, y: 0, width: 60, height: 20),
        CGRect(x: 260, y: 0, width: 40, height: 20),
      ])
  }

  /// Nothing sizes the stack: `UISV-canvas-fit` (@49) shrinks it until the gaps
  /// are the spacing, 150 + 2 × 10 = 170.
  @Test func equalSpacingWithoutAWidthShrinksToTheSpacing() throws {
    let views = [StackBox(50, 20), StackBox(60, 20), StackBox(40, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame.width == 170)
    #expect(views.map(\.frame.minX) == [0, 60, 130])
  }

  /// Vertical, 200 tall: 200 − 80 = 120 of gaps, 60 each: A 0, B 80, C 180.
  @Test func verticalEqualSpacingSharesTheRemainingSpaceBetweenGaps() throws {
    let views = [StackBox(30, 20), StackBox(30, 40), StackBox(30, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    try StackFixtures.host(stack, height: 200)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 30, height: 20),
        CGRect(x: 0, y: 80, width: 30, height: 40),
        CGRect(x: 0, y: 180, width: 30, height: 20),
      ])
  }

  // MARK: equalCentering

  /// 300 wide; first center 20, last center 300 − 10 = 290, so the middle center
  /// is 155: B at 125.
  @Test func equalCenteringSpacesTheCentersEqually() throws {
    let views = [StackBox(40, 20), StackBox(60, 20), StackBox(20, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    try StackFixtures.host(stack, width: 300)
    #expect(views.map(\.frame.minX) == [0, 125, 280])
    #expect(views.map(\.frame.width) == [40, 60, 20])
  }

  /// 200 wide, A 120, B 20, C 20, spacing 10: equal centers would put B at 115,
  /// inside A's spacing. The spacing is required and equal centering only 149, so B
  /// starts at 120 + 10 = 130 (the nearest to equal centers it may be); C stays at
  /// 180.
  @Test func equalCenteringYieldsToTheMinimumSpacing() throws {
    let views = [StackBox(120, 20), StackBox(20, 20), StackBox(20, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    stack.spacing = 10
    try StackFixtures.host(stack, width: 200)
    #expect(views.map(\.frame.minX) == [0, 130, 180])
  }

  /// Vertical, 300 tall, heights 40, 60, 20: centers 20, 155, 290 → B at 125,
  /// C at 280.
  @Test func verticalEqualCenteringSpacesTheCentersEqually() throws {
    let views = [StackBox(30, 40), StackBox(30, 60), StackBox(30, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .equalCentering
    try StackFixtures.host(stack, height: 300)
    #expect(views.map(\.frame.minY) == [0, 125, 280])
    #expect(views.map(\.frame.height) == [40, 60, 20])
  }
}
