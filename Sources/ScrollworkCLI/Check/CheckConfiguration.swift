import Foundation
import Scrollwork
import ScrollworkLayoutFile
import Yams

/// `.scrollwork.yml`: how `scrollwork check` runs in a project, the way
/// `.swiftlint.yml` configures SwiftLint. Command-line options win over it.
///
/// ```yaml
/// included: [App/**/*.storyboard, App/**/*.xib]   # globs, relative to this file
/// excluded: [Pods, App/Legacy/**]
/// disabled_rules: [clipped-text]
/// opt_in_rules: [clipped-text-localized]          # off unless listed (or asked for below)
/// severity: {misplaced-view: error}
/// rules:
///   clipped-text:
///     severity: error                             # same as severity: above
///     excluded: [App/Legacy/**]                   # no clipped-text findings there
///     excluded_scenes: [LegacyViewController, Xyz-ab-123]
/// reporter: sarif
/// devices: [iphone-se-1, iphone-15]
/// orientations: both                              # or [portrait, landscape]
/// content_sizes: [extraExtraExtraLarge, AX5]       # clipped-text-dynamic-type
/// pseudo_localize: true                            # or a percentage: 40
/// ```
///
/// Every key is optional; an unknown key, an unknown rule id, device, reporter or
/// orientation is an error at its line and column (exit status 2).
struct CheckConfiguration: Sendable, Equatable {
  /// The file's path (nil for the defaults, when no file was found).
  var path: String?
  /// The directory globs are relative to: the configuration file's.
  var directory: String
  var included: [Glob] = []
  var excluded: [Glob] = []
  var disabledRules: Set<String> = []
  /// The opt-in rules turned on by `opt_in_rules` (ids from ``optInRuleIDs``).
  var optInRules: Set<String> = []
  /// Severity overrides by rule id.
  var severities: [String: LayoutDiagnostic.Severity] = [:]
  /// Where each rule (by id) does not apply, from `rules:`.
  var exclusions: [String: RuleExclusions] = [:]
  var reporter: String?
  /// Device preset names.
  var devices: [String]?
  var orientations: [DeviceOrientation]?
  /// The Dynamic Type sizes to check (`content_sizes`, as `--content-sizes`).
  var contentSizes: [ContentSizeCategory]?
  /// `pseudo_localize`: true (IBM's guideline), false, or a percentage (as
  /// `--pseudo-localize` and `--pseudo-localize-percent`); nil when not set.
  var pseudoLocalization: PseudoLocalizationSetting?

  /// The keys a configuration may have.
  static let keys = [
    "included", "excluded", "disabled_rules", "severity", "rules", "reporter", "devices", "orientations",
    "content_sizes", "pseudo_localize", "opt_in_rules",
  ]
  /// The rules that are off unless a configuration lists them in `opt_in_rules` (or an
  /// option or key asks for their pass: `--content-sizes`/`content_sizes`,
  /// `--pseudo-localize`/`pseudo_localize`), as SwiftLint's opt-in rules: each needs an
  /// extra layout pass per scene.
  static let optInRuleIDs = ["clipped-text-dynamic-type", "clipped-text-localized"]
  /// The file name looked for.
  static let fileName = ".scrollwork.yml"

  /// The defaults: nothing included or excluded, every rule on at its default severity.
  init(directory: String) { self.directory = directory }

  /// The nearest `.scrollwork.yml` in `directory` or one of its ancestors, or nil.
  static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    // Bounded by the path's depth; the bound also guards against a parent that
    // never settles.
    for _ in 0...url.pathComponents.count {
      let candidate = url.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent().standardizedFileURL
      if parent.path == url.path { return nil }
      url = parent
    }
    return nil
  }

  /// Reads the configuration at `path`.
  /// - Throws: ``LayoutFileErrors`` with every problem at its line and column (an
  ///   unreadable file at line 0).
  static func load(path: String) throws(LayoutFileErrors) -> CheckConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LayoutFileErrors([
        LayoutFileIssue(path: path, line: 0, column: 0, message: "Cannot read the configuration file.")
      ])
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try parse(String(decoding: data, as: UTF8.self), path: path, directory: directory)
  }

  /// Reads a configuration's text; `directory` anchors its globs.
  /// - Throws: ``LayoutFileErrors`` with every problem found.
  static func parse(_ text: String, path: String, directory: String) throws(LayoutFileErrors) -> CheckConfiguration {
    let reader = YAMLReader(path: path)
    var config = CheckConfiguration(directory: directory)
    config.path = path
    let composed: Node?
    do {
      composed = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      let (place, message) = LayoutFile.describe(error)
      throw LayoutFileErrors([LayoutFileIssue(path: path, line: place.line, column: place.column, message: message)])
    } catch {
      throw LayoutFileErrors([LayoutFileIssue(path: path, line: 1, column: 1, message: "YAML error: \(error)")])
    }
    // An empty file is the defaults.
    guard let composed else { return config }
    let budget = LayoutFile.nodeBudget(forLength: text.utf8.count)
    if let over = LayoutFile.exceedsBudget(composed, budget: budget) {
      throw LayoutFileErrors([
        LayoutFileIssue(
          path: path, line: over.mark?.line ?? 1, column: over.mark?.column ?? 1,
          message: "The document expands to more than \(budget) nodes (an alias bomb?); refused.")
      ])
    }
    let root = try YAMLNode(composed: composed, lines: LayoutFile.sourceLines(text), path: path)
    guard let pairs = reader.mapping(root, "The configuration") else { throw LayoutFileErrors(reader.issues) }
    var ruleSeverities: [(id: String, severity: LayoutDiagnostic.Severity, node: YAMLNode)] = []
    for (key, keyNode, value) in pairs {
      switch key {
      case "included": config.included = config.globs(value, key, reader)
      case "excluded": config.excluded = config.globs(value, key, reader)
      case "disabled_rules":
        for node in config.list(value, key, reader) {
          if let id = config.rule(node, key, reader) { config.disabledRules.insert(id) }
        }
      case "severity":
        guard let entries = reader.mapping(value, "severity") else { continue }
        for (id, idNode, level) in entries {
          guard LayoutRule.named(id) != nil else {
            reader.error(idNode, "Unknown rule '\(id)' in severity; `scrollwork rules` lists them.")
            continue
          }
          guard let text = reader.string(level, "severity.\(id)") else { continue }
          guard let severity = LayoutDiagnostic.Severity(rawValue: text) else {
            reader.error(level, "severity.\(id) must be error or warning, not '\(text)'.")
            continue
          }
          config.severities[id] = severity
        }
      case "rules":
        ruleSeverities += config.readRules(value, reader)
      case "reporter":
        guard let name = reader.string(value, key) else { continue }
        if CheckReporters.named(name) == nil {
          reader.error(value, "Unknown reporter '\(name)': \(CheckReporters.names).")
        } else {
          config.reporter = name
        }
      case "devices":
        var names: [String] = []
        for node in config.list(value, key, reader) {
          guard let name = reader.string(node, key) else { continue }
          if Device.named(name) == nil {
            reader.error(node, "Unknown device '\(name)'; `scrollwork devices` lists the presets.")
          } else {
            names.append(name)
          }
        }
        config.devices = names
      case "orientations":
        var list: [DeviceOrientation] = []
        for node in config.list(value, key, reader) {
          guard let name = reader.string(node, key) else { continue }
          if name == "both" {
            list += [.portrait, .landscape]
          } else if let o = DeviceOrientation(rawValue: name) {
            list.append(o)
          } else {
            reader.error(node, "Bad orientation '\(name)': portrait, landscape or both.")
          }
        }
        config.orientations = list
      case "opt_in_rules":
        for node in config.list(value, key, reader) {
          guard let id = config.rule(node, key, reader) else { continue }
          if optInRuleIDs.contains(id) {
            config.optInRules.insert(id)
          } else {
            reader.error(
              node,
              "'\(id)' is on by default; opt_in_rules lists the opt-in rules: \(optInRuleIDs.joined(separator: ", ")).")
          }
        }
      case "content_sizes":
        config.contentSizes = config.contentSizes(value, key, reader)
      case "pseudo_localize":
        config.pseudoLocalization = PseudoLocalizationSetting.read(value, key, reader)
      default:
        reader.error(keyNode, "Unknown key '\(key)'; a configuration may have \(keys.joined(separator: ", ")).")
      }
    }
    // `severity:` and `rules:` may both set a rule's severity, but not differently.
    for (id, severity, node) in ruleSeverities {
      if let other = config.severities[id], other != severity {
        reader.error(node, "rules.\(id).severity is \(severity.rawValue) but severity.\(id) is \(other.rawValue).")
      } else {
        config.severities[id] = severity
      }
    }
    if reader.hasErrors { throw LayoutFileErrors(reader.issues) }
    return config
  }

  /// A list, or one scalar as a list of one (`devices: iphone-15`, `orientations: both`).
  func list(_ node: YAMLNode, _ key: String, _ reader: YAMLReader) -> [YAMLNode] {
    if case .scalar = node { return [node] }
    return reader.sequence(node, key) ?? []
  }

  func globs(_ node: YAMLNode, _ key: String, _ reader: YAMLReader) -> [Glob] {
    list(node, key, reader).compactMap { reader.string($0, key).map(Glob.init) }
  }

  func rule(_ node: YAMLNode, _ key: String, _ reader: YAMLReader) -> String? {
    guard let id = reader.string(node, key) else { return nil }
    guard LayoutRule.named(id) != nil else {
      reader.error(node, "Unknown rule '\(id)' in \(key); `scrollwork rules` lists them.")
      return nil
    }
    return id
  }

  /// `path` relative to the configuration's directory (paths outside it as given).
  func relative(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let base = URL(fileURLWithPath: directory).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
  }

  /// Whether an `excluded` glob matches the file.
  func isExcluded(_ path: String) -> Bool {
    let r = relative(path)
    return excluded.contains { $0.matches(r) }
  }

  /// The record as configured: nil when its rule is disabled or excluded for its
  /// file, scene (`sceneID`: the id of the scene it is in, when known) or objects,
  /// else with the configured severity.
  func apply(_ record: CheckRecord, sceneID: String? = nil) -> CheckRecord? {
    if disabledRules.contains(record.rule) { return nil }
    if let rule = exclusions[record.rule],
      rule.excludes(
        relativePath: relative(record.file), scene: record.scene, sceneID: sceneID, objectIDs: record.objectIDs)
    {
      return nil
    }
    var r = record
    if let s = severities[record.rule] { r.severity = s.rawValue }
    return r
  }
}
