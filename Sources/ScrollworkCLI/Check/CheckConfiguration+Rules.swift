import Scrollwork
import ScrollworkIB
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

extension CheckConfiguration {
  /// `content_sizes`: a list of Dynamic Type sizes (or one), by the names
  /// `--content-sizes` takes (`large`, `accessibilityExtraLarge`, `AX5`), or `all`;
  /// each unknown name is an error at its place.
  func contentSizes(_ node: YAMLNode, _ key: String, _ reader: YAMLReader) -> [ContentSizeCategory] {
    var categories: [ContentSizeCategory] = []
    for item in list(node, key, reader) {
      guard let name = reader.string(item, key) else { continue }
      if name == "all" {
        categories += ContentSizeCategory.allCategories
      } else if let category = ContentSizeCategory(name: name) {
        categories.append(category)
      } else {
        reader.error(
          item,
          "Unknown content size category '\(name)': one of \(ContentSizeCategory.names.joined(separator: ", ")), or AX1 … AX5."
        )
      }
    }
    return categories
  }

  /// The Dynamic Type sizes the configuration asks for: `content_sizes`, else every
  /// size when `opt_in_rules` lists `clipped-text-dynamic-type` (each label is reported
  /// at the smallest size that clips it), else none.
  var contentSizesToCheck: [ContentSizeCategory] {
    if let contentSizes { return contentSizes }
    return optInRules.contains("clipped-text-dynamic-type") ? ContentSizeCategory.allCategories : []
  }

  /// How the configuration asks to lengthen texts: `pseudo_localize` (which wins, `false`
  /// included), else IBM's guideline when `opt_in_rules` lists `clipped-text-localized`,
  /// else nil.
  var pseudoLocalizationToCheck: IBPseudoLocalization? {
    if let pseudoLocalization { return pseudoLocalization.localization }
    return optInRules.contains("clipped-text-localized") ? IBPseudoLocalization(percent: nil) : nil
  }
}
