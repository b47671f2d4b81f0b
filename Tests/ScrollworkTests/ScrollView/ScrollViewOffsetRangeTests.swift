import Foundation
import Testing

@testable import Scrollwork

/// The offset range and when it moves the offset (UIKitBehaviour.md §7.3).
@Suite struct ScrollViewOffsetRangeTests {
  func scroll(content: CGSize) -> ScrollView {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.contentSize = content
    return s
  }

  @Test("§7.3 min = −(left, top); max = contentSize + (right, bottom) − bounds size")
  func range() {
    let s = scroll(content: CGSize(width: 300, height: 500))
    s.contentInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(s.minimumContentOffset == CGPoint(x: -20, y: -10))
    #expect(s.maximumContentOffset == CGPoint(x: 240, y: 430))
  }

  @Test("§7.3 content smaller than the viewport: max = min, the only rest position")
  func smallContent() {
    let s = scroll(content: CGSize(width: 50, height: 50))
    s.contentInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(s.maximumContentOffset == CGPoint(x: -10, y: -10))
    #expect(s.clampedContentOffset(CGPoint(x: 500, y: -500)) == CGPoint(x: -10, y: -10))
  }

  @Test("§7.3 insets (200, 50, 0, 0) leave an offset of (0, 0) alone: it is inside the range")
  func insideStays() {
    let s = scroll(content: CGSize(width: 100, height: 500))
    s.contentInset = EdgeInsets(top: 200, left: 50, bottom: 0, right: 0)
    #expect(s.contentOffset == .zero)
  }

  @Test("§7.3 login form (tutorial 001): insets top 140, bottom 141, content 200 in 480 → offset −139")
  func loginCentring() {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    s.contentSize = CGSize(width: 320, height: 200)
    s.contentInset = EdgeInsets(top: 140, left: 0, bottom: 141, right: 0)
    #expect(s.minimumContentOffset == CGPoint(x: 0, y: -140))
    #expect(s.maximumContentOffset == CGPoint(x: 0, y: -139))
    #expect(s.contentOffset == CGPoint(x: 0, y: -139))
  }

  @Test("§7.3 a larger top inset pulls an offset above the range down to −top; top wins when content is short")
  func belowMinimum() {
    let s = scroll(content: CGSize(width: 100, height: 500))
    s.contentOffset = CGPoint(x: 0, y: -100)
    s.contentInset = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    #expect(s.contentOffset == CGPoint(x: 0, y: -30))
    let short = scroll(content: CGSize(width: 100, height: 50))
    short.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    #expect(short.contentOffset == CGPoint(x: 0, y: -10))
  }

  @Test("§7.3 shrinking contentSize brings an offset past the end back to the new max")
  func contentSizeShrinks() {
    let s = scroll(content: CGSize(width: 100, height: 500))
    s.contentOffset = CGPoint(x: 0, y: 400)
    s.contentSize = CGSize(width: 100, height: 300)
    #expect(s.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test("§7.3 offsets set in code are not clamped, not even by a later layout pass")
  func codeIsNotClamped() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 1000)
    f.scroll.contentOffset = CGPoint(x: -7, y: 5000)
    f.root.setNeedsLayout()
    f.scroll.setNeedsLayout()
    f.root.layoutIfNeeded()
    #expect(f.scroll.contentOffset == CGPoint(x: -7, y: 5000))
    f.scroll.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: -300))
  }

  @Test("§7.3 a solved content size that shrinks moves the offset at the end of the layout pass")
  func solvedContentShrinks() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 1000)
    f.scroll.contentOffset = CGPoint(x: 0, y: 520)
    let height = try #require(f.content.constraints.first { $0.firstAttribute == .height })
    height.constant = 600
    f.root.layoutIfNeeded()
    #expect(f.scroll.contentSize == CGSize(width: 320, height: 600))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 120))
  }
}
