import Foundation
import PackagePlugin

/// `swift package scrollwork-check [ARGUMENTS…]`: runs `scrollwork check` (built by
/// SwiftPM from this package's `scrollwork` product) in the package's directory, with
/// the arguments as given: paths, `--reporter sarif`, `--devices …`, any option of
/// `scrollwork check --help`. Without arguments it checks what `.scrollwork.yml`
/// includes, else every document under the package's directory.
///
/// The check only reads files and prints to standard output, so it needs no write
/// permission; options that write files (`--report`, `--write-baseline`) need
/// `--allow-writing-to-package-directory` on macOS, where plugins run in a sandbox
/// (on Linux SwiftPM runs plugins unsandboxed). The command fails with the check's
/// exit status: 1 for findings that fail, 2 for unusable input.
@main
struct ScrollworkCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "scrollwork")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["check"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CheckFailed(status: process.terminationStatus)
    }
  }
}

/// `scrollwork check` ended with a nonzero status (or a signal).
struct CheckFailed: Error, CustomStringConvertible {
  /// The exit status, or the signal number.
  var status: Int32

  var description: String {
    switch status {
    case 1: "scrollwork check found problems that fail the check (exit status 1)"
    case 2: "scrollwork check could not use a document, the configuration or the baseline (exit status 2)"
    default: "scrollwork check ended with status \(status)"
    }
  }
}
