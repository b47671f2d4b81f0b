import Foundation
import ScrollworkRender

/// Everything a reporter may show about one `scrollwork check` run.
struct CheckRun {
  /// The findings in report order (file order, then the checker's order).
  var findings: [CheckRecord]
  /// Every document checked, in order, with or without findings.
  var files: [String]
  /// Every scene on every device and orientation, for the HTML reporter (empty
  /// unless it was asked for).
  var pages: [HTMLReport.File] = []
}

/// Writes a run's findings in one format. Each reporter is one type in its own file;
/// ``CheckReporters`` names them for `--reporter`. The types are shared between
/// threads (``CheckReporters/all`` is a global list of them), so their metatypes are
/// `SendableMetatype`; the reporters themselves need not be `Sendable`.
protocol CheckReporter: SendableMetatype {
  /// The `--reporter` name.
  static var name: String { get }
  /// One line for `--help` and the documentation.
  static var summary: String { get }
  /// The whole output, ending with a newline unless empty.
  func report(_ run: CheckRun) -> String
}

/// The reporters by name.
enum CheckReporters {
  /// Every reporter, in the order `--help` lists them.
  static let all: [any CheckReporter.Type] = [
    XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
    CheckstyleReporter.self, JUnitReporter.self, MarkdownReporter.self, HTMLCheckReporter.self,
  ]

  /// The reporter called `name`, or nil.
  static func named(_ name: String) -> (any CheckReporter)? {
    switch name {
    case XcodeReporter.name: XcodeReporter()
    case JSONReporter.name: JSONReporter()
    case SARIFReporter.name: SARIFReporter()
    case GitHubActionsReporter.name: GitHubActionsReporter()
    case CheckstyleReporter.name: CheckstyleReporter()
    case JUnitReporter.name: JUnitReporter()
    case MarkdownReporter.name: MarkdownReporter()
    case HTMLCheckReporter.name: HTMLCheckReporter()
    default: nil
    }
  }

  /// `xcode, json, …` for messages.
  static var names: String { all.map { $0.name }.joined(separator: ", ") }
}

/// Escaping for the XML reporters.
enum XMLText {
  /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab,
  /// newline and carriage return (not allowed in XML 1.0) as U+FFFD.
  static func escape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default:
        if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }
}

/// Encodes reporter documents as JSON: sorted keys, two-space indentation, slashes as they are.
enum ReporterJSON {
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain structs of strings and integers cannot fail.
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
