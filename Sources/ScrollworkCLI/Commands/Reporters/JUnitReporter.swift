/// JUnit XML (read by Jenkins, GitLab, CircleCI, Azure Pipelines): one
/// `<testsuite>` per document; each finding a failed `<testcase>` named
/// `RULE at LINE:COLUMN`; a document without findings one passing `check` case.
struct JUnitReporter: CheckReporter {
  static let name = "junit"
  static let summary = "JUnit XML: a test suite per document, a failed test case per finding"

  func report(_ run: CheckRun) -> String {
    let tests = run.files.reduce(0) { sum, file in sum + max(1, run.findings.filter { $0.file == file }.count) }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"scrollwork check\" tests=\"\(tests)\" failures=\"\(run.findings.count)\">\n"
    for file in run.files {
      let findings = run.findings.filter { $0.file == file }
      let name = XMLText.escape(file)
      out += "  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\">\n"
      if findings.isEmpty { out += "    <testcase classname=\"\(name)\" name=\"check\"/>\n" }
      for f in findings {
        out += "    <testcase classname=\"\(name)\" name=\"\(XMLText.escape(f.rule)) at \(f.line):\(f.column)\">\n"
        out += "      <failure type=\"\(XMLText.escape(f.rule))\" message=\"\(XMLText.escape(f.sceneMessage))\">"
        out += XMLText.escape(XcodeReporter.line(f)) + "</failure>\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}
