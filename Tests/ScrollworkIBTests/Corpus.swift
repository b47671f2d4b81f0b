import Foundation
import ScrollworkTestSupport
import Testing

/// Where the shared Interface Builder corpus and the committed fixtures are.
///
/// The corpus documents are not part of the package: tests that need them carry
/// `.enabled(if: Corpus.directory != nil, Corpus.absentMessage)` and are skipped, with that
/// message, in a plain clone; the committed fixtures are checked either way.
enum Corpus {
  /// The package root.
  static let packageRoot = TestPackage.root

  /// The environment variable that names the corpus directory explicitly.
  static let environmentVariable = "SCROLLWORK_IB_CORPUS"

  /// The corpus: the directory named by `SCROLLWORK_IB_CORPUS` if set, else
  /// `../shared/corpus/ib` beside the package; nil when it has no `MANIFEST.tsv`.
  static var directory: URL? {
    let candidate: URL
    if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
      candidate = URL(fileURLWithPath: path, relativeTo: packageRoot).standardizedFileURL
    } else {
      candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
    }
    return FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MANIFEST.tsv").path)
      ? candidate : nil
  }

  /// Why a corpus test is skipped.
  static let absentMessage = Comment(
    rawValue: "needs the Interface Builder corpus at ../shared/corpus/ib beside the package (or a directory "
      + "with MANIFEST.tsv named by SCROLLWORK_IB_CORPUS); the committed fixtures are checked without it")

  /// The committed fixtures.
  static let fixtures = packageRoot.appendingPathComponent("Tests/ScrollworkIBTests/Fixtures")

  /// The corpus documents, sorted by name.
  static func documents() throws -> [URL] {
    guard let directory else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }
}
