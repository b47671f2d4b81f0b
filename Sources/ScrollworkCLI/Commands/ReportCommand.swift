import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkLayoutFile
import ScrollworkRender

/// `scrollwork report FILE...`: one self-contained HTML page with every file on every
/// device and orientation, side by side, with the issues and live scroll views.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write one self-contained HTML report: every file on every device and orientation.",
    discussion: """
      The page has no network dependencies (inline SVG, CSS and fonts). Each scroll
      view's content scrolls in the page the way the device would scroll it, starting
      at its contentOffset. A progress bar is shown on stderr for long batches.

      Exit status: 0 no layout issues, 1 some screen has issues, 2 unusable input.

      Examples:
        scrollwork report Examples/*.yaml -o report.html
        scrollwork report Examples/login-form.yaml \\
            --devices iphone-se-2,iphone-15,ipad-11 --orientation both -o r.html
      """
  )

  @Argument(help: "Layout files (.yaml, .yml or .json).")
  var files: [String]

  @Option(name: .long, help: "Comma-separated device presets (default: each file's own device).")
  var devices: String?

  @Option(name: .long, help: "portrait, landscape or both (default: each file's own orientation).")
  var orientation: String?

  @Option(
    name: .customLong("content-sizes"),
    help: "Comma-separated Dynamic Type sizes to sweep (large, AX1 … AX5, or all; default: each file's own).")
  var contentSizes: String?

  @Option(name: .shortAndLong, help: "Where to write the HTML.")
  var output: String = "report.html"

  func validate() throws {
    if files.isEmpty { throw ValidationError("Give at least one layout file.") }
    _ = try resolvedDevices()
    _ = try resolvedOrientations()
    _ = try resolvedContentSizes()
  }

  func resolvedDevices() throws -> [Device?] {
    guard let devices else { return [nil] }
    return try DeviceLists.devices(devices)
  }

  func resolvedContentSizes() throws -> [ContentSizeCategory?] {
    guard let contentSizes else { return [nil] }
    return try DeviceLists.contentSizeCategories(contentSizes)
  }

  func resolvedOrientations() throws -> [DeviceOrientation?] {
    guard let orientation else { return [nil] }
    return try DeviceLists.orientations(orientation)
  }

  func run() throws {
    let devices = try resolvedDevices()
    let orientations = try resolvedOrientations()
    let categories = try resolvedContentSizes()
    var reportFiles: [HTMLReport.File] = []
    var fonts: [String: Data] = [:]
    var anyIssues = false
    var unusable = false
    let perFile = devices.count * orientations.count * categories.count
    let progress = Progress(total: files.count * perFile, label: "report")
    for path in files {
      guard let layoutFile = try? LayoutFileLoading.load(path) else {
        unusable = true
        progress.advance(by: perFile)
        continue
      }
      fonts.merge(LayoutFileLoading.fontFiles(of: layoutFile)) { a, _ in a }
      var screens: [HTMLReport.Screen] = []
      for device in devices {
        for orientation in orientations {
          for category in categories {
            defer { progress.advance() }
            guard
              let screen = try? LayoutFileLoading.build(
                layoutFile, device: device, orientation: orientation, contentSizeCategory: category)
            else {
              unusable = true
              continue
            }
            let diagnostics = screen.diagnostics()
            anyIssues = anyIssues || !diagnostics.isEmpty
            let categoryName = category?.name ?? layoutFile.contentSizeCategory?.name
            screens.append(
              HTMLReport.Screen(
                deviceName: screen.device.name, orientation: screen.orientation, snapshot: screen.snapshot(),
                issues: RenderIssue.issues(from: diagnostics, in: screen.root), contentSizeCategory: categoryName))
            // Each table and collection view paged through, one picture per screenful.
            for id in screen.cellViewIDs {
              for (number, step) in screen.scrollSteps(of: id).enumerated() {
                guard let picture = screen.picture(atStep: step, of: id) else { continue }
                anyIssues = anyIssues || !picture.diagnostics.isEmpty
                screens.append(
                  HTMLReport.Screen(
                    deviceName: screen.device.name, orientation: screen.orientation, snapshot: picture.snapshot,
                    issues: RenderIssue.issues(from: picture.diagnostics, in: screen.root),
                    contentSizeCategory: categoryName,
                    step: ReportCommand.caption(
                      step, number: number, view: id, items: screen.view(id) is CollectionView ? "items" : "rows")))
              }
            }
          }
        }
      }
      reportFiles.append(HTMLReport.File(title: path, screens: screens))
    }
    progress.finish()
    try LayoutFileLoading.write(HTMLReport(files: reportFiles, fontFiles: fonts).html(), to: output)
    if unusable { throw ExitCode(2) }
    if anyIssues { throw ExitCode(1) }
  }

  /// A scroll step's caption: `feed step 2 at (0, 667), rows [0, 5] to [0, 9]`
  /// (`items` for a collection view), with `header, ` before the rows and `, footer`
  /// after them when the table's header or footer view is in view.
  static func caption(_ step: ScrollStep, number: Int, view: String, items: String) -> String {
    let o = step.contentOffset
    let rows: String
    if let first = step.visibleRows.first, let last = step.visibleRows.last {
      rows = "\(items) [\(first.section), \(first.item)] to [\(last.section), \(last.item)]"
    } else {
      rows = "no \(items)"
    }
    let header = step.visibleEnds.contains("header") ? "header, " : ""
    let footer = step.visibleEnds.contains("footer") ? ", footer" : ""
    return "\(view) step \(number + 1) at (\(num(o.x)), \(num(o.y))), \(header)\(rows)\(footer)"
  }
}
