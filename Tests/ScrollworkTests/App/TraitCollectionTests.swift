import Foundation
import Scrollwork
import Testing

/// Size classes per device and orientation, the root view's system minimum margins
/// (UIKitBehaviour.md §6: 16 compact, 20 regular), additional safe-area insets and the
/// legacy layout guides.
@Suite struct TraitCollectionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let device: String
    let orientation: DeviceOrientation
    let horizontal: UserInterfaceSizeClass
    let vertical: UserInterfaceSizeClass
    let idiom: UserInterfaceIdiom
    let scale: CGFloat
    var testDescription: String { "\(device) \(orientation)" }
  }

  static let cases: [Case] = [
    Case(
      device: "iphone-se-2", orientation: .portrait, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 2),
    Case(
      device: "iphone-se-2", orientation: .landscape, horizontal: .compact, vertical: .compact, idiom: .phone, scale: 2),
    Case(
      device: "iphone-12", orientation: .landscape, horizontal: .compact, vertical: .compact, idiom: .phone, scale: 3),
    Case(
      device: "iphone-11", orientation: .portrait, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 2),
    Case(
      device: "iphone-11", orientation: .landscape, horizontal: .regular, vertical: .compact, idiom: .phone, scale: 2),
    Case(
      device: "iphone-8-plus", orientation: .landscape, horizontal: .regular, vertical: .compact, idiom: .phone,
      scale: 3),
    Case(
      device: "iphone-16-pro", orientation: .landscape, horizontal: .compact, vertical: .compact, idiom: .phone,
      scale: 3),
    Case(device: "ipad-air", orientation: .portrait, horizontal: .regular, vertical: .regular, idiom: .pad, scale: 2),
    Case(device: "ipad-air", orientation: .landscape, horizontal: .regular, vertical: .regular, idiom: .pad, scale: 2),
  ]

  @Test(arguments: cases)
  func sizeClassesFollowTheDeviceAndOrientation(_ c: Case) throws {
    let device = try #require(Device.named(c.device))
    let window = Window(device: device, orientation: c.orientation)
    let vc = ViewController()
    window.rootViewController = vc
    let traits = vc.traitCollection
    #expect(traits.horizontalSizeClass == c.horizontal)
    #expect(traits.verticalSizeClass == c.vertical)
    #expect(traits.userInterfaceIdiom == c.idiom)
    #expect(traits.displayScale == c.scale)
    #expect(vc.view.traitCollection == traits && window.traitCollection == traits)
    let side: CGFloat = c.horizontal == .regular ? 20 : 16
    #expect(vc.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
  }

  @Test func viewsOutsideAWindowHaveUnspecifiedSizeClasses() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.traitCollection.horizontalSizeClass == .unspecified)
    #expect(view.traitCollection.verticalSizeClass == .unspecified)
    #expect(view.traitCollection.displayScale == Screen.main.scale)
  }

  @Test func traitInitializersAndContainment() {
    let merged = TraitCollection(traitsFrom: [
      TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
      TraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .regular)
    #expect(merged.userInterfaceIdiom == .unspecified)
    let phone = TraitCollection(device: .standard, orientation: .portrait)
    #expect(phone.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
    #expect(!phone.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
    #expect(UserInterfaceSizeClass.compact.rawValue == 1 && UserInterfaceSizeClass.regular.rawValue == 2)
  }

  /// A controller whose view shows its margins guide.
  final class MarginsController: ViewController, @unchecked Sendable {
    let box = View()
    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      try? LayoutConstraint.activateOrThrow([
        box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        box.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
      ])
    }
  }

  @Test("§6 root view margins: 16 pt sides measured from the safe area (iPhone SE portrait)")
  func compactMarginsFromTheSafeArea() {
    let window = Window(device: .standard)
    let vc = MarginsController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    // 375 × 667, status bar 20: x 16, y 20 + 0, width 375 − 32, height 667 − 20.
    #expect(vc.box.frame == CGRect(x: 16, y: 20, width: 343, height: 647))
    #expect(vc.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 343, height: 647))
  }

  @Test("§6 rotating an iPhone 11 to landscape: regular width, 20 pt sides inside the 48 pt insets")
  func regularMarginsAfterRotation() {
    let window = Window(device: .preset("iphone-11"))
    let vc = MarginsController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    // Portrait 414 × 896, insets top 48 bottom 34: (16, 48, 414 − 32, 896 − 82).
    #expect(vc.box.frame == CGRect(x: 16, y: 48, width: 382, height: 814))
    window.rotate(to: .landscape)
    // Landscape 896 × 414, insets left 48 right 48 bottom 21: x 48 + 20, width 896 − 136.
    #expect(vc.traitCollection.horizontalSizeClass == .regular)
    #expect(vc.box.frame == CGRect(x: 68, y: 0, width: 760, height: 393))
    window.rotate(to: .portrait)
    #expect(vc.box.frame == CGRect(x: 16, y: 48, width: 382, height: 814))
  }

  @Test func marginsAreAtLeastTheSystemMinimumUnlessTheControllerOptsOut() {
    let window = Window(device: .standard)
    let vc = MarginsController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    vc.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 30)
    window.layoutIfNeeded()
    // leading max(8, 16) = 16, trailing 30; top 20 + 8, bottom 8.
    #expect(vc.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 30))
    #expect(vc.box.frame == CGRect(x: 16, y: 28, width: 329, height: 631))
    vc.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(vc.box.frame == CGRect(x: 8, y: 28, width: 337, height: 631))
  }

  /// A controller with one view pinned to the legacy guides and one to the safe area.
  final class GuidesController: ViewController, @unchecked Sendable {
    let content = View()
    let safeBox = View()
    override func viewDidLoad() {
      super.viewDidLoad()
      for v in [content, safeBox] {
        v.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(v)
      }
      try? LayoutConstraint.activateOrThrow([
        content.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
        content.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 100),
        safeBox.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        safeBox.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        safeBox.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        safeBox.widthAnchor.constraint(equalToConstant: 50),
      ])
    }
  }

  @Test("legacy topLayoutGuide/bottomLayoutGuide are the safe area's top and bottom bands (iPhone X)")
  func legacyGuidesOnAFaceIDPhone() {
    let window = Window(device: .preset("iphone-x"))
    let vc = GuidesController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    #expect(vc.topLayoutGuide.length == 44 && vc.bottomLayoutGuide.length == 34)
    #expect(vc.topLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(vc.bottomLayoutGuide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
    #expect(vc.content.frame == CGRect(x: 0, y: 44, width: 100, height: 734))
    window.rotate(to: .landscape)
    // Landscape 812 × 375: no top inset, 21 pt home indicator.
    #expect(vc.topLayoutGuide.length == 0 && vc.bottomLayoutGuide.length == 21)
    #expect(vc.content.frame == CGRect(x: 0, y: 0, width: 100, height: 354))
  }

  @Test func additionalSafeAreaInsetsOfTheRootControllerJoinTheDevicesInsets() {
    let log = CallLog()
    final class Recording: ViewController, @unchecked Sendable {
      var log: CallLog?
      override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log?.add("safe area \(view.safeAreaInsets)")
      }
    }
    let window = Window(device: .standard)
    let vc = GuidesController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    #expect(vc.safeBox.frame == CGRect(x: 325, y: 20, width: 50, height: 647))
    vc.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    window.layoutIfNeeded()
    #expect(vc.view.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
    #expect(vc.safeBox.frame == CGRect(x: 325, y: 30, width: 50, height: 632))
    #expect(vc.topLayoutGuide.length == 30 && vc.bottomLayoutGuide.length == 5)
    #expect(vc.content.frame == CGRect(x: 0, y: 30, width: 100, height: 632))

    let other = Recording()
    other.log = log
    window.rootViewController = other
    _ = other.view.safeAreaLayoutGuide
    window.layoutIfNeeded()
    other.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(log.entries == ["safe area {20, 4, 0, 0}"])
  }
}

extension TraitCollectionTests {
  @Test("§6 a child controller's additional insets add to the part of the parent's safe area it covers")
  func childAdditionalSafeAreaInsets() {
    final class Child: ViewController, @unchecked Sendable {
      let box = View()
      override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        LayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
          box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
          box.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
      }
    }
    let window = Window(device: .standard)
    let parent = ViewController()
    window.rootViewController = parent
    let child = Child()
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window.makeKeyAndVisible()
    // The child's view covers the 20 pt status bar strip: top 20, nothing else.
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(child.box.frame == CGRect(x: 0, y: 20, width: 375, height: 280))
    child.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 40, right: 0)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 30, left: 5, bottom: 40, right: 0))
    // The box is inset by the child's own safe area: 30 from the top, 40 from its bottom.
    #expect(child.box.frame == CGRect(x: 5, y: 30, width: 370, height: 230))
    #expect(child.box.safeAreaInsets == .zero)
    #expect(parent.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test("hiding the status bar frees the top inset, except under a notch")
  func hiddenStatusBar() {
    final class FullScreen: ViewController, @unchecked Sendable {
      var hidden = true
      override var prefersStatusBarHidden: Bool { hidden }
    }
    let window = Window(device: .standard)
    let vc = FullScreen()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    #expect(vc.view.safeAreaInsets == .zero)
    vc.hidden = false
    vc.setNeedsStatusBarAppearanceUpdate()
    window.layoutIfNeeded()
    #expect(vc.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let notched = Window(device: .preset("iphone-x"))
    let other = FullScreen()
    notched.rootViewController = other
    notched.makeKeyAndVisible()
    #expect(other.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(other.preferredStatusBarStyle == .default)
  }
}
