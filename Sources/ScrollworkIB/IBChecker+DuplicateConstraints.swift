import Foundation
import Scrollwork

extension IBChecker {
  /// The `duplicate-constraint` findings of `scene`: each constraint that says what an
  /// earlier constraint of the scene already says, at the later one's line.
  ///
  /// Two constraints are duplicates when they relate the same items by the same
  /// attributes, relation, multiplier, constant (with the same size-class constants)
  /// and priority, and are installed under the same size classes (the same
  /// `<variation>` masks exclude or include them). Either orientation counts:
  /// `a.x == b.y + 8` repeats `b.y == a.x - 8`, and `a.x <= 2 × b.y` repeats
  /// `b.y >= 0.5 × a.x`. Placeholder constraints (removed at build time) and
  /// constraints no size class installs (excluded from `default`, included nowhere)
  /// are left out. IBLinter's `duplicate_constraint` compares the same attributes, in
  /// the written orientation only.
  /// - Complexity: O(constraints) hash lookups.
  func duplicateConstraintFindings(in scene: IBScene) -> [IBFinding] {
    var names: [String: String] = [:]
    var constraints: [IBConstraint] = []
    var stack = [scene.root]
    while let view = stack.popLast() {
      names[view.id] = document.name(of: view)
      constraints.append(contentsOf: view.constraints)
      stack.append(contentsOf: view.subviews.reversed())
    }
    var masks: [String: [String]] = [:]
    for variation in document.variations {
      for id in variation.excluded { masks[id, default: []].append("\(variation.key)-") }
      for id in variation.included { masks[id, default: []].append("\(variation.key)+") }
    }
    var first: [String: IBConstraint] = [:]
    var out: [IBFinding] = []
    for c in constraints.sorted(by: { $0.line < $1.line }) where !c.isPlaceholder {
      let mask = masks[c.id, default: []]
      // Excluded from the base size classes and included in none: never installed.
      if mask.contains("default-") && !mask.contains(where: { $0.hasSuffix("+") }) { continue }
      let context = "|\(mask.sorted().joined(separator: ","))"
      let keys = Self.duplicateKeys(of: c).map { $0 + context }
      if let earlier = keys.lazy.compactMap({ first[$0] }).first {
        out.append(
          IBFinding(
            severity: "warning", code: "duplicate-constraint", line: c.line, scene: scene.name, device: "document",
            orientation: document.orientation.rawValue,
            message:
              "constraint \(c.id) (\(Self.namedSummary(of: c, names: names))) repeats constraint \(earlier.id) on line \(earlier.line); Auto Layout solves both, and changing one later leaves the other in force: delete one"
          ))
      } else if let key = keys.first {
        first[key] = c
      }
    }
    return out
  }

  /// The keys under which a constraint is the same as another: as written, and (when
  /// it has a second item and a nonzero multiplier) with its items swapped.
  static func duplicateKeys(of c: IBConstraint) -> [String] {
    func number(_ v: CGFloat) -> String { String(format: "%.4f", Double(v) == 0 ? 0 : Double(v)) }
    let variations = c.constantVariations.sorted { $0.key < $1.key }
    func key(
      _ a: String, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: String?, _ ba: LayoutAttribute, _ m: CGFloat,
      _ k: CGFloat, _ kv: [(String, CGFloat)]
    ) -> String {
      let extra = kv.map { "\($0.0)=\(number($0.1))" }.joined(separator: ",")
      return
        "\(a).\(aa.rawValue)|\(r.rawValue)|\(b ?? "-").\(ba.rawValue)|\(number(m))|\(number(k))|\(extra)|\(c.priority)|\(c.isSymbolic)"
    }
    var keys = [
      key(
        c.firstItem, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute, c.multiplier, c.constant,
        variations.map { ($0.key, $0.value) })
    ]
    // a R m·b + k  ⇔  b R' (1/m)·a − k/m, where R' is R reversed when m > 0 and
    // kept when m < 0 (dividing by a negative number turns the inequality).
    if let b = c.secondItem, c.multiplier != 0 {
      let m = c.multiplier
      let relation: LayoutRelation =
        c.relation == .equal
        ? .equal : (m > 0) == (c.relation == .lessThanOrEqual) ? .greaterThanOrEqual : .lessThanOrEqual
      keys.append(
        key(
          b, c.secondAttribute, relation, c.firstItem, c.firstAttribute, 1 / m, -c.constant / m,
          variations.map { ($0.key, -$0.value / m) }))
    }
    return keys
  }

  /// The constraint's terms with its views named as findings name them:
  /// `titleLabel (abc-12-xyz).leading == View (root-00-id).leading + 20`.
  static func namedSummary(of c: IBConstraint, names: [String: String]) -> String {
    var summary = c
    summary.firstItem = names[c.firstItem] ?? c.firstItem
    summary.secondItem = c.secondItem.map { names[$0] ?? $0 }
    return summary.summary
  }
}
