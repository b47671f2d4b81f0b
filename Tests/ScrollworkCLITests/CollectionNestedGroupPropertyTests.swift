import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkLayoutFile

/// A compositional collection view written in a layout file lays out exactly as the
/// same collection built in Swift with UIKit's API: over generated layouts (either
/// scroll direction, inter-section spacing, nested groups of items and groups with
/// `count`, spacing, content insets and edge spacing, sections with their own layouts,
/// orthogonal sections, header items) at a generated content offset, the content
/// size, the visible items and the visible headers and their frames are the same.
@Suite struct CollectionNestedGroupPropertyTests {
  /// A spacing: fixed or flexible points.
  struct Spacing {
    var flexible: Bool
    var points: Int

    init(_ rng: inout SplitMix64) {
      flexible = rng.chance(0.5)
      points = rng.below(11)
    }

    var yaml: String { "{ \(flexible ? "flexible" : "fixed"): \(points) }" }
    var swift: CollectionLayoutSpacing { flexible ? .flexible(CGFloat(points)) : .fixed(CGFloat(points)) }
  }

  /// One dimension: a fraction of the container's width or height, or points.
  struct Dimension {
    var kind: String
    var value: Double

    var yaml: String { "{ \(kind): \(value) }" }
    var swift: CollectionLayoutDimension {
      switch kind {
      case "fractionalWidth": .fractionalWidth(CGFloat(value))
      case "fractionalHeight": .fractionalHeight(CGFloat(value))
      default: .absolute(CGFloat(value))
      }
    }

    static func fraction(_ kind: String, _ rng: inout SplitMix64) -> Dimension {
      Dimension(kind: kind, value: rng.pick([1, 0.5, 0.25, 1.0 / 3, 0.8]))
    }

    static func any(_ rng: inout SplitMix64) -> Dimension {
      rng.chance(0.6)
        ? fraction(rng.pick(["fractionalWidth", "fractionalHeight"]), &rng)
        : Dimension(kind: "absolute", value: Double(10 + rng.below(91)))
    }
  }

  /// An item, or a group (with subitems).
  struct Entry {
    var width: Dimension
    var height: Dimension
    var insets: [Int]?
    var edges: [(side: String, spacing: Spacing)]?
    var subitems: [Entry]?
    var vertical = false
    var count: Int?
    var spacing: Spacing?

    /// An item, or at `depth` 0 sometimes a group of items.
    init(depth: Int, _ rng: inout SplitMix64) {
      width = Dimension.any(&rng)
      height = Dimension.any(&rng)
      if rng.chance(0.3) { insets = (0..<4).map { _ in rng.below(5) } }
      if rng.chance(0.25) {
        edges = ["leading", "top", "trailing", "bottom"].filter { _ in rng.chance(0.5) }.map { ($0, Spacing(&rng)) }
      }
      if depth == 0, rng.chance(0.3) { makeGroup(&rng, depth: depth) }
    }

    /// A section's top-level group for a vertical (or horizontal) layout.
    init(topLevel horizontal: Bool, _ rng: inout SplitMix64) {
      width =
        horizontal
        ? Dimension(kind: "absolute", value: Double(60 + rng.below(141))) : .fraction("fractionalWidth", &rng)
      height =
        horizontal
        ? .fraction("fractionalHeight", &rng) : Dimension(kind: "absolute", value: Double(40 + rng.below(111)))
      if rng.chance(0.2) { insets = (0..<4).map { _ in rng.below(5) } }
      makeGroup(&rng, depth: -1)
    }

    private mutating func makeGroup(_ rng: inout SplitMix64, depth: Int) {
      vertical = rng.chance(0.5)
      subitems = (0..<(1 + rng.below(3))).map { _ in Entry(depth: depth + 1, &rng) }
      if subitems?.count == 1, rng.chance(0.4) { count = 1 + rng.below(4) }
      if rng.chance(0.4) { spacing = Spacing(&rng) }
    }

    var yaml: String {
      var keys = ["width: \(width.yaml)", "height: \(height.yaml)"]
      if let insets { keys.append("contentInsets: [\(insets.map(String.init).joined(separator: ", "))]") }
      if let edges {
        keys.append("edgeSpacing: { \(edges.map { "\($0.side): \($0.spacing.yaml)" }.joined(separator: ", ")) }")
      }
      if let subitems {
        keys.append("direction: \(vertical ? "vertical" : "horizontal")")
        if let count { keys.append("count: \(count)") }
        if let spacing { keys.append("interItemSpacing: \(spacing.yaml)") }
        keys.append("subitems: [\(subitems.map(\.yaml).joined(separator: ", "))]")
      }
      return "{ \(keys.joined(separator: ", ")) }"
    }

    func swift() -> CollectionLayoutItem {
      guard subitems != nil else { return decorated(CollectionLayoutItem(layoutSize: layoutSize)) }
      return swiftGroup()
    }

    /// The entry as a group (of its subitems).
    func swiftGroup() -> CollectionLayoutGroup {
      let items = (subitems ?? []).map { $0.swift() }
      let group: CollectionLayoutGroup
      if let count, items.count == 1 {
        group =
          vertical
          ? .vertical(layoutSize: layoutSize, subitem: items[0], count: count)
          : .horizontal(layoutSize: layoutSize, subitem: items[0], count: count)
      } else {
        group =
          vertical
          ? .vertical(layoutSize: layoutSize, subitems: items) : .horizontal(layoutSize: layoutSize, subitems: items)
      }
      group.interItemSpacing = spacing?.swift
      return decorated(group)
    }

    private var layoutSize: CollectionLayoutSize {
      CollectionLayoutSize(widthDimension: width.swift, heightDimension: height.swift)
    }

    /// `item` with the entry's content insets and edge spacing.
    private func decorated<T: CollectionLayoutItem>(_ item: T) -> T {
      if let insets {
        item.contentInsets = DirectionalEdgeInsets(
          top: CGFloat(insets[0]), leading: CGFloat(insets[1]), bottom: CGFloat(insets[2]),
          trailing: CGFloat(insets[3]))
      }
      if let edges {
        let side = { (name: String) in edges.first { $0.side == name }?.spacing.swift }
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
          leading: side("leading"), top: side("top"), trailing: side("trailing"), bottom: side("bottom"))
      }
      return item
    }
  }

  /// One section layout.
  struct Section {
    var group: Entry
    var spacing: Int
    var insets: [Int]
    var orthogonal: String
    var header: Int?

    init(horizontal: Bool, _ rng: inout SplitMix64) {
      group = Entry(topLevel: horizontal, &rng)
      spacing = rng.below(16)
      insets = (0..<4).map { _ in rng.below(16) }
      orthogonal =
        rng.chance(0.5)
        ? "none"
        : rng.pick(["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"])
      header = rng.chance(0.4) ? 20 + rng.below(21) : nil
    }

    func yaml(horizontal: Bool) -> String {
      var keys = [
        "group: \(group.yaml)", "interGroupSpacing: \(spacing)",
        "contentInsets: [\(insets.map(String.init).joined(separator: ", "))]",
        "orthogonalScrollingBehavior: \(orthogonal)",
      ]
      if let header {
        keys.append(
          horizontal
            ? "header: { width: { absolute: \(header) }, height: { fractionalHeight: 1 } }"
            : "header: { width: { fractionalWidth: 1 }, height: { absolute: \(header) } }")
      }
      return keys.joined(separator: ", ")
    }

    func swift(horizontal: Bool) -> CollectionLayoutSection {
      let section = CollectionLayoutSection(group: group.swiftGroup())
      section.interGroupSpacing = CGFloat(spacing)
      section.contentInsets = DirectionalEdgeInsets(
        top: CGFloat(insets[0]), leading: CGFloat(insets[1]), bottom: CGFloat(insets[2]),
        trailing: CGFloat(insets[3]))
      section.orthogonalScrollingBehavior =
        LayoutFile.orthogonalBehaviors.first { $0.0 == orthogonal }?.1 ?? .none
      if let header {
        let size =
          horizontal
          ? CollectionLayoutSize(widthDimension: .absolute(CGFloat(header)), heightDimension: .fractionalHeight(1))
          : CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(header)))
        section.boundarySupplementaryItems = [
          CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: CollectionView.elementKindSectionHeader,
            alignment: horizontal ? .leading : .top)
        ]
      }
      return section
    }
  }

  @Test("a file's compositional collection of nested groups and section layouts lays out as the same one in Swift")
  func fileEqualsSwift() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xC0_4E57).value)
    for n in 0..<40 {
      let horizontal = rng.chance(0.4)
      let size = CGSize(width: CGFloat(200 + rng.below(221)), height: CGFloat(200 + rng.below(501)))
      let interSection = rng.below(21)
      let standard = Section(horizontal: horizontal, &rng)
      let counts = (0..<(1 + rng.below(4))).map { _ in rng.below(13) }
      let own = counts.map { _ in rng.chance(0.4) ? Section(horizontal: horizontal, &rng) : nil }
      let headers = ([standard] + own.compactMap { $0 }).contains { $0.header != nil }

      let configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = horizontal ? .horizontal : .vertical
      configuration.interSectionSpacing = CGFloat(interSection)
      let layout = CollectionViewCompositionalLayout(
        sectionProvider: { s, _ in (own[s] ?? standard).swift(horizontal: horizontal) }, configuration: configuration)
      let swift = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
      swift.screen = Screen(scale: 2)  // a file with `size:` is drawn @2x
      let source = FileEqualsSwift.TileSource(counts)  // plain cells and plain headers
      swift.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
      swift.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: CollectionView.elementKindSectionHeader)
      swift.dataSource = source
      swift.layoutIfNeeded()
      FileEqualsSwift.scroll(swift, horizontal: horizontal, fraction: rng.random())

      var text = """
        size: [\(Int(size.width)), \(Int(size.height))]
        views:
          - id: main
          - id: grid
            type: collectionView
            compositional: { scrollDirection: \(horizontal ? "horizontal" : "vertical"), \
        interSectionSpacing: \(interSection), \(standard.yaml(horizontal: horizontal)) }

        """
      if headers { text += "    header: { views: [] }\n" }
      text += "    cells:\n      Tile: { views: [] }\n    sections:\n"
      for (s, count) in counts.enumerated() {
        text += "      - items: \(FileEqualsSwift.tileItems(count))\n"
        if let section = own[s] { text += "        compositional: { \(section.yaml(horizontal: horizontal)) }\n" }
      }
      text += """
        constraints: ["grid.edges == main.edges"]
        actions:
          - offset: { view: grid, x: \(Int(swift.contentOffset.x)), y: \(Int(swift.contentOffset.y)) }

        """
      let file = try LayoutFile.parse(text, path: "n\(n).yaml")
      #expect(file.warnings.map(\.description) == [], "case \(n)\n\(text)")
      let screen = try FileEqualsSwift.screen(text, path: "n\(n).yaml")
      FileEqualsSwift.expectSame(screen, "grid", as: swift, "case \(n)\n\(text)")
      let built = try #require(screen.view("grid") as? CollectionView)
      #expect(built.issues.map(\.description) == swift.issues.map(\.description), "case \(n)")
    }
  }
}
