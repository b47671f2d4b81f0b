import Foundation

/// Where the tool writes, and whether it may use colour there.
///
/// Colour (ANSI escapes) is used only when the stream is a terminal and `NO_COLOR`
/// is unset, so pipes, files and CI logs get plain text.
struct Terminal: Sendable {
  /// The file descriptor written to.
  let descriptor: Int32

  static let standardOutput = Terminal(descriptor: 1)
  static let standardError = Terminal(descriptor: 2)

  /// Whether the stream is a terminal that takes colour.
  var usesColor: Bool {
    isatty(descriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// Writes `text` as is (no newline added).
  func write(_ text: String) {
    let handle = descriptor == 2 ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data(text.utf8))
  }

  /// `text` in red (errors), when colour is on.
  func red(_ text: String) -> String { usesColor ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
  /// `text` in yellow (warnings), when colour is on.
  func yellow(_ text: String) -> String { usesColor ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
  /// `text` in bold (headings), when colour is on.
  func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
