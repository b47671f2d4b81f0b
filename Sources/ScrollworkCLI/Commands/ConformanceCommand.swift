import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkIB

/// `scrollwork conformance DIR`: lays out every Interface Builder document in DIR on
/// its own canvas and compares the frames, and `check`'s misplaced and ambiguity
/// verdicts, with the ones Xcode stored.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Compare solved frames of .storyboard/.xib documents with Xcode's stored frames.",
    discussion: """
      Prints, per document, the views compared and within 0.5 pt, the worst mismatches
      and each scroll view's content size against the stored frames, and the verdicts:
      `check`'s misplaced and ambiguity findings on the document's canvas against the
      misplaced="YES" and ambiguous="YES" flags Xcode stored (precision and recall per
      flag and overall, the false positives and false negatives with scene, element
      and id, and the disagreements by cause over all documents); the last line is
      `conformance: N/M views (P%)`. Exit status 0 when at least 95% of views match
      and every content size outside the deviation manifest matches, 1 otherwise, 2
      for unusable input.

      Examples:
        scrollwork conformance ../shared/corpus/ib
        scrollwork conformance ../shared/corpus/ib \\
            --fixtures Tests/ScrollworkIBTests/Fixtures
        scrollwork conformance ../shared/corpus/ib \\
            --write-fixtures Tests/ScrollworkIBTests/Fixtures
      """
  )

  @Argument(help: "A directory of .storyboard and .xib files.")
  var directory: String

  @Option(name: .long, help: "Compare against committed fixtures in this directory (stale ones fail).")
  var fixtures: String?

  @Option(name: .long, help: "Write the extracted fixtures (DOC.oracle) into this directory and stop.")
  var writeFixtures: String?

  @Option(
    name: .long,
    help: "The deviation manifest (file<TAB>reason); default: DEVIATIONS.tsv in the fixtures directory if present.")
  var deviations: String?

  @Option(name: .long, help: "Frame mismatches and verdict disagreements listed per document.")
  var worst: Int = 3

  func run() throws {
    let files: [URL]
    do { files = try DocumentFiles.documents(in: directory) } catch {
      Terminal.standardError.write("error: cannot list \(directory): \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    if let out = writeFixtures {
      for file in files {
        let data = try Data(contentsOf: file)
        switch Result(catching: { () throws(IBError) -> IBFixture in
          try IBOracle.fixture(data: data, source: file.lastPathComponent)
        }) {
        case .success(let fixture):
          let target = URL(fileURLWithPath: out).appendingPathComponent(DocumentFiles.fixtureName(for: file))
          do { try OutputFile.write(fixture.text, to: target.path) } catch {
            Terminal.standardError.write("\(error)\n")
            throw ExitCode(2)
          }
        case .failure(let error):
          Terminal.standardError.write("\(file.path):\(error.line): error: \(error.message)\n")
        }
      }
      print("wrote \(files.count) fixtures to \(out)")
      return
    }
    var manifest: [String: String] = [:]
    let manifestPath =
      deviations ?? fixtures.map { URL(fileURLWithPath: $0).appendingPathComponent("DEVIATIONS.tsv").path }
    if let manifestPath, FileManager.default.fileExists(atPath: manifestPath) {
      let text = try String(contentsOfFile: manifestPath, encoding: .utf8)
      switch Result(catching: { () throws(IBError) -> [String: String] in try IBConformance.deviations(from: text) }) {
      case .success(let parsed): manifest = parsed
      case .failure(let error):
        Terminal.standardError.write("\(manifestPath):\(error.line): error: \(error.message)\n")
        throw ExitCode(2)
      }
    } else if deviations != nil {
      Terminal.standardError.write("error: no deviation manifest at \(manifestPath ?? "")\n")
      throw ExitCode(2)
    }
    var results: [IBConformance.DocumentResult] = []
    for file in files {
      let name = file.lastPathComponent
      let data: Data
      do { data = try Data(contentsOf: file) } catch {
        Terminal.standardError.write("error: cannot read \(file.path)\n")
        throw ExitCode(2)
      }
      var fixture: IBFixture?
      if let fixtures {
        let path = URL(fileURLWithPath: fixtures).appendingPathComponent(DocumentFiles.fixtureName(for: file))
        guard let text = try? String(contentsOf: path, encoding: .utf8) else {
          var missing = IBConformance.DocumentResult(file: name, deviation: manifest[name])
          missing.error = "no fixture \(path.lastPathComponent)"
          results.append(missing)
          continue
        }
        switch Result(catching: { () throws(IBError) -> IBFixture in try IBFixture(text: text) }) {
        case .success(let parsed): fixture = parsed
        case .failure(let error):
          var bad = IBConformance.DocumentResult(file: name, deviation: manifest[name])
          bad.error = "fixture \(path.lastPathComponent): \(error.description)"
          results.append(bad)
          continue
        }
      }
      results.append(IBConformance.run(data: data, file: name, fixture: fixture, deviation: manifest[name]))
    }
    let report = IBConformanceReport(documents: results)
    print(report.summary(worst: max(0, worst)))
    if !report.meetsTarget { throw ExitCode(1) }
  }
}
