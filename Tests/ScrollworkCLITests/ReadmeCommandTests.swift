import Foundation
import Testing

/// The README's "More commands" that run on what the package ships (Examples/), as a new
/// user types them in a plain clone, run in a scratch directory holding a copy of
/// Examples/ (so the relative paths are the README's and the output files land there).
@Suite("README commands on Examples/ (end to end)")
struct ReadmeCommandTests {
  /// A scratch directory with a copy of Examples/; removed by the caller.
  static func scratch() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CommandRunner.repositoryRoot.appendingPathComponent("Examples"), to: dir.appendingPathComponent("Examples"))
    return dir
  }

  /// `Examples/*.yaml` as the shell expands it: the good layout files, not Examples/Broken/.
  static func yamlExamples() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: CommandRunner.repositoryRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/\($0)" }
  }

  @Test(
    "Examples/*.yaml holds only layout files that lay out cleanly (exit 0); the broken ones live in Examples/Broken")
  func globHasNoBrokenExamples() throws {
    let files = try Self.yamlExamples()
    #expect(files.count >= 8)
    #expect(!files.contains("Examples/broken.yaml") && !files.contains("Examples/layout-issues.yaml"))
    for file in files {
      let r = try CommandRunner.run(["layout", file, "--json"])
      #expect(r.status == 0, "\(file): exit \(r.status): \(r.stderr.prefix(300))")
    }
  }

  @Test("render Examples/paging-slider.yaml -o pager.svg writes the picture")
  func render() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["render", "Examples/paging-slider.yaml", "-o", "pager.svg"], in: dir)
    #expect(r.status == 0)
    #expect(r.stdout == "")
    let svg = try String(contentsOf: dir.appendingPathComponent("pager.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    for id in ["scrollView", "container", "page0", "page1", "page2"] {
      #expect(svg.contains(id), "no \(id) in the picture")
    }
  }

  /// Exit 1 is "some screen has issues", which a device/orientation the file was not made
  /// for may show; 2 (unusable input) or a crash would be a failure.
  @Test("report Examples/*.yaml --devices iphone-se-2,iphone-15 --orientation both -o report.html")
  func report() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = try Self.yamlExamples()
    let r = try CommandRunner.run(
      ["report"] + files + ["--devices", "iphone-se-2,iphone-15", "--orientation", "both", "-o", "report.html"], in: dir
    )
    #expect(r.status == 0 || r.status == 1, "exit \(r.status): \(r.stderr.suffix(500))")
    let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for file in files { #expect(html.contains("<h2>\(file)"), "the report has no section for \(file)") }
    #expect(html.contains("iphone-se-2") && html.contains("iphone-15"))
  }

  @Test("vfl 'H:|-[a]-[b(==a)]-|' prints UIKit's four constraints")
  func visualFormat() throws {
    let r = try CommandRunner.run(["vfl", "H:|-[a]-[b(==a)]-|"])
    #expect(r.status == 0)
    #expect(
      r.stdout.split(separator: "\n").map(String.init) == [
        "<NSLayoutConstraint:0x100000040 UIView:0x100000020'a'.leading == UIView:0x100000010'superview'.leadingMargin   (inactive)>",
        "<NSLayoutConstraint:0x100000050 H:[UIView:0x100000020'a']-(NSSpace(8))-[UIView:0x100000030'b']   (inactive)>",
        "<NSLayoutConstraint:0x100000060 UIView:0x100000030'b'.width == UIView:0x100000020'a'.width   (inactive)>",
        "<NSLayoutConstraint:0x100000070 UIView:0x100000010'superview'.trailingMargin == UIView:0x100000030'b'.trailing   (inactive)>",
      ])
  }
}
