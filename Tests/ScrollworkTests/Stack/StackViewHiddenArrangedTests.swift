import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Hidden arranged views take no room along the axis and do not size the stack across
/// it; a stack whose arranged views are all hidden has no content at all
/// (UIKitBehaviour.md §33, §88).
@Suite struct StackViewHiddenArrangedTests {
  /// A 110 × 36 box with required width and height, like a button with two size
  /// constraints (threema's IntroQuestionView shape).
  static func sizedBox() -> View {
    let v = View(frame: .zero)
    v.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      v.widthAnchor.constraint(equalToConstant: 110), v.heightAnchor.constraint(equalToConstant: 36),
    ])
    return v
  }

  @Test(
    "§88 a bottom-aligned horizontal stack of one hidden 110 × 36 view is 0 × 0, the view hangs from its top",
    arguments: StackView.Alignment.allCases)
  func allHiddenIsEmpty(alignment: StackView.Alignment) throws {
    let button = Self.sizedBox()
    let stack = StackView(arrangedSubviews: [button])
    stack.alignment = alignment
    button.isHidden = true
    let root = try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 0, height: 0))
    // Required sizes keep the view's size; it sits at the canvas's top-leading corner.
    #expect(button.frame == CGRect(x: 0, y: 0, width: 110, height: 36))
    #expect(!stack.hasAmbiguousLayout)
    _ = root
  }

  @Test("§88 all hidden in a vertical stack: 0 × 0 for every alignment and distribution")
  func allHiddenVertical() throws {
    for alignment in StackView.Alignment.allCases {
      for distribution in StackView.Distribution.allCases {
        let a = StackBox(40, 30)
        let b = StackBox(70, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = alignment
        stack.distribution = distribution
        stack.spacing = 8
        a.isHidden = true
        b.isHidden = true
        try StackFixtures.host(stack)
        #expect(
          stack.frame == CGRect(x: 10, y: 20, width: 0, height: 0), "\(alignment) \(distribution): \(stack.frame)")
        #expect(!stack.hasAmbiguousLayout, "\(alignment) \(distribution)")
      }
    }
  }

  /// The threema shape: an outer vertical equal-spacing stack (centre alignment) holding
  /// a label, the all-hidden stack and a row; the row follows the label by two
  /// spacings, the hidden stack adding nothing between them.
  @Test("§88 an all-hidden stack inside a vertical stack adds only its gap", arguments: StackView.Alignment.allCases)
  func allHiddenNested(alignment: StackView.Alignment) throws {
    let title = StackBox(100, 30)
    let button = Self.sizedBox()
    let hiddenRow = StackView(arrangedSubviews: [button])
    hiddenRow.alignment = alignment
    button.isHidden = true
    let row = StackBox(260, 36)
    let outer = StackView(arrangedSubviews: [title, hiddenRow, row])
    outer.axis = .vertical
    outer.alignment = .center
    outer.distribution = .equalSpacing
    outer.spacing = 10
    try StackFixtures.host(outer, width: 280)
    #expect(title.frame == CGRect(x: 90, y: 0, width: 100, height: 30))
    #expect(hiddenRow.frame == CGRect(x: 140, y: 40, width: 0, height: 0))
    #expect(row.frame == CGRect(x: 10, y: 50, width: 260, height: 36))
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 280, height: 86))
  }

  /// Not fill: there a hidden view keeps the shared top and bottom (§33), see the
  /// property below.
  @Test("§88 hidden views thicker than the visible ones do not size the stack across (alignments other than fill)")
  func hiddenDoesNotSizeAcross() throws {
    for alignment in StackView.Alignment.allCases where alignment != .fill {
      let tall = StackBox(30, 90, baselines: (fromTop: 70, fromBottom: 20))
      let shown = StackBox(40, 20, baselines: (fromTop: 15, fromBottom: 5))
      let stack = StackView(arrangedSubviews: [tall, shown])
      stack.alignment = alignment
      tall.isHidden = true
      try StackFixtures.host(stack)
      #expect(stack.frame == CGRect(x: 10, y: 20, width: 40, height: 20), "\(alignment): \(stack.frame)")
      #expect(shown.frame == CGRect(x: 0, y: 0, width: 40, height: 20), "\(alignment): \(shown.frame)")
    }
  }

  // MARK: Property

  struct Case: CustomStringConvertible {
    var axis: LayoutAxis
    var alignment: StackView.Alignment
    var distribution: StackView.Distribution
    var spacing: CGFloat
    var marginsRelative: Bool
    var boxes: [(w: CGFloat, h: CGFloat, hidden: Bool)]
    var description: String {
      "\(axis) \(alignment) \(distribution) spacing \(spacing) margins \(marginsRelative) \(boxes)"
    }
  }

  /// Builds the stack of `c` (with only its visible boxes when `dropHidden`), lays it
  /// out and returns the stack's frame, the visible boxes' frames in order, and
  /// whether the stack or a visible box is ambiguous.
  static func layout(_ c: Case, dropHidden: Bool) throws -> (CGRect, [CGRect], Bool) {
    var visible: [StackBox] = []
    var arranged: [StackBox] = []
    for b in c.boxes where !(dropHidden && b.hidden) {
      let box = StackBox(b.w, b.h, baselines: (fromTop: b.h * 0.75, fromBottom: b.h * 0.25))
      arranged.append(box)
      if !b.hidden { visible.append(box) }
    }
    let stack = StackView(arrangedSubviews: arranged)
    stack.axis = c.axis
    stack.alignment = c.alignment
    stack.distribution = c.distribution
    stack.spacing = c.spacing
    stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
    stack.isLayoutMarginsRelativeArrangement = c.marginsRelative
    for (box, b) in zip(arranged, c.boxes.filter { !(dropHidden && $0.hidden) }) { box.isHidden = b.hidden }
    try StackFixtures.host(stack)
    let ambiguous = stack.hasAmbiguousLayout || visible.contains { $0.hasAmbiguousLayout }
    return (stack.frame, visible.map(\.frame), ambiguous)
  }

  @Test("§88 property: hidden arranged views change nothing but their own frames")
  func hiddenViewsAreInvisibleToLayout() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x4_1DDE_0088).value)
    for trial in 0..<300 {
      var c = Case(
        axis: rng.chance(0.5) ? .horizontal : .vertical,
        alignment: rng.choice(StackView.Alignment.allCases),
        distribution: rng.choice(StackView.Distribution.allCases),
        spacing: rng.choice([0, 4, 10, StackView.spacingUseSystem]),
        marginsRelative: rng.chance(0.3),
        boxes: (0..<(1 + rng.below(5))).map { _ in
          (CGFloat(10 * (1 + rng.below(10))), CGFloat(10 * (1 + rng.below(10))), rng.chance(0.4))
        })
      // Fill: a hidden view shares the row's top and bottom (required, §33), so one
      // thicker than every visible view would stretch the row; UIKit's answer to that
      // is not known (UIKitBehaviour.md §88), so hidden views are kept no thicker there.
      let visibleThickness = c.boxes.filter { !$0.hidden }.map { c.axis == .horizontal ? $0.h : $0.w }
      if c.alignment == .fill, let thinnest = visibleThickness.min() {
        c.boxes = c.boxes.map { b in
          guard b.hidden else { return b }
          return c.axis == .horizontal ? (b.w, min(b.h, thinnest), true) : (min(b.w, thinnest), b.h, true)
        }
      }
      let full = try Self.layout(c, dropHidden: false)
      let dropped = try Self.layout(c, dropHidden: true)
      #expect(full.0 == dropped.0, "trial \(trial) stack \(full.0) vs \(dropped.0): \(c)")
      #expect(full.1 == dropped.1, "trial \(trial) views \(full.1) vs \(dropped.1): \(c)")
      #expect(full.2 == dropped.2, "trial \(trial) ambiguity \(full.2) vs \(dropped.2): \(c)")
    }
  }
}
