import Foundation
import Scrollwork
import Testing

// A comment composer pinned to the bottom whose constraint constant follows
// `keyboardWillChangeFrameNotification`, animated with `UIViewPropertyAnimator` built from the
// notification's duration and `UIView.AnimationCurve` (raw 7 falls back to `.easeInOut`), and
// the comment list's `contentInset` / `verticalScrollIndicatorInsets` kept in step.
// Ported by renaming types only.

private final class CommentsViewController: ViewController, @unchecked Sendable {
  let tableLikeScrollView = ScrollView()
  let composer = View()
  let field = TextField()
  private var composerBottom: LayoutConstraint?
  private var observer: NSObjectProtocol?
  private(set) var animatorCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableLikeScrollView.translatesAutoresizingMaskIntoConstraints = false
    tableLikeScrollView.contentInsetAdjustmentBehavior = .never
    tableLikeScrollView.contentSize = CGSize(width: 375, height: 2000)
    view.addSubview(tableLikeScrollView)

    composer.translatesAutoresizingMaskIntoConstraints = false
    composer.backgroundColor = .systemBackground
    view.addSubview(composer)

    field.translatesAutoresizingMaskIntoConstraints = false
    field.borderStyle = .roundedRect
    field.placeholder = "Add a comment…"
    composer.addSubview(field)

    let bottom = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    composerBottom = bottom
    LayoutConstraint.activate([
      tableLikeScrollView.topAnchor.constraint(equalTo: view.topAnchor),
      tableLikeScrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableLikeScrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableLikeScrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      field.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
      field.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: composer.layoutMarginsGuide.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 40),
    ])

    observer = NotificationCenter.default.addObserver(
      forName: Responder.keyboardWillChangeFrameNotification, object: nil, queue: .main
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let endFrame = (info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (info[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curveRaw = (info[Responder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    let curve = View.AnimationCurve(rawValue: curveRaw) ?? .easeInOut

    let endInView = view.convert(endFrame, from: view.window)
    let overlap = max(0, view.bounds.maxY - endInView.minY)
    let lift = max(0, overlap - view.safeAreaInsets.bottom)

    let animator = ViewPropertyAnimator(duration: duration, curve: curve) {
      self.composerBottom?.constant = -lift
      let bottomInset = overlap + self.composer.bounds.height
      self.tableLikeScrollView.contentInset.bottom = bottomInset
      self.tableLikeScrollView.verticalScrollIndicatorInsets.bottom = bottomInset
      self.view.layoutIfNeeded()
    }
    animatorCount += 1
    animator.startAnimation()
  }
}

extension KeyboardSuites {
  @Suite("Port: comment composer animated with UIViewPropertyAnimator (UIKitBehaviour.md §7.4)")
  struct CommentComposerAnimatorPortTests {
    @Test("§7.4 iPhone 11: the composer rises 336 − 34 = 302 pt with the keyboard and comes back")
    func composerFollowsKeyboard() throws {
      let window = Window(device: try #require(Device.named("iphone-11")))
      let controller = CommentsViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      // 40 + 8 + 8 = 56 tall, ending at the safe area's bottom 896 − 34 = 862.
      #expect(controller.composer.frame == CGRect(x: 0, y: 806, width: 414, height: 56))
      #expect(controller.field.frame == CGRect(x: 8, y: 8, width: 398, height: 40))
      #expect(controller.field.becomeFirstResponder())
      window.showKeyboard(height: 336)
      #expect(controller.animatorCount >= 1)
      // Keyboard top 560: the composer ends there.
      #expect(controller.composer.frame == CGRect(x: 0, y: 504, width: 414, height: 56))
      // 336 + 56 (a literal: see StackInScrollViewControllerPortTests)
      #expect(controller.tableLikeScrollView.contentInset.bottom == 392)
      #expect(controller.tableLikeScrollView.verticalScrollIndicatorInsets.bottom == 392)
      window.hideKeyboard()
      #expect(controller.composer.frame == CGRect(x: 0, y: 806, width: 414, height: 56))
      #expect(controller.tableLikeScrollView.contentInset.bottom == 56)
    }
  }
}
