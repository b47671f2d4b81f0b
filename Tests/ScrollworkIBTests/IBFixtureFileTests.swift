import Foundation
import Testing

@testable import ScrollworkIB

/// The committed conformance fixtures, checked without the corpus documents (a plain
/// clone has only these): each `.oracle` file reads, names the document it was extracted
/// from, and has a scene; `DEVIATIONS.tsv` reads and names only documents that have a
/// fixture. IBCorpusConformanceTests compares them with the documents when the corpus is
/// present.
@Suite struct IBFixtureFileTests {
  static func fixtureNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: Corpus.fixtures.path).filter { $0.hasSuffix(".oracle") }
      .sorted()
  }

  @Test func everyFixtureReadsAndNamesItsDocument() throws {
    let names = try Self.fixtureNames()
    #expect(!names.isEmpty, "no .oracle fixture in \(Corpus.fixtures.path)")
    for name in names {
      let text = try String(contentsOf: Corpus.fixtures.appendingPathComponent(name), encoding: .utf8)
      do {
        let fixture = try IBFixture(text: text)
        #expect(fixture.source + ".oracle" == name, "\(name) says its source is \(fixture.source)")
        #expect(fixture.generator == IBFixture.generatorVersion, "\(name): generator \(fixture.generator)")
        #expect(!fixture.scenes.isEmpty, "\(name) has no scene")
      } catch {
        Issue.record("\(name): \(error.message)")
      }
    }
  }

  @Test func deviationsManifestReadsAndNamesFixturedDocuments() throws {
    let text = try String(contentsOf: Corpus.fixtures.appendingPathComponent("DEVIATIONS.tsv"), encoding: .utf8)
    let manifest = try IBConformance.deviations(from: text)
    let documents = Set(try Self.fixtureNames().map { String($0.dropLast(".oracle".count)) })
    #expect(!manifest.isEmpty)
    #expect(Set(manifest.keys).subtracting(documents).sorted() == [], "manifest entries without a fixture")
    #expect(manifest.values.allSatisfy { !$0.isEmpty })
  }
}
