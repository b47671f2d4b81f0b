import Foundation
import Scrollwork
import Testing

/// What `LayoutSnapshot` records for drawing: adjusted insets, paging, background
/// colours and a label's lines as `UILabel` draws them (UIKitBehaviour.md §4, §7.2).
@Suite struct SnapshotDrawingFieldsTests {
  @Test func scrollViewRecordsAdjustedInsetAndPaging() throws {
    let article = try Scenes.article()
    let snapshot = LayoutSnapshot(of: article.root)
    let scroll = try #require(snapshot.node(withID: "scroll"))
    #expect(scroll.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
    #expect(scroll.bounds == CGRect(x: 0, y: 100, width: 320, height: 416))
    #expect(scroll.contentSize == CGSize(width: 320, height: 755))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 8, bottom: 30))
    #expect(scroll.isPagingEnabled == false)
    #expect(snapshot.node(withID: "header")?.backgroundColor == "#007aff")
    #expect(snapshot.node(withID: "box")?.backgroundColor == "#34c759")
    #expect(snapshot.node(withID: "content")?.backgroundColor == nil)

    let pager = try Scenes.pager()
    let node = try #require(LayoutSnapshot(of: pager.root).node(withID: "pager"))
    #expect(node.isPagingEnabled)
    #expect(node.bounds == CGRect(x: 300, y: 0, width: 300, height: 150))
    #expect(node.contentSize == CGSize(width: 900, height: 150))
  }

  /// The label (16, 16, 288, 103) holds five lines of Inter 17 (line height
  /// 20.5739 = (asc − desc) × 17 / 2816): the block of 102.869 is centred in the
  /// pixel-rounded height 103, so the first line starts at 0.0653.
  @Test func labelRecordsTheLinesTheLayoutMeasured() throws {
    let article = try Scenes.article()
    let snapshot = LayoutSnapshot(of: article.root)
    let node = try #require(snapshot.node(withID: "title"))
    #expect(node.frame == CGRect(x: 16, y: 16, width: 288, height: 103))
    let text = try #require(node.textLayout)
    let font = Font.systemFont(ofSize: 17)
    let measured = article.title.textLayout(width: 288)
    #expect(text.lines.map(\.text) == measured.lines.map(\.text))
    #expect(
      text.lines.map(\.text) == [
        "Scroll views size their content from", "constraints: pin the content to the",
        "content guide, give it the frame", "guide's width, and the label wraps", "at the width it gets.",
      ])
    #expect(text.fontName == "Inter-Regular")
    #expect(text.familyName == "Inter")
    #expect(text.pointSize == 17)
    #expect(text.color == "#000000")
    #expect(text.alignment == "natural")
    let top = (103 - 5 * font.lineHeight) / 2
    for (index, line) in text.lines.enumerated() {
      let y = top + CGFloat(index) * font.lineHeight
      #expect(line.frame == CGRect(x: 0, y: y, width: measured.lines[index].width, height: font.lineHeight))
      #expect(line.baseline == y + font.ascender)
    }
  }

  @Test func centredLabelTooShortForItsTextDrawsTheLinesThatFit() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 45))
    label.text = "one two three four five six seven"
    label.numberOfLines = 0
    label.textAlignment = .center
    root.addSubview(label)
    let text = try #require(LayoutSnapshot(of: root).root.children.first?.textLayout)
    let font = Font.systemFont(ofSize: 17)
    // 45 / 20.57 fits two lines; the second is truncated at the tail (UILabel's default mode).
    let expected = TextLayout(
      text: "one two three four five six seven", font: font, width: 100, numberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    #expect(text.lines.map(\.text) == expected.lines.map(\.text))
    #expect(text.lines.count == 2)
    #expect(text.lines.last?.text.hasSuffix("…") == true)
    #expect(text.alignment == "center")
    let first = try #require(text.lines.first)
    #expect(first.frame.minX == (100 - expected.lines[0].width) / 2)
    #expect(first.frame.minY == (45 - 2 * font.lineHeight) / 2)
  }

  @Test func buttonTitleIsCentredInItsInsetBounds() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
    button.setTitle("Go")
    button.contentEdgeInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    root.addSubview(button)
    let text = try #require(LayoutSnapshot(of: root).root.children.first?.textLayout)
    let font = Font.systemFont(ofSize: 15)
    let width = font.width(of: "Go")
    #expect(text.lines.map(\.text) == ["Go"])
    #expect(text.color == "#007aff")
    let expected = CGRect(
      x: 20 + (100 - width) / 2, y: (40 - font.lineHeight) / 2, width: width, height: font.lineHeight)
    #expect(text.lines.first?.frame == expected)
  }

  @Test func newFieldsSurviveJSONAndAreOmittedWhenDefault() throws {
    let article = try Scenes.article()
    let snapshot = LayoutSnapshot(of: article.root)
    let json = snapshot.jsonString()
    #expect(try LayoutSnapshot(jsonString: json) == snapshot)
    #expect(json.contains("\"adjustedContentInset\" : {\n"))
    #expect(json.contains("\"baseline\" : "))
    let pager = LayoutSnapshot(of: try Scenes.pager().root)
    #expect(pager.jsonString().contains("\"isPagingEnabled\" : true"))
    #expect(try LayoutSnapshot(jsonString: pager.jsonString()) == pager)
    let plain = LayoutSnapshot(
      root: .init(id: "v0", type: "UIView", frame: .zero, bounds: .zero)
    ).jsonString()
    for key in ["adjustedContentInset", "isPagingEnabled", "backgroundColor", "textLayout"] {
      #expect(!plain.contains(key))
    }
  }

  @Test func labelWithAnEnormousHeightKeepsAllItsLines() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 1e300))
    label.text = "one two three"
    label.numberOfLines = 0
    root.addSubview(label)
    let text = try #require(LayoutSnapshot(of: root).root.children.first?.textLayout)
    #expect(text.lines.map(\.text) == ["one", "two", "three"])
  }
}
