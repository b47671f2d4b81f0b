import Foundation
import Scrollwork

/// SARIF 2.1.0 (the OASIS Static Analysis Results Interchange Format that GitHub
/// code scanning uploads): one run; `tool.driver` names scrollwork, its version and
/// every rule of ``LayoutRule/catalogue``; each result has its rule, level, message,
/// a physical location (the document's path relative to the current directory, the
/// start tag's line and column) and the Interface Builder object ids as logical
/// locations (kind `element`). Columns count Unicode code points (`columnKind`).
struct SARIFReporter: CheckReporter {
  static let name = "sarif"
  static let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  struct Log: Encodable {
    var schema = SARIFReporter.schema
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind = "unicodeCodePoints"
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }
  struct Text: Encodable { var text: String }
  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable { var level: String }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
  }
  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]?
  }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
  struct LogicalLocation: Encodable {
    var name: String
    var fullyQualifiedName: String
    var kind = "element"
  }

  /// The directory relative paths are made against (the current directory).
  var baseDirectory = FileManager.default.currentDirectoryPath

  func report(_ run: CheckRun) -> String {
    let rules = LayoutRule.catalogue
    let driver = Driver(
      name: "scrollwork", version: ScrollworkCommand.version,
      rules: rules.map { rule in
        Rule(
          id: rule.id, shortDescription: Text(text: rule.summary),
          fullDescription: Text(text: "\(rule.summary) \(rule.help)"),
          help: Text(text: "\(rule.help) Example: \(rule.example)"),
          defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue))
      })
    let results = run.findings.map { f in
      Result(
        ruleId: f.rule, ruleIndex: rules.firstIndex { $0.id == f.rule }, level: Self.level(f.severity),
        message: Text(text: f.sceneMessage),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: Self.uri(f.file, relativeTo: baseDirectory)),
              region: Region(startLine: max(1, f.line), startColumn: max(1, f.column))),
            logicalLocations: f.objectIDs.isEmpty
              ? nil
              : f.objectIDs.map { LogicalLocation(name: $0, fullyQualifiedName: "\(f.scene)/\($0)") })
        ])
    }
    return ReporterJSON.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
  }

  /// SARIF levels: `error`, `warning`, else `note`.
  static func level(_ severity: String) -> String {
    severity == "error" || severity == "warning" ? severity : "note"
  }

  /// `path` as a relative URI reference: relative to `base` when it lies inside it,
  /// `/` separators, each segment percent-encoded.
  static func uri(_ path: String, relativeTo base: String) -> String {
    var p = path
    if p.hasPrefix("/") {
      let b = base.hasSuffix("/") ? base : base + "/"
      if p.hasPrefix(b) { p = String(p.dropFirst(b.count)) }
    }
    while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;:")
    let segments = p.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }
    let joined = segments.joined(separator: "/")
    return p.hasPrefix("/") ? "file://" + joined : joined
  }
}
