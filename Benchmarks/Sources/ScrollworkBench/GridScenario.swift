import LayoutSolver
import ScrollworkTestSupport

/// Scenario (b), `../shared/bench/grid_layout.py` rebuilt on LayoutSolver: non-chain
/// content (a two-column grid, or a random DAG of views) in the scroll scaffolding.
///
/// Contract: for every (kind, N) the constraint system is the one the Python script
/// builds (same variables, constraints, order and mapped strengths; SplitMix64 seeds 99
/// for the grid and 7 for `random`), the phases and answer checks are the script's, and
/// each JSON run carries the Python fields plus `rot_read` (reading every frame right
/// after the rotation update).
struct GridScenario {
  /// `--kind`.
  enum Kind: String, CaseIterable {
    case grid
    case gridNoImage = "grid-noimg"
    case random
  }

  static let gap = 10.0
  static let badge = 24.0
  static let aspect = 0.75

  static let flags: [Arguments.Flag] = [
    .init(name: "n", defaultValue: "100,1000,10000"),
    .init(name: "kind", defaultValue: "grid,grid-noimg,random"),
    .init(name: "reps", defaultValue: "5"),
    .init(name: "sweep", defaultValue: "100"),
    .init(name: "budget", defaultValue: "0"),
    .init(name: "probe", defaultValue: "0"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench grid [--kind grid,grid-noimg,random] [--n 100,1000,10000]
                                 [--reps 5] [--sweep 100] [--budget S] [--probe S] [--out FILE]
      --budget stop repeating an N once this many seconds were spent (0 = never)
      --probe  give up adding constraints after this many seconds (0 = never)
    """

  let counts: [Int]
  let kinds: [Kind]
  let reps: Int
  let sweepCount: Int
  let budget: Double
  let probe: Double
  let outPath: String?

  /// Reads the options; throws before anything runs when one is bad.
  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    counts = try args.intList("n")
    kinds = try args.choices("kind", allowed: Kind.allCases.map(\.rawValue)).compactMap(Kind.init(rawValue:))
    reps = try args.int("reps", minimum: 1)
    sweepCount = try args.int("sweep", minimum: 1)
    budget = try args.double("budget")
    probe = try args.double("probe")
    outPath = args.string("out")
  }

  /// What the answer check needs: the grid rows `(ha, hb, image)` or the random views
  /// `(h, parents)`.
  enum Spec {
    case grid([(ha: Double, hb: Double, image: Bool)])
    case random([(h: Double, parents: [Int])])
  }

  /// The whole system of one repetition (Python `build_grid` / `build_random`).
  struct System {
    let root: BenchView
    let contentGuide: BenchView
    let views: [BenchView]
    let constraints: [Constraint]
    let spec: Spec
  }

  /// Python `intrinsic`: hugging (weak `<=`) then compression (strong `>=`).
  private static func intrinsic(_ v: BenchView, _ h: Double, _ cons: inout [Constraint]) {
    cons.append((v.height <= h) | .weak)
    cons.append((v.height >= h) | .strong)
  }

  static func buildGrid(_ n: Int, images: Bool) -> System {
    var rng = SplitMix64(seed: 99)
    let scaffold = ScrollStackScenario.Scaffold(contentGuideName: "clg")
    let content = scaffold.content
    var cons = scaffold.constraints
    let nrows = max(1, n / 2)
    var cells: [BenchView] = []
    var badges: [BenchView] = []
    var spec: [(ha: Double, hb: Double, image: Bool)] = []
    var prev: BenchView?
    for r in 0..<nrows {
      let a = BenchView("a\(r)")
      let b = BenchView("b\(r)")
      let g = BenchView("g\(r)")
      let ha = rng.choice([20.5, 41.0, 61.5])
      let hb = rng.choice([20.5, 41.0, 61.5, 82.0])
      let image = images && r % 4 == 3
      let topAnchor: Expression = prev.map { $0.bottom + 8.0 } ?? (content.top + 20.0)
      cons.append(a.left == content.left + 15.0)
      cons.append(b.right == content.right - 15.0)
      cons.append(b.left == a.right + gap)
      cons.append(a.width == b.width)
      cons.append(a.top == topAnchor)
      cons.append(b.top == a.top)
      cons.append(a.height == b.height)
      cons.append(g.centerX == a.centerX)
      cons.append(g.centerY == a.centerY)
      cons.append(g.width == badge)
      cons.append(g.height == badge)
      intrinsic(a, ha, &cons)
      intrinsic(b, hb, &cons)
      if image { cons.append(b.height >= aspect * b.width) }
      cells += [a, b]
      badges.append(g)
      spec.append((ha, hb, image))
      prev = a
    }
    if let prev { cons.append(prev.bottom + 20.0 == content.bottom) }
    return System(
      root: scaffold.root, contentGuide: scaffold.contentGuide, views: cells + badges,
      constraints: cons, spec: .grid(spec))
  }

  /// `40 + 8 (rows - 1) + sum of max(ha, hb, aspect * cell width if image)`.
  static func expectedGridHeight(_ spec: [(ha: Double, hb: Double, image: Bool)], width: Double) -> Double {
    let cw = (width - 30 - gap) / 2
    var total = 40.0 + 8.0 * Double(spec.count - 1)
    for row in spec {
      total += max(row.ha, row.hb, row.image ? aspect * cw : 0.0)
    }
    return total
  }

  static func buildRandom(_ n: Int) -> System {
    var rng = SplitMix64(seed: 7)
    let scaffold = ScrollStackScenario.Scaffold(contentGuideName: "clg")
    let content = scaffold.content
    var cons = scaffold.constraints
    var views: [BenchView] = []
    var spec: [(h: Double, parents: [Int])] = []
    for i in 0..<n {
      let v = BenchView("v\(i)")
      let indent = rng.choice([15.0, 30.0, 45.0])
      let h = rng.choice([20.5, 41.0, 61.5, 44.0])
      cons.append(v.left == content.left + indent)
      cons.append(v.right == content.right - indent)
      var parents: [Int] = []
      if i == 0 {
        cons.append(v.top >= content.top + 20.0)
      } else {
        let k = rng.random() < 0.6 ? 1 : 2
        var picked = Set<Int>()
        for _ in 0..<k { picked.insert(rng.randrange(max(0, i - 8), i)) }
        parents = picked.sorted()
        for j in parents { cons.append(v.top >= views[j].bottom + 8.0) }
      }
      cons.append((v.top == content.top + 20.0) | .weak)
      intrinsic(v, h, &cons)
      views.append(v)
      spec.append((h, parents))
    }
    for v in views.suffix(8) { cons.append(content.bottom >= v.bottom + 20.0) }
    cons.append((content.height == 0.0) | .weak)
    return System(
      root: scaffold.root, contentGuide: scaffold.contentGuide, views: views,
      constraints: cons, spec: .random(spec))
  }

  /// The longest path through the random DAG, plus the bottom padding.
  static func expectedRandomHeight(_ spec: [(h: Double, parents: [Int])]) -> Double {
    var bottoms: [Double] = []
    for (h, parents) in spec {
      let t = parents.isEmpty ? 20.0 : parents.map { bottoms[$0] + 8 }.max() ?? 20.0
      bottoms.append(t + h)
    }
    return bottoms.suffix(8).map { $0 + 20 }.max() ?? 0
  }

  /// Python `check`: the content size.
  static func check(_ sys: System, _ solver: Solver, width: Double, stage: String) throws(BenchFailure) {
    let got = solver.value(of: sys.contentGuide.height)
    let want: Double
    switch sys.spec {
    case .grid(let spec): want = expectedGridHeight(spec, width: width)
    case .random(let spec): want = expectedRandomHeight(spec)
    }
    try BenchFailure.check(
      abs(got - want) < 1e-6 * max(1.0, want), "\(stage): content height \(got), expected \(want)")
    let cw = solver.value(of: sys.contentGuide.width)
    try BenchFailure.check(abs(cw - width) < 1e-6, "\(stage): content width \(cw), expected \(width)")
  }

  /// One repetition: the phase times and the constraint count, or the probe info.
  func oneRep(n: Int, kind: Kind) throws -> ScrollStackScenario.Outcome {
    let portrait = ScrollStackScenario.portrait
    let landscape = ScrollStackScenario.landscape
    let label = "grid --kind \(kind.rawValue) N=\(n)"
    var t = PhaseTimes()
    var t0 = Timing.now()
    let sys: System
    switch kind {
    case .grid: sys = Self.buildGrid(n, images: true)
    case .gridNoImage: sys = Self.buildGrid(n, images: false)
    case .random: sys = Self.buildRandom(n)
    }
    t["build"] = Timing.now() - t0
    let cons = sys.constraints
    let root = sys.root

    t0 = Timing.now()
    let s = Solver()
    try s.addEditVariable(root.width, strength: .strong)
    try s.addEditVariable(root.height, strength: .strong)
    try s.suggestValue(portrait.width, for: root.width)
    try s.suggestValue(portrait.height, for: root.height)
    for (k, c) in cons.enumerated() {
      try s.add(c)
      if probe > 0 && k % 500 == 0 && Timing.now() - t0 > probe {
        return .unfinished(
          .object([
            ("added", .int(k + 1)), ("of", .int(cons.count)),
            ("seconds", .double(Timing.round(Timing.now() - t0, 2))),
          ]))
      }
    }
    t["add"] = Timing.now() - t0
    BenchStatistics.report("\(label) after add", s)
    t0 = Timing.now()
    s.updateVariables()
    t["update"] = Timing.now() - t0
    t0 = Timing.now()
    ScrollStackScenario.readFrames(sys.views, s)
    t["read"] = Timing.now() - t0
    try Self.check(sys, s, width: portrait.width, stage: "\(label) portrait")

    t0 = Timing.now()
    try s.suggestValue(landscape.width, for: root.width)
    try s.suggestValue(landscape.height, for: root.height)
    t["rot_suggest"] = Timing.now() - t0
    t0 = Timing.now()
    s.updateVariables()
    t["rot_update"] = Timing.now() - t0
    t0 = Timing.now()
    ScrollStackScenario.readFrames(sys.views, s)
    t["rot_read"] = Timing.now() - t0
    try Self.check(sys, s, width: landscape.width, stage: "\(label) landscape")

    let widths = (0..<sweepCount).map { 320.0 + Double(($0 * 7) % 700) }
    t0 = Timing.now()
    for w in widths {
      try s.suggestValue(w, for: root.width)
      s.updateVariables()
    }
    t["sweep"] = Timing.now() - t0
    try Self.check(sys, s, width: widths.last ?? landscape.width, stage: "\(label) after sweep")
    t["solver_total"] = t.value("add") + t.value("update")
    t["total_incl_python"] = t.value("build") + t.value("add") + t.value("update")
    return .finished(t, constraints: cons.count)
  }

  private static let header = [
    "kind", "N", "cons", "build", "add", "update", "read", "solver", "rot_sug",
    "rot_upd", "rot_read", "sweep/chg", "reps",
  ]
  private static let widths = [10, 7, 7, 9, 10, 8, 8, 10, 8, 8, 8, 9, 4]

  /// Runs every (kind, N), kind-major like the script, and returns the whole document.
  func run() throws -> JSONValue {
    var runs: [JSONValue] = []
    printError("# ms, median of reps")
    printError(Timing.formatRow(Self.header, Self.widths))
    for kind in kinds {
      for n in counts {
        var samples = PhaseSamples()
        var spent = 0.0
        var ncons = 0
        var unfinished: JSONValue?
        for _ in 0..<reps {
          let outcome: ScrollStackScenario.Outcome
          do {
            outcome = try oneRep(n: n, kind: kind)
          } catch let failure as BenchFailure {
            throw failure
          } catch {
            throw BenchFailure("grid --kind \(kind.rawValue) N=\(n): solver error: \(error)")
          }
          guard case .finished(let t, let constraints) = outcome else {
            if case .unfinished(let info) = outcome { unfinished = info }
            break
          }
          ncons = constraints
          samples.append(t)
          spent += t.value("total_incl_python") + t.value("sweep")
          if budget > 0 && spent > budget { break }
        }
        if let unfinished {
          runs.append(.object([("N", .int(n)), ("kind", .string(kind.rawValue)), ("unfinished", unfinished)]))
          printError(
            "\(Timing.formatRow([kind.rawValue, String(n)], [10, 7])) | UNFINISHED \(unfinished.rendered(compact: true))"
          )
          continue
        }
        let perChange = Timing.round(samples.medianMs("sweep") / Double(sweepCount), 5)
        var fields: [(String, JSONValue)] = [
          ("N", .int(n)), ("kind", .string(kind.rawValue)),
          ("constraints", .int(ncons)), ("sweep_count", .int(sweepCount)),
        ]
        fields += samples.summaries()
        fields.append(("sweep_per_change_ms", .double(perChange)))
        runs.append(.object(fields))
        let m = { (key: String) in Timing.fixed(samples.medianMs(key), 3) }
        printError(
          Timing.formatRow(
            [
              kind.rawValue, String(n), String(ncons), m("build"), m("add"), m("update"), m("read"),
              m("solver_total"), m("rot_suggest"), m("rot_update"), m("rot_read"),
              Timing.fixed(perChange, 4), String(samples.count("add")),
            ], Self.widths))
      }
    }
    return .object([
      ("scenario", .string("grid_layout")), ("machine", JSONValue.machineInfo()), ("runs", .array(runs)),
    ])
  }
}
