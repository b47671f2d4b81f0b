import Scrollwork
import ScrollworkLayoutFile

extension CheckConfiguration {
  /// The keys of one rule's entry under `rules:`.
  static let ruleKeys = ["severity", "excluded", "excluded_scenes"]

  /// Reads `rules: {ID: {severity:, excluded:, excluded_scenes:}}` into ``exclusions``
  /// and returns the severities it sets, each with its node (for the caller to merge
  /// with the top-level `severity:`); every problem becomes an error at its place.
  mutating func readRules(
    _ node: YAMLNode, _ reader: YAMLReader
  ) -> [(id: String, severity: LayoutDiagnostic.Severity, node: YAMLNode)] {
    var severities: [(id: String, severity: LayoutDiagnostic.Severity, node: YAMLNode)] = []
    guard let entries = reader.mapping(node, "rules") else { return severities }
    for (id, idNode, entry) in entries {
      guard LayoutRule.named(id) != nil else {
        reader.error(idNode, "Unknown rule '\(id)' in rules; `scrollwork rules` lists them.")
        continue
      }
      guard let settings = reader.mapping(entry, "rules.\(id)") else { continue }
      var exclusions = exclusions[id] ?? RuleExclusions()
      for (key, keyNode, value) in settings {
        let place = "rules.\(id).\(key)"
        switch key {
        case "severity":
          guard let text = reader.string(value, place) else { continue }
          guard let severity = LayoutDiagnostic.Severity(rawValue: text) else {
            reader.error(value, "\(place) must be error or warning, not '\(text)'.")
            continue
          }
          severities.append((id, severity, value))
        case "excluded":
          exclusions.files += globs(value, place, reader)
        case "excluded_scenes":
          for item in list(value, place, reader) {
            if let name = reader.string(item, place) { exclusions.scenes.insert(name) }
          }
        default:
          reader.error(
            keyNode,
            "Unknown key '\(key)' in rules.\(id); a rule may have \(Self.ruleKeys.joined(separator: ", ")).")
        }
      }
      if !exclusions.files.isEmpty || !exclusions.scenes.isEmpty { self.exclusions[id] = exclusions }
    }
    return severities
  }
}
