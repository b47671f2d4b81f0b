import Foundation
import Testing

@testable import Scrollwork

/// Regressions found by ``ScrollViewPropertyTests`` (UIKitBehaviour.md §7.3, §82): every
/// setter that changes ``ScrollView/adjustedContentInset`` re-checks the offset at once,
/// as `contentInset` does. Before the fix `alwaysBounceVertical`,
/// `alwaysBounceHorizontal` and `contentInsetAdjustmentBehavior` left an offset outside
/// the new range until the scroll view happened to be laid out again (seed 0x5C20_0082,
/// trials 1, 35, 42: offset (0, 0) with the range [−20, −20]).
@Suite struct ScrollViewRangeSettersTests {
  /// A 320 × 400 scroll view under a 20-pt safe-area top, its
  /// content 100 tall and as wide as the frame: not scrollable, so `.automatic` adds no
  /// inset and the offset rests at (0, 0).
  func fixture() throws -> ScrollFixture {
    let f = try ScrollFixture(
      size: CGSize(width: 320, height: 400), contentHeight: 100,
      device: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(f.scroll.adjustedContentInset == .zero)
    #expect(f.scroll.contentOffset == .zero)
    return f
  }

  /// `alwaysBounceVertical` makes the vertical axis scrollable for `.automatic`: top 20,
  /// range [−20, −20], the offset moves to (0, −20) with no layout pass.
  @Test func alwaysBounceVerticalBringsTheOffsetIntoTheNewRange() throws {
    let f = try fixture()
    f.scroll.alwaysBounceVertical = true
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: -20))
  }

  /// `.always` adds the whole safe area: the offset moves to (0, −20); back to
  /// `.never`, the range is [0, 0] again and the offset returns to (0, 0).
  @Test func adjustmentBehaviourBringsTheOffsetIntoTheNewRange() throws {
    let f = try fixture()
    f.scroll.contentInsetAdjustmentBehavior = .always
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: -20))
    f.scroll.contentInsetAdjustmentBehavior = .never
    #expect(f.scroll.contentOffset == .zero)
    f.root.layoutIfNeeded()
    #expect(f.scroll.contentOffset == .zero)
  }
}
