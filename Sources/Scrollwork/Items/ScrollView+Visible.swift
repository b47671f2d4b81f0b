import Foundation

extension ScrollView {
  /// Scrolls the least amount that makes `rect` (content coordinates) visible: UIKit's
  /// `scrollRectToVisible(_:animated:)`, by UIKitBehaviour.md §7.4:
  /// 1. visible = bounds inset by ``adjustedContentInset``;
  /// 2. goal = `rect` ∩ (0, 0, contentSize); nothing happens if it is empty or visible
  ///    already contains it;
  /// 3. the goal's size is cut to the visible size, keeping its top/left edges;
  /// 4. per axis, a goal past the visible far edge moves the offset forward by the
  ///    difference, else one before the near edge moves it back;
  /// 5. the result is clamped to the offset range (§7.3) and set with
  ///    ``setContentOffset(_:animated:)``.
  /// Headless, `animated` changes nothing.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds.inset(by: adjustedContentInset)
    let content = CGRect(origin: .zero, size: contentSize)
    let hit = rect.intersection(content)
    guard !hit.isNull, !hit.isEmpty else { return }
    if visible.contains(hit) { return }
    let goal = CGRect(
      x: hit.minX, y: hit.minY, width: min(hit.width, max(0, visible.width)),
      height: min(hit.height, max(0, visible.height)))
    var offset = contentOffset
    if goal.maxX > visible.maxX {
      offset.x += goal.maxX - visible.maxX
    } else if goal.minX < visible.minX {
      offset.x -= visible.minX - goal.minX
    }
    if goal.maxY > visible.maxY {
      offset.y += goal.maxY - visible.maxY
    } else if goal.minY < visible.minY {
      offset.y -= visible.minY - goal.minY
    }
    setContentOffset(clampedContentOffset(offset), animated: animated)
  }
}
