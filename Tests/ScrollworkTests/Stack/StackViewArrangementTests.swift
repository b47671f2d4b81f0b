import Foundation
import Testing

@testable import Scrollwork

/// Layout margins, right-to-left, nesting, multi-line text and the
/// arranged-subview API (UIKitBehaviour.md §8, §4).
@Suite struct StackViewArrangementTests {
  /// Margins top 5, leading 7, bottom 9, trailing 11 with
  /// `isLayoutMarginsRelativeArrangement`: A (50 × 20) and B (60 × 40), spacing 10,
  /// sit inside the margins: A at (7, 5), B at 7 + 60 = 67; the stack is
  /// 7 + 120 + 11 = 138 by 5 + 40 + 9 = 54.
  @Test func layoutMarginsRelativeArrangementInsetsTheViews() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 7, bottom: 9, trailing: 11)
    stack.isLayoutMarginsRelativeArrangement = true
    let root = try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 138, height: 54))
    #expect(a.frame == CGRect(x: 7, y: 5, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 67, y: 5, width: 60, height: 40))
    stack.isLayoutMarginsRelativeArrangement = false
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
  }

  /// Right-to-left root, 400 wide: the stack's leading edge is 10 from the right,
  /// so a 300-wide stack is at x = 90. Its first view is at the right: A at
  /// 300 − 50 = 250; B (hugging 249) fills 0…240.
  @Test func rightToLeftMirrorsAHorizontalStack() throws {
    let root = StackFixtures.root(width: 400)
    root.semanticContentAttribute = .forceRightToLeft
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    b.setContentHuggingPriority(249, for: .horizontal)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack, width: 300, in: root)
    #expect(stack.frame == CGRect(x: 90, y: 20, width: 300, height: 40))
    #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 0, y: 0, width: 240, height: 40))
  }

  /// The equal-spacing and equal-centering cases of the distribution suite,
  /// mirrored: x' = 300 − x − width.
  @Test(arguments: [
    (StackView.Distribution.equalSpacing, [CGFloat(50), 60, 40], [CGFloat(250), 115, 0]),
    (StackView.Distribution.equalCentering, [CGFloat(40), 60, 20], [CGFloat(260), 115, 0]),
  ])
  func rightToLeftMirrorsEqualDistributions(
    distribution: StackView.Distribution, widths: [CGFloat], expectedX: [CGFloat]
  ) throws {
    let root = StackFixtures.root(width: 400)
    root.semanticContentAttribute = .forceRightToLeft
    let views = widths.map { StackBox($0, 20) }
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = distribution
    try StackFixtures.host(stack, width: 300, in: root)
    #expect(views.map(\.frame.minX) == expectedX)
  }

  /// Switching a laid-out hierarchy to right-to-left re-resolves the stack.
  @Test func switchingToRightToLeftAfterLayout() throws {
    let root = StackFixtures.root(width: 400)
    let a = StackBox(50, 20)
    let b = StackBox(60, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack, in: root)
    #expect(a.frame.minX == 0)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 270, y: 20, width: 120, height: 20))
    #expect(a.frame.minX == 70)
    #expect(b.frame.minX == 0)
  }

  /// A vertical stack (spacing 10, leading) of a 100 × 30 header and a horizontal
  /// stack (spacing 5) of A (50 × 20) and B (60 × 40): the inner stack is
  /// 115 × 40 at y = 40; the outer 115 × 80.
  @Test func nestedStacks() throws {
    let header = StackBox(100, 30)
    let a = StackBox(50, 20)
    let b = StackBox(60, 40)
    let inner = StackView(arrangedSubviews: [a, b])
    inner.spacing = 5
    let outer = StackView(arrangedSubviews: [header, inner])
    outer.axis = .vertical
    outer.alignment = .leading
    outer.spacing = 10
    try StackFixtures.host(outer)
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 115, height: 80))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(inner.frame == CGRect(x: 0, y: 40, width: 115, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 55, y: 0, width: 60, height: 40))
  }

  /// First-baseline alignment with a nested vertical stack: the inner stack's
  /// first baseline is its first visible view's. A (50 × 30, baseline 20) and
  /// inner [X, Y] (each 40 × 30, baseline 10): inner.y + 10 = A.y + 20, so inner
  /// is 10 below A; the outer stack is max(30, 10 + 60) = 70 tall. Hiding X makes
  /// Y the inner first view: inner is 30 tall, still 10 below A: 40 tall.
  @Test func firstBaselineFollowsANestedStacksFirstVisibleView() throws {
    let a = StackBox(50, 30, baselines: (20, 10))
    let x = StackBox(40, 30, baselines: (10, 20))
    let y = StackBox(40, 30, baselines: (10, 20))
    let inner = StackView(arrangedSubviews: [x, y])
    inner.axis = .vertical
    let outer = StackView(arrangedSubviews: [a, inner])
    outer.alignment = .firstBaseline
    let root = try StackFixtures.host(outer)
    #expect(outer.forFirstBaselineLayout === a)
    #expect(inner.forFirstBaselineLayout === x)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(inner.frame == CGRect(x: 50, y: 10, width: 40, height: 60))
    #expect(outer.frame.height == 70)
    x.isHidden = true
    root.layoutIfNeeded()
    #expect(inner.forFirstBaselineLayout === y)
    #expect(inner.frame == CGRect(x: 50, y: 10, width: 40, height: 30))
    #expect(outer.frame.height == 40)
  }

  /// Two multi-line texts (each 300 wide on one line, 20 per line) in a 200-wide
  /// horizontal fill stack, spacing 8: compression resistance alone leaves the
  /// split ambiguous; `UISV-text-width-disambiguation` (0.5·width − 4 @759) gives
  /// each (200 − 8) / 2 = 96, which wraps into ⌈300 / 96⌉ = 4 lines, 80 tall.
  @Test func textWidthDisambiguationSharesWidthBetweenMultilineLabels() throws {
    let a = StackWrappingText(textWidth: 300, lineHeight: 20)
    let b = StackWrappingText(textWidth: 300, lineHeight: 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 8
    try StackFixtures.host(stack, width: 200)
    let rules = StackFixtures.generated(stack).filter { $0.identifier == "UISV-text-width-disambiguation" }
    #expect(rules.count == 2)
    #expect(
      rules.allSatisfy { $0.multiplier == 0.5 && $0.constant == -4 && $0.priority == 759 && $0.secondItem === stack })
    #expect(a.frame == CGRect(x: 0, y: 0, width: 96, height: 80))
    #expect(b.frame == CGRect(x: 104, y: 0, width: 96, height: 80))
    #expect(stack.frame.height == 80)
  }

  // MARK: Arranged subviews

  /// Identities, for comparing view lists.
  func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func defaultsAndRawValues() {
    let stack = StackView(frame: .zero)
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(StackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(StackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    #expect(StackView.spacingUseDefault == 3.4028234663852886e38)
    #expect(StackView.spacingUseSystem == 1.1754943508222875e-38)
    #expect(stack.itemClassName == "UIStackView")
    #expect(stack.forFirstBaselineLayout === stack)
  }

  @Test func addingArrangedViewsMakesThemSubviewsWithoutAutoresizing() {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a])
    stack.addArrangedSubview(b)
    #expect(ids(stack.arrangedSubviews) == ids([a, b]))
    #expect(ids(stack.subviews) == ids([a, b]))
    #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    let c = View()
    stack.insertArrangedSubview(c, at: 1)
    #expect(ids(stack.arrangedSubviews) == ids([a, c, b]))
    stack.insertArrangedSubview(a, at: 99)  // an arranged view moves; the index is clamped
    #expect(ids(stack.arrangedSubviews) == ids([c, b, a]))
    stack.addArrangedSubview(stack)  // refused
    #expect(stack.arrangedSubviews.count == 3)
  }

  /// `removeArrangedSubview` keeps the view as a subview but drops its stack
  /// constraints; removing it from the superview also stops arranging it.
  @Test func removingArrangedViews() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 20)
    let c = StackBox(70, 20)
    let stack = StackView(arrangedSubviews: [a, b, c])
    let root = try StackFixtures.host(stack)
    stack.removeArrangedSubview(b)
    #expect(ids(stack.arrangedSubviews) == ids([a, c]))
    #expect(b.superview === stack)
    #expect(!StackFixtures.generated(stack).contains { $0.firstItem === b || $0.secondItem === b })
    c.removeFromSuperview()
    #expect(ids(stack.arrangedSubviews) == ids([a]))
    root.layoutIfNeeded()
    #expect(stack.frame.width == 50)
    let other = StackView(arrangedSubviews: [])
    other.addArrangedSubview(a)  // moving a view to another stack
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(ids(other.arrangedSubviews) == ids([a]))
  }

  /// The stack's baseline views are its first and last visible arranged views.
  @Test func baselineViewsAreTheFirstAndLastVisibleViews() {
    let a = View()
    let b = View()
    let c = View()
    let stack = StackView(arrangedSubviews: [a, b, c])
    #expect(stack.forFirstBaselineLayout === a)
    #expect(stack.forLastBaselineLayout === c)
    a.isHidden = true
    c.isHidden = true
    #expect(stack.forFirstBaselineLayout === b)
    #expect(stack.forLastBaselineLayout === b)
  }

  /// A stack configured before it joins a laid-out hierarchy lays out there.
  @Test func stackAddedToALaidOutHierarchy() throws {
    let root = StackFixtures.root()
    root.layoutIfNeeded()
    let a = StackBox(50, 20)
    let b = StackBox(60, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    try StackFixtures.host(stack, in: root)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 120, height: 20))
    #expect(b.frame.minX == 60)
  }

  /// Arranged views whose mask translation is turned back on keep their frames
  /// (UIKitBehaviour.md §53), as tinode's labels do: a vertical `fill` stack 200 wide
  /// (a required width) holding A (50 × 20, its frame set to 120 × 90 at the origin)
  /// and B (60 × 30, its frame set to 100 × 30 at y 100, 10 below A), both translating
  /// their masks. Filling would make them 200 wide, which their masks' widths
  /// contradict; the stack's constraints on them yield (999.99), so the stack stays
  /// 200 wide without a conflict and spans both. Turned off again, A fills the stack's
  /// width and stretches down to 10 above B, which its mask keeps at y 100.
  @Test func arrangedViewsTranslatingTheirMasksKeepTheirFrames() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 30)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 10
    stack.yieldsToArrangedViewMasks = true
    a.translatesAutoresizingMaskIntoConstraints = true
    a.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
    b.translatesAutoresizingMaskIntoConstraints = true
    b.frame = CGRect(x: 0, y: 100, width: 100, height: 30)
    let root = try StackFixtures.host(stack, width: 200)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 130))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
    #expect(b.frame == CGRect(x: 0, y: 100, width: 100, height: 30))
    #expect(root.layoutIssues.isEmpty)
    let onA = StackFixtures.generated(stack).filter { $0.firstItem === a || $0.secondItem === a }
    #expect(!onA.isEmpty && onA.allSatisfy { $0.priority < .required })
    // A second pass changes nothing.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 0, y: 100, width: 100, height: 30))
    a.translatesAutoresizingMaskIntoConstraints = false
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
    #expect(b.frame == CGRect(x: 0, y: 100, width: 100, height: 30))
    #expect(root.layoutIssues.isEmpty)
  }

  /// UIKit's default (UIKitBehaviour.md §53): the same stack without
  /// `yieldsToArrangedViewMasks` keeps its constraints on A required, so they conflict
  /// with A's mask, and the conflict is reported rather than resolved silently.
  @Test func byDefaultAMaskTranslatingArrangedViewConflictsWithTheStack() throws {
    let a = StackBox(50, 20)
    let b = StackBox(60, 30)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 10
    a.translatesAutoresizingMaskIntoConstraints = true
    a.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
    let root = try StackFixtures.host(stack, width: 200)
    let onA = StackFixtures.generated(stack).filter { $0.firstItem === a || $0.secondItem === a }
    #expect(!onA.isEmpty && onA.contains { $0.priority == .required })
    let conflicts = root.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let report) = issue { return report } else { return nil }
    }
    // The conflicting set holds A's mask width (120) and the stack's fill of A.
    #expect(
      conflicts.contains { report in
        report.constraints.contains { $0 is AutoresizingMaskLayoutConstraint && $0.firstItem === a }
          && report.constraints.contains { $0.identifier?.hasPrefix("UISV-") == true }
      })
  }
}
