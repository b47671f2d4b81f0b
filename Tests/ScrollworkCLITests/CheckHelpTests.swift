import Foundation
import Testing

@testable import ScrollworkCLI

/// `scrollwork check --help` prints its examples on whole lines (issue 18).
///
/// swift-argument-parser has no preformatted text: it keeps the discussion's own line
/// breaks and indentation for every line that fits the width and breaks a longer line
/// at its last space, without indentation (`String.wrapped(to:)`). So the discussion
/// is written in lines of at most 80 columns, the width used when standard output is
/// not a terminal and `COLUMNS` is unset, and then comes out as written.
@Suite struct CheckHelpTests {
  static let examples = [
    "scrollwork check Main.storyboard",
    "scrollwork check Base.lproj --devices iphone-se-1,iphone-15",
    "scrollwork check View.xib --orientation both --reporter json",
    "scrollwork check --reporter sarif > check.sarif",
    "scrollwork check Main.storyboard --pseudo-localize",
    "scrollwork check View.xib --pseudo-localize-percent 40",
    "scrollwork check Main.storyboard --content-sizes AX5",
    "scrollwork check Main.storyboard --devices ipad-11 --report check.html",
    "scrollwork check --write-baseline .scrollwork-baseline.json",
    "scrollwork check --baseline .scrollwork-baseline.json --strict",
    "git diff --name-only main | scrollwork check --stdin",
  ]

  /// The lines after `Examples:` up to the first blank line.
  static func exampleLines(_ help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "Examples:") else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  @Test(arguments: [["COLUMNS": "80"], ["COLUMNS": "120"]])
  func examplesArePrintedOnWholeLines(environment: [String: String]) throws {
    let result = try CommandRunner.run(["check", "--help"], environment: environment)
    #expect(result.status == 0)
    #expect(Self.exampleLines(result.stdout) == Self.examples.map { "  " + $0 })
  }

  /// Every line of the discussion fits 80 columns, so none is broken at any width
  /// from 80 up (the examples above, the prose around them).
  @Test func discussionLinesFitEightyColumns() {
    let long = CheckCommand.configuration.discussion.split(separator: "\n").filter { $0.count > 80 }
    #expect(long == [])
  }

  /// The same holds for every subcommand: no discussion line (prose or example) is
  /// longer than 80 columns, so argument-parser never breaks one mid-command. Long
  /// example commands continue on the next line after a shell `\`.
  @Test func everySubcommandsDiscussionFitsEightyColumns() {
    var long: [String] = []
    for command in ScrollworkCommand.configuration.subcommands {
      let configuration = command.configuration
      for line in configuration.discussion.split(separator: "\n") where line.count > 80 {
        long.append("\(configuration.commandName ?? "?"): \(line)")
      }
    }
    #expect(long == [])
  }

  /// `render --help` prints its long example as two whole lines joined by `\`.
  @Test func longExamplesContinueOnWholeLines() throws {
    let result = try CommandRunner.run(["render", "--help"], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    #expect(
      Self.exampleLines(result.stdout).suffix(2) == [
        "  scrollwork render Examples/paging-slider.yaml \\",
        "      --device iphone-15 --orientation landscape > pager.svg",
      ])
  }
}
