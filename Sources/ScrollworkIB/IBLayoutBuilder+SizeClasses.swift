import Foundation
import Scrollwork

/// Size classes: which variations the selected traits apply (InterfaceBuilder.md,
/// "Size classes"), one source for the builder and the checks that test stored frames.
extension IBLayoutBuilder {
  /// The constant `c` has for the selected size classes: the value of its most
  /// specific matching `<variation key="…" constant="…"/>` (`appliesBefore(_:_:)`),
  /// else its own. The builder solves with it, and the stale-frame check
  /// (``IBOracle/violations(in:)``) and the implied content sizes
  /// (``IBOracle/impliedContentSize(of:builder:excluded:)``) test stored frames with
  /// it, so a regular–regular iPad canvas is judged by its own constants (held-out:
  /// Firefox Lockwise's AutofillOnboarding stores a gap of 32, the regular–regular
  /// variation of a 12-point constant).
  /// - Complexity: O(v log v) for v variations of `c`.
  public func constant(of c: IBConstraint) -> CGFloat {
    var constant = c.constant
    for (key, value) in c.constantVariations.sorted(by: { Self.appliesBefore($0.key, $1.key) }) where matches(key) {
      constant = value
    }
    return constant
  }

  /// The ids that the selected size classes leave out (views and constraints not
  /// installed for them): of the variations that mention an id, the `default` one
  /// and those whose key matches, the most specific decides (``appliesBefore(_:_:)``),
  /// as Interface Builder's "Installed" boxes do: an item excluded from Any/Any and
  /// included for compact widths is installed on a compact-width canvas, and excluded
  /// again where a `heightClass=regular-widthClass=compact` variation excludes it
  /// (InterfaceBuilder.md, "Size classes").
  /// - Complexity: O(variations × ids).
  func excludedIDs() -> Set<String> {
    var decided: [String: (key: String, installed: Bool)] = [:]
    let applicable = document.variations.filter { $0.key == "default" || matches($0.key) }
    for v in applicable.sorted(by: { Self.appliesBefore($0.key, $1.key) }) {
      for id in v.excluded { decided[id] = (v.key, false) }
      for id in v.included { decided[id] = (v.key, true) }
    }
    return Set(decided.filter { !$0.value.installed }.keys)
  }

  /// Whether a variation keyed `a` is applied before one keyed `b`, so that `b`'s
  /// value wins where both match: the less specific first (`default`, then keys of
  /// one size class, then keys of two), as "anything set in a more specific size
  /// class overrides more general size classes" (Apple, Auto Layout Guide,
  /// "Size-Class-Specific Layout"); keys equally specific in key order (a choice:
  /// nothing says whether a width or a height class wins, and no corpus document
  /// sets both for one value).
  static func appliesBefore(_ a: String, _ b: String) -> Bool {
    let (sa, sb) = (specificity(a), specificity(b))
    return sa != sb ? sa < sb : a < b
  }

  /// The number of size classes a variation key names (`default`: 0).
  static func specificity(_ key: String) -> Int {
    key == "default" ? 0 : key.split(separator: "-").count
  }

  /// The ids of the views (and their layout guides) of `root`'s tree that are in
  /// `excluded` or inside one.
  /// - Complexity: O(views).
  static func ids(in root: IBView, under excluded: Set<String>) -> Set<String> {
    var out = Set<String>()
    var stack: [(view: IBView, inside: Bool)] = [(root, false)]
    while let (v, inside) = stack.popLast() {
      let isOut = inside || excluded.contains(v.id)
      if isOut {
        out.insert(v.id)
        out.formUnion(v.guides.map(\.id))
      }
      stack.append(contentsOf: v.subviews.map { ($0, isOut) })
    }
    return out
  }

  /// Whether a variation key (`heightClass=regular-widthClass=compact`) matches the
  /// selected traits: each of its parts is selected.
  func matches(_ key: String) -> Bool {
    guard !options.traits.isEmpty else { return false }
    let parts = key.split(separator: "-").map { $0.split(separator: "=").map(String.init) }
    return parts.allSatisfy { $0.count == 2 && options.traits[$0[0]] == $0[1] }
  }
}
