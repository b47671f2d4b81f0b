import Foundation
import Scrollwork
import ScrollworkTestSupport

/// Scenario `table-scroll`: a self-sizing ``TableView`` (automatic row height, estimate
/// 44) of N rows (default 10,000), each a multi-line label with a sentence of 3 to 40
/// words from `SplitMix64`, 375 × 812, scrolled from top to bottom one screen height
/// per step (set `contentOffset`, then `layoutIfNeeded`).
///
/// Reported: the median and p95 µs per step (each repetition a fresh table), the cells
/// the data source's dequeue created and reused, the most cells on screen at once, and
/// the resident memory at the start, middle and end of the scroll (Linux
/// `/proc/self/statm`; `null` elsewhere).
///
/// Checked after every step (untimed), failing the run: the rows on screen are
/// contiguous and cover the bounds, each shown cell sits at its row's rectangle, shows
/// its own row's text, and is as tall as its text wrapped at the margins' width plus
/// the 11 pt margins above and below and the separator (to within one pixel); the
/// scroll ends with the last row at the bottom; and reuse works: the cells ever
/// created stay within ``cellMargin`` of the most the estimated heights put on one
/// screen (the table makes cells for the rows the estimates put on screen before
/// measuring them), never growing with the number of rows.
struct TableScrollScenario {
  static let flags: [Arguments.Flag] = [
    .init(name: "rows", defaultValue: "10000"),
    .init(name: "reps", defaultValue: "3"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench table-scroll [--rows 10000] [--reps 3] [--out FILE]
      a self-sizing table scrolled top to bottom a screen at a time (µs per step,
      live cells, resident memory)
    """

  static let size = CGSize(width: 375, height: 812)
  static let estimate: CGFloat = 44
  /// Cells allowed beyond one screen of estimated rows.
  static let cellMargin = 4

  let rows: Int
  let reps: Int
  let outPath: String?

  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    rows = try args.int("rows", minimum: 1)
    reps = try args.int("reps", minimum: 1)
    outPath = args.string("out")
  }

  /// Resident memory in bytes (`/proc/self/statm`'s second field × the page size), or
  /// nil where that file does not exist.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The `q`-quantile of `samples` (nearest rank); 0 for none.
  static func quantile(_ samples: [Double], _ q: Double) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// Checks what is on screen after a step.
  static func check(_ table: TableView, _ source: TableScrollSource, step: Int) throws(BenchFailure) {
    let cells = table.visibleCells.compactMap { $0 as? TableScrollCell }.sorted { $0.row < $1.row }
    try BenchFailure.check(
      !cells.isEmpty && cells.count == table.visibleCells.count,
      "table-scroll step \(step): \(table.visibleCells.count) cells on screen, \(cells.count) of them sentence cells")
    let scale = table.contentScaleFactor
    let pixel = 1 / scale + 1e-6
    let bounds = table.bounds
    var previous: TableScrollCell?
    for cell in cells {
      let row = cell.row
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      try BenchFailure.check(
        cell.frame == rect && cell.sentence.text == source.texts[row] && table.indexPath(for: cell)?.row == row,
        "table-scroll step \(step): row \(row) cell at \(cell.frame), row rectangle \(rect)")
      let label = cell.sentence
      let textHeight =
        TextLayout.ceilToPixels(
          TextLayout(text: source.texts[row], font: label.font, width: label.frame.width, numberOfLines: 0).size,
          scale: scale
        ).height
      let margins = cell.contentView.directionalLayoutMargins
      let want = textHeight + margins.top + margins.bottom + cell.separatorHeight
      try BenchFailure.check(
        abs(label.frame.height - textHeight) < pixel && abs(rect.height - want) < pixel
          && abs(label.frame.width - (rect.width - margins.leading - margins.trailing)) < pixel,
        "table-scroll step \(step): row \(row) height \(rect.height), label \(label.frame), expected height \(want)")
      if let previous {
        try BenchFailure.check(
          previous.row + 1 == row && previous.frame.maxY == rect.minY,
          "table-scroll step \(step): row \(row) at \(rect.minY) after row \(previous.row) ending at \(previous.frame.maxY)"
        )
      }
      previous = cell
    }
    if let first = cells.first, let last = cells.last {
      try BenchFailure.check(
        first.frame.minY <= bounds.minY && (last.frame.maxY >= bounds.maxY || last.row == source.texts.count - 1),
        "table-scroll step \(step): rows \(first.row)...\(last.row) do not cover the bounds \(bounds)")
    }
  }

  /// One scroll from top to bottom: per-step times, cell counts and memory.
  func oneRep(texts: [String]) throws -> (steps: [Double], created: Int, reused: Int, visible: Int, memory: [Int?]) {
    let source = TableScrollSource(texts: texts)
    let table = TableView(frame: CGRect(origin: .zero, size: Self.size), style: .plain)
    table.register(TableScrollCell.self, forCellReuseIdentifier: TableScrollSource.identifier)
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = Self.estimate
    table.dataSource = source
    var memory: [Int?] = [Self.residentBytes()]
    table.layoutIfNeeded()
    try Self.check(table, source, step: 0)
    var steps: [Double] = []
    var visible = table.visibleCells.count
    let height = table.bounds.height
    // Each step moves at least a pixel, and the content is finite: a bound on the steps
    // turns a table that never reaches its end into a failure, not a hang.
    let maxSteps = texts.count * 4 + 10
    while steps.count < maxSteps {
      let end = table.contentSize.height - height
      let target = min(table.contentOffset.y + height, end)
      guard target > table.contentOffset.y else { break }
      let t0 = Timing.now()
      table.contentOffset = CGPoint(x: 0, y: target)
      table.layoutIfNeeded()
      steps.append(Timing.now() - t0)
      try Self.check(table, source, step: steps.count)
      visible = max(visible, table.visibleCells.count)
      if memory.count == 1 && table.contentOffset.y >= table.contentSize.height / 2 {
        memory.append(Self.residentBytes())
      }
    }
    memory.append(Self.residentBytes())
    let lastRow = table.visibleCells.compactMap { ($0 as? TableScrollCell)?.row }.max()
    try BenchFailure.check(
      lastRow == texts.count - 1 && table.contentOffset.y == table.contentSize.height - height,
      "table-scroll: stopped after \(steps.count) steps at offset \(table.contentOffset.y) of "
        + "\(table.contentSize.height - height), last row on screen \(lastRow.map(String.init) ?? "none")")
    let screenOfEstimates = Int((height / Self.estimate).rounded(.up)) + 1
    let allowed = max(visible, screenOfEstimates) + Self.cellMargin
    try BenchFailure.check(
      source.created <= allowed,
      "table-scroll: \(source.created) cells created for \(visible) on screen at most (allowed \(allowed))")
    try BenchFailure.check(table.issues.isEmpty, "table-scroll: table issues \(table.issues)")
    try BenchFailure.check(
      table.layoutIssues.isEmpty, "table-scroll: layout issues \(table.layoutIssues.map { "\($0)" })")
    return (steps, source.created, source.reused, visible, memory)
  }

  func run() throws -> JSONValue {
    var rng = SplitMix64(seed: 19)
    let texts = (0..<rows).map { _ in LayoutScenario.sentence(&rng) }
    var medians: [Double] = []
    var p95s: [Double] = []
    var runs: [JSONValue] = []
    let header = ["rep", "steps", "median_µs", "p95_µs", "created", "reused", "visible", "rss_MB"]
    let widths = [4, 6, 10, 10, 8, 8, 8, 20]
    printError("# µs per step (one screen height); created = cells ever made; rss at start/middle/end")
    printError(Timing.formatRow(header, widths))
    for rep in 0..<reps {
      let r = try oneRep(texts: texts)
      let median = Timing.median(r.steps) * 1e6
      let p95 = Self.quantile(r.steps, 0.95) * 1e6
      medians.append(median)
      p95s.append(p95)
      let mb = r.memory.map { $0.map { Timing.fixed(Double($0) / 1_048_576, 1) } ?? "-" }.joined(separator: "/")
      printError(
        Timing.formatRow(
          [
            String(rep), String(r.steps.count), Timing.fixed(median, 1), Timing.fixed(p95, 1), String(r.created),
            String(r.reused), String(r.visible), mb,
          ], widths))
      runs.append(
        .object([
          ("rep", .int(rep)), ("steps", .int(r.steps.count)),
          ("median_step_us", .double(Timing.round(median, 3))), ("p95_step_us", .double(Timing.round(p95, 3))),
          ("cells_created", .int(r.created)), ("cells_reused", .int(r.reused)),
          ("max_visible_cells", .int(r.visible)),
          ("resident_bytes", .array(r.memory.map { $0.map { .int($0) } ?? .null })),
        ]))
    }
    var fields: [(String, JSONValue)] = [
      ("scenario", .string("table-scroll")), ("machine", JSONValue.machineInfo()), ("rows", .int(rows)),
      ("median_step_us", .double(Timing.round(Timing.median(medians), 3))),
      ("p95_step_us", .double(Timing.round(Timing.median(p95s), 3))),
      ("reps", .array(runs)),
    ]
    if Self.residentBytes() == nil {
      fields.append(("memory_note", .string("resident memory is read from /proc/self/statm, absent here")))
    }
    return .object(fields)
  }
}
