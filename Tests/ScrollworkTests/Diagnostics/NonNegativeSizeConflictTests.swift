import Foundation
import Testing

@testable import Scrollwork

/// ``View/constraintsConflictingWithNonNegativeSizes()``: required constraints that
/// hold only with a size below zero are no conflict for Auto Layout, which lays them
/// out so; a check that considers sizes ≥ 0 only (Xcode's canvas, InterfaceBuilder.md,
/// "Verdicts") is told which constraints conflict there.
@Suite struct NonNegativeSizeConflictTests {
  /// A 100-point column holding `top` (height `topHeight`, required) above `gap`
  /// (no size of its own), both spanning its width, chained top to bottom.
  static func column(topHeight: CGFloat) throws -> (root: View, top: View, gap: View, constraints: [LayoutConstraint]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let top = View()
    let gap = View()
    for v in [top, gap] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    let constraints = [
      top.topAnchor.constraint(equalTo: root.topAnchor),
      top.heightAnchor.constraint(equalToConstant: topHeight),
      gap.topAnchor.constraint(equalTo: top.bottomAnchor),
      gap.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      gap.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      gap.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    for (i, c) in constraints.enumerated() { c.identifier = "c\(i)" }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    return (root, top, gap, constraints)
  }

  /// A 150-point view in a 100-point column: Auto Layout gives the gap −50 and
  /// reports nothing; with sizes ≥ 0 the vertical chain conflicts.
  @Test func aChainThatNeedsANegativeSizeConflictsWithSizesAtLeastZero() throws {
    let (root, top, gap, _) = try Self.column(topHeight: 150)
    #expect(root.layoutIssues.isEmpty)
    #expect(top.frame == CGRect(x: 0, y: 0, width: 320, height: 150))
    let conflict = root.constraintsConflictingWithNonNegativeSizes().compactMap(\.identifier)
    #expect(Set(conflict).isSuperset(of: ["c0", "c1", "c2", "c3"]))
    #expect(conflict.allSatisfy { !["c4", "c5", "c6", "c7"].contains($0) })
    // Asked from any view of the hierarchy, the answer is the same, and the live
    // layout does not move.
    #expect(gap.constraintsConflictingWithNonNegativeSizes().compactMap(\.identifier) == conflict)
    #expect(top.frame == CGRect(x: 0, y: 0, width: 320, height: 150))
    #expect(root.layoutIssues.isEmpty)
  }

  /// Property: a layout whose sizes are all ≥ 0 has no such conflict.
  @Test func aLayoutWithoutNegativeSizesHasNone() throws {
    for height in [0, 40, 100] as [CGFloat] {
      let (root, _, gap, _) = try Self.column(topHeight: height)
      #expect(gap.frame.height == 100 - height)
      #expect(root.constraintsConflictingWithNonNegativeSizes().isEmpty)
    }
  }
}
