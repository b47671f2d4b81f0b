import Foundation
import Scrollwork
import Testing

// A container view controller that embeds two children (a header and a scrolling list),
// with `addChild` / `didMove(toParent:)`, switching from a vertical to a side-by-side split
// in `viewWillTransition(to:with:)` and `traitCollectionDidChange`, and recording the
// safe area in `viewSafeAreaInsetsDidChange`. Ported by renaming types only.

private final class HeaderViewController: ViewController, @unchecked Sendable {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
  }
}

private final class ListViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  private(set) var layoutPasses = 0

  override func loadView() {
    view = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.backgroundColor = .systemBackground
    var previous: View?
    for index in 0..<12 {
      let row = View()
      row.translatesAutoresizingMaskIntoConstraints = false
      row.backgroundColor = index.isMultiple(of: 2) ? .systemGray5 : .systemGray6
      scrollView.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        row.heightAnchor.constraint(equalToConstant: 60),
        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scrollView.contentLayoutGuide.topAnchor),
      ])
      previous = row
    }
    previous?.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPasses += 1
  }
}

private final class SplitContainerViewController: ViewController, @unchecked Sendable {
  let header = HeaderViewController()
  let list = ListViewController()
  private var portraitConstraints: [LayoutConstraint] = []
  private var landscapeConstraints: [LayoutConstraint] = []
  private(set) var transitionSizes: [CGSize] = []
  private(set) var safeAreaChanges: [EdgeInsets] = []
  private(set) var didMoveCalls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(header)
    embed(list)
    let headerView: View = header.view
    let listView: View = list.view
    let guide = view.safeAreaLayoutGuide

    portraitConstraints = [
      headerView.topAnchor.constraint(equalTo: guide.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 200),
      listView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
      listView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      listView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      listView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    landscapeConstraints = [
      headerView.topAnchor.constraint(equalTo: guide.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      headerView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      headerView.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 1.0 / 3.0),
      listView.topAnchor.constraint(equalTo: view.topAnchor),
      listView.leadingAnchor.constraint(equalTo: headerView.trailingAnchor),
      listView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      listView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    applyLayout(for: view.bounds.size)
  }

  private func embed(_ child: ViewController) {
    addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child.view)
    child.didMove(toParent: self)
    didMoveCalls += 1
  }

  private func applyLayout(for size: CGSize) {
    let landscape = size.width > size.height
    LayoutConstraint.deactivate(landscape ? portraitConstraints : landscapeConstraints)
    LayoutConstraint.activate(landscape ? landscapeConstraints : portraitConstraints)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    transitionSizes.append(size)
    coordinator.animate(
      alongsideTransition: { _ in
        self.applyLayout(for: size)
        self.view.layoutIfNeeded()
      }, completion: nil)
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges.append(view.safeAreaInsets)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      view.setNeedsLayout()
    }
  }
}

@Suite("Port: container with two child view controllers, split turning with the device (UIKitBehaviour.md §6)")
struct ContainerSplitPortTests {
  @Test("§6 portrait iPhone 11 (414 × 896, safe area 48/34): header 200 below the notch, list to the bottom")
  func portrait() throws {
    let window = Window(device: try #require(Device.named("iphone-11")))
    let container = SplitContainerViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    #expect(container.children.count == 2)
    #expect(container.children[0] === container.header)
    #expect(container.header.parent === container)
    #expect(container.didMoveCalls == 2)
    #expect(container.view.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    #expect(container.header.view.frame == CGRect(x: 0, y: 48, width: 414, height: 200))
    #expect(container.list.view.frame == CGRect(x: 0, y: 248, width: 414, height: 648))
    #expect(container.list.scrollView.contentSize == CGSize(width: 414, height: 720))
    #expect(container.list.view.window === window)
    // The list reaches under the home indicator: its own safe area is 34 at the bottom.
    #expect(container.list.scrollView.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(container.list.scrollView.adjustedContentInset.bottom == 34)
  }

  @Test("§6 rotating to landscape (896 × 414, safe area 0/48/21/48): header a third of the guide")
  func landscape() throws {
    let window = Window(device: try #require(Device.named("iphone-11")))
    let container = SplitContainerViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.rotate(to: .landscape)
    #expect(container.transitionSizes == [CGSize(width: 896, height: 414)])
    #expect(container.view.safeAreaInsets == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
    #expect(container.safeAreaChanges.last == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
    // Guide: x 48…848 (800 wide), y 0…393. Header 800 / 3 wide.
    let header = container.header.view.frame
    #expect(header.minX == 48 && header.minY == 0 && header.height == 393)
    #expect(abs(header.width - 800.0 / 3.0) < 0.5)
    let list = container.list.view.frame
    #expect(list.minX == header.maxX && list.maxX == 848 && list.minY == 0 && list.height == 414)
    #expect(container.list.layoutPasses >= 2)
  }
}
