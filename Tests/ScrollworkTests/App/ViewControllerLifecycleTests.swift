import Foundation
import Scrollwork
import Testing

/// The order UIKit calls a view controller in: loading, appearance around the first
/// layout pass, layout callbacks around the view's `layoutSubviews()`, containment,
/// rotation and disappearance.
@Suite struct ViewControllerLifecycleTests {
  @Test func rootControllerLoadsOnInstallAndAppearsAroundTheFirstLayout() {
    let log = CallLog()
    let window = Window(device: .standard)
    let vc = RecordingViewController("root", log: log)
    #expect(!vc.isViewLoaded)
    window.rootViewController = vc
    #expect(log.entries == ["root.loadView", "root.viewDidLoad"])
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(vc.view.superview === window && vc.view.window === window)
    log.clear()
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(
      log.entries == [
        "root.viewWillAppear", "root.updateViewConstraints", "root.viewWillLayoutSubviews",
        "root.viewDidLayoutSubviews", "root.viewDidAppear",
      ])
    log.clear()
    window.makeKeyAndVisible()  // already visible: nothing again
    #expect(log.entries.isEmpty)
  }

  @Test func layoutCallbacksWrapEachLayoutOfTheView() {
    let log = CallLog()
    let window = Window(device: .standard)
    let vc = RecordingViewController("root", log: log)
    window.rootViewController = vc
    window.makeKeyAndVisible()
    log.clear()
    window.layoutIfNeeded()  // nothing changed: no layout of the view
    #expect(log.entries.isEmpty)
    vc.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.entries == ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
  }

  @Test func childrenAppearAfterTheirParentAndLayOutAfterIt() {
    let log = CallLog()
    let window = Window(device: .standard)
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    window.rootViewController = parent
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children == [child] && child.parent === parent)
    #expect(
      log.entries == [
        "parent.loadView", "parent.viewDidLoad", "child.willMove(toParent: parent)", "child.loadView",
        "child.viewDidLoad", "child.didMove(toParent: parent)",
      ])
    log.clear()
    window.makeKeyAndVisible()
    #expect(
      log.entries == [
        "parent.viewWillAppear", "child.viewWillAppear", "child.updateViewConstraints",
        "parent.updateViewConstraints", "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
        "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews", "parent.viewDidAppear", "child.viewDidAppear",
      ])
    // The child's view keeps its frame (it translates its autoresizing mask).
    #expect(child.view.frame == CGRect(x: 0, y: 100, width: 375, height: 200))
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func addingAChildToAVisibleWindowRunsItsAppearanceAtOnce() {
    let log = CallLog()
    let window = Window(device: .standard)
    let parent = RecordingViewController("parent", log: log)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let child = RecordingViewController("child", log: log)
    log.clear()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.entries == [
        "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
        "child.viewDidAppear", "child.didMove(toParent: parent)",
      ])
  }

  @Test func replacingTheRootControllerOfAVisibleWindow() {
    let log = CallLog()
    let window = Window(device: .standard)
    let first = RecordingViewController("first", log: log)
    window.rootViewController = first
    window.makeKeyAndVisible()
    let second = RecordingViewController("second", log: log)
    log.clear()
    window.rootViewController = second
    #expect(
      log.entries == [
        "first.viewWillDisappear", "first.viewDidDisappear", "second.loadView", "second.viewDidLoad",
        "second.viewWillAppear", "second.updateViewConstraints", "second.viewWillLayoutSubviews",
        "second.viewDidLayoutSubviews", "second.viewDidAppear",
      ])
    #expect(window.subviews.count == 1 && window.subviews[0] === second.view)
  }

  @Test func hidingTheWindowMakesEveryControllerDisappear() {
    let log = CallLog()
    let window = Window(device: .standard)
    let vc = RecordingViewController("root", log: log)
    window.rootViewController = vc
    window.makeKeyAndVisible()
    log.clear()
    window.isHidden = true
    #expect(log.entries == ["root.viewWillDisappear", "root.viewDidDisappear"])
    log.clear()
    window.isHidden = false
    #expect(log.entries == ["root.viewWillAppear", "root.viewDidAppear"])
  }

  @Test func rotationCallsTheTransitionThenLaysOutThenRunsTheCoordinatorBlocks() {
    let log = CallLog()
    let window = Window(device: .standard)
    let vc = RecordingViewController("root", log: log)
    window.rootViewController = vc
    window.makeKeyAndVisible()
    log.clear()
    window.rotate(to: .landscape)
    #expect(
      log.entries == [
        "root.willTransition(to: traits)", "root.viewWillTransition(to: 667×375)", "root.traitCollectionDidChange",
        "root.viewSafeAreaInsetsDidChange", "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews",
        "root.alongside", "root.completion",
      ])
    #expect(window.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(window.screen.bounds.size == CGSize(width: 667, height: 375))
    #expect(vc.view.safeAreaInsets == .zero)  // the status bar hides in landscape
    log.clear()
    window.rotate(to: .landscape)
    #expect(log.entries.isEmpty)
  }

  @Test func aCoordinatorUsedAfterTheTransitionRunsItsBlocksAtOnce() {
    final class Keeper: ViewController, @unchecked Sendable {
      var coordinator: ViewControllerTransitionCoordinator?
      var sizeInCompletion: CGSize?
      override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        self.coordinator = coordinator
        coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
          sizeInCompletion = view.bounds.size
        }
      }
    }
    let window = Window(device: .standard)
    let vc = Keeper()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    window.rotate(to: .landscape)
    // The completion sees the new size, as on iOS.
    #expect(vc.sizeInCompletion == CGSize(width: 667, height: 375))
    let log = CallLog()
    let ran = vc.coordinator?.animate(
      alongsideTransition: { _ in log.add("alongside") },
      completion: { context in
        log.add("completion \(context.percentComplete) \(context.isCancelled)")
      })
    #expect(ran == true)
    #expect(log.entries == ["alongside", "completion 1.0 false"])
  }

  @Test func aDefaultViewHasTheWindowSizeAndMarginsFromTheSystemMinimum() {
    let window = Window(device: .standard)
    let vc = ViewController()
    window.rootViewController = vc
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(vc.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    // A controller outside any window sizes its view to the main screen.
    let loose = ViewController()
    #expect(loose.view.frame == Screen.main.bounds)
  }

  @Test func loadViewOverridesReplaceTheRootView() {
    final class ScrollingController: ViewController, @unchecked Sendable {
      let scroll = ScrollView()
      override func loadView() {
        view = scroll
      }
    }
    let vc = ScrollingController()
    #expect(vc.view === vc.scroll)
    #expect(vc.scroll.next === vc)
    let window = Window(device: .standard)
    window.rootViewController = vc
    #expect(vc.next === window)
    #expect(window.next == nil)
  }
}

extension ViewControllerLifecycleTests {
  @Test func theRootControllersSupportedOrientationsGateRotation() {
    final class PortraitOnly: ViewController, @unchecked Sendable {
      override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
    }
    final class Fixed: ViewController, @unchecked Sendable {
      override var shouldAutorotate: Bool { false }
    }
    for vc in [PortraitOnly(), Fixed()] as [ViewController] {
      let window = Window(device: .standard)
      window.rootViewController = vc
      window.makeKeyAndVisible()
      window.rotate(to: .landscape)
      #expect(window.orientation == .portrait && vc.view.frame.size == CGSize(width: 375, height: 667))
    }
    let window = Window(device: .standard)
    let vc = ViewController()
    window.rootViewController = vc
    #expect(vc.supportedInterfaceOrientations == .allButUpsideDown)
    window.rotate(to: .landscape)
    #expect(window.orientation == .landscape && vc.view.frame.size == CGSize(width: 667, height: 375))
    let pad = Window(device: .preset("ipad-air"))
    let padController = ViewController()
    pad.rootViewController = padController
    #expect(padController.supportedInterfaceOrientations == .all)
  }
}

extension ViewControllerLifecycleTests {
  @Test func aFrameWindowRotatesWithoutTouchingTheMainScreen() {
    let mainBounds = Screen.main.bounds
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(window.orientation == .portrait && window.isHidden)
    let vc = ViewController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    window.rotate(to: .landscape)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    #expect(vc.traitCollection.verticalSizeClass == .compact)
    #expect(Screen.main.bounds == mainBounds)
  }
}
