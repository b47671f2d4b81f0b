import Foundation
import Scrollwork
import ScrollworkSnapKit

/// Scenario `dsl`: the same constraints installed on N sibling views through the
/// SnapKit-style DSL (`view.snp.makeConstraints`) and through anchors
/// (`LayoutConstraint.activate`), timed side by side (issue 20 §3: the DSL's registry of
/// installed constraints made this quadratic).
///
/// Per view: leading and top to the superview (offsets from the view's index), width
/// and height constants. Phases (ms): `anchors` (create + activate), `dsl_make`
/// (`makeConstraints`), `dsl_update` (`updateConstraints` changing the width on every
/// view), `dsl_remove` (`removeConstraints` on every view). The check: after
/// `dsl_make`, the root holds exactly the constraints the anchors gave (items,
/// attributes, relation, multiplier, constant, priority, in order); after
/// `dsl_remove`, none.
struct DSLScenario {
  static let flags: [Arguments.Flag] = [
    .init(name: "n", defaultValue: "1000,20000"),
    .init(name: "reps", defaultValue: "3"),
    .init(name: "out", defaultValue: nil),
  ]

  static let usage = """
    usage: scrollwork-bench dsl [--n 1000,20000] [--reps 3] [--out FILE]
    """

  struct CheckFailure: Error, CustomStringConvertible {
    let description: String
  }

  let counts: [Int]
  let reps: Int
  let outPath: String?

  init(arguments tokens: ArraySlice<String>) throws(Arguments.UsageError) {
    let args = try Arguments(tokens, flags: Self.flags)
    counts = try args.intList("n")
    reps = try args.int("reps", minimum: 1)
    outPath = args.string("out")
  }

  /// A root with `n` plain subviews.
  static func hierarchy(_ n: Int) -> (View, [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let views = (0..<n).map { _ in View() }
    for v in views {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    return (root, views)
  }

  /// What a constraint relates, for comparing the two ways of making it.
  static func key(_ c: LayoutConstraint) -> String {
    func id(_ item: AnyObject?) -> String { item.map { "\(ObjectIdentifier($0).hashValue)" } ?? "nil" }
    return "\(id(c.firstItem)).\(c.firstAttribute) \(c.relation) \(id(c.secondItem)).\(c.secondAttribute)"
      + " x\(c.multiplier) +\(c.constant) @\(c.priority.rawValue)"
  }

  func run() throws -> JSONValue {
    var rows: [JSONValue] = []
    for n in counts {
      var anchors: [Double] = []
      var make: [Double] = []
      var update: [Double] = []
      var remove: [Double] = []
      for _ in 0..<reps {
        let (root, views) = Self.hierarchy(n)
        var t = Timing.now()
        var list: [LayoutConstraint] = []
        list.reserveCapacity(4 * n)
        for (i, v) in views.enumerated() {
          list.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 300)))
          list.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 700)))
          list.append(v.widthAnchor.constraint(equalToConstant: 20))
          list.append(v.heightAnchor.constraint(equalToConstant: 10))
        }
        LayoutConstraint.activate(list)
        anchors.append(Timing.now() - t)
        let expected = root.constraints.map(Self.key)
        LayoutConstraint.deactivate(list)

        t = Timing.now()
        for (i, v) in views.enumerated() {
          v.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(i % 300)
            make.top.equalToSuperview().offset(i % 700)
            make.width.equalTo(20)
            make.height.equalTo(10)
          }
        }
        make.append(Timing.now() - t)
        let made = root.constraints.map(Self.key)
        guard made == expected else {
          throw CheckFailure(description: "dsl n=\(n): the DSL's constraints differ from the anchors'")
        }

        t = Timing.now()
        for v in views { v.snp.updateConstraints { make in make.width.equalTo(30) } }
        update.append(Timing.now() - t)
        guard root.constraints.allSatisfy({ $0.firstAttribute != .width || $0.constant == 30 }) else {
          throw CheckFailure(description: "dsl n=\(n): a width was not updated")
        }

        t = Timing.now()
        for v in views { v.snp.removeConstraints() }
        remove.append(Timing.now() - t)
        guard root.constraints.isEmpty else {
          throw CheckFailure(description: "dsl n=\(n): \(root.constraints.count) constraints left after removal")
        }
      }
      printError(
        "dsl n=\(n): anchors \(Timing.round(Timing.median(anchors) * 1e3, 1)) ms, "
          + "make \(Timing.round(Timing.median(make) * 1e3, 1)) ms, "
          + "update \(Timing.round(Timing.median(update) * 1e3, 1)) ms, "
          + "remove \(Timing.round(Timing.median(remove) * 1e3, 1)) ms")
      rows.append(
        .object([
          ("n", .int(n)),
          ("anchors", Timing.summarize(anchors)),
          ("dsl_make", Timing.summarize(make)),
          ("dsl_update", Timing.summarize(update)),
          ("dsl_remove", Timing.summarize(remove)),
        ]))
    }
    return .object([("scenario", .string("dsl")), ("results", .array(rows))])
  }
}
