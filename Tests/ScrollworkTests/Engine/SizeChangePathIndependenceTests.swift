import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A settings row: a horizontal stack of a wrapping label and a switch, centred.
private final class SettingsRowController: ViewController, @unchecked Sendable {
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
    // A fixed seed in `swift test`: a test that fails at random would make every CI
    // run a lottery. SCROLLWORK_PROPERTY_SEED=random explores (the seed is printed), a
    // number is a seed; a failing seed found that way becomes its own test below.
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
    "§15 found by the suite (seed KzGmeRbx…): a fillProportionally row with a wrapping label in a nested stack, rotated, ends as a fresh layout (was 164.67 pt tall)"
  )
  func proportionalRowWithWrappingLabel() {
    // The nested stack has no intrinsic width, so fillProportionally gives it 0 and its
    // wrapping label is solved ±1e-14 pt wide. Measured at +1e-14 (after the
    // rotation) it put each word on its own line, 164.67 pt tall; at −1e-14 (fresh)
    // it had no width to wrap at and kept one line. Widths within 1e-6 pt of zero
    // now measure as zero on every path (LayoutEngine.widthNoise).
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
    #expect(Self.check(spec, [CGSize(width: 320, height: 568), CGSize(width: 568, height: 320)]))
    let (_, c) = layOut(spec, size: CGSize(width: 568, height: 320))
    let nestedStack = c.stack.arrangedSubviews[1].subviews[2]
    #expect(nestedStack.frame == CGRect(x: 568, y: 0, width: 0, height: 116.0 / 3))
    #expect(nestedStack.subviews[0].frame == CGRect(x: 0, y: 0, width: 0, height: 62.0 / 3))
  }

  @Test(
    "§15 found by the suite (SCROLLWORK_PROPERTY_SEED=3869802150940313751, case 80): equalSpacing rows of wrapping labels and nested stacks, at 768 × 1024 after 390 × 844, end as a fresh layout (were 41.33 pt shorter)"
  )
  func equalSpacingRowsWithWrappingLabels() {
    // In the single-line pass two wrapping labels in different nested stacks of the
    // second row (single lines 432.33 and 529 pt, both compression 750) compete for
    // too little room. Unweighted, every split cost the same and the tableau's history
    // chose: after 390 pt the first one wrapped, so the row came back 84.67 pt tall
    // against a fresh layout's 126. Weighted by single-line width
    // (ContentSizeLayoutConstraint.compressionWeight(basis:)), the longer one yields
    // on every path: the 432.33-pt label keeps its line.
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
    #expect(Self.check(spec, [CGSize(width: 768, height: 1024), CGSize(width: 390, height: 844)]))
    let (fresh, c) = layOut(spec, size: CGSize(width: 768, height: 1024))
    let row = c.stack.arrangedSubviews[1]
    #expect(row.frame == CGRect(x: 8, y: 71, width: 752, height: 126))
    let single = row.subviews[1].subviews[0]
    #expect(single.frame == CGRect(x: 0, y: 0, width: 1297.0 / 3, height: 62.0 / 3))
    #expect(fresh.layoutIssues.isEmpty)
  }

  /// A single-line label item whose text is `text` (found by its seed).
  static func label(_ text: String) -> ItemSpec {
    let seed = (0...4000).first { ItemSpec.text($0) == text }!
    return ItemSpec(kind: 0, textSeed: seed, nestedDistribution: 0, nestedAlignment: 0)
  }
}
