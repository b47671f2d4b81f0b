import Foundation
import Scrollwork
import Testing

// An adaptive dashboard as written for UIKit: three equal metric tiles in a stack view whose
// axis follows the horizontal size class (set in `viewDidLoad` and
// `traitCollectionDidChange`), `distribution = .fillEqually`, custom root margins with
// `viewRespectsSystemMinimumLayoutMargins = false` and `directionalLayoutMargins`, extra room
// at the bottom through `additionalSafeAreaInsets`, and fonts scaled with `UIFontMetrics`.
// Ported by renaming types only.

private final class DashboardViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let tilesStack: StackView = {
    let stack = StackView()
    stack.distribution = .fillEqually
    stack.alignment = .fill
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()
  private(set) var tiles: [View] = []
  private(set) var axisChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    viewRespectsSystemMinimumLayoutMargins = false
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
    additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)  // a custom toolbar

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(tilesStack)

    for title in ["Revenue", "Users", "Uptime"] {
      let tile = View()
      tile.backgroundColor = .secondarySystemBackground
      tile.layer.cornerRadius = 14
      let label = Label()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.text = title
      label.font = FontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
      label.adjustsFontForContentSizeCategory = true
      tile.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: tile.layoutMarginsGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: tile.layoutMarginsGuide.leadingAnchor),
        tile.heightAnchor.constraint(greaterThanOrEqualToConstant: FontMetrics.default.scaledValue(for: 120)),
      ])
      tilesStack.addArrangedSubview(tile)
      tiles.append(tile)
    }

    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      tilesStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      tilesStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      tilesStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      tilesStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    updateAxis()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      updateAxis()
    }
  }

  private func updateAxis() {
    let axis: LayoutConstraint.Axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    if tilesStack.axis != axis {
      tilesStack.axis = axis
      axisChanges += 1
    }
  }
}

@Suite("Port: adaptive dashboard following the size class (UIKitBehaviour.md §6, §8)")
struct AdaptiveDashboardPortTests {
  @Test("§8 iPhone 8 portrait (compact width): tiles stacked, 327 wide, 120 tall, 12 apart")
  func compact() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = DashboardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.tilesStack.axis == .vertical)
    // Safe area: 20 top, 60 bottom (additional): the scroll view is 20…607.
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 587))
    #expect(
      controller.tiles.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 327, height: 120),
        CGRect(x: 0, y: 132, width: 327, height: 120),
        CGRect(x: 0, y: 264, width: 327, height: 120),
      ])
    #expect(controller.tilesStack.frame == CGRect(x: 24, y: 16, width: 327, height: 384))
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 416))
  }

  @Test("§6 §8 iPad Air (regular width): tiles side by side, (772 − 24) / 3 wide each")
  func regular() throws {
    let window = Window(device: try #require(Device.named("ipad-air")))
    let controller = DashboardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.tilesStack.axis == .horizontal)
    // 820 − 2 × 24 = 772 wide; three tiles and two 12-pt gaps: (772 − 24) / 3 = 249.333….
    let frames = controller.tiles.map(\.frame)
    #expect(frames.map(\.height) == [120, 120, 120])
    #expect(frames[0].minX == 0 && frames[2].maxX == 772)
    #expect(abs(frames[1].minX - (748.0 / 3.0 + 12)) < 0.34)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 24, width: 820, height: 1180 - 24 - 80))
  }
}
