import Foundation

/// The clock, the statistics and the progress-table formatting shared by the scenarios
/// (the Swift side of `../shared/bench/benchlib.py`).
///
/// Contract: ``now()`` is monotonic (`CLOCK_MONOTONIC`), in seconds; every statistic is
/// computed exactly as `benchlib.summarize` does (median of the samples in seconds, then
/// milliseconds rounded to 4 decimals).
enum Timing {
  /// Seconds on the monotonic clock (arbitrary origin).
  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
  }

  /// The median of `samples` (Python `statistics.median`: mean of the two middle
  /// values for an even count); 0 for no samples.
  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  /// `value` rounded to `digits` decimals (Python `round(value, digits)` up to ties).
  static func round(_ value: Double, _ digits: Int) -> Double {
    let scale = pow(10.0, Double(digits))
    return (value * scale).rounded() / scale
  }

  /// `{"median_ms", "min_ms", "max_ms", "reps"}` of samples given in seconds.
  static func summarize(_ samples: [Double]) -> JSONValue {
    .object([
      ("median_ms", .double(round(median(samples) * 1e3, 4))),
      ("min_ms", .double(round((samples.min() ?? 0) * 1e3, 4))),
      ("max_ms", .double(round((samples.max() ?? 0) * 1e3, 4))),
      ("reps", .int(samples.count)),
    ])
  }

  /// One line of the progress table: each column right-justified to its width, joined
  /// by `" | "` (Python `benchlib.fmt_row`).
  static func formatRow(_ columns: [String], _ widths: [Int]) -> String {
    zip(columns, widths).map { column, width in
      column.count >= width ? column : String(repeating: " ", count: width - column.count) + column
    }.joined(separator: " | ")
  }

  /// `value` with `decimals` decimals (`"%.3f"`).
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// Keeps values read in a timed loop alive, so the optimiser cannot drop the reads.
  @inline(never)
  static func keep(_ checksum: Double) {
    if checksum.isNaN { sinkCount &+= 1 }
  }

  nonisolated(unsafe) private static var sinkCount = 0
}

/// The phase times of one repetition, in seconds, in the order they were taken
/// (the Python dict `t` of `one_rep`).
struct PhaseTimes {
  /// The phase names in insertion order.
  private(set) var keys: [String] = []
  private var seconds: [String: Double] = [:]

  /// The time of a phase; setting a new phase appends it to ``keys``.
  subscript(key: String) -> Double? {
    get { seconds[key] }
    set {
      if seconds[key] == nil, newValue != nil { keys.append(key) }
      if newValue == nil { keys.removeAll { $0 == key } }
      seconds[key] = newValue
    }
  }

  /// The time of a phase, 0 when it was not taken.
  func value(_ key: String) -> Double { seconds[key] ?? 0 }
}

/// The samples of every phase over the repetitions of one run (Python `samples`).
struct PhaseSamples {
  private var keys: [String] = []
  private var samples: [String: [Double]] = [:]

  /// Adds one repetition's times.
  mutating func append(_ times: PhaseTimes) {
    for key in times.keys {
      if samples[key] == nil { keys.append(key) }
      samples[key, default: []].append(times.value(key))
    }
  }

  /// Whether a phase was measured at least once.
  func contains(_ key: String) -> Bool { samples[key] != nil }

  /// The rounded median of a phase in milliseconds, as reported in the JSON.
  func medianMs(_ key: String) -> Double {
    Timing.round(Timing.median(samples[key] ?? []) * 1e3, 4)
  }

  /// The number of samples of a phase.
  func count(_ key: String) -> Int { samples[key]?.count ?? 0 }

  /// `(phase, summary)` for every phase, in first-measured order.
  func summaries() -> [(String, JSONValue)] {
    keys.map { ($0, Timing.summarize(samples[$0] ?? [])) }
  }
}
