import Foundation
import Testing

/// Output files (`render -o`, `report -o`, `check --report`) are written to a
/// temporary file beside the target and renamed into place (Documentation/BadInputs.md,
/// "Output files"): a failed run leaves the previous file byte for byte and no
/// temporary file behind.
@Suite("Output files are replaced whole or not at all")
struct OutputFileTests {
  /// A fresh, empty folder.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The names in `folder`, sorted.
  static func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("render -o on an unusable input leaves the previous picture as it was")
  func unusableInput() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("picture.svg")
    let good = try CommandRunner.run(["render", CommandRunner.example("login-form.yaml"), "-o", out.path])
    #expect(good.status == 0)
    let previous = try Data(contentsOf: out)
    #expect(previous.count > 1024)
    let broken = dir.appendingPathComponent("broken.yaml")
    try Data("views: [".utf8).write(to: broken)
    let bad = try CommandRunner.run(["render", broken.path, "-o", out.path])
    #expect(bad.status == 2)
    #expect(try Data(contentsOf: out) == previous)
    #expect(try Self.names(dir) == ["broken.yaml", "picture.svg"])
  }

  /// A command that writes `target` (a file in `dir`), given the target's path.
  struct Writer: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: @Sendable (_ dir: URL, _ target: String) throws -> [String]
    var testDescription: String { name }
  }

  static let writers: [Writer] = [
    Writer(name: "render -o") { _, target in ["render", CommandRunner.example("login-form.yaml"), "-o", target] },
    Writer(name: "report -o") { _, target in
      ["report", CommandRunner.example("login-form.yaml"), CommandRunner.example("paging-slider.yaml"), "-o", target]
    },
    Writer(name: "check --report") { dir, target in
      let storyboard = dir.appendingPathComponent("Wide.storyboard")
      try Data(CheckReportTests.storyboard.utf8).write(to: storyboard)
      return ["check", storyboard.path, "--report", target]
    },
  ]

  @Test(
    "a write that fails midway (the file size limit) leaves the previous file and no temporary file",
    arguments: writers)
  func failedWrite(_ writer: Writer) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("out.html").path
    let arguments = try writer.arguments(dir, target)
    let first = try CommandRunner.run(arguments)
    #expect(first.status == 0)
    let previous = try Data(contentsOf: URL(fileURLWithPath: target))
    #expect(previous.count > 2 * 512)
    let names = try Self.names(dir)
    // The same command again, allowed to write 2 blocks of 512 bytes per file: the
    // old code truncated the previous file and left those 1,024 bytes in it.
    let limited = try CommandRunner.run(arguments, fileSizeLimit: 2)
    #expect(limited.status == 2)
    #expect(limited.stderr.hasSuffix("\(target): error: cannot write: File too large\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == previous)
    #expect(try Self.names(dir) == names)
  }

  @Test("a successful write replaces the file, keeps its permissions, and follows a symbolic link")
  func successfulWrite() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("real.svg")
    try Data("old".utf8).write(to: real)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    let link = dir.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let r = try CommandRunner.run(["render", CommandRunner.example("login-form.yaml"), "-o", link.path])
    #expect(r.status == 0)
    // stdout gets the same text, with a final newline if it has none.
    let stdout = try CommandRunner.run(["render", CommandRunner.example("login-form.yaml")]).stdout
    let written = try String(contentsOf: real, encoding: .utf8)
    #expect((written.hasSuffix("\n") ? written : written + "\n") == stdout)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o640)
    #expect(try Self.names(dir) == ["link.svg", "real.svg"])
    // A folder that does not exist yet is made.
    let nested = dir.appendingPathComponent("a/b/picture.svg")
    #expect(try CommandRunner.run(["render", CommandRunner.example("login-form.yaml"), "-o", nested.path]).status == 0)
    #expect(try String(contentsOf: nested, encoding: .utf8) == written)
  }
}
