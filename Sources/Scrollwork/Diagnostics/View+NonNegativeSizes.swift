import Foundation
import LayoutSolver

// Sizes below zero (InterfaceBuilder.md, "Verdicts": sizes below zero are not a
// layout Xcode's canvas considers). Auto Layout does not forbid a negative width or
// height: a set of required constraints that holds only with one is no conflict for
// the engine, which lays it out so. A check that, like Xcode's canvas, considers only
// sizes ≥ 0 sees a conflict there, and this names its constraints.

extension View {
  /// The active constraints of this view's whole hierarchy (from its root) that cannot
  /// hold together once every size is at least zero: for each width or height the
  /// layout puts below zero, in document order, the smallest set of constraints that
  /// conflicts with `size ≥ 0` (each constraint once, in the order met). Empty when
  /// no size is below zero, which is every layout whose required constraints hold with
  /// sizes ≥ 0.
  ///
  /// Answered in a temporary engine: live frames do not move. Lays the hierarchy out
  /// first if needed.
  /// - Complexity: a scan of the live solution; a temporary engine only when a size
  ///   is below zero.
  public func constraintsConflictingWithNonNegativeSizes() -> [LayoutConstraint] {
    let root = rootView
    root.layoutIfNeeded()
    guard let live = root.engine else { return [] }
    let tolerance = AmbiguityProbe.tolerance
    var negative = false
    root.forEachInSubtree { view in
      let size = live.solvedRect(view).size
      if size.width < -tolerance || size.height < -tolerance { negative = true }
    }
    guard negative else { return [] }
    return LayoutEngine.solvedTemporary(root: root)
      .constraintsConflictingWithNonNegativeSizes(in: root, tolerance: tolerance)
  }
}
