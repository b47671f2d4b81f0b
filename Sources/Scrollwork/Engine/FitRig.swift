import Foundation

/// How a live engine measures one view in place for `systemLayoutSizeFitting`
/// (``LayoutEngine/fitInPlace(_:target:horizontal:vertical:)``, UIKitBehaviour.md §46).
///
/// The view's autoresizing width and height constraints (`width == w`) stay required
/// equalities for an axis that every fit so far pinned to its target (a required
/// fitting priority: a self-sizing cell's width); a fit moves such a pin onto the
/// target. An axis some fit left free (a fitting priority below required) is held in
/// the solver as a pair of required inequalities (`width >= w`, `width <= w`), which
/// pins the view exactly as the equality does; a fit moves the pair's constants apart
/// (or onto the target, for a required axis). Two pulls toward the fitting target
/// (`width == target` and `height == target` at the fitting priorities, below
/// required) are installed; the pulls and the content then decide the size, as in a
/// fresh fitting engine. The next flush moves the pins back onto the view's frame of
/// that moment. Every change is a constant change (no constraint is added or removed
/// per fit, which in the solver costs about as much as the fit), except the first fit
/// that frees an axis held as an equality: the rig is then built again with a pair.
///
/// An equality pin keeps what the required equalities fix visible to the engine: the
/// wrapping labels of a cell whose width only ever follows its target are measured at
/// that width (UIKitBehaviour.md §4), as in a fresh fitting engine, instead of being
/// started over at every fit as labels of a free width are.
///
/// Held strongly: the view is below the engine's root (never the root, which owns the
/// engine); the rig is dropped when the view leaves the hierarchy or stops
/// translating its autoresizing mask.
struct FitRig {
  /// The view measured in place.
  let view: View
  /// For the width (0) and the height (1): whether the view's size pin is held as a
  /// pair of inequalities (some fit left that axis free) rather than an equality.
  let pairedAxes: [Bool]
  /// The pulls toward the target width and height (below required).
  var pulls: [LayoutConstraint]
  /// A fit moved the pins' constants off the view's frame; the next rebuild of the
  /// view's autoresizing constraints writes them back even if the frame did not move.
  var relaxed = false
  /// The size the last fit solved, unrounded.
  var settledSize: CGSize?
  /// True while a fit solves: the flush then leaves the view's autoresizing
  /// constraints alone.
  var fitting = false
}
