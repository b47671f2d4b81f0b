import Foundation
import Testing

@testable import Scrollwork

/// Frames across the axis for each `StackView.Alignment` (UIKitBehaviour.md §8:
/// `UISV-alignment`, `UISV-alignment-spanner`, `UISV-spanning-boundary`,
/// `UISV-spanning-fit`, `UISV-canvas-fit`, `UISV-ambiguity-suppression`).
/// Horizontal cases use A (50 × 20) and B (60 × 40) with spacing 10, so B is at
/// x = 60 and A's y and height carry the alignment.
@Suite struct StackViewAlignmentTests {
  /// Expected frame of A when the stack hugs its content (40 tall, B's height).
  static let huggingCases: [(StackView.Alignment, CGRect)] = [
    (.fill, CGRect(x: 0, y: 0, width: 50, height: 40)),  // stretched to B's 40
    (.top, CGRect(x: 0, y: 0, width: 50, height: 20)),
    (.center, CGRect(x: 0, y: 10, width: 50, height: 20)),  // (40 − 20) / 2
    (.bottom, CGRect(x: 0, y: 20, width: 50, height: 20)),  // 40 − 20
  ]

  @Test(arguments: huggingCases)
  func horizontalStackHuggingItsTallestView(alignment: StackView.Alignment, expectedA: CGRect) throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = alignment
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
    #expect(a.frame == expectedA)
    #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
  }

  /// Expected frames of A and B in a stack pinned to 100 tall.
  static let tallCases: [(StackView.Alignment, CGRect, CGRect)] = [
    (.fill, CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100)),
    (.top, CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 60, height: 40)),
    // centers at 50: 50 − 10 and 50 − 20
    (.center, CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 60, y: 30, width: 60, height: 40)),
    // bottoms at 100
    (.bottom, CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 60, y: 60, width: 60, height: 40)),
  ]

  @Test(arguments: tallCases)
  func horizontalStackTallerThanItsViews(alignment: StackView.Alignment, expectedA: CGRect, expectedB: CGRect) throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = alignment
    stack.spacing = 10
    try StackFixtures.host(stack, height: 100)
    #expect(a.frame == expectedA)
    #expect(b.frame == expectedB)
  }

  /// Vertical stack hugging its widest view (B, 60): A's x carries the alignment.
  static let verticalCases: [(StackView.Alignment, CGRect)] = [
    (.fill, CGRect(x: 0, y: 0, width: 60, height: 20)),
    (.leading, CGRect(x: 0, y: 0, width: 50, height: 20)),
    (.center, CGRect(x: 5, y: 0, width: 50, height: 20)),
    (.trailing, CGRect(x: 10, y: 0, width: 50, height: 20)),
    // Baseline alignments are horizontal-only; a vertical stack treats them as
    // leading and trailing (Sources/Scrollwork/Scrollwork.docc/StackViewConstraints.md).
    (.firstBaseline, CGRect(x: 0, y: 0, width: 50, height: 20)),
    (.lastBaseline, CGRect(x: 10, y: 0, width: 50, height: 20)),
  ]

  @Test(arguments: verticalCases)
  func verticalStackHuggingItsWidestView(alignment: StackView.Alignment, expectedA: CGRect) throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.alignment = alignment
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 70))
    #expect(a.frame == expectedA)
    #expect(b.frame == CGRect(x: 0, y: 30, width: 60, height: 40))
  }

  /// Three views of different heights (`StackBox` baselines are measured from the
  /// top and from the bottom; a view without text has both at its bottom):
  /// A 50 × 30 first baseline 20; B 60 × 50 first baseline 40; C 40 × 20 → 20.
  /// With baseline L: A.y = L − 20, B.y = L − 40, C.y = L − 20; the spanner runs
  /// from L − 40 to max(L + 10, L + 10, L) = L + 10, so the stack is 50 tall and
  /// L = 40: A.y = 20, B.y = 0, C.y = 20.
  @Test func firstBaselineAlignsFirstBaselines() throws {
    let a = StackBox(50, 30, baselines: (20, 10))
    let b = StackBox(60, 50, baselines: (40, 5))
    let c = StackBox(40, 20)
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.alignment = .firstBaseline
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 170, height: 50))
    #expect(a.frame == CGRect(x: 0, y: 20, width: 50, height: 30))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 50))
    #expect(c.frame == CGRect(x: 130, y: 20, width: 40, height: 20))
  }

  /// Last baselines (from the bottom): A 10 → y + 20; B 5 → y + 45; C → y + 20.
  /// A.y = L − 20, B.y = L − 45, C.y = L − 20; spanner from L − 45 to L + 10:
  /// 55 tall, L = 45: A.y = 25, B.y = 0, C.y = 25.
  @Test func lastBaselineAlignsLastBaselines() throws {
    let a = StackBox(50, 30, baselines: (20, 10))
    let b = StackBox(60, 50, baselines: (40, 5))
    let c = StackBox(40, 20)
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.alignment = .lastBaseline
    stack.spacing = 10
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 170, height: 55))
    #expect(a.frame == CGRect(x: 0, y: 25, width: 50, height: 30))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 50))
    #expect(c.frame == CGRect(x: 130, y: 25, width: 40, height: 20))
  }

  /// A stack of one view centered: no spanner; `canvas.top <= v.top`,
  /// `V:[v]-(>=0)-|` and the centers equal. 100 tall → v at (100 − 20) / 2 = 40.
  @Test func singleCenteredViewInATallStack() throws {
    let a = StackBox(50, 20)
    let stack = StackView(arrangedSubviews: [a])
    stack.alignment = .center
    try StackFixtures.host(stack, height: 100)
    #expect(a.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(stack.layoutGuides.isEmpty)
  }

  /// …and without a height, `UISV-canvas-fit` (@49) shrinks the stack onto it.
  @Test func singleCenteredViewHugged() throws {
    let a = StackBox(50, 20)
    let stack = StackView(arrangedSubviews: [a])
    stack.alignment = .center
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 50, height: 20))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
  }

  /// A view without an intrinsic height in a top-aligned stack gets 0
  /// (`UISV-ambiguity-suppression`, @25) instead of an ambiguous height.
  @Test func viewWithoutIntrinsicHeightIsSuppressedToZero() throws {
    let a = StackBox(50, View.noIntrinsicMetric)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = .top
    try StackFixtures.host(stack)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(stack.frame.height == 40)
  }

  /// Changing the alignment of a laid-out stack moves the views.
  @Test func changingAlignmentRegenerates() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    let root = try StackFixtures.host(stack, height: 100)
    #expect(a.frame.height == 100)
    stack.alignment = .center
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
    stack.alignment = .fill
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(stack.layoutGuides.isEmpty)
  }
}
