import Foundation

/// What a scroll view tells its ``ScrollView/delegate``: UIKit's
/// `UIScrollViewDelegate`, with the same method names. Every method is optional
/// (the extension gives each a default that does nothing), so a port only writes the
/// ones it needs.
///
/// Headless there are no touches: ``ScrollView/drag(by:velocity:)`` plays a user's
/// drag and fling and calls the dragging methods in UIKit's order; setting
/// ``ScrollView/contentOffset`` (or `bounds.origin`) calls ``scrollViewDidScroll(_:)``,
/// as UIKit does for programmatic changes too.
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifts with `velocity` (points per millisecond, UIKit's unit); the
  /// delegate may change where the content comes to rest.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` says whether the content moves on by itself.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content is about to move on by itself after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset` or `scrollRectToVisible` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// ``ScrollView/adjustedContentInset`` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
