import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property of lists (UIKitBehaviour.md §42): a list that is shown a
/// sequence of random snapshots (rows added, removed, moved and retitled, sections added
/// and removed, scrolling in between) ends up with the frames, content size and shown
/// texts of a fresh list given only the final snapshot; and a second layout pass changes
/// nothing.
@Suite struct ListSnapshotPropertyTests {
  static let words = ["Milk", "Eggs", "A longer row title that wraps onto a second line in a narrow list", "Tea"]

  struct Generator {
    var rng: SplitMix64
    var nextID = 0

    mutating func row() -> ListRow {
      defer { nextID += 1 }
      return ListRow(
        id: nextID, text: ListSnapshotPropertyTests.words[rng.below(ListSnapshotPropertyTests.words.count)],
        secondary: rng.below(3) == 0 ? "Detail" : nil, image: rng.below(4) == 0)
    }

    /// The next sections: the previous ones changed at random.
    mutating func change(_ sections: [[ListRow]]) -> [[ListRow]] {
      var next = sections
      for _ in 0..<(1 + rng.below(4)) {
        let s = rng.below(max(1, next.count))
        switch next.isEmpty ? 0 : rng.below(7) {
        case 0: next.insert((0..<rng.below(5)).map { _ in row() }, at: rng.below(next.count + 1))
        case 1: next.remove(at: s)
        case 2, 3: next[s].insert(row(), at: rng.below(next[s].count + 1))
        case 4 where !next[s].isEmpty: next[s].remove(at: rng.below(next[s].count))
        case 5 where !next[s].isEmpty:
          let moved = next[s].remove(at: rng.below(next[s].count))
          let to = rng.below(next.count)
          next[to].insert(moved, at: rng.below(next[to].count + 1))
        default:
          // A retitled row is a new identifier (its old one is deleted).
          if !next[s].isEmpty {
            let i = rng.below(next[s].count)
            var row = row()
            row.secondary = next[s][i].secondary
            next[s][i] = row
          }
        }
      }
      return next
    }
  }

  /// What a list shows: item frames, content size, and each shown cell's frame and text.
  static func picture(_ h: ListHarness) -> String {
    let cells = h.view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { cell in
      "\(cell.frame) \((cell.contentConfiguration as? ListContentConfiguration)?.text ?? "-")"
    }
    return "\(itemFrames(h.view)) \(h.view.contentSize) \(h.view.contentOffset) \(cells)"
  }

  static func configuration(_ appearance: CollectionLayoutListConfiguration.Appearance)
    -> CollectionLayoutListConfiguration
  {
    var configuration = CollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    return configuration
  }

  @Test("§42 random snapshots applied in sequence give the fresh list of the final snapshot; layout is idempotent")
  func snapshotsInSequenceEqualFreshList() {
    var gen = Generator(rng: SplitMix64(seed: PropertySeed.resolve(default: 0x11_57CE_11).value))
    for round in 0..<12 {
      let appearance = CollectionLayoutListConfiguration.Appearance.allCases[round % 5]
      let width: CGFloat = [320, 375, 414][round % 3]
      let list = ListHarness(Self.configuration(appearance), width: width, height: 400)
      var sections: [[ListRow]] = []
      for _ in 0..<(2 + gen.rng.below(6)) {
        sections = gen.change(sections)
        list.show(sections)
        if gen.rng.below(2) == 0 {
          let range = max(0, list.view.contentSize.height - 400)
          list.view.contentOffset = CGPoint(x: 0, y: (range * CGFloat(gen.rng.below(5)) / 4).rounded())
          list.view.layoutIfNeeded()
        }
      }
      let fresh = ListHarness(Self.configuration(appearance), width: width, height: 400)
      fresh.show(sections)
      fresh.view.contentOffset = list.view.contentOffset
      fresh.view.layoutIfNeeded()
      // Scrolling back to the top measures every row the sequence may have skipped.
      for view in [list.view, fresh.view] {
        var y: CGFloat = 0
        while y < view.contentSize.height {
          view.contentOffset = CGPoint(x: 0, y: y)
          view.layoutIfNeeded()
          y += 200
        }
        view.contentOffset = .zero
        view.layoutIfNeeded()
      }
      let after = Self.picture(list)
      #expect(after == Self.picture(fresh), "round \(round): \(appearance) \(width) \(sections.map(\.count))")
      list.view.setNeedsLayout()
      list.view.layoutIfNeeded()
      #expect(Self.picture(list) == after, "round \(round): a second layout pass moved something")
      #expect(list.view.issues == [] && fresh.view.issues == [])
    }
  }
}
