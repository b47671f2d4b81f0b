import Foundation
import Scrollwork
import Testing

/// UIKitBehaviour.md §6: the engine remembers that no view of a hierarchy belongs to a
/// child controller with additional safe-area insets, and answers every view's insets
/// with zero from that alone while the root has no unsafe edge. A holder that appears
/// later (insets given to a child, a child added) or goes (its view removed) must be
/// seen at the next pass: each state must equal a hierarchy built in it from scratch.
@Suite struct SafeAreaHolderChangeTests {
  /// The child's insets in `ChildSafeAreaDepthTests.chain`.
  static let childInsets = EdgeInsets(top: 10, left: 0, bottom: 4, right: 0)

  @Test(arguments: [1, 16, 40])
  func insetsGivenToAChildAfterALayoutWithoutAnyReachItsViews(depth: Int) {
    // Laid out first with no holder anywhere: the engine then knows there is none.
    let (window, leaf, child) = ChildSafeAreaDepthTests.chain(depth: depth, insets: .zero)
    defer { withExtendedLifetime(window) {} }
    #expect(leaf.safeAreaInsets == .zero)
    #expect(leaf.subviews.last?.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
    // The holder appears: as in a hierarchy built with it.
    child.additionalSafeAreaInsets = Self.childInsets
    window.layoutIfNeeded()
    #expect(leaf.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(leaf.subviews.last?.frame == CGRect(x: 0, y: 10, width: 50, height: 5))
  }

  @Test func aChildControllerAddedAfterALayoutInsetsTheViewsItBrings() {
    // A root with no unsafe edge and no holder (its child adds no insets), laid out once.
    let (window, _, child) = ChildSafeAreaDepthTests.chain(depth: 1, insets: .zero)
    defer { withExtendedLifetime(window) {} }
    guard let parent = child.parent else {
      Issue.record("the chain's child has a parent")
      return
    }
    // A second child with the same insets, holding a view pinned to its safe area.
    let second = ViewController()
    parent.addChild(second)
    second.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
    parent.view.addSubview(second.view)
    second.didMove(toParent: parent)
    second.additionalSafeAreaInsets = Self.childInsets
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    second.view.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: second.view.safeAreaLayoutGuide.topAnchor),
      box.leadingAnchor.constraint(equalTo: second.view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    #expect(second.view.safeAreaInsets == Self.childInsets)
    #expect(box.frame == CGRect(x: 0, y: 10, width: 50, height: 5))
  }

  @Test func removingTheHolderLeavesNothingUnsafe() {
    let (window, leaf, child) = ChildSafeAreaDepthTests.chain(depth: 3)
    defer { withExtendedLifetime(window) {} }
    #expect(leaf.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    // The chain moves out of the child's view into the root controller's view.
    guard let top = child.view.subviews.first, let parent = child.parent else {
      Issue.record("the chain has a first view and a parent")
      return
    }
    parent.view.addSubview(top)
    child.view.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(leaf.safeAreaInsets == .zero)
    #expect(leaf.subviews.last?.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
  }
}
