import Foundation
import Scrollwork
import Testing

// Seed 004 (contentSize, frame and bounds): a content view given explicit width and height
// constraints (the IB placeholders replaced in code), changed at run time; and the
// bounds-origin experiment: moving a view's bounds origin moves what it shows, never its
// subviews' frames (§7.1: contentOffset ≡ bounds.origin, scrolling never re-solves).

@Suite("Tutorial 004: content size and bounds")
struct ContentSizeAndBoundsScreenTests {
  @Test("§7.1 explicit width/height constraints give the content size; constant changes follow")
  func explicitSizeConstraints() throws {
    let (root, scroll) = try TutorialScreen.rootWithScroll(CGSize(width: 375, height: 667))
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let g = scroll.contentLayoutGuide
    let width = content.widthAnchor.constraint(equalToConstant: root.bounds.width)
    let height = content.heightAnchor.constraint(equalToConstant: 250)
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: g.topAnchor),
      content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      width, height,
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(scroll.contentSize == CGSize(width: 375, height: 250))
    #expect(scroll.maximumContentOffset == .zero)

    height.constant = 1000
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 375, height: 1000))
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 333))

    width.constant = 750
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 750, height: 1000))
    #expect(scroll.maximumContentOffset == CGPoint(x: 375, y: 333))

    // §7.3: shrinking the content brings an offset past the new end back to it.
    scroll.contentOffset = CGPoint(x: 375, y: 333)
    height.constant = 800
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 750, height: 800))
    #expect(scroll.contentOffset == CGPoint(x: 375, y: 133))
  }

  @Test("§7.1 bounds.origin.x = 10: the subview's frame stays at 68.5, it appears 10 pt left")
  func boundsOriginWithoutLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = View(frame: CGRect(x: 20, y: 40, width: 300, height: 200))
    let sub = View(frame: CGRect(x: 68.5, y: 30, width: 100, height: 50))
    root.addSubview(container)
    container.addSubview(sub)
    #expect(sub.convert(CGPoint.zero, to: root) == CGPoint(x: 88.5, y: 70))
    container.bounds.origin.x = 10
    #expect(sub.frame.minX == 68.5)
    #expect(sub.frame == CGRect(x: 68.5, y: 30, width: 100, height: 50))
    #expect(container.frame == CGRect(x: 20, y: 40, width: 300, height: 200))
    #expect(sub.convert(CGPoint.zero, to: root) == CGPoint(x: 78.5, y: 70))
  }

  @Test("§7.1 bounds.origin.x = 10 after a layout pass: frames unchanged, convert shifts −10")
  func boundsOriginWithLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = View(frame: CGRect(x: 20, y: 40, width: 300, height: 200))
    let sub = View(frame: CGRect(x: 68.5, y: 30, width: 100, height: 50))
    root.addSubview(container)
    container.addSubview(sub)
    root.layoutIfNeeded()
    let frame = sub.frame
    let before = sub.convert(CGPoint.zero, to: root)
    container.bounds.origin.x = 10
    root.layoutIfNeeded()
    #expect(sub.frame == frame)
    let after = sub.convert(CGPoint.zero, to: root)
    #expect(TutorialScreen.close(after, CGPoint(x: before.x - 10, y: before.y)))
    #expect(TutorialScreen.close(after.x, 20 + frame.minX - 10))
  }

  @Test("§7.1 a scroll view's contentOffset is its bounds origin: content frames stay")
  func contentOffsetIsBoundsOrigin() throws {
    let (root, scroll) = try TutorialScreen.rootWithScroll(CGSize(width: 375, height: 667))
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let g = scroll.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: g.topAnchor),
      content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      content.widthAnchor.constraint(equalToConstant: 750),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 10, y: 0)
    #expect(scroll.bounds.origin == CGPoint(x: 10, y: 0))
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 750, height: 1000))
    #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: -10, y: 0))
  }
}
