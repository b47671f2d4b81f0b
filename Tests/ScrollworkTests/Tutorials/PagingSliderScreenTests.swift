import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

// Seed 002, demos 2 and 3: a horizontal paging slider of three images, each as wide and as
// tall as the scroll view, once inside a container view and once directly in the scroll view.
// Built with the SnapKit DSL, as the tutorial is; here with paging switched on and scrolled.

private struct PagingSlider {
  let root: View
  let scroll = ScrollView()
  let container = View()
  let pages: [ImageView] = (0..<3).map { _ in ImageView(image: Image(size: CGSize(width: 640, height: 480))) }

  init(size: CGSize, withContainer: Bool) {
    root = View(frame: CGRect(origin: .zero, size: size))
    root.addSubview(scroll)
    scroll.isPagingEnabled = true
    scroll.snp.makeConstraints { make in make.edges.equalTo(0.0) }
    let holder: View = withContainer ? container : scroll
    if withContainer {
      scroll.addSubview(container)
      container.snp.makeConstraints { make in
        make.edges.equalTo(0.0)
        make.height.equalTo(scroll.snp.height)
      }
    }
    for (i, page) in pages.enumerated() {
      holder.addSubview(page)
      page.snp.makeConstraints { make in
        make.top.bottom.equalTo(0.0)
        if !withContainer { make.height.equalTo(scroll.snp.height) }
        make.width.equalTo(scroll.snp.width)
        if i == 0 { make.left.equalTo(0.0) } else { make.left.equalTo(pages[i - 1].snp.right) }
        if i == 2 { make.right.equalTo(0.0) }
      }
    }
    root.layoutIfNeeded()
  }
}

@Suite("Tutorial 002 demos 2 and 3: paging slider")
struct PagingSliderScreenTests {
  @Test("§7.1 three full-width pages: content 3 × 375 = 1125 × 667", arguments: [true, false])
  func portraitPages(withContainer: Bool) {
    let s = PagingSlider(size: CGSize(width: 375, height: 667), withContainer: withContainer)
    #expect(s.root.layoutIssues.isEmpty)
    #expect(s.scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    for (i, page) in s.pages.enumerated() {
      #expect(page.frame == CGRect(x: CGFloat(i) * 375, y: 0, width: 375, height: 667))
    }
    if withContainer { #expect(s.container.frame == CGRect(x: 0, y: 0, width: 1125, height: 667)) }
    #expect(s.scroll.contentSize == CGSize(width: 1125, height: 667))
    #expect(s.scroll.maximumContentOffset == CGPoint(x: 750, y: 0))
  }

  @Test("§7.5 scroll(toPage: 2) → x = 2 × 375 = 750, currentPage 2", arguments: [true, false])
  func scrollToPage(withContainer: Bool) {
    let s = PagingSlider(size: CGSize(width: 375, height: 667), withContainer: withContainer)
    #expect(s.scroll.isPagingEnabled)
    #expect(s.scroll.currentPage == 0)
    s.scroll.scroll(toPage: 2, animated: false)
    #expect(s.scroll.contentOffset == CGPoint(x: 750, y: 0))
    #expect(s.scroll.currentPage == 2)
    // The third page is now where the screen is.
    #expect(s.pages[2].convert(CGPoint.zero, to: s.root) == .zero)
    // Past the last page: clamped to the range (max x 750).
    s.scroll.scroll(toPage: 5, animated: false)
    #expect(s.scroll.contentOffset == CGPoint(x: 750, y: 0))
  }

  @Test("§7.5 paging target: a slow drag from page 1 to 1.6 pages settles on page 2")
  func pagingTarget() {
    let s = PagingSlider(size: CGSize(width: 375, height: 667), withContainer: true)
    s.scroll.scroll(toPage: 1, animated: false)
    let target = s.scroll.targetContentOffset(
      forProposed: CGPoint(x: 600, y: 0), velocity: .zero, dragStart: nil)
    // round(600 / 375) = 2, one page from the start page 1 → 750.
    #expect(target == CGPoint(x: 750, y: 0))
  }

  @Test(
    "§7.5 rotation to 667×375 keeps pages full width; scroll(toPage: 2) lands at 1334",
    arguments: [true, false])
  func rotation(withContainer: Bool) {
    let s = PagingSlider(size: CGSize(width: 375, height: 667), withContainer: withContainer)
    s.scroll.scroll(toPage: 2, animated: false)
    s.root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    s.root.layoutIfNeeded()
    for (i, page) in s.pages.enumerated() {
      #expect(page.frame == CGRect(x: CGFloat(i) * 667, y: 0, width: 667, height: 375))
    }
    #expect(s.scroll.contentSize == CGSize(width: 2001, height: 375))
    // 750 is inside the new range [0, 1334]: it stays, which reads as page round(750/667) = 1.
    #expect(s.scroll.contentOffset == CGPoint(x: 750, y: 0))
    #expect(s.scroll.currentPage == 1)
    s.scroll.scroll(toPage: 2, animated: false)
    #expect(s.scroll.contentOffset == CGPoint(x: 1334, y: 0))
    #expect(s.scroll.currentPage == 2)
  }
}
