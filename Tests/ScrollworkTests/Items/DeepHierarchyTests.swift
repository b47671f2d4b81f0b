import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Hierarchies far deeper than any screen (Documentation/BadInputs.md, "Deep
/// hierarchies"): building, laying out and freeing them is linear and uses no
/// recursion as deep as the tree.
@Suite("Deep view hierarchies")
struct DeepHierarchyTests {
  /// A chain `depth` views deep under a fresh root, built from the bottom up (each
  /// view is added to a parent that has no superview yet, which was already cheap),
  /// returned as (root, deepest view).
  static func chainBuiltBottomUp(depth: Int) -> (View, View) {
    let leaf = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    var top = leaf
    for _ in 1..<depth {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      parent.addSubview(top)
      top = parent
    }
    return (top, leaf)
  }

  @Test("a tree 100,000 deep is freed without overflowing the stack")
  func freeingADeepTree() {
    weak var leaf: View?
    weak var middle: View?
    do {
      let (root, deepest) = Self.chainBuiltBottomUp(depth: 100_000)
      leaf = deepest
      var v = deepest
      for _ in 0..<50_000 { v = v.superview! }
      middle = v
      #expect(root.subviews.count == 1)
    }
    // Each view's deinit used to release its subviews, nesting 100,000 deinits.
    #expect(leaf == nil)
    #expect(middle == nil)
  }

  @Test("a view held elsewhere outlives its freed ancestors with its subtree intact")
  func heldSubtreeSurvives() throws {
    weak var freedRoot: View?
    let kept: View
    let keptLeaf: View
    do {
      let (root, deepest) = Self.chainBuiltBottomUp(depth: 60_000)
      freedRoot = root
      keptLeaf = deepest
      var v = deepest
      for _ in 0..<20_000 { v = v.superview! }
      kept = v
    }
    #expect(freedRoot == nil)
    #expect(kept.superview == nil)
    #expect(kept.rootView === kept)
    // The kept view still holds its 20,000-deep chain, down to the leaf.
    var depth = 0
    var v = keptLeaf
    while let s = v.superview {
      depth += 1
      v = s
    }
    #expect(depth == 20_000)
    #expect(v === kept)
    #expect(keptLeaf.rootView === kept)
  }

  @Test("a 100,000-deep chain built from the top down is laid out")
  func deepChainLaidOut() throws {
    // Each view is added under the previous one, as a layout file builds it; adding
    // used to walk every ancestor (the cycle check, the window, the root's engine).
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var parent = root
    var chain: [View] = []
    for i in 0..<100_000 {
      let v = View(frame: CGRect(x: CGFloat(i % 2), y: 0, width: 10, height: 10))
      parent.addSubview(v)
      chain.append(v)
      parent = v
    }
    root.layoutIfNeeded()
    let last = try #require(chain.last)
    #expect(last.frame == CGRect(x: 1, y: 0, width: 10, height: 10))
    #expect(chain[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(last.rootView === root)
    #expect(last.safeAreaInsets == .zero)
    // 50,000 views at x = 1 above the last one: its origin in the root.
    #expect(last.convert(CGPoint.zero, to: root) == CGPoint(x: 50_000, y: 0))
  }

  @Test("a cycle is still refused at any depth")
  func cyclesRefused() {
    let (root, leaf) = Self.chainBuiltBottomUp(depth: 1_000)
    leaf.addSubview(root)
    #expect(root.superview == nil)
    #expect(leaf.subviews.isEmpty)
    leaf.addSubview(leaf)
    #expect(leaf.subviews.isEmpty)
    // A view of the chain moved to a sibling branch of its own ancestor is fine.
    let middle = leaf.superview!.superview!
    let other = View()
    root.addSubview(other)
    other.addSubview(middle)
    #expect(middle.superview === other)
    #expect(leaf.rootView === root)
  }

  /// One step of ``rootsFollowTheHierarchy``: (operation, view, other view, index).
  typealias Step = (Int, Int, Int, Int)

  @Test("roots and cycle checks match a plain walk after any sequence of moves")
  func rootsFollowTheHierarchy() async {
    let step = zip(Gen.int(in: 0...3), Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.int(in: 0...3))
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0xDEE9, 0x4007, 0x5EED))
    for _ in 0..<200 {
      let steps = step.array(of: 1...40).run(using: &rng)
      let views = (0..<10).map { _ in View() }
      func plainRoot(_ v: View) -> View {
        var r = v
        while let s = r.superview { r = s }
        return r
      }
      func plainIsAncestorOrSelf(_ a: View, of v: View) -> Bool {
        var x: View? = v
        while let y = x {
          if y === a { return true }
          x = y.superview
        }
        return false
      }
      for (operation, i, j, index) in steps {
        let (a, b) = (views[i], views[j])
        switch operation {
        case 0, 1:
          let cycle = plainIsAncestorOrSelf(b, of: a)
          #expect(a.hasAncestorOrSelf(b) == cycle)
          let before = b.superview
          a.insertSubview(b, at: index)
          #expect(b.superview === (cycle ? before : a))
        case 2: a.removeFromSuperview()
        default: _ = a.rootView  // reading compresses the hints
        }
        for v in views {
          #expect(v.rootView === plainRoot(v))
          #expect(v.window == nil)
        }
      }
    }
  }
}
