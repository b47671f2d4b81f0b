import Foundation

/// A progress bar on stderr for batches: shown only on a terminal and only once the
/// batch has taken more than a second, redrawn in place, erased by ``finish()``.
final class Progress {
  let total: Int
  let label: String
  private var done = 0
  private let start = Date()
  private var shown = false
  private let terminal = Terminal.standardError

  init(total: Int, label: String) {
    self.total = max(total, 1)
    self.label = label
  }

  /// Counts `steps` more items done and redraws when due.
  func advance(by steps: Int = 1) {
    done = min(total, done + steps)
    guard isatty(terminal.descriptor) == 1, Date().timeIntervalSince(start) > 1 else { return }
    shown = true
    let width = 30
    let filled = width * done / total
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    terminal.write("\r\(label) [\(bar)] \(done)/\(total)")
  }

  /// Erases the bar, if it was shown.
  func finish() {
    if shown { terminal.write("\r\u{1B}[K") }
  }
}
