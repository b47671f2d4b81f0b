import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// How `--pseudo-localize` lengthens text (IBPseudoLocalization): IBM's guideline by
/// length, or a fixed percentage; accented, padded with the text's own characters.
@Suite struct IBPseudoLocalizationTests {
  @Test func theGuidelineGrowsShortTextMost() {
    let guideline = IBPseudoLocalization()
    let lengths = [1, 10, 11, 20, 21, 30, 31, 50, 51, 70, 71, 500]
    #expect(lengths.map { guideline.growth(forLength: $0) } == [100, 100, 80, 80, 60, 60, 40, 40, 31, 31, 30, 30])
    #expect(IBPseudoLocalization(percent: 25).growth(forLength: 3) == 25)
    #expect(IBPseudoLocalization(percent: -5).percent == 0)
  }

  @Test func textIsAccentedAndPaddedWithItsOwnCharacters() {
    let guideline = IBPseudoLocalization()
    #expect(guideline.lengthen("Save") == "SávéSávé")
    #expect(guideline.lengthen("") == "")
    // 12 characters, +80%: 9.6 rounded up to 10 more.
    #expect(guideline.lengthen("Hello World!") == "Hélló Wórld!Hélló Wórl")
    // 12 characters, +40%: 4.8 rounded up to 5 more.
    #expect(IBPseudoLocalization(percent: 40).lengthen("Hello World!") == "Hélló Wórld!Hélló")
    // Line breaks stay where they are and are not repeated.
    #expect(IBPseudoLocalization(percent: 50).lengthen("Go\nup") == "Gó\núpGóú")
    #expect(IBPseudoLocalization(percent: 0).lengthen("Cancel") == "Çáñçél")
  }

  /// Property: the lengthened text is the accented text followed by
  /// ceil(length × growth / 100) characters, for any text and percentage.
  @Test func theLengthIsTheGrowthRoundedUp() {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 18).value)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ.,!?0123456789\né")
    for _ in 0..<200 {
      let count = Int(random.next() % 90)
      let text = String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      let percent: Int? = random.next() % 2 == 0 ? nil : Int(random.next() % 250)
      let p = IBPseudoLocalization(percent: percent)
      let out = p.lengthen(text)
      let growth = p.growth(forLength: text.count)
      let hasPool = text.contains { !$0.isNewline }
      let extra = hasPool ? (text.count * growth + 99) / 100 : 0
      #expect(out.count == text.count + extra, "\(text.debugDescription) \(growth)%")
      #expect(out.hasPrefix(String(text.map { IBPseudoLocalization.accents[$0] ?? $0 })))
    }
  }
}
