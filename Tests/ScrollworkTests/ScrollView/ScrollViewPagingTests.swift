import Foundation
import Testing

@testable import Scrollwork

/// Paging (UIKitBehaviour.md §7.5).
@Suite struct ScrollViewPagingTests {
  func pager() -> ScrollView {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    s.contentSize = CGSize(width: 960, height: 480)
    s.isPagingEnabled = true
    return s
  }

  @Test("§7.5 defaults: paging off, threshold 0.5 pt/ms")
  func defaults() {
    let s = ScrollView()
    #expect(!s.isPagingEnabled)
    #expect(s.pagingVelocityThreshold == 0.5)
  }

  @Test("§7.5 page 2 = 2 × width; pages past the end clamp to the range (§7.3)")
  func scrollToPage() {
    let s = pager()
    s.scroll(toPage: 2, animated: true)
    #expect(s.contentOffset == CGPoint(x: 640, y: 0))
    #expect(s.currentPage == 2)
    s.scroll(toPage: 5, animated: false)
    #expect(s.contentOffset == CGPoint(x: 640, y: 0))
    s.scroll(toPage: -1, animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 0))
    #expect(s.currentPage == 0)
  }

  @Test("§7.5 slow drags end on the nearest page")
  func nearest() {
    let s = pager()
    let start = CGPoint(x: 320, y: 0)
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 400, y: 0), velocity: .zero, dragStart: start)
        == CGPoint(x: 320, y: 0))
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 500, y: 0), velocity: .zero, dragStart: start)
        == CGPoint(x: 640, y: 0))
    // 0.4 pt/ms is below the threshold.
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 350, y: 0), velocity: CGPoint(x: 0.4, y: 0), dragStart: start)
        == CGPoint(x: 320, y: 0))
  }

  @Test("§7.5 a fling above the threshold goes one page in its direction")
  func fling() {
    let s = pager()
    let start = CGPoint(x: 320, y: 0)
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 350, y: 0), velocity: CGPoint(x: 1, y: 0), dragStart: start)
        == CGPoint(x: 640, y: 0))
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 300, y: 0), velocity: CGPoint(x: -1, y: 0), dragStart: start)
        == CGPoint(x: 0, y: 0))
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 330, y: 0), velocity: CGPoint(x: -1, y: 0), dragStart: start)
        == CGPoint(x: 320, y: 0))
  }

  @Test("§7.5 at most one page from the start page; clamped to the range")
  func limits() {
    let s = pager()
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 700, y: 0), velocity: .zero, dragStart: .zero)
        == CGPoint(x: 320, y: 0))
    // dragStart nil: the current offset is the start.
    s.contentOffset = CGPoint(x: 640, y: 0)
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 700, y: 0), velocity: CGPoint(x: 2, y: 0)) == CGPoint(x: 640, y: 0))
    s.isPagingEnabled = false
    #expect(
      s.targetContentOffset(forProposed: CGPoint(x: 700, y: 20), velocity: CGPoint(x: 2, y: 0)) == CGPoint(x: 640, y: 0)
    )
  }

  @Test("§7.5 rotation: pages stay full-width; scrolling back to the page gives 2 × the new width")
  func rotation() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 480, pages: 3)
    f.scroll.isPagingEnabled = true
    #expect(f.scroll.contentSize == CGSize(width: 960, height: 480))
    f.scroll.scroll(toPage: 2, animated: false)
    #expect(f.scroll.contentOffset == CGPoint(x: 640, y: 0))
    let page = f.scroll.currentPage
    f.root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    f.root.layoutIfNeeded()
    #expect(f.scroll.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    #expect(f.scroll.contentSize == CGSize(width: 1440, height: 480))
    #expect(f.content.frame == CGRect(x: 0, y: 0, width: 1440, height: 480))
    // 640 is inside the new range [0, 960], so the rotation itself leaves it (§7.3);
    // the app restores the page, as in UIKit.
    #expect(f.scroll.contentOffset == CGPoint(x: 640, y: 0))
    f.scroll.scroll(toPage: page, animated: false)
    #expect(f.scroll.contentOffset == CGPoint(x: 960, y: 0))
    #expect(f.scroll.currentPage == 2)
  }

  @Test("§7.3 §7.5 rotating to a narrower screen pulls an offset past the new end back to the last page")
  func rotationClamps() throws {
    let f = try ScrollFixture(size: CGSize(width: 480, height: 320), contentHeight: 320, pages: 3)
    f.scroll.scroll(toPage: 2, animated: false)
    #expect(f.scroll.contentOffset == CGPoint(x: 960, y: 0))
    f.root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    f.root.layoutIfNeeded()
    #expect(f.scroll.contentSize == CGSize(width: 960, height: 320))
    #expect(f.scroll.contentOffset == CGPoint(x: 640, y: 0))
    #expect(f.scroll.currentPage == 2)
  }
}
