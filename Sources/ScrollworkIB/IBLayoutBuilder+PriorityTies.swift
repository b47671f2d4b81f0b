import Foundation
import Scrollwork

extension Builder {
  /// The arranged subviews of a `fill` stack view that tie for its slack, each with
  /// the natural length (along the stack's axis) the builder gives it: labels
  /// without text of equal hugging whose stored lengths differ.
  ///
  /// A `fill` stack stretches the arranged views of lowest hugging priority along
  /// its axis. When two or more share that priority, Auto Layout has no reason to
  /// give the slack to one rather than another, and Xcode flags them ambiguous
  /// (iNaturalist's ObservationNormalCell: two empty labels of hugging 250 in a
  /// column pinned 44 points tall, stored 44 and 0 points tall; InterfaceBuilder.md,
  /// "Verdicts"). The builder otherwise takes a label's natural size from its stored
  /// frame, which already holds the slack, so the tie would not show.
  ///
  /// Labels without text all have the same natural size, whatever it is
  /// (UIKitBehaviour.md §34; Interface Builder stores two such labels of a stack
  /// that hugs them at one size, iNaturalist's TaxonMapCell, 50 × 50 each). So stored
  /// lengths that differ mean the stack stretches them: each gets the smallest
  /// stored length as its natural length, and the engine finds the tie when the
  /// stack's length is fixed by its ends. A label with text has a natural length
  /// that depends on the font's metrics: whether it fills the stack exactly cannot
  /// be known here, and no such tie is returned.
  ///
  /// A stack arranged across the axis of a `parent` stack that does not fill it
  /// (an alignment other than `fill`), with no constraint on its length or on both
  /// its ends, takes its content's length: nothing stretches its labels, so their
  /// stored lengths are their natural ones and no tie is returned (a held-out Xcode
  /// 11 cell stores two such labels 46 and 0 tall in a column centred in a 50-point
  /// row, 50 tall, unflagged; InterfaceBuilder.md, "Verdicts").
  /// - Complexity: O(arranged subviews + the constraints of `e` and `parent`).
  static func tiedEmptyLabels(in e: IBView, parent: IBView? = nil) -> [String: CGFloat] {
    guard let stack = e.stack, stack.distribution == "fill" else { return [:] }
    if let outer = parent?.stack, outer.axis != stack.axis, outer.alignment != "fill",
      !lengthIsFixed(of: e, along: stack.axis, by: e.constraints + (parent?.constraints ?? []))
    {
      return [:]
    }
    let horizontal = stack.axis == .horizontal
    let arranged = e.subviews.filter { !$0.isHidden }
    let hugging = { (v: IBView) in horizontal ? v.hugging.0 : v.hugging.1 }
    guard let lowest = arranged.map(hugging).min() else { return [:] }
    let tied = arranged.filter { hugging($0) == lowest }
    guard tied.count >= 2, tied.allSatisfy({ $0.element == "label" && ($0.text ?? "").isEmpty }) else { return [:] }
    let lengths = tied.compactMap { $0.frame.map { horizontal ? $0.width : $0.height } }
    guard lengths.count == tied.count, let shortest = lengths.min(), let longest = lengths.max(),
      longest - shortest > IBConformance.tolerance
    else { return [:] }
    return Dictionary(uniqueKeysWithValues: tied.map { ($0.id, shortest) })
  }

  /// Whether `constraints` fix the length of `e` along `axis`: an equal constraint on
  /// that length, or equal constraints on both of its ends (margins and baselines
  /// count as ends).
  /// - Complexity: O(constraints).
  static func lengthIsFixed(of e: IBView, along axis: LayoutAxis, by constraints: [IBConstraint]) -> Bool {
    let horizontal = axis == .horizontal
    let length: LayoutAttribute = horizontal ? .width : .height
    let starts: Set<LayoutAttribute> =
      horizontal ? [.left, .leading, .leftMargin, .leadingMargin] : [.top, .topMargin, .firstBaseline]
    let ends: Set<LayoutAttribute> =
      horizontal ? [.right, .trailing, .rightMargin, .trailingMargin] : [.bottom, .bottomMargin, .lastBaseline]
    var start = false
    var end = false
    for c in constraints where c.relation == .equal {
      for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] where item == e.id {
        if attribute == length { return true }
        if starts.contains(attribute) { start = true }
        if ends.contains(attribute) { end = true }
      }
    }
    return start && end
  }
}
