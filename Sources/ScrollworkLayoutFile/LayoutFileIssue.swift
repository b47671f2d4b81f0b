import Foundation

/// One problem found in a layout file, with where it is: `FILE:LINE:COLUMN`.
///
/// Lines and columns count from 1; columns count Unicode scalars, as libyaml does.
/// A problem that belongs to the whole file (it cannot be read, it is too large)
/// has line and column 0 and prints as `FILE: error: …`.
public struct LayoutFileIssue: Sendable, Equatable, CustomStringConvertible {
  /// Whether the file cannot be used (`error`) or a part of it was ignored (`warning`).
  public enum Severity: String, Sendable {
    case error
    case warning
  }

  /// The file's path as given.
  public let path: String
  /// 1-based line, 0 for the whole file.
  public let line: Int
  /// 1-based column, 0 for the whole file.
  public let column: Int
  /// Error or warning.
  public let severity: Severity
  /// What is wrong, in one sentence.
  public let message: String

  /// Creates an issue.
  public init(path: String, line: Int, column: Int, severity: Severity = .error, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: message` (or `FILE: error: message` without a place).
  public var description: String {
    let place = line > 0 ? "\(path):\(line):\(column)" : path
    return "\(place): \(severity.rawValue): \(message)"
  }
}

/// Every error found in a layout file (never only the first), plus its warnings:
/// what ``LayoutFile/init(document:path:)`` and ``LayoutFile/build(device:orientation:contentSizeCategory:)``
/// throw (and the `scrollwork` tool's `LayoutFile.load(path:)` and `LayoutFile.parse(_:path:)`).
public struct LayoutFileErrors: Error, Sendable, CustomStringConvertible {
  /// The issues in file order (line, then column); at least one is an error.
  public let issues: [LayoutFileIssue]

  /// Creates the error from issues, sorted by place (stable).
  public init(_ issues: [LayoutFileIssue]) {
    self.issues = LayoutFileErrors.sorted(issues)
  }

  /// The errors only.
  public var errors: [LayoutFileIssue] { issues.filter { $0.severity == .error } }

  /// One issue per line.
  public var description: String { issues.map(\.description).joined(separator: "\n") }

  /// Issues ordered by line, then column, keeping the order of equal places.
  static func sorted(_ issues: [LayoutFileIssue]) -> [LayoutFileIssue] {
    issues.enumerated().sorted { a, b in
      (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
    }.map(\.element)
  }
}
