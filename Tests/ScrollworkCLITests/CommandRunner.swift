import Foundation
import ScrollworkTestSupport
import Testing

/// Runs the built `scrollwork` executable (found next to the test bundle, i.e. in
/// `.build/debug`) and captures its output, for end-to-end tests.
enum CommandRunner {
  /// The repository's root.
  static let repositoryRoot = TestPackage.root

  /// `Examples/<name>`.
  static func example(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name).path
  }

  /// The `scrollwork` binary: beside the test runner, or in the build folder.
  static var executable: URL? {
    var folders: [URL] = []
    if let url = Bundle.main.executableURL { folders.append(url.deletingLastPathComponent()) }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
    folders.append(repositoryRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
      let candidate = folder.appendingPathComponent("scrollwork")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String

    /// stdout parsed as a JSON object.
    var json: [String: Any]? {
      (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
  }

  /// Runs `scrollwork arguments…` in `directory` (default: the repository root), with
  /// `environment` added to the test's own and `input` on its standard input (default:
  /// none, an empty standard input). `fileSizeLimit`: run it under `ulimit -f` with
  /// that many 512-byte blocks (and SIGXFSZ ignored), so that writing a larger file
  /// fails with EFBIG midway.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:],
    input: String? = nil, fileSizeLimit: Int? = nil
  ) throws -> Result {
    let url = try #require(executable, "the scrollwork executable was not found next to the tests")
    let process = Process()
    if let fileSizeLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory ?? repositoryRoot
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    // Small inputs only (file lists): the pipe's buffer holds them without a reader.
    // Nothing is written for commands that do not read it.
    if let input, !input.isEmpty { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inputPipe.fileHandleForWriting.close()
    // Read both pipes while the process runs so neither can fill up and block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
