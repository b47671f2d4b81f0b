import Foundation
import Testing

@testable import Scrollwork

/// A laid-out hierarchy is freed when the app lets go of it: no retain cycle between
/// views, their engine, constraints, guides and scroll views (the fuzzers' leak checks).
@Suite struct HierarchyLifetimeTests {
  final class Probe {
    weak var root: View?
    weak var engine: LayoutEngine?
    weak var scroll: ScrollView?
    weak var label: Label?
  }

  func build(_ probe: Probe, scrollContent: Bool) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView()
    let content = View()
    let label = Label()
    label.text = "Hello"
    label.numberOfLines = 0
    for v in [scroll, content, label] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(label)
    var cs = [
      scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: content.topAnchor),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
    ]
    if scrollContent {
      cs += [
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ]
    }
    LayoutConstraint.activate(cs)
    root.layoutIfNeeded()
    _ = root.layoutDiagnostics()
    probe.root = root
    probe.engine = root.engine
    probe.scroll = scroll
    probe.label = label
    #expect(probe.engine != nil)
  }

  @Test(arguments: [false, true])
  func laidOutHierarchyIsFreed(scrollContent: Bool) {
    let probe = Probe()
    build(probe, scrollContent: scrollContent)
    #expect(probe.root == nil)
    #expect(probe.engine == nil)
    #expect(probe.scroll == nil)
    #expect(probe.label == nil)
  }

  /// Found by the layout-file fuzzer (leak-a11ddc27): the engine kept the views that
  /// own margins, safe-area and keyboard guides strongly, the root among them.
  @Test func windowsControllersAndStacksAreFreed() {
    weak var weakWindow: Window?
    weak var weakController: ViewController?
    weak var weakStack: StackView?
    do {
      let window = Window(device: Device.standard)
      let controller = ViewController()
      window.rootViewController = controller
      let stack = StackView(arrangedSubviews: [Label(), View()])
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.alignment = .center
      controller.view.addSubview(stack)
      LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      ])
      // Its own center: no ported controller in a concurrent test hears this keyboard.
      window.notificationCenter = NotificationCenter()
      window.makeKeyAndVisible()
      window.showKeyboard(height: 216)
      window.rotate(to: .landscape)
      weakWindow = window
      weakController = controller
      weakStack = stack
    }
    #expect(weakWindow == nil)
    #expect(weakController == nil)
    #expect(weakStack == nil)
  }

  /// Found by the IB fuzzer (a xib whose top-level view is a label): the engine kept
  /// a root label in its width-dependent and pending lists, a cycle with the root
  /// that owns it. A root label with wrapping text, changed after layout and then let
  /// go without another layout, is freed.
  @Test func aLabelAsTheRootIsFreed() {
    weak var weakRoot: View?
    do {
      let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      label.numberOfLines = 0
      label.text = "A label that is the root of its hierarchy and wraps its text"
      label.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
      label.text = "Changed after layout"
      weakRoot = label
    }
    #expect(weakRoot == nil)
  }
}
