import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A broken required constraint stays in the engine relaxed, its violation minimised
/// before every optional priority, as Foundation's engine keeps one with error
/// variables at priority 1100 (UIKitBehaviour.md §71): it still pulls as hard as the
/// required constraints allow, and a priority-750 wish gives way to it.
@Suite struct BrokenConstraintPullTests {
  /// A 400 × 300 root with view `a` (leading 10, width ≥ 100 and ≤ 150 required, 100 at
  /// 750) and `b` (10 after `a`, width 80): `b.trailing == root.trailing − inset` needs
  /// `a` 300 − inset wide, more than 150 when the inset is below 150.
  struct Row {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = View()
    let b = View()
    let cap: LayoutConstraint
    let trailing: LayoutConstraint

    init(inset: CGFloat) throws {
      for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
      }
      cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
      let wish = a.widthAnchor.constraint(equalToConstant: 100)
      wish.priority = .defaultHigh
      try LayoutConstraint.activateOrThrow([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        a.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), cap, wish,
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
        b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        b.widthAnchor.constraint(equalToConstant: 80),
      ])
      // Laid out first: the engine then exists and adds `trailing` last, so that it
      // is the constraint broken (§9.3).
      root.layoutIfNeeded()
      trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset)
      trailing.isActive = true
      root.layoutIfNeeded()
    }
  }

  @Test("§71 a broken constraint pulls past a priority-750 wish, as far as the required ones allow")
  func brokenConstraintStillPulls() throws {
    let row = try Row(inset: 10)
    #expect(row.trailing.isBroken && row.trailing.isActive)
    // Left out of the solver, `a` would take its 750 wish (100 wide, b at 120).
    #expect(row.a.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
    #expect(row.b.frame == CGRect(x: 170, y: 0, width: 80, height: 10))
    let reports = row.root.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let u) = issue { return u }
      return nil
    }
    #expect(reports.count == 1)
    #expect(reports.first?.broken === row.trailing)
    #expect(reports.first?.constraints.contains { $0 === row.cap } == true)
  }

  @Test("§71 a broken constraint's new constant: held when it can be, relaxed and reported again when not")
  func constantChangesOfABrokenConstraint() throws {
    let row = try Row(inset: 10)
    let reports = row.root.layoutIssues.count
    row.trailing.constant = -160  // needs a 140 wide: holds
    row.root.layoutIfNeeded()
    #expect(!row.trailing.isBroken)
    #expect(row.a.frame == CGRect(x: 10, y: 0, width: 140, height: 10))
    row.trailing.constant = -5
    row.root.layoutIfNeeded()
    #expect(row.trailing.isBroken)
    #expect(row.a.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
    #expect(row.b.frame == CGRect(x: 170, y: 0, width: 80, height: 10))
    #expect(row.root.layoutIssues.count == reports + 1)
  }

  @Test("§71 removing the rival lets the broken constraint hold; removing it lets the wish win")
  func removals() throws {
    let row = try Row(inset: 10)
    row.cap.isActive = false
    row.root.layoutIfNeeded()
    #expect(!row.trailing.isBroken)
    #expect(row.a.frame == CGRect(x: 10, y: 0, width: 290, height: 10))
    #expect(row.b.frame == CGRect(x: 310, y: 0, width: 80, height: 10))

    let other = try Row(inset: 10)
    other.trailing.isActive = false
    other.root.layoutIfNeeded()
    #expect(other.a.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
    #expect(other.b.frame == CGRect(x: 120, y: 0, width: 80, height: 10))
  }

  /// A random chain of views across a 600-point root: each `width ≥ lo`, `≤ hi`
  /// required and `== wish` at an optional priority, 8 points apart, and last a
  /// required `trailing == root.trailing − inset` that the bounds may not allow.
  struct Chain {
    let lows: [Double]
    let highs: [Double]
    let wishes: [Double]
    let priorities: [Float]
    let inset: Double

    init(_ rng: inout SplitMix64) {
      let n = 1 + rng.below(4)
      lows = (0..<n).map { _ in Double(10 + rng.below(60)) }
      highs = lows.map { $0 + Double(rng.below(80)) }
      wishes = (0..<n).map { _ in Double(rng.below(200)) }
      priorities = (0..<n).map { _ in rng.pick([250, 500, 750, 999]) }
      inset = Double(rng.below(600))
    }

    /// The hierarchy, its views, their width caps and the chain's trailing
    /// constraint, activated after a first layout so that it is the one broken;
    /// `dropping` names the caps left out.
    func build(dropping: Set<Int> = []) throws -> (
      root: View, views: [View], caps: [LayoutConstraint], last: LayoutConstraint
    ) {
      let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 100))
      var views: [View] = []
      var caps: [LayoutConstraint] = []
      var all: [LayoutConstraint] = []
      for i in lows.indices {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let wish = v.widthAnchor.constraint(equalToConstant: wishes[i])
        wish.priority = LayoutPriority(priorities[i])
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: highs[i])
        caps.append(cap)
        if !dropping.contains(i) { all.append(cap) }
        all += [
          v.widthAnchor.constraint(greaterThanOrEqualToConstant: lows[i]), wish,
          v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
          v.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 8),
        ]
        views.append(v)
      }
      try LayoutConstraint.activateOrThrow(all)
      root.layoutIfNeeded()
      let last = views[views.count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset)
      last.isActive = true
      root.layoutIfNeeded()
      return (root, views, caps, last)
    }
  }

  @Test(
    "§71 random required conflicts: the broken one pulls to the bound, a second pass changes nothing, and removing a rival matches a fresh engine"
  )
  func randomConflicts() throws {
    var rng = SplitMix64(seed: 71)
    var brokenCases = 0
    for _ in 0..<60 {
      let chain = Chain(&rng)
      let (root, views, caps, last) = try chain.build()
      let frames = views.map(\.frame)
      // The broken constraint pulls the chain to the bound it runs into: every view
      // at its cap (too short) or at its floor (too long), whatever the wishes.
      let gaps = 8 * Double(views.count)
      let target = 600 - chain.inset
      if last.isBroken {
        brokenCases += 1
        let widths = target > gaps + chain.highs.reduce(0, +) ? chain.highs : chain.lows
        #expect(views.map { Double($0.frame.width) } == widths)
      }
      // A second pass changes nothing.
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(views.map(\.frame) == frames)
      // Without a rival cap (the conflict's first cap), the layout is a fresh
      // engine's without it.
      guard last.isBroken, target > gaps + chain.highs.reduce(0, +) else { continue }
      let rival = 0
      caps[rival].isActive = false
      root.layoutIfNeeded()
      let fresh = try chain.build(dropping: [rival])
      #expect(views.map(\.frame) == fresh.views.map(\.frame))
      #expect(last.isBroken == fresh.last.isBroken)
    }
    #expect(brokenCases > 10)
  }
}
