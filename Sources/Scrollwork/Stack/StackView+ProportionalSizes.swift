import Foundation

// A fill-proportionally stack's views without an intrinsic length
// (UIKitBehaviour.md §66).

extension StackView {
  /// Sets the size a ``Distribution-swift.enum/fillProportionally`` stack shares by,
  /// along its axis, for `arrangedSubview` while that view has no intrinsic length
  /// there (a plain view, a nested stack view); `nil` forgets it. A view with an
  /// intrinsic length shares by that length, whatever is set here.
  ///
  /// UIKit shares such a view's part by its current frame (UIKitBehaviour.md §66),
  /// which makes a layout depend on its history; without a size set here Scrollwork
  /// gives the view no part (0), as a dump of UIKit's constraints for a view whose
  /// intrinsic length is unknown does. The Interface Builder importer sets the size
  /// the document stores: the frame the canvas starts from. Ignored for views that
  /// are not arranged, as ``setCustomSpacing(_:after:)`` is. Sizes that are not
  /// finite or not above 0 count as none.
  public func setProportionalSize(_ size: CGSize?, for arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let id = ObjectIdentifier(arrangedSubview)
    let old = proportionalSizes[id]
    proportionalSizes[id] = size
    if proportionalSizes[id] != old && distribution == .fillProportionally { updateArrangement() }
  }

  /// The size set with ``setProportionalSize(_:for:)`` for `arrangedSubview`, or nil.
  public func proportionalSize(for arrangedSubview: View) -> CGSize? {
    proportionalSizes[ObjectIdentifier(arrangedSubview)]
  }
}
