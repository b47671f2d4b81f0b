import Foundation
import Scrollwork
import Testing

@testable import ScrollworkRender

/// Opens a report in headless Chromium and checks, by pixels, that views are drawn
/// where the layout put them and that a scroll view starts at its content offset
/// (UIKitBehaviour.md §7.1: subviews in content coordinates, bounds origin = offset).
@Suite struct BrowserReportTests {
  /// A 300×400 screen: `marker` (20, 30, 100, 60) in green; a scroll view
  /// (0, 120, 300, 280) with content 300×1000 holding `target` at (40, 500, 120, 80)
  /// in magenta, scrolled to offset (0, 450): target shows at screen y 120 + 50.
  private func scene() throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.backgroundColor = .white
    let marker = View(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
    marker.accessibilityIdentifier = "marker"
    marker.backgroundColor = .systemGreen
    let scroll = ScrollView(frame: CGRect(x: 0, y: 120, width: 300, height: 280))
    scroll.accessibilityIdentifier = "scroll"
    scroll.contentSize = CGSize(width: 300, height: 1000)
    let target = View(frame: CGRect(x: 40, y: 500, width: 120, height: 80))
    target.accessibilityIdentifier = "target"
    target.backgroundColor = .magenta
    root.addSubview(marker)
    root.addSubview(scroll)
    scroll.addSubview(target)
    root.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: 450)
    return root
  }

  @Test(
    .enabled(
      if: Browser.chromiumPath != nil,
      "Chromium is not installed: install Debian's `chromium` (as .ci/run does) to run the browser check"))
  func reportShowsViewsWhereTheLayoutPutThemAndScrollsToTheOffset() throws {
    let root = try scene()
    let snapshot = LayoutSnapshot(of: root)
    #expect(snapshot.node(withID: "scroll")?.bounds == CGRect(x: 0, y: 450, width: 300, height: 280))
    let html = HTMLReport(
      title: "Browser check",
      files: [.init(title: "scene", screens: [.init(deviceName: "test", orientation: .portrait, snapshot: snapshot)])]
    ).html()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollwork-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("report.html")
    try Data(html.utf8).write(to: page)
    let png = try Browser.screenshot(of: page, size: (800, 900), into: directory)

    // Views are outlined by a 1-pixel inset shadow, so the exact fill shows inside it.
    let green = try #require(try Browser.box(ofColor: (52, 199, 89), in: png), "no green marker in the screenshot")
    #expect(green.width == 98)
    #expect(green.height == 58)
    #expect(green.count == 98 * 58)
    let magenta = try #require(try Browser.box(ofColor: (255, 0, 255), in: png), "no magenta target in the screenshot")
    #expect(magenta.width == 118)
    #expect(magenta.height == 78)
    // Relative to the marker: target x 40 − 20; y (120 + 500 − 450) − 30 = 140.
    #expect(magenta.minX - green.minX == 20)
    #expect(magenta.minY - green.minY == 140)
  }
}
