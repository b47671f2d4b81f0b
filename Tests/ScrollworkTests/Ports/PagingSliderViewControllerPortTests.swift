import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

// Port of seed 002's paging slider (demo 2): a view controller that turns off
// `automaticallyAdjustsScrollViewInsets`, hangs a paging scroll view under `topLayoutGuide`,
// and lays three full-page image views side by side in one container whose height is the
// scroll view's, so that the content is three pages wide. Written with the SnapKit DSL as
// the tutorial does; ported by renaming the UIKit types. The page is kept across rotation
// with the transition coordinator, as an iOS developer would add.

/// The slider.
// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class PagingSliderViewController: ViewController, @unchecked Sendable {
  let scrollView: ScrollView = {
    let scroll = ScrollView()
    scroll.isPagingEnabled = true
    scroll.showsHorizontalScrollIndicator = false
    return scroll
  }()
  let containerView = View()
  let pages: [ImageView] = (1...3).map { index in
    let imageView = ImageView(image: Image(size: CGSize(width: 750, height: 1334), scale: 2, name: "\(index)"))
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    return imageView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false

    view.addSubview(scrollView)
    scrollView.addSubview(containerView)
    scrollView.snp.makeConstraints { make in
      make.top.equalTo(self.topLayoutGuide.snp.bottom)
      make.left.bottom.right.equalTo(0.0)
    }
    containerView.snp.makeConstraints { make in
      make.edges.equalTo(0.0)
      make.height.equalTo(self.scrollView.snp.height)
    }
    var previous: ImageView?
    for page in pages {
      containerView.addSubview(page)
      page.snp.makeConstraints { make in
        make.top.bottom.equalTo(0.0)
        if let previous {
          make.left.equalTo(previous.snp.right)
        } else {
          make.left.equalTo(0.0)
        }
        make.width.equalTo(self.scrollView.snp.width)
      }
      previous = page
    }
    previous?.snp.makeConstraints { make in
      make.right.equalTo(0.0)
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    let page = scrollView.currentPage
    coordinator.animate(
      alongsideTransition: { _ in
        self.scrollView.contentOffset = CGPoint(x: CGFloat(page) * self.scrollView.bounds.width, y: 0)
      }, completion: nil)
  }
}

/// The slider on an iPhone SE: the scroll view starts under the 20 pt status bar
/// (`topLayoutGuide.bottom`), so it is 375 × 647 and the content 3 × 375 wide, 647 tall
/// (UIKitBehaviour.md §7.1); pages are the bounds width (§7.5).
@Suite("Port: seed 002 paging slider view controller under topLayoutGuide (UIKitBehaviour.md §7.1, §7.5)")
struct PagingSliderViewControllerPortTests {
  func show(_ device: Device = .standard) -> (Window, PagingSliderViewController) {
    let window = Window(device: device)
    let vc = PagingSliderViewController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    return (window, vc)
  }

  @Test("§7.1 portrait: scroll view under the status bar, content three pages wide")
  func portrait() {
    let (window, vc) = show()
    defer { withExtendedLifetime(window) {} }
    #expect(vc.topLayoutGuide.length == 20)
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(vc.containerView.frame == CGRect(x: 0, y: 0, width: 1125, height: 647))
    #expect(vc.scrollView.contentSize == CGSize(width: 1125, height: 647))
    #expect(
      vc.pages.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 375, height: 647), CGRect(x: 375, y: 0, width: 375, height: 647),
        CGRect(x: 750, y: 0, width: 375, height: 647),
      ])
    #expect(vc.scrollView.adjustedContentInset == .zero)
    #expect(vc.scrollView.maximumContentOffset == CGPoint(x: 750, y: 0))
  }

  @Test("§7.5 paging: a slow drag past half a page, a fling, and scroll(toPage:)")
  func paging() {
    let (window, vc) = show()
    defer { withExtendedLifetime(window) {} }
    let scroll = vc.scrollView
    #expect(scroll.targetContentOffset(forProposed: CGPoint(x: 200, y: 0), velocity: .zero) == CGPoint(x: 375, y: 0))
    #expect(scroll.targetContentOffset(forProposed: CGPoint(x: 100, y: 0), velocity: .zero) == .zero)
    #expect(
      scroll.targetContentOffset(forProposed: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1, y: 0))
        == CGPoint(x: 375, y: 0))
    scroll.scroll(toPage: 2, animated: true)
    #expect(scroll.contentOffset == CGPoint(x: 750, y: 0) && scroll.currentPage == 2)
    // The third page's top-left corner on screen: (750 − 750, 20).
    #expect(vc.pages[2].convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 20))
  }

  @Test("rotating keeps the page: the coordinator's alongside block moves to page × new width")
  func rotationKeepsThePage() {
    let (window, vc) = show()
    vc.scrollView.scroll(toPage: 2, animated: false)
    window.rotate(to: .landscape)
    // Landscape 667 × 375, no status bar: the guide has no length.
    #expect(vc.topLayoutGuide.length == 0)
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(vc.scrollView.contentSize == CGSize(width: 2001, height: 375))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 1334, y: 0))
    #expect(vc.scrollView.currentPage == 2)
    window.rotate(to: .portrait)
    #expect(vc.scrollView.contentOffset == CGPoint(x: 750, y: 0))
  }

  @Test("§7.2 automaticallyAdjustsScrollViewInsets = false: .automatic acts as .scrollableAxes")
  func adjustmentFlag() {
    // iPhone X: the scroll view (top under the 44 pt guide) has a 34 pt home indicator
    // inset at its bottom. As a navigation controller's content it would get it even
    // though it does not scroll vertically, unless the controller turns the flag off.
    let (window, vc) = show(.preset("iphone-x"))
    vc.scrollView.adjustsForNavigationBars = true
    window.layoutIfNeeded()
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 768))
    #expect(vc.scrollView.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(vc.scrollView.adjustedContentInset == .zero)
    vc.automaticallyAdjustsScrollViewInsets = true
    window.layoutIfNeeded()
    #expect(vc.scrollView.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }
}
