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

  /// The cell's bounds less the stored insets (never negative).
  override var contentViewFrame: CGRect {
    CGRect(
      x: 0, y: 0, width: max(0, bounds.width - trailingInset), height: max(0, bounds.height - bottomInset))
  }

  override var itemClassName: String { "UITableViewCell" }
}
