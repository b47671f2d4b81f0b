import Foundation
import Testing

/// A text snapshot stored under `Tests/ScrollworkRenderTests/__Snapshots__/`.
///
/// ``assertSnapshot(_:named:sourceLocation:)`` compares text with the stored file.
/// With `RECORD_SNAPSHOTS=1` in the environment the file is (re)written and the
/// test fails, so a recording run can never pass by accident; a missing file fails
/// with the path and the command that records it.
enum SnapshotFile {
  /// What a comparison found.
  enum Outcome: Equatable {
    case matched
    /// The file was written (recording mode).
    case recorded(path: String)
    /// No file and not recording.
    case missing(path: String)
    /// The first differing line (1-based) and both versions of it (nil past the end).
    case mismatch(path: String, line: Int, expected: String?, actual: String?)
  }

  /// The snapshot directory, found from this file's path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Snapshots__")

  /// Whether `RECORD_SNAPSHOTS=1` is set.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// Compares (or records) `text` against the file at `url`.
  /// - Throws: file system errors while writing.
  static func compare(_ text: String, at url: URL, recording: Bool) throws -> Outcome {
    if recording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return .recorded(path: url.path)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else { return .missing(path: url.path) }
    let stored = String(decoding: data, as: UTF8.self)
    if stored == text { return .matched }
    let expectedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] {
      index += 1
    }
    return .mismatch(
      path: url.path, line: index + 1, expected: index < expectedLines.count ? String(expectedLines[index]) : nil,
      actual: index < actualLines.count ? String(actualLines[index]) : nil)
  }

  /// The message recorded for an outcome other than `.matched`.
  static func message(for outcome: Outcome) -> String? {
    switch outcome {
    case .matched:
      return nil
    case .recorded(let path):
      return "Recorded snapshot \(path). Recording fails the test: run again without RECORD_SNAPSHOTS=1."
    case .missing(let path):
      return "No snapshot at \(path). Run `RECORD_SNAPSHOTS=1 swift test --filter ScrollworkRenderTests` to "
        + "record it, check the file, then run again without RECORD_SNAPSHOTS."
    case .mismatch(let path, let line, let expected, let actual):
      return "Snapshot \(path) differs at line \(line).\n  expected: \(expected ?? "<end of file>")\n"
        + "  actual:   \(actual ?? "<end of file>")\nRe-record with RECORD_SNAPSHOTS=1 if the change is intended."
    }
  }

  /// Big base64 payloads (embedded fonts) replaced by their length, so snapshot
  /// files stay small and readable (and still well-formed SVG/HTML: the marker has
  /// no markup characters); the payload itself is checked by its own test.
  static func elidingBase64(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let marker = rest.range(of: ";base64,") {
      out += rest[..<marker.upperBound]
      let tail = rest[marker.upperBound...]
      let end =
        tail.firstIndex { !($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=") } ?? tail.endIndex
      out += "elided-\(tail.distance(from: tail.startIndex, to: end))-base64-characters"
      rest = tail[end...]
    }
    return out + rest
  }
}

/// Fails the current test unless `text` equals the snapshot `__Snapshots__/<name>`
/// (see ``SnapshotFile``); base64 payloads are elided first.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = SnapshotFile.directory.appendingPathComponent(name)
  do {
    let outcome = try SnapshotFile.compare(
      SnapshotFile.elidingBase64(text), at: url, recording: SnapshotFile.isRecording)
    if let message = SnapshotFile.message(for: outcome) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(Comment(rawValue: "Could not write snapshot \(url.path): \(error)"), sourceLocation: sourceLocation)
  }
}
