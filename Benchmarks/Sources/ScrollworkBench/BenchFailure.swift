import Foundation

/// Why a benchmark run stopped: a failed answer check, a solver error or an I/O
/// problem. `main` prints ``message`` to stderr and exits with status 1.
struct BenchFailure: Error, CustomStringConvertible {
  /// What went wrong, with the values involved.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }

  /// Fails with `message()` unless `condition` holds (the `assert` of the Python scripts;
  /// a NaN makes any comparison false, so it fails too).
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchFailure) {
    if !condition { throw BenchFailure(message()) }
  }
}

/// Writes one line to stderr (progress table, usage and failure messages).
func printError(_ line: String) {
  FileHandle.standardError.write((line + "\n").data(using: .utf8) ?? Data())
}
