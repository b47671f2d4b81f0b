import Foundation
import Scrollwork
import Testing

// A long reader whose scroll view keeps room for a floating toolbar, as UIKit code writes
// it, ported by renaming types only (UIViewController → ViewController, UIScrollView →
// ScrollView, UIView → View, UIEdgeInsets → EdgeInsets, NSLayoutConstraint →
// LayoutConstraint):
//
//   scrollView.frame = view.bounds
//   scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
//   scrollView.contentInsetAdjustmentBehavior = .always
//   scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 60, right: 0)
//   scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
//   content pinned to scrollView.contentLayoutGuide, width to frameLayoutGuide, height 1500
//   func scrollToBottom() {
//     let bottom = scrollView.contentSize.height - scrollView.bounds.height
//       + scrollView.adjustedContentInset.bottom
//     scrollView.setContentOffset(CGPoint(x: 0, y: max(bottom, -scrollView.adjustedContentInset.top)), animated: true)
//   }
//   func scrollToTop() {
//     scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
//   }

private final class ReaderViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let content = View()
  let marker = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentInsetAdjustmentBehavior = .always
    scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 60, right: 0)
    scrollView.scrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
    view.addSubview(scrollView)
    content.translatesAutoresizingMaskIntoConstraints = false
    marker.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    content.addSubview(marker)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1500),
      marker.topAnchor.constraint(equalTo: content.topAnchor, constant: 700),
      marker.centerXAnchor.constraint(equalTo: content.centerXAnchor),
      marker.widthAnchor.constraint(equalToConstant: 100),
      marker.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  func scrollToBottom() {
    let bottom = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
    scrollView.setContentOffset(CGPoint(x: 0, y: max(bottom, -scrollView.adjustedContentInset.top)), animated: true)
  }

  func scrollToTop() {
    scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
  }
}

@MainActor
@Suite("Port: content insets, indicator insets and offsets of a reader scroll view")
struct InsetReaderScrollPortTests {
  private func presented() throws -> (Window, ReaderViewController) {
    let window = Window(device: try #require(Device.named("iphone-x")))
    let controller = ReaderViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// iPhone X portrait: 375 × 812, safe area 44 top, 34 bottom. `.always` adds the safe
  /// area to the content inset (§7.2): adjusted (54, 0, 94, 0). The offset rested at −10
  /// (the app's inset, §7.3) and follows the top when the safe area arrives: −54 (§77).
  /// The marker, centred: (375 − 100) / 2 = 137.5, on the @3x pixel grid 413 / 3 (§13). `scrollIndicatorInsets` is the iOS 13 pair of vertical and horizontal
  /// indicator insets (`uikit/uiscrollview/scrollindicatorinsets`).
  @Test func insetsOfTheProgram() throws {
    let (window, c) = try presented()
    defer { withExtendedLifetime(window) {} }
    let sv = c.scrollView
    #expect(sv.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(sv.contentSize == CGSize(width: 375, height: 1500))
    #expect(sv.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 94, right: 0))
    #expect(sv.contentOffset == CGPoint(x: 0, y: -54))
    #expect(sv.verticalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 60, right: 0))
    #expect(sv.horizontalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 60, right: 0))
    #expect(sv.scrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 60, right: 0))
    #expect(c.marker.frame == CGRect(x: 413.0 / 3, y: 700, width: 100, height: 50))
    // In the root view's coordinates the marker sits 54 lower than in the content.
    #expect(c.marker.convert(c.marker.bounds, to: c.view) == CGRect(x: 413.0 / 3, y: 754, width: 100, height: 50))
  }

  /// Bottom: 1500 − 812 + 94 = 782; the marker then at 700 − 782 = −82 in the root view.
  /// Top again: −54. Switching to `.never` leaves the content inset alone: adjusted
  /// (10, 0, 60, 0). A second pass keeps the offset.
  @Test func offsetsFromTheAdjustedInset() throws {
    let (window, c) = try presented()
    c.scrollToBottom()
    #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 782))
    #expect(c.view.convert(c.marker.frame, from: c.content) == CGRect(x: 413.0 / 3, y: -82, width: 100, height: 50))
    window.layoutIfNeeded()
    #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 782))
    c.scrollToTop()
    #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: -54))
    c.scrollView.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(c.scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 60, right: 0))
  }
}
