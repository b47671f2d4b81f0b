import Foundation

/// Where the shared Interface Builder corpus and the committed fixtures are.
enum Corpus {
  /// The package root: two levels above this file's directory.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `../shared/corpus/ib` beside the package (CI's layout), else the machine-wide
  /// `/work/shared/corpus/ib` (a worktree elsewhere); nil when neither exists.
  static var directory: URL? {
    let candidates = [
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib"),
      URL(fileURLWithPath: "/work/shared/corpus/ib"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MANIFEST.tsv").path) }
  }

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
