import Foundation

/// File access for the Interface Builder commands (the libraries never read files).
enum DocumentFiles {
  /// The `.storyboard` and `.xib` files directly in `directory`, sorted by name.
  /// - Throws: a message when the directory cannot be listed.
  static func documents(in directory: String) throws -> [URL] {
    let url = URL(fileURLWithPath: directory)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { url.appendingPathComponent($0) }
  }

  /// The fixture file name for a document.
  static func fixtureName(for document: URL) -> String { document.lastPathComponent + ".oracle" }
}
