import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkRender

/// `scrollwork check FILE...`: Xcode's layout checks for storyboards and xibs, on
/// Linux: unsatisfiable and ambiguous constraints, ambiguous scrollable content,
/// misplaced views, and what goes wrong on other devices.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check .storyboard and .xib files for layout problems, like Xcode's canvas.",
    discussion: """
      Every scene is solved on the document's own canvas (misplaced views: the stored frame
      differs from the solution) and on each --devices preset (views off screen or outside
      their scroll view's content, clipped text). Output is compiler-style,
      FILE:LINE: warning: [scene] message, or JSON with --json.
      Exit status: 0 no findings, 1 findings, 2 unusable input.

      Examples:
        scrollwork check Main.storyboard
        scrollwork check Base.lproj/*.storyboard --devices iphone-se-1,iphone-15 --orientation both
        scrollwork check View.xib --json
        scrollwork check Main.storyboard --devices iphone-se-2,ipad-11 --orientation both --report check.html
      """
  )

  @Argument(help: "The .storyboard and .xib files.")
  var files: [String]

  @Option(name: .long, help: "Comma-separated device presets to check on as well (see `scrollwork devices`).")
  var devices: String?

  @Option(name: .long, help: "portrait, landscape or both (for --devices; default portrait).")
  var orientation: String = "portrait"

  @Option(name: .long, help: "Size classes, width-height: compact-regular, regular-any, ... (default: each device's own).")
  var traits: String?

  @Flag(name: .long, help: "Print the findings as JSON.")
  var json = false

  @Option(name: .long, help: "Also write an HTML report: every scene on every device and orientation, with its issues.")
  var report: String?

  func run() throws {
    let presets = try DeviceLists.devices(devices ?? "")
    let orientations = try DeviceLists.orientations(orientation)
    var traitValues: [String: String] = [:]
    if let traits {
      guard let parsed = IBLayoutOptions.traits(from: traits) else {
        throw ValidationError("Bad --traits '\(traits)': expected width-height of any, compact, regular.")
      }
      traitValues = parsed
    }
    var unusable = false
    var all: [(file: String, finding: IBFinding)] = []
    var reportFiles: [HTMLReport.File] = []
    let progress = Progress(total: files.count, label: "check")
    for file in files {
      defer { progress.advance() }
      guard let data = FileManager.default.contents(atPath: file) else {
        Terminal.standardError.write("\(file): error: cannot read the file\n")
        unusable = true
        continue
      }
      switch Result(catching: { () throws(IBError) -> IBDocument in try IBDocument(data: data) }) {
      case .failure(let error):
        Terminal.standardError.write("\(file):\(error.line): error: \(error.message)\n")
        unusable = true
      case .success(let document):
        // What the reader ignored goes to standard error, so that the findings on
        // standard output (text or JSON) stay as they were.
        for w in document.warnings { Terminal.standardError.write("\(file):\(w.line): warning: \(w.message)\n") }
        var screens: [HTMLReport.Screen] = []
        let visit: ((IBLayout, String, DeviceOrientation) -> Void)? =
          report == nil
          ? nil
          : { layout, device, orientation in
            screens.append(
              HTMLReport.Screen(
                deviceName: "\(layout.scene.name) — \(device)", orientation: orientation,
                snapshot: LayoutSnapshot(of: layout.root), issues: RenderIssue.issues(of: layout.root)))
          }
        let findings = IBChecker(document: document, traits: traitValues).check(
          devices: presets, orientations: orientations, visit: visit)
        all += findings.map { (file, $0) }
        if report != nil { reportFiles.append(HTMLReport.File(title: file, screens: screens)) }
      }
    }
    progress.finish()
    if let report {
      try LayoutFileLoading.write(HTMLReport(title: "scrollwork check", files: reportFiles).html(), to: report)
    }
    if json {
      print(Self.json(all))
    } else {
      for (file, f) in all { print(f.compilerLine(file: file)) }
    }
    if unusable { throw ExitCode(2) }
    if !all.isEmpty { throw ExitCode(1) }
  }

  /// The findings as a JSON array of objects (file, line, severity, code, scene,
  /// device, orientation, message), keys sorted.
  static func json(_ findings: [(file: String, finding: IBFinding)]) -> String {
    struct Entry: Encodable {
      let file: String
      let line: Int
      let severity, code, scene, device, orientation, message: String
    }
    let entries = findings.map {
      Entry(
        file: $0.file, line: $0.finding.line, severity: $0.finding.severity, code: $0.finding.code,
        scene: $0.finding.scene, device: $0.finding.device, orientation: $0.finding.orientation,
        message: $0.finding.message)
    }
    if entries.isEmpty { return "[]" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(entries)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
  }
}
