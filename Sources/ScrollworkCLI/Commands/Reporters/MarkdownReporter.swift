/// A Markdown table for a pull-request comment: a heading with the counts, then one
/// row per finding (severity, place, rule, scene, message).
struct MarkdownReporter: CheckReporter {
  static let name = "markdown"
  static let summary = "a Markdown table for a pull-request comment"

  func report(_ run: CheckRun) -> String {
    let errors = run.findings.filter { $0.severity == "error" }.count
    let warnings = run.findings.count - errors
    let documents = run.files.count == 1 ? "1 document" : "\(run.files.count) documents"
    guard !run.findings.isEmpty else { return "### scrollwork check: no findings in \(documents)\n" }
    var counts: [String] = []
    if errors > 0 { counts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { counts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    var out = "### scrollwork check: \(counts.joined(separator: ", ")) in \(documents)\n\n"
    out += "| Severity | File | Line | Rule | Scene | Message |\n|---|---|---|---|---|---|\n"
    for f in run.findings {
      out +=
        "| \(f.severity) | \(Self.code(f.file)) | \(f.line):\(f.column) | \(Self.code(f.rule)) | \(Self.cell(f.scene)) | \(Self.cell(f.message)) |\n"
    }
    return out
  }

  /// Text in a table cell: `|` escaped, `<`, `>` and `&` as entities (no HTML gets
  /// through), line breaks as `<br>`.
  static func cell(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\r\n", with: "<br>").replacingOccurrences(of: "\n", with: "<br>")
  }

  /// Text as a code span in a table cell: `|` escaped (GitHub's tables allow `\|`
  /// inside code spans), wrapped in double backticks when it holds a backtick, line
  /// breaks as spaces (a code span cannot hold one).
  static func code(_ s: String) -> String {
    let text = s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
      .replacingOccurrences(of: "\n", with: " ")
    return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }
}
