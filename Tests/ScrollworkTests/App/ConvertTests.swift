import Foundation
import Scrollwork
import Testing

/// `convert(_:to:)` and `convert(_:from:)` between views of a window, nil meaning the
/// window, with scrolled superviews (their `bounds.origin`) in between.
@Suite struct ConvertTests {
  /// window ⊃ root view ⊃ scroll (0, 20, 375, 647; offset (0, 100)) ⊃ card
  /// (10, 300, 200, 150) ⊃ inner scroll (20, 30, 100, 80; offset (5, 7)) ⊃ dot (1, 2, 4, 4);
  /// and a sibling badge (300, 600, 40, 20) of the scroll view.
  struct Scene {
    let window = Window(device: .standard)
    let scroll = ScrollView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
    let card = View(frame: CGRect(x: 10, y: 300, width: 200, height: 150))
    let inner = ScrollView(frame: CGRect(x: 20, y: 30, width: 100, height: 80))
    let dot = View(frame: CGRect(x: 1, y: 2, width: 4, height: 4))
    let badge = View(frame: CGRect(x: 300, y: 600, width: 40, height: 20))

    init() {
      let vc = ViewController()
      window.rootViewController = vc
      vc.view.addSubview(scroll)
      vc.view.addSubview(badge)
      scroll.addSubview(card)
      card.addSubview(inner)
      inner.addSubview(dot)
      scroll.contentSize = CGSize(width: 375, height: 2000)
      inner.contentSize = CGSize(width: 300, height: 300)
      window.makeKeyAndVisible()
      scroll.contentOffset = CGPoint(x: 0, y: 100)
      inner.contentOffset = CGPoint(x: 5, y: 7)
    }
  }

  @Test func pointsToAndFromTheWindow() {
    let s = Scene()
    // card: (10, 20 + 300 − 100) = (10, 220); inner: (30, 250); dot: (30 + 1 − 5, 250 + 2 − 7).
    #expect(s.card.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 220))
    #expect(s.dot.convert(CGPoint(x: 2, y: 2), to: nil) == CGPoint(x: 28, y: 247))
    #expect(s.dot.convert(CGPoint(x: 2, y: 2), to: s.window) == CGPoint(x: 28, y: 247))
    #expect(s.dot.convert(CGPoint(x: 28, y: 247), from: nil) == CGPoint(x: 2, y: 2))
    // The scroll view's own bounds start at its offset.
    #expect(s.scroll.convert(CGPoint(x: 0, y: 100), to: nil) == CGPoint(x: 0, y: 20))
  }

  @Test func rectanglesBetweenBranches() {
    let s = Scene()
    // badge (300, 600) in window coordinates; in the card: (300 − 10, 600 − 220).
    #expect(s.badge.convert(s.badge.bounds, to: s.card) == CGRect(x: 290, y: 380, width: 40, height: 20))
    #expect(s.card.convert(s.badge.bounds, from: s.badge) == CGRect(x: 290, y: 380, width: 40, height: 20))
    // The dot's frame (inner's content coordinates) in the outer scroll view's content:
    // card at (10, 300), inner at (30, 330), content origin (25, 323), dot at (26, 325).
    #expect(s.inner.convert(s.dot.frame, to: s.scroll) == CGRect(x: 26, y: 325, width: 4, height: 4))
    // Scrolling the outer view moves window positions, not content positions.
    s.scroll.contentOffset = CGPoint(x: 0, y: 250)
    #expect(s.inner.convert(s.dot.frame, to: s.scroll) == CGRect(x: 26, y: 325, width: 4, height: 4))
    #expect(s.dot.convert(s.dot.bounds, to: nil) == CGRect(x: 26, y: 95, width: 4, height: 4))
  }

  @Test func viewsOfTwoWindowsMeetInScreenCoordinates() {
    let left = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let right = Window(frame: CGRect(x: 200, y: 50, width: 200, height: 400))
    let a = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let b = View(frame: CGRect(x: 30, y: 40, width: 20, height: 20))
    left.addSubview(a)
    right.addSubview(b)
    // b's origin on screen: (230, 90); in a: (220, 80).
    #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 220, y: 80))
    #expect(a.convert(CGPoint(x: 220, y: 80), from: nil) == CGPoint(x: 210, y: 70))
    #expect(a.convert(CGPoint.zero, from: b) == CGPoint(x: 220, y: 80))
  }
}
