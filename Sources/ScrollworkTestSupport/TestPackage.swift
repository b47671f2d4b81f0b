import Foundation

/// Where the package's files are, for tests, fixtures and tools that read them: found
/// from this file's path (`#filePath`), never from the working directory or a bundle, so
/// that `swift test` finds them from any folder.
public enum TestPackage {
  /// The package root: three levels above this file
  /// (`Sources/ScrollworkTestSupport/TestPackage.swift`).
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ScrollworkTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // package root

  /// `relativePath` (with `/` between its components) under the package root.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}
