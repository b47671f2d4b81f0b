import Foundation
import Testing

@testable import Scrollwork

/// Keyboard avoidance and the first responder (UIKitBehaviour.md §7.6).
@Suite struct ScrollViewKeyboardTests {
  @Test("§7.6 one first responder per root hierarchy")
  func firstResponder() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 800)
    let a = try f.addField(CGRect(x: 20, y: 100, width: 280, height: 34))
    let b = try f.addField(CGRect(x: 20, y: 200, width: 280, height: 34))
    #expect(!a.isFirstResponder && TextField.firstResponder(in: f.root) == nil)
    #expect(a.becomeFirstResponder())
    #expect(a.isFirstResponder)
    b.becomeFirstResponder()
    #expect(!a.isFirstResponder && b.isFirstResponder)
    #expect(TextField.firstResponder(in: f.scroll) === b)
    a.resignFirstResponder()
    #expect(b.isFirstResponder)
    b.resignFirstResponder()
    #expect(!b.isFirstResponder)
    // Another hierarchy has its own.
    let other = TextField()
    other.becomeFirstResponder()
    a.becomeFirstResponder()
    #expect(other.isFirstResponder && a.isFirstResponder)
  }

  @Test("§7.6 portrait: a 216 pt keyboard sets bottom insets 216 and scrolls the field at y 400 to 170")
  func portrait() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 800)
    let field = try f.addField(CGRect(x: 20, y: 400, width: 280, height: 34))
    field.becomeFirstResponder()
    f.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 264, width: 320, height: 216), in: nil)
    #expect(f.scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    #expect(f.scroll.verticalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    #expect(f.scroll.horizontalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    // visible = (0, 0, 320, 480 − 216 = 264); the field ends at 434 → 434 − 264.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 170))
    f.scroll.keyboardWillHide()
    #expect(f.scroll.contentInset == .zero)
    #expect(f.scroll.verticalScrollIndicatorInsets == .zero)
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 170))  // inside [0, 320]: stays
  }

  @Test("§7.6 §7.3 hiding the keyboard at the bottom snaps the offset back to the old max")
  func hideSnapsBack() throws {
    let f = try ScrollFixture(size: CGSize(width: 320, height: 480), contentHeight: 800)
    let field = try f.addField(CGRect(x: 20, y: 760, width: 280, height: 34))
    field.becomeFirstResponder()
    f.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 264, width: 320, height: 216), in: f.root)
    // 794 − 264 = 530 ≤ max 800 + 216 − 480 = 536.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 530))
    f.scroll.keyboardWillHide()
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 320))
  }

  @Test("§7.6 only the overlap with the scroll view's frame counts (frame ends at 400, keyboard from 264 → 136)")
  func partialOverlap() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
    scroll.contentSize = CGSize(width: 320, height: 600)
    root.addSubview(scroll)
    root.layoutIfNeeded()
    scroll.keyboardWillShow(frame: CGRect(x: 0, y: 264, width: 320, height: 216), in: nil)
    #expect(scroll.contentInset.bottom == 136)
    // The same keyboard given in the scroll view's own coordinates (offset 50).
    scroll.keyboardWillHide()
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    scroll.keyboardWillShow(frame: CGRect(x: 0, y: 214, width: 320, height: 216), in: scroll)
    #expect(scroll.contentInset.bottom == 136)
    // A keyboard that misses the frame adds nothing.
    scroll.keyboardWillShow(frame: CGRect(x: 0, y: 480, width: 320, height: 216), in: nil)
    #expect(scroll.contentInset.bottom == 0)
  }

  @Test("§7.6 with a home indicator: portrait 336 − 34 = 302, landscape after rotation 209 − 21 = 188; hide restores")
  func safeAreaPortraitAndLandscape() throws {
    let f = try ScrollFixture(
      size: CGSize(width: 390, height: 844), contentHeight: 1600,
      device: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    f.scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
    f.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 508, width: 390, height: 336), in: nil)
    #expect(f.scroll.contentInset == EdgeInsets(top: 5, left: 0, bottom: 302, right: 0))
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 52, left: 0, bottom: 336, right: 0))
    // Rotate: the root is resized, the keyboard frame changes.
    f.root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    f.root.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    f.root.layoutIfNeeded()
    #expect(f.scroll.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    f.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 181, width: 844, height: 209), in: nil)
    #expect(f.scroll.contentInset == EdgeInsets(top: 5, left: 0, bottom: 188, right: 0))
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 209, right: 0))
    f.scroll.keyboardWillHide()
    #expect(f.scroll.contentInset == EdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
  }

  @Test("§7.6 never-adjusting scroll views subtract nothing: bottom = full overlap 336")
  func neverAdjusts() throws {
    let f = try ScrollFixture(
      size: CGSize(width: 390, height: 844), contentHeight: 1600,
      device: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    f.scroll.contentInsetAdjustmentBehavior = .never
    f.scroll.keyboardWillShow(frame: CGRect(x: 0, y: 508, width: 390, height: 336), in: nil)
    #expect(f.scroll.contentInset.bottom == 336)
  }
}
