import Foundation
import Scrollwork
import Testing

/// A scroll view as an arranged subview of a stack view (issue 5: "a scroll view inside a
/// stack view"): the stack sizes the scroll view's frame (UIKitBehaviour.md §8), the content
/// guide still gives the content size (§7.1), and neither leaks into the other.
@Suite struct ScrollViewInStackViewTests {
  /// A vertical stack filling a 320×480 root: a 50 pt header, then a scroll view taking
  /// the rest, holding a content view 900 pt tall pinned to its content guide.
  func makeScreen() throws -> (root: View, stack: StackView, scroll: ScrollView, content: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = View()
    let scroll = ScrollView()
    let content = View()
    let stack = StackView(arrangedSubviews: [header, scroll])
    stack.axis = .vertical
    stack.spacing = 10
    for v in [stack, header, scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(stack)
    scroll.addSubview(content)
    try LayoutConstraint.activateOrThrow([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 50),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    return (root, stack, scroll, content)
  }

  @Test func stackSizesTheFrameAndContentSizesTheContent() throws {
    let (root, _, scroll, content) = try makeScreen()
    root.layoutIfNeeded()
    // Frame: below the header and the 10 pt spacing, the rest of the 480 pt height.
    #expect(scroll.frame == CGRect(x: 0, y: 60, width: 320, height: 420))
    #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
    // §7.3: the offset can go from 0 to 900 − 420.
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 480))
    #expect(root.layoutDiagnostics().map(\.description) == [])
  }

  @Test func scrollingDoesNotMoveTheStack() throws {
    let (root, stack, scroll, content) = try makeScreen()
    root.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(scroll.frame == CGRect(x: 0, y: 60, width: 320, height: 420))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
    #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 320, height: 420))
  }

  @Test func hidingTheHeaderGivesTheScrollViewItsSpace() throws {
    let (root, stack, scroll, _) = try makeScreen()
    root.layoutIfNeeded()
    stack.arrangedSubviews[0].isHidden = true
    root.layoutIfNeeded()
    // §8: a hidden arranged subview collapses and its spacing goes with it.
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 420))
  }

  @Test func pagingScrollViewsSideBySideInAFillEquallyStack() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let left = ScrollView()
    let right = ScrollView()
    let stack = StackView(arrangedSubviews: [left, right])
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var pages: [View] = []
    for scroll in [left, right] {
      scroll.isPagingEnabled = true
      var previous: View?
      for _ in 0..<3 {
        let page = View()
        page.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(page)
        pages.append(page)
        try LayoutConstraint.activateOrThrow([
          page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
          page.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
          page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
          page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
          page.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? scroll.contentLayoutGuide.leadingAnchor),
        ])
        previous = page
      }
      try previous!.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).activate()
    }
    try LayoutConstraint.activateOrThrow([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 160, height: 480))
    #expect(right.frame == CGRect(x: 160, y: 0, width: 160, height: 480))
    #expect(left.contentSize == CGSize(width: 480, height: 480))
    #expect(pages[2].frame == CGRect(x: 320, y: 0, width: 160, height: 480))
    right.scroll(toPage: 2, animated: false)
    #expect(right.contentOffset == CGPoint(x: 320, y: 0))
    #expect(left.contentOffset == .zero)
  }
}
