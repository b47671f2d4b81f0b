import Foundation
import Scrollwork

// Arranged views without content across a stack that does not fill
// (InterfaceBuilder.md, "Building", "Arranged views without content").

extension Builder {
  /// Gives `child`, built from `sub` and arranged in `stack`, its stored thickness
  /// across the stack's axis as its intrinsic size there, when `stack`'s alignment
  /// is not fill and `sub` is a plain or custom-class view (`<view>`) without
  /// subviews that has no intrinsic size on that axis from the document (no
  /// `<designables>` entry, placeholder or content priorities set there).
  ///
  /// UIKit sizes such a view with `UISV-ambiguity-suppression` alone (0 at 25,
  /// UIKitBehaviour.md §8), and Scrollwork's library keeps that. Xcode's canvas
  /// leaves the view at the thickness it was stored with and does not flag it:
  /// iNaturalist's Onboarding (Xcode 14) stores its `GIDSignInButton`, the only view
  /// of a centre-aligned horizontal stack, 50 tall with the stack 50 tall around it,
  /// and habitica's Intro (Xcode 15) stores a plain view that has only a height, in a
  /// centre-aligned vertical stack, 240 wide. As an intrinsic size it resists the
  /// stack's own fit (`UISV-canvas-fit` at 49) at the view's compression resistance,
  /// as the first case needs; the view's constraints, required or at its priorities,
  /// still win over it. Applies to the document's intrinsic sizes only
  /// (``IBLayoutOptions/IntrinsicSizes/document``); a stored thickness below 0 or not
  /// finite is not taken.
  /// - Complexity: O(1).
  func keepStoredThickness(of child: View, _ sub: IBView, across stack: StackView) {
    guard options.intrinsicSizes == .document, stack.alignment != .fill, sub.element == "view",
      sub.subviews.isEmpty, let plain = child as? IBPlainView, let frame = sub.frame
    else { return }
    let none = View.noIntrinsicMetric
    var size = plain.documentIntrinsicSize ?? CGSize(width: none, height: none)
    let stored = stack.axis == .horizontal ? frame.size.height : frame.size.width
    // A stored thickness that is not a size (negative or not finite) leaves the view
    // to the stack's suppression, as before this rule.
    guard stored.isFinite, stored >= 0 else { return }
    switch stack.axis {
    case .horizontal:
      guard size.height == none else { return }
      size.height = stored
    case .vertical:
      guard size.width == none else { return }
      size.width = stored
    }
    plain.documentIntrinsicSize = size
  }
}
