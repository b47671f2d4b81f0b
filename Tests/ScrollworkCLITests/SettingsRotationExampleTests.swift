import Foundation
import Testing

/// `scrollwork layout` on a settings screen of centre-aligned rows whose labels wrap,
/// rotated and rotated back (issue 16, "Done means"): no issue, and the frames of a
/// fresh layout in the final orientation (UIKitBehaviour.md §4 and §15).
@Suite struct SettingsRotationExampleTests {
  /// The example's text report below its heading, as its comments compute it.
  static let portraitTable = """
    id              type        frame                 contentSize   contentOffset  adjustedContentInset
    --------------  ----------  --------------------  ------------  -------------  --------------------
    main            view        (0, 0, 375, 667)
    scroll          scrollView  (0, 0, 375, 667)      (375, 231.5)  (0, 0)         (0, 0, 0, 0)
    list            stackView   (16, 16, 343, 199.5)
    notifyRow       stackView   (0, 0, 343, 62)
    previewRow      stackView   (0, 74, 343, 31)
    lowPowerRow     stackView   (0, 117, 343, 82.5)
    notify          label       (0, 0, 284, 62)
    notifySwitch    switch      (292, 15.5, 51, 31)
    preview         label       (0, 5, 284, 21)
    previewSwitch   switch      (292, 0, 51, 31)
    lowPower        label       (0, 0, 284, 82.5)
    lowPowerSwitch  switch      (292, 26, 51, 31)

    No issues.

    """

  /// The example with its `actions:` replaced, written to a scratch folder as `name`.
  static func variant(_ actions: String, name: String, in folder: URL) throws {
    let source = try String(
      contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Examples/settings-rotation.yaml"),
      encoding: .utf8)
    let head = try #require(source.range(of: "actions:\n")).lowerBound
    try (String(source[..<head]) + actions).write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sw-rot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("layout Examples/settings-rotation.yaml: rotate landscape then portrait prints the portrait frames, no issue")
  func rotatedAndBack() throws {
    let r = try CommandRunner.run(["layout", "Examples/settings-rotation.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout
        == "Examples/settings-rotation.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n"
        + Self.portraitTable)
    // The same file without actions: a fresh portrait layout prints the same table.
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.variant("", name: "fresh.yaml", in: folder)
    let fresh = try CommandRunner.run(["layout", "fresh.yaml"], in: folder)
    #expect(fresh.status == 0)
    #expect(fresh.stdout == "fresh.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667\n" + Self.portraitTable)
  }

  /// The second case of the rule: starting in landscape, a trip through portrait
  /// ends in the frames of a fresh landscape layout (labels 576 wide, two lines each
  /// for the long ones), and in neither orientation is there an issue.
  @Test("layout --orientation landscape with rotate portrait + rotate landscape prints the fresh landscape frames")
  func landscapeToPortraitAndBack() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.variant("", name: "fresh.yaml", in: folder)
    try Self.variant("actions:\n  - rotate: portrait\n  - rotate: landscape\n", name: "trip.yaml", in: folder)
    let fresh = try CommandRunner.run(["layout", "fresh.yaml", "--orientation", "landscape"], in: folder)
    let trip = try CommandRunner.run(["layout", "trip.yaml", "--orientation", "landscape"], in: folder)
    let table = """
      id              type        frame                 contentSize  contentOffset  adjustedContentInset
      --------------  ----------  --------------------  -----------  -------------  --------------------
      main            view        (0, 0, 667, 375)
      scroll          scrollView  (0, 0, 667, 375)      (667, 170)   (0, 0)         (0, 0, 0, 0)
      list            stackView   (16, 16, 635, 138)
      notifyRow       stackView   (0, 0, 635, 41.5)
      previewRow      stackView   (0, 53.5, 635, 31)
      lowPowerRow     stackView   (0, 96.5, 635, 41.5)
      notify          label       (0, 0, 576, 41.5)
      notifySwitch    switch      (584, 5.5, 51, 31)
      preview         label       (0, 5, 576, 21)
      previewSwitch   switch      (584, 0, 51, 31)
      lowPower        label       (0, 0, 576, 41.5)
      lowPowerSwitch  switch      (584, 5.5, 51, 31)

      No issues.

      """
    #expect(fresh.status == 0)
    #expect(trip.status == 0)
    #expect(fresh.stdout == "fresh.yaml: custom-375x667 (375×667 @2x), landscape, 667 × 375\n" + table)
    #expect(trip.stdout == "trip.yaml: custom-375x667 (375×667 @2x), landscape, 667 × 375\n" + table)
  }
}
