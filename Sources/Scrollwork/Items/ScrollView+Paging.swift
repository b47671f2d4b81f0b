import Foundation

extension ScrollView {
  /// The horizontal page shown: `round(contentOffset.x / bounds.width)` (0 when the
  /// width is 0). Pages are the bounds size; insets are ignored (UIKitBehaviour.md §7.5).
  public var currentPage: Int { page(of: contentOffset.x, size: bounds.width) }

  /// The vertical page shown: `round(contentOffset.y / bounds.height)`.
  public var currentVerticalPage: Int { page(of: contentOffset.y, size: bounds.height) }

  /// Scrolls to a horizontal page: offset x = `page × bounds.width`, clamped to the
  /// offset range (UIKitBehaviour.md §7.3, §7.5); y is kept (clamped too).
  public func scroll(toPage page: Int, animated: Bool) {
    let x = CGFloat(page) * bounds.width
    setContentOffset(clampedContentOffset(CGPoint(x: x, y: contentOffset.y)), animated: animated)
  }

  /// Scrolls to a vertical page: offset y = `page × bounds.height`, clamped.
  public func scroll(toVerticalPage page: Int, animated: Bool) {
    let y = CGFloat(page) * bounds.height
    setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
  }

  /// Where a drag that ends at `proposed` with `velocity` comes to rest
  /// (UIKitBehaviour.md §7.5). Per axis, with page size = bounds size:
  /// - the nearest page to `proposed`;
  /// - if |velocity| > ``pagingVelocityThreshold`` (points per millisecond, UIKit's
  ///   unit), the page just past `proposed` in the fling direction instead;
  /// - at most one page from the start page: the page nearest `dragStart`, the
  ///   content offset when the finger went down (nil: the current ``contentOffset``,
  ///   i.e. call this before moving the offset);
  /// - the result clamped to the offset range (§7.3).
  ///
  /// Without ``isPagingEnabled`` the proposed offset is returned clamped.
  public func targetContentOffset(
    forProposed proposed: CGPoint, velocity: CGPoint, dragStart: CGPoint? = nil
  ) -> CGPoint {
    guard isPagingEnabled else { return clampedContentOffset(proposed) }
    let start = dragStart ?? contentOffset
    let x = pagedTarget(proposed.x, velocity: velocity.x, start: start.x, size: bounds.width)
    let y = pagedTarget(proposed.y, velocity: velocity.y, start: start.y, size: bounds.height)
    return clampedContentOffset(CGPoint(x: x, y: y))
  }

  func page(of offset: CGFloat, size: CGFloat) -> Int {
    size > 0 ? Int((offset / size).rounded()) : 0
  }

  /// One axis of ``targetContentOffset(forProposed:velocity:dragStart:)``.
  func pagedTarget(_ proposed: CGFloat, velocity: CGFloat, start: CGFloat, size: CGFloat) -> CGFloat {
    guard size > 0 else { return proposed }
    let position = proposed / size
    var target = position.rounded()
    if velocity > pagingVelocityThreshold {
      target = position.rounded(.down) + 1
    } else if velocity < -pagingVelocityThreshold {
      target = position.rounded(.up) - 1
    }
    let startPage = (start / size).rounded()
    target = min(max(target, startPage - 1), startPage + 1)
    return target * size
  }
}
