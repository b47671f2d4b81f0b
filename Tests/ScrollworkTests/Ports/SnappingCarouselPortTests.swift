import Foundation
import Scrollwork
import Testing

// A card carousel that snaps to cards narrower than the screen, as UIKit code does it
// without a collection view: a horizontal UIStackView of fixed-width cards in a scroll view,
// `decelerationRate = .fast`, the resting card chosen in
// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` through
// `targetContentOffset.pointee`, and a header that fades in `scrollViewDidScroll`.
// Ported by renaming types only.

private final class CarouselViewController: ViewController, ScrollViewDelegate, @unchecked Sendable {
  static let cardWidth: CGFloat = 300
  static let cardSpacing: CGFloat = 16
  static let sideInset: CGFloat = 24

  private(set) lazy var scrollView: ScrollView = {
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.decelerationRate = .fast
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.contentInset = EdgeInsets(top: 0, left: Self.sideInset, bottom: 0, right: Self.sideInset)
    scrollView.delegate = self
    return scrollView
  }()

  private(set) lazy var cardStack: StackView = {
    let stack = StackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .horizontal
    stack.spacing = Self.cardSpacing
    stack.alignment = .fill
    return stack
  }()

  let titleLabel: Label = {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Featured"
    label.font = .preferredFont(forTextStyle: .largeTitle)
    return label
  }()

  private(set) var cards: [View] = []
  private(set) var lastVelocity: CGPoint = .zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(titleLabel)
    view.addSubview(scrollView)
    scrollView.addSubview(cardStack)

    for index in 0..<5 {
      let card = View()
      card.backgroundColor = [Color.systemPink, .systemTeal, .systemOrange, .systemPurple, .systemYellow][index]
      card.layer.cornerRadius = 16
      card.layer.shadowOpacity = 0.2
      card.layer.shadowOffset = CGSize(width: 0, height: 4)
      card.widthAnchor.constraint(equalToConstant: Self.cardWidth).isActive = true
      cardStack.addArrangedSubview(card)
      cards.append(card)
    }

    LayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(
        equalToSystemSpacingAfter: view.safeAreaLayoutGuide.leadingAnchor, multiplier: 2),

      scrollView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.heightAnchor.constraint(equalToConstant: 400),

      cardStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      cardStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      cardStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      cardStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      cardStack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
    ])
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    let progress = (scrollView.contentOffset.x + scrollView.adjustedContentInset.left) / 100
    titleLabel.alpha = max(0, 1 - progress)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    lastVelocity = velocity
    let pitch = Self.cardWidth + Self.cardSpacing
    let proposed = targetContentOffset.pointee.x + scrollView.contentInset.left
    var index = (proposed / pitch).rounded()
    if velocity.x > 0.3 { index = ceil(proposed / pitch) } else if velocity.x < -0.3 { index = floor(proposed / pitch) }
    index = max(0, min(index, CGFloat(cards.count - 1)))
    targetContentOffset.pointee = CGPoint(
      x: index * pitch - scrollView.contentInset.left, y: targetContentOffset.pointee.y)
  }
}

@Suite("Port: snapping card carousel through targetContentOffset.pointee (UIKitBehaviour.md §7.3, §7.5)")
struct SnappingCarouselPortTests {
  fileprivate func makeCarousel() -> (Window, CarouselViewController) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = CarouselViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("§7.1 five 300-pt cards, 16 apart: content 1564 × 400; resting offset −24 shows the first card")
  func layout() {
    let (_, controller) = makeCarousel()
    let scroll = controller.scrollView
    #expect(scroll.frame.width == 390 && scroll.frame.height == 400)
    #expect(scroll.contentSize == CGSize(width: 5 * 300 + 4 * 16, height: 400))
    #expect(controller.cards[1].frame == CGRect(x: 316, y: 0, width: 300, height: 400))
    #expect(controller.titleLabel.frame.minX == 16)
    #expect(abs(scroll.frame.minY - (controller.titleLabel.frame.maxY + 16)) < 1e-9)
    // The window sets the offset to show the content inset: −24.
    scroll.contentOffset = CGPoint(x: -scroll.adjustedContentInset.left, y: 0)
    #expect(scroll.contentOffset == CGPoint(x: -24, y: 0))
    #expect(controller.titleLabel.alpha == 1)
  }

  @Test(
    "§7.5 a slow 120-pt drag springs back, a 200-pt one rests on card 1 (offset 292); a fast flick from there moves one card"
  )
  func snapping() {
    let (_, controller) = makeCarousel()
    let scroll = controller.scrollView
    scroll.contentOffset = CGPoint(x: -24, y: 0)
    scroll.drag(by: CGPoint(x: -120, y: 0), velocity: .zero)
    // Proposed 96 + 24 = 120; 120 / 316 rounds to 0 → −24. A 200-pt drag: 200 / 316 → 1.
    #expect(scroll.contentOffset == CGPoint(x: -24, y: 0))
    scroll.drag(by: CGPoint(x: -200, y: 0), velocity: .zero)
    #expect(scroll.contentOffset == CGPoint(x: 292, y: 0))
    #expect(controller.titleLabel.alpha == 0)
    scroll.drag(by: CGPoint(x: -20, y: 0), velocity: CGPoint(x: 2, y: 0))
    #expect(controller.lastVelocity == CGPoint(x: 2, y: 0))
    #expect(scroll.contentOffset == CGPoint(x: 608, y: 0))
    // The last card ends at 1564 + 24 = the maximum offset 1198: snapping stays in range.
    scroll.drag(by: CGPoint(x: -2000, y: 0), velocity: CGPoint(x: 5, y: 0))
    #expect(scroll.contentOffset == CGPoint(x: 1198, y: 0))
  }
}
