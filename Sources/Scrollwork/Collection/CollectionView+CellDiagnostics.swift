import Foundation

/// Self-sizing cells whose content does not determine their size (CollectionViews.md,
/// "Cell diagnostics"), checked when a cell is measured; each cell is reported once
/// per load (``reloadData()``, a new data source) under its reuse identifier and
/// index path.
extension CollectionView {
  /// Records why a self-sizing cell's preferred size (`fitted`) is not positive:
  /// ``CollectionViewIssue/unpinnedCellContent(reuseIdentifier:indexPath:isHeight:view:fix:)``
  /// with the view whose bottom (or trailing edge) is loose and the constraint that
  /// pins it, else ``CollectionViewIssue/zeroSizeCell(reuseIdentifier:indexPath:)``.
  /// The height is checked first, with the width held at the fitted one (the
  /// estimate's when that is not usable either); then the width, likewise.
  func reportCollapsedContent(
    of cell: CollectionViewCell, at path: IndexPath, fitted: CGSize, estimate: CGSize
  ) {
    guard checkedCells.insert(CheckedCell(reuseIdentifier: cell.reuseIdentifier, indexPath: path)).inserted
    else { return }
    func usable(_ v: CGFloat) -> Bool { v > 0 && v.isFinite }
    let width = usable(fitted.width) ? fitted.width : estimate.width
    let height = usable(fitted.height) ? fitted.height : estimate.height
    var fix: (SuggestedConstraint, isHeight: Bool)?
    if !usable(fitted.height),
      let f = cell.contentView.looseContentEdgeFix(along: .vertical, holding: CGSize(width: width, height: 0))
    {
      fix = (f, true)
    } else if !usable(fitted.width),
      let f = cell.contentView.looseContentEdgeFix(along: .horizontal, holding: CGSize(width: 0, height: height))
    {
      fix = (f, false)
    }
    guard let fix else {
      issues.append(.zeroSizeCell(reuseIdentifier: cell.reuseIdentifier, indexPath: path))
      return
    }
    issues.append(
      .unpinnedCellContent(
        reuseIdentifier: cell.reuseIdentifier, indexPath: path, isHeight: fix.isHeight,
        view: SuggestedConstraint.name(of: fix.0.firstItem), fix: fix.0.description))
  }
}
