import Foundation
import ScrollworkTestSupport
import Testing

/// `scrollwork check --report` (issue 7): the HTML page holds every scene on every device
/// and orientation asked for, next to the compiler-style findings on stdout.
@Suite struct CheckReportTests {
  /// A small storyboard: one scene, a label pinned 20 pt inside the root, 400 pt wide,
  /// so it runs off a 320 pt screen.
  static let storyboard = TestDocuments.scene(
    """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-aaa">
                                    <rect key="frame" x="20" y="40" width="335" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="hgt-00-aaa"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="lea-00-aaa"/>
                                <constraint firstAttribute="trailing" secondItem="box-00-aaa" secondAttribute="trailing" constant="20" id="tra-00-aaa"/>
                                <constraint firstItem="box-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="40" id="top-00-aaa"/>
                            </constraints>
    """,
    controller: #"customClass="WideViewController""#)

  @Test func reportHasEverySceneDeviceAndOrientation() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let doc = dir.appendingPathComponent("Main.storyboard")
    try Data(Self.storyboard.utf8).write(to: doc)
    let report = dir.appendingPathComponent("out/check.html")
    let result = try CommandRunner.run([
      "check", doc.path, "--devices", "iphone-se-1", "--orientation", "both", "--report", report.path,
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let html = try String(contentsOf: report, encoding: .utf8)
    // The document's own canvas, then the device in both orientations.
    for device in ["— document", "— iphone-se-1"] { #expect(html.contains(device)) }
    #expect(html.contains(doc.path))
    #expect(html.contains("landscape"))
    // Self-contained: nothing is fetched (the SVG namespace URI is only a name).
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http"))
  }
}
