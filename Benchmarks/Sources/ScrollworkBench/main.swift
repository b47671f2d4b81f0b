// scrollwork-bench: the scenarios of ../shared/bench rebuilt on LayoutSolver.
//
//   scrollwork-bench scroll-stack [--n ...] [--rows ...] [--reps N] ...
//   scrollwork-bench grid [--kind ...] [--n ...] [--reps N] ...
//   scrollwork-bench enaml [--rows ...] [--reps N] [--loops N] [--out FILE]
//   scrollwork-bench dsl [--n ...] [--reps N] [--out FILE]
//   scrollwork-bench feed [--n 100] [--width 375] [--reps N] [--out FILE]
//   scrollwork-bench table-scroll [--rows 10000] [--reps N] [--out FILE]
//
// Exit status: 0 on success (JSON on stdout, progress table on stderr), 1 when an
// answer check fails or the solver throws (message on stderr), 2 for a bad command
// line (usage on stderr).

import Foundation

let overview = """
  usage: scrollwork-bench <scenario> [flags]
  scenarios (same flags and defaults as the Python scripts in ../shared/bench):

  \(ScrollStackScenario.usage)
  \(GridScenario.usage)
  \(EnamlScenario.usage)
  \(LayoutScenario.usage)
  \(DSLScenario.usage)
  \(FeedScenario.usage)
  \(TableScrollScenario.usage)
  """

/// Prints the usage and exits: status 0 to stdout for `--help`, status 2 to stderr else.
func exitWithUsage(_ usage: String, _ error: Arguments.UsageError) -> Never {
  switch error {
  case .help:
    print(usage)
    exit(0)
  case .invalid(let message):
    printError("scrollwork-bench: error: \(message)")
    printError(usage)
    exit(2)
  }
}

/// Runs a scenario, emits its JSON, and exits 1 on any failure.
func runScenario(_ body: () throws -> JSONValue, out: String?) -> Never {
  do {
    let document = try body()
    try JSONValue.emit(document, to: out)
    exit(0)
  } catch {
    printError("scrollwork-bench: check failed: \(error)")
    exit(1)
  }
}

let argv = CommandLine.arguments.dropFirst()
switch argv.first {
case "scroll-stack":
  do {
    let scenario = try ScrollStackScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(ScrollStackScenario.usage, error)
  }
case "grid":
  do {
    let scenario = try GridScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(GridScenario.usage, error)
  }
case "enaml":
  do {
    let scenario = try EnamlScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(EnamlScenario.usage, error)
  }
case "layout":
  do {
    let scenario = try LayoutScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(LayoutScenario.usage, error)
  }
case "dsl":
  do {
    let scenario = try DSLScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(DSLScenario.usage, error)
  }
case "feed":
  do {
    let scenario = try FeedScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(FeedScenario.usage, error)
  }
case "table-scroll":
  do {
    let scenario = try TableScrollScenario(arguments: argv.dropFirst())
    runScenario(scenario.run, out: scenario.outPath)
  } catch {
    exitWithUsage(TableScrollScenario.usage, error)
  }
case "-h", "--help":
  print(overview)
  exit(0)
case nil:
  exitWithUsage(overview, .invalid("missing scenario"))
case let other?:
  exitWithUsage(overview, .invalid("unknown scenario '\(other)'"))
}
