import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkLayoutFile

/// `scrollwork layout FILE`: lays out a layout file and prints each view's frame,
/// the scroll views' content size, offset and adjusted inset, and the issues.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out a layout file (YAML or JSON) and print frames, scroll metrics and issues.",
    discussion: """
      Frames are in each view's superview's coordinates, as UIKit's `frame`.
      Actions in the file (rotate, keyboard, focus, scrollTo, offset, set, text)
      run after the first layout, in order. The format is described in
      Documentation/LayoutFiles.md.

      Exit status: 0 laid out without issues, 1 layout issues, 2 unusable input
      (each error is printed to stderr as FILE:LINE:COLUMN: error: message).

      Examples:
        scrollwork layout Examples/login-form.yaml
        scrollwork layout Examples/fixed-width-dynamic-height.yaml --json
        scrollwork layout Examples/adaptive-form.yaml --orientation landscape
        scrollwork layout Examples/login-form.yaml --device iphone-15 --json
        scrollwork layout screen.yaml --size 400x800 --json
      """
  )

  @Argument(help: "The layout file (.yaml, .yml or .json).")
  var file: String

  @OptionGroup var deviceOptions: DeviceOptions

  @Flag(name: .long, help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    let stderr = Terminal.standardError
    let layoutFile: LayoutFile
    do {
      layoutFile = try LayoutFile.load(path: file)
    } catch {
      for issue in error.issues { stderr.write(Self.format(issue, stderr) + "\n") }
      throw ExitCode(2)
    }
    for w in layoutFile.warnings { stderr.write(Self.format(w, stderr) + "\n") }
    let device = try deviceOptions.resolvedDevice()
    let category = try deviceOptions.resolvedContentSizeCategory()
    let screen: LaidOutScreen
    do {
      screen = try layoutFile.build(
        device: device, orientation: deviceOptions.orientation,
        contentSizeCategory: category)
    } catch {
      // The warnings were printed above.
      for issue in error.issues where !layoutFile.warnings.contains(issue) {
        stderr.write(Self.format(issue, stderr) + "\n")
      }
      throw ExitCode(2)
    }
    screen.runActions()
    let issues = screen.diagnostics()
    if json {
      print(screen.jsonReport(issues: issues), terminator: "")
    } else {
      print(screen.textReport(issues: issues, colored: Terminal.standardOutput.usesColor), terminator: "")
    }
    if !issues.isEmpty { throw ExitCode(1) }
  }

  /// An issue as printed on stderr, the severity in colour on a terminal.
  static func format(_ issue: LayoutFileIssue, _ terminal: Terminal) -> String {
    let text = issue.description
    let word = issue.severity.rawValue
    guard terminal.usesColor, let range = text.range(of: ": \(word): ") else { return text }
    let colored = issue.severity == .error ? terminal.red(word) : terminal.yellow(word)
    return text.replacingCharacters(in: range, with: ": \(colored): ")
  }
}
