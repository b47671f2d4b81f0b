import Foundation
import Testing

@testable import Scrollwork

/// The view controller hooks other than the layout ones (`ReentrantLayoutTests`
/// covers `viewDidLayoutSubviews`, `layoutSubviews` and animation blocks in them).
enum LifecycleHook: CaseIterable, Sendable {
  case viewWillLayoutSubviews, viewWillAppear, viewDidAppear, viewWillTransition, traitCollectionDidChange
}

/// A settings row (wrapping label + switch, centred) over a box whose height a hook
/// sets to 100 and then lays out at once: `h.constant = 100; view.layoutIfNeeded()`.
private final class LifecycleHookController: ViewController, @unchecked Sendable {
  let hook: LifecycleHook?
  let label = Label()
  let toggle = Switch()
  let box = View()
  var height: LayoutConstraint!
  let initialHeight: CGFloat

  init(hook: LifecycleHook?, initialHeight: CGFloat) {
    self.hook = hook
    self.initialHeight = initialHeight
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "Allow notifications from this app even when focus mode is on and the device is locked"
    label.numberOfLines = 0
    let row = StackView(arrangedSubviews: [label, toggle])
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)
    view.addSubview(box)
    height = box.heightAnchor.constraint(equalToConstant: initialHeight)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
      box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 120), height,
    ])
  }

  private func reenter(_ at: LifecycleHook) {
    guard hook == at else { return }
    height.constant = 100
    view.layoutIfNeeded()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    reenter(.viewWillLayoutSubviews)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    reenter(.viewWillAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    reenter(.viewDidAppear)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    reenter(.viewWillTransition)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    reenter(.traitCollectionDidChange)
  }
}

/// Re-entrant `layoutIfNeeded()` from every lifecycle hook (UIKitBehaviour.md §12):
/// no trap, no issue, and through a rotation and back the frames of fresh layouts
/// with the final constant (§15).
@Suite struct ReentrantLifecycleHookTests {
  private static func window(_ hook: LifecycleHook?, height: CGFloat, _ orientation: DeviceOrientation) -> (
    Window, LifecycleHookController
  ) {
    let window = Window(device: .standard, orientation: orientation)
    let controller = LifecycleHookController(hook: hook, initialHeight: height)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test(
    "§12 h.constant = 100; layoutIfNeeded() from each lifecycle hook, rotated and back: fresh frames, no issue",
    arguments: LifecycleHook.allCases)
  func hookThenRotation(hook: LifecycleHook) {
    let (window, c) = Self.window(hook, height: 40, .portrait)
    // The rotation hooks have not run yet; the others have.
    let ranEarly = hook != .viewWillTransition && hook != .traitCollectionDidChange
    #expect(c.box.frame.height == (ranEarly ? 100 : 40))
    let (portrait, _) = Self.window(nil, height: 100, .portrait)
    let (landscape, _) = Self.window(nil, height: 100, .landscape)
    if ranEarly { #expect(allFrames(window) == allFrames(portrait)) }
    window.rotate(to: .landscape)
    #expect(c.box.frame.height == 100)
    #expect(allFrames(window) == allFrames(landscape))
    window.rotate(to: .portrait)
    #expect(allFrames(window) == allFrames(portrait))
    // Hand-checked on the standard phone (375 wide, margins 16): the switch keeps its
    // 51 pt at x = 343 − 51 = 292; the label takes 284 and wraps; the box is 120 × 100.
    #expect(c.toggle.frame.minX == 292 && c.toggle.frame.width == 51)
    #expect(c.label.frame.width == 284)
    #expect(c.box.frame.size == CGSize(width: 120, height: 100))
    #expect(window.layoutIssues.isEmpty)
  }
}
