import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// `.scrollwork.yml`, `--baseline`, `--stdin`, exit codes and `scrollwork rules`
/// (issue 18), end to end through the built `scrollwork`, plus the pieces (globs,
/// the configuration reader, baseline matching) directly.
@Suite struct CheckConfigurationTests {
  /// Runs `scrollwork ARGS` in `dir`, with `input` on standard input when given.
  static func run(_ arguments: [String], in dir: URL, input: String? = nil) throws -> CommandRunner.Result {
    try CommandRunner.run(arguments, in: dir, input: input)
  }

  // MARK: Configuration file

  @Test func unknownKeysAreErrorsWithTheirLineAndExitTwo() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("reporter: json\nseverity:\n  misplaced-view: error\nexclude: [Pods]\n".utf8)
      .write(to: dir.appendingPathComponent(".scrollwork.yml"))
    let result = try Self.run(["check", "Scene.storyboard"], in: dir)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        ".scrollwork.yml:4:1: error: Unknown key 'exclude'; a configuration may have included, excluded, disabled_rules, severity, rules, reporter, devices, orientations, content_sizes, pseudo_localize, opt_in_rules.\n"
      ))
  }

  @Test func badValuesAreErrorsEachAtItsPlace() throws {
    let text = "disabled_rules: [misplaced-view, no-such-rule]\nseverity: {clipped-text: fatal}\ndevices: [iphone-99]\n"
    #expect(throws: LayoutFileErrors.self) {
      try CheckConfiguration.parse(text, path: "c.yml", directory: "/p")
    }
    do {
      _ = try CheckConfiguration.parse(text, path: "c.yml", directory: "/p")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "c.yml:1:34: error: Unknown rule 'no-such-rule' in disabled_rules; `scrollwork rules` lists them.",
          "c.yml:2:26: error: severity.clipped-text must be error or warning, not 'fatal'.",
          "c.yml:3:11: error: Unknown device 'iphone-99'; `scrollwork devices` lists the presets.",
        ])
    }
  }

  @Test("an alias bomb in a configuration is refused, not expanded (the same budget as layout files)")
  func aliasBombRefused() {
    var lines = ["lol0: &lol0 lol"]
    for i in 1...9 {
      let refs = Array(repeating: "*lol\(i - 1)", count: 10).joined(separator: ",")
      lines.append("lol\(i): &lol\(i) [\(refs)]")
    }
    lines.append("devices: [iphone-15]")
    let caught = #expect(throws: LayoutFileErrors.self) {
      try CheckConfiguration.parse(lines.joined(separator: "\n") + "\n", path: "c.yml", directory: "/p")
    }
    #expect(
      caught?.issues.map(\.description) == [
        "c.yml:1:7: error: The document expands to more than 1000000 nodes (an alias bomb?); refused."
      ])
  }

  @Test("aliases within the budget read as the nodes they name")
  func aliasesWithinBudget() throws {
    let text = "devices: &d [iphone-15, iphone-se-2]\nincluded: [a.yaml]\nexcluded: *d\n"
    let config = try CheckConfiguration.parse(text, path: "c.yml", directory: "/p")
    #expect(config.devices == ["iphone-15", "iphone-se-2"])
    #expect(config.excluded.map(\.pattern) == ["iphone-15", "iphone-se-2"])
  }

  @Test func configurationFoundUpwardsDisablesRulesAndOverridesSeverity() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // The file sits above the directory the command runs in.
    let sub = dir.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: dir.appendingPathComponent("Scene.storyboard"), to: sub.appendingPathComponent("Scene.storyboard"))
    try Data("disabled_rules: [ambiguous-layout]\nseverity:\n  misplaced-view: error\n".utf8)
      .write(to: dir.appendingPathComponent(".scrollwork.yml"))
    let result = try Self.run(["check", "Scene.storyboard"], in: sub)
    #expect(
      result.stdout
        == "Scene.storyboard:12:29: error: [Reporter Scene] 'Banner, top: 5%' (mis-00-aaa) is misplaced: the document stores (20, 40, 100, 50), the constraints give (40, 40, 100, 50) [misplaced-view]\n"
    )
    // The override made the warning an error, so the run fails.
    #expect(result.status == 1)
  }

  @Test func includedAndExcludedGlobsPickTheDocuments() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    for folder in ["App/Screens", "Pods/Lib", "App/Legacy"] {
      try fm.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let clean = try Data(contentsOf: dir.appendingPathComponent("Clean.xib"))
    for path in [
      "App/Screens/A.xib", "App/Screens/B.xib", "Pods/Lib/C.xib", "App/Legacy/D.xib", "App/Screens/notes.txt",
    ] {
      try clean.write(to: dir.appendingPathComponent(path))
    }
    try Data("included: ['App/**/*.xib', 'Pods/**']\nexcluded: [App/Legacy, 'Pods/*/C.xib']\nreporter: junit\n".utf8)
      .write(to: dir.appendingPathComponent(".scrollwork.yml"))
    let result = try Self.run(["check"], in: dir)
    #expect(result.status == 0)
    let suites = result.stdout.split(separator: "\n").filter { $0.contains("<testsuite ") }
    #expect(
      suites.map { String($0) } == [
        "  <testsuite name=\"App/Screens/A.xib\" tests=\"1\" failures=\"0\">",
        "  <testsuite name=\"App/Screens/B.xib\" tests=\"1\" failures=\"0\">",
      ])
  }

  @Test func baselinePathsAreTheSameFileHoweverWritten() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Written with a relative path, read with an absolute and a ./ path.
    #expect(try Self.run(["check", "Scene.storyboard", "--write-baseline", "b.json"], in: dir).status == 0)
    for path in [dir.appendingPathComponent("Scene.storyboard").path, "./Scene.storyboard"] {
      let result = try Self.run(["check", path, "--baseline", "b.json"], in: dir)
      #expect(result.stdout == "")
      #expect(result.status == 0)
    }
    // Without the baseline the same run fails (the ambiguous view is an error).
    #expect(try Self.run(["check", "./Scene.storyboard"], in: dir).status == 1)
  }

  @Test func badConfigurationFilesExitTwo() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let cases: [(text: String, error: String)] = [
      ("- a\n- b\n", "c.yml:1:1: error: The configuration must be a mapping (key: value), not a list."),
      ("reporter: [json\n", "c.yml:2:1: error: YAML syntax error"),
      ("orientations: sideways\n", "c.yml:1:15: error: Bad orientation 'sideways': portrait, landscape or both."),
      (
        "reporter: yaml\n",
        "c.yml:1:11: error: Unknown reporter 'yaml': xcode, json, sarif, github-actions, checkstyle, junit, markdown, html."
      ),
    ]
    for (text, error) in cases {
      try Data(text.utf8).write(to: dir.appendingPathComponent("c.yml"))
      let result = try Self.run(["check", "Clean.xib", "--config", "c.yml"], in: dir)
      #expect(result.status == 2, "\(text)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix(error), "\(text)")
    }
    let missing = try Self.run(["check", "Clean.xib", "--config", "none.yml"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.stderr == "none.yml: error: Cannot read the configuration file.\n")
    // An empty file is the defaults.
    try Data().write(to: dir.appendingPathComponent("c.yml"))
    #expect(try Self.run(["check", "Clean.xib", "--config", "c.yml"], in: dir).status == 0)
  }

  @Test func globs() {
    #expect(Glob("App/**/*.xib").matches("App/A.xib"))
    #expect(Glob("App/**/*.xib").matches("App/x/y/A.xib"))
    #expect(!Glob("App/**/*.xib").matches("Other/A.xib"))
    #expect(!Glob("App/*.xib").matches("App/x/A.xib"))
    #expect(Glob("Pods").matches("Pods/Lib/C.xib"))
    #expect(Glob("./Pods/").matches("Pods/C.xib"))
    #expect(Glob("A?.storyboard").matches("AB.storyboard"))
    #expect(!Glob("A?.storyboard").matches("A.storyboard"))
    #expect(Glob("**").matches("a/b/c"))
    #expect(Glob("*a*b*c*").matches("xxaxxbxxcxx"))
    #expect(!Glob("*a*b*c*d").matches("xxaxxbxxcxx"))
  }

  // MARK: Baseline, exit codes, stdin

  @Test func baselineHidesKnownFindingsEvenWhenLinesMoveButNotNewOnes() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let written = try Self.run(["check", "Scene.storyboard", "--write-baseline", "baseline.json"], in: dir)
    #expect(written.status == 0)
    #expect(written.stdout == "")
    let baseline = try CheckBaseline.load(path: dir.appendingPathComponent("baseline.json").path)
    #expect(baseline.findings.map(\.rule) == ["ambiguous-layout", "misplaced-view"])
    #expect(try Self.run(["check", "Scene.storyboard", "--baseline", "baseline.json"], in: dir).stdout == "")
    // Two lines inserted above every view: the known findings move down, still known.
    // The new, wider view's width of 500 misplaces it: only that one is new.
    var text = CheckReporterDocuments.findings
    text = text.replacingOccurrences(of: "    <scenes>\n", with: "    <!-- a -->\n    <!-- b -->\n    <scenes>\n")
    text = text.replacingOccurrences(
      of: "constant=\"400\" id=\"wwd-00-aaa\"", with: "constant=\"500\" id=\"wwd-00-aaa\"")
    try Data(text.utf8).write(to: dir.appendingPathComponent("Scene.storyboard"))
    let after = try Self.run(["check", "Scene.storyboard", "--baseline", "baseline.json"], in: dir)
    #expect(
      after.stdout
        == "Scene.storyboard:21:29: warning: [Reporter Scene] View (wid-00-aaa) is misplaced: the document stores (20, 100, 400, 50), the constraints give (20, 100, 500, 50) [misplaced-view]\n"
    )
    // A warning does not fail by default; --strict makes it fail.
    #expect(after.status == 0)
    #expect(
      try Self.run(["check", "Scene.storyboard", "--baseline", "baseline.json", "--strict"], in: dir).status == 1)
  }

  @Test func unusableBaselineExitsTwo() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("[]".utf8).write(to: dir.appendingPathComponent("b.json"))
    let result = try Self.run(["check", "Scene.storyboard", "--baseline", "b.json"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr == "b.json: error: not a baseline: expected {\"version\": 1, \"findings\": [...]}\n")
  }

  @Test func stdinListsTheFilesAndOtherLinesAreIgnored() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = "README.md\nClean.xib\nSources/Deleted.storyboard\n\nScene.storyboard\n"
    let result = try Self.run(["check", "--stdin", "--reporter", "checkstyle"], in: dir, input: input)
    let files = result.stdout.split(separator: "\n").filter { $0.contains("<file ") }.map { String($0) }
    #expect(files == ["  <file name=\"Clean.xib\"/>", "  <file name=\"Scene.storyboard\">"])
    #expect(result.status == 1)
  }

  // MARK: rules

  @Test func rulesListsTheCatalogue() throws {
    let result = try CommandRunner.run(["rules"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map { String($0) }
    #expect(lines.count == LayoutRule.catalogue.count + 2)
    for (line, rule) in zip(lines.dropFirst(2), LayoutRule.catalogue) {
      let cells = line.split(separator: " ", omittingEmptySubsequences: true).prefix(3).map { String($0) }
      #expect(cells == [rule.id, rule.defaultSeverity.rawValue, rule.source.rawValue])
      #expect(line.hasSuffix(rule.summary))
    }
    let json = try CommandRunner.run(["rules", "--json"])
    let decoded = try JSONDecoder().decode([LayoutRule].self, from: Data(json.stdout.utf8))
    #expect(decoded == LayoutRule.catalogue)
    let one = try CommandRunner.run(["rules", "misplaced-view"])
    let rule = try #require(LayoutRule.named("misplaced-view"))
    #expect(
      one.stdout
        == "misplaced-view (warning, interface-builder)\n\(rule.summary)\nFix: \(rule.help)\nExample: \(rule.example)\n"
    )
    #expect(try CommandRunner.run(["rules", "no-such-rule"]).status == 2)
  }

  /// The catalogue is the one list: every code written in the library's and the IB
  /// checker's sources is in it, and every rule in it is emitted somewhere.
  @Test func catalogueCoversEveryCodeInTheSources() throws {
    let ids = LayoutRule.catalogue.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
    var text = ""
    for folder in ["Sources/Scrollwork", "Sources/ScrollworkIB"] {
      let root = CommandRunner.repositoryRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
      for file in files where file.hasSuffix(".swift") && !file.hasSuffix("LayoutRule.swift") {
        text += try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      }
    }
    let patterns = [#"code: "([a-z][a-z-]*)""#, #"add\(\s*"(?:error|warning)",\s*"([a-z][a-z-]*)""#]
    var emitted = Set<String>()
    for pattern in patterns {
      let regex = try NSRegularExpression(pattern: pattern)
      for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let r = Range(m.range(at: 1), in: text) { emitted.insert(String(text[r])) }
      }
    }
    // The scroll content ambiguity is written `ambiguous-scroll-content-\(dimension)`.
    #expect(text.contains(#"code: "ambiguous-scroll-content-\(dimension)""#))
    emitted.formUnion(["ambiguous-scroll-content-width", "ambiguous-scroll-content-height"])
    #expect(emitted == Set(ids))
  }
}
