/// Checkstyle XML (the format Jenkins' warnings plugin, reviewdog and many CI
/// dashboards read): one `<file>` per document checked, one `<error>` per finding,
/// `source` = `scrollwork.RULE`.
struct CheckstyleReporter: CheckReporter {
  static let name = "checkstyle"
  static let summary = "Checkstyle XML: <file name=…><error line column severity message source/>"

  func report(_ run: CheckRun) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in run.files {
      let findings = run.findings.filter { $0.file == file }
      if findings.isEmpty {
        out += "  <file name=\"\(XMLText.escape(file))\"/>\n"
        continue
      }
      out += "  <file name=\"\(XMLText.escape(file))\">\n"
      for f in findings {
        out +=
          "    <error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(XMLText.escape(f.severity))\""
          + " message=\"\(XMLText.escape(f.sceneMessage))\" source=\"scrollwork.\(XMLText.escape(f.rule))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}
