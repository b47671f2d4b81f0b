import Foundation
import Testing

@testable import Scrollwork

/// `View.rootView` (hints with path compression, and a shortcut when the hint is
/// the root) always names the topmost ancestor a walk up the superviews finds,
/// whatever sequence of adds, removals and re-parentings came before, roots moved
/// under other views included.
@Suite struct RootViewTests {
  /// The topmost ancestor, by walking the superviews.
  static func walkedRoot(of view: View) -> View {
    var root = view
    while let s = root.superview { root = s }
    return root
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func rootViewAgreesWithTheWalkAfterAnySequence(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let views = (0..<12).map { _ in View(frame: .zero) }
    for _ in 0..<300 {
      let a = views[next(views.count)]
      let b = views[next(views.count)]
      switch next(3) {
      case 0, 1:
        // Add `a` under `b` unless that would make a cycle.
        if a !== b && !b.isDescendant(of: a) { b.addSubview(a) }
      default:
        a.removeFromSuperview()
      }
      // Read roots in a random order so hints are compressed in many orders.
      for _ in 0..<views.count {
        let v = views[next(views.count)]
        #expect(v.rootView === Self.walkedRoot(of: v))
      }
    }
    for v in views { #expect(v.rootView === Self.walkedRoot(of: v)) }
  }

  /// A root read through its hint, then moved under another view: the hint no longer
  /// names the root, and the new root is found.
  @Test func aRootMovedUnderAnotherViewIsNoLongerTheRoot() {
    let top = View(frame: .zero)
    let middle = View(frame: .zero)
    let leaf = View(frame: .zero)
    middle.addSubview(leaf)
    #expect(leaf.rootView === middle)
    top.addSubview(middle)
    #expect(leaf.rootView === top)
    #expect(middle.rootView === top)
    middle.removeFromSuperview()
    #expect(leaf.rootView === middle)
    #expect(top.rootView === top)
  }
}
