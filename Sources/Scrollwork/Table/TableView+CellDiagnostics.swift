import Foundation

/// Cells whose constraints do not fit their row (TableViews.md, "Cell diagnostics").
///
/// Each row is checked once per load (`reloadData`, a new data source) under its
/// cell's reuse identifier and index path, when its cell is first measured or
/// placed; scrolling the same row back on screen does not report it again.
extension TableView {
  /// Records why a self-sizing cell's content view fitted to a height of zero or
  /// less: ``TableViewIssue/unpinnedCellContent(reuseIdentifier:indexPath:view:fix:)``
  /// with the view whose bottom is loose and the constraint that pins it, else
  /// ``TableViewIssue/zeroHeightCell(reuseIdentifier:indexPath:)``. Once per row.
  func reportCollapsedContent(of cell: TableViewCell, at path: IndexPath, width: CGFloat) {
    guard isFirstCheck(of: cell, at: path) else { return }
    guard let fix = cell.contentHeightFix(width: width) else {
      issues.append(.zeroHeightCell(reuseIdentifier: cell.reuseIdentifier, indexPath: path))
      return
    }
    issues.append(
      .unpinnedCellContent(
        reuseIdentifier: cell.reuseIdentifier, indexPath: path, view: SuggestedConstraint.name(of: fix.firstItem),
        fix: fix.description))
  }

  /// Checks a self-sizing row's cell whose fitted height is not a whole number of
  /// pixels against the rounded-up height its content view gets: records
  /// ``TableViewIssue/roundedHeightConflict(reuseIdentifier:indexPath:fitted:height:conflicting:lower:)``
  /// when the content's required constraints cannot take it. Once per row.
  func checkRoundedHeight(
    of cell: TableViewCell, at path: IndexPath, width: CGFloat, fitted: (rounded: CGFloat, solved: CGFloat)
  ) {
    guard isFirstCheck(of: cell, at: path),
      let conflict = sizeConflict(of: cell, size: CGSize(width: width, height: fitted.rounded))
    else { return }
    issues.append(
      .roundedHeightConflict(
        reuseIdentifier: cell.reuseIdentifier, indexPath: path, fitted: fitted.solved, height: fitted.rounded,
        conflicting: conflict.conflicting, lower: conflict.lower))
  }

  /// Checks a fixed-height row's cell against the height its content view gets:
  /// records ``TableViewIssue/encapsulatedHeightConflict(reuseIdentifier:indexPath:height:conflicting:lower:)``
  /// when the content's required constraints cannot take it. Once per row.
  func checkFixedHeight(of cell: TableViewCell, at path: IndexPath) {
    let size = cell.contentViewFrame.size
    guard isFirstCheck(of: cell, at: path), let conflict = sizeConflict(of: cell, size: size) else { return }
    issues.append(
      .encapsulatedHeightConflict(
        reuseIdentifier: cell.reuseIdentifier, indexPath: path, height: size.height,
        conflicting: conflict.conflicting, lower: conflict.lower))
  }

  /// Whether the row's cell is checked for the first time since the data was loaded
  /// (and marks it checked).
  private func isFirstCheck(of cell: TableViewCell, at path: IndexPath) -> Bool {
    checkedCellHeights.insert(CheckedCell(reuseIdentifier: cell.reuseIdentifier, indexPath: path)).inserted
  }

  /// The cell's own required constraints that cannot take a content view of `size`
  /// (the fitting constraints left out) and the one to lower, as the issues print
  /// them; nil when the content takes the size.
  private func sizeConflict(of cell: TableViewCell, size: CGSize) -> (conflicting: [String], lower: String)? {
    guard let conflict = cell.contentSizeConflict(size: size) else { return nil }
    let own = conflict.constraints.filter { $0.identifier?.hasPrefix("fittingSize") != true }
    return (own.map(TableViewCell.diagnosticText), TableViewCell.diagnosticText(cell.constraintToLower(in: conflict)))
  }
}
