import Foundation
import Scrollwork

/// A table view cell built from a document: Scrollwork's ``TableViewCell`` whose
/// content view keeps the insets Xcode stored for it (InterfaceBuilder.md, "Cells").
///
/// Xcode draws a prototype or static cell at the row's frame and its content view
/// narrower by the accessory's area and, before Xcode 11, shorter by the separator;
/// both depend on the Xcode version and the device in ways the document does not
/// name, so the builder takes them from the stored frames: the cell's width less the
/// content view's (`trailingInset`) and the cell's height less the content view's
/// (`bottomInset`). The content view is then that much narrower and shorter than the
/// cell at any size the cell gets.
final class IBTableViewCell: TableViewCell {
  /// How much narrower the content view is than the cell (the accessory area).
  var trailingInset: CGFloat = 0
  /// How much shorter the content view is than the cell (the separator, before Xcode 11).
  var bottomInset: CGFloat = 0

  /// A cell whose content view is inset by `trailing` and `bottom` points.
  init(trailingInset trailing: CGFloat, bottomInset bottom: CGFloat) {
    trailingInset = trailing
    bottomInset = bottom
    super.init(style: .default, reuseIdentifier: nil)
  }

  /// A `.default` cell without insets.
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Not decoded: a cell without insets.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The insets of a cell's content view, from the stored frames of the cell (`cell`)
  /// and its content view (`content`): how much narrower (the accessory's area) and
  /// shorter (the separator) Xcode stored the content view, never negative.
  /// `accessory` is the cell's `accessoryType` as written (nil: none).
  ///
  /// A content view stored narrower than a cell without an accessory, or shorter by
  /// more than a separator's point, is a frame Xcode did not update when the cell was
  /// resized: every other content view of the corpus and the held-out documents (570)
  /// is as wide as its cell unless the cell has an accessory, and at most 1 point
  /// shorter, while ChatSecure's XMPPServerInfoCell (Xcode 6, 7706) keeps a new cell's
  /// 320 × 43 content view in its 380 × 90 cell and stores the subviews for the full
  /// cell (an image pinned to the content's top and bottom margins 73 tall). Such a
  /// content view gets no trailing inset and the era's separator
  /// (``eraSeparator(build:scale:)``) (InterfaceBuilder.md, "Cells").
  ///
  /// A content view (or a cell) stored without a frame, as Xcode 6 wrote prototype
  /// cells, follows the cell (UIKitBehaviour.md §76): narrower by the accessory's
  /// width (``TableViewCell/AccessoryType/width``, Scrollwork's table model) and
  /// shorter by the era's separator.
  /// - Complexity: O(1).
  static func insets(cell: CGRect?, content: CGRect?, accessory: String?, build: Int, scale: CGFloat)
    -> (trailing: CGFloat, bottom: CGFloat)
  {
    let hasAccessory = accessory.map { $0 != "none" } ?? false
    guard let cell, let content else {
      return (accessoryType(named: accessory).width, eraSeparator(build: build, scale: scale))
    }
    var trailing = max(0, cell.width - content.width)
    var bottom = max(0, cell.height - content.height)
    if !hasAccessory && trailing > 0 || bottom > 1 {
      trailing = hasAccessory ? trailing : 0
      bottom = eraSeparator(build: build, scale: scale)
    }
    return (trailing, bottom)
  }

  /// The separator under a cell's content view in documents saved by Xcode build
  /// `build` on a canvas of `scale`: 1 point before Xcode 7 (build 8000, as Xcode 5
  /// and 6 cells store it), one pixel (`1 / scale`) before Xcode 11 (build 15000),
  /// none after (InterfaceBuilder.md, "Cells").
  /// - Complexity: O(1).
  static func eraSeparator(build: Int, scale: CGFloat) -> CGFloat {
    build < IBToolsEra.xcode7 ? 1 : build < IBToolsEra.xcode11 ? 1 / max(scale, 1) : 0
  }

  /// The accessory a document's `accessoryType` names (`disclosureIndicator`,
  /// `detailDisclosureButton`, `checkmark`, `detailButton`); `.none` for `none`, an
  /// absent attribute and a name UIKit does not have.
  /// - Complexity: O(1).
  static func accessoryType(named name: String?) -> AccessoryType {
    switch name {
    case "disclosureIndicator": .disclosureIndicator
    case "detailDisclosureButton": .detailDisclosureButton
    case "checkmark": .checkmark
    case "detailButton": .detailButton
    default: .none
    }
  }

  /// The cell's bounds less the stored insets (never negative).
  override var contentViewFrame: CGRect {
    CGRect(
      x: 0, y: 0, width: max(0, bounds.width - trailingInset), height: max(0, bounds.height - bottomInset))
  }

  override var itemClassName: String { "UITableViewCell" }
}
