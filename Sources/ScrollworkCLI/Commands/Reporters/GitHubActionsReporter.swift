/// GitHub Actions workflow commands, one per finding:
/// `::warning file=F,line=L,col=C,title=RULE::[scene] message`. GitHub shows them as
/// annotations on the pull request's changed lines.
///
/// Escaping follows GitHub's toolkit (`@actions/core` `command.ts`): in the message
/// `%`, `\r` and `\n` become `%25`, `%0D` and `%0A`; in the properties also `:` and
/// `,` become `%3A` and `%2C`.
struct GitHubActionsReporter: CheckReporter {
  static let name = "github-actions"
  static let summary = "::warning file=…,line=…,col=…,title=RULE::message (GitHub annotations)"

  func report(_ run: CheckRun) -> String {
    run.findings.map { f in
      let command = f.severity == "error" ? "error" : "warning"
      let properties = [
        "file=\(Self.property(f.file))", "line=\(f.line)", "col=\(f.column)", "title=\(Self.property(f.rule))",
      ]
      return "::\(command) \(properties.joined(separator: ","))::\(Self.data(f.sceneMessage))\n"
    }.joined()
  }

  /// A message escaped: `%`, `\r`, `\n`.
  static func data(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value escaped: as ``data(_:)``, and `:` and `,`.
  static func property(_ s: String) -> String {
    data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
