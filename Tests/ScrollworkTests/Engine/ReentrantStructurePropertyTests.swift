import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Re-entrant structural changes (UIKitBehaviour.md §12, §82): the patterns apps use to
/// adapt a screen from inside a layout pass — arranged views added or removed to match
/// the data, a view hidden by width, constraint sets swapped by width, a stack's spacing
/// set by width — run from `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, a
/// container's `layoutSubviews()` or `updateViewConstraints()`, followed by nothing, by
/// `setNeedsLayout()` or by `layoutIfNeeded()`. Each hook only moves the screen toward a
/// state decided by the data and the width, so it settles; through rotations and data
/// changes the screen must end as a fresh one built in the final state, without issues,
/// and a second pass changes nothing.
@Suite struct ReentrantStructurePropertyTests {
  /// Where a hook runs.
  enum Place: CaseIterable { case willLayout, didLayout, containerLayout, updateConstraints }
  /// What it does after its change.
  enum Follow: CaseIterable { case nothing, setNeedsLayout, layoutIfNeeded }
  /// What it changes.
  enum Action: CaseIterable { case rows, hideByWidth, swapByWidth, spacingByWidth }

  final class Container: View {
    var hook: (() -> Void)?
    override func layoutSubviews() {
      super.layoutSubviews()
      hook?()
    }
  }

  final class Screen: ViewController, @unchecked Sendable {
    let container = Container()
    let stack = StackView(frame: .zero)
    let side = View()
    var rows = 0
    var hooks: [Place: [() -> Void]] = [:]
    lazy var narrow = [
      side.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 10),
      side.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      side.widthAnchor.constraint(equalTo: container.widthAnchor),
    ]
    lazy var wide = [
      side.topAnchor.constraint(equalTo: container.topAnchor),
      side.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 10),
      side.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      for v in [container, stack, side] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
      stack.axis = .vertical
      stack.spacing = 12
      view.addSubview(container)
      container.addSubview(stack)
      container.addSubview(side)
      container.hook = { [unowned self] in run(.containerLayout) }
      LayoutConstraint.activate(
        [
          container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          container.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
          container.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
          container.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
          stack.topAnchor.constraint(equalTo: container.topAnchor),
          stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
          stack.widthAnchor.constraint(equalToConstant: 200),
          side.heightAnchor.constraint(equalToConstant: 30),
        ] + narrow)
    }

    func run(_ place: Place) { for h in hooks[place] ?? [] { h() } }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      run(.willLayout)
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      run(.didLayout)
    }
    override func updateViewConstraints() {
      run(.updateConstraints)
      super.updateViewConstraints()
    }

    var isWide: Bool { view.bounds.width > 500 }

    /// Moves the screen toward the state the data and width decide; whether anything changed.
    @discardableResult
    func apply(_ action: Action) -> Bool {
      switch action {
      case .rows:
        if stack.arrangedSubviews.count == rows { return false }
        while stack.arrangedSubviews.count < rows {
          // Arranged first, then sized: see `sizedBeforeArrangedIsNotAConflict` for the other order.
          let box = View()
          let height = CGFloat(20 + 10 * stack.arrangedSubviews.count)
          stack.addArrangedSubview(box)
          box.heightAnchor.constraint(equalToConstant: height).isActive = true
        }
        while stack.arrangedSubviews.count > rows { stack.arrangedSubviews.last!.removeFromSuperview() }
      case .hideByWidth:
        guard let first = stack.arrangedSubviews.first, first.isHidden != isWide else { return false }
        first.isHidden = isWide
      case .swapByWidth:
        if isWide, narrow[0].isActive {
          LayoutConstraint.deactivate(narrow)
          LayoutConstraint.activate(wide)
        } else if !isWide, wide[0].isActive {
          LayoutConstraint.deactivate(wide)
          LayoutConstraint.activate(narrow)
        } else {
          return false
        }
      case .spacingByWidth:
        if stack.spacing == (isWide ? 4 : 12) { return false }
        stack.spacing = isWide ? 4 : 12
      }
      return true
    }

    func frames() -> [CGRect] {
      ([container, stack, side] + stack.arrangedSubviews).map { $0.convert($0.bounds, to: nil) }
    }
  }

  @Test("§82 property: structural changes from inside layout hooks settle where a fresh screen in the final state is")
  func hooksMatchFresh() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x2EE7_0082).value)
    let devices = try ["iphone-se-2", "iphone-15"].map { try #require(Device.named($0)) }
    for trial in 0..<60 {
      let device = devices[rng.below(devices.count)]
      let screen = Screen()
      var actions: [Action] = []
      var plan: [String] = []
      for action in Action.allCases where rng.chance(0.7) {
        let place = rng.pick(Place.allCases)
        let follow = rng.pick(Follow.allCases)
        actions.append(action)
        plan.append("\(action) in \(place) then \(follow)")
        screen.hooks[place, default: []].append { [unowned screen] in
          guard screen.apply(action) else { return }
          switch follow {
          case .nothing: break
          case .setNeedsLayout: screen.view.setNeedsLayout()
          case .layoutIfNeeded:
            // updateConstraints runs inside the pass's constraint phase; apps lay out from there
            // only by mistake, so the hook asks for a pass instead.
            if place == .updateConstraints { screen.view.setNeedsLayout() } else { screen.view.layoutIfNeeded() }
          }
        }
      }
      var landscape = false
      let window = Window(device: device)
      screen.rows = rng.below(4)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      var log: [String] = []
      for _ in 0..<(1 + rng.below(6)) {
        switch rng.below(3) {
        case 0:
          // As `viewWillTransition(to:with:)` in an app whose constraints follow the width:
          // UIKit runs `updateViewConstraints()` only when asked.
          landscape.toggle()
          screen.view.setNeedsUpdateConstraints()
          window.rotate(to: landscape ? .landscape : .portrait)
          log.append("rotate")
        case 1:
          // The data changed: every view whose hook adapts to it is told, as UIKit lays out
          // (and updates constraints) only where asked.
          screen.rows = rng.below(5)
          screen.view.setNeedsLayout()
          screen.container.setNeedsLayout()
          screen.view.setNeedsUpdateConstraints()
          log.append("rows \(screen.rows)")
        default:
          window.layoutIfNeeded()
          log.append("layout")
        }
      }
      window.layoutIfNeeded()
      let once = screen.frames()
      window.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(screen.frames() == once, "trial \(trial): a second pass moved something \(plan) \(log)")
      #expect(window.layoutIssues.isEmpty, "trial \(trial): \(window.layoutIssues) \(plan) \(log)")

      let fresh = Screen()
      fresh.rows = screen.rows
      let freshWindow = Window(device: device, orientation: landscape ? .landscape : .portrait)
      freshWindow.rootViewController = fresh
      freshWindow.makeKeyAndVisible()
      freshWindow.layoutIfNeeded()
      for a in actions { fresh.apply(a) }
      freshWindow.layoutIfNeeded()
      #expect(once == fresh.frames(), "trial \(trial) \(device.name) \(plan) \(log)")
    }
  }

  /// A 300 × 300 root holding a vertical stack pinned to its top and leading edges.
  static func rootWithVerticalStack() -> (View, StackView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let stack = StackView(frame: .zero)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    return (root, stack)
  }

  /// Found by this suite (§82): a view given a height constraint before
  /// `addArrangedSubview` (`let v = View(); v.heightAnchor…isActive = true;
  /// stack.addArrangedSubview(v)`, a common app pattern) was reported as conflicting with
  /// its autoresizing constraints (`h=--& v=--& height == 0`): the engine installs a mask's
  /// constraints the moment the view joins the hierarchy, and the stack turned
  /// `translatesAutoresizingMaskIntoConstraints` off only after adding it. UIKit creates
  /// them in the next update-constraints pass and logs nothing. The stack now turns the
  /// mask off before the view joins; `insertArrangedSubview` likewise.
  @Test("§82 a view sized before it is arranged is not a conflict")
  func sizedBeforeArrangedIsNotAConflict() {
    let (root, stack) = Self.rootWithVerticalStack()
    root.layoutIfNeeded()
    let box = View()
    box.heightAnchor.constraint(equalToConstant: 20).isActive = true
    stack.addArrangedSubview(box)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 0, height: 20))
    #expect(root.layoutIssues.isEmpty)
  }

  /// The same through `insertArrangedSubview(_:at:)`, between two arranged views.
  @Test("§82 a view sized before it is inserted is not a conflict")
  func sizedBeforeInsertedIsNotAConflict() {
    let (root, stack) = Self.rootWithVerticalStack()
    let first = View()
    let last = View()
    for v in [first, last] {
      stack.addArrangedSubview(v)
      v.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    root.layoutIfNeeded()
    let box = View()
    box.heightAnchor.constraint(equalToConstant: 20).isActive = true
    stack.insertArrangedSubview(box, at: 1)
    root.layoutIfNeeded()
    #expect(box.translatesAutoresizingMaskIntoConstraints == false)
    #expect(box.frame == CGRect(x: 0, y: 10, width: 0, height: 20))
    #expect(last.frame == CGRect(x: 0, y: 30, width: 0, height: 10))
    #expect(root.layoutIssues.isEmpty)
  }
}
