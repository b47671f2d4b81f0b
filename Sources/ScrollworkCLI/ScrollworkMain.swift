import ArgumentParser
import Foundation

/// The entry point: parses the arguments, runs the subcommand and exits with
/// Scrollwork's status codes.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success: laid out (or checked) without issues, or help was printed |
/// | 1 | the input was usable and has layout issues |
/// | 2 | unusable input: bad arguments, a file that cannot be read or parsed |
///
/// Argument errors, which swift-argument-parser reports with status 64, exit with 2.
public enum ScrollworkMain {
  /// Runs the tool with the process's arguments and exits.
  public static func run(arguments: [String]? = nil) -> Never {
    do {
      var command = try ScrollworkCommand.parseAsRoot(arguments)
      try command.run()
      exit(0)
    } catch let code as ExitCode {
      exit(code.rawValue)
    } catch {
      let status = ScrollworkCommand.exitCode(for: error)
      let message = ScrollworkCommand.fullMessage(for: error)
      if status == .success {
        if !message.isEmpty { print(message) }
        exit(0)
      }
      if !message.isEmpty { Terminal.standardError.write(message + "\n") }
      exit(status == .failure ? 1 : 2)
    }
  }
}
