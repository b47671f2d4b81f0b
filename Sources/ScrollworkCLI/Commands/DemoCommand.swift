import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkRender

/// `scrollwork demo`: the tutorial screens laid out, one table per screen and state.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Lay out the six tutorial scroll-view screens and print their frames, content sizes and offsets.",
    discussion: """
      Each screen is a view controller written as in UIKit (constraints in
      viewDidLoad, insets in viewDidLayoutSubviews, keyboard notifications,
      viewWillTransition), shown in a Window of an iPhone SE (375 x 667 points, status
      bar 20 pt), then in several states (rotated, keyboard up, paged). The pictures
      of every state go to ./scrollwork-demo/index.html (one self-contained page;
      scroll views scroll in it like on the device).

      Examples:
        scrollwork demo
        scrollwork demo --screen 4
      """
  )

  @Option(name: .long, help: "Only this screen (1-6).")
  var screen: Int?

  @Option(name: .long, help: "The folder the HTML report is written to.")
  var output = "scrollwork-demo"

  @Flag(name: .long, help: "Do not write the HTML report.")
  var noReport = false

  func validate() throws {
    if let screen, !(1...DemoScreen.all.count).contains(screen) {
      throw ValidationError("--screen must be between 1 and \(DemoScreen.all.count).")
    }
  }

  func run() throws {
    var texts: [String] = []
    var files: [HTMLReport.File] = []
    for (i, s) in DemoScreen.all.enumerated() where screen == nil || screen == i + 1 {
      let states = try s.run()
      texts.append(s.report(states: states))
      files.append(HTMLReport.File(title: "\(s.title) (\(s.seed))", screens: states.map(Self.reportScreen)))
    }
    print(texts.joined(separator: "\n"), terminator: "")
    guard !noReport else { return }
    let path = (output.hasSuffix("/") ? output : output + "/") + "index.html"
    try LayoutFileLoading.write(
      HTMLReport(title: "Scrollwork demo: the tutorial screens", files: files).html(), to: path)
    print("\nReport: \(path)")
  }

  /// One state as a report screen: the caption stands in for the device name.
  static func reportScreen(_ state: DemoState) -> HTMLReport.Screen {
    let issues = state.diagnostics.map { d in
      RenderIssue(
        severity: RenderIssue.Severity(rawValue: d.severity) ?? .error, code: d.code, viewIDs: d.views,
        message: d.message)
    }
    let orientation: DeviceOrientation = state.size.width > state.size.height ? .landscape : .portrait
    return HTMLReport.Screen(
      deviceName: "\(Device.standard.name): \(state.caption)", orientation: orientation, snapshot: state.snapshot,
      issues: issues)
  }
}
