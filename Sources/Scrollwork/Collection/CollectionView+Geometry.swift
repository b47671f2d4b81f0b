import Foundation

/// Where elements are, which are shown, and scrolling to an item.
extension CollectionView {
  /// The item's layout attributes (UIKit's `layoutAttributesForItem(at:)`), from the
  /// prepared layout; nil for a path that names no item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    ensureLoaded()
    guard isValidItem(indexPath) else { return nil }
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// A supplementary element's layout attributes (UIKit's
  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`), or nil.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    ensureLoaded()
    guard indexPath.count == 2, counts.indices.contains(indexPath.section) else { return nil }
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The items whose cells are shown, in index-path order (UIKit's
  /// `indexPathsForVisibleItems`; tiles first if needed).
  public var indexPathsForVisibleItems: [IndexPath] {
    tileIfNeeded()
    return displayedCells.keys.sorted()
  }

  /// The cells shown, in index-path order (UIKit's `visibleCells`; tiles first if needed).
  public var visibleCells: [CollectionViewCell] {
    tileIfNeeded()
    return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
  }

  /// The cell shown for the item, or nil when it is off screen (UIKit's
  /// `cellForItem(at:)`; never asks the data source).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    tileIfNeeded()
    return displayedCells[indexPath]
  }

  /// The item a shown cell stands for, or nil (UIKit's `indexPath(for:)`).
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// The shown supplementary view of a kind at an index path, or nil (UIKit's
  /// `supplementaryView(forElementKind:at:)`).
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
    tileIfNeeded()
    return displayedSupplementary[SupplementaryKey(kind: kind, indexPath: indexPath)]
  }

  /// The index paths of the shown supplementary views of a kind, in order (UIKit's
  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`).
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    tileIfNeeded()
    return displayedSupplementary.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
  }

  /// The item whose frame holds a point in content coordinates, or nil (UIKit's
  /// `indexPathForItem(at:)`).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    ensureLoaded()
    collectionViewLayout.prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValidItem($0.indexPath)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// Scrolls so that the item sits at `scrollPosition` in the visible area (the
  /// bounds inset by ``ScrollView/adjustedContentInset``), clamped to the offset
  /// range: UIKit's `scrollToItem(at:at:animated:)`.
  ///
  /// Per axis: `.top`/`.left` put the item's near edge at the visible area's,
  /// `.centeredVertically`/`.centeredHorizontally` its centre at the centre,
  /// `.bottom`/`.right` its far edge at the far edge; an axis without a position
  /// scrolls only as much as makes the item visible on it. Self-sizing items that
  /// come on screen are measured, which may move the item; the offset is then computed
  /// again (at most 4 times). A path that names no item does nothing (UIKit raises).
  /// Headless there is no animation: with `animated` and a changed offset the
  /// delegate hears `scrollViewDidEndScrollingAnimation`.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    ensureLoaded()
    guard isValidItem(indexPath) else { return }
    let start = contentOffset
    for _ in 0..<4 {
      guard let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
      let target = clampedContentOffset(offset(showing: rect, at: scrollPosition))
      if target != contentOffset { contentOffset = target }
      tileElements()
      if layoutAttributesForItem(at: indexPath)?.frame == rect { break }
    }
    if animated && contentOffset != start { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// The unclamped offset that shows `rect` at `position`.
  func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let x = axisOffset(
      near: rect.minX, far: rect.maxX, current: contentOffset.x, size: bounds.width, nearInset: inset.left,
      farInset: inset.right,
      choice: position.contains(.left)
        ? 0 : position.contains(.centeredHorizontally) ? 1 : position.contains(.right) ? 2 : nil)
    let y = axisOffset(
      near: rect.minY, far: rect.maxY, current: contentOffset.y, size: bounds.height, nearInset: inset.top,
      farInset: inset.bottom,
      choice: position.contains(.top)
        ? 0 : position.contains(.centeredVertically) ? 1 : position.contains(.bottom) ? 2 : nil)
    return CGPoint(x: x, y: y)
  }

  /// One axis of ``offset(showing:at:)``: `choice` 0 near edge, 1 centre, 2 far edge,
  /// nil as little as makes the span visible.
  private func axisOffset(
    near: CGFloat, far: CGFloat, current: CGFloat, size: CGFloat, nearInset: CGFloat, farInset: CGFloat, choice: Int?
  ) -> CGFloat {
    let visible = size - nearInset - farInset
    switch choice {
    case 0: return near - nearInset
    case 1: return (near + far) / 2 - nearInset - visible / 2
    case 2: return far + farInset - size
    default:
      let lo = current + nearInset
      let hi = current + size - farInset
      if near >= lo && far <= hi { return current }
      if near < lo || far - near > visible { return near - nearInset }
      return far + farInset - size
    }
  }
}
