import Foundation
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Properties of the pieces of `check`'s CI support, over many generated inputs (a
/// fixed-seed SplitMix64 keeps runs reproducible; `SCROLLWORK_PROPERTY_SEED` explores): baselines, globs, columns and
/// the reporters' escaping.
@Suite struct CheckPropertyTests {
  static func record(_ rng: inout SplitMix64) -> CheckRecord {
    CheckRecord(
      rule: rng.pick(["misplaced-view", "off-screen", "ambiguous-layout"]), severity: rng.pick(["error", "warning"]),
      file: rng.pick(["A.xib", "./A.xib", "B.storyboard"]), line: 1 + rng.below(50), column: 1 + rng.below(40),
      scene: rng.pick(["S", "T"]), objectIDs: rng.below(4) == 0 ? [] : [rng.pick(["a", "b", "c"])], viewNames: [],
      device: "document", orientation: "portrait", message: rng.pick(["m", "n"]))
  }

  /// A baseline of any sub-multiset of the findings leaves exactly the others, in
  /// their order, whatever their lines and columns have become.
  @Test func baselineRemovesExactlyWhatItHolds() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x18_C4EC).value)
    for _ in 0..<300 {
      let records = (0..<rng.below(12)).map { _ in Self.record(&rng) }
      let accepted = records.filter { _ in rng.below(2) == 0 }
      // Lines and columns move; the baseline still matches.
      let moved = records.map { r -> CheckRecord in
        var m = r
        m.line += 7
        m.column += 3
        return m
      }
      let remaining = CheckBaseline(findings: accepted).new(in: moved)
      // Each accepted finding absorbs one equal-keyed finding, the first one left.
      var pool = accepted.map(CheckBaseline.key)
      var expected: [CheckRecord] = []
      for m in moved {
        if let i = pool.firstIndex(of: CheckBaseline.key(m)) { pool.remove(at: i) } else { expected.append(m) }
      }
      #expect(remaining == expected)
      #expect(CheckBaseline(findings: records).new(in: moved).isEmpty)
      #expect(CheckBaseline(findings: []).new(in: moved) == moved)
    }
  }

  /// A path matches the glob spelled as itself, and `**/NAME` matches it at any depth.
  @Test func globsMatchThemselvesAtAnyDepth() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x6_10B).value)
    let names = ["App", "Base.lproj", "a b", "x", "Main.storyboard", "V.xib", "ä"]
    for _ in 0..<300 {
      let parts = (0..<(1 + rng.below(5))).map { _ in rng.pick(names) }
      let path = parts.joined(separator: "/")
      #expect(Glob(path).matches(path))
      #expect(Glob("**/" + parts.last!).matches(path))
      #expect(Glob("**").matches(path))
      #expect(Glob(parts[0]).matches(path))
      // A literal segment that is not in the path never matches it.
      #expect(!Glob(path + "/nothing-here").matches(path))
    }
  }

  /// The column of a start tag is its indentation plus one, whatever the
  /// indentation and the (non-ASCII) text before it.
  @Test func columnIsIndentationPlusOne() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xC01).value)
    for _ in 0..<300 {
      let prefix = String((0..<rng.below(30)).map { _ in rng.pick([" ", "\t", "é", "字"]) as Character })
      let id = "i\(rng.below(1000))"
      let text = "<root>\n\(prefix)<view id=\"\(id)\" userLabel=\"a &amp; b\"/>\n"
      let tag = DocumentSource(data: Data(text.utf8)).startTag(line: 2, id: id)
      #expect(tag?.column == prefix.unicodeScalars.count + 1)
      #expect(tag?.attributes["userLabel"] == "a & b")
    }
  }

  /// XML escaping: the text parses back to itself (XML 1.0 characters).
  @Test func xmlEscapingRoundTrips() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x3_A1).value)
    let alphabet: [Character] = Array("<>&\"' a\n\tz%é")
    for _ in 0..<200 {
      let s = String((0..<rng.below(20)).map { _ in rng.pick(alphabet) })
      let xml = "<a b=\"\(XMLText.escape(s))\"/>"
      final class Reader: NSObject, XMLParserDelegate {
        var value: String?
        func parser(
          _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
          attributes: [String: String] = [:]
        ) { value = attributes["b"] }
      }
      let reader = Reader()
      let parser = XMLParser(data: Data(xml.utf8))
      parser.delegate = reader
      #expect(parser.parse())
      #expect(reader.value == s)
    }
  }
}
