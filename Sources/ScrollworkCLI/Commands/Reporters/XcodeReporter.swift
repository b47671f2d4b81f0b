/// `FILE:LINE:COLUMN: warning: [scene] message [rule-id]`, one line per finding: the
/// form compilers print, which Xcode, editors and most CI systems annotate.
struct XcodeReporter: CheckReporter {
  static let name = "xcode"
  static let summary = "FILE:LINE:COLUMN: warning: [scene] message [rule-id] (the default)"

  func report(_ run: CheckRun) -> String {
    run.findings.map { Self.line($0) + "\n" }.joined()
  }

  /// One finding's line, without the newline.
  static func line(_ f: CheckRecord) -> String {
    "\(f.file):\(f.line):\(f.column): \(f.severity): \(f.sceneMessage) [\(f.rule)]"
  }
}
