import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A label keeps its last unwrapped size and its last size at a wrap width
/// (`Label.measuredSize(width:)`); whatever sequence of settings and queries led to
/// a query, its answer is the one a new label with the same settings gives.
@Suite struct LabelMeasureCacheTests {
  static let words = ["a", "Feed", "layout", "benchmark,", "wraps", "the", "width", "—", "x", "pixels."]
  static let fonts: [Font] = [.systemFont(ofSize: 17), .systemFont(ofSize: 13), .boldSystemFont(ofSize: 15)]
  static let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail]

  static func text(_ rng: inout SplitMix64) -> String {
    (0..<rng.randrange(0, 14)).map { _ in rng.pick(words) }.joined(separator: " ")
  }

  /// A new label with `label`'s text, font, line limit, break mode and wrap width.
  static func fresh(like label: Label) -> Label {
    let copy = Label()
    copy.text = label.text
    copy.font = label.font
    copy.numberOfLines = label.numberOfLines
    copy.lineBreakMode = label.lineBreakMode
    copy.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
    return copy
  }

  @Test("single-line and wrapped sizes, queried in any order between changes, equal a new label's")
  func interleavedQueriesMatchANewLabel() {
    let seed = PropertySeed.resolve()
    var rng = SplitMix64(seed: seed.value)
    let label = Label()
    label.text = Self.text(&rng)
    for step in 0..<600 {
      switch rng.below(8) {
      case 0: label.text = Self.text(&rng)
      case 1: label.font = rng.pick(Self.fonts)
      case 2: label.numberOfLines = rng.pick([0, 1, 2, 3])
      case 3: label.lineBreakMode = rng.pick(Self.modes)
      case 4: label.preferredMaxLayoutWidth = rng.pick([0, 0, 60, 120.5])
      default: break
      }
      let context = "\(seed), step \(step)"
      let width = CGFloat(rng.randrange(0, 400)) / 2
      switch rng.below(4) {
      case 0:
        #expect(label.intrinsicContentSize == Self.fresh(like: label).intrinsicContentSize, "\(context)")
      case 1:
        #expect(
          label.intrinsicContentSize(forLayoutWidth: width)
            == Self.fresh(like: label).intrinsicContentSize(forLayoutWidth: width), "\(context), width \(width)")
      case 2:
        let size = CGSize(width: width, height: 100)
        #expect(label.sizeThatFits(size) == Self.fresh(like: label).sizeThatFits(size), "\(context), width \(width)")
      default:
        // The engine's order for a wrapping label: unwrapped, at a width, unwrapped again.
        let copy = Self.fresh(like: label)
        #expect(label.measuredSize(width: nil) == copy.measuredSize(width: nil), "\(context)")
        #expect(label.measuredSize(width: width) == copy.measuredSize(width: width), "\(context), width \(width)")
        #expect(label.measuredSize(width: nil) == Self.fresh(like: label).measuredSize(width: nil), "\(context)")
      }
    }
  }
}
