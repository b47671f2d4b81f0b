import Foundation
import Scrollwork
import Testing

// A chat screen as written for iOS 15+: the message list is a scroll view whose bottom and
// the composer bar follow `view.keyboardLayoutGuide`; the composer row is laid out with the
// Visual Format Language (metrics, `.alignAllCenterY`) and the classic
// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
// initializer; messages are labels in a vertical stack; sending scrolls to the bottom with
// `setContentOffset(_:animated:)`. Ported by renaming types only.

private final class ChatViewController: ViewController, TextFieldDelegate, @unchecked Sendable {
  let messagesScrollView = ScrollView()
  let messagesStack = StackView()
  let composerBar = View()
  let messageField = TextField()
  let sendButton = Button(type: .system)
  private(set) var sentMessages: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    messagesScrollView.translatesAutoresizingMaskIntoConstraints = false
    messagesScrollView.keyboardDismissMode = .interactive
    messagesScrollView.contentInsetAdjustmentBehavior = .never
    view.addSubview(messagesScrollView)

    messagesStack.translatesAutoresizingMaskIntoConstraints = false
    messagesStack.axis = .vertical
    messagesStack.spacing = 8
    messagesStack.alignment = .leading
    messagesStack.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    messagesStack.isLayoutMarginsRelativeArrangement = true
    messagesStack.insetsLayoutMarginsFromSafeArea = false  // the list runs past the home indicator
    messagesScrollView.addSubview(messagesStack)

    composerBar.translatesAutoresizingMaskIntoConstraints = false
    composerBar.backgroundColor = .secondarySystemBackground
    view.addSubview(composerBar)

    messageField.translatesAutoresizingMaskIntoConstraints = false
    messageField.placeholder = "Message"
    messageField.borderStyle = .roundedRect
    messageField.returnKeyType = .send
    messageField.enablesReturnKeyAutomatically = true
    messageField.delegate = self
    composerBar.addSubview(messageField)

    sendButton.translatesAutoresizingMaskIntoConstraints = false
    sendButton.setTitle("Send", for: .normal)
    sendButton.setContentHuggingPriority(.required, for: .horizontal)
    sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)
    composerBar.addSubview(sendButton)

    let views = ["field": messageField, "send": sendButton]
    let metrics = ["pad": 8, "gap": 12]
    composerBar.addConstraints(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-pad-[field]-gap-[send]-pad-|", options: .alignAllCenterY, metrics: metrics,
        views: views))
    composerBar.addConstraints(
      LayoutConstraint.constraints(
        withVisualFormat: "V:|-pad-[field(36)]-pad-|", options: [], metrics: metrics, views: views))

    view.addConstraint(
      LayoutConstraint(
        item: composerBar, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
        multiplier: 1, constant: 0))
    view.addConstraint(
      LayoutConstraint(
        item: composerBar, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing,
        multiplier: 1, constant: 0))

    LayoutConstraint.activate([
      composerBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

      messagesScrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messagesScrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messagesScrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messagesScrollView.bottomAnchor.constraint(equalTo: composerBar.topAnchor),

      messagesStack.topAnchor.constraint(equalTo: messagesScrollView.contentLayoutGuide.topAnchor),
      messagesStack.leadingAnchor.constraint(equalTo: messagesScrollView.contentLayoutGuide.leadingAnchor),
      messagesStack.trailingAnchor.constraint(equalTo: messagesScrollView.contentLayoutGuide.trailingAnchor),
      messagesStack.bottomAnchor.constraint(equalTo: messagesScrollView.contentLayoutGuide.bottomAnchor),
      messagesStack.widthAnchor.constraint(equalTo: messagesScrollView.frameLayoutGuide.widthAnchor),
    ])
  }

  func appendBubble(height: CGFloat) {
    let bubble = View()
    bubble.backgroundColor = .systemBlue
    bubble.layer.cornerRadius = 16
    bubble.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      bubble.widthAnchor.constraint(equalToConstant: 240),
      bubble.heightAnchor.constraint(equalToConstant: height),
    ])
    messagesStack.addArrangedSubview(bubble)
  }

  func scrollToBottom(animated: Bool) {
    view.layoutIfNeeded()
    let scroll = messagesScrollView
    let bottomOffset = CGPoint(
      x: 0,
      y: max(
        -scroll.adjustedContentInset.top,
        scroll.contentSize.height - scroll.bounds.height + scroll.adjustedContentInset.bottom))
    scroll.setContentOffset(bottomOffset, animated: animated)
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard let text = textField.text, !text.isEmpty else { return false }
    sentMessages.append(text)
    appendBubble(height: 60)
    textField.text = nil
    scrollToBottom(animated: true)
    return false
  }
}

extension KeyboardSuites {
  @Suite("Port: chat composer riding the keyboard layout guide (UIKitBehaviour.md §7.4, §7.6)")
  struct ChatComposerPortTests {
    @Test("§7.6 iPhone 11 without keyboard: composer 52 tall above the home indicator's safe area")
    func layoutWithoutKeyboard() throws {
      let window = Window(device: try #require(Device.named("iphone-11")))
      let controller = ChatViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      // The keyboard guide's top is the safe area's bottom: 896 − 34 = 862; bar 8 + 36 + 8.
      #expect(controller.composerBar.frame == CGRect(x: 0, y: 810, width: 414, height: 52))
      #expect(controller.messageField.frame.minX == 8 && controller.messageField.frame.height == 36)
      #expect(controller.sendButton.frame.maxX == 406)
      #expect(controller.sendButton.frame.midY == controller.messageField.frame.midY)
      #expect(controller.messageField.frame.maxX + 12 == controller.sendButton.frame.minX)
      #expect(controller.messagesScrollView.frame == CGRect(x: 0, y: 48, width: 414, height: 762))
    }

    @Test("§7.6 keyboard 336 pt: the bar sits on it; sending scrolls the list to its end")
    func keyboardAndSend() throws {
      let window = Window(device: try #require(Device.named("iphone-11")))
      let controller = ChatViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      for _ in 0..<10 { controller.appendBubble(height: 80) }
      #expect(controller.messageField.becomeFirstResponder())
      window.showKeyboard(height: 336)
      // Keyboard top 896 − 336 = 560: bar 508…560, list 48…508 (460 tall).
      #expect(controller.composerBar.frame == CGRect(x: 0, y: 508, width: 414, height: 52))
      #expect(controller.messagesScrollView.frame == CGRect(x: 0, y: 48, width: 414, height: 460))
      controller.messageField.text = "Hello"
      #expect(controller.textFieldShouldReturn(controller.messageField) == false)
      #expect(controller.sentMessages == ["Hello"])
      // 12 + 10 × 80 + 60 + 10 × 8 + 12 = 964 tall; offset 964 − 460 = 504.
      #expect(controller.messagesScrollView.contentSize == CGSize(width: 414, height: 964))
      #expect(controller.messagesScrollView.contentOffset == CGPoint(x: 0, y: 504))
      window.hideKeyboard()
      #expect(controller.composerBar.frame.maxY == 862)
    }
  }
}
