import Foundation

/// The findings a project has accepted for now (`--write-baseline FILE`), so that
/// `--baseline FILE` reports only new ones: a legacy project adopts `check` today and
/// fails only on what it changes.
///
/// A finding is matched by rule, file and object ids, never by line (lines move with
/// every edit above them); a finding without object ids by rule, file, scene and
/// message. Each baseline entry absorbs one finding, so a second finding of the same
/// rule on the same object is new. The file is the JSON reporter's document (schema
/// version 1), so it is readable and diffs well.
struct CheckBaseline: Sendable, Equatable {
  /// The accepted findings.
  var findings: [CheckRecord]

  /// What a finding is matched by.
  /// Paths are compared relative to the current directory (`./A.xib`, `A.xib` and
  /// its absolute path are one file), so a baseline written on one machine works on
  /// another.
  static func key(_ r: CheckRecord) -> String {
    var file = CheckInputs.shortest(r.file, currentDirectory: FileManager.default.currentDirectoryPath)
    while file.hasPrefix("./") { file.removeFirst(2) }
    let object = r.objectIDs.isEmpty ? "\(r.scene)|\(r.message)" : r.objectIDs.joined(separator: ",")
    return "\(r.rule)|\(file)|\(object)"
  }

  /// Reads a baseline written by ``write(to:)``.
  /// - Throws: a `ValidationError`-style message naming the file when it cannot be
  ///   read or is not a version-1 findings document.
  static func load(path: String) throws(CheckInputError) -> CheckBaseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CheckInputError(path: path, message: "cannot read the baseline")
    }
    guard let document = try? JSONDecoder().decode(JSONReporter.Document.self, from: data) else {
      throw CheckInputError(path: path, message: "not a baseline: expected {\"version\": 1, \"findings\": [...]}")
    }
    guard document.version == JSONReporter.schemaVersion else {
      throw CheckInputError(path: path, message: "baseline version \(document.version) is not supported (1 is)")
    }
    return CheckBaseline(findings: document.findings)
  }

  /// The baseline's text.
  var text: String {
    ReporterJSON.encode(JSONReporter.Document(version: JSONReporter.schemaVersion, findings: findings))
  }

  /// `records` without those the baseline accepts, in their order.
  func new(in records: [CheckRecord]) -> [CheckRecord] {
    var accepted: [String: Int] = [:]
    for f in findings { accepted[Self.key(f), default: 0] += 1 }
    return records.filter { r in
      let key = Self.key(r)
      guard let n = accepted[key], n > 0 else { return true }
      accepted[key] = n - 1
      return false
    }
  }
}

/// A file `check` cannot use (a baseline, a configuration, a file list), exit status 2.
struct CheckInputError: Error, Sendable, Equatable, CustomStringConvertible {
  var path: String
  var message: String
  var description: String { "\(path): error: \(message)" }
}
