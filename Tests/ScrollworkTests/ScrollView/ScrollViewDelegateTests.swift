import Foundation
import Testing

@testable import Scrollwork

/// `ScrollViewDelegate` (UIKit's `UIScrollViewDelegate`) and `drag(by:velocity:)`, the
/// headless stand-in for a user's drag (UIKitBehaviour.md §7.3, §7.5).
@Suite struct ScrollViewDelegateTests {
  /// Records the calls, with the offset at each.
  final class Recorder: ScrollViewDelegate {
    var calls: [String] = []
    var retarget: CGPoint?

    func p(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }

    func scrollViewDidScroll(_ s: ScrollView) { calls.append("didScroll \(p(s.contentOffset))") }
    func scrollViewWillBeginDragging(_ s: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ s: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append("willEndDragging v=\(p(velocity)) target=\(p(targetContentOffset.pointee))")
      if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { calls.append("didEndDecelerating \(p(s.contentOffset))") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ s: ScrollView) {
      let i = s.adjustedContentInset
      calls.append("didChangeAdjustedContentInset \(Int(i.top)) \(Int(i.left)) \(Int(i.bottom)) \(Int(i.right))")
    }
  }

  @Test("§7.3 every offset change is reported, programmatic or through bounds; none when unchanged")
  func didScroll() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 1000)
    let r = Recorder()
    f.scroll.delegate = r
    f.scroll.contentOffset = CGPoint(x: 0, y: 100)
    f.scroll.contentOffset = CGPoint(x: 0, y: 100)
    f.scroll.bounds.origin.y = 150
    f.scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    f.scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(
      r.calls == [
        "didScroll (0, 100)", "didScroll (0, 150)", "didScroll (0, 200)", "didEndScrollingAnimation",
      ])
  }

  @Test("§7.5 a paging drag past half a page ends on the next page, in UIKit's call order")
  func pagingDrag() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 480, pages: 3)
    f.scroll.isPagingEnabled = true
    let r = Recorder()
    f.scroll.delegate = r
    // The finger moves the content 200 pt to the left: offset 200, more than half of 320.
    f.scroll.drag(by: CGPoint(x: -200, y: 0))
    #expect(f.scroll.contentOffset == CGPoint(x: 320, y: 0))
    #expect(f.scroll.currentPage == 1)
    #expect(
      r.calls == [
        "willBeginDragging", "didScroll (200, 0)", "willEndDragging v=(0, 0) target=(320, 0)",
        "didEndDragging decelerate=true", "willBeginDecelerating", "didScroll (320, 0)",
        "didEndDecelerating (320, 0)",
      ])
  }

  @Test("§7.3 a drag is clamped to the range (no rubber band) and the delegate can move the target")
  func clampedDragAndRetarget() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 1000)
    let r = Recorder()
    f.scroll.delegate = r
    f.scroll.drag(by: CGPoint(x: 0, y: -900))
    // Max offset 1000 − 480 = 520: the drag stops there and does not decelerate.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 520))
    #expect(r.calls.last == "didEndDragging decelerate=false")
    r.calls = []
    r.retarget = CGPoint(x: 0, y: 100)
    f.scroll.drag(by: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: -2))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 100))
    #expect(r.calls.last == "didEndDecelerating (0, 100)")
    f.scroll.isScrollEnabled = false
    f.scroll.drag(by: CGPoint(x: 0, y: -50))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test("§7.2 a change of adjustedContentInset is reported once, through the override and the delegate")
  func adjustedInsetChange() throws {
    final class Watching: ScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() { changes += 1 }
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = Watching(frame: root.bounds)
    root.addSubview(scroll)
    root.layoutIfNeeded()
    let r = Recorder()
    scroll.delegate = r
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
    root.layoutIfNeeded()
    #expect(scroll.changes == 1)
    // No content: the range is [−10, −10] (§7.3), so the offset comes to rest at −10.
    #expect(r.calls == ["didChangeAdjustedContentInset 10 0 30 0", "didScroll (0, -10)"])
  }

  @Test func theDelegateIsWeak() throws {
    let scroll = ScrollView()
    do {
      let r = Recorder()
      scroll.delegate = r
      #expect(scroll.delegate != nil)
    }
    #expect(scroll.delegate == nil)
  }
}
