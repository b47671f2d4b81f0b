import Foundation
import Scrollwork

extension IBImageView {
  /// The alignment rectangle insets of an SF Symbol image view stored at `stored`:
  /// UIKit lays an image view out by its image's alignment rectangle, and a symbol's
  /// lies inside (or around) the frame by amounts that depend on the symbol and its
  /// configuration, which the document does not store. What it stores is the frame
  /// Xcode drew, centred on the alignment rectangle, so each side takes half of the
  /// difference between the stored size and the rectangle's (InterfaceBuilder.md, "SF
  /// Symbol image views' frames": tinode's ChatListViewCell, 18 × 12 constraints
  /// stored 15.5 to 21 tall, and its Main storyboard, 128-point avatars stored 125.3
  /// and 131.3 tall, centred within 0.25 points). The rectangle's size in an axis is
  /// a required `=` constant on the view itself when `constraints` have one, else
  /// `measured` (the rectangle the constraints gave in a first solve,
  /// ``IBLayoutBuilder/build(scene:)``: an aspect ratio, a stack, a `≥` bound); an
  /// axis with neither, or a measurement that is not a positive finite length, keeps
  /// no insets (its size is the stored one).
  static func symbolInsets(
    stored: CGRect, constraints: [IBConstraint], id: String, measured: CGSize? = nil
  ) -> EdgeInsets {
    func usable(_ length: CGFloat?) -> CGFloat? {
      guard let length, length.isFinite, length > 0 else { return nil }
      return length
    }
    let fixed = symbolFixedSize(constraints: constraints, id: id)
    let width = fixed.width ?? usable(measured?.width)
    let height = fixed.height ?? usable(measured?.height)
    let dx = width.map { (stored.width - $0) / 2 } ?? 0
    let dy = height.map { (stored.height - $0) / 2 } ?? 0
    return EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
  }

  /// The width and height of the symbol image view `id` that `constraints` fix by a
  /// single required `=` constant on the view itself (nil in an axis without one).
  static func symbolFixedSize(constraints: [IBConstraint], id: String) -> (width: CGFloat?, height: CGFloat?) {
    func fixed(_ attribute: LayoutAttribute) -> CGFloat? {
      let sizes = constraints.filter {
        $0.firstItem == id && $0.secondItem == nil && $0.firstAttribute == attribute && $0.relation == .equal
          && $0.priority >= 1000 && !$0.isPlaceholder
      }
      return sizes.count == 1 ? sizes[0].constant : nil
    }
    return (fixed(.width), fixed(.height))
  }
}
