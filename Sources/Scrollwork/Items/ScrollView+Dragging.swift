import Foundation

extension ScrollView {
  /// Plays a user's drag: the finger moves the content by `translation` (points, in
  /// the direction the content moves, so dragging up is a negative `y`) and lifts with
  /// `velocity` (points per millisecond, UIKit's unit for `scrollViewWillEndDragging`).
  ///
  /// In UIKit's order: ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``; the
  /// offset moves to `offset − translation` (clamped to the range: headless there is
  /// no rubber band, UIKitBehaviour.md §7.3), with `scrollViewDidScroll`; the rest
  /// position is ``targetContentOffset(forProposed:velocity:dragStart:)`` (the page a
  /// paging scroll view ends on, §7.5; else the clamped offset), which
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` may change;
  /// `scrollViewDidEndDragging(_:willDecelerate:)` with whether the content moves on;
  /// then, if it does, `scrollViewWillBeginDecelerating`, the offset set to the
  /// target (clamped), and `scrollViewDidEndDecelerating`. Nothing happens when
  /// ``isScrollEnabled`` is false.
  ///
  /// [choice] Deceleration is not simulated: without paging a fling rests where the
  /// finger lifted, unless the delegate sets a target.
  public func drag(by translation: CGPoint, velocity: CGPoint = .zero) {
    guard isScrollEnabled else { return }
    let start = contentOffset
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    let moved = clampedContentOffset(CGPoint(x: start.x - translation.x, y: start.y - translation.y))
    if moved != contentOffset { contentOffset = moved }
    var target = targetContentOffset(forProposed: moved, velocity: velocity, dragStart: start)
    delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
    let resting = clampedContentOffset(target)
    let decelerate = resting != contentOffset
    isTracking = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    isDragging = false
    guard decelerate else { return }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    contentOffset = resting
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
  }
}
