import Foundation
import Testing

@testable import Scrollwork

/// `scrollRectToVisible(_:animated:)` (UIKitBehaviour.md §7.4).
@Suite struct ScrollViewRectToVisibleTests {
  func scroll() -> ScrollView {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.contentSize = CGSize(width: 100, height: 1000)
    return s
  }

  @Test("§7.4 step 4: a rect below moves the offset by goal.maxY − visible.maxY")
  func below() {
    let s = scroll()
    s.scrollRectToVisible(CGRect(x: 0, y: 250, width: 100, height: 20), animated: true)
    #expect(s.contentOffset == CGPoint(x: 0, y: 170))
  }

  @Test("§7.4 step 4: a rect above moves the offset back to its top")
  func above() {
    let s = scroll()
    s.contentOffset = CGPoint(x: 0, y: 500)
    s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test("§7.4 step 2: visible already, or outside the content: nothing moves")
  func noOps() {
    let s = scroll()
    s.contentOffset = CGPoint(x: 0, y: 30)
    s.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 30))
    s.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 30))
    s.scrollRectToVisible(CGRect(x: 200, y: 40, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 30))
  }

  @Test("§7.4 step 3: a rect taller than the viewport shows its top edge")
  func tooTall() {
    let s = scroll()
    s.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 250), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test("§7.4 step 2: the goal is cut to the content: (0, 950, 100, 100) ends at 1000 → offset 900")
  func cutToContent() {
    let s = scroll()
    s.scrollRectToVisible(CGRect(x: 0, y: 950, width: 100, height: 100), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 900))
  }

  @Test("§7.4 step 5: from an out-of-range offset 950, showing y 940 lands on max 900")
  func clamped() {
    let s = scroll()
    s.contentOffset = CGPoint(x: 0, y: 950)
    s.scrollRectToVisible(CGRect(x: 0, y: 940, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: 900))
  }

  @Test("§7.4 step 1: the visible rect excludes the adjusted insets (top 40 → shows y 0 at −40)")
  func insetsShrinkVisible() {
    let s = scroll()
    s.contentInset = EdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
    s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: -40))
    // Visible is now y −40 + 40 … −40 + 70 = 0 … 30: y 50…60 needs offset 60 − 70 = −10.
    s.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
    #expect(s.contentOffset == CGPoint(x: 0, y: -10))
  }

  @Test("§7.4 horizontal axis: a rect to the right moves x only")
  func horizontal() {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.contentSize = CGSize(width: 500, height: 100)
    s.scrollRectToVisible(CGRect(x: 300, y: 0, width: 50, height: 100), animated: false)
    #expect(s.contentOffset == CGPoint(x: 250, y: 0))
  }
}
