import Foundation

extension TableView {
  /// Scrolls so that the row sits at `position` in the visible area (the bounds
  /// inset by ``ScrollView/adjustedContentInset``), clamped to the offset range:
  /// UIKit's `scrollToRow(at:at:animated:)` (UIKitBehaviour.md §18).
  ///
  /// - `.top`: offset y = row's minY − adjusted top inset;
  /// - `.middle`: row's midY − adjusted top inset − visible height / 2;
  /// - `.bottom`: row's maxY + adjusted bottom inset − bounds height;
  /// - `.none`: nothing when the row is wholly visible, else `.top` if it is above
  ///   (or taller than the visible area) and `.bottom` if it is below.
  ///
  /// The rows that come on screen are measured, which may move the target row; the
  /// offset is then computed again (at most 4 times), so a self-sizing row lands
  /// exactly. A path that names no row does nothing (UIKit raises). Headless there is
  /// no animation: with `animated` and a changed offset the delegate hears
  /// `scrollViewDidEndScrollingAnimation`.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    ensureLoaded()
    guard layout.globalIndex(indexPath) != nil else { return }
    let start = contentOffset
    for _ in 0..<4 {
      let rect = rectForRow(at: indexPath)
      let target = clampedContentOffset(offset(showing: rect, at: position))
      if target != contentOffset { contentOffset = target }
      tileRows()
      if rectForRow(at: indexPath) == rect { break }
    }
    if animated && contentOffset != start { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// The unclamped offset that shows `rect` at `position`.
  func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let x = contentOffset.x
    switch position {
    case .top:
      return CGPoint(x: x, y: rect.minY - inset.top)
    case .middle:
      return CGPoint(x: x, y: rect.midY - inset.top - visibleHeight / 2)
    case .bottom:
      return CGPoint(x: x, y: rect.maxY + inset.bottom - bounds.height)
    case .none:
      let visibleTop = contentOffset.y + inset.top
      let visibleBottom = contentOffset.y + bounds.height - inset.bottom
      if rect.minY >= visibleTop && rect.maxY <= visibleBottom { return contentOffset }
      if rect.minY < visibleTop || rect.height > visibleHeight { return offset(showing: rect, at: .top) }
      return offset(showing: rect, at: .bottom)
    }
  }
}
