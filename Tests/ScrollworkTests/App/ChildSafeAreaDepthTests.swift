import Foundation
import Scrollwork
import Testing

/// UIKitBehaviour.md §6: a child controller's additional safe-area insets reach every
/// view inside its view that covers them, however deep, also where the window has no
/// unsafe edge of its own (a home-button phone with its status bar hidden). The engine looks for such a
/// controller directly for a few levels and through a memo beyond: the answers must
/// not depend on which.
@Suite struct ChildSafeAreaDepthTests {
  /// A root controller's full-screen view (no unsafe edge) holding a child controller's
  /// 375 × 300 view at the top with 10 points of additional insets on top and 4 at the
  /// bottom, and a chain of `depth` 375 × 100 views inside it, each at the top of the
  /// one before, the last `leaf` at y `leafY` in its superview, holding a 50 × 5 box
  /// pinned to the top of its safe area. The caller keeps `root` (the window, which
  /// holds the controllers) alive.
  static func chain(
    depth: Int, leafY: CGFloat = 0, insets: EdgeInsets = EdgeInsets(top: 10, left: 0, bottom: 4, right: 0)
  ) -> (root: View, leaf: View, child: ViewController) {
    /// A full-screen root on a home-button phone with its status bar hidden: the
    /// window gives it no unsafe edge.
    final class NoStatusBar: ViewController, @unchecked Sendable {
      override var prefersStatusBarHidden: Bool { true }
    }
    let window = Window(device: .standard)
    let parent = NoStatusBar()
    window.rootViewController = parent
    let root: View = parent.view
    let child = ViewController()
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
    root.addSubview(child.view)
    child.didMove(toParent: parent)
    child.additionalSafeAreaInsets = insets
    var leaf: View = child.view
    for i in 0..<depth {
      let v = View(frame: CGRect(x: 0, y: i == depth - 1 ? leafY : 0, width: 375, height: 100))
      leaf.addSubview(v)
      leaf = v
    }
    // A box pinned to the leaf's safe area (and so a layout engine for the hierarchy).
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    leaf.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: leaf.safeAreaLayoutGuide.topAnchor),
      box.leadingAnchor.constraint(equalTo: leaf.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, leaf, child)
  }

  @Test(arguments: [0, 1, 5, 15, 16, 17, 40])
  func theChildsInsetsReachAViewAtTheTopAtAnyDepth(depth: Int) {
    let (window, leaf, child) = Self.chain(depth: depth)
    defer { withExtendedLifetime(window) {} }
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 4, right: 0))
    // The leaf covers the top strip only (it ends 200 points above the child's bottom).
    let expected =
      depth == 0 ? EdgeInsets(top: 10, left: 0, bottom: 4, right: 0) : EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(leaf.safeAreaInsets == expected)
    #expect(leaf.subviews.last?.frame == CGRect(x: 0, y: 10, width: 50, height: 5))
  }

  @Test(arguments: [1, 16, 40])
  func aViewBelowTheStripHasNoInsets(depth: Int) {
    let (window, leaf, _) = Self.chain(depth: depth, leafY: 20)
    defer { withExtendedLifetime(window) {} }
    #expect(leaf.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(leaf.subviews.last?.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
  }

  /// Without the child's insets, nothing anywhere is unsafe.
  @Test(arguments: [1, 40])
  func withoutAdditionalInsetsNothingIsUnsafe(depth: Int) {
    let (root, leaf, child) = Self.chain(depth: depth)
    child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(leaf.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }
}
