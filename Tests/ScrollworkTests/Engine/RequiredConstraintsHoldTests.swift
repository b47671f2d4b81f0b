import Foundation
import LayoutSolver
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// The engine's contract for required constraints (UIKitBehaviour.md §9.3, §71): after a
/// layout pass every required constraint holds in the solver's solution, or the engine
/// broke it and reported it in an unsatisfiable-constraints issue. A size may come out
/// negative: nothing requires sizes ≥ 0 (UIKitBehaviour.md §98), and the frame of such a
/// view is the standardized rectangle, which can look like a broken spacing.
@Suite struct RequiredConstraintsHoldTests {
  /// Descriptions of the required solver constraints the solution violates by more than
  /// 1e-6: empty when the solver kept its contract.
  static func violatedRequired(in engine: LayoutEngine) -> [String] {
    let solver = engine.solver
    var out: [String] = []
    for sc in solver.constraints where sc.strength.isRequired {
      let value = sc.expression.value { solver.value(of: $0) }
      let holds: Bool
      switch sc.relation {
      case .equal: holds = abs(value) <= 1e-6
      case .lessThanOrEqual: holds = value <= 1e-6
      case .greaterThanOrEqual: holds = value >= -1e-6
      }
      if !holds { out.append("\(sc) is \(value)") }
    }
    return out
  }

  /// The required layout constraints of `list` that are neither in the solver nor
  /// named as broken by an unsatisfiable-constraints issue of `root`.
  static func unreported(_ list: [LayoutConstraint], root: View, engine: LayoutEngine) -> [LayoutConstraint] {
    var reported = Set<ObjectIdentifier>()
    for case .unsatisfiable(let report) in root.layoutIssues { reported.insert(ObjectIdentifier(report.broken)) }
    return list.filter {
      $0.isActive && $0.priority == .required && engine.installed[ObjectIdentifier($0)] == nil
        && !reported.contains(ObjectIdentifier($0))
    }
  }

  /// The case behind the report "an all-hidden inner stack inside a vertical
  /// equal-spacing stack breaks the outer stack's `>= 10` spacings" (UIKitBehaviour.md
  /// §98), with plain views: the outer view hugs its height at 49 (an equal-spacing
  /// stack's `UISV-canvas-fit`), the inner one only at 1. Priorities are lexicographic,
  /// so the 49 wins outright: the outer view is 0 tall and the inner one −86 tall, which
  /// keeps both spacings at exactly 10 (kiwisolver gives the same values). The inner
  /// frame is the standardized rectangle: 86 tall, above its top.
  @Test("§98 a 49 hug beats a 1 hug with a negative size; every required constraint holds")
  func negativeSizeKeepsRequiredSpacings() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
    let outer = View()
    let title = View()
    let inner = View()
    let row = View()
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    for v in [title, inner, row] {
      v.translatesAutoresizingMaskIntoConstraints = false
      outer.addSubview(v)
    }
    let outerHug = outer.heightAnchor.constraint(equalToConstant: 0)
    outerHug.priority = LayoutPriority(49)
    let innerHug = inner.heightAnchor.constraint(equalToConstant: 0)
    innerHug.priority = LayoutPriority(1)
    let list = [
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      outer.widthAnchor.constraint(equalToConstant: 280), outerHug,
      title.topAnchor.constraint(equalTo: outer.topAnchor), title.heightAnchor.constraint(equalToConstant: 30),
      inner.topAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: 10), innerHug,
      row.topAnchor.constraint(greaterThanOrEqualTo: inner.bottomAnchor, constant: 10),
      row.heightAnchor.constraint(equalToConstant: 36), outer.bottomAnchor.constraint(equalTo: row.bottomAnchor),
    ]
    var widths: [LayoutConstraint] = []
    for (v, width) in [(title, 100.0), (inner, 0), (row, 260)] {
      widths.append(v.leadingAnchor.constraint(equalTo: outer.leadingAnchor))
      widths.append(v.widthAnchor.constraint(equalToConstant: CGFloat(width)))
    }
    try LayoutConstraint.activateOrThrow(list + widths)
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    #expect(engine.solver.value(of: inner.layoutVariables.height) == -86)
    #expect(engine.solver.value(of: inner.layoutVariables.minY) == 60)
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 280, height: 0))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(inner.frame == CGRect(x: 0, y: -46, width: 0, height: 86))
    #expect(row.frame == CGRect(x: 0, y: -36, width: 260, height: 36))
    #expect(root.layoutIssues.isEmpty)
    #expect(Self.violatedRequired(in: engine) == [])
    #expect(Self.unreported(list + widths, root: root, engine: engine).isEmpty)
    // Required to be ≥ 0, the inner height stops at 0 and the outer view grows.
    let nonNegative = inner.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
    try LayoutConstraint.activateOrThrow([nonNegative])
    root.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 280, height: 86))
    #expect(inner.frame == CGRect(x: 0, y: 40, width: 0, height: 0))
    #expect(row.frame == CGRect(x: 0, y: 50, width: 260, height: 36))
    #expect(Self.violatedRequired(in: engine) == [])
  }

  /// A required constraint that cannot hold is out of the solver and reported; the
  /// check below accepts it only because of the report.
  @Test("§98 a broken required constraint is reported, and the rest hold")
  func brokenRequiredIsReported() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    let list = [
      v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 36),
      v.heightAnchor.constraint(equalToConstant: 50),
    ]
    try LayoutConstraint.activateOrThrow(list)
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    #expect(engine.installed[ObjectIdentifier(list[4])] == nil)
    #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 36))
    #expect(Self.violatedRequired(in: engine) == [])
    #expect(Self.unreported(list, root: root, engine: engine).isEmpty)
    root.clearLayoutIssues()
    // Without the report the same state would fail the property.
    #expect(Self.unreported(list, root: root, engine: engine).map(ObjectIdentifier.init) == [ObjectIdentifier(list[4])])
  }

  // MARK: Property

  static let base = PropertySeed.resolve(default: 20_261_128, function: "requiredHoldOrAreReported(seed:)")

  /// Random small systems of plain views with random required and optional
  /// constraints (priorities 1 and 49 among them, equalities and inequalities, sizes
  /// against constants and against each other): after layout every required solver
  /// constraint holds, and every active required layout constraint is in the solver
  /// or named by an unsatisfiable-constraints issue.
  @Test(arguments: 0..<150)
  func requiredHoldOrAreReported(seed: Int) throws {
    var g = SplitMix64(seed: UInt64(seed) &* 7919 &+ Self.base.value)
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    var views: [View] = [root]
    for _ in 0..<(2 + g.below(4)) {
      let v = View()
      v.translatesAutoresizingMaskIntoConstraints = false
      g.pick(views).addSubview(v)
      views.append(v)
    }
    let axes: [[LayoutAttribute]] = [[.top, .bottom, .centerY], [.leading, .trailing, .centerX]]
    let sizes: [LayoutAttribute] = [.width, .height]
    let priorities: [LayoutPriority] = [.required, .required, .required, 1, 49, 50, 250, 750, 999]
    var list: [LayoutConstraint] = []
    for _ in 0..<(4 + g.below(14)) {
      let first = g.pick(Array(views.dropFirst()))
      let relation = g.pick([LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
      let constant = CGFloat(g.pick([0, 10, -10, 30, 36, 86, 120]))
      let c: LayoutConstraint
      if g.chance(0.4) {
        let size = g.pick(sizes)
        if g.chance(0.5) {
          c = LayoutConstraint(
            item: first, attribute: size, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
            constant: constant)
        } else {
          c = LayoutConstraint(
            item: first, attribute: size, relatedBy: relation, toItem: g.pick(views), attribute: g.pick(sizes),
            multiplier: CGFloat(g.pick([1.0, 1, 0.5, 2])), constant: constant)
        }
      } else {
        let axis = g.pick(axes)
        c = LayoutConstraint(
          item: first, attribute: g.pick(axis), relatedBy: relation, toItem: g.pick(views), attribute: g.pick(axis),
          constant: constant)
      }
      c.priority = g.pick(priorities)
      list.append(c)
    }
    LayoutConstraint.activate(list)
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    let context = "seed \(seed), \(Self.base)"
    #expect(Self.violatedRequired(in: engine) == [], "\(context)")
    #expect(Self.unreported(list, root: root, engine: engine).map(\.description) == [], "\(context)")
    #expect(engine.solver._invariantViolations() == [], "\(context)")
  }
}
