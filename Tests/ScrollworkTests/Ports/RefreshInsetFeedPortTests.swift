import Foundation
import Scrollwork
import Testing

// A feed with a hand-made pull-to-refresh header that opens room above the content by changing
// `contentInset.top`, as UIKit code writes it, ported by renaming types only
// (UIViewController → ViewController, UIScrollView → ScrollView, UIScrollViewDelegate →
// ScrollViewDelegate, UIView → View, NSLayoutConstraint → LayoutConstraint):
//
//   final class RefreshFeedViewController: UIViewController, UIScrollViewDelegate {
//     let scrollView = UIScrollView(); let content = UIView(); let spinnerRow = UIView()
//     var offsets: [CGFloat] = []; var insetChanges = 0
//     override func viewDidLoad() {
//       super.viewDidLoad()
//       scrollView.translatesAutoresizingMaskIntoConstraints = false
//       scrollView.contentInsetAdjustmentBehavior = .never
//       scrollView.delegate = self
//       view.addSubview(scrollView)
//       content.translatesAutoresizingMaskIntoConstraints = false
//       scrollView.addSubview(content)
//       spinnerRow.frame = CGRect(x: 0, y: -60, width: 375, height: 60)
//       scrollView.addSubview(spinnerRow)
//       NSLayoutConstraint.activate([ scrollView edges = view edges,
//         content edges = scrollView.contentLayoutGuide edges,
//         content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
//         content.heightAnchor.constraint(equalToConstant: 1000)])
//     }
//     func beginRefreshing() {
//       UIView.animate(withDuration: 0.25) { self.scrollView.contentInset.top = 60 }
//       if scrollView.contentOffset.y <= 0 { scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: true) }
//     }
//     func endRefreshing() { UIView.animate(withDuration: 0.25) { self.scrollView.contentInset.top = 0 } }
//     func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
//     func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
//   }

private final class RefreshFeedViewController: ViewController, ScrollViewDelegate, @unchecked Sendable {
  let scrollView = ScrollView()
  let content = View()
  let spinnerRow = View()
  var offsets: [CGFloat] = []
  var insetChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.delegate = self
    view.addSubview(scrollView)
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    spinnerRow.frame = CGRect(x: 0, y: -60, width: 375, height: 60)
    scrollView.addSubview(spinnerRow)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
  }

  func beginRefreshing() {
    View.animate(withDuration: 0.25) { self.scrollView.contentInset.top = 60 }
    if scrollView.contentOffset.y <= 0 {
      scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: true)
    }
  }

  func endRefreshing() {
    View.animate(withDuration: 0.25) { self.scrollView.contentInset.top = 0 }
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
    insetChanges += 1
  }
}

@MainActor
@Suite("Port: a feed whose refresh header changes contentInset.top while scrolled (UIKitBehaviour.md §7.3)")
struct RefreshInsetFeedPortTests {
  private func presented() throws -> (Window, RefreshFeedViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = RefreshFeedViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.offsets = []
    controller.insetChanges = 0
    return (window, controller)
  }

  /// At the top: the 60-pt inset widens the range to [−60, 1000 − 667 = 333]; the program then
  /// shows the header at −60 (setContentOffset is not clamped). Ending the refresh puts the
  /// range back to [0, 333]: −60 is outside, so the offset moves to the nearest end, 0 (§7.3).
  @Test func refreshAtTheTopShowsAndHidesTheHeader() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let scroll = controller.scrollView
    #expect(scroll.contentSize == CGSize(width: 375, height: 1000))
    #expect(scroll.contentOffset == .zero)
    controller.beginRefreshing()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -60))
    #expect(scroll.bounds == CGRect(x: 0, y: -60, width: 375, height: 667))
    #expect(
      scroll.convert(controller.spinnerRow.frame, to: controller.view) == CGRect(x: 0, y: 0, width: 375, height: 60))
    controller.endRefreshing()
    window.layoutIfNeeded()
    #expect(scroll.contentOffset == .zero)
    #expect(controller.offsets == [-60, 0])
    #expect(controller.insetChanges == 2)
  }

  /// Scrolled to 200, the new inset leaves the offset inside [−60, 333] and it stays put both
  /// ways; the program does not move to −60 because the user is reading further down. Near the
  /// end (333) the top inset does not change the largest offset, so nothing moves either.
  @Test func refreshWhileScrolledLeavesTheOffsetAlone() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    let scroll = controller.scrollView
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    controller.beginRefreshing()
    window.layoutIfNeeded()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    #expect(scroll.adjustedContentInset.top == 60)
    controller.endRefreshing()
    window.layoutIfNeeded()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    scroll.contentOffset = CGPoint(x: 0, y: 333)
    controller.beginRefreshing()
    controller.endRefreshing()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 333))
    #expect(controller.offsets == [200, 333])
    #expect(controller.insetChanges == 4)
  }

  /// Metamorphic: after a refresh at the top and a scroll to 150, the scroll view (bounds,
  /// content size, inset) equals a fresh one scrolled straight to 150; a second layout pass
  /// changes nothing.
  @Test func aRefreshCycleLeavesNoTrace() throws {
    let (window, controller) = try presented()
    controller.beginRefreshing()
    controller.endRefreshing()
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 150)
    window.layoutIfNeeded()
    let (freshWindow, fresh) = try presented()
    fresh.scrollView.contentOffset = CGPoint(x: 0, y: 150)
    freshWindow.layoutIfNeeded()
    func state(_ s: ScrollView) -> [CGRect] {
      [
        s.bounds, CGRect(origin: .zero, size: s.contentSize),
        CGRect(x: 0, y: s.adjustedContentInset.top, width: 0, height: 0),
      ]
    }
    #expect(state(controller.scrollView) == state(fresh.scrollView))
    #expect(controller.content.frame == fresh.content.frame)
    window.layoutIfNeeded()
    #expect(state(controller.scrollView) == state(fresh.scrollView))
    withExtendedLifetime((window, freshWindow)) {}
  }
}
