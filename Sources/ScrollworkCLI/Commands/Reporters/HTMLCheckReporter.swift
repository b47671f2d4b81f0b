import ScrollworkRender

/// The HTML page of `--report` (every scene on every device and orientation, with
/// its engine issues), each screen also listing the check's findings first seen
/// there, with their rule ids.
struct HTMLCheckReporter: CheckReporter {
  static let name = "html"
  static let summary = "one self-contained HTML page: every scene, device and orientation, with rule ids"

  func report(_ run: CheckRun) -> String {
    HTMLReport(title: "scrollwork check", files: run.pages).html()
  }
}
