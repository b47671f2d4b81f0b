import Foundation
import Testing

/// Process level (Documentation/BadInputs.md, "Process" rows): `scrollwork` exits with
/// status 2 and one line on stderr for unusable input, never by a signal.
@Suite("Bad inputs: the scrollwork process")
struct BadInputProcessTests {
  /// A fresh folder holding `name` with `contents`.
  static func file(_ name: String, _ contents: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url)
    return url
  }

  @Test("a binary file as a layout file")
  func binaryFile() throws {
    // Bytes that are not UTF-8 (0xFF never occurs in UTF-8), NULs included.
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 0x9E &+ 0xFF) } + [0xFF, 0x00])
    let url = try Self.file("binary.yaml", bytes)
    let r = try CommandRunner.run(["layout", url.path])
    #expect(r.status == 2)
    #expect(r.stderr == "\(url.path): error: The file is not UTF-8 text.\n")
    #expect(r.stdout.isEmpty)
  }

  @Test("the bundled font file as a layout file")
  func fontAsLayout() throws {
    let font = CommandRunner.repositoryRoot.appendingPathComponent(
      "Sources/ScrollworkText/Resources/Fonts/Inter-Regular.otf")
    let r = try CommandRunner.run(["layout", font.path])
    #expect(r.status == 2)
    #expect(r.stderr == "\(font.path): error: The file is not UTF-8 text.\n")
  }

  @Test("a directory, a missing file, an empty file")
  func notFiles() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let d = try CommandRunner.run(["layout", folder])
    #expect(d.status == 2)
    #expect(d.stderr == "\(folder): error: This is a folder, not a layout file.\n")
    let m = try CommandRunner.run(["layout", "/nonexistent/bad-inputs.yaml"])
    #expect(m.status == 2)
    #expect(m.stderr == "/nonexistent/bad-inputs.yaml: error: No such file.\n")
    let empty = try Self.file("empty.yaml", Data())
    let e = try CommandRunner.run(["layout", empty.path])
    #expect(e.status == 2)
    #expect(e.stderr == "\(empty.path):1:1: error: The file is empty: expected a mapping with a 'views' list.\n")
  }

  @Test("a file over 10 MB is refused before it is read")
  func tooLarge() throws {
    let url = try Self.file("big.yaml", Data(repeating: 0x23, count: 10 * 1024 * 1024 + 1))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let r = try CommandRunner.run(["layout", url.path])
    #expect(r.status == 2)
    #expect(r.stderr == "\(url.path): error: The file is 10485761 bytes; layout files may be at most 10485760 bytes.\n")
  }

  @Test("an alias bomb through the command line")
  func aliasBomb() throws {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in 1...9 {
      lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]")
    }
    lines.append("views: [{id: root}]")
    let url = try Self.file("bomb.yaml", Data((lines.joined(separator: "\n") + "\n").utf8))
    let r = try CommandRunner.run(["layout", url.path])
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "\(url.path):1:37: error: The document expands to more than 1000000 nodes (an alias bomb?); refused.\n")
  }

  @Test("vfl: UIKit's text and caret on stderr, status 2; a 100 KB format is fine")
  func visualFormat() throws {
    let r = try CommandRunner.run(["vfl", "[a]--[b]"])
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "Unable to parse constraint format: \nCannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers. \n[a]--[b] \n    ^\n"
    )
    let ascii = try CommandRunner.run(["vfl", "[caf\u{E9}]"])
    #expect(ascii.status == 2)
    #expect(ascii.stderr == "Unable to parse constraint format: It contains non-ASCII characters.\n")
    var format = "H:|"
    var count = 0
    while format.utf8.count < 100 * 1024 {
      format += "-[v\(count)]"
      count += 1
    }
    format += "-|"
    let long = try CommandRunner.run(["vfl", format])
    #expect(long.status == 0)
    let lines = long.stdout.split(separator: "\n")
    #expect(lines.count == count + 1)
    #expect(lines.last?.contains("'v\(count - 1)'.trailing   (inactive)>") == true)
  }
}
