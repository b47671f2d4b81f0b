import Foundation
import ScrollworkTestSupport
import Testing

@testable import ScrollworkText

/// The line-breaking classes of ASCII characters (looked up in a table since the feed
/// benchmark's third round) against the sets `LineBreakClass` documents, written out here
/// independently, and the break opportunities `MeasuredText` derives from them.
@Suite("LineBreakClass: ASCII classes")
struct LineBreakClassTests {
  /// The documented class of an ASCII byte (UAX #14 subset, see `LineBreakClass`).
  static func documentedClass(_ byte: UInt8) -> LineBreakClass {
    let character = Character(Unicode.Scalar(byte))
    if character.isASCII && (character.isLetter || character.isNumber) { return .alphanumeric }
    if " \t".contains(character) { return .space }
    if [0x0A, 0x0B, 0x0C, 0x0D].contains(byte) { return .hardBreak }
    if character == "-" { return .hyphen }
    if "!),.:;?]}".contains(character) { return .closing }
    if "([{".contains(character) { return .opening }
    return .other
  }

  @Test func everyASCIIScalarHasItsDocumentedClass() {
    for byte in UInt8(0)..<0x80 {
      #expect(
        LineBreakClass(Unicode.Scalar(byte)) == Self.documentedClass(byte),
        "U+\(String(byte, radix: 16, uppercase: true))")
    }
  }

  /// Random ASCII texts: each cluster's break opportunity and hanging-space flag are those
  /// the documented classes and the pair rule give, paragraph by paragraph (a hard break,
  /// CR LF counted once, starts a new one and has no cluster).
  @Test func measuredBreaksFollowTheDocumentedClasses() {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 0x5EED_0B4C).value)
    let font = Font.systemFont(ofSize: 17)
    // Bytes drawn group by group, so that every pair of classes (a space before `]`, a
    // hyphen between digits, ...) turns up often; the last group is every ASCII byte.
    let groups: [[UInt8]] =
      [
        "aZ5x0", " \t", "-", "!),.:;?]}", "([{", "#$%&*+/<=>@\\^_`|~\"'", "\n\r\u{0B}\u{0C}",
      ].map { Array($0.utf8) } + [Array(0..<0x80)]
    for _ in 0..<500 {
      let bytes = (0..<random.below(80)).map { _ in
        let group = groups[random.below(groups.count)]
        return group[random.below(group.count)]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let measured = MeasuredText(text: text, font: font, anyBoundary: false)
      var expected: [(breakBefore: Bool, isSpace: Bool)] = []
      var previous: LineBreakClass?
      var twoBefore: LineBreakClass?
      var i = 0
      while i < bytes.count {
        let current = Self.documentedClass(bytes[i])
        if current == .hardBreak {
          if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
          previous = nil
          twoBefore = nil
        } else {
          let allowed = previous.map {
            LineBreakClass.breakAllowed(after: $0, before: current, twoBefore: twoBefore)
          }
          expected.append((allowed ?? false, current == .space))
          twoBefore = previous
          previous = current
        }
        i += 1
      }
      #expect(measured.clusters.map(\.breakBefore) == expected.map(\.breakBefore), "\(bytes)")
      #expect(measured.clusters.map(\.isSpace) == expected.map(\.isSpace), "\(bytes)")
    }
  }
}
