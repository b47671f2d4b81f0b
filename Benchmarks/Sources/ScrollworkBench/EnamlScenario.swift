import LayoutSolver

/// Scenario (c), `../shared/bench/enaml_form.py` rebuilt on LayoutSolver: kiwi's own
/// benchmark workload, a form of K label/field rows resized through two strong edit
/// variables.
///
/// Contract: the constraint system is the script's (same variables, constraints, order;
/// kiwi strengths mapped as in SCENARIOS.md: `create(0, 100, 0)` is 600 and
/// `create(0, 1, 0, 1.25)` is 501), the `build`, `add` and per-resize times are taken
/// the same way, and the JSON runs carry `K`, `constraints`, `build`, `add`, `resize`
/// and `resize_us_median`. The answer check (see ``check(_:_:width:height:)``) holds
/// the script's assertions made independent of where the solver puts the box (its
/// left/top are free above 0), plus what LayoutSolver's lexicographic priorities imply.
struct EnamlScenario {
  /// kiwi `strength.create(0, 1, 0, 1.25)`: enaml's spacing preferences.
  static let mmedium = Strength(501)
  /// kiwi `strength.create(0, 100, 0)`: the compound widget's size hints.
  static let smedium = Strength(600)
  /// The resize sequence of one loop.
  static let sizes: [(width: Double, height: Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  static let flags: [Arguments.Flag] = [
    .init(name: "rows", defaultValue: "3,10,30"),
    .init(name: "reps", defaultValue: "7"),
    .init(name: "loops", defaultValue: "200"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench enaml [--rows 3,10,30] [--reps 7] [--loops 200] [--out FILE]
      --rows   comma list of form rows K
      --loops  resize cycles per rep (x6 resizes), divided by max(1, K / 3)
    """

  let rowCounts: [Int]
  let reps: Int
  let loops: Int
  let outPath: String?

  /// Reads the options; throws before anything runs when one is bad.
  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    rowCounts = try args.intList("rows")
    reps = try args.int("reps", minimum: 1)
    loops = try args.int("loops", minimum: 1)
    outPath = args.string("out")
  }

  /// The form of one repetition (Python `build_form`).
  struct Form {
    let box: BenchView
    let midline: Variable
    let labels: [BenchView]
    let fields: [BenchView]
    let footer: BenchView
    let constraints: [Constraint]
    /// The widest label preference, `max(24 + 21 * (r % 3))`.
    let widestLabel: Double

    init(rows k: Int) {
      var cons: [Constraint] = []
      let box = BenchView("box", naming: .long)
      let cLeft = Variable("c.left")
      let cTop = Variable("c.top")
      let cRight = Variable("c.right")
      let cBottom = Variable("c.bottom")
      let midline = Variable("midline")
      cons.append(box.left >= 0.0)
      cons.append(box.top >= 0.0)
      cons.append(box.width >= 0.0)
      cons.append(box.height >= 0.0)
      cons.append((box.width == 0.0) | .medium)
      cons.append((box.height == 0.0) | .medium)
      cons.append(cLeft == box.left + 10.0)
      cons.append(cTop == box.top + 10.0)
      cons.append(cRight == box.right - 10.0)
      cons.append(cBottom == box.bottom - 10.0)

      func nonneg(_ w: BenchView) {
        cons.append(w.left >= 0.0)
        cons.append(w.top >= 0.0)
        cons.append(w.width >= 0.0)
        cons.append(w.height >= 0.0)
      }
      /// enaml-style spacing: required inequality plus preferred equality.
      func softEq(_ lhs: Expression, _ rhs: Expression) {
        cons.append(lhs >= rhs)
        cons.append((lhs == rhs) | EnamlScenario.mmedium)
      }

      var labels: [BenchView] = []
      var fields: [BenchView] = []
      var widest = 0.0
      for r in 0..<k {
        let lb = BenchView("lb\(r)", naming: .long)
        let fl = BenchView("fl\(r)", naming: .long)
        nonneg(lb)
        nonneg(fl)
        let lw = 24.0 + 21.0 * Double(r % 3)
        widest = max(widest, lw)
        cons.append((lb.width == lw) | .weak)
        cons.append((lb.width >= lw) | .strong)
        cons.append((lb.height == 16.0) | .strong)
        cons.append((lb.height >= 16.0) | .strong)
        if r == k - 1 {  // compound widget with custom-strength size hints
          cons.append((fl.height >= 24.0) | EnamlScenario.smedium)
          cons.append((fl.height <= 24.0) | EnamlScenario.smedium)
          cons.append((fl.width >= 119.0) | EnamlScenario.smedium)
          cons.append((fl.width <= 16_777_215.0) | EnamlScenario.smedium)
        } else {
          cons.append((fl.width >= 125.0) | .strong)
          cons.append((fl.height == 21.0) | .strong)
          cons.append((fl.height >= 21.0) | .strong)
        }
        cons.append((fl.left == midline) | .strong)
        softEq(Expression(lb.left), Expression(cLeft))
        softEq(Expression(fl.left), lb.right + 10.0)
        softEq(Expression(cRight), fl.right)
        softEq(Expression(lb.top), labels.last.map { $0.bottom + 10.0 } ?? Expression(cTop))
        softEq(Expression(fl.top), fields.last.map { $0.bottom + 10.0 } ?? Expression(cTop))
        cons.append((lb.centerY == fl.centerY) | .strong)
        labels.append(lb)
        fields.append(fl)
      }
      let foot = BenchView("footer", naming: .long)
      nonneg(foot)
      cons.append((foot.width >= 125.0) | .strong)
      cons.append((foot.height == 21.0) | .strong)
      cons.append((foot.height >= 21.0) | .strong)
      softEq(Expression(foot.left), Expression(cLeft))
      softEq(Expression(cRight), foot.right)
      if let prevF = fields.last, let prevL = labels.last {
        softEq(Expression(foot.top), prevF.bottom + 10.0)
        softEq(Expression(foot.top), prevL.bottom + 10.0)
      }
      softEq(Expression(cBottom), foot.bottom)

      self.box = box
      self.midline = midline
      self.labels = labels
      self.fields = fields
      self.footer = foot
      self.constraints = cons
      self.widestLabel = widest
    }
  }

  /// The answer check after resizing to `width` x `height`.
  ///
  /// The script's assertions, measured from the box's own left edge (the box may sit
  /// anywhere at left/top >= 0; nothing prefers 0): the width is honoured, the height is
  /// at least the suggestion, every label ends 10 before its field, every field ends
  /// inside the contents, the footer spans to the right inset. Added: every required
  /// constraint holds, and the horizontal answer LayoutSolver's lexicographic priorities
  /// imply: the strong constraints are all satisfiable across, so fields share
  /// `midline`; the 501 spacing equalities are then satisfiable too, so every label
  /// starts at the inset and every field ends at the right inset; the weak label widths
  /// then pick the widest preference for all labels (they share a width through the
  /// midline).
  static func check(_ form: Form, _ s: Solver, width w: Double, height h: Double) throws(BenchFailure) {
    let eps = 1e-6
    let value = { (v: Variable) in s.value(of: v) }
    let boxLeft = value(form.box.left)
    let boxWidth = value(form.box.width)
    let boxHeight = value(form.box.height)
    try BenchFailure.check(abs(boxWidth - w) < eps, "box width \(boxWidth), expected \(w)")
    try BenchFailure.check(boxHeight >= h - eps, "box height \(boxHeight), expected at least \(h)")
    for (i, c) in form.constraints.enumerated() where c.strength.isRequired {
      let v = c.expression.value(value)
      let holds: Bool
      switch c.relation {
      case .equal: holds = abs(v) < eps
      case .lessThanOrEqual: holds = v <= eps
      case .greaterThanOrEqual: holds = v >= -eps
      }
      try BenchFailure.check(holds, "required constraint #\(i) \(c) violated: lhs - rhs = \(v)")
    }
    let insetRight = boxLeft + w - 10
    let midline = value(form.midline)
    for (r, (lb, fl)) in zip(form.labels, form.fields).enumerated() {
      let lbLeft = value(lb.left)
      let lbWidth = value(lb.width)
      let flLeft = value(fl.left)
      let flRight = flLeft + value(fl.width)
      try BenchFailure.check(
        lbLeft + lbWidth + 10 <= flLeft + eps, "row \(r): label right \(lbLeft + lbWidth) + 10 > field left \(flLeft)")
      try BenchFailure.check(
        flRight <= insetRight + eps, "row \(r): field right \(flRight) beyond \(insetRight)")
      try BenchFailure.check(abs(flLeft - midline) < eps, "row \(r): field left \(flLeft), midline \(midline)")
      try BenchFailure.check(
        abs(lbLeft - (boxLeft + 10)) < eps, "row \(r): label left \(lbLeft), expected \(boxLeft + 10)")
      try BenchFailure.check(
        abs(lbWidth - form.widestLabel) < eps, "row \(r): label width \(lbWidth), expected \(form.widestLabel)")
      try BenchFailure.check(
        abs(flRight - insetRight) < eps, "row \(r): field right \(flRight), expected \(insetRight)")
    }
    let footLeft = value(form.footer.left)
    let footRight = footLeft + value(form.footer.width)
    try BenchFailure.check(abs(footRight - insetRight) < eps, "footer right \(footRight), expected \(insetRight)")
    try BenchFailure.check(
      abs(footLeft - (boxLeft + 10)) < eps, "footer left \(footLeft), expected \(boxLeft + 10)")
  }

  /// Runs every K and returns the whole document.
  func run() throws -> JSONValue {
    var runs: [JSONValue] = []
    printError(
      "# K rows | constraints | build ms | add ms | us per resize (2 suggest + update) median [min,max]")
    for k in rowCounts {
      var tb: [Double] = []
      var ta: [Double] = []
      var tr: [Double] = []
      var ncons = 0
      for _ in 0..<reps {
        do {
          var t0 = Timing.now()
          let form = Form(rows: k)
          tb.append(Timing.now() - t0)
          ncons = form.constraints.count
          t0 = Timing.now()
          let s = Solver()
          try s.addEditVariable(form.box.width, strength: .strong)
          try s.addEditVariable(form.box.height, strength: .strong)
          for c in form.constraints { try s.add(c) }
          ta.append(Timing.now() - t0)
          BenchStatistics.report("enaml K=\(k) after add", s)
          let loopCount = max(1, loops / max(1, k / 3))
          let total = Self.sizes.count * loopCount
          t0 = Timing.now()
          for _ in 0..<loopCount {
            for size in Self.sizes {
              try s.suggestValue(size.width, for: form.box.width)
              try s.suggestValue(size.height, for: form.box.height)
              s.updateVariables()
            }
          }
          tr.append((Timing.now() - t0) / Double(total))
          BenchStatistics.report("enaml K=\(k) after \(total) resizes", s)
          let last = Self.sizes[Self.sizes.count - 1]
          try Self.check(form, s, width: last.width, height: last.height)
        } catch let failure as BenchFailure {
          throw BenchFailure("enaml K=\(k): \(failure.message)")
        } catch {
          throw BenchFailure("enaml K=\(k): solver error: \(error)")
        }
      }
      let build = Timing.summarize(tb)
      let add = Timing.summarize(ta)
      let resizeUs = Timing.round(Timing.median(tr) * 1e6, 3)
      runs.append(
        .object([
          ("K", .int(k)), ("constraints", .int(ncons)), ("build", build), ("add", add),
          ("resize", Timing.summarize(tr)), ("resize_us_median", .double(resizeUs)),
        ]))
      printError(
        "\(pad(k, 8)) | \(pad(ncons, 11)) | \(pad(Timing.fixed(Timing.median(tb) * 1e3, 3), 8)) | "
          + "\(pad(Timing.fixed(Timing.median(ta) * 1e3, 3), 7)) | \(pad(Timing.fixed(resizeUs, 3), 8)) "
          + "[\(Timing.fixed((tr.min() ?? 0) * 1e6, 3)), \(Timing.fixed((tr.max() ?? 0) * 1e6, 3))]")
    }
    return .object([
      ("scenario", .string("enaml_form")), ("machine", JSONValue.machineInfo()), ("runs", .array(runs)),
    ])
  }

  private func pad(_ value: CustomStringConvertible, _ width: Int) -> String {
    Timing.formatRow([value.description], [width])
  }
}
