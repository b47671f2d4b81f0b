import Foundation
import Scrollwork

/// `check`'s verdicts on a document's own canvas scored against the flags Xcode
/// stored on its views (`misplaced="YES"`, `ambiguous="YES"`, InterfaceBuilderFormat.md §10).
///
/// A view counts once per flag: a true positive when Xcode stored the flag and
/// `check` reports it (`misplaced-view` for misplaced; `ambiguous-layout`,
/// `ambiguous-scroll-content-width` and `-height` for ambiguous), a false positive when only `check` does, a false negative when only
/// Xcode does. Views neither flags are not counted (there is no true-negative term
/// in precision or recall).
public struct IBVerdicts: Sendable, Equatable {
  /// The two flags Xcode stores.
  public enum Flag: String, Sendable, CaseIterable {
    case misplaced, ambiguous

    /// The flag a finding code stands for, nil for the other codes. A scroll view
    /// whose scrollable content size is ambiguous is flagged ambiguous by Xcode.
    public init?(code: String) {
      switch code {
      case "misplaced-view": self = .misplaced
      // Xcode flags a scroll view whose scrollable content size is ambiguous
      // (InterfaceBuilder.md, "Verdicts").
      case "ambiguous-layout", "ambiguous-scroll-content-width", "ambiguous-scroll-content-height": self = .ambiguous
      default: return nil
      }
    }
  }

  /// Agreement counts for one flag (or both).
  public struct Tally: Sendable, Equatable {
    public var truePositives = 0
    public var falsePositives = 0
    public var falseNegatives = 0

    /// Creates a tally.
    public init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0) {
      self.truePositives = truePositives
      self.falsePositives = falsePositives
      self.falseNegatives = falseNegatives
    }

    /// TP / (TP + FP): the share of `check`'s reports Xcode agrees with; nil without reports.
    public var precision: Double? {
      truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// TP / (TP + FN): the share of Xcode's flags `check` reports; nil without flags.
    public var recall: Double? {
      truePositives + falseNegatives == 0 ? nil : Double(truePositives) / Double(truePositives + falseNegatives)
    }

    /// Both tallies summed.
    public static func + (a: Tally, b: Tally) -> Tally {
      Tally(
        truePositives: a.truePositives + b.truePositives, falsePositives: a.falsePositives + b.falsePositives,
        falseNegatives: a.falseNegatives + b.falseNegatives)
    }
  }

  /// One view on which `check` and Xcode disagree about one flag.
  public struct Disagreement: Sendable, Equatable {
    /// `check` reports a flag Xcode did not store, or the reverse.
    public enum Kind: String, Sendable {
      case falsePositive = "false positive"
      case falseNegative = "false negative"
    }

    public var kind: Kind
    public var flag: Flag
    public var scene: String
    /// The element name (`label`, `view`, ...).
    public var element: String
    public var id: String
    /// The class of cause, for the confusion table (``IBVerdicts/causes``).
    public var cause: String
    /// `check`'s message (false positives) or what the canvas gives (false negatives).
    public var detail: String

    /// `false positive misplaced [Scene] label abc-12-xyz: cause: detail`.
    public var line: String {
      "\(kind.rawValue) \(flag.rawValue) [\(scene)] \(element) \(id): \(cause)" + (detail.isEmpty ? "" : ": \(detail)")
    }
  }

  /// Counts per flag.
  public var tallies: [Flag: Tally] = [:]
  /// Every disagreement, in scene and document order, false positives of a scene first.
  public var disagreements: [Disagreement] = []

  /// No views scored.
  public init() {}

  /// The counts for one flag.
  public func tally(_ flag: Flag) -> Tally { tallies[flag] ?? Tally() }

  /// Both flags together.
  public var overall: Tally { tally(.misplaced) + tally(.ambiguous) }

  /// Disagreements per cause, most frequent first (then by text), as
  /// `(kind flag: cause, count)`.
  public var causes: [(cause: String, count: Int)] {
    Self.causes(of: disagreements)
  }

  /// Disagreements per `kind flag: cause`, most frequent first, then by text.
  public static func causes(of disagreements: [Disagreement]) -> [(cause: String, count: Int)] {
    var counts: [String: Int] = [:]
    for d in disagreements { counts["\(d.kind.rawValue) \(d.flag.rawValue): \(d.cause)", default: 0] += 1 }
    return counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
  }

  /// Both verdicts summed.
  public static func + (a: IBVerdicts, b: IBVerdicts) -> IBVerdicts {
    var r = a
    for flag in Flag.allCases { r.tallies[flag] = a.tally(flag) + b.tally(flag) }
    r.disagreements += b.disagreements
    return r
  }

  /// Scores one scene: the flags Xcode stored against `findings` (from
  /// ``IBChecker`` on the document's own canvas, `layout`).
  mutating func score(scene: IBScene, flags: [IBFixture.Flags], findings: [IBFinding], layout: IBLayout) {
    var reported: [Flag: [String: String]] = [:]
    var reportOrder: [(Flag, String)] = []
    for f in findings {
      guard let flag = Flag(code: f.code), let id = f.viewID, reported[flag]?[id] == nil else { continue }
      reported[flag, default: [:]][id] = f.message
      reportOrder.append((flag, id))
    }
    var stored: [Flag: Set<String>] = [:]
    for f in flags {
      if f.misplaced { stored[.misplaced, default: []].insert(f.id) }
      if f.ambiguous { stored[.ambiguous, default: []].insert(f.id) }
    }
    var elements = Self.elements(of: scene)
    for f in scene.flaggedViews where elements[f.id] == nil { elements[f.id] = f.element }
    for (flag, id) in reportOrder {
      if stored[flag]?.contains(id) == true {
        tallies[flag, default: Tally()].truePositives += 1
      } else {
        tallies[flag, default: Tally()].falsePositives += 1
        disagreements.append(
          Disagreement(
            kind: .falsePositive, flag: flag, scene: scene.name, element: elements[id] ?? "view", id: id,
            cause: Self.falsePositiveCause(flag, id, layout), detail: reported[flag]?[id] ?? ""))
      }
    }
    let breaks = flags.isEmpty ? [:] : IBChecker.storedFrameBreaks(in: layout)
    for f in flags {
      for flag in Flag.allCases where (flag == .misplaced ? f.misplaced : f.ambiguous) {
        guard reported[flag]?[f.id] == nil else { continue }
        tallies[flag, default: Tally()].falseNegatives += 1
        let (cause, detail) = Self.falseNegativeCause(
          flag, f.id, layout, breaks: breaks, reportedAmbiguous: reported[.ambiguous]?[f.id] != nil)
        disagreements.append(
          Disagreement(
            kind: .falseNegative, flag: flag, scene: scene.name, element: elements[f.id] ?? "view", id: f.id,
            cause: cause, detail: detail))
      }
    }
  }

  /// The element name of every view of a scene by id (iteratively: no recursion per nesting level).
  static func elements(of scene: IBScene) -> [String: String] {
    var result: [String: String] = [:]
    var stack = [scene.root]
    while let v = stack.popLast() {
      result[v.id] = v.element
      stack.append(contentsOf: v.subviews)
    }
    return result
  }

  /// Why `check` reports a flag Xcode did not store.
  static func falsePositiveCause(_ flag: Flag, _ id: String, _ layout: IBLayout) -> String {
    switch flag {
    case .misplaced:
      if layout.elements[id]?.isAmbiguous == true { return "Xcode flags it ambiguous instead" }
      return "the solved frame differs from the stored one"
    case .ambiguous:
      if layout.elements[id]?.isMisplaced == true { return "Xcode flags it misplaced instead" }
      return "the solver finds the frame undetermined"
    }
  }

  /// Why `check` does not report a flag Xcode stored, and what the canvas gives.
  static func falseNegativeCause(
    _ flag: Flag, _ id: String, _ layout: IBLayout, breaks: [String: String], reportedAmbiguous: Bool
  ) -> (String, String) {
    guard let view = layout.views[id], let e = layout.elements[id] else {
      return (
        "not laid out (inside a bar, a view outside the scene's view hierarchy, or other content check does not build)",
        ""
      )
    }
    if view.isHidden { return ("hidden (check does not judge hidden views)", "") }
    let solved = view.frame
    let storedText = e.frame.map { IBConformanceReport.rect($0) } ?? "no frame"
    let detail = "the document stores \(storedText), the constraints give \(IBConformanceReport.rect(solved))"
    switch flag {
    case .misplaced:
      guard let stored = e.frame else { return ("no stored frame", detail) }
      let off = max(
        abs(solved.minX - stored.minX), abs(solved.minY - stored.minY), abs(solved.width - stored.width),
        abs(solved.height - stored.height))
      if off <= IBConformance.tolerance + 1e-9 { return ("the constraints give the stored frame", detail) }
      if breaks[id] == nil {
        return ("the stored frames break none of its constraints that check evaluates", detail)
      }
      if reportedAmbiguous { return ("the solver finds the frame undetermined", detail) }
      return ("the solved frame differs but check does not report it", detail)
    case .ambiguous:
      return ("the solver finds the frame determined", detail)
    }
  }
}
