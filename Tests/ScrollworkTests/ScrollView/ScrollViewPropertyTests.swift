import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property of scroll views (UIKitBehaviour.md §7.2, §7.3, §7.6, §82): a
/// controller's full-screen scroll view of stacked rows, driven by the calls apps make
/// (rows added, removed and resized; content insets; `contentInsetAdjustmentBehavior`;
/// `alwaysBounceVertical`; offsets set before or after layout; keyboard shown and
/// hidden, its insets applied as Apple's sample does; rotation; inside a navigation
/// controller or not), ends with the frames, content size and adjusted insets of a
/// fresh hierarchy built in the final state. Offsets keep history in UIKit, so the
/// offset is only required to be the last one set in code or inside the range
/// (§7.3: a range change brings an offset outside it to the nearest bound), and to
/// survive a second layout pass unchanged.
@Suite struct ScrollViewPropertyTests {
  /// What decides the layout (the offset is history, kept apart).
  struct State: Equatable {
    var rows: [CGFloat] = []
    var inset = EdgeInsets.zero
    var behaviour: ScrollView.ContentInsetAdjustmentBehavior = .automatic
    var bounce = false
    var keyboard: CGFloat?
    var landscape = false
    var inNavigation = false
  }

  /// What a state shows.
  struct Picture: Equatable {
    var scrollFrame: CGRect
    var contentSize: CGSize
    var adjusted: EdgeInsets
    var safe: EdgeInsets
    var rows: [CGRect]
  }

  final class Controller: ViewController, @unchecked Sendable {
    let scroll = ScrollView()
    let stack = StackView(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.axis = .vertical
      view.addSubview(scroll)
      scroll.addSubview(stack)
      LayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: view.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ])
    }
  }

  final class Built {
    let window: Window
    let controller = Controller()
    var rows: [StackBox] = []

    init(device: Device, state: State) {
      window = Window(device: device, orientation: state.landscape ? .landscape : .portrait)
      window.rootViewController =
        state.inNavigation ? NavigationController(rootViewController: controller) : controller
      window.makeKeyAndVisible()
      let scroll = controller.scroll
      scroll.contentInset = state.inset
      scroll.contentInsetAdjustmentBehavior = state.behaviour
      scroll.alwaysBounceVertical = state.bounce
      for h in state.rows { add(h, at: rows.count) }
      window.layoutIfNeeded()
      if let k = state.keyboard { showKeyboard(k) }
      window.layoutIfNeeded()
    }

    func add(_ height: CGFloat, at i: Int) {
      let box = StackBox(10, height)
      rows.insert(box, at: i)
      controller.stack.insertArrangedSubview(box, at: i)
    }

    /// The keyboard comes up and the app makes room, as Apple's sample does.
    func showKeyboard(_ height: CGFloat) {
      window.showKeyboard(height: height)
      controller.scroll.keyboardWillShow(frame: window.keyboardFrame!, in: window)
    }

    func picture() -> Picture {
      let s = controller.scroll
      return Picture(
        scrollFrame: s.superview!.convert(s.frame, to: window),
        contentSize: s.contentSize, adjusted: s.adjustedContentInset, safe: s.safeAreaInsets,
        rows: rows.map { $0.convert($0.bounds, to: controller.stack) })
    }
  }

  @Test("§82 property: random scroll-view call sequences end as a fresh scroll view in the final state")
  func sequencesMatchFresh() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x5C20_0082).value)
    let devices = try ["iphone-se-2", "iphone-15"].map { try #require(Device.named($0)) }
    for trial in 0..<50 {
      let device = devices[rng.below(devices.count)]
      var state = State()
      state.inNavigation = rng.chance(0.4)
      state.rows = (0..<rng.below(6)).map { _ in CGFloat(40 * (1 + rng.below(8))) }
      let subject = Built(device: device, state: state)
      let scroll = subject.controller.scroll
      var lastSet: CGPoint?
      var log: [String] = []
      for _ in 0..<(1 + rng.below(10)) {
        switch rng.below(11) {
        case 0, 1:
          let h = CGFloat(40 * (1 + rng.below(8)))
          let at = rng.below(state.rows.count + 1)
          state.rows.insert(h, at: at)
          subject.add(h, at: at)
          log.append("row \(h) at \(at)")
        case 2 where !state.rows.isEmpty:
          let i = rng.below(state.rows.count)
          state.rows.remove(at: i)
          subject.rows.remove(at: i).removeFromSuperview()
          log.append("remove \(i)")
        case 3 where !state.rows.isEmpty:
          let i = rng.below(state.rows.count)
          state.rows[i] = CGFloat(40 * (1 + rng.below(8)))
          subject.rows[i].size.height = state.rows[i]
          subject.rows[i].invalidateIntrinsicContentSize()
          log.append("resize \(i) to \(state.rows[i])")
        case 4 where state.keyboard == nil:
          let e = CGFloat(rng.pick([0, 10, 44]))
          state.inset = EdgeInsets(top: e, left: 0, bottom: CGFloat(rng.pick([0, 20])), right: 0)
          scroll.contentInset = state.inset
          log.append("inset \(state.inset)")
        case 5:
          state.behaviour = rng.pick([.automatic, .scrollableAxes, .never, .always])
          scroll.contentInsetAdjustmentBehavior = state.behaviour
          log.append("behaviour \(state.behaviour)")
        case 6:
          state.bounce.toggle()
          scroll.alwaysBounceVertical = state.bounce
          log.append("bounce \(state.bounce)")
        case 7, 8:
          let p = CGPoint(x: 0, y: CGFloat(rng.pick([-200, -50, 0, 100, 400, 2000])))
          scroll.setContentOffset(p, animated: rng.chance(0.3))
          lastSet = scroll.contentOffset
          log.append("offset \(p.y)")
        case 9:
          if state.keyboard == nil {
            state.keyboard = CGFloat(rng.pick([216, 291]))
            subject.showKeyboard(state.keyboard!)
            log.append("keyboard \(state.keyboard!)")
          } else {
            state.keyboard = nil
            subject.window.hideKeyboard()
            scroll.keyboardWillHide()
            log.append("keyboard hidden")
          }
        default:
          state.landscape.toggle()
          subject.window.rotate(to: state.landscape ? .landscape : .portrait)
          log.append("rotate")
        }
        if rng.chance(0.5) {
          subject.window.layoutIfNeeded()
          log.append("layout")
        }
      }
      subject.window.layoutIfNeeded()
      // A robust app makes room for the keyboard again after changes that move the range.
      if state.keyboard != nil {
        scroll.keyboardWillShow(frame: subject.window.keyboardFrame!, in: subject.window)
        subject.window.layoutIfNeeded()
      }
      let once = subject.picture()
      let offset = scroll.contentOffset
      subject.window.setNeedsLayout()
      subject.window.layoutIfNeeded()
      #expect(subject.picture() == once, "trial \(trial): a second pass moved something \(log)")
      #expect(scroll.contentOffset == offset, "trial \(trial): a second pass moved the offset \(log)")
      let inRange = scroll.clampedContentOffset(offset) == offset
      #expect(inRange || offset == lastSet, "trial \(trial): offset \(offset) out of range \(log)")
      let fresh = Built(device: device, state: state)
      if state.keyboard != nil {
        fresh.controller.scroll.keyboardWillShow(frame: fresh.window.keyboardFrame!, in: fresh.window)
        fresh.window.layoutIfNeeded()
      }
      #expect(once == fresh.picture(), "trial \(trial) \(device.name) \(state) \(log)")
    }
  }
}
