import Foundation
import Testing

@testable import ScrollworkRender

/// Number formatting and escaping: what makes output byte-stable and well-formed.
@Suite struct MarkupTests {
  @Test(
    arguments: [
      (12.0, "12"), (41.666666, "41.667"), (-0.0001, "0"), (0.5, "0.5"), (-3.25, "-3.25"), (100.0004, "100"),
      (0.0305, "0.031"), (1e20, "0"), (.infinity, "0"), (.nan, "0"), (-.infinity, "0"), (2.01, "2.01"),
    ] as [(CGFloat, String)])
  func numbersHaveAtMostThreeDecimalsAndNoNegativeZero(value: CGFloat, text: String) {
    #expect(Markup.number(value) == text)
  }

  @Test func escapeHandlesMarkupCharactersAndForbiddenControls() {
    #expect(Markup.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
    #expect(Markup.escape("tab\there\nnull\u{0}bell\u{7}") == "tab\there\nnull\u{FFFD}bell\u{FFFD}")
    #expect(Markup.escape("é ✓ 日本") == "é ✓ 日本")
  }

  @Test func fontFamilyKeepsOnlySafeCharacters() {
    #expect(Markup.fontFamily("Inter-Regular") == "Inter-Regular")
    #expect(Markup.fontFamily("Evil'; }</style>") == "Evil style")
    #expect(Markup.fontFamily("\"'") == "Font")
  }

  @Test func wrapBreaksAtSpacesAndCutsLongWords() {
    #expect(Markup.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(Markup.wrap("abcdefghijkl", width: 8) == ["abcdefgh", "ijkl"])
    #expect(Markup.wrap("a\n\nb", width: 20) == ["a", "", "b"])
  }
}
