import Foundation
import Scrollwork
import Testing

// Custom views as UIKit developers subclass them: a badge with an `intrinsicContentSize`
// override and `invalidateIntrinsicContentSize()`, a card whose `updateConstraints()` swaps a
// height constraint's constant (expanded / collapsed, animated with `layoutIfNeeded()` inside
// `UIView.animate`), the `safeAreaInsetsDidChange` / `layoutMarginsDidChange` /
// `didMoveToWindow` hooks, and `UIView.performWithoutAnimation`. Ported by renaming types only.

private final class BadgeView: View {
  var count = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    // 20 pt per digit plus 8 pt of padding on each side, at least a 24-pt circle.
    let digits = CGFloat(String(count).count)
    return CGSize(width: max(24, digits * 20 + 16), height: 24)
  }
}

private final class ExpandableCardView: View {
  static let collapsedHeight: CGFloat = 80
  static let expandedHeight: CGFloat = 260

  let badge = BadgeView()
  private lazy var heightConstraint = heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
  var isExpanded = false {
    didSet { setNeedsUpdateConstraints() }
  }
  private(set) var safeAreaChanges = 0
  private(set) var marginChanges = 0
  private(set) var movedToWindow = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    preservesSuperviewLayoutMargins = false
    layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    badge.translatesAutoresizingMaskIntoConstraints = false
    addSubview(badge)
    LayoutConstraint.activate([
      heightConstraint,
      badge.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      badge.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    heightConstraint.constant = isExpanded ? Self.expandedHeight : Self.collapsedHeight
    super.updateConstraints()
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    safeAreaChanges += 1
  }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    marginChanges += 1
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    movedToWindow = window != nil
  }
}

private final class CardsViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let stack = StackView()
  private(set) var cards: [ExpandableCardView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    View.performWithoutAnimation {
      for index in 0..<4 {
        let card = ExpandableCardView()
        card.badge.count = index * 7
        stack.addArrangedSubview(card)
        cards.append(card)
      }
    }
  }

  func toggle(_ index: Int) {
    cards[index].isExpanded.toggle()
    View.animate(
      withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseOut]
    ) {
      self.view.layoutIfNeeded()
    }
  }
}

@Suite("Port: custom views with intrinsic sizes and constraint updates (UIKitBehaviour.md §3, §8)")
struct ExpandableCardPortTests {
  @Test("§3 badges: 24 pt for one digit (max(24, 36) = 36), 56 for two; cards 80 tall, 12 apart")
  func layout() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = CardsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let cards = controller.cards
    #expect(cards.map(\.frame) == (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 92, width: 343, height: 80) })
    // One digit: 20 + 16 = 36; two digits (7 → 1 digit, 14 and 21 → 2): 56.
    #expect(cards[0].badge.frame == CGRect(x: 343 - 12 - 36, y: 12, width: 36, height: 24))
    #expect(cards[2].badge.frame == CGRect(x: 343 - 12 - 56, y: 12, width: 56, height: 24))
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 388))  // 16 + 4 × 80 + 3 × 12 + 16
    #expect(cards.map(\.movedToWindow) == [true, true, true, true])
    #expect(cards[0].marginChanges >= 1)
  }

  @Test("§8 expanding card 1 pushes the others down by 180; the badge follows a new count")
  func expand() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = CardsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.toggle(1)
    #expect(controller.cards[1].frame == CGRect(x: 0, y: 92, width: 343, height: 260))
    #expect(controller.cards[2].frame == CGRect(x: 0, y: 364, width: 343, height: 80))
    // 16 + 3 × 80 + 260 + 3 × 12 + 16 = 568.
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 568))
    controller.cards[0].badge.count = 1234
    controller.view.layoutIfNeeded()
    // Four digits: 4 × 20 + 16 = 96.
    #expect(controller.cards[0].badge.frame == CGRect(x: 343 - 12 - 96, y: 12, width: 96, height: 24))
    controller.toggle(1)
    #expect(controller.cards[1].frame.height == 80)
  }
}
