import LayoutSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints the solver's internal counters to stderr when SCROLLWORK_BENCH_STATS is set.
enum BenchStatistics {
  static let enabled = getenv("SCROLLWORK_BENCH_STATS") != nil

  /// Writes `label: counters` to stderr if enabled.
  static func report(_ label: String, _ solver: Solver) {
    report(label, solver._statistics)
  }

  /// Writes `label: counters` (sorted by name) to stderr if enabled.
  static func report(_ label: String, _ counters: [String: Int]) {
    guard enabled else { return }
    let list = counters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    printError("\(label): \(list.joined(separator: " "))")
  }
}
