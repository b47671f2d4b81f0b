import Foundation
import Testing

@testable import ScrollworkText

/// Line breaking for multi-line labels (UIKitBehaviour.md §4): word wrapping at spaces, a word
/// wider than the line broken by character, hard breaks, hanging spaces, CJK, and strings
/// that must not crash. Expected widths come from the Inter fixture, not from `Font`.
@Suite("TextLayout line breaking (UIKitBehaviour.md §4)")
struct TextLayoutTests {
  let fixture: FontFixture
  let font = Font.systemFont(ofSize: 17)
  static let fox = "The quick brown fox jumps over the lazy dog"

  init() throws {
    fixture = try FontFixture.load("Inter-Regular")
  }

  func layout(
    _ text: String, width: CGFloat?, lines: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    TextLayout(text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  /// Greedy fill by grapheme (every character is one scalar here), from fixture advances:
  /// an independent oracle for character breaking.
  func characterWrapped(_ word: String, width: CGFloat) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in word {
      let candidate = current + String(character)
      if !current.isEmpty && fixture.width(candidate, size: 17) > width {
        lines.append(current)
        current = String(character)
      } else {
        current = candidate
      }
    }
    return lines + [current]
  }

  @Test(
    "§4 word wrapping of the pangram at 17 pt",
    arguments: [
      (CGFloat(100), ["The quick", "brown fox", "jumps over", "the lazy dog"]),
      (150.0, ["The quick brown", "fox jumps over the", "lazy dog"]),
      (200.0, ["The quick brown fox", "jumps over the lazy dog"]),
    ])
  func wrapsPangram(width: CGFloat, expected: [String]) {
    let result = layout(Self.fox, width: width)
    #expect(result.lines.map(\.text) == expected)
    for line in result.lines {
      #expect(line.width == fixture.width(line.text, size: 17), "\(line.text)")
      #expect(line.width <= width)
    }
    let widest = expected.map { fixture.width($0, size: 17) }.max() ?? 0
    #expect(result.size.width == widest)
    #expect(result.size.height == CGFloat(expected.count) * font.lineHeight)
    #expect(result.isTruncated == false)
  }

  @Test(
    "§4 unlimited width keeps one line per paragraph",
    arguments: [nil, 0, -5, .infinity] as [CGFloat?])
  func unlimitedWidth(width: CGFloat?) {
    let result = layout(Self.fox, width: width)
    #expect(result.lines.map(\.text) == [Self.fox])
    #expect(result.size.width == fixture.width(Self.fox, size: 17))
    #expect(result.size.height == font.lineHeight)
  }

  @Test("§4 a word longer than the width breaks by character")
  func longWordBreaksByCharacter() {
    let word = "Supercalifragilisticexpialidocious"
    let result = layout(word, width: 100)
    #expect(result.lines.map(\.text) == characterWrapped(word, width: 100))
    #expect(result.lines.count == 3)
    #expect(result.lines.map(\.text).joined() == word)
  }

  @Test("§4 a long word moves to its own line before breaking by character")
  func longWordAfterShortWord() {
    let word = "Supercalifragilisticexpialidocious"
    let result = layout("a " + word, width: 100)
    #expect(result.lines.map(\.text) == ["a"] + characterWrapped(word, width: 100))
  }

  @Test("§4 hard breaks: \\n, \\r\\n, U+2028, U+2029")
  func hardBreaks() {
    let result = layout("one\ntwo\r\nthree\u{2028}four\u{2029}five", width: nil)
    #expect(result.lines.map(\.text) == ["one", "two", "three", "four", "five"])
    #expect(layout("a\n", width: nil).lines.map(\.text) == ["a"])
    #expect(layout("\n", width: nil).lines.map(\.text) == [""])
    #expect(layout("a\n\nb", width: nil).lines.map(\.text) == ["a", "", "b"])
    let wrapped = layout("The quick brown fox\njumps", width: 100)
    #expect(wrapped.lines.map(\.text) == ["The quick", "brown fox", "jumps"])
  }

  @Test("§4 empty text has no lines and size (0, 0)")
  func emptyText() {
    let result = layout("", width: 100)
    #expect(result.lines.isEmpty)
    #expect(result.size == .zero)
    #expect(result.firstBaseline == 0)
    #expect(result.lastBaseline == 0)
  }

  @Test("§4 trailing spaces hang and do not count")
  func trailingSpaces() {
    let single = layout("Hello   ", width: nil)
    #expect(single.lines.map(\.text) == ["Hello"])
    #expect(single.size.width == fixture.width("Hello", size: 17))
    // "Hello   world" is 90.3+ pt wide; at 60 pt the spaces hang after "Hello".
    let wrapped = layout("Hello   world", width: 60)
    #expect(wrapped.lines.map(\.text) == ["Hello", "world"])
    #expect(wrapped.lines.first?.width == fixture.width("Hello", size: 17))
    let blank = layout("   ", width: 50)
    #expect(blank.lines.map(\.text) == [""])
    #expect(blank.size == CGSize(width: 0, height: font.lineHeight))
    // Leading spaces count.
    #expect(layout("  Hello", width: nil).size.width == fixture.width("  Hello", size: 17))
  }

  @Test("§4 baselines: ascender, then one line height per line")
  func baselines() {
    let result = layout(Self.fox, width: 150)
    #expect(result.firstBaseline == font.ascender)
    #expect(result.lastBaseline == 2 * font.lineHeight + font.ascender)
    #expect(result.lineHeight == font.lineHeight)
  }

  @Test("break after a hyphen between letters, and after ZWSP")
  func hyphenAndZeroWidthSpace() {
    // "well-known" is 92.7 pt, "known" 53.1 pt.
    #expect(layout("well-known", width: 60).lines.map(\.text) == ["well-", "known"])
    #expect(layout("abc\u{200B}def", width: 30).lines.map(\.text) == ["abc\u{200B}", "def"])
    // No break between "-" and a digit that does not follow a letter: the word char-breaks.
    let minus = layout("x -5000000", width: fixture.width("x -50", size: 17) + 0.5)
    #expect(minus.lines.first?.text == "x")
  }

  @Test("no break at a no-break space")
  func noBreakSpace() {
    let result = layout("ab\u{00A0}cd ef", width: fixture.width("ab\u{00A0}cd", size: 17) + 1)
    #expect(result.lines.map(\.text) == ["ab\u{00A0}cd", "ef"])
  }

  @Test("§4 CJK breaks between ideographs, not before closing punctuation")
  func cjkBreaking() {
    // Inter has no kana: each falls back to 1 em = 17 pt.
    let threeEm = layout("これは日本語の文章です。", width: 51)
    #expect(threeEm.lines.map(\.text) == ["これは", "日本語", "の文章", "です。"])
    #expect(threeEm.lines.allSatisfy { $0.width == 51 })
    // "。" may not start a line, so "い" moves down with it.
    #expect(layout("あい。う", width: 34).lines.map(\.text) == ["あ", "い。", "う"])
    // "「" may not end a line.
    #expect(layout("あ「いう」", width: 34).lines.map(\.text).first == "あ")
    let mixed = layout("Hello世界", width: fixture.width("Hello", size: 17) + 18)
    #expect(mixed.lines.map(\.text) == ["Hello世", "界"])
  }

  @Test("§4 byCharWrapping breaks at any grapheme")
  func characterWrapping() {
    let result = layout("The quick brown", width: 60, mode: .byCharWrapping)
    let first = result.lines.first?.text ?? ""
    #expect(fixture.width(first, size: 17) <= 60)
    #expect(!first.hasSuffix(" "))
    #expect(result.lines.map(\.text).joined(separator: " ").filter { $0 != " " } == "Thequickbrown")
    // Greedy: the next character would not have fit.
    let next = "The quick brown".dropFirst(first.count).prefix(1)
    #expect(fixture.width(first + next, size: 17) > 60)
  }

  @Test("emoji, ZWJ sequences, RTL text and lone combining marks never crash")
  func unusualStrings() {
    let text =
      "👨‍👩‍👧 family 🇯🇵 flags e\u{301} \u{301}lone שלום עולם مرحبا \u{FEFF}\u{200D}"
    for width: CGFloat? in [nil, 1, 20, 100] {
      for mode in LineBreakMode.allCases {
        let result = layout(text, width: width, lines: width == 20 ? 2 : 0, mode: mode)
        #expect(!result.lines.isEmpty)
        #expect(result.size.width.isFinite)
      }
    }
    // At 1 pt every grapheme cluster gets its own line and none is split.
    let narrow = layout("👨‍👩‍👧é🇯🇵", width: 1)
    #expect(narrow.lines.map(\.text) == ["👨‍👩‍👧", "é", "🇯🇵"])
    // ZWJ sequence: three emoji measured as .notdef, ZWJ measured 0 (no shaping).
    let notdef = fixture.points(fixture.notdefAdvance, size: 17)
    #expect(TextTestSupport.isClose(font.width(of: "👨‍👩‍👧"), 3 * notdef))
    #expect(layout("\u{301}", width: nil).lines.count == 1)
  }

  @Test("a cluster wider than the width overflows its line; size.width is capped")
  func clusterWiderThanWidth() {
    let result = layout("W", width: 5)
    #expect(result.lines.map(\.text) == ["W"])
    #expect(result.lines.first?.width == fixture.width("W", size: 17))
    #expect(result.size.width == 5)
  }

  @Test("alignment offsets")
  func alignment() {
    let result = layout("Hello", width: nil)
    let width = fixture.width("Hello", size: 17)
    #expect(result.originX(ofLine: 0, alignment: .left, in: 100) == 0)
    #expect(result.originX(ofLine: 0, alignment: .natural, in: 100) == 0)
    #expect(result.originX(ofLine: 0, alignment: .center, in: 100) == (100 - width) / 2)
    #expect(result.originX(ofLine: 0, alignment: .right, in: 100) == 100 - width)
    #expect(result.originX(ofLine: 3, alignment: .right, in: 100) == 0)
    #expect(TextAlignment.natural.rawValue == 4)
    #expect(LineBreakMode.byTruncatingMiddle.rawValue == 5)
  }

  @Test("equal inputs give equal layouts")
  func equatable() {
    #expect(layout(Self.fox, width: 150) == layout(Self.fox, width: 150))
    #expect(layout(Self.fox, width: 150) != layout(Self.fox, width: 100))
  }
}
