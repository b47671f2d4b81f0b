import Foundation
import Testing

@testable import Scrollwork

/// Lists of each appearance, 375 wide on a 2x screen, two sections of two one-line rows
/// (44 each): side insets and section spacing per appearance, supplementary headers and
/// footers (UIKitBehaviour.md §42).
@Suite struct CollectionLayoutListTests {
  typealias T = ListText
  static let sections = [
    [ListRow(id: 0, text: "Apples"), ListRow(id: 1, text: "Pears")],
    [ListRow(id: 2, text: "Carrots"), ListRow(id: 3, text: "Leeks")],
  ]

  /// The frames of two sections of two rows with `side` insets, `top` above and
  /// `bottom` below each section.
  static func expected(side: CGFloat, top: CGFloat, bottom: CGFloat) -> [[CGRect]] {
    let width = 375 - 2 * side
    let second = top + 88 + bottom + top
    return [
      [rect(side, top, width, 44), rect(side, top + 44, width, 44)],
      [rect(side, second, width, 44), rect(side, second + 44, width, 44)],
    ]
  }

  @Test(
    "§42 each appearance's insets: plain 0; grouped 18 above and below; insetGrouped 20 at the sides too; sidebar 10",
    arguments: [
      (CollectionLayoutListConfiguration.Appearance.plain, CGFloat(0), CGFloat(0)),
      (.grouped, 0, 18), (.insetGrouped, 20, 18), (.sidebar, 10, 0), (.sidebarPlain, 0, 0),
    ])
  func appearances(_ appearance: CollectionLayoutListConfiguration.Appearance, side: CGFloat, space: CGFloat) {
    let h = ListHarness(CollectionLayoutListConfiguration(appearance: appearance))
    h.show(Self.sections)
    #expect(itemFrames(h.view) == Self.expected(side: side, top: space, bottom: space))
    #expect(h.view.contentSize == CGSize(width: 375, height: 4 * space + 176))
    // Every row is a default cell: the text 16 inside the row, 21 high, centred.
    #expect(h.content(0, 1)?.shownTextLabel?.frame == rect(16, 11.5, 375 - 2 * side - 32, 21))
    #expect(h.view.issues == [])
  }

  @Test("§42 supplementary headers in a grouped list: groupedHeader text, 16 + line + 6 high, right above the rows")
  func groupedHeaders() throws {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let h = ListHarness(configuration)
    h.headerTitles = [0: "FRUIT", 1: "VEGETABLES"]
    h.show(Self.sections)
    let header = 16 + T.line(T.footnote) + 6
    // No space above a section with a header; 18 below it; headers inset like the rows.
    let second = header + 88 + 18
    #expect(
      itemFrames(h.view) == [
        [rect(20, header, 335, 44), rect(20, header + 44, 335, 44)],
        [rect(20, second + header, 335, 44), rect(20, second + header + 44, 335, 44)],
      ])
    let first = try #require(h.supplementary(CollectionView.elementKindSectionHeader, 0))
    #expect(first.frame == rect(20, 0, 335, header))
    let content = try #require(first.contentView as? ListContentView)
    #expect(content.listConfiguration.textProperties.font == T.footnote)
    #expect(content.shownTextLabel?.text == "FRUIT")
    #expect(content.shownTextLabel?.frame == rect(16, 16, 303, T.line(T.footnote)))
    #expect(h.supplementary(CollectionView.elementKindSectionHeader, 1)?.frame == rect(20, second, 335, header))
    #expect(h.view.issues == [])
  }

  @Test("§42 supplementary headers and footers in a plain list: plainHeader (headline) and plainFooter (footnote)")
  func plainHeadersAndFooters() throws {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let h = ListHarness(configuration)
    h.show([Self.sections[0]])
    let header = 6 + T.line(T.headline) + 6
    let footer = 6 + T.line(T.footnote) + 6
    #expect(itemFrames(h.view) == [[rect(0, header, 375, 44), rect(0, header + 44, 375, 44)]])
    let top = try #require(h.supplementary(CollectionView.elementKindSectionHeader, 0))
    let bottom = try #require(h.supplementary(CollectionView.elementKindSectionFooter, 0))
    #expect(top.frame == rect(0, 0, 375, header))
    #expect(bottom.frame == rect(0, header + 88, 375, footer))
    #expect((top.contentView as? ListContentView)?.listConfiguration.textProperties.font == T.headline)
    #expect((bottom.contentView as? ListContentView)?.shownTextLabel?.text == "Footer 0")
    #expect(h.view.contentSize.height == header + 88 + footer)
  }

  @Test("§42 firstItemInSection: the first row's default configuration is the header's; the layout is rows only")
  func firstItemInSection() throws {
    var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .firstItemInSection
    let h = ListHarness(configuration)
    h.show([Self.sections[0]])
    let header = 16 + T.line(T.footnote) + 6
    #expect(itemFrames(h.view) == [[rect(0, 18, 375, header), rect(0, 18 + header, 375, 44)]])
    #expect(h.content(0)?.listConfiguration.textProperties.font == T.footnote)
    #expect(h.content(1)?.listConfiguration.textProperties.font == T.body)
  }

  @Test("§42 showsSeparators and backgroundColor are stored; the appearance is the one given")
  func storedValues() {
    var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
    #expect(configuration.showsSeparators && configuration.backgroundColor == nil)
    #expect(configuration.headerMode == .none && configuration.footerMode == .none)
    configuration.showsSeparators = false
    configuration.backgroundColor = .systemBackground
    #expect(configuration.appearance == .sidebar && !configuration.showsSeparators)
    #expect(configuration.backgroundColor == .systemBackground)
  }
}
