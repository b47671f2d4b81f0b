import Foundation

/// How a live engine measures one view in place for `systemLayoutSizeFitting`
/// (``LayoutEngine/fitInPlace(_:target:horizontal:vertical:)``, UIKitBehaviour.md §46).
///
/// The view's autoresizing width and height constraints (`width == w`) are held in the
/// solver as a pair of required inequalities (`width >= w`, `width <= w`), which pins
/// the view exactly as the equality does, and two pulls toward the fitting target
/// (`width == target` and `height == target` at the fitting priorities, below
/// required) are installed. A fit moves the pair's constants apart (or onto the
/// target, for a required axis) and solves: the pulls and the content then decide the
/// size, as in a fresh fitting engine. The next flush moves the pair back onto the
/// view's frame of that moment. Every change is a constant change: no constraint is
/// added or removed per fit, which in the solver costs about as much as the fit.
///
/// Held strongly: the view is below the engine's root (never the root, which owns the
/// engine); the rig is dropped when the view leaves the hierarchy or stops
/// translating its autoresizing mask.
struct FitRig {
  /// The view measured in place.
  let view: View
  /// The pulls toward the target width and height (below required).
  var pulls: [LayoutConstraint]
  /// A fit moved the pair's constants off the view's frame; the next rebuild of the
  /// view's autoresizing constraints writes them back even if the frame did not move.
  var relaxed = false
  /// The size the last fit solved, unrounded.
  var settledSize: CGSize?
  /// True while a fit solves: the flush then leaves the view's autoresizing
  /// constraints alone.
  var fitting = false
}
