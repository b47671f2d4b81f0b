import Foundation
import Scrollwork
import Testing

// Seed 002, demo 1: an image viewer. One image view pinned on all edges to the scroll view's
// content area; its intrinsic size (the image's) gives the content size (§7.1).

@Suite("Tutorial 002 demo 1: image viewer")
struct ImageViewerScreenTests {
  private func make(_ size: CGSize = CGSize(width: 375, height: 667)) throws -> (View, ScrollView, ImageView) {
    let (root, scroll) = try TutorialScreen.rootWithScroll(size)
    let imageView = ImageView(image: Image(size: CGSize(width: 1000, height: 800)))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(imageView)
    let g = scroll.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      imageView.topAnchor.constraint(equalTo: g.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      imageView.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      imageView.trailingAnchor.constraint(equalTo: g.trailingAnchor),
    ])
    root.layoutIfNeeded()
    return (root, scroll, imageView)
  }

  @Test("§7.1 the image's intrinsic size is the content size: 1000×800")
  func contentSize() throws {
    let (root, scroll, imageView) = try make()
    #expect(root.layoutIssues.isEmpty)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 1000, height: 800))
    #expect(scroll.contentSize == CGSize(width: 1000, height: 800))
  }

  @Test("§7.3 offset range: min (0, 0), max (1000 − 375, 800 − 667) = (625, 133)")
  func offsetRange() throws {
    // Keep the root: it owns the layout engine the content size is read from.
    let (root, scroll, _) = try make()
    defer { withExtendedLifetime(root) {} }
    #expect(scroll.minimumContentOffset == .zero)
    #expect(scroll.maximumContentOffset == CGPoint(x: 625, y: 133))
    #expect(scroll.clampedContentOffset(CGPoint(x: 900, y: -50)) == CGPoint(x: 625, y: 0))
  }

  @Test("§7.3 landscape 667×375: max (333, 425)")
  func landscapeRange() throws {
    let (root, scroll, _) = try make(CGSize(width: 667, height: 375))
    defer { withExtendedLifetime(root) {} }
    #expect(scroll.maximumContentOffset == CGPoint(x: 333, y: 425))
  }

  @Test("§7.4 the bottom-right corner scrolls to the max offset; the frame never moves")
  func rectToVisibleCorner() throws {
    let (root, scroll, imageView) = try make()
    scroll.scrollRectToVisible(CGRect(x: 900, y: 700, width: 100, height: 100), animated: false)
    // Goal max (1000, 800) − visible max (375, 667) → (625, 133).
    #expect(scroll.contentOffset == CGPoint(x: 625, y: 133))
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 1000, height: 800))
    #expect(imageView.convert(CGPoint.zero, to: root) == CGPoint(x: -625, y: -133))
    // A rect past the content is cut to it (§7.4 step 2): (−50, −50, 100, 100) → top-left.
    scroll.scrollRectToVisible(CGRect(x: -50, y: -50, width: 100, height: 100), animated: false)
    #expect(scroll.contentOffset == .zero)
  }

  @Test("§7.1 a laid-out scroll view keeps its contentSize when it leaves the hierarchy")
  func contentSizeSurvivesRemoval() throws {
    let (_, scroll, imageView) = try make()
    scroll.removeFromSuperview()
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 1000, height: 800))
    #expect(scroll.contentSize == CGSize(width: 1000, height: 800))
    #expect(scroll.maximumContentOffset == CGPoint(x: 625, y: 133))
  }
}
