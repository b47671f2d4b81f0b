import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// `rules:` in `.scrollwork.yml` (issue 18): a rule's `severity`, `excluded` files and
/// `excluded_scenes`, end to end through the built `scrollwork` and through the reader.
@Suite struct CheckRuleExclusionTests {
  /// The `misplaced-view` line `check` prints for `CheckReporterDocuments.findings`
  /// at `path` in a scene titled `scene`.
  static func misplaced(_ path: String, scene: String = "Reporter Scene", severity: String = "warning") -> String {
    "\(path):12:29: \(severity): [\(scene)] 'Banner, top: 5%' (mis-00-aaa) is misplaced: the document stores (20, 40, 100, 50), the constraints give (40, 40, 100, 50) [misplaced-view]"
  }

  /// A directory with the findings storyboard at `App/Legacy/Scene.storyboard` and
  /// `App/Screens/Scene.storyboard`, and a copy whose scene is titled `Other Scene`
  /// (scene id `scn-00-bbb`) at `App/Screens/Other.storyboard`; `config` as its
  /// `.scrollwork.yml`. The caller removes it.
  static func project(config: String) throws -> URL {
    let dir = try CheckReporterDocuments.directory()
    let fm = FileManager.default
    for folder in ["App/Legacy", "App/Screens"] {
      try fm.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
      try Data(CheckReporterDocuments.findings.utf8).write(
        to: dir.appendingPathComponent("\(folder)/Scene.storyboard"))
    }
    let other = CheckReporterDocuments.findings.replacingOccurrences(
      of: #"title="Reporter Scene""#, with: #"title="Other Scene""#
    ).replacingOccurrences(of: #"sceneID="scn-00-aaa""#, with: #"sceneID="scn-00-bbb""#)
    try Data(other.utf8).write(to: dir.appendingPathComponent("App/Screens/Other.storyboard"))
    try Data(config.utf8).write(to: dir.appendingPathComponent(".scrollwork.yml"))
    return dir
  }

  /// `check` on the three project documents, its finding lines for `misplaced-view`
  /// and for `ambiguous-layout`, and its status.
  static func check(_ dir: URL) throws -> (misplaced: [String], ambiguous: [String], status: Int32) {
    let result = try CommandRunner.run(
      ["check", "App/Legacy/Scene.storyboard", "App/Screens/Scene.storyboard", "App/Screens/Other.storyboard"],
      in: dir)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    return (
      lines.filter { $0.hasSuffix("[misplaced-view]") }, lines.filter { $0.hasSuffix("[ambiguous-layout]") },
      result.status
    )
  }

  static let legacy = "App/Legacy/Scene.storyboard"
  static let screens = "App/Screens/Scene.storyboard"
  static let other = "App/Screens/Other.storyboard"

  /// The `ambiguous-layout` lines without any configuration: every document has them.
  static func unconfiguredAmbiguous() throws -> [String] {
    let dir = try project(config: "")
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try check(dir)
    #expect(run.misplaced == [misplaced(legacy), misplaced(screens), misplaced(other, scene: "Other Scene")])
    #expect(
      Set(run.ambiguous.map { $0.prefix { $0 != ":" } }) == [Substring(legacy), Substring(screens), Substring(other)])
    return run.ambiguous
  }

  @Test("excluded: the rule is silent in the files its globs match, reports elsewhere, keeps its severity override")
  func excludedFiles() throws {
    let ambiguous = try Self.unconfiguredAmbiguous()
    let dir = try Self.project(
      config: "rules:\n  misplaced-view:\n    severity: error\n    excluded: [App/Legacy/**]\n")
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try Self.check(dir)
    #expect(
      run.misplaced == [
        Self.misplaced(Self.screens, severity: "error"),
        Self.misplaced(Self.other, scene: "Other Scene", severity: "error"),
      ])
    // Other rules still report in the excluded file.
    #expect(run.ambiguous == ambiguous)
    #expect(run.status == 1)
  }

  @Test("excluded_scenes: by scene name, scene id or object id, only for that rule")
  func excludedScenes() throws {
    let ambiguous = try Self.unconfiguredAmbiguous()
    let cases: [(String, [String])] = [
      // The name as check prints it in brackets (a title, quoted for its space).
      (#"["Reporter Scene"]"#, [Self.misplaced(Self.other, scene: "Other Scene")]),
      // One string is a list of one.
      ("Other Scene", [Self.misplaced(Self.legacy), Self.misplaced(Self.screens)]),
      // The scene id: only Other.storyboard's scene has scn-00-bbb.
      ("[scn-00-bbb]", [Self.misplaced(Self.legacy), Self.misplaced(Self.screens)]),
      ("[scn-00-aaa]", [Self.misplaced(Self.other, scene: "Other Scene")]),
      // The misplaced view's own id, in every scene.
      ("[mis-00-aaa]", []),
      (
        "[NoSuchScene]",
        [Self.misplaced(Self.legacy), Self.misplaced(Self.screens), Self.misplaced(Self.other, scene: "Other Scene")]
      ),
    ]
    for (list, expected) in cases {
      let dir = try Self.project(config: "rules:\n  misplaced-view: {excluded_scenes: \(list)}\n")
      defer { try? FileManager.default.removeItem(at: dir) }
      let run = try Self.check(dir)
      #expect(run.misplaced == expected, "excluded_scenes: \(list)")
      #expect(run.ambiguous == ambiguous, "excluded_scenes: \(list)")
    }
  }

  @Test("rules: problems are errors at their line and column, every one")
  func badRulesEntries() {
    let text = """
      severity: {clipped-text: warning}
      rules:
        misplaced-view:
          severity: fatal
          exclude: [App/Legacy/**]
          excluded_scenes: {Legacy: yes}
        no-such-rule: {severity: error}
        off-screen: [App/Legacy/**]
        clipped-text: {severity: error}

      """
    do {
      _ = try CheckConfiguration.parse(text, path: "c.yml", directory: "/p")
      Issue.record("parsed")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "c.yml:4:15: error: rules.misplaced-view.severity must be error or warning, not 'fatal'.",
          "c.yml:5:5: error: Unknown key 'exclude' in rules.misplaced-view; a rule may have severity, excluded, excluded_scenes.",
          "c.yml:6:22: error: rules.misplaced-view.excluded_scenes must be a list, not a mapping.",
          "c.yml:7:3: error: Unknown rule 'no-such-rule' in rules; `scrollwork rules` lists them.",
          "c.yml:8:15: error: rules.off-screen must be a mapping (key: value), not a list.",
          "c.yml:9:28: error: rules.clipped-text.severity is error but severity.clipped-text is warning.",
        ])
    }
  }

  @Test("rules: read into severities and exclusions; the top-level keys still work beside it")
  func rulesRead() throws {
    let text = """
      disabled_rules: [off-screen]
      severity: {ambiguous-layout: warning}
      rules:
        clipped-text:
          severity: error
          excluded: App/Legacy/**
          excluded_scenes: [LegacyViewController, "Xyz-ab-123"]
        misplaced-view: {severity: error}

      """
    let config = try CheckConfiguration.parse(text, path: "/p/c.yml", directory: "/p")
    #expect(config.disabledRules == ["off-screen"])
    #expect(config.severities == ["ambiguous-layout": .warning, "clipped-text": .error, "misplaced-view": .error])
    #expect(
      config.exclusions == [
        "clipped-text": RuleExclusions(files: [Glob("App/Legacy/**")], scenes: ["LegacyViewController", "Xyz-ab-123"])
      ])
    let record = CheckRecord(
      rule: "clipped-text", severity: "warning", file: "/p/App/Legacy/A.xib", line: 3, column: 5, scene: "Main",
      objectIDs: ["lbl-1"], viewNames: ["Title"], device: "iphone-se-1", orientation: "portrait", message: "m")
    #expect(config.apply(record) == nil)
    var elsewhere = record
    elsewhere.file = "/p/App/New/A.xib"
    var expected = elsewhere
    expected.severity = "error"
    #expect(config.apply(elsewhere) == expected)
    #expect(config.apply(elsewhere, sceneID: "Xyz-ab-123") == nil)
    var legacyScene = elsewhere
    legacyScene.scene = "LegacyViewController"
    #expect(config.apply(legacyScene) == nil)
    // The exclusions are clipped-text's alone.
    var misplaced = record
    misplaced.rule = "misplaced-view"
    expected = misplaced
    expected.severity = "error"
    #expect(config.apply(misplaced, sceneID: "Xyz-ab-123") == expected)
  }
}
