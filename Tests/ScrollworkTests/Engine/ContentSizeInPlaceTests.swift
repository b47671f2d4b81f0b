import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Intrinsic-size changes that keep the priorities move the content-size constraints
/// in place, including the compression weight of wrapping labels whose width is free
/// (`LayoutEngine.moveContentSize`, ``ContentSizeLayoutConstraint/compressionWeight(basis:)``):
/// the frames are a fresh layout's, whatever texts came before.
@Suite struct ContentSizeInPlaceTests {
  /// Two wrapping labels side by side whose widths no required equality fixes
  /// (`H:|-8-[a]-8-[b]-(>=8)-|`), competing for the row in the single-line pass, and
  /// a wrapping label below them pinned at both sides.
  final class Row {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let a = Label(text: "")
    let b = Label(text: "")
    let below = Label(text: "")

    init(width: CGFloat) {
      root.frame = CGRect(x: 0, y: 0, width: width, height: 400)
      for label in [a, b, below] {
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
      }
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        b.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        below.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 4),
        below.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4),
        below.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        below.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      ])
    }

    var labels: [Label] { [a, b, below] }
  }

  static let words = ["alpha", "be", "gamma delta", "a rather longer phrase", "x", "epsilon zeta eta theta"]

  @Test("§4 §15 random text and width changes end at a fresh layout's frames (free-width wrapping labels)")
  func randomTextsMatchAFreshLayout() {
    let seed = PropertySeed.resolve()
    var rng = SplitMix64(seed: seed.value)
    let live = Row(width: 320)
    live.root.layoutIfNeeded()
    for step in 0..<60 {
      if rng.chance(0.2) {
        live.root.frame = CGRect(x: 0, y: 0, width: CGFloat(rng.randrange(160, 420)), height: 400)
      }
      for label in live.labels where rng.chance(0.6) {
        label.text = (0..<rng.randrange(0, 7)).map { _ in rng.pick(Self.words) }.joined(separator: " ")
      }
      live.root.layoutIfNeeded()
      let fresh = Row(width: live.root.frame.width)
      for (f, l) in zip(fresh.labels, live.labels) { f.text = l.text }
      fresh.root.layoutIfNeeded()
      #expect(allFrames(live.root) == allFrames(fresh.root), "\(seed), step \(step)")
    }
  }
}
