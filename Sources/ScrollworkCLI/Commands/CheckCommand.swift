import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkLayoutFile
import ScrollworkRender

/// `scrollwork check FILE...`: Xcode's layout checks for storyboards and xibs, on
/// Linux: unsatisfiable and ambiguous constraints, ambiguous scrollable content,
/// misplaced views, and what goes wrong on other devices.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check .storyboard and .xib files for layout problems, like Xcode's canvas.",
    // Lines of at most 80 columns: argument-parser keeps a discussion's line breaks
    // and indentation for lines that fit the width (80 when standard output is no
    // terminal) and breaks longer ones at a space, so an example would be cut in two
    // (CheckHelpTests).
    discussion: """
      Every scene is solved on the document's own canvas (misplaced views: the
      stored frame differs from the solution) and on each --devices preset (views
      off screen or outside their scroll view's content, clipped text).
      Output: FILE:LINE:COLUMN: warning: [scene] message [rule-id], or --reporter
      json, sarif, github-actions, checkstyle, junit, markdown or html.
      `scrollwork rules` lists the rules. Settings come from .scrollwork.yml (the
      nearest from the current directory up, or --config); options win over it.
      Exit status: 0 no error findings (and no warnings with --strict), 1 findings
      that fail, 2 unusable input, configuration or baseline.

      Examples:
        scrollwork check Main.storyboard
        scrollwork check Base.lproj --devices iphone-se-1,iphone-15
        scrollwork check View.xib --orientation both --reporter json
        scrollwork check --reporter sarif > check.sarif
        scrollwork check Main.storyboard --pseudo-localize
        scrollwork check View.xib --pseudo-localize-percent 40
        scrollwork check Main.storyboard --content-sizes AX5
        scrollwork check Main.storyboard --devices ipad-11 --report check.html
        scrollwork check --write-baseline .scrollwork-baseline.json
        scrollwork check --baseline .scrollwork-baseline.json --strict
        git diff --name-only main | scrollwork check --stdin
      """
  )

  @Argument(
    help:
      "The .storyboard and .xib files, or directories to search (default: the configuration's included globs, else the current directory)."
  )
  var files: [String] = []

  @Option(name: .long, help: "Comma-separated device presets to check on as well (see `scrollwork devices`).")
  var devices: String?

  @Option(name: .long, help: "portrait, landscape or both (for --devices; default portrait).")
  var orientation: String?

  @Option(
    name: .long, help: "Size classes, width-height: compact-regular, regular-any, ... (default: each device's own).")
  var traits: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "How to print the findings (default xcode):",
      discussion: CheckReporters.all.map { "\($0.name): \($0.summary)" }.joined(separator: "\n"), valueName: "name"))
  var reporter: String?

  @Flag(name: .long, help: "Same as --reporter json.")
  var json = false

  @Option(name: .long, help: "Also write an HTML report: every scene on every device and orientation, with its issues.")
  var report: String?

  @Option(
    name: .long, help: "The configuration file (default: the nearest .scrollwork.yml from the current directory up).")
  var config: String?

  @Option(name: .long, help: "Report only findings not in this baseline (matched by rule, file and object id).")
  var baseline: String?

  @Option(name: .long, help: "Write every finding to this baseline file (then exit 0 unless a document is unusable).")
  var writeBaseline: String?

  @Flag(name: .long, help: "Read the files to check from standard input, one per line (other lines are ignored).")
  var stdin = false

  @Flag(name: .long, help: "Fail (exit 1) on warnings too, not only on errors.")
  var strict = false

  @Option(
    name: .long,
    help: "How many documents to check at once (default: the number of active processors; 1 checks one at a time).")
  var jobs: Int?

  @Flag(
    name: .long,
    help:
      "Also lengthen every text as translations do (IBM's guideline by length), left to right and right to left, and report labels that clip only then (clipped-text-localized)."
  )
  var pseudoLocalize = false

  @Option(
    name: .long,
    help: "With --pseudo-localize: lengthen every text by this percentage instead (implies --pseudo-localize).")
  var pseudoLocalizePercent: Int?

  @Option(
    name: .customLong("content-sizes"),
    help:
      "Comma-separated Dynamic Type sizes (large, extraExtraExtraLarge, AX1 … AX5, or all): report labels that follow Dynamic Type and clip only there (clipped-text-dynamic-type)."
  )
  var contentSizes: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "What clipped-text takes for a label's text width on --devices (default measured):",
      discussion:
        "measured: the stored width bounded by the text measured with the bundled font (a stretched label is not clipped)\nstored: the stored width, as Xcode saved it",
      valueName: "stored|measured"))
  var text: String?

  /// `--jobs` when not given: every active processor.
  static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  func validate() throws {
    if let jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1, not \(jobs).")
    }
    if let pseudoLocalizePercent, pseudoLocalizePercent < 0 {
      throw ValidationError("--pseudo-localize-percent must be 0 or more, not \(pseudoLocalizePercent).")
    }
    if let reporter, CheckReporters.named(reporter) == nil {
      throw ValidationError("Unknown reporter '\(reporter)': \(CheckReporters.names).")
    }
    if let contentSizes { _ = try DeviceLists.contentSizeCategories(contentSizes) }
    if let text, IBTextSizing(rawValue: text) == nil {
      throw ValidationError("Bad --text '\(text)': stored or measured.")
    }
  }

  /// `--pseudo-localize` or `--pseudo-localize-percent`, else the configuration's
  /// `pseudo_localize`; nil when neither asks for it.
  func pseudoLocalization(_ configuration: CheckConfiguration) -> IBPseudoLocalization? {
    if pseudoLocalize || pseudoLocalizePercent != nil { return IBPseudoLocalization(percent: pseudoLocalizePercent) }
    return configuration.pseudoLocalizationToCheck
  }

  func run() throws {
    let cwd = FileManager.default.currentDirectoryPath
    let configuration = try loadConfiguration(currentDirectory: cwd)
    let presets =
      try devices.map { try DeviceLists.devices($0) }
      ?? (configuration.devices ?? []).compactMap { Device.named($0) }
    let orientations =
      try orientation.map { try DeviceLists.orientations($0) }
      ?? configuration.orientations ?? [.portrait]
    var traitValues: [String: String] = [:]
    if let traits {
      guard let parsed = IBLayoutOptions.traits(from: traits) else {
        throw ValidationError("Bad --traits '\(traits)': expected width-height of any, compact, regular.")
      }
      traitValues = parsed
    }
    let reporterName = reporter ?? (json ? JSONReporter.name : configuration.reporter ?? XcodeReporter.name)
    guard let output = CheckReporters.named(reporterName) else {
      throw ValidationError("Unknown reporter '\(reporterName)': \(CheckReporters.names).")
    }
    var accepted: CheckBaseline?
    if let baseline {
      do { accepted = try CheckBaseline.load(path: baseline) } catch {
        Terminal.standardError.write("\(error)\n")
        throw ExitCode(2)
      }
    }
    let listed = stdin ? Self.standardInputLines() : nil
    let documents = CheckInputs.documents(
      arguments: files, stdin: listed, configuration: configuration, currentDirectory: cwd)
    let checker = DocumentCheck(
      configuration: configuration, devices: presets, orientations: orientations, traits: traitValues,
      baseline: accepted, wantsPages: report != nil || reporterName == HTMLCheckReporter.name,
      pseudoLocalization: pseudoLocalization(configuration),
      contentSizes: try contentSizes.map { try DeviceLists.contentSizeCategories($0) }
        ?? configuration.contentSizesToCheck,
      textSizing: text.flatMap(IBTextSizing.init(rawValue:)) ?? .measured)
    let progress = Progress(total: documents.count, label: "check")
    // Documents are independent: checked on up to --jobs threads, reported in input
    // order, so the output is the same for every --jobs.
    let results = ParallelJobs.map(count: documents.count, jobs: jobs ?? Self.defaultJobs, progress: progress) {
      checker.check(documents[$0])
    }
    progress.finish()
    var unusable = false
    var run = CheckRun(findings: [], files: [])
    for (file, result) in zip(documents, results) {
      for message in result.messages { Terminal.standardError.write(message) }
      guard result.usable else {
        unusable = true
        continue
      }
      run.files.append(file)
      run.findings += result.records
      if let page = result.page { run.pages.append(page) }
    }
    if let writeBaseline {
      try LayoutFileLoading.write(CheckBaseline(findings: run.findings).text, to: writeBaseline)
      Terminal.standardError.write("\(writeBaseline): wrote \(run.findings.count) findings\n")
      if unusable { throw ExitCode(2) }
      return
    }
    if let report {
      try LayoutFileLoading.write(HTMLCheckReporter().report(run), to: report)
    }
    print(output.report(run), terminator: "")
    if unusable { throw ExitCode(2) }
    if run.findings.contains(where: { $0.severity == "error" || (strict && $0.severity == "warning") }) {
      throw ExitCode(1)
    }
  }

  /// `--config FILE`, else the nearest `.scrollwork.yml`, else the defaults.
  /// - Throws: `ExitCode(2)` after printing every problem of the file to stderr.
  func loadConfiguration(currentDirectory: String) throws -> CheckConfiguration {
    guard let path = config ?? CheckConfiguration.find(from: currentDirectory) else {
      return CheckConfiguration(directory: currentDirectory)
    }
    do {
      return try CheckConfiguration.load(path: path)
    } catch {
      for issue in error.issues { Terminal.standardError.write("\(issue)\n") }
      throw ExitCode(2)
    }
  }

  /// Standard input's lines, without empty ones.
  static func standardInputLines() -> [String] {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
      .filter { !$0.isEmpty }
  }

  /// Adds the findings only the Interface Builder checker makes (misplaced, off
  /// screen, clipped, ...) to the screen where each was first seen, so the HTML page
  /// lists them with their rule ids next to the engine's own issues.
  static func addCheckerFindings(_ records: [CheckRecord], to screens: inout [HTMLReport.Screen], keys: [String]) {
    for r in records where LayoutRule.named(r.rule)?.source == .interfaceBuilder {
      guard let index = keys.firstIndex(of: "\(r.scene)|\(r.device)|\(r.orientation)") else { continue }
      screens[index].issues.append(
        RenderIssue(
          severity: r.severity == "error" ? .error : .warning, code: r.rule, viewIDs: r.objectIDs,
          message: r.sceneMessage))
    }
  }
}
