import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property (UIKitBehaviour.md §40): a navigation controller (alone or in a
/// tab bar controller) brought to a state by any sequence of pushes, pops, bar changes
/// and rotations lays out as a fresh one built in that state, and a second layout pass
/// changes nothing.
@Suite struct NavigationControllerPropertyTests {
  /// What decides the layout.
  struct State: Equatable {
    var depth = 1
    var modes: [NavigationItem.LargeTitleDisplayMode] = [.automatic, .automatic, .automatic, .automatic]
    var barHidden = false
    var toolbarHidden = true
    var translucent = true
    var largeTitles = false
    var landscape = false
  }

  /// The frames and insets a state shows.
  struct Picture: Equatable {
    var bar: CGRect?
    var toolbar: CGRect?
    var tabBar: CGRect?
    var content: CGRect
    var safe: EdgeInsets
    var probe: CGRect
  }

  final class Built {
    let window: Window
    let nav: NavigationController
    let tabs: TabBarController?
    var stack: [SafeAreaProbeController]

    init(device: Device, inTabs: Bool, state: State) {
      window = Window(device: device, orientation: state.landscape ? .landscape : .portrait)
      stack = (0..<state.depth).map { SafeAreaProbeController("\($0)") }
      for (i, c) in stack.enumerated() { c.navigationItem.largeTitleDisplayMode = state.modes[i] }
      nav = NavigationController(rootViewController: stack[0])
      for c in stack.dropFirst() { nav.pushViewController(c, animated: false) }
      nav.navigationBar.isTranslucent = state.translucent
      nav.navigationBar.prefersLargeTitles = state.largeTitles
      nav.isNavigationBarHidden = state.barHidden
      nav.isToolbarHidden = state.toolbarHidden
      if inTabs {
        let t = TabBarController()
        t.viewControllers = [nav, ViewController()]
        tabs = t
        window.rootViewController = t
      } else {
        tabs = nil
        window.rootViewController = nav
      }
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    func picture() -> Picture {
      let top = stack.last!
      return Picture(
        bar: nav.isNavigationBarHidden ? nil : nav.navigationBar.frame,
        toolbar: nav.isToolbarHidden ? nil : nav.toolbar.frame, tabBar: tabs?.tabBar.frame,
        content: top.view.convert(top.view.bounds, to: window), safe: top.view.safeAreaInsets,
        probe: top.top.convert(top.top.bounds, to: window))
    }
  }

  @Test("§40 property: random pushes, pops, bar changes and rotations lay out as a fresh controller in the final state")
  func sequencesMatchFresh() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xBA25_0040).value)
    let devices = try ["iphone-se-2", "iphone-15", "ipad-11"].map { try #require(Device.named($0)) }
    for trial in 0..<40 {
      let device = devices[rng.below(devices.count)]
      let inTabs = rng.chance(0.5)
      var state = State()
      let subject = Built(device: device, inTabs: inTabs, state: state)
      var log: [String] = []
      for _ in 0..<(1 + rng.below(8)) {
        let op = rng.below(8)
        log.append("op\(op)")
        switch op {
        case 0 where state.depth < 4:
          let c = SafeAreaProbeController("\(state.depth)")
          state.modes[state.depth] = [.automatic, .always, .never][rng.below(3)]
          c.navigationItem.largeTitleDisplayMode = state.modes[state.depth]
          subject.nav.pushViewController(c, animated: rng.chance(0.5))
          subject.stack.append(c)
          state.depth += 1
        case 1 where state.depth > 1:
          subject.nav.popViewController(animated: false)
          subject.stack.removeLast()
          state.depth -= 1
        case 2:
          state.barHidden.toggle()
          subject.nav.setNavigationBarHidden(state.barHidden, animated: true)
        case 3:
          state.toolbarHidden.toggle()
          subject.nav.setToolbarHidden(state.toolbarHidden, animated: false)
        case 4:
          state.translucent.toggle()
          subject.nav.navigationBar.isTranslucent = state.translucent
        case 5:
          state.largeTitles.toggle()
          subject.nav.navigationBar.prefersLargeTitles = state.largeTitles
        case 6:
          state.landscape.toggle()
          subject.window.rotate(to: state.landscape ? .landscape : .portrait)
        default:
          let i = state.depth - 1
          state.modes[i] = [.automatic, .always, .never][rng.below(3)]
          subject.stack[i].navigationItem.largeTitleDisplayMode = state.modes[i]
        }
        if rng.chance(0.6) {
          subject.window.layoutIfNeeded()
          log.append("layout")
        }
      }
      subject.window.layoutIfNeeded()
      let once = subject.picture()
      subject.window.setNeedsLayout()
      subject.window.layoutIfNeeded()
      #expect(subject.picture() == once, "trial \(trial): a second pass moved something \(log)")
      let fresh = Built(device: device, inTabs: inTabs, state: state)
      #expect(once == fresh.picture(), "trial \(trial) \(device.name) tabs \(inTabs) \(state) \(log)")
    }
  }
}
