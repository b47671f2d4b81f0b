import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Regression (found by NavigationControllerPropertyTests, seed 0xBA25_0040): a subtree
/// removed and replaced by another of the same shape at the same frame kept the frames
/// of the views before it, because the frame pass compared the new views' solved
/// rectangles with the old views' values at the same places in its list and saw
/// nothing move. UIKitBehaviour.md §12 (a layout after any change equals a fresh one).
@Suite struct SubtreeSwapFrameTests {
  /// A container with one subview pinned 20 below its top and to its other edges.
  func card() -> (container: View, inner: View) {
    let container = View()
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(inner)
    LayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      inner.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    return (container, inner)
  }

  @Test("§12 a subtree swapped for one of the same shape gets its frames")
  func swapSameShape() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = card()
    root.addSubview(first.container)
    first.container.frame = root.bounds
    root.layoutIfNeeded()
    #expect(first.inner.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
    let second = card()
    first.container.removeFromSuperview()
    root.insertSubview(second.container, at: 0)
    second.container.frame = root.bounds
    root.layoutIfNeeded()
    #expect(second.inner.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
  }

  @Test("§12 property: random swaps, insertions and removals of cards lay out as a fresh hierarchy does")
  func randomSwaps() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x5A_4B5C).value)
    for trial in 0..<40 {
      let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      var cards: [(container: View, inner: View, frame: CGRect)] = []
      for _ in 0..<(1 + rng.below(10)) {
        let frame = CGRect(x: 0, y: CGFloat(20 * rng.below(10)), width: 320, height: CGFloat(40 + 20 * rng.below(4)))
        switch rng.below(3) {
        case 0 where !cards.isEmpty:
          let i = rng.below(cards.count)
          cards[i].container.removeFromSuperview()
          cards.remove(at: i)
        default:
          let c = card()
          let at = rng.below(cards.count + 1)
          root.insertSubview(c.container, at: at)
          c.container.frame = frame
          cards.insert((c.container, c.inner, frame), at: at)
        }
        if rng.chance(0.7) { root.layoutIfNeeded() }
      }
      root.layoutIfNeeded()
      for (k, c) in cards.enumerated() {
        #expect(c.container.frame == c.frame, "trial \(trial) card \(k)")
        #expect(
          c.inner.frame == CGRect(x: 0, y: 20, width: 320, height: max(0, c.frame.height - 20)),
          "trial \(trial) card \(k)")
      }
    }
  }
}
