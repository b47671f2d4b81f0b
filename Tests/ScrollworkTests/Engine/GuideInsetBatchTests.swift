import Foundation
import Testing

@testable import Scrollwork

/// A card centred in a full-screen container and pinned to both of the container's
/// margins: consistent only while the left and right margins are equal, as they are
/// at every size here (the safe area is symmetric in both orientations).
private final class CentredCardController: ViewController, @unchecked Sendable {
  let container = View()
  let card = View()
  override func viewDidLoad() {
    super.viewDidLoad()
    container.translatesAutoresizingMaskIntoConstraints = false
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(container)
    container.addSubview(card)
    let margins = container.layoutMarginsGuide
    LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: view.topAnchor),
      container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      margins.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      card.topAnchor.constraint(equalTo: margins.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

/// A guide's four insets change as one value (UIKitBehaviour.md §21): a conflict that
/// exists only between moving the left margin and moving the right one is not reported.
@Suite struct GuideInsetBatchTests {
  private static func window(_ orientation: DeviceOrientation) -> (Window, CentredCardController) {
    let window = Window(device: Device.named("iphone-x")!, orientation: orientation)
    let controller = CentredCardController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// The constraints the hierarchy's engine broke (written ones and generated ones),
  /// by description.
  private static func brokenConstraints(_ root: View) -> [String] {
    (root.engine?.broken.constraints.values.map(\.description) ?? ["no engine"]).sorted()
  }

  @Test(
    "§21 a card centred between its container's margins, landscape iPhone X: 44 + 8 pt on both sides, no conflict reported (was the left-margin constraint, broken)"
  )
  func centredBetweenMarginsInLandscape() {
    let (window, c) = Self.window(.landscape)
    // 812 × 375; safe area 44 left and right, 21 bottom, none on top; margins 8 more.
    #expect(c.container.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(c.card.frame == CGRect(x: 52, y: 8, width: 708, height: 100))
    #expect(window.layoutIssues.isEmpty)
    #expect(Self.brokenConstraints(window) == [])
  }

  @Test("§21 the same card rotated from portrait to landscape and back: fresh frames, no conflict reported")
  func centredBetweenMarginsRotated() {
    let (window, c) = Self.window(.portrait)
    // 375 × 812; safe area 44 top, 34 bottom, none on the sides.
    #expect(c.card.frame == CGRect(x: 8, y: 52, width: 359, height: 100))
    window.rotate(to: .landscape)
    #expect(c.card.frame == CGRect(x: 52, y: 8, width: 708, height: 100))
    window.rotate(to: .portrait)
    #expect(c.card.frame == CGRect(x: 8, y: 52, width: 359, height: 100))
    #expect(window.layoutIssues.isEmpty)
    #expect(Self.brokenConstraints(window) == [])
  }

  @Test(
    "§21 margins that really differ (leading 8, trailing 20) still conflict with the centring: reported once, broken")
  func asymmetricMarginsStillConflict() {
    let (window, c) = Self.window(.portrait)
    c.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 20)
    window.layoutIfNeeded()
    let conflicts = window.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let report) = issue { return report }
      return nil
    }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.broken.identifier == "UIView-rightMargin-guide-constraint")
    #expect(Self.brokenConstraints(window) == conflicts.map { $0.broken.description })
  }
}
