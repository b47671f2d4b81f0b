import Foundation
import Scrollwork

extension Builder {
  /// The largest natural length (along the stack's axis) the builder may take from a
  /// stored frame for each visible arranged subview of a `fillEqually` stack view: the
  /// exact share, (stored length − margins − gaps) / visible views. Empty for other
  /// distributions, a stack without a stored frame or without visible views.
  ///
  /// A fill-equally stack gives its visible views equal lengths (`UISV-fill-equally`),
  /// and Xcode stores each at that share rounded to the canvas's pixels, so that the
  /// rounded frames still tile the stack: blink's SmartKeys (Xcode 9, 2× canvas)
  /// stores three buttons of a 153.5-point stack 51, 51.5 and 51 wide (the share is
  /// 51.17), a held-out Xcode 11 document three buttons 111.5, 112, 111.5. A stored
  /// length above the share is rounding, not a measurement of the view's content
  /// (UIKitBehaviour.md §74): read as the view's natural length it would make the
  /// compression resistance of every view of the row ask for 3 × 51.5, and a stack
  /// that nothing else sizes (blink's, in a fill-proportionally row whose width only
  /// its content sets) would come out 1 point longer, 4.5 points across the row.
  /// - Complexity: O(arranged subviews).
  static func equalShareCaps(in e: IBView) -> [String: CGFloat] {
    guard let stack = e.stack, stack.distribution == "fillEqually", let frame = e.frame else { return [:] }
    let horizontal = stack.axis == .horizontal
    let visible = e.subviews.filter { !$0.isHidden }
    guard !visible.isEmpty else { return [:] }
    var length = horizontal ? frame.width : frame.height
    if let m = e.margins { length -= horizontal ? m.leading + m.trailing : m.top + m.bottom }
    length -= stack.spacing * CGFloat(visible.count - 1)
    guard length.isFinite, length > 0 else { return [:] }
    let share = length / CGFloat(visible.count)
    return Dictionary(uniqueKeysWithValues: visible.map { ($0.id, share) })
  }
}
