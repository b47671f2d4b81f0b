import Foundation
import Scrollwork

/// The results of a conformance run over many documents, and its text summary.
public struct IBConformanceReport: Sendable {
  /// The target share of views within tolerance (95 %).
  public static let targetShare = 0.95

  /// Per document, in the order run.
  public var documents: [IBConformance.DocumentResult]

  /// Creates a report.
  public init(documents: [IBConformance.DocumentResult]) { self.documents = documents }

  /// Views compared and within tolerance over every document.
  public var totals: (within: Int, compared: Int) {
    documents.reduce((0, 0)) { ($0.0 + $1.within, $0.1 + $1.compared) }
  }

  /// Views compared and within tolerance over the documents not in the manifest.
  public var totalsOutsideManifest: (within: Int, compared: Int) {
    documents.filter { $0.deviation == nil }.reduce((0, 0)) { ($0.0 + $1.within, $0.1 + $1.compared) }
  }

  /// Content-size checks that match, and all of them, outside the manifest.
  public var contentTotals: (matching: Int, checked: Int) {
    let checks = documents.filter { $0.deviation == nil }.flatMap(\.contentChecks)
    return (checks.filter(\.matches).count, checks.count)
  }

  /// Whether the targets hold: at least 95 % of the views of every document (the
  /// manifest's included) within tolerance, every content size outside the
  /// manifest matching, and no document failing to read.
  public var meetsTarget: Bool {
    let t = totals
    let c = contentTotals
    return t.compared > 0 && Double(t.within) >= Self.targetShare * Double(t.compared) && c.matching == c.checked
      && documents.allSatisfy { $0.error == nil }
  }

  /// The summary: one block per document (views within tolerance, its worst
  /// mismatches, its verdict figures and disagreements, its scroll views' content
  /// sizes, the manifest reason), the totals, the verdict disagreements by cause and
  /// the verdict figures over all documents, and as the last line
  /// `conformance: N/M views (P%)` over all documents.
  /// - Parameter worst: how many mismatches and verdict disagreements to list per document.
  public func summary(worst: Int = 3) -> String {
    var lines: [String] = []
    for d in documents {
      var head = "\(d.file): \(d.within)/\(d.compared) views"
      if d.skipped > 0 { head += ", \(d.skipped) not compared (misplaced/ambiguous)" }
      if d.unframed > 0 { head += ", \(d.unframed) without a stored frame (not compared)" }
      if let deviation = d.deviation { head += " [deviation: \(deviation)]" }
      lines.append(head)
      if let error = d.error { lines.append("  error: \(error)") }
      if let v = d.violations.first {
        lines.append(
          "  stale stored frames: they break \(d.violations.count) of their own required constraints (first: \(v.constraint) on line \(v.line) in [\(v.scene)], off by \(Self.n(abs(v.error))))"
        )
      }
      for m in d.mismatches.prefix(worst) {
        lines.append(
          "  mismatch [\(m.scene)] \(m.element) \(m.id): expected \(Self.rect(m.expected)), got \(Self.rect(m.actual)) (off by \(Self.n(m.error)))"
        )
      }
      if d.mismatches.count > worst { lines.append("  … \(d.mismatches.count - worst) more mismatches") }
      let v = d.verdicts
      if v.overall != IBVerdicts.Tally() {
        lines.append("  verdicts: \(Self.verdictFigures(v))")
        for x in v.disagreements.prefix(worst) { lines.append("  \(x.line)") }
        if v.disagreements.count > worst { lines.append("  … \(v.disagreements.count - worst) more disagreements") }
      }
      for c in d.contentChecks {
        lines.append(
          "  content size [\(c.scene)] scrollView \(c.id): expected \(Self.n(c.expected.width))×\(Self.n(c.expected.height)), got \(Self.n(c.actual.width))×\(Self.n(c.actual.height)) \(c.matches ? "ok" : "MISMATCH")"
        )
      }
    }
    let outside = totalsOutsideManifest
    let c = contentTotals
    let listed = documents.filter { $0.deviation != nil }.count
    lines.append(
      "outside the deviation manifest (\(documents.count - listed) documents): \(outside.within)/\(outside.compared) views (\(Self.percent(outside.within, outside.compared))); content sizes \(c.matching)/\(c.checked)"
    )
    lines.append("deviation manifest: \(listed) documents listed (included in the total below)")
    lines.append(
      "target (95% of all views, every content size outside the manifest, no unreadable document): \(meetsTarget ? "met" : "NOT met")"
    )
    let v = verdicts
    let causes = v.causes
    if !causes.isEmpty {
      lines.append("verdict disagreements by cause:")
      for c in causes { lines.append("  \(c.count) \(c.cause)") }
    }
    lines.append("verdicts (check on the canvas against Xcode's flags): \(Self.verdictFigures(v))")
    let t = totals
    lines.append("conformance: \(t.within)/\(t.compared) views (\(Self.percent(t.within, t.compared)))")
    return lines.joined(separator: "\n")
  }

  /// Every document's verdicts summed.
  public var verdicts: IBVerdicts { documents.reduce(IBVerdicts()) { $0 + $1.verdicts } }

  /// `misplaced precision 1/2 (50.0%) recall 1/1 (100.0%); ambiguous …; overall …`.
  static func verdictFigures(_ v: IBVerdicts) -> String {
    func figures(_ t: IBVerdicts.Tally) -> String {
      let reported = t.truePositives + t.falsePositives
      let flagged = t.truePositives + t.falseNegatives
      return
        "precision \(t.truePositives)/\(reported) (\(reported == 0 ? "n/a" : percent(t.truePositives, reported))) recall \(t.truePositives)/\(flagged) (\(flagged == 0 ? "n/a" : percent(t.truePositives, flagged)))"
    }
    return IBVerdicts.Flag.allCases.map { "\($0.rawValue) \(figures(v.tally($0)))" }.joined(separator: "; ")
      + "; overall \(figures(v.overall))"
  }

  static func percent(_ a: Int, _ b: Int) -> String {
    b == 0 ? "0.0%" : String(format: "%.1f%%", 100 * Double(a) / Double(b))
  }

  static func n(_ v: CGFloat) -> String {
    guard v.isFinite else { return "∞" }
    let r = (Double(v) * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : "\(r)"
  }

  static func rect(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
}
