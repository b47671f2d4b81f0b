import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Random strings and random mutations of valid formats never crash: each either
/// yields constraints or throws a ``VisualFormatError`` whose caret lies inside
/// (or just past) the string. A fixed-seed SplitMix64 keeps runs reproducible
/// (`SCROLLWORK_PROPERTY_SEED` explores).
@Suite struct VisualFormatRobustnessTests {
  static let alphabet: [Character] = Array("HV:|-[]()@,=<>abcpadhi_01234567890.eE+ \t\u{E9}xyz")
  static let seeds = [
    "[a]-[b]", "|-20-[a]-20-|", "V:|-[a]-[b]-[c(>=20@500)]-|", "[a(>=50,<=100@750)]", "[a]-(>=8,<=20)-[b]",
    "[a]-(-10)-[b]", "|-pad-[a]", "[a(50@hi)]", "[a]->=20@750-[b]", "V:|[a]-(>=0@250)-|", "[a(==b)]",
    "H:|-[a]-[b(==a)]-|", "V:|-(60)-[a]-[b(86)]-[c]-|", "[a]-1e2-[b]", "[a(-.5)]", "[a(1e999)]-1e400-[b]",
    "|-inf-[a(nan)]",
  ]
  static let optionPool: [LayoutConstraint.FormatOptions] = [
    [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .directionLeftToRight, .spacingBaselineToBaseline,
    LayoutConstraint.FormatOptions(rawValue: UInt.max),
  ]

  func check(_ format: String, _ options: LayoutConstraint.FormatOptions, _ views: [String: Any]) {
    do {
      let constraints = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: format, options: options,
        metrics: ["pad": 12, "hi": 750, "z": -3.5, "inf": Double.infinity, "nan": Double.nan], views: views)
      #expect(constraints.allSatisfy { !$0.isActive })
    } catch {
      #expect(error.format == format)
      #expect(error.reason.hasPrefix("Unable to parse constraint format: "))
      if let index = error.index { #expect(index >= 0 && index <= format.utf8.count, "\(format)") }
    }
  }

  @Test("random strings and mutations of valid formats never crash")
  func neverCrashes() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x5C20_11F0).value)
    let superview = View(frame: .zero)
    let a = View()
    let b = View()
    let c = View()
    let orphan = View()
    for v in [a, b, c] { superview.addSubview(v) }
    let views: [String: Any] = ["a": a, "b": b, "c": c, "o": orphan, "x": "not a view"]
    for round in 0..<4000 {
      var text: [Character]
      if round % 2 == 0 {
        text = (0..<rng.below(24)).map { _ in rng.pick(Self.alphabet) }
      } else {
        text = Array(rng.pick(Self.seeds))
        for _ in 0...rng.below(4) {
          let i = rng.below(text.count + 1)
          switch rng.below(3) {
          case 0: text.insert(rng.pick(Self.alphabet), at: i)
          case 1 where i < text.count: text.remove(at: i)
          default: if i < text.count { text[i] = rng.pick(Self.alphabet) }
          }
        }
      }
      check(String(text), rng.pick(Self.optionPool), views)
    }
  }

  @Test("non-ASCII input is refused without a caret")
  func nonASCII() {
    do {
      _ = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: "[caf\u{E9}]", options: [], metrics: nil, views: [:])
      Issue.record("expected an error")
    } catch {
      #expect(error.reason == "Unable to parse constraint format: It contains non-ASCII characters.")
      #expect(error.index == nil)
    }
  }
}
