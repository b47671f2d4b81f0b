import LayoutSolver
import ScrollworkTestSupport

/// Scenario (a), `../shared/bench/scroll_stack.py` rebuilt on LayoutSolver: a
/// UIScrollView-style content view holding N stacked rows.
///
/// Contract: for every (mode, N) the constraint system is the one the Python script
/// builds (same variables, same constraints in the same order, kiwi strengths mapped
/// as in SCENARIOS.md, row heights from SplitMix64 seed 1234), the phases are timed
/// the same way, the same answer checks run (a failure throws ``BenchFailure``), and the
/// JSON run objects carry the Python fields plus `rot_read` (reading every row frame
/// right after the rotation update; values are computed on demand in LayoutSolver).
struct ScrollStackScenario {
  /// `--rows`: how each row's height is constrained (see the Python docstring).
  enum RowMode: String, CaseIterable {
    case fixed
    case mixed
    case fixedICS = "fixed+ics"
    case flat
  }

  static let marginX = 15.0
  static let topPad = 20.0
  static let bottomPad = 20.0
  static let spacing = 8.0
  static let portrait = (width: 375.0, height: 812.0)
  static let landscape = (width: 812.0, height: 375.0)

  static let flags: [Arguments.Flag] = [
    .init(name: "n", defaultValue: "100,1000,10000"),
    .init(name: "rows", defaultValue: "fixed,mixed"),
    .init(name: "reps", defaultValue: "5"),
    .init(name: "sweep", defaultValue: "100"),
    .init(name: "budget", defaultValue: "0"),
    .init(name: "churn-max", defaultValue: "1000"),
    .init(name: "probe", defaultValue: "0"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench scroll-stack [--n 100,1000,10000] [--rows fixed,mixed]
                                         [--reps 5] [--sweep 100] [--budget S]
                                         [--churn-max 1000] [--probe S] [--out FILE]
      --rows   comma list of fixed, fixed+ics, mixed, flat
      --budget stop repeating an N once this many seconds were spent (0 = never)
      --churn-max measure churn (remove+add one constraint) only up to this N
      --probe  give up adding constraints after this many seconds (0 = never)
    """

  let counts: [Int]
  let modes: [RowMode]
  let reps: Int
  let sweepCount: Int
  let budget: Double
  let churnMax: Int
  let probe: Double
  let outPath: String?

  /// Reads the options; throws before anything runs when one is bad.
  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    counts = try args.intList("n")
    modes = try args.choices("rows", allowed: RowMode.allCases.map(\.rawValue))
      .compactMap(RowMode.init(rawValue:))
    reps = try args.int("reps", minimum: 1)
    sweepCount = try args.int("sweep", minimum: 1)
    budget = try args.double("budget")
    churnMax = try args.int("churn-max")
    probe = try args.double("probe")
    outPath = args.string("out")
  }

  /// The root, scroll view, content layout guide and content view with their 13
  /// constraints (the scaffold shared with `grid_layout.py`).
  struct Scaffold {
    let root: BenchView
    let contentGuide: BenchView
    let content: BenchView
    var constraints: [Constraint]

    init(contentGuideName: String) {
      root = BenchView("root")
      let scroll = BenchView("scroll")
      contentGuide = BenchView(contentGuideName)
      content = BenchView("content")
      let clg = contentGuide
      var cons: [Constraint] = []
      cons.append(root.left == 0.0)
      cons.append(root.top == 0.0)
      cons.append(scroll.left == root.left)
      cons.append(scroll.top == root.top)
      cons.append(scroll.right == root.right)
      cons.append(scroll.bottom == root.bottom)
      cons.append(clg.left == scroll.left)
      cons.append(clg.top == scroll.top)
      cons.append(content.left == clg.left)
      cons.append(content.top == clg.top)
      cons.append(content.right == clg.right)
      cons.append(content.bottom == clg.bottom)
      cons.append(content.width == root.width)
      constraints = cons
    }
  }

  /// The whole system of one repetition (Python `build_system`).
  struct System {
    let scaffold: Scaffold
    let rows: [BenchView]
    var heights: [Double]
    /// The fixed box row near the middle whose height constraint churn replaces.
    let churn: (index: Int, constraint: Constraint)?

    init(n: Int, mode: RowMode) {
      var scaffold = Scaffold(contentGuideName: "contentLG")
      let content = scaffold.content
      let heights = ScrollStackScenario.rowHeights(n)
      var cons = scaffold.constraints
      cons.reserveCapacity(cons.count + 5 * n + 1)
      var rows: [BenchView] = []
      rows.reserveCapacity(n)
      var churn: (index: Int, constraint: Constraint)?
      var prevBottom: Expression = content.top + ScrollStackScenario.topPad
      var y = ScrollStackScenario.topPad
      for i in 0..<n {
        let r = BenchView("row\(i)")
        let h = heights[i]
        cons.append(r.left == content.left + ScrollStackScenario.marginX)
        cons.append(r.right == content.right - ScrollStackScenario.marginX)
        if mode == .flat {
          cons.append(r.top == content.top + y)
          y += h + ScrollStackScenario.spacing
        } else {
          cons.append(r.top == prevBottom)
        }
        if mode == .mixed && i % 2 == 0 {
          cons.append((r.height <= h) | .weak)  // hugging 250
          cons.append((r.height >= h) | .strong)  // compression 750
        } else {
          let hc = r.height == h
          cons.append(hc)
          if mode == .fixedICS {
            cons.append((r.height <= h) | .weak)
            cons.append((r.height >= h) | .strong)
          }
          if churn == nil && i >= n / 2 { churn = (i, hc) }
        }
        rows.append(r)
        prevBottom = r.bottom + ScrollStackScenario.spacing
      }
      if mode == .flat {
        let total: Double = y - ScrollStackScenario.spacing + ScrollStackScenario.bottomPad
        cons.append(content.bottom == content.top + total)
      } else if let last = rows.last {
        cons.append(last.bottom + ScrollStackScenario.bottomPad == content.bottom)
      }
      scaffold.constraints = cons
      self.scaffold = scaffold
      self.rows = rows
      self.heights = heights
      self.churn = churn
    }
  }

  /// Label-like and box-like heights from SplitMix64 seed 1234 (Python `row_heights`).
  static func rowHeights(_ n: Int, seed: UInt64 = 1234) -> [Double] {
    var rng = SplitMix64(seed: seed)
    let choices = [20.5, 41.0, 61.5, 82.0, 44.0, 120.0]
    return (0..<n).map { _ in rng.choice(choices) }
  }

  /// `TOP_PAD + sum(heights) + SPACING * (n - 1) + BOTTOM_PAD`, summed in Python's order.
  static func expectedContentHeight(_ heights: [Double]) -> Double {
    var sum = 0.0
    for h in heights { sum += h }
    return topPad + sum + spacing * Double(heights.count - 1) + bottomPad
  }

  /// Python `check`: content size, and the frames of every row (`full`) or of the first
  /// and last.
  static func check(_ sys: System, _ solver: Solver, width: Double, full: Bool, stage: String)
    throws(BenchFailure)
  {
    let clg = sys.scaffold.contentGuide
    let ch = solver.value(of: clg.height)
    let want = expectedContentHeight(sys.heights)
    try BenchFailure.check(
      abs(ch - want) < 1e-6 * max(1.0, want),
      "\(stage): content height \(ch), expected \(want)")
    let cw = solver.value(of: clg.width)
    try BenchFailure.check(abs(cw - width) < 1e-6, "\(stage): content width \(cw), expected \(width)")
    let indices = full ? Array(sys.rows.indices) : [0, sys.rows.count - 1]
    for i in indices {
      let f = sys.rows[i].frame(in: solver)
      try BenchFailure.check(
        abs(f.left - marginX) < 1e-6 && abs(f.width - (width - 2 * marginX)) < 1e-6,
        "\(stage): row \(i) left \(f.left) width \(f.width), expected \(marginX) and \(width - 2 * marginX)")
      try BenchFailure.check(
        abs(f.height - sys.heights[i]) < 1e-6,
        "\(stage): row \(i) height \(f.height), expected \(sys.heights[i])")
    }
  }

  /// Reads every row frame (the `read` and `rot_read` phases).
  static func readFrames(_ rows: [BenchView], _ solver: Solver) {
    var checksum = 0.0
    for r in rows {
      let f = r.frame(in: solver)
      checksum += f.left + f.top + f.width + f.height
    }
    Timing.keep(checksum)
  }

  /// One repetition: the phase times and the constraint count, or the Python
  /// `Unfinished` info when `--probe` gave up.
  enum Outcome {
    case finished(PhaseTimes, constraints: Int)
    case unfinished(JSONValue)
  }

  func oneRep(n: Int, mode: RowMode, fullCheck: Bool, churn: Bool) throws -> Outcome {
    var t = PhaseTimes()
    var t0 = Timing.now()
    var sys = System(n: n, mode: mode)
    t["build"] = Timing.now() - t0
    let cons = sys.scaffold.constraints
    let root = sys.scaffold.root
    let label = "scroll-stack --rows \(mode.rawValue) N=\(n)"

    t0 = Timing.now()
    let s = Solver()
    try s.addEditVariable(root.width, strength: .strong)
    try s.addEditVariable(root.height, strength: .strong)
    try s.suggestValue(Self.portrait.width, for: root.width)
    try s.suggestValue(Self.portrait.height, for: root.height)
    if probe > 0 {
      for (k, c) in cons.enumerated() {
        try s.add(c)
        if k % 500 == 0 && Timing.now() - t0 > probe {
          return .unfinished(
            .object([
              ("added", .int(k + 1)), ("of", .int(cons.count)),
              ("seconds", .double(Timing.round(Timing.now() - t0, 2))),
              ("build_ms", .double(Timing.round(t.value("build") * 1e3, 1))),
            ]))
        }
      }
    } else {
      for c in cons { try s.add(c) }
    }
    t["add"] = Timing.now() - t0

    t0 = Timing.now()
    s.updateVariables()
    t["update"] = Timing.now() - t0

    t0 = Timing.now()
    Self.readFrames(sys.rows, s)
    t["read"] = Timing.now() - t0
    try Self.check(sys, s, width: Self.portrait.width, full: fullCheck, stage: "\(label) portrait")

    // rotation: portrait -> landscape
    t0 = Timing.now()
    try s.suggestValue(Self.landscape.width, for: root.width)
    try s.suggestValue(Self.landscape.height, for: root.height)
    t["rot_suggest"] = Timing.now() - t0
    t0 = Timing.now()
    s.updateVariables()
    t["rot_update"] = Timing.now() - t0
    t0 = Timing.now()
    Self.readFrames(sys.rows, s)
    t["rot_read"] = Timing.now() - t0
    try Self.check(sys, s, width: Self.landscape.width, full: fullCheck, stage: "\(label) landscape")

    // successive width changes (live resize)
    let widths = (0..<sweepCount).map { 320.0 + Double((($0 * 7) % 700)) }
    t0 = Timing.now()
    for w in widths {
      try s.suggestValue(w, for: root.width)
      s.updateVariables()
    }
    t["sweep"] = Timing.now() - t0
    let lastWidth = widths.last ?? Self.landscape.width
    try Self.check(sys, s, width: lastWidth, full: false, stage: "\(label) after sweep")

    t["solver_total"] = t.value("add") + t.value("update")
    t["total_incl_python"] = t.value("build") + t.value("add") + t.value("update")
    guard churn, let churnRow = sys.churn else { return .finished(t, constraints: cons.count) }

    // constraint churn: one fixed box in the middle grows by 10pt
    let (i, hc) = (churnRow.index, churnRow.constraint)
    let r = sys.rows[i]
    t0 = Timing.now()
    try s.remove(hc)
    t["churn_remove"] = Timing.now() - t0
    let newc = r.height == sys.heights[i] + 10.0
    t0 = Timing.now()
    try s.add(newc)
    t["churn_add"] = Timing.now() - t0
    t0 = Timing.now()
    s.updateVariables()
    t["churn_update"] = Timing.now() - t0
    if mode == .flat {  // pre-solved tops do not move; only the row itself grows
      let h = s.value(of: r.height)
      try BenchFailure.check(
        abs(h - (sys.heights[i] + 10.0)) < 1e-6,
        "\(label) after churn: row \(i) height \(h), expected \(sys.heights[i] + 10.0)")
    } else {
      sys.heights[i] += 10.0
      try Self.check(sys, s, width: lastWidth, full: false, stage: "\(label) after churn of row \(i)")
    }
    return .finished(t, constraints: cons.count)
  }

  /// All repetitions of one (mode, N) (Python `run`).
  func runOne(n: Int, mode: RowMode) throws -> JSONValue {
    var samples = PhaseSamples()
    var ncons = 0
    var spent = 0.0
    for k in 0..<reps {
      let outcome: Outcome
      do {
        outcome = try oneRep(n: n, mode: mode, fullCheck: n <= 10000, churn: n <= churnMax)
      } catch let failure as BenchFailure {
        throw failure
      } catch {
        throw BenchFailure("scroll-stack --rows \(mode.rawValue) N=\(n): solver error: \(error)")
      }
      switch outcome {
      case .unfinished(let info):
        return .object([("N", .int(n)), ("mode", .string(mode.rawValue)), ("unfinished", info)])
      case .finished(let t, let constraints):
        ncons = constraints
        samples.append(t)
        spent += t.value("total_incl_python") + t.value("sweep")
      }
      if budget > 0 && spent > budget && k + 1 < reps { break }
    }
    var fields: [(String, JSONValue)] = [
      ("N", .int(n)), ("mode", .string(mode.rawValue)),
      ("constraints", .int(ncons)), ("sweep_count", .int(sweepCount)),
    ]
    fields += samples.summaries()
    fields.append(
      ("sweep_per_change_ms", .double(Timing.round(samples.medianMs("sweep") / Double(sweepCount), 5))))
    printRow(n: n, mode: mode, ncons: ncons, samples: samples)
    return .object(fields)
  }

  private static let header = [
    "mode", "N", "cons", "build", "add", "update", "read", "solver", "rot_sug",
    "rot_upd", "rot_read", "sweep/chg", "churn_rm", "churn_add", "reps",
  ]
  private static let widths = [9, 7, 7, 9, 10, 8, 8, 10, 8, 8, 8, 9, 8, 9, 4]

  private func printRow(n: Int, mode: RowMode, ncons: Int, samples: PhaseSamples) {
    func m(_ key: String) -> String {
      samples.contains(key) ? Timing.fixed(samples.medianMs(key), 3) : "-"
    }
    let perChange = Timing.round(samples.medianMs("sweep") / Double(sweepCount), 5)
    printError(
      Timing.formatRow(
        [
          mode.rawValue, String(n), String(ncons), m("build"), m("add"), m("update"), m("read"),
          m("solver_total"), m("rot_suggest"), m("rot_update"), m("rot_read"),
          Timing.fixed(perChange, 4), m("churn_remove"), m("churn_add"), String(samples.count("add")),
        ], Self.widths))
  }

  /// Runs every (mode, N), mode-major like the script, and returns the whole document.
  func run() throws -> JSONValue {
    var runs: [JSONValue] = []
    printError("# ms, median of reps")
    printError(Timing.formatRow(Self.header, Self.widths))
    for mode in modes {
      for n in counts {
        let r = try runOne(n: n, mode: mode)
        if case .object(let fields) = r, let info = fields.first(where: { $0.0 == "unfinished" }) {
          printError(
            "\(Timing.formatRow([mode.rawValue, String(n)], [9, 7])) | UNFINISHED \(info.1.rendered(compact: true))")
        }
        runs.append(r)
      }
    }
    return .object([
      ("scenario", .string("scroll_stack")), ("machine", JSONValue.machineInfo()), ("runs", .array(runs)),
    ])
  }
}
