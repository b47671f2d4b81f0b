import Foundation
import Scrollwork
import Testing

/// A view recording its hierarchy and inset callbacks.
private final class HookView: View {
  var log: [String] = []
  override func willMove(toSuperview newSuperview: View?) {
    log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }
  override func willMove(toWindow newWindow: Window?) {
    log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.append("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
  override func didMoveToSuperview() { log.append("didMoveToSuperview") }
  override func safeAreaInsetsDidChange() { log.append("safeAreaInsetsDidChange \(safeAreaInsets)") }
  override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange \(layoutMargins)") }
}

@Suite("UIKit API coverage: controls, actions, view hooks, Dynamic Type, colors")
struct UIKitCoverageTests {
  @Test("Control.addAction runs for matching events only, in order; removeAction stops it")
  func controlActions() {
    let button = Button(type: .system)
    var log: [String] = []
    let tap = Action(title: "Tap") { action in log.append("tap \(action.title) \(action.sender === button)") }
    button.addAction(tap, for: .touchUpInside)
    button.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    #expect(log == ["tap Tap true", "tap Tap true", "primary"])
    button.removeAction(tap, for: .touchUpInside)
    log.removeAll()
    button.sendActions(for: .touchUpInside)
    #expect(log.isEmpty)
    #expect(tap.sender == nil)
  }

  @Test("Control.state follows isEnabled / isSelected / isHighlighted")
  func controlState() {
    let button = Button(type: .custom)
    #expect(button.state == .normal)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.state == [.disabled, .selected])
    let toggle = Switch()
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
  }

  @Test("Button: per-state title colors and images; the normal image adds to the intrinsic size")
  func buttonStates() {
    let button = Button(type: .system)
    button.setTitle("Continue reading", for: .normal)  // wider than the 30-pt minimum
    let titleOnly = button.intrinsicContentSize
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.titleColor(for: .normal) == .white)
    #expect(button.titleColor(for: .disabled) == .gray)
    #expect(button.titleColor(for: .selected) == .white)
    button.setImage(Image(size: CGSize(width: 24, height: 40)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: titleOnly.width + 24, height: 40))
    button.isEnabled = false
    #expect(button.currentTitle == "Continue reading")
    #expect(button.currentImage == Image(size: CGSize(width: 24, height: 40)))
    let iconOnly = Button(type: .custom)
    iconOnly.setImage(Image(size: CGSize(width: 20, height: 20)), for: .normal)
    #expect(iconOnly.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test("Button.titleLabel: its font sizes the button; its text is the normal title")
  func buttonTitleLabel() {
    let button = Button(type: .system)
    button.setTitle("Continue", for: .normal)
    let small = button.intrinsicContentSize
    button.titleLabel?.font = .systemFont(ofSize: 30)
    #expect(button.titleFont == .systemFont(ofSize: 30))
    #expect(button.titleLabel?.text == "Continue")
    #expect(button.intrinsicContentSize.width > small.width)
    let reference = Button(type: .system)
    reference.setTitle("Continue", for: .normal)
    reference.titleFont = .systemFont(ofSize: 30)
    #expect(button.intrinsicContentSize == reference.intrinsicContentSize)
    #expect(button.subviews.isEmpty)
  }

  @Test("TextField sends editing events: began, changed per keystroke, end on exit, ended")
  func textFieldEvents() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    window.addSubview(field)
    var log: [String] = []
    field.addAction(Action { _ in log.append("began") }, for: .editingDidBegin)
    field.addAction(Action { _ in log.append("changed \(field.text ?? "")") }, for: .editingChanged)
    field.addAction(Action { _ in log.append("exit") }, for: .editingDidEndOnExit)
    field.addAction(Action { _ in log.append("ended") }, for: .editingDidEnd)
    field.text = "old"
    field.clearsOnBeginEditing = true
    #expect(field.becomeFirstResponder())
    #expect(field.text == "")
    field.insertText("h")
    field.insertText("i")
    field.deleteBackward()
    field.insertText("\n")
    #expect(field.resignFirstResponder())
    #expect(log == ["began", "changed h", "changed hi", "changed h", "exit", "ended"])
  }

  @Test("View hooks: willMove(toSuperview:/toWindow:), didMoveToWindow around adding and removing")
  func hierarchyHooks() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = View()
    let view = HookView()
    container.addSubview(view)
    #expect(view.log == ["willMove(toSuperview: view)", "didMoveToSuperview"])
    view.log.removeAll()
    window.addSubview(container)
    #expect(view.log == ["willMove(toWindow: window)", "didMoveToWindow(window)"])
    view.log.removeAll()
    view.removeFromSuperview()
    #expect(
      view.log == [
        "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow(nil)",
      ])
  }

  @Test("View hooks: layoutMarginsDidChange on a new value only; safeAreaInsetsDidChange at layout")
  func insetHooks() throws {
    let window = Window(device: try #require(Device.named("iphone-11")))
    let view = HookView(frame: CGRect(x: 0, y: 0, width: 414, height: 100))
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.log == ["layoutMarginsDidChange {1, 2, 3, 4}"])
    view.log.removeAll()
    window.addSubview(view)
    window.layoutIfNeeded()
    // Under the 48-pt notch: the top 48 pt of the view are unsafe.
    #expect(view.log.contains("safeAreaInsetsDidChange {48, 0, 0, 0}"))
    view.log.removeAll()
    // Moved below the notch and resized: it lays out again and sees the new insets.
    view.frame = CGRect(x: 0, y: 100, width: 414, height: 120)
    window.layoutIfNeeded()
    #expect(view.log == ["safeAreaInsetsDidChange {0, 0, 0, 0}"])
  }

  @Test(
    "Dynamic Type without a window: an empty trait collection has no category; FontMetrics at .large leaves fonts and values as they are"
  )
  func dynamicType() {
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(TraitCollection().preferredContentSizeCategory == .unspecified)
    #expect(!ContentSizeCategory.large.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(ContentSizeCategory.small < .large && ContentSizeCategory.large < .accessibilityLarge)
    #expect(FontMetrics.default.scaledFont(for: body) == body)
    #expect(
      FontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    #expect(FontMetrics.default.scaledValue(for: 44) == 44)
    #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
    let label = Label()
    label.adjustsFontForContentSizeCategory = true
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.text = "Hello"
    let plain = Label()
    plain.text = "Hello"
    #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
  }

  @Test("Color(hue:saturation:brightness:) converts HSB to sRGB")
  func hsb() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == .red)
    #expect(Color(hue: 1.0 / 3.0, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
    #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    #expect(Color.systemGroupedBackground.hexString == "#f2f2f7")
  }

  @Test("ScrollView: isDragging / isDecelerating as the delegate sees them during a drag")
  func dragFlags() {
    final class Recorder: ScrollViewDelegate {
      var log: [String] = []
      func scrollViewWillBeginDragging(_ s: ScrollView) { log.append("begin \(s.isDragging) \(s.isTracking)") }
      func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate d: Bool) {
        log.append("endDrag \(s.isDragging) \(s.isTracking)")
      }
      func scrollViewWillBeginDecelerating(_ s: ScrollView) { log.append("decel \(s.isDecelerating)") }
      func scrollViewDidEndDecelerating(_ s: ScrollView) { log.append("endDecel \(s.isDecelerating)") }
    }
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 300, height: 100)
    scroll.isPagingEnabled = true
    let recorder = Recorder()
    scroll.delegate = recorder
    scroll.drag(by: CGPoint(x: -70, y: 0))
    #expect(scroll.contentOffset == CGPoint(x: 100, y: 0))
    #expect(recorder.log == ["begin true true", "endDrag true false", "decel true", "endDecel false"])
    #expect(!scroll.isDragging && !scroll.isDecelerating && !scroll.isTracking)
  }

  @Test("Image(named:) and Image(systemName:) are nil headless; animations run at once")
  func imagesAndAnimations() {
    #expect(Image(named: "logo") == nil)
    #expect(Image(systemName: "star.fill") == nil)
    let view = View(frame: .zero)
    var completed = false
    View.transition(
      with: view, duration: 0.3, options: .transitionCrossDissolve,
      animations: {
        view.alpha = 0.5
      },
      completion: { finished in completed = finished }
    )
    #expect(view.alpha == 0.5 && completed)
    View.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: [.curveEaseOut],
      animations: { view.alpha = 1 })
    #expect(view.alpha == 1)
  }

  @Test("a window's root controller sees the window's traits in viewDidLoad; a child its parent's")
  func traitsInViewDidLoad() throws {
    final class Probe: ViewController, @unchecked Sendable {
      var seen: UserInterfaceSizeClass?
      override func viewDidLoad() {
        super.viewDidLoad()
        seen = traitCollection.horizontalSizeClass
      }
    }
    let window = Window(device: try #require(Device.named("ipad-air")))
    let root = Probe()
    window.rootViewController = root
    #expect(root.seen == .regular)
    let child = Probe()
    root.addChild(child)
    child.loadViewIfNeeded()
    #expect(child.seen == .regular)
    let phone = Window(device: try #require(Device.named("iphone-8")))
    let onPhone = Probe()
    phone.rootViewController = onPhone
    #expect(onPhone.seen == .compact)
    #expect(Probe().traitCollection.horizontalSizeClass == .unspecified)
  }

  @Test("ViewPropertyAnimator: blocks run at startAnimation, then completions with .end")
  func propertyAnimator() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    let animator = ViewPropertyAnimator(duration: 0.25, curve: .easeOut) { view.frame.origin.y = 100 }
    animator.addAnimations { view.alpha = 0.5 }
    animator.addCompletion { position in log.append("done \(position)") }
    #expect(view.frame.origin.y == 0 && animator.fractionComplete == 0)
    animator.startAnimation()
    #expect(view.frame.origin.y == 100 && view.alpha == 0.5)
    #expect(log == ["done end"] && animator.fractionComplete == 1)
    let stopped = ViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0 }
    stopped.addCompletion { position in log.append("stopped \(position)") }
    stopped.stopAnimation(false)
    stopped.startAnimation()
    #expect(view.alpha == 0.5)
    #expect(log == ["done end", "stopped current"])
    ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, animations: { view.alpha = 1 })
    #expect(view.alpha == 1)
  }
}
