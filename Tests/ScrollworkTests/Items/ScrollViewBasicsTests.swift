import Foundation
import Testing

@testable import Scrollwork

/// Scroll-view basics (UIKitBehaviour.md §7.1, §7.3, §7.7); insets, ranges, paging and the
/// keyboard are tested in Tests/ScrollworkTests/ScrollView/.
@Suite struct ScrollViewBasicsTests {
  @Test("§7.7 defaults")
  func defaults() {
    let s = ScrollView()
    #expect(s.clipsToBounds)
    #expect(s.bounces && s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator && s.isScrollEnabled)
    #expect(!s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
    #expect(s.decelerationRate == .normal && s.decelerationRate.rawValue == 0.998)
    #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(s.keyboardDismissMode == .none)
    #expect(s.contentInset == .zero && s.contentOffset == .zero && s.contentSize == .zero)
    #expect(s.itemClassName == "UIScrollView")
  }

  @Test("§7.3 setContentOffset is not clamped; the offset is the bounds origin")
  func contentOffsetIsBoundsOrigin() {
    let s = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.setContentOffset(CGPoint(x: -30, y: 5000), animated: true)
    #expect(s.contentOffset == CGPoint(x: -30, y: 5000))
    #expect(s.bounds == CGRect(x: -30, y: 5000, width: 100, height: 100))
    s.scrollIndicatorInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(s.horizontalScrollIndicatorInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test(
    "§7.1 content pinned to the content guide with a 300 × 900 size gives that content size; scrolling moves no frame")
  func contentSizeFromConstraints() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView()
    let content = View()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(content)
    try LayoutConstraint.activateOrThrow([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      // Edges of the scroll view mean its content area (§7.1), sizes its frame.
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
      content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
      scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 10),
      scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 20),
      content.widthAnchor.constraint(equalToConstant: 300),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(scroll.contentSize == CGSize(width: 320, height: 940))
    #expect(content.frame == CGRect(x: 10, y: 20, width: 300, height: 900))
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 10, y: 20, width: 300, height: 900))
    #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: -280))
  }
}
