import Foundation
import Testing

@testable import ScrollworkText

/// numberOfLines caps and the line-break modes on the last visible line (UIKitBehaviour.md §4:
/// "numberOfLines = n > 0: height capped at n lines ... byTruncatingTail (truncates only the
/// last visible line)").
@Suite("TextLayout numberOfLines and truncation (UIKitBehaviour.md §4)")
struct TextTruncationTests {
  let fixture: FontFixture
  let font = Font.systemFont(ofSize: 17)
  static let fox = "The quick brown fox jumps over the lazy dog"

  init() throws {
    fixture = try FontFixture.load("Inter-Regular")
  }

  func layout(
    _ text: String, width: CGFloat?, lines: Int, mode: LineBreakMode
  ) -> TextLayout {
    TextLayout(text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test("§4 word wrapping drops the lines past numberOfLines")
  func wordWrappingCap() {
    let result = layout(Self.fox, width: 100, lines: 2, mode: .byWordWrapping)
    #expect(result.lines.map(\.text) == ["The quick", "brown fox"])
    #expect(result.size.height == 2 * font.lineHeight)
    #expect(result.isTruncated)
    #expect(result.lastBaseline == font.lineHeight + font.ascender)
  }

  @Test("§4 tail truncation ends the last visible line with an ellipsis that fits")
  func tailTruncation() {
    let result = layout(Self.fox, width: 100, lines: 2, mode: .byTruncatingTail)
    #expect(result.lines.map(\.text) == ["The quick", "brown fox…"])
    let last = result.lines[1]
    #expect(last.width == fixture.width("brown fox…", size: 17))
    #expect(last.width <= 100)
    // One more character would not fit.
    #expect(fixture.width("brown fox j…", size: 17) > 100)
  }

  @Test("§4 a single line with a width is truncated, never wrapped")
  func singleLineTruncates() {
    let tail = layout(Self.fox, width: 150, lines: 1, mode: .byTruncatingTail)
    #expect(tail.lines.map(\.text) == ["The quick brown…"])
    #expect(tail.size.height == font.lineHeight)
    #expect(tail.size.width == fixture.width("The quick brown…", size: 17))

    let head = layout(Self.fox, width: 150, lines: 1, mode: .byTruncatingHead)
    #expect(head.lines.map(\.text) == ["…ver the lazy dog"])
    #expect(head.lines[0].width == fixture.width("…ver the lazy dog", size: 17))

    let middle = layout(Self.fox, width: 150, lines: 1, mode: .byTruncatingMiddle)
    let text = middle.lines[0].text
    #expect(text.hasPrefix("The qu"))
    #expect(text.hasSuffix("dog"))
    #expect(text.contains("…"))
    #expect(middle.lines[0].width == fixture.width(text, size: 17))
    #expect(middle.lines[0].width <= 150)

    let words = layout(Self.fox, width: 150, lines: 1, mode: .byWordWrapping)
    #expect(words.lines.map(\.text) == ["The quick brown"])
  }

  @Test("§4 clipping keeps the rest of the paragraph on the last line")
  func clipping() {
    let result = layout(Self.fox, width: 150, lines: 1, mode: .byClipping)
    #expect(result.lines.map(\.text) == [Self.fox])
    #expect(result.lines[0].width == fixture.width(Self.fox, size: 17))
    #expect(result.size.width == 150)
    #expect(result.isTruncated)
  }

  @Test("§4 text that fits is never truncated")
  func fittingTextIsUntouched() {
    let result = layout("Hello", width: 150, lines: 1, mode: .byTruncatingTail)
    #expect(result.lines.map(\.text) == ["Hello"])
    #expect(result.isTruncated == false)
    let exact = layout(Self.fox, width: 200, lines: 2, mode: .byTruncatingTail)
    #expect(exact.lines.map(\.text) == ["The quick brown fox", "jumps over the lazy dog"])
  }

  @Test("§4 lines cut off below the last visible one add an ellipsis")
  func verticalOverflow() {
    let result = layout("a\nb\nc", width: nil, lines: 2, mode: .byTruncatingTail)
    #expect(result.lines.map(\.text) == ["a", "b…"])
    let words = layout("a\nb\nc", width: nil, lines: 2, mode: .byWordWrapping)
    #expect(words.lines.map(\.text) == ["a", "b"])
  }

  @Test("§4 the ellipsis alone when nothing else fits")
  func onlyEllipsis() {
    let result = layout("Hello", width: 5, lines: 1, mode: .byTruncatingTail)
    #expect(result.lines.map(\.text) == ["…"])
    #expect(result.size.width == 5)
  }

  @Test("numberOfLines 0 or negative means unlimited")
  func unlimitedLines() {
    #expect(layout(Self.fox, width: 100, lines: 0, mode: .byTruncatingTail).lines.count == 4)
    #expect(layout(Self.fox, width: 100, lines: -1, mode: .byTruncatingTail).lines.count == 4)
    #expect(layout(Self.fox, width: 100, lines: 9, mode: .byTruncatingTail).lines.count == 4)
  }
}
