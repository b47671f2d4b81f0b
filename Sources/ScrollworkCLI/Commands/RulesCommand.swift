import ArgumentParser
import Foundation
import Scrollwork

/// `scrollwork rules`: the rule catalogue (``LayoutRule/catalogue``), as
/// `swiftlint rules` lists SwiftLint's.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules behind every finding: id, default severity, source, description.",
    discussion: """
      Examples:
        scrollwork rules
        scrollwork rules misplaced-view
        scrollwork rules --json
      """
  )

  @Argument(help: "Show one rule in full: description, fix and a minimal example.")
  var rule: String?

  @Flag(name: .long, help: "Print JSON: id, defaultSeverity, source, summary, help, example.")
  var json = false

  func run() throws {
    var rules = LayoutRule.catalogue
    if let rule {
      guard let found = LayoutRule.named(rule) else {
        throw ValidationError("Unknown rule '\(rule)'. `scrollwork rules` lists them.")
      }
      rules = [found]
    }
    if json {
      print(ReporterJSON.encode(rules), terminator: "")
    } else if let only = rules.first, rule != nil {
      print(Self.detail(only), terminator: "")
    } else {
      print(Self.table(rules), terminator: "")
    }
  }

  /// One line per rule: id, default severity, source, summary.
  static func table(_ rules: [LayoutRule]) -> String {
    var rows = [["id", "severity", "source", "description"]]
    for r in rules { rows.append([r.id, r.defaultSeverity.rawValue, r.source.rawValue, r.summary]) }
    return TextTable.render(rows)
  }

  /// Everything about one rule.
  static func detail(_ r: LayoutRule) -> String {
    """
    \(r.id) (\(r.defaultSeverity.rawValue), \(r.source.rawValue))
    \(r.summary)
    Fix: \(r.help)
    Example: \(r.example)

    """
  }
}
