import Foundation
import Scrollwork
import Testing

// A paged onboarding screen as written for UIKit: three full-screen pages laid out in a
// horizontal scroll view through `contentLayoutGuide` / `frameLayoutGuide`, the page index
// computed in `scrollViewDidEndDecelerating`, a "Next" button that calls
// `setContentOffset(_:animated:)`. Ported by renaming types only.

private final class OnboardingViewController: ViewController, ScrollViewDelegate, @unchecked Sendable {
  private let pageColors: [Color] = [.systemRed, .systemGreen, .systemBlue]
  private(set) var pages: [View] = []
  private(set) var currentPage = 0
  private(set) var scrollEvents = 0

  lazy var scrollView: ScrollView = {
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.bounces = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.delegate = self
    return scrollView
  }()

  let nextButton: Button = {
    let button = Button(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Next", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 12
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    view.addSubview(nextButton)

    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      nextButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 24),
      nextButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
      nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      nextButton.heightAnchor.constraint(equalToConstant: 50),
    ])

    var previous: View?
    for color in pageColors {
      let page = View()
      page.translatesAutoresizingMaskIntoConstraints = false
      page.backgroundColor = color
      scrollView.addSubview(page)
      LayoutConstraint.activate([
        page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        page.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? scrollView.contentLayoutGuide.leadingAnchor),
      ])
      previous = page
      pages.append(page)
    }
    previous?.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor).isActive = true
  }

  func goToNextPage() {
    let next = min(currentPage + 1, pages.count - 1)
    let offset = CGPoint(x: CGFloat(next) * scrollView.bounds.width, y: 0)
    scrollView.setContentOffset(offset, animated: true)
    currentPage = next
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrollEvents += 1
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    let pageWidth = scrollView.frame.size.width
    currentPage = Int(round(scrollView.contentOffset.x / pageWidth))
  }
}

@Suite("Port: paged onboarding with contentLayoutGuide / frameLayoutGuide (UIKitBehaviour.md §7.5)")
struct OnboardingPagerPortTests {
  @Test("§7.1 three 390 × 844 pages: content 1170 × 844; button 24 pt in, 16 pt above the home indicator")
  func layout() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = OnboardingViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.scrollView.contentSize == CGSize(width: 1170, height: 844))
    #expect(
      controller.pages.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 390, height: 844),
        CGRect(x: 390, y: 0, width: 390, height: 844),
        CGRect(x: 780, y: 0, width: 390, height: 844),
      ])
    // Window(frame:) has no safe area: 844 − 16 − 50 = 778.
    #expect(controller.nextButton.frame == CGRect(x: 24, y: 778, width: 342, height: 50))
  }

  @Test("§7.5 a fling left (content velocity +1 pt/ms) past half a page ends on page 1; the delegate computes index 1")
  func flingToSecondPage() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = OnboardingViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.scrollView.drag(by: CGPoint(x: -250, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(controller.scrollView.contentOffset == CGPoint(x: 390, y: 0))
    #expect(controller.currentPage == 1)
    #expect(controller.scrollEvents == 2)  // the finger's move, then the settle on the page
  }

  @Test("§7.3 Next twice: offset 780, clamped at the last page on a third tap")
  func nextButton() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = OnboardingViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.goToNextPage()
    controller.goToNextPage()
    #expect(controller.scrollView.contentOffset == CGPoint(x: 780, y: 0))
    controller.goToNextPage()
    #expect(controller.scrollView.contentOffset == CGPoint(x: 780, y: 0))
    #expect(controller.currentPage == 2)
    // Rotating keeps the page constraints: pages follow the new width (844 × 390).
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentSize == CGSize(width: 2532, height: 390))
    #expect(controller.pages[2].frame == CGRect(x: 1688, y: 0, width: 844, height: 390))
  }
}
