import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Compositional collection views in layout files (issue 19): one section layout for
/// every section, with boundary header and footer items whose views are the file's
/// `header:`/`footer:` templates, sized by their constraints when estimated.
@Suite("Layout files: compositional collection views")
struct CollectionCompositionalFileTests {
  /// Two sections (three and two items) of half-width items in 100-high groups,
  /// under an estimated header whose label is pinned to its margins.
  static let twoSections = """
    size: [320, 480]
    views:
      - id: main
      - id: list
        type: collectionView
        compositional:
          item: { width: { fractionalWidth: 0.5 }, height: { fractionalHeight: 1 } }
          group: { width: { fractionalWidth: 1 }, height: { absolute: 100 } }
          interGroupSpacing: 10
          contentInsets: [8, 16, 8, 16]
          header: { width: { fractionalWidth: 1 }, height: { estimated: 44 } }
        header:
          views: [{ id: title, type: label, lines: 0, font: 17 }]
          constraints: ["title.edges == header.layoutMarginsGuide.edges"]
        cells:
          Tile: { views: [] }
        sections:
          - header: { text: { title: "First" } }
            items: [{ cell: Tile }, { cell: Tile }, { cell: Tile }]
          - header: { text: { title: "Second" } }
            items: [{ cell: Tile }, { cell: Tile }]
    constraints: ["list.edges == main.edges"]
    """

  @Test("layout: each estimated header is measured (37 = a 21-point line and 8 + 8 margins), the groups follow it")
  func boundaryHeader() throws {
    let screen = try LayoutFile.parse(Self.twoSections, path: "t.yaml").build()
    // The header follows the section's leading and trailing insets (16): 288 wide;
    // the items start 8 (the top inset) under it, two to a 100-high group, groups 10
    // apart; section 1 starts after section 0's bottom inset: 45 + 100 + 10 + 100 + 8.
    #expect(
      screen.textReport() == """
        t.yaml: custom-320x480 (320×480 @2x), portrait, 320 × 480
        id                    type            frame                 contentSize  contentOffset  adjustedContentInset
        --------------------  --------------  --------------------  -----------  -------------  --------------------
        main                  view            (0, 0, 320, 480)
        list                  collectionView  (0, 0, 320, 480)      (320, 416)   (0, 0)         (0, 0, 0, 0)
        list[0].header        sectionHeader   (16, 0, 288, 37)
        list[0].header.title  label           (8, 8, 272, 21)
        list[0,0]             Tile            (16, 45, 144, 100)
        list[0,1]             Tile            (160, 45, 144, 100)
        list[0,2]             Tile            (16, 155, 144, 100)
        list[1].header        sectionHeader   (16, 263, 288, 37)
        list[1].header.title  label           (8, 8, 272, 21)
        list[1,0]             Tile            (16, 308, 144, 100)
        list[1,1]             Tile            (160, 308, 144, 100)

        No issues.

        """)
  }

  @Test("layout: a header title longer than a line wraps at the header's 288-point width (UIKitBehaviour.md §37)")
  func wrappingHeader() throws {
    let long = "A section title long enough to need a second line at this width"
    let file = Self.twoSections.replacingOccurrences(of: "title: \"First\"", with: "title: \"\(long)\"")
    let screen = try LayoutFile.parse(file, path: "t.yaml").build()
    let header = TitleHeader(frame: CGRect(x: 0, y: 0, width: 288, height: 44))
    header.screen = Screen(scale: 2)
    header.title.text = long
    let fitted = header.systemLayoutSizeFitting(
      CGSize(width: 288, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Two lines: taller than the one-line header (37).
    #expect(fitted.height > 37)
    #expect(
      screen.visibleSupplementaryViews(of: "list").map { "\($0.section) \($0.name) \($0.frame)" } == [
        "0 header \(CGRect(x: 16, y: 0, width: 288, height: fitted.height))",
        "1 header \(CGRect(x: 16, y: fitted.height + 226, width: 288, height: 37))",
      ])
  }

  @Test("every compositional value the file cannot use is an error (or a warning) at its line and column")
  func badInputs() {
    let text = """
      size: [320, 480]
      views:
        - id: main
        - id: list
          type: collectionView
          itemSize: [10, 10]
          headerReferenceSize: [0, 30]
          compositional:
            item: { width: { fractionalWidth: 0 }, height: { percent: 5 } }
            group: { width: { absolute: -1 } }
            groupDirection: diagonal
            interGroupSpacing: -3
            footer: { width: { fractionalWidth: 1 }, height: { absolute: 20, estimated: 4 } }
            header: { width: { fractionalWidth: 1 }, height: { estimated: 40 } }
            spacing: 4
          footer:
            views: []
          cells:
            Tile: { views: [] }
          sections:
            - items: [{ cell: Tile }]
        - id: other
          type: collectionView
          compositional: []
      constraints: ["list.edges == main.edges"]
      """
    var messages: [String] = []
    do {
      messages = try LayoutFile.parse(text, path: "t.yaml").warnings.map(\.description)
    } catch {
      messages = error.issues.map(\.description)
    }
    #expect(
      messages == [
        "t.yaml:6:15: warning: 'itemSize' is a flow layout key, and 'list' has a compositional layout (ignored): "
          + "give sizes and spacing under 'compositional'.",
        "t.yaml:7:26: warning: 'headerReferenceSize' is a flow layout key, and 'list' has a compositional layout "
          + "(ignored): give sizes and spacing under 'compositional'.",
        "t.yaml:9:41: error: The item width's fractionalWidth must be greater than 0, not 0.",
        "t.yaml:9:56: error: Unknown dimension 'percent' for the item height: one of fractionalWidth, "
          + "fractionalHeight, absolute or estimated.",
        "t.yaml:10:14: error: The compositional group needs both 'width' and 'height'.",
        "t.yaml:10:35: error: The group width's absolute must be at least 0, not -1.",
        "t.yaml:11:23: error: Unknown groupDirection 'diagonal': expected one of horizontal, vertical.",
        "t.yaml:12:26: error: interGroupSpacing must be at least 0, not -3.",
        "t.yaml:13:56: error: The footer height needs exactly one of fractionalWidth, fractionalHeight, absolute or "
          + "estimated.",
        "t.yaml:14:15: error: The compositional header item gives every section of 'list' a header, but 'list' has "
          + "no 'header' view: add header: { views: [...], constraints: [...] } to 'list' (UIKit raises when the "
          + "data source gives no view).",
        "t.yaml:15:7: warning: Unknown compositional key 'spacing' (ignored): one of item, group, groupDirection, "
          + "interGroupSpacing, contentInsets, orthogonalScrollingBehavior, header, footer, scrollDirection, "
          + "interSectionSpacing.",
        "t.yaml:17:7: warning: The section footer view of 'list' is never shown: its compositional layout has no "
          + "footer item; add footer: { width: …, height: … } to 'compositional'.",
        "t.yaml:24:20: error: compositional must be a mapping (key: value), not a list.",
      ])
  }

  /// A header as the file's template makes it: a 17-point label of any number of
  /// lines pinned to the layout margins.
  final class TitleHeader: CollectionReusableView {
    let title = Label()
    override init(frame: CGRect) {
      super.init(frame: frame)
      title.numberOfLines = 0
      title.font = Font.systemFont(ofSize: 17)
      title.translatesAutoresizingMaskIntoConstraints = false
      addSubview(title)
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        title.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test("a file's compositional collection lays out as the same collection built in Swift, headers measured alike")
  func fileEqualsSwift() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xC0_3B05).value)
    for n in 0..<25 {
      let width = 200 + rng.below(221)
      let height = 200 + rng.below(501)
      let fraction = rng.pick([1, 0.5, 0.25])
      let groupHeight = 40 + rng.below(81)
      let spacing = rng.below(21)
      let insets = (0..<4).map { _ in rng.below(21) }
      let estimated = rng.chance(0.5)
      let headerHeight = 20 + rng.below(41)
      let counts = (0..<(1 + rng.below(4))).map { _ in rng.below(9) }
      let headerDimension: CollectionLayoutDimension =
        estimated ? .estimated(CGFloat(headerHeight)) : .absolute(CGFloat(headerHeight))

      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(CGFloat(fraction)), heightDimension: .fractionalHeight(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(groupHeight))),
        subitems: [item])
      let section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = CGFloat(spacing)
      section.contentInsets = DirectionalEdgeInsets(
        top: CGFloat(insets[0]), leading: CGFloat(insets[1]), bottom: CGFloat(insets[2]),
        trailing: CGFloat(insets[3]))
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: headerDimension),
          elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      ]
      let swift = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height),
        collectionViewLayout: CollectionViewCompositionalLayout(section: section))
      // A file with `size:` is drawn @2x: text and measured sizes round to half points.
      swift.screen = Screen(scale: 2)
      // The same collection in Swift: plain cells, `TitleHeader`s titled `S0`, `S1`, ….
      let source = FileEqualsSwift.TileSource(counts, supplementaryIdentifier: "header") { view, path in
        (view as? TitleHeader)?.title.text = "S\(path.section)"
      }
      swift.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
      swift.register(
        TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      swift.dataSource = source
      swift.layoutIfNeeded()
      let offset = FileEqualsSwift.scroll(swift, horizontal: false, fraction: rng.random())

      var text = """
        size: [\(width), \(height)]
        views:
          - id: main
          - id: list
            type: collectionView
            compositional:
              item: { width: { fractionalWidth: \(fraction) }, height: { fractionalHeight: 1 } }
              group: { width: { fractionalWidth: 1 }, height: { absolute: \(groupHeight) } }
              interGroupSpacing: \(spacing)
              contentInsets: [\(insets.map(String.init).joined(separator: ", "))]
              header: { width: { fractionalWidth: 1 }, height: { \(estimated ? "estimated" : "absolute"): \(headerHeight) } }
            header:
              views: [{ id: title, type: label, lines: 0, font: 17 }]
              constraints: ["title.edges == header.layoutMarginsGuide.edges"]
            cells:
              Tile: { views: [] }
            sections:

        """
      for (s, count) in counts.enumerated() {
        text += "      - header: { text: { title: \"S\(s)\" } }\n"
        text += "        items: \(FileEqualsSwift.tileItems(count))\n"
      }
      text += "constraints: [\"list.edges == main.edges\"]\nactions:\n  - offset: { view: list, y: \(Int(offset.y)) }\n"
      let screen = try FileEqualsSwift.screen(text, path: "c\(n).yaml")
      #expect(swift.contentOffset == offset, "case \(n)")
      FileEqualsSwift.expectSame(screen, "list", as: swift, "case \(n)")
      #expect(screen.root.screen.scale == 2, "case \(n)")
    }
  }
}
