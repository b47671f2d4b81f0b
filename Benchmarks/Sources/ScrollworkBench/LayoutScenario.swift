import Foundation
import LayoutSolver
import Scrollwork
import ScrollworkTestSupport

/// Scenario `layout`: the scroll-stack of ``ScrollStackScenario`` built through the
/// public Scrollwork model (views, anchors, a scroll view's content and frame guides,
/// labels with real text measured from the bundled font), timed next to the bare
/// solver system of the same N and mode.
///
/// Phases (ms): `build` (views + constraints, activated), `layout` (the first
/// `layoutIfNeeded`), `rotation` (root 375×812 → 812×375, re-layout: every label
/// re-wraps), `label_change` (median of ten one-label text changes, each growing a
/// label by a sentence, followed by a layout pass),
/// `constant_change` (the middle box's height constant +10). The reference is the
/// solver-level scroll-stack of the same N and mode, from nothing to frames: creating
/// its variables and constraints (`solver_system`), then add + update + read
/// (`solver_solve`). Targets (issue 3): model build + layout ≤ 3× solver system +
/// solve; a one-label change at N = 10,000 under 1 % of build + layout.
struct LayoutScenario {
  static let flags: [Arguments.Flag] = [
    .init(name: "n", defaultValue: "1000,10000"),
    .init(name: "rows", defaultValue: "fixed,mixed"),
    .init(name: "reps", defaultValue: "3"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench layout [--n 1000,10000] [--rows fixed,mixed] [--reps 3] [--out FILE]
      --rows   fixed (box rows with height constraints) or mixed (multi-line labels
               with real text alternating with boxes)
    """

  let counts: [Int]
  let modes: [ScrollStackScenario.RowMode]
  let reps: Int
  let outPath: String?

  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    counts = try args.intList("n")
    modes = try args.choices("rows", allowed: ["fixed", "mixed"]).compactMap(
      ScrollStackScenario.RowMode.init(rawValue:))
    reps = try args.int("reps", minimum: 1)
    outPath = args.string("out")
  }

  /// The model hierarchy of one repetition.
  struct Model {
    let root: View
    let scroll: ScrollView
    let content: View
    let rows: [View]
    let boxHeights: [Int: LayoutConstraint]

    init(n: Int, mode: ScrollStackScenario.RowMode) throws {
      let s = ScrollStackScenario.self
      root = View(frame: CGRect(x: 0, y: 0, width: s.portrait.width, height: s.portrait.height))
      scroll = ScrollView()
      content = View()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scroll)
      scroll.addSubview(content)
      var cons: [LayoutConstraint] = [
        scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scroll.topAnchor.constraint(equalTo: root.topAnchor),
        scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ]
      let heights = s.rowHeights(n)
      var texts = SplitMix64(seed: 99)
      var rows: [View] = []
      rows.reserveCapacity(n)
      var boxHeights: [Int: LayoutConstraint] = [:]
      var previous: LayoutYAxisAnchor = content.topAnchor
      var gap = s.topPad
      for i in 0..<n {
        let row: View
        if mode == .mixed && i % 2 == 0 {
          let label = Label()
          label.numberOfLines = 0
          label.text = LayoutScenario.sentence(&texts)
          row = label
        } else {
          row = View()
        }
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        cons.append(row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: s.marginX))
        cons.append(row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -s.marginX))
        cons.append(row.topAnchor.constraint(equalTo: previous, constant: gap))
        if !(row is Label) {
          let h = row.heightAnchor.constraint(equalToConstant: heights[i])
          boxHeights[i] = h
          cons.append(h)
        }
        previous = row.bottomAnchor
        gap = s.spacing
        rows.append(row)
      }
      cons.append(content.bottomAnchor.constraint(equalTo: previous, constant: s.bottomPad))
      try LayoutConstraint.activateOrThrow(cons)
      self.rows = rows
      self.boxHeights = boxHeights
    }
  }

  static let words = [
    "scroll", "view", "content", "label", "layout", "constraint", "anchor", "priority",
    "the", "of", "a", "keyboard", "paging", "inset", "offset", "margin", "guide", "stack",
  ]

  /// A sentence of 3 to 40 words from the generator.
  static func sentence(_ rng: inout SplitMix64) -> String {
    let count = rng.choice([3, 6, 12, 25, 40])
    return (0..<count).map { _ in rng.choice(words) }.joined(separator: " ")
  }

  /// Checks every row's frame and the content size against the rows' own sizes.
  static func check(_ m: Model, width: Double, stage: String) throws(BenchFailure) {
    let s = ScrollStackScenario.self
    // Frames are rounded to device pixels, edge by edge: allow one pixel.
    let pixel = 1 / Screen.main.scale + 1e-6

    var exactY = s.topPad
    for (i, row) in m.rows.enumerated() {
      let f = row.frame
      var want = f.height
      if let label = row as? Label {
        want =
          TextLayout.ceilToPixels(
            TextLayout(text: label.text ?? "", font: label.font, width: width - 2 * s.marginX, numberOfLines: 0).size,
            scale: Screen.main.scale
          ).height
      } else if let h = m.boxHeights[i] {
        want = h.constant
      }
      try BenchFailure.check(
        abs(f.minX - s.marginX) < 1e-6 && abs(f.width - (width - 2 * s.marginX)) < 1e-6
          && abs(f.minY - exactY) < pixel && abs(f.height - want) < pixel,
        "\(stage): row \(i) frame \(f), expected x \(s.marginX) y \(exactY) width \(width - 2 * s.marginX) height \(want)"
      )

      exactY += want + s.spacing
    }
    let contentHeight = exactY - s.spacing + s.bottomPad
    try BenchFailure.check(
      // The content size is in whole pixels too (each edge of the content guide rounded).
      abs(m.scroll.contentSize.height - contentHeight) < pixel && abs(m.scroll.contentSize.width - width) < 1e-6,
      "\(stage): content size \(m.scroll.contentSize), expected \(width) × \(contentHeight)")
  }

  /// The bare solver on the same system (the reference): creating its variables and
  /// constraints (`system`, the Python scripts' `build`), then add + update + read
  /// (`solve`), then the rotation.
  static func solverReference(n: Int, mode: ScrollStackScenario.RowMode) throws
    -> (system: Double, solve: Double, rotation: Double)
  {
    var t0 = Timing.now()
    let sys = ScrollStackScenario.System(n: n, mode: mode)
    let system = Timing.now() - t0
    let root = sys.scaffold.root
    t0 = Timing.now()
    let s = Solver()
    try s.addEditVariable(root.width, strength: .strong)
    try s.addEditVariable(root.height, strength: .strong)
    try s.suggestValue(ScrollStackScenario.portrait.width, for: root.width)
    try s.suggestValue(ScrollStackScenario.portrait.height, for: root.height)
    for c in sys.scaffold.constraints { try s.add(c) }
    s.updateVariables()
    ScrollStackScenario.readFrames(sys.rows, s)
    let build = Timing.now() - t0
    t0 = Timing.now()
    try s.suggestValue(ScrollStackScenario.landscape.width, for: root.width)
    try s.suggestValue(ScrollStackScenario.landscape.height, for: root.height)
    s.updateVariables()
    ScrollStackScenario.readFrames(sys.rows, s)
    return (system, build, Timing.now() - t0)
  }

  func oneRep(n: Int, mode: ScrollStackScenario.RowMode) throws -> PhaseTimes {
    var t = PhaseTimes()
    let s = ScrollStackScenario.self
    let label = "layout --rows \(mode.rawValue) N=\(n)"
    let reference = try Self.solverReference(n: n, mode: mode)
    t["solver_system"] = reference.system
    t["solver_solve"] = reference.solve
    t["solver_total"] = reference.system + reference.solve
    t["solver_rotation"] = reference.rotation

    var t0 = Timing.now()
    let m = try Model(n: n, mode: mode)
    t["build"] = Timing.now() - t0
    t0 = Timing.now()
    m.root.layoutIfNeeded()
    t["layout"] = Timing.now() - t0
    t["build_layout"] = t.value("build") + t.value("layout")
    try Self.check(m, width: s.portrait.width, stage: "\(label) portrait")

    t0 = Timing.now()
    m.root.frame = CGRect(x: 0, y: 0, width: s.landscape.width, height: s.landscape.height)
    m.root.layoutIfNeeded()
    t["rotation"] = Timing.now() - t0
    try Self.check(m, width: s.landscape.width, stage: "\(label) landscape")

    let middle = m.rows.count / 2
    // One-label text changes: ten labels spread over the list, each followed by a
    // layout pass; the median is reported.
    let labels = m.rows.compactMap { $0 as? Label }
    if !labels.isEmpty {
      var times: [Double] = []
      for k in 0..<10 {
        let target = labels[(labels.count * (2 * k + 1)) / 20]
        t0 = Timing.now()
        target.text = (target.text ?? "") + " and one more sentence that wraps onto another line of the label"
        m.root.layoutIfNeeded()
        times.append(Timing.now() - t0)
      }
      t["label_change"] = Timing.median(times)
      try Self.check(m, width: s.landscape.width, stage: "\(label) after label changes")
    }
    if let (_, box) = m.boxHeights.filter({ $0.key >= middle }).min(by: { $0.key < $1.key }) {
      t0 = Timing.now()
      box.constant += 10
      m.root.layoutIfNeeded()
      t["constant_change"] = Timing.now() - t0
      try Self.check(m, width: s.landscape.width, stage: "\(label) after constant change")
    }
    return t
  }

  private static let header = [
    "mode", "N", "s_system", "s_solve", "m_build", "m_layout", "total×", "solve×", "rot_solv", "rotation",
    "label_chg", "%total", "const_chg",
  ]
  private static let widths = [6, 7, 9, 9, 9, 9, 7, 7, 9, 9, 9, 7, 9]

  func run() throws -> JSONValue {
    var runs: [JSONValue] = []
    printError(
      "# ms, median of reps; total× = model (build + layout) / solver (system + solve); solve× = model layout / solver solve"
    )
    printError(Timing.formatRow(Self.header, Self.widths))
    for mode in modes {
      for n in counts {
        var samples = PhaseSamples()
        for _ in 0..<reps { samples.append(try oneRep(n: n, mode: mode)) }
        func m(_ key: String) -> Double { samples.contains(key) ? samples.medianMs(key) : .nan }
        let ratio = m("build_layout") / m("solver_total")
        let solveRatio = m("layout") / m("solver_solve")
        let share = 100 * m("label_change") / m("build_layout")
        printError(
          Timing.formatRow(
            [
              mode.rawValue, String(n), Timing.fixed(m("solver_system"), 2), Timing.fixed(m("solver_solve"), 2),
              Timing.fixed(m("build"), 2), Timing.fixed(m("layout"), 2), Timing.fixed(ratio, 2),
              Timing.fixed(solveRatio, 2), Timing.fixed(m("solver_rotation"), 2), Timing.fixed(m("rotation"), 2),
              Timing.fixed(m("label_change"), 3), Timing.fixed(share, 2), Timing.fixed(m("constant_change"), 3),
            ], Self.widths))
        var fields: [(String, JSONValue)] = [("N", .int(n)), ("mode", .string(mode.rawValue))]
        fields += samples.summaries()
        fields.append(("model_over_solver", .double(Timing.round(ratio, 3))))
        fields.append(("layout_over_solve", .double(Timing.round(solveRatio, 3))))
        if share.isFinite { fields.append(("label_change_percent_of_build", .double(Timing.round(share, 3)))) }
        runs.append(.object(fields))
      }
    }
    return .object([("scenario", .string("layout")), ("machine", JSONValue.machineInfo()), ("runs", .array(runs))])
  }
}
