import Foundation

/// The view a table view cell's content goes into (``TableViewCell/contentView``):
/// UIKit's private `UITableViewCellContentView`, named so in constraint
/// descriptions. Its layout margins start at (11, 16, 11, 16)
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell geometry").
public final class TableViewCellContentView: View {
  override public var itemClassName: String { "UITableViewCellContentView" }
}
