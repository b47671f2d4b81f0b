import Foundation
import Scrollwork

extension IBImageView {
  /// The alignment rectangle insets of an SF Symbol image view stored at `stored`
  /// whose own `constraints` fix its width or height: UIKit lays an image view out by
  /// its image's alignment rectangle, and a symbol's lies inside (or around) the
  /// frame by amounts that depend on the symbol and its configuration, which the
  /// document does not store. What it stores is the frame Xcode drew: in an axis with
  /// a required `=` constant size, the frame exceeds that size by the insets, and the
  /// symbol sits centred on its alignment rectangle, so each side takes half
  /// (InterfaceBuilder.md, "SF Symbol image views": tinode's ChatListViewCell, 18 × 12
  /// constraints stored 15.5 to 21 tall, and its Main storyboard, 128-point avatars
  /// stored 125.3 and 131.3 tall, centred within 0.25 points). An axis without such a
  /// constraint keeps no insets (its size is the stored one, as before).
  static func symbolInsets(stored: CGRect, constraints: [IBConstraint], id: String) -> EdgeInsets {
    func fixed(_ attribute: LayoutAttribute) -> CGFloat? {
      let sizes = constraints.filter {
        $0.firstItem == id && $0.secondItem == nil && $0.firstAttribute == attribute && $0.relation == .equal
          && $0.priority >= 1000 && !$0.isPlaceholder
      }
      return sizes.count == 1 ? sizes[0].constant : nil
    }
    let dx = fixed(.width).map { (stored.width - $0) / 2 } ?? 0
    let dy = fixed(.height).map { (stored.height - $0) / 2 } ?? 0
    return EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
  }
}
