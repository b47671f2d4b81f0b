import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkLayoutFile

/// A collection view written in a layout file lays out exactly as the same
/// collection built in Swift: a `CollectionViewFlowLayout` with the same values, a
/// data source that gives a cell per item and a `CollectionReusableView` per header
/// and footer. Over generated flow layouts (both scroll directions, reference sizes
/// 0 or not, sections of 0 to 7 items) at a generated content offset, the visible
/// items and the visible headers and footers and their frames are the same.
@Suite struct CollectionSupplementaryPropertyTests {
  /// The flow values of one generated case.
  struct Case {
    var horizontal: Bool
    var size: CGSize
    var item: CGSize
    var line: CGFloat
    var interitem: CGFloat
    var inset: EdgeInsets
    var header: CGSize
    var footer: CGSize
    var sections: [Int]

    init(_ rng: inout SplitMix64) {
      let horizontal = rng.chance(0.5)
      self.horizontal = horizontal
      size = CGSize(width: CGFloat(200 + rng.below(221)), height: CGFloat(200 + rng.below(501)))
      item = CGSize(width: CGFloat(20 + rng.below(101)), height: CGFloat(20 + rng.below(101)))
      line = CGFloat(rng.below(21))
      interitem = CGFloat(rng.below(21))
      inset = EdgeInsets(
        top: CGFloat(rng.below(21)), left: CGFloat(rng.below(21)), bottom: CGFloat(rng.below(21)),
        right: CGFloat(rng.below(21)))
      // A reference size counts only along the scroll direction; the other side is noise.
      func reference(_ rng: inout SplitMix64) -> CGSize {
        let along = rng.chance(0.3) ? 0 : CGFloat(10 + rng.below(51))
        let across = CGFloat(rng.below(80))
        return horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
      }
      header = reference(&rng)
      footer = reference(&rng)
      sections = (0..<(1 + rng.below(4))).map { _ in rng.below(8) }
    }

    var showsHeader: Bool { (horizontal ? header.width : header.height) > 0 }
    var showsFooter: Bool { (horizontal ? footer.width : footer.height) > 0 }

    /// The collection as a layout file, scrolled to `offset`.
    func file(offset: CGPoint) -> String {
      func pair(_ s: CGSize) -> String { "[\(Int(s.width)), \(Int(s.height))]" }
      var text = """
        size: \(pair(size))
        views:
          - id: main
          - id: grid
            type: collectionView
            scrollDirection: \(horizontal ? "horizontal" : "vertical")
            itemSize: \(pair(item))
            minimumLineSpacing: \(Int(line))
            minimumInteritemSpacing: \(Int(interitem))
            sectionInset: [\(Int(inset.top)), \(Int(inset.left)), \(Int(inset.bottom)), \(Int(inset.right))]
            headerReferenceSize: \(pair(header))
            footerReferenceSize: \(pair(footer))

        """
      if showsHeader { text += "    header: { views: [] }\n" }
      if showsFooter { text += "    footer: { views: [] }\n" }
      text += "    cells:\n      Tile: { views: [] }\n    sections:\n"
      for count in sections {
        text += "      - items: \(FileEqualsSwift.tileItems(count))\n"
      }
      return text + """
        constraints: ["grid.edges == main.edges"]
        actions:
          - offset: { view: grid, x: \(Int(offset.x)), y: \(Int(offset.y)) }

        """
    }
  }

  @Test("a file's collection lays out its items, headers and footers as the same collection built in Swift")
  func fileEqualsSwift() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xC0_11F1).value)
    for n in 0..<40 {
      let c = Case(&rng)
      let layout = CollectionViewFlowLayout()
      layout.scrollDirection = c.horizontal ? .horizontal : .vertical
      layout.itemSize = c.item
      layout.minimumLineSpacing = c.line
      layout.minimumInteritemSpacing = c.interitem
      layout.sectionInset = c.inset
      layout.headerReferenceSize = c.header
      layout.footerReferenceSize = c.footer
      let swift = CollectionView(frame: CGRect(origin: .zero, size: c.size), collectionViewLayout: layout)
      let source = FileEqualsSwift.TileSource(c.sections)
      swift.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        swift.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
      }
      swift.dataSource = source
      swift.layoutIfNeeded()
      // Somewhere between the ends of the content, on whole points.
      let offset = FileEqualsSwift.scroll(swift, horizontal: c.horizontal, fraction: rng.random())

      let screen = try FileEqualsSwift.screen(c.file(offset: offset), path: "p\(n).yaml")
      #expect(swift.contentOffset == offset, "case \(n)")
      FileEqualsSwift.expectSame(screen, "grid", as: swift, "case \(n)")
      #expect(screen.diagnostics().isEmpty, "case \(n)")
    }
  }
}
