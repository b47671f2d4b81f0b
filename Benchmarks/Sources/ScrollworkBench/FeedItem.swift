import Foundation
import ScrollworkTestSupport

/// The texts of one feed item (LayoutFrameworkBenchmark's `FeedItemData`: an action
/// line, the poster's name, headline, time and comment, the content's title and
/// domain, and the top comment), drawn from a seeded generator.
struct FeedItem {
  let actionText: String
  let posterName: String
  let posterHeadline: String
  let posterTime: String
  let posterComment: String
  let contentTitle: String
  let contentDomain: String
  let actorComment: String

  /// `count` items from `SplitMix64(seed:)`: short texts for the one-line labels,
  /// sentences of 3 to 40 words for the multi-line ones.
  static func generate(count: Int, seed: UInt64) -> [FeedItem] {
    var rng = SplitMix64(seed: seed)
    func words(_ n: Int) -> String {
      (0..<n).map { _ in rng.choice(LayoutScenario.words) }.joined(separator: " ")
    }
    return (0..<count).map { _ in
      FeedItem(
        actionText: words(rng.randrange(2, 12)), posterName: words(rng.randrange(1, 4)),
        posterHeadline: LayoutScenario.sentence(&rng), posterTime: "\(rng.randrange(1, 60)) min",
        posterComment: LayoutScenario.sentence(&rng), contentTitle: words(rng.randrange(2, 10)),
        contentDomain: words(1) + ".com", actorComment: LayoutScenario.sentence(&rng))
    }
  }
}
