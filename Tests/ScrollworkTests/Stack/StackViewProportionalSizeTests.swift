import Foundation
import Testing

@testable import Scrollwork

/// A fill-proportionally stack's views without an intrinsic length share by the size
/// set for them (`StackView.setProportionalSize(_:for:)`, UIKitBehaviour.md §66);
/// without one they get no share, as before.
@Suite struct StackViewProportionalSizeTests {
  /// A plain view (no intrinsic width, set 300) and a 100-point box in 800:
  /// 300 : 100 → 600 and 200.
  @Test func aSetSizeIsTheShareOfAViewWithoutAnIntrinsicWidth() throws {
    let plain = StackBox(View.noIntrinsicMetric, 20)
    let box = StackBox(100, 20)
    let stack = StackView(arrangedSubviews: [plain, box])
    stack.distribution = .fillProportionally
    stack.setProportionalSize(CGSize(width: 300, height: 5), for: plain)
    try StackFixtures.host(stack, width: 800)
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 600, height: 20))
    #expect(box.frame == CGRect(x: 600, y: 0, width: 200, height: 20))
    #expect(stack.proportionalSize(for: plain) == CGSize(width: 300, height: 5))
  }

  /// Without a size the plain view has no share (0 at 999) and the box takes the
  /// stack: the constraints dumped from UIKit for a view of unknown length.
  @Test func withoutASetSizeTheViewHasNoShare() throws {
    let plain = StackBox(View.noIntrinsicMetric, 20)
    let box = StackBox(100, 20)
    let stack = StackView(arrangedSubviews: [plain, box])
    stack.distribution = .fillProportionally
    try StackFixtures.host(stack, width: 800)
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 0, height: 20))
    #expect(box.frame == CGRect(x: 0, y: 0, width: 800, height: 20))
  }

  /// An intrinsic width wins over a set size: 100 : 300 of 800 → 200, 600.
  @Test func anIntrinsicWidthWinsOverASetSize() throws {
    let a = StackBox(100, 20)
    let b = StackBox(300, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    stack.setProportionalSize(CGSize(width: 700, height: 20), for: a)
    try StackFixtures.host(stack, width: 800)
    #expect(a.frame.width == 200)
    #expect(b.frame.width == 600)
  }

  /// A vertical stack reads the height: a plain view set 90 tall above a 30-point
  /// box, 10 apart, in a stack nothing sizes along its axis: each keeps its length,
  /// and the stack is 130 tall (90 / 130 and 30 / 130 of 130).
  @Test func aVerticalStackSharesByTheSetHeight() throws {
    let plain = StackBox(40, View.noIntrinsicMetric)
    let box = StackBox(40, 30)
    let stack = StackView(arrangedSubviews: [plain, box])
    stack.axis = .vertical
    stack.distribution = .fillProportionally
    stack.spacing = 10
    stack.setProportionalSize(CGSize(width: 40, height: 90), for: plain)
    let root = try StackFixtures.host(stack, width: 40)
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 40, height: 90))
    #expect(box.frame == CGRect(x: 0, y: 100, width: 40, height: 30))
    #expect(stack.frame.height == 130)
    // A second pass changes nothing: the share does not follow the frames.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 40, height: 90))
    #expect(box.frame == CGRect(x: 0, y: 100, width: 40, height: 30))
  }

  /// Setting a size re-arranges; removing the view forgets it, and a view that is not
  /// arranged cannot get one.
  @Test func removingTheViewForgetsItsSize() throws {
    let plain = StackBox(View.noIntrinsicMetric, 20)
    let box = StackBox(100, 20)
    let stack = StackView(arrangedSubviews: [plain, box])
    stack.distribution = .fillProportionally
    let root = try StackFixtures.host(stack, width: 800)
    #expect(plain.frame.width == 0)
    stack.setProportionalSize(CGSize(width: 100, height: 20), for: plain)
    root.layoutIfNeeded()
    #expect(plain.frame.width == 400)
    #expect(box.frame.width == 400)
    stack.removeArrangedSubview(plain)
    #expect(stack.proportionalSize(for: plain) == nil)
    stack.setProportionalSize(CGSize(width: 100, height: 20), for: plain)
    #expect(stack.proportionalSize(for: plain) == nil)
    stack.addArrangedSubview(plain)
    root.layoutIfNeeded()
    #expect(plain.frame.width == 0)
  }
}
