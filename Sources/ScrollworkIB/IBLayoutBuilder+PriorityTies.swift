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
  /// - Complexity: O(arranged subviews).
  static func tiedEmptyLabels(in e: IBView) -> [String: CGFloat] {
    guard let stack = e.stack, stack.distribution == "fill" else { return [:] }
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
}
