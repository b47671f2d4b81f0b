import Foundation
import Scrollwork
import Testing

// A UIKit program as iOS developers write it (a vertical stack of rows in a scroll view,
// closures for view setup, a window from the main screen), ported by renaming types only:
// UIViewController → ViewController, UIScrollView → ScrollView, UIStackView → StackView,
// UILabel → Label, UIWindow → Window, UIScreen → Screen, NSLayoutConstraint → LayoutConstraint.

private final class RowsViewController: ViewController, @unchecked Sendable {
  let scrollView: ScrollView = {
    let v = ScrollView()
    v.translatesAutoresizingMaskIntoConstraints = false
    v.alwaysBounceVertical = true
    return v
  }()

  let stackView: StackView = {
    let s = StackView()
    s.axis = .vertical
    s.spacing = 16
    s.alignment = .fill
    s.distribution = .fill
    s.translatesAutoresizingMaskIntoConstraints = false
    return s
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    scrollView.addSubview(stackView)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    for i in 0..<20 {
      let row = View()
      row.backgroundColor = i % 2 == 0 ? .systemGray6 : .white
      row.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stackView.addArrangedSubview(row)
    }
  }
}

@Suite("A ported UIKit program: a stack of rows in a scroll view, in a window")
struct StackInScrollViewControllerPortTests {
  @Test("§7.1 §8 content = 20 + 20 rows of 44 + 19 gaps of 16 + 20; width = screen − 40")
  func rows() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = RowsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let scroll = controller.scrollView
    // Window(frame:) has no safe area: the scroll view fills the window.
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.stackView.frame == CGRect(x: 20, y: 20, width: 350, height: 20 * 44 + 19 * 16))
    #expect(scroll.contentSize == CGSize(width: 390, height: 20 + 880 + 304 + 20))
    #expect(controller.stackView.arrangedSubviews[19].frame == CGRect(x: 0, y: 19 * 60, width: 350, height: 44))
    // §7.3: scrolled to the end, the last row's bottom meets the screen's bottom.
    scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height), animated: true)
    let lastRow = controller.stackView.arrangedSubviews[19]
    let bottom = lastRow.convert(CGPoint(x: 0, y: 44), to: nil).y
    // 844 − 20 (written as a literal: `#expect(x == 844 - 20)` on a CGFloat compares
    // unequal with this toolchain's Swift Testing on Linux, a quirk of the macro).
    #expect(bottom == 824)
  }
}
