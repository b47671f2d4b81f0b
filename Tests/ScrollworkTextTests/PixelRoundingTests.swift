import Foundation
import Testing

@testable import ScrollworkText

/// Rounding measured text sizes up to device pixels (UIKitBehaviour.md §3: "Sizes from text are
/// rounded up to device pixels (e.g. 41.6667 at @3x)").
@Suite("TextLayout pixel rounding (UIKitBehaviour.md §3, §4)")
struct PixelRoundingTests {
  @Test("§3 41.6666667 rounds to 125/3 at @3x, not 126/3")
  func roundsAtThreeX() {
    let rounded = TextLayout.ceilToPixels(CGSize(width: 41.6666667, height: 20.5738636), scale: 3)
    #expect(rounded.width == 125.0 / 3)
    #expect(rounded.height == 62.0 / 3)
    #expect(TextLayout.ceilToPixels(125.0 / 3, scale: 3) == 125.0 / 3)
    #expect(TextLayout.ceilToPixels(41.666666, scale: 3) == 125.0 / 3)
  }

  @Test("§3 rounds up to half points at @2x")
  func roundsAtTwoX() {
    let rounded = TextLayout.ceilToPixels(CGSize(width: 41.6666667, height: 20.5738636), scale: 2)
    #expect(rounded == CGSize(width: 42, height: 21))
    #expect(TextLayout.ceilToPixels(20.5, scale: 2) == 20.5)
    #expect(TextLayout.ceilToPixels(20.5000001, scale: 2) == 20.5)  // within the epsilon
    #expect(TextLayout.ceilToPixels(20.501, scale: 2) == 21)
  }

  @Test("a scale of zero, negative or not finite counts as 1")
  func invalidScale() {
    for scale: CGFloat in [0, -2, .nan, .infinity] {
      let rounded = TextLayout.ceilToPixels(CGSize(width: 10.2, height: 0), scale: scale)
      #expect(rounded == CGSize(width: 11, height: 0))
    }
  }

  @Test("§4 a label sized to its rounded width keeps its text on one line")
  func roundedWidthStillFits() {
    let font = Font.systemFont(ofSize: 17)
    for text in ["Hello", "Hello, World!", "The quick brown fox", "Ag", "1234567890"] {
      let natural = TextLayout(text: text, font: font, width: nil, numberOfLines: 0)
      for scale: CGFloat in [1, 2, 3] {
        let size = TextLayout.ceilToPixels(natural.size, scale: scale)
        let relaid = TextLayout(text: text, font: font, width: size.width, numberOfLines: 0)
        #expect(relaid.lines.count == 1, "\(text) @\(scale)x")
        // And at exactly the measured width, too.
        let exact = TextLayout(text: text, font: font, width: natural.size.width, numberOfLines: 0)
        #expect(exact.lines.count == 1)
      }
    }
  }

  @Test("10,000 short labels lay out quickly")
  func manyShortLabels() {
    let font = Font.systemFont(ofSize: 17)
    let texts = (0..<10_000).map { "Label \($0) title" }
    let clock = ContinuousClock()
    var lines = 0
    let elapsed = clock.measure {
      for text in texts {
        lines += TextLayout(text: text, font: font, width: 80, numberOfLines: 0).lines.count
      }
    }
    #expect(lines >= 10_000)
    // Release builds take a few milliseconds; this bound only catches pathological slowdowns
    // in unoptimized test builds.
    #expect(elapsed < .seconds(5))
  }
}
