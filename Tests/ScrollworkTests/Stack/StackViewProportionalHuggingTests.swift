import Foundation
import Testing

@testable import Scrollwork

/// A fill-proportionally stack asks for its shares below required
/// (`UISV-fill-proportionally` at 999, 998, … by index, UIKitBehaviour.md §8, §97): a
/// view whose content hugging is required keeps its intrinsic length against its
/// share, and one whose hugging is below the share's priority gives way to it.
@Suite struct StackViewProportionalHuggingTests {
  /// An 18-point image-like view and a 361-point view, 4 apart in 401: the first
  /// one's share is 401 × 18 / 383 ≈ 18.85 at 999, `hugging` its hugging priority.
  func row(hugging: LayoutPriority) throws -> (first: StackBox, second: StackBox) {
    let first = StackBox(18, 18)
    first.setContentHuggingPriority(hugging, for: .horizontal)
    let second = StackBox(361, 18)
    second.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let stack = StackView(arrangedSubviews: [first, second])
    stack.distribution = .fillProportionally
    stack.spacing = 4
    try StackFixtures.host(stack, width: 401)
    return (first, second)
  }

  @Test func aRequiredHuggingHoldsAgainstTheShare() throws {
    let (first, second) = try row(hugging: .required)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 18, height: 18))
    #expect(second.frame == CGRect(x: 22, y: 0, width: 379, height: 18))
    // A second pass changes nothing.
    first.superview?.superview?.setNeedsLayout()
    first.superview?.superview?.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 0, width: 18, height: 18))
  }

  /// Below the share's 999 the hugging gives way: the first view takes its share
  /// (18.85, 19 on the pixel grid), the second the rest.
  @Test func aHuggingBelowTheShareGivesWay() throws {
    let (first, second) = try row(hugging: LayoutPriority(998))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 19, height: 18))
    #expect(second.frame == CGRect(x: 23, y: 0, width: 378, height: 18))
  }
}
