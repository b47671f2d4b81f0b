import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// History independence of autoresizing-mask constraints (UIKitBehaviour.md §82, §90): for
/// random sequences of the calls that decide them — a frame set, `addSubview` (to the root
/// or to another view), `translatesAutoresizingMaskIntoConstraints` set, a constraint
/// activated (leading or top to the superview, a width or height), `removeFromSuperview` —
/// with layout passes in between or not, the layout that follows equals the one a fresh
/// hierarchy built in the final state gets: the same frames (where the fresh layout has one
/// solution), the same constraints broken, the same views holding autoresizing
/// constraints; and a second pass changes nothing.
@Suite struct DeferredAutoresizingPropertyTests {
  enum Attribute: CaseIterable { case leading, top, width, height }

  /// How many views below the root a sequence plays with.
  static let viewCount = 4

  /// A constraint a sequence activated: on view `view`, `attribute`, `constant`, and, for
  /// an edge, the superview it was made against.
  struct Made {
    let view: Int
    let attribute: Attribute
    let constant: CGFloat
    let constraint: LayoutConstraint
  }

  final class World {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let views: [View]
    var made: [Made] = []

    init(views: [View]) { self.views = views }

    convenience init() {
      self.init(views: (0..<DeferredAutoresizingPropertyTests.viewCount).map { _ in View() })
    }

    func index(of view: View) -> Int? { views.firstIndex { $0 === view } }

    /// The views below the root, as indices, in tree order.
    var inHierarchy: [Int] {
      var list: [Int] = []
      root.forEachInSubtree { v in if let i = index(of: v) { list.append(i) } }
      return list
    }

    func activate(_ view: Int, _ attribute: Attribute, _ constant: CGFloat) {
      let v = views[view]
      let c: LayoutConstraint
      switch attribute {
      case .leading:
        guard let parent = v.superview else { return }
        c = v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: constant)
      case .top:
        guard let parent = v.superview else { return }
        c = v.topAnchor.constraint(equalTo: parent.topAnchor, constant: constant)
      case .width: c = v.widthAnchor.constraint(equalToConstant: constant)
      case .height: c = v.heightAnchor.constraint(equalToConstant: constant)
      }
      c.isActive = true
      made.append(Made(view: view, attribute: attribute, constant: constant, constraint: c))
    }

    /// Frames by view index, of the views below the root.
    func frames() -> [Int: CGRect] {
      var out: [Int: CGRect] = [:]
      for i in inHierarchy { out[i] = views[i].frame }
      return out
    }

    /// The indices in ``made`` of the active constraints that are broken.
    func broken() -> [Int] { made.indices.filter { made[$0].constraint.isActive && made[$0].constraint.isBroken } }

    /// The views the engine holds autoresizing constraints for.
    func autoresized() -> [Int] {
      let held = root.engine?.autoresizing ?? [:]
      return inHierarchy.filter { held[ObjectIdentifier(views[$0])] != nil }.sorted()
    }

    /// Whether a view's frame has one solution: neither it nor a view above it is
    /// ambiguous.
    func isDetermined(_ i: Int) -> Bool {
      var v: View? = views[i]
      while let current = v, current !== root {
        if current.hasAmbiguousLayout { return false }
        v = current.superview
      }
      return true
    }

    /// A fresh hierarchy in this world's state: the same tree, frames, flags and
    /// active constraints (in the order they were made), never laid out.
    func fresh() -> World {
      let copy = World(views: views.map { View(frame: $0.frame) })
      for (v, c) in zip(views, copy.views) {
        c.translatesAutoresizingMaskIntoConstraints = v.translatesAutoresizingMaskIntoConstraints
      }
      for i in inHierarchy {
        guard let parent = views[i].superview else { continue }
        let target = parent === root ? copy.root : index(of: parent).map { copy.views[$0] }
        target?.addSubview(copy.views[i])
      }
      for m in made where m.constraint.isActive {
        copy.activate(m.view, m.attribute, m.constant)
      }
      return copy
    }
  }

  /// One random call; returns what it did, for the failure message.
  static func step(_ world: World, _ rng: inout SplitMix64) -> String {
    let i = rng.below(viewCount)
    let v = world.views[i]
    switch rng.below(6) {
    case 0:
      let frame = CGRect(
        x: CGFloat(rng.below(5) * 10), y: CGFloat(rng.below(5) * 10), width: CGFloat(10 + rng.below(4) * 20),
        height: CGFloat(10 + rng.below(4) * 20))
      v.frame = frame
      return "v\(i).frame = \(frame)"
    case 1:
      let p = rng.below(viewCount + 1)
      let parent = p == viewCount ? world.root : world.views[p]
      parent.addSubview(v)  // a cycle is refused, as UIKit's raise is modelled
      return p == viewCount ? "root.addSubview(v\(i))" : "v\(p).addSubview(v\(i))"
    case 2, 3:
      let flag = rng.chance(0.5)
      v.translatesAutoresizingMaskIntoConstraints = flag
      return "v\(i).tamic = \(flag)"
    case 4:
      let attribute = Attribute.allCases[rng.below(4)]
      // One active constraint per view and attribute: conflicts come only from masks.
      if world.made.contains(where: { $0.view == i && $0.attribute == attribute && $0.constraint.isActive }) {
        return "v\(i) already has \(attribute)"
      }
      let constant = CGFloat(
        attribute == .leading || attribute == .top ? rng.below(5) * 10 : 10 + rng.below(4) * 20)
      world.activate(i, attribute, constant)
      return "v\(i).\(attribute) = \(constant)"
    default:
      v.removeFromSuperview()
      return "v\(i).removeFromSuperview()"
    }
  }

  @Test("§82 §90 property: random frame, addSubview, flag, constraint, remove sequences lay out as fresh")
  func sequencesMatchFresh() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x0A07_0090).value)
    for trial in 0..<200 {
      let world = World()
      var log: [String] = []
      for _ in 0..<(1 + rng.below(14)) {
        log.append(Self.step(world, &rng))
        if rng.chance(0.3) {
          world.root.layoutIfNeeded()
          log.append("layout")
        }
      }
      let fresh = world.fresh()
      world.root.layoutIfNeeded()
      fresh.root.layoutIfNeeded()
      let once = world.frames()
      world.root.setNeedsLayout()
      world.root.layoutIfNeeded()
      #expect(world.frames() == once, "trial \(trial): a second pass moved something \(log)")
      let freshFrames = fresh.frames()
      #expect(once.keys.sorted() == freshFrames.keys.sorted(), "trial \(trial) \(log)")
      let differ = once.keys.filter { once[$0] != freshFrames[$0] && fresh.isDetermined($0) }.sorted()
      #expect(
        differ.isEmpty,
        "trial \(trial) \(differ.map { "v\($0): \(once[$0]!) fresh \(freshFrames[$0].map { "\($0)" } ?? "-")" }) \(log)"
      )
      #expect(world.broken() == fresh.brokenMappedBack(from: world), "trial \(trial): broken \(log)")
      #expect(world.autoresized() == fresh.autoresized(), "trial \(trial): autoresized \(log)")
    }
  }
}

extension DeferredAutoresizingPropertyTests.World {
  /// The broken constraints of this fresh world, as indices into `original`'s
  /// ``made`` (the fresh world made its constraints from the active ones, in order).
  func brokenMappedBack(from original: DeferredAutoresizingPropertyTests.World) -> [Int] {
    let active = original.made.indices.filter { original.made[$0].constraint.isActive }
    return broken().map { active[$0] }
  }
}
