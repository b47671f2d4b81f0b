import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every `scrollwork check --reporter` (issue 18), end to end through the built
/// `scrollwork`, on ``CheckReporterDocuments``: three findings in `Scene.storyboard`
/// (an ambiguous view: error; a misplaced view whose user label holds `,`, `:` and
/// `%`; a view off the iPhone SE (1st gen.) screen) and none in `Clean.xib`.
///
/// Lines and columns, worked out from the document: the `<view` start tags of
/// `mis-00-aaa`, `wid-00-aaa` and `amb-00-aaa` are on lines 12, 19 and 26, after 28
/// spaces of indentation, so at column 29.
@Suite struct CheckReporterTests {
  /// `check Scene.storyboard Clean.xib --devices iphone-se-1 --reporter NAME`, run in
  /// a fresh directory holding both documents.
  static func check(_ reporter: String?, extra: [String] = []) throws -> CommandRunner.Result {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let args =
      ["check", "Scene.storyboard", "Clean.xib", "--devices", "iphone-se-1"]
      + (reporter.map { ["--reporter", $0] } ?? [])
      + extra
    return try CommandRunner.run(args, in: dir)
  }

  static let ambiguous =
    "View (amb-00-aaa): amb-00-aaa.width is free: add amb-00-aaa.trailing == roo-00-aaa.trailing - 40; amb-00-aaa.height is free: add amb-00-aaa.bottom == roo-00-aaa.bottom - 40"
  static let misplaced =
    "'Banner, top: 5%' (mis-00-aaa) is misplaced: the document stores (20, 40, 100, 50), the constraints give (40, 40, 100, 50)"
  static let offScreen =
    "View (wid-00-aaa) at (20, 100, 400, 50) extends off the 320×568 screen (on iphone-se-1, portrait)"

  @Test func xcodeIsTheDefaultWithColumnsAndRuleIDs() throws {
    let expected = """
      Scene.storyboard:26:29: error: [Reporter Scene] \(Self.ambiguous) [ambiguous-layout]
      Scene.storyboard:12:29: warning: [Reporter Scene] \(Self.misplaced) [misplaced-view]
      Scene.storyboard:19:29: warning: [Reporter Scene] \(Self.offScreen) [off-screen]

      """
    let byDefault = try Self.check(nil)
    #expect(byDefault.stdout == expected)
    #expect(byDefault.status == 1)
    #expect(try Self.check("xcode").stdout == expected)
  }

  @Test func json() throws {
    let result = try Self.check("json")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        {
          "findings" : [
            {
              "column" : 29,
              "device" : "document",
              "file" : "Scene.storyboard",
              "line" : 26,
              "message" : "\(Self.ambiguous)",
              "objectIDs" : [
                "amb-00-aaa"
              ],
              "orientation" : "portrait",
              "rule" : "ambiguous-layout",
              "scene" : "Reporter Scene",
              "severity" : "error",
              "viewNames" : [
                "View (amb-00-aaa)"
              ]
            },
            {
              "column" : 29,
              "device" : "document",
              "file" : "Scene.storyboard",
              "line" : 12,
              "message" : "\(Self.misplaced)",
              "objectIDs" : [
                "mis-00-aaa"
              ],
              "orientation" : "portrait",
              "rule" : "misplaced-view",
              "scene" : "Reporter Scene",
              "severity" : "warning",
              "viewNames" : [
                "'Banner, top: 5%' (mis-00-aaa)"
              ]
            },
            {
              "column" : 29,
              "device" : "iphone-se-1",
              "file" : "Scene.storyboard",
              "line" : 19,
              "message" : "\(Self.offScreen)",
              "objectIDs" : [
                "wid-00-aaa"
              ],
              "orientation" : "portrait",
              "rule" : "off-screen",
              "scene" : "Reporter Scene",
              "severity" : "warning",
              "viewNames" : [
                "View (wid-00-aaa)"
              ]
            }
          ],
          "version" : 1
        }

        """)
    // `--json` is kept, as the same reporter.
    #expect(try Self.check(nil, extra: ["--json"]).stdout == result.stdout)
  }

  @Test func sarif() throws {
    let result = try Self.check("sarif")
    #expect(result.status == 1)
    let log = try #require(result.json)
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "scrollwork")
    #expect(driver["version"] as? String == ScrollworkCommand.version)
    // The rules are the catalogue, with its texts.
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == LayoutRule.catalogue.map(\.id))
    for (rule, entry) in zip(LayoutRule.catalogue, rules) {
      #expect((entry["shortDescription"] as? [String: String])?["text"] == rule.summary)
      #expect((entry["fullDescription"] as? [String: String])?["text"] == "\(rule.summary) \(rule.help)")
      #expect((entry["help"] as? [String: String])?["text"] == "\(rule.help) Example: \(rule.example)")
      #expect((entry["defaultConfiguration"] as? [String: String])?["level"] == rule.defaultSeverity.rawValue)
    }
    let results = try #require(run["results"] as? [Any])
    func entry(_ rule: String, _ level: String, _ message: String, line: Int, id: String) throws -> Any {
      let index = try #require(LayoutRule.catalogue.firstIndex { $0.id == rule })
      return [
        "ruleId": rule, "ruleIndex": index, "level": level, "message": ["text": "[Reporter Scene] \(message)"],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": "Scene.storyboard"], "region": ["startLine": line, "startColumn": 29],
            ],
            "logicalLocations": [["name": id, "fullyQualifiedName": "Reporter Scene/\(id)", "kind": "element"]],
          ]
        ],
      ] as [String: Any]
    }
    let expected: [Any] = [
      try entry("ambiguous-layout", "error", Self.ambiguous, line: 26, id: "amb-00-aaa"),
      try entry("misplaced-view", "warning", Self.misplaced, line: 12, id: "mis-00-aaa"),
      try entry("off-screen", "warning", Self.offScreen, line: 19, id: "wid-00-aaa"),
    ]
    #expect(NSArray(array: results).isEqual(to: expected))
  }

  /// The `sarif` command of sarif-tools (PyPI), from `SCROLLWORK_SARIF`, the
  /// repository's `.build-venv` (where `.ci/run` installs it), or `PATH`.
  static var sarifTool: URL? {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["SCROLLWORK_SARIF"] { candidates.append(path) }
    candidates.append(CommandRunner.repositoryRoot.appendingPathComponent(".build-venv/bin/sarif").path)
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(dir)/sarif")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
  }

  /// sarif-tools reads the log back: its CSV lists each result's tool, level, rule,
  /// message, file and line.
  @Test(
    .enabled(
      if: sarifTool != nil,
      "sarif-tools is not installed: pip install sarif-tools (into .build-venv, as .ci/run does) or set SCROLLWORK_SARIF"
    ))
  func sarifToolsReadsTheLog() throws {
    let tool = try #require(Self.sarifTool)
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CommandRunner.run(
      ["check", "Scene.storyboard", "Clean.xib", "--devices", "iphone-se-1", "--reporter", "sarif"], in: dir)
    try Data(result.stdout.utf8).write(to: dir.appendingPathComponent("check.sarif"))
    let process = Process()
    process.executableURL = tool
    process.arguments = ["csv", "check.sarif", "-o", "check.csv"]
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let csv = try String(contentsOf: dir.appendingPathComponent("check.csv"), encoding: .utf8)
    // Python's csv module quotes a field only when it holds a comma, a quote or a line break.
    func field(_ text: String) -> String {
      text.contains(where: { ",\"\n\r".contains($0) })
        ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
    #expect(
      csv.replacingOccurrences(of: "\r\n", with: "\n") == """
        Tool,Severity,Code,Description,Location,Line
        scrollwork,error,ambiguous-layout,\(field("[Reporter Scene] \(Self.ambiguous)")),Scene.storyboard,26
        scrollwork,warning,misplaced-view,\(field("[Reporter Scene] \(Self.misplaced)")),Scene.storyboard,12
        scrollwork,warning,off-screen,\(field("[Reporter Scene] \(Self.offScreen)")),Scene.storyboard,19

        """)
  }

  @Test func githubActions() throws {
    let result = try Self.check("github-actions")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        ::error file=Scene.storyboard,line=26,col=29,title=ambiguous-layout::[Reporter Scene] \(Self.ambiguous)
        ::warning file=Scene.storyboard,line=12,col=29,title=misplaced-view::[Reporter Scene] \(Self.misplaced.replacingOccurrences(of: "5%", with: "5%25"))
        ::warning file=Scene.storyboard,line=19,col=29,title=off-screen::[Reporter Scene] \(Self.offScreen)

        """)
  }

  /// A path with `,`, `:` and `%` is escaped in the `file` property (and, relative,
  /// percent-encoded in SARIF's URI).
  @Test func githubActionsAndSARIFEscapeOddFileNames() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let odd = "Odd, v2: 100%.storyboard"
    try FileManager.default.moveItem(
      at: dir.appendingPathComponent("Scene.storyboard"), to: dir.appendingPathComponent(odd))
    let result = try CommandRunner.run(["check", odd, "--reporter", "github-actions"], in: dir)
    let lines = result.stdout.split(separator: "\n").map { String($0) }
    #expect(
      lines.map { $0.prefix(while: { $0 != "," }) + "|" + $0.split(separator: ",")[1] } == [
        "::error file=Odd%2C v2%3A 100%25.storyboard|line=26", "::warning file=Odd%2C v2%3A 100%25.storyboard|line=12",
      ])
    let sarif = try CommandRunner.run(["check", dir.appendingPathComponent(odd).path, "--reporter", "sarif"], in: dir)
    #expect(sarif.stdout.contains("\"uri\" : \"Odd,%20v2%3A%20100%25.storyboard\""))
  }

  @Test func githubEscapingRoundTrips() {
    // Metamorphic: undoing the escapes gives the text back, for text full of the
    // characters that need them; and escaped text holds none of them.
    var generator = SplitMix64(seed: PropertySeed.resolve(default: 0x6_17E5).value)
    let alphabet = Array("%\r\n,:a%25b ")
    for _ in 0..<200 {
      let s = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      let data = GitHubActionsReporter.data(s)
      let property = GitHubActionsReporter.property(s)
      #expect(!data.contains("\n") && !data.contains("\r"))
      #expect(!property.contains(",") && !property.contains(":") && !property.contains("\n"))
      func unescape(_ t: String) -> String {
        t.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
          .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
          .replacingOccurrences(of: "%25", with: "%")
      }
      #expect(unescape(data) == s)
      #expect(unescape(property) == s)
    }
  }

  @Test func checkstyle() throws {
    let result = try Self.check("checkstyle")
    #expect(result.status == 1)
    func xml(_ s: String) -> String { s.replacingOccurrences(of: "'", with: "&apos;") }
    #expect(
      result.stdout == """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Scene.storyboard">
            <error line="26" column="29" severity="error" message="[Reporter Scene] \(Self.ambiguous)" source="scrollwork.ambiguous-layout"/>
            <error line="12" column="29" severity="warning" message="[Reporter Scene] \(xml(Self.misplaced))" source="scrollwork.misplaced-view"/>
            <error line="19" column="29" severity="warning" message="[Reporter Scene] \(Self.offScreen)" source="scrollwork.off-screen"/>
          </file>
          <file name="Clean.xib"/>
        </checkstyle>

        """)
  }

  @Test func junit() throws {
    let result = try Self.check("junit")
    #expect(result.status == 1)
    func xml(_ s: String) -> String { s.replacingOccurrences(of: "'", with: "&apos;") }
    let a = "[Reporter Scene] \(Self.ambiguous)"
    let m = "[Reporter Scene] \(xml(Self.misplaced))"
    let o = "[Reporter Scene] \(Self.offScreen)"
    #expect(
      result.stdout == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="scrollwork check" tests="4" failures="3">
          <testsuite name="Scene.storyboard" tests="3" failures="3">
            <testcase classname="Scene.storyboard" name="ambiguous-layout at 26:29">
              <failure type="ambiguous-layout" message="\(a)">Scene.storyboard:26:29: error: \(a) [ambiguous-layout]</failure>
            </testcase>
            <testcase classname="Scene.storyboard" name="misplaced-view at 12:29">
              <failure type="misplaced-view" message="\(m)">Scene.storyboard:12:29: warning: \(m) [misplaced-view]</failure>
            </testcase>
            <testcase classname="Scene.storyboard" name="off-screen at 19:29">
              <failure type="off-screen" message="\(o)">Scene.storyboard:19:29: warning: \(o) [off-screen]</failure>
            </testcase>
          </testsuite>
          <testsuite name="Clean.xib" tests="1" failures="0">
            <testcase classname="Clean.xib" name="check"/>
          </testsuite>
        </testsuites>

        """)
    // Both XML reporters are well-formed XML.
    for reporter in ["junit", "checkstyle"] {
      let text = reporter == "junit" ? result.stdout : try Self.check(reporter).stdout
      #expect(XMLParser(data: Data(text.utf8)).parse())
    }
  }

  @Test func markdown() throws {
    let result = try Self.check("markdown")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        ### scrollwork check: 1 error, 2 warnings in 2 documents

        | Severity | File | Line | Rule | Scene | Message |
        |---|---|---|---|---|---|
        | error | `Scene.storyboard` | 26:29 | `ambiguous-layout` | Reporter Scene | \(Self.ambiguous) |
        | warning | `Scene.storyboard` | 12:29 | `misplaced-view` | Reporter Scene | \(Self.misplaced) |
        | warning | `Scene.storyboard` | 19:29 | `off-screen` | Reporter Scene | \(Self.offScreen) |

        """)
    #expect(MarkdownReporter.cell("a|b <i>\nc") == "a\\|b &lt;i&gt;<br>c")
    #expect(MarkdownReporter.code("A|B.xib") == "`A\\|B.xib`")
    #expect(MarkdownReporter.code("`odd`.xib") == "`` `odd`.xib ``")
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let clean = try CommandRunner.run(["check", "Clean.xib", "--reporter", "markdown"], in: dir)
    #expect(clean.stdout == "### scrollwork check: no findings in 1 document\n")
    #expect(clean.status == 0)
  }

  /// The HTML page lists the checker's own findings (misplaced on the document's
  /// canvas, off screen on the device) with their rule ids, on the screen where each
  /// was first seen, next to the engine's issues.
  @Test func html() throws {
    let result = try Self.check("html")
    #expect(result.status == 1)
    let page = result.stdout
    let misplaced = """
      <li class="sw-warning"><span class="sw-severity">warning</span> <code>misplaced-view</code> <span class="sw-views">views: <code>mis-00-aaa</code></span>
      <pre>[Reporter Scene] &#39;Banner, top: 5%&#39; (mis-00-aaa) is misplaced: the document stores (20, 40, 100, 50), the constraints give (40, 40, 100, 50)</pre></li>
      """
    let offScreen = """
      <li class="sw-warning"><span class="sw-severity">warning</span> <code>off-screen</code> <span class="sw-views">views: <code>wid-00-aaa</code></span>
      <pre>[Reporter Scene] \(Self.offScreen)</pre></li>
      """
    let canvas = try #require(page.range(of: "Reporter Scene — document"))
    let device = try #require(page.range(of: "Reporter Scene — iphone-se-1"))
    let m = try #require(page.range(of: misplaced))
    let o = try #require(page.range(of: offScreen))
    // Each under its own screen's caption.
    #expect(canvas.upperBound < m.lowerBound && m.upperBound < device.lowerBound && device.upperBound < o.lowerBound)
    #expect(page.components(separatedBy: "<code>misplaced-view</code>").count == 2)
    // The engine's ambiguity is there with its rule id, as before.
    #expect(page.contains("<code>ambiguous-layout</code>"))
    // --report writes the same page.
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    _ = try CommandRunner.run(
      ["check", "Scene.storyboard", "Clean.xib", "--devices", "iphone-se-1", "--report", "r.html"], in: dir)
    #expect(try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8) == page)
  }

  /// A finding about a constraint names the constraint (the element on its line)
  /// and no view; a finding about a view names it by its text, entities decoded.
  /// Columns: the constraint's tag after 24 spaces, the label's after 16.
  @Test func objectIDsAndViewNames() throws {
    let dir = try CheckReporterDocuments.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CommandRunner.run(["check", "Conflict.xib", "--reporter", "json"], in: dir)
    #expect(result.status == 1)
    let document = try JSONDecoder().decode(JSONReporter.Document.self, from: Data(result.stdout.utf8))
    #expect(
      document
        == JSONReporter.Document(
          version: 1,
          findings: [
            CheckRecord(
              rule: "unsatisfiable-constraints", severity: "error", file: "Conflict.xib", line: 16, column: 25,
              scene: "view", objectIDs: ["w2c-00-aaa"], viewNames: [], device: "document", orientation: "portrait",
              message:
                "Label 'Total & tax' (lbl-00-aaa): unsatisfiable constraints: w1c-00-aaa, w2c-00-aaa conflict; Auto Layout breaks"
                + " w2c-00-aaa (lbl-00-aaa.width == 200). Fix: delete or change one of them, or make one optional (priority below 1000)"
            ),
            CheckRecord(
              rule: "misplaced-view", severity: "warning", file: "Conflict.xib", line: 9, column: 17, scene: "view",
              objectIDs: ["lbl-00-aaa"], viewNames: ["Label 'Total & tax' (lbl-00-aaa)"], device: "document",
              orientation: "portrait",
              message:
                "Label 'Total & tax' (lbl-00-aaa) is misplaced: the document stores (10, 10, 100, 21), the constraints give (12, 10, 100, 21)"
            ),
          ]))
  }

  @Test func unknownReporterExitsTwo() throws {
    let result = try Self.check("yaml")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: Unknown reporter 'yaml': xcode, json, sarif, github-actions, checkstyle, junit, markdown, html.\n"))
  }

  /// Columns come from the start tag on the finding's line: the one with the
  /// finding's id when the line holds several, tabs and non-ASCII counted as one.
  @Test func columnsOfStartTags() {
    let source = DocumentSource(data: Data("<a>\n\t<b id=\"x\"/><c id=\"y\" t=\"é&amp;&#x41;\"/>\r\n  no tag\n".utf8))
    #expect(source.startTag(line: 1, id: nil)?.column == 1)
    #expect(source.startTag(line: 2, id: nil)?.column == 2)
    #expect(source.startTag(line: 2, id: "y")?.column == 13)
    #expect(source.startTag(line: 2, id: "y")?.attributes == ["id": "y", "t": "é&A"])
    #expect(source.startTag(line: 2, id: "zz")?.name == "b")
    #expect(source.startTag(line: 3, id: nil) == nil)
    #expect(source.startTag(line: 0, id: nil) == nil)
    #expect(source.startTag(line: 99, id: nil) == nil)
  }
}
