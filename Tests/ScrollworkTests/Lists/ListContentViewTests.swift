import Foundation
import Testing

@testable import Scrollwork

/// List cells laid out by ``ListContentView`` in a plain list 375 wide on a 2x screen:
/// margins 11, 16, 11, 16; rows at least 44; a 30 × 30 image at the leading margin with
/// the texts 16 after it; stacked texts 3 apart; side-by-side texts at the two margins
/// (UIKitBehaviour.md §42). Body text is one 21-pt line at 2x.
@Suite struct ListContentViewTests {
  typealias T = ListText
  static let plain = CollectionLayoutListConfiguration(appearance: .plain)
  static let image = CGRect(x: 16, y: 11, width: 30, height: 30)

  @Test("§42 cell(): a one-line row is 44 (11 + 21 + 11 = 43, raised to the minimum); with an image 11 + 30 + 11")
  func cellFrames() throws {
    let h = ListHarness(Self.plain) { .cell() }
    h.show([[ListRow(id: 0, text: "Inbox"), ListRow(id: 1, text: "Outbox", image: true)]])
    #expect(T.line(T.body) == 21)
    #expect(itemFrames(h.view) == [[rect(0, 0, 375, 44), rect(0, 44, 375, 52)]])
    let plain = try #require(h.content(0))
    // Margins 11–33 (22 high): the 21-pt line centred in them.
    #expect(plain.shownTextLabel?.frame == rect(16, 11.5, 343, 21))
    #expect(plain.shownSecondaryTextLabel == nil && plain.shownImageView == nil)
    let imaged = try #require(h.content(1))
    #expect(imaged.shownImageView?.frame == Self.image)
    // 16 + 30 + 16 = 62; the line centred in the 30-pt margin area: 11 + 4.5.
    #expect(imaged.shownTextLabel?.frame == rect(62, 15.5, 297, 21))
    #expect(h.view.issues == [])
  }

  @Test("§42 subtitleCell(): the secondary text 3 under the text; the row is 11 + 21 + 3 + line + 11")
  func subtitleFrames() throws {
    let h = ListHarness(Self.plain) { .subtitleCell() }
    h.show([
      [
        ListRow(id: 0, text: "Lisbon", secondary: "Portugal"),
        ListRow(id: 1, text: "Porto", secondary: "Portugal", image: true),
      ]
    ])
    let secondary = T.line(T.subheadline)
    let height = 11 + 21 + 3 + secondary + 11
    #expect(itemFrames(h.view) == [[rect(0, 0, 375, height), rect(0, height, 375, height)]])
    let plain = try #require(h.content(0))
    #expect(plain.shownTextLabel?.frame == rect(16, 11, 343, 21))
    #expect(plain.shownSecondaryTextLabel?.frame == rect(16, 35, 343, secondary))
    let imaged = try #require(h.content(1))
    #expect(imaged.shownTextLabel?.frame == rect(62, 11, 297, 21))
    #expect(imaged.shownSecondaryTextLabel?.frame == rect(62, 35, 297, secondary))
    #expect(imaged.shownImageView?.frame.minX == 16)
    #expect(imaged.shownImageView?.frame.size == CGSize(width: 30, height: 30))
  }

  @Test("§42 valueCell(): the text at the leading margin, the secondary text ending at the trailing one")
  func valueFrames() throws {
    let h = ListHarness(Self.plain) { .valueCell() }
    h.show([
      [
        ListRow(id: 0, text: "Wi-Fi", secondary: "Home"),
        ListRow(id: 1, text: "Bluetooth", secondary: "On", image: true),
      ]
    ])
    #expect(itemFrames(h.view) == [[rect(0, 0, 375, 44), rect(0, 44, 375, 52)]])
    let plain = try #require(h.content(0))
    let home = T.width("Home", T.body)
    #expect(plain.shownTextLabel?.frame == rect(16, 11.5, T.width("Wi-Fi", T.body), 21))
    #expect(plain.shownSecondaryTextLabel?.frame == rect(359 - home, 11.5, home, 21))
    let imaged = try #require(h.content(1))
    let on = T.width("On", T.body)
    #expect(imaged.shownImageView?.frame == Self.image)
    #expect(imaged.shownTextLabel?.frame == rect(62, 15.5, T.width("Bluetooth", T.body), 21))
    #expect(imaged.shownSecondaryTextLabel?.frame == rect(359 - on, 15.5, on, 21))
  }

  @Test("§42 a long text wraps at the row's width and the row grows to 11 + its height + 11")
  func multiLineTextGrowsTheRow() throws {
    let long = Array(repeating: "A message long enough to wrap over several lines.", count: 4).joined(separator: " ")
    let h = ListHarness(Self.plain) { .cell() }
    h.show([[ListRow(id: 0, text: "Short"), ListRow(id: 1, text: long), ListRow(id: 2, text: long, image: true)]])
    let wrapped = T.height(long, T.body, width: 343)
    let narrower = T.height(long, T.body, width: 297)
    #expect(wrapped > 3 * 21 && narrower >= wrapped)
    #expect(
      itemFrames(h.view) == [
        [rect(0, 0, 375, 44), rect(0, 44, 375, 22 + wrapped), rect(0, 66 + wrapped, 375, 22 + narrower)]
      ])
    #expect(try #require(h.content(1)).shownTextLabel?.frame == rect(16, 11, 343, wrapped))
    #expect(try #require(h.content(2)).shownTextLabel?.frame == rect(62, 11, 297, narrower))
  }

  @Test("§42 the configuration's margins, paddings and image sizes are the layout's")
  func customMetrics() throws {
    let h = ListHarness(Self.plain) {
      var content = ListContentConfiguration.subtitleCell()
      content.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 10, trailing: 40)
      content.textToSecondaryTextVerticalPadding = 10
      content.imageToTextPadding = 4
      content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
      content.imageProperties.reservedLayoutSize = CGSize(width: 44, height: 0)
      return content
    }
    h.show([[ListRow(id: 0, text: "A", secondary: "B", image: true)]])
    let secondary = T.line(T.subheadline)
    #expect(itemFrames(h.view) == [[rect(0, 0, 375, 20 + 21 + 10 + secondary + 10)]])
    let content = try #require(h.content(0))
    // The 30-pt image scaled down to 20, centred in the 44-wide reserved area: x 30 + 12.
    #expect(content.shownImageView?.frame.minX == 42)
    #expect(content.shownImageView?.frame.size == CGSize(width: 20, height: 20))
    // 30 + 44 + 4 = 78; 375 − 40 − 78 = 257 wide.
    #expect(content.shownTextLabel?.frame == rect(78, 20, 257, 21))
    #expect(content.shownSecondaryTextLabel?.frame == rect(78, 51, 257, secondary))
  }

  @Test("§42 a configuration set again is handed to the same content view; the cell keeps it")
  func sameContentViewIsReused() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let original = cell.contentView
    var content = cell.defaultContentConfiguration()
    content.text = "One"
    cell.contentConfiguration = content
    let list = try #require(cell.contentView as? ListContentView)
    #expect(list !== original && original.superview == nil && list.superview === cell)
    #expect(list.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    content.text = "Two"
    cell.contentConfiguration = content
    #expect(cell.contentView === list)
    #expect(list.shownTextLabel?.text == "Two")
    cell.contentConfiguration = nil
    #expect(cell.contentView !== list && !(cell.contentView is ListContentView) && list.superview == nil)
  }
}
