import Foundation
import Testing

@testable import Scrollwork

/// Stack views never produce an ambiguity diagnostic of their own (issue 16, bug 2).
///
/// UIKit generates no constraint along the stacking axis for the
/// `UISV-alignment-spanner` guide, nor across it for the `UISV-distributing` guides
/// (UIKitBehaviour.md §8; `UIKitBehaviour.md §16`): those unknowns are free
/// in UIKit's engine too, and its `_autolayoutTrace` lists them, but they move no
/// view. `hasAmbiguousLayout` is false on every view, so `layoutDiagnostics()`,
/// `ambiguityReports()` and the snapshot's ambiguities must be empty.
@Suite struct StackDiagnosticsTests {
  struct Case: CustomStringConvertible, Sendable {
    var axis: LayoutAxis
    var alignment: StackView.Alignment
    var distribution: StackView.Distribution
    var count: Int
    /// Whether the stack's length along its axis is pinned (else it hugs).
    var pinnedLength: Bool

    var description: String {
      "\(axis == .horizontal ? "H" : "V") \(alignment) \(distribution) ×\(count)\(pinnedLength ? " pinned" : "")"
    }
  }

  static let cases: [Case] = {
    var list: [Case] = []
    for axis in [LayoutAxis.horizontal, .vertical] {
      for alignment in StackView.Alignment.allCases {
        for distribution in StackView.Distribution.allCases {
          for count in [2, 3] {
            for pinned in [false, true] {
              list.append(
                Case(axis: axis, alignment: alignment, distribution: distribution, count: count, pinnedLength: pinned))
            }
          }
        }
      }
    }
    return list
  }()

  /// root 1000×800 > container (pinned at (10, 20), 400×300) > stack pinned to the
  /// container's leading and top (and trailing when `pinnedLength` for a horizontal
  /// stack, bottom for a vertical one) > 2–3 boxes with intrinsic sizes and
  /// baselines, hugging priorities 250, 251, 252 so a stretched stack's extra length
  /// goes to one view, as UIKit's hugging rule decides.
  func build(_ c: Case) throws -> (root: View, container: View, stack: StackView, boxes: [StackBox]) {
    let root = StackFixtures.root()
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let sizes: [(CGFloat, CGFloat)] = [(50, 20), (60, 40), (30, 25)]
    let boxes = sizes.prefix(c.count).map { StackBox($0.0, $0.1, baselines: (fromTop: $0.1 - 5, fromBottom: 5)) }
    for (i, b) in boxes.enumerated() {
      b.accessibilityIdentifier = "box\(i)"
      b.setContentHuggingPriority(LayoutPriority(Float(250 + i)), for: c.axis)
    }
    let stack = StackView(arrangedSubviews: boxes)
    stack.accessibilityIdentifier = "stack"
    stack.axis = c.axis
    stack.alignment = c.alignment
    stack.distribution = c.distribution
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    var list = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      container.widthAnchor.constraint(equalToConstant: 400),
      container.heightAnchor.constraint(equalToConstant: 300),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ]
    if c.pinnedLength {
      list.append(
        c.axis == .horizontal
          ? stack.trailingAnchor.constraint(equalTo: container.trailingAnchor)
          : stack.bottomAnchor.constraint(equalTo: container.bottomAnchor))
    }
    try LayoutConstraint.activateOrThrow(list)
    root.layoutIfNeeded()
    return (root, container, stack, boxes)
  }

  @Test(arguments: cases)
  func noAmbiguityDiagnosticForAnyAlignmentOrDistribution(_ c: Case) throws {
    let (root, container, stack, boxes) = try build(c)
    let views: [View] = [root, container, stack] + boxes
    #expect(views.filter(\.hasAmbiguousLayout).compactMap(\.accessibilityIdentifier) == [])
    #expect(root.layoutDiagnostics().map(\.description) == [])
    #expect(root.ambiguityReports().map(\.description) == [])
    #expect(LayoutSnapshot(of: root).ambiguities == [])
  }

  /// The spanner itself is free along the stacking axis, as in UIKit's trace (its
  /// `hasAmbiguousLayout` says so), and its report never asks to pin it.
  @Test func spannerFreedomIsReportedOnTheGuideOnlyWithoutAdvice() throws {
    let (_, _, stack, _) = try build(
      Case(axis: .horizontal, alignment: .center, distribution: .fill, count: 2, pinnedLength: false))
    let spanner = try #require(stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" })
    #expect(spanner.hasAmbiguousLayout(for: .horizontal))
    #expect(!spanner.hasAmbiguousLayout(for: .vertical))
    let report = try #require(spanner.ambiguityReport())
    #expect(report.freeAttributes == [.left, .width])
    let name = "UILayoutGuide:0x\(String(spanner.debugAddress, radix: 16))'UISV-alignment-spanner'"
    #expect(
      report.suggestion
        == "\(name).minX is free: UIKit generates this guide's constraints; nothing to add; "
        + "\(name).width is free: UIKit generates this guide's constraints; nothing to add")
    #expect(report.suggestedConstraints.isEmpty)
  }

  /// Exact frames of a few cases (hand-computed; stack at (0, 0) in the container).
  static let frameCases: [(Case, [CGRect])] = [
    // Centre-aligned row hugging: 50 + 10 + 60 wide, 40 tall (B's height).
    (
      Case(axis: .horizontal, alignment: .center, distribution: .fill, count: 2, pinnedLength: false),
      [CGRect(x: 0, y: 10, width: 50, height: 20), CGRect(x: 60, y: 0, width: 60, height: 40)]
    ),
    // Bottom-aligned, three views, stretched to 400: the lowest hugging (box0)
    // takes the extra 400 − (50 + 60 + 30 + 20) = 240.
    (
      Case(axis: .horizontal, alignment: .bottom, distribution: .fill, count: 3, pinnedLength: true),
      [
        CGRect(x: 0, y: 20, width: 290, height: 20), CGRect(x: 300, y: 0, width: 60, height: 40),
        CGRect(x: 370, y: 15, width: 30, height: 25),
      ]
    ),
    // Vertical, centre across (width 60), equal spacing over 300: one gap of
    // 300 − 20 − 40 = 240.
    (
      Case(axis: .vertical, alignment: .center, distribution: .equalSpacing, count: 2, pinnedLength: true),
      [CGRect(x: 5, y: 0, width: 50, height: 20), CGRect(x: 0, y: 260, width: 60, height: 40)]
    ),
    // First-baseline row: baselines at 35 (B's 40 − 5): A at 35 − 15, C at 35 − 20.
    (
      Case(axis: .horizontal, alignment: .firstBaseline, distribution: .fillEqually, count: 3, pinnedLength: false),
      [
        CGRect(x: 0, y: 20, width: 60, height: 20), CGRect(x: 70, y: 0, width: 60, height: 40),
        CGRect(x: 140, y: 15, width: 60, height: 25),
      ]
    ),
  ]

  @Test(arguments: frameCases)
  func framesOfSomeCases(_ c: Case, expected: [CGRect]) throws {
    let (root, _, stack, boxes) = try build(c)
    #expect(boxes.map(\.frame) == expected)
    #expect(stack.frame.origin == .zero)
    #expect(root.layoutDiagnostics().map(\.description) == [])
  }
}
