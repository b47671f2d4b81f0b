/// `{"version": 1, "findings": [...]}`: every ``CheckRecord`` field, keys sorted.
/// The schema is versioned: fields are only ever added within version 1; a field
/// renamed or removed makes version 2 (`Documentation/CommandLine.md`).
struct JSONReporter: CheckReporter {
  static let name = "json"
  static let summary = "a versioned JSON document: {\"version\": 1, \"findings\": [...]}"
  /// The schema version written.
  static let schemaVersion = 1

  struct Document: Codable, Equatable {
    var version: Int
    var findings: [CheckRecord]
  }

  func report(_ run: CheckRun) -> String {
    ReporterJSON.encode(Document(version: Self.schemaVersion, findings: run.findings))
  }
}
