import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A settings row: a horizontal stack of a wrapping label and a switch, centred.
private final class SettingsRowController: ViewController {
  let label = Label()
  let toggle = Switch()
  let row = StackView()
  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "Allow notifications from this app even when focus mode is on and the device is locked"
    label.numberOfLines = 0
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 8
    row.addArrangedSubview(label)
    row.addArrangedSubview(toggle)
    row.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// Size changes (rotation, window resizes) end where a fresh layout at the final size
/// does (UIKitBehaviour.md §15): wrapped labels are measured again at
/// their new width, and nothing of the old size survives.
@Suite struct SizeChangePathIndependenceTests {
  private static func window(_ orientation: DeviceOrientation) -> (Window, SettingsRowController) {
    let window = Window(device: .standard, orientation: orientation)
    let controller = SettingsRowController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test(
    "§15 settings row rotated to landscape and back: the frames of fresh layouts (was a 692.5-pt label, a −65.5-pt switch)"
  )
  func settingsRowRotation() {
    let (window, c) = Self.window(.portrait)
    let (portraitWindow, portrait) = Self.window(.portrait)
    let (landscapeWindow, landscape) = Self.window(.landscape)
    // Fresh layouts: the switch keeps its 51 pt; the label takes the rest and wraps.
    #expect(landscape.toggle.frame == CGRect(x: 584, y: 5.5, width: 51, height: 31))
    #expect(landscape.label.frame == CGRect(x: 0, y: 0, width: 576, height: 41.5))
    #expect(portrait.toggle.frame == CGRect(x: 292, y: 15.5, width: 51, height: 31))
    #expect(portrait.label.frame == CGRect(x: 0, y: 0, width: 284, height: 62))
    window.rotate(to: .landscape)
    #expect(c.toggle.frame == landscape.toggle.frame)
    #expect(c.label.frame == landscape.label.frame)
    #expect(allFrames(window) == allFrames(landscapeWindow))
    window.rotate(to: .portrait)
    #expect(c.toggle.frame == portrait.toggle.frame)
    #expect(c.label.frame == portrait.label.frame)
    #expect(allFrames(window) == allFrames(portraitWindow))
    #expect(window.layoutIssues.isEmpty)
  }

  static let deviceSizes: [CGSize] = [
    CGSize(width: 375, height: 667), CGSize(width: 667, height: 375), CGSize(width: 320, height: 568),
    CGSize(width: 568, height: 320), CGSize(width: 390, height: 844), CGSize(width: 844, height: 390),
    CGSize(width: 768, height: 1024), CGSize(width: 1133, height: 744), CGSize(width: 507, height: 1024),
  ]

  /// Sizes: a device size, or a random one (whole and half points).
  static let size = zip(
    Gen.int(in: 0...(deviceSizes.count - 1)), Gen.int(in: 400...2400), Gen.int(in: 400...2000), Gen.int(in: 0...2)
  )
  .map { index, w, h, pick in
    pick == 0 ? CGSize(width: CGFloat(w) / 2, height: CGFloat(h) / 2) : deviceSizes[index]
  }

  @Test(
    "§15 property: a screen laid out at A, then B, back to A and through random sizes ends as a fresh layout at each size"
  )
  func pathIndependence() async {
    // A fixed seed in `swift test`: random seeds still find rarer path-dependent
    // screens (nested equalSpacing stacks of wrapping labels, about one case in a
    // thousand; see Model.md's known gaps), and a test that fails at random would make
    // every CI run a lottery. SCROLLWORK_PROPERTY_SEED=random explores (the seed is
    // printed), a number is a seed.
    let environment = ProcessInfo.processInfo.environment
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x5CA1_AB1E, 0xD15EA5E, 0xFEED))
    let input = zip(ScreenSpec.screen, Self.size.array(of: 2...4))
    for _ in 0..<ScreenCases.count(100) {
      let (spec, sizes) = input.run(using: &rng)
      let checked = Self.check(spec, sizes)
      if environment["SCROLLWORK_PROPERTY_STATS"] != nil { print("case checked: \(checked)") }
    }
  }

  /// Lays `spec` out through `sizes` (and back to the first) and compares each
  /// step with a fresh layout; also checks that a second pass changes nothing.
  ///
  /// A screen whose fresh layout is ambiguous at some size (`hasAmbiguousLayout` on
  /// any view: two labels of equal hugging in a fill row, for one) has no single
  /// right answer, in UIKit either: the frames there depend on the solver's history,
  /// so such screens are skipped (returns false).
  @discardableResult
  static func check(_ spec: ScreenSpec, _ sizes: [CGSize], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    // Known issue, kept as its own test below ("found by the suite (seed KzGmeRbx…)"):
    // a fillProportionally stack takes its proportions from its arranged views'
    // intrinsic sizes, and a wrapping label's depends on the width it last had, so
    // such screens depend on their history. Left out of the random property so that
    // `swift test` does not fail at random on a known, tested case.
    if hasProportionalStack(spec) { return false }
    let path = sizes + [sizes[0]]
    var freshWindows: [Window] = []
    for size in path {
      let (fresh, _) = layOut(spec, size: size)
      if isAmbiguous(fresh) { return false }
      freshWindows.append(fresh)
    }
    let (window, _) = layOut(spec, size: path[0])
    for (step, size) in path.enumerated() {
      if step > 0 { resize(window, to: size) }
      let reached = allFrames(window)
      let fresh = freshWindows[step]
      #expect(
        reached == allFrames(fresh), "step \(step) at \(size) after \(path.prefix(step)):\n\(spec)",
        sourceLocation: sourceLocation)
      window.layoutIfNeeded()
      #expect(allFrames(window) == reached, "idempotence at step \(step):\n\(spec)", sourceLocation: sourceLocation)
    }
    #expect(window.layoutIssues.isEmpty, "\(spec)", sourceLocation: sourceLocation)
    return true
  }

  /// Whether a row or a nested stack of `spec` is fillProportionally.
  static func hasProportionalStack(_ spec: ScreenSpec) -> Bool {
    let all = StackView.Distribution.allCases
    let proportional = all.firstIndex(of: .fillProportionally)!
    return spec.rows.contains { row in
      row.distribution % all.count == proportional
        || row.items.contains { $0.kind == 3 && $0.nestedDistribution % all.count == proportional }
    }
  }

  /// Whether any view of the hierarchy reports an ambiguous layout.
  static func isAmbiguous(_ root: View) -> Bool {
    var stack: [View] = [root]
    while let v = stack.popLast() {
      if v.hasAmbiguousLayout { return true }
      stack.append(contentsOf: v.subviews)
    }
    return false
  }

  @Test("§15 two equal labels in a fill row are ambiguous, so the property skips them (found by the suite)")
  func equalLabelsAreAmbiguous() {
    let spec = ScreenSpec(
      margin: 0, rowSpacing: 0,
      rows: [
        RowSpec(distribution: 0, alignment: 0, spacing: 0, items: [Self.label("previews"), Self.label("previews")])
      ])
    let (window, _) = layOut(spec, size: CGSize(width: 200, height: 200))
    #expect(Self.isAmbiguous(window))
    #expect(!Self.check(spec, [CGSize(width: 200, height: 200), CGSize(width: 375, height: 667)]))
  }

  @Test(
    "§15 found by the suite (seed KzGmeRbx…): a fillProportionally row with a wrapping label in a nested stack, rotated, differs from a fresh layout"
  )
  func proportionalRowWithWrappingLabel() {
    // fillProportionally sizes items from their intrinsic widths, and the wrapping
    // label's intrinsic width depends on where its two passes stood: open (see
    // Sources/Scrollwork/Scrollwork.docc/Model.md "Multi-line labels"). Kept as a known issue, so that a
    // fix shows up as this test's known issue no longer being recorded.
    let nested = (0...4000).first { ItemSpec.text($0) == "previews" && ItemSpec.text($0 / 7) == "previews" }!
    let button = (0...2).first { ItemSpec.text($0) == "previews descriptive previews" }!
    let spec = ScreenSpec(
      margin: 0, rowSpacing: 0,
      rows: [
        RowSpec(distribution: 2, alignment: 0, spacing: 1, items: [Self.label("previews"), Self.label("previews")]),
        RowSpec(
          distribution: 2, alignment: 1, spacing: 0,
          items: [
            ItemSpec(kind: 2, textSeed: button, nestedDistribution: 0, nestedAlignment: 0),
            ItemSpec(kind: 1, textSeed: 0, nestedDistribution: 0, nestedAlignment: 0),
            ItemSpec(kind: 3, textSeed: nested, nestedDistribution: 0, nestedAlignment: 3),
          ]),
      ])
    withKnownIssue("fillProportionally with a wrapping label is path-dependent") {
      #expect(Self.check(spec, [CGSize(width: 320, height: 568), CGSize(width: 568, height: 320)]))
    }
  }

  @Test(
    "§15 found by the suite (SCROLLWORK_PROPERTY_SEED=3869802150940313751, case 80): equalSpacing rows of wrapping labels and nested stacks, at 768 × 1024 after 390 × 844, differ from a fresh layout"
  )
  func equalSpacingRowsWithWrappingLabels() {
    // The known gap that pathIndependence() leaves to random seeds (nested equalSpacing
    // stacks of wrapping labels; Model.md's known gaps): the second row comes back
    // 41.33 pt shorter than in a fresh layout (84.67 against 126). Kept as a known issue,
    // so that a fix shows up as this test's known issue no longer being recorded.
    func item(_ kind: Int, _ textSeed: Int, _ distribution: Int, _ alignment: Int) -> ItemSpec {
      ItemSpec(kind: kind, textSeed: textSeed, nestedDistribution: distribution, nestedAlignment: alignment)
    }
    let spec = ScreenSpec(
      margin: 1, rowSpacing: 1,
      rows: [
        RowSpec(distribution: 3, alignment: 4, spacing: 3, items: [item(4, 1885, 0, 2), item(0, 968, 2, 1)]),
        RowSpec(
          distribution: 3, alignment: 3, spacing: 0,
          items: [item(1, 1741, 2, 1), item(3, 1143, 3, 2), item(3, 3193, 1, 3)]),
        RowSpec(
          distribution: 3, alignment: 0, spacing: 1,
          items: [item(4, 3262, 1, 2), item(4, 1942, 3, 1), item(1, 1776, 2, 0)]),
        RowSpec(distribution: 3, alignment: 2, spacing: 0, items: [item(0, 361, 4, 3)]),
      ])
    withKnownIssue("equalSpacing rows of wrapping labels are path-dependent") {
      #expect(Self.check(spec, [CGSize(width: 768, height: 1024), CGSize(width: 390, height: 844)]))
    }
  }

  /// A single-line label item whose text is `text` (found by its seed).
  static func label(_ text: String) -> ItemSpec {
    let seed = (0...4000).first { ItemSpec.text($0) == text }!
    return ItemSpec(kind: 0, textSeed: seed, nestedDistribution: 0, nestedAlignment: 0)
  }
}
