import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Edges on exact half pixels (UIKitBehaviour.md §13): both edges of a
/// view round the same way, even when float error puts one a hair below the half
/// and the other a hair above; a view moved by whole points keeps its size.
@Suite struct PixelTieRoundingTests {
  @Test("§13 a 100.5-pt view centred at 2x with edges at 1032.5 and 1233.5 px keeps 201 px whatever the float error")
  func halfPixelTies() {
    for (dx, dw) in [(0.0, 0.0), (-1e-12, 2e-12), (1e-12, -2e-12), (-3e-10, 0.0), (0.0, 3e-10), (2e-11, -5e-11)] {
      let r = LayoutEngine.pixels(x: 516.25 + dx, y: 0, width: 100.5 + dw, height: 10, scale: 2)
      #expect(r.minX == 1033, "dx \(dx) dw \(dw)")
      #expect(r.width == 201, "dx \(dx) dw \(dw)")
    }
    // Away from a tie nothing changes: 1032.4 px rounds down, 1032.6 px up.
    #expect(LayoutEngine.pixels(x: 516.2, y: 0, width: 10, height: 10, scale: 2).minX == 1032)
    #expect(LayoutEngine.pixels(x: 516.3, y: 0, width: 10, height: 10, scale: 2).minX == 1033)
  }

  /// End to end on the device of the report. (Here the solver's edges land on the
  /// ties exactly, so this passed before the fix too; ``halfPixelTies()`` is the
  /// case with float error, which failed: 202 px for a 201-px view.)
  @Test("§13 iPad mini landscape (1133 pt at 2x): a label centred in a 10%-inset card keeps its pixel width")
  func iPadCentredLabel() {
    let window = Window(device: Device.named("ipad-mini")!, orientation: .landscape)
    #expect(window.bounds.width == 1133)
    let controller = ViewController()
    window.rootViewController = controller
    let view = controller.view!
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    let label = Label(text: "Continue")
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    // The card spans 10 % to 90 % of the width: edges at 113.3 and 1019.7 pt, centre
    // 566.5; the 72.5-pt label's edges fall on half pixels (1060.5 and 1205.5 px).
    LayoutConstraint.activate([
      NSLayoutConstraintShim.make(card, .leading, view, .trailing, 0.1),
      NSLayoutConstraintShim.make(card, .trailing, view, .trailing, 0.9),
      card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
      card.heightAnchor.constraint(equalToConstant: 60),
      label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    window.makeKeyAndVisible()
    let intrinsic = label.intrinsicContentSize
    #expect(label.frame.width == intrinsic.width)
    #expect(label.frame.height == intrinsic.height)
    for v in [card, label] {
      for value in [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height] {
        #expect((value * 2).rounded() == value * 2, "\(v.frame) off the 2x grid")
      }
    }
  }

  /// A rectangle of whole-pixel-ish coordinates with float error, at a scale.
  static let rects = zip(
    Gen.int(in: -4000...4000), Gen.int(in: 0...3000), Gen.int(in: 0...5), Gen.int(in: 1...3), Gen.int(in: -200...200)
  ).map { x, w, noise, scale, shift in
    // Quarter-point coordinates hit half pixels at 2x and exact pixels at 1x/3x;
    // `noise` adds the kind of error a solve leaves.
    let error = [0, 1e-12, -1e-12, 3e-10, -3e-10, 1e-9][noise]
    return (x: Double(x) / 4 + error, width: Double(w) / 4 - error, scale: CGFloat(scale), shift: shift)
  }

  @Test("§13 property: rounded rectangles lie on the pixel grid and keep their size when moved by whole points")
  func roundingInvariants() async {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x913E_1, 0x71E, 0x5EED))
    for _ in 0..<ScreenCases.count(1000) {
      let r = Self.rects.run(using: &rng)
      let a = LayoutEngine.pixels(x: r.x, y: r.x / 3, width: r.width, height: r.width / 7, scale: r.scale)
      for v in [a.minX, a.minY, a.width, a.height] { #expect(v.rounded() == v) }
      let moved = LayoutEngine.pixels(
        x: r.x + Double(r.shift), y: r.x / 3 + Double(r.shift), width: r.width, height: r.width / 7, scale: r.scale)
      #expect(moved.width == a.width && moved.height == a.height, "\(r)")
      #expect(moved.minX == a.minX + CGFloat(r.shift) * r.scale, "\(r)")
      // The width is the exact width rounded, within one pixel.
      #expect(abs(a.width - CGFloat(r.width) * r.scale) <= 1, "\(r)")
    }
  }

  /// Moves a generated screen's scroll view by `shift` whole points (its leading and
  /// trailing constraints' constants).
  static func translate(_ controller: GeneratedScreenController, by shift: Int) {
    for attribute in [LayoutAttribute.leading, .trailing] {
      controller.view.constraints.first { $0.firstItem === controller.scroll && $0.firstAttribute == attribute }?
        .constant = CGFloat(shift)
    }
  }

  /// A fresh layout of `spec` with the scroll view already moved by `shift` points
  /// before the first pass.
  static func freshTranslated(_ spec: ScreenSpec, by shift: Int) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1133, height: 744))
    let controller = GeneratedScreenController(spec)
    window.rootViewController = controller
    controller.loadViewIfNeeded()
    translate(controller, by: shift)
    window.makeKeyAndVisible()
    return window
  }

  /// Every view of a hierarchy in preorder.
  static func views(_ root: View) -> [View] {
    var list: [View] = []
    var stack: [View] = [root]
    while let v = stack.popLast() {
      list.append(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
    return list
  }

  /// Lays `spec` out, moves it by `shift` points, and checks that every view keeps
  /// its frame size exactly and that all frames are those of a fresh layout at the
  /// moved position (path independence). Returns whether the engine reported the
  /// screen ambiguous, in which case nothing is checked: several frames are then
  /// equally good and the solver's history picks one.
  @discardableResult
  static func checkTranslation(_ spec: ScreenSpec, by shift: Int) -> Bool {
    let (window, controller) = layOut(spec, size: CGSize(width: 1133, height: 744))
    guard window.ambiguityReports().isEmpty else { return true }
    let views = Self.views(window)
    let sizes = views.map(\.frame.size)
    translate(controller, by: shift)
    window.layoutIfNeeded()
    for (v, size) in zip(views, sizes) {
      #expect(v.frame.size == size, "\(v) moved by \(shift) pt:\n\(spec)")
    }
    #expect(allFrames(window) == allFrames(freshTranslated(spec, by: shift)), "moved by \(shift) pt:\n\(spec)")
    return false
  }

  /// Translation keeps every size on every screen the engine reports unambiguous.
  /// Solved sizes may still differ in the last bits after the re-solve
  /// (31.333333333333325 then 31.33333333333339 pt): rounding to pixels absorbs
  /// that. Screens with some ambiguous view (two labels of equal hugging sharing
  /// spare room in a fill row, say: UIKitBehaviour.md §9.4) are left out by *that*
  /// criterion, the one ``View/hasAmbiguousLayout`` answers, never by whether a size
  /// changed. Found by a 1,500-case run: every size change on a moved screen was on
  /// an ambiguous one (3 screens), see ``equalHuggingRowIsReportedAmbiguous()``.
  @Test(
    "§13 property: every frame of a generated screen is on the screen's pixel grid; moved by whole points, an unambiguous screen keeps every size and ends as a fresh layout there"
  )
  func screenFramesOnGrid() async {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x913E_2, 0x71E, 0x5EED))
    var ambiguous = 0
    let cases = ScreenCases.count(60)
    for _ in 0..<cases {
      let spec = ScreenSpec.screen.run(using: &rng)
      let shift = Gen.int(in: 1...40).run(using: &rng)
      let (window, controller) = layOut(spec, size: CGSize(width: 1133, height: 744))
      let scale = controller.view.contentScaleFactor
      for v in Self.views(window) {
        for value in [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height] {
          #expect(abs((value * scale).rounded() - value * scale) < 1e-9, "\(v.frame) at \(scale)x:\n\(spec)")
        }
      }
      if Self.checkTranslation(spec, by: shift) { ambiguous += 1 }
    }
    if ProcessInfo.processInfo.environment["SCROLLWORK_PROPERTY_STATS"] != nil {
      print(
        "screenFramesOnGrid: \(cases) screens, \(ambiguous) reported ambiguous and left out of the translation check")
    }
  }

  /// Found by the 1,500-case run (SCROLLWORK_PROPERTY_CASES=1500, fixed seed, case
  /// 360): moved by 25 pt, the wrapping label went from 248.33 to 215.33 pt and the
  /// long label from 801.67 to 834.67. Hand-checked: the row is 1133 − 2 × 8 = 1117
  /// wide; single lines of 215.33 and 801.67, the 51-pt switch and two 8-pt spaces
  /// take 1084, leaving 33 pt that the two labels (both hugging 250) may share in any
  /// split: content priority ambiguity, which the engine reports, so the property
  /// leaves the screen out.
  @Test("§13 found by the suite: two labels of equal hugging sharing 33 spare points are reported ambiguous")
  func equalHuggingRowIsReportedAmbiguous() throws {
    let spec = ScreenSpec(
      margin: 1, rowSpacing: 3,
      rows: [
        RowSpec(
          distribution: 0, alignment: 1, spacing: 3,
          items: [
            ItemSpec(kind: 4, textSeed: 2453, nestedDistribution: 0, nestedAlignment: 0),
            ItemSpec(kind: 1, textSeed: 0, nestedDistribution: 0, nestedAlignment: 0),
            ItemSpec(kind: 0, textSeed: 3086, nestedDistribution: 0, nestedAlignment: 0),
          ])
      ])
    let (window, controller) = layOut(spec, size: CGSize(width: 1133, height: 744))
    let row = try #require(controller.stack.arrangedSubviews.first as? StackView)
    let wrapping = try #require(row.arrangedSubviews[0] as? Label)
    let long = try #require(row.arrangedSubviews[2] as? Label)
    #expect(row.frame.width == 1117)
    #expect(wrapping.intrinsicContentSize.width == 215 + 1.0 / 3)
    #expect(long.intrinsicContentSize.width == 801 + 2.0 / 3)
    #expect(abs(wrapping.frame.width + long.frame.width - (215 + 1.0 / 3 + 801 + 2.0 / 3 + 33)) < 1e-9)
    #expect(wrapping.hasAmbiguousLayout && long.hasAmbiguousLayout)
    #expect(
      window.ambiguityReports().map(\.description).filter { $0.contains(".width is free") }.count == 2)
    #expect(window.ambiguityReports().contains { $0.description.contains("width is free between 215.333 and 248.333") })
    #expect(window.ambiguityReports().contains { $0.description.contains("width is free between 801.667 and 834.667") })
    #expect(Self.checkTranslation(spec, by: 25))
  }

  /// Found by the 1,500-case run (case 205): moved by 40 pt, a label in a
  /// `fillProportionally` nested stack was solved 31.333333333333325 pt wide, then
  /// 31.33333333333339; both round to 31.33 (94 px), so no size changes and the
  /// frames are a fresh layout's at the moved position. The old property skipped
  /// every view whose solved size moved in the last bits. Hand-checked: the rows are
  /// 1133 − 2 × 16 = 1101 wide (margins 16); the third row's button is "previews descriptive
  /// previews"; nothing in the screen is ambiguous.
  @Test("§13 found by the suite: solved sizes that differ in the last bits after a move keep their frame sizes")
  func lastBitsOfASolveDoNotChangeSizes() throws {
    let spec = ScreenSpec(
      margin: 2, rowSpacing: 3,
      rows: [
        RowSpec(
          distribution: 3, alignment: 5, spacing: 2,
          items: [ItemSpec(kind: 1, textSeed: 0, nestedDistribution: 0, nestedAlignment: 0)]),
        RowSpec(
          distribution: 4, alignment: 3, spacing: 0,
          items: [ItemSpec(kind: 1, textSeed: 0, nestedDistribution: 0, nestedAlignment: 0)]),
        RowSpec(
          distribution: 2, alignment: 4, spacing: 3,
          items: [
            ItemSpec(kind: 2, textSeed: 2, nestedDistribution: 0, nestedAlignment: 0),
            ItemSpec(kind: 3, textSeed: 1816, nestedDistribution: 4, nestedAlignment: 3),
          ]),
      ])
    let (_, controller) = layOut(spec, size: CGSize(width: 1133, height: 744))
    let row = try #require(controller.stack.arrangedSubviews[2] as? StackView)
    #expect(abs(row.frame.width - (1133 - 2 * 16)) < 1e-9)
    #expect(!Self.checkTranslation(spec, by: 40))
  }
}

/// `LayoutConstraint(item:…)` with a multiplier, as UIKit code writes it.
enum NSLayoutConstraintShim {
  static func make(_ a: View, _ attrA: LayoutAttribute, _ b: View, _ attrB: LayoutAttribute, _ m: CGFloat)
    -> LayoutConstraint
  {
    LayoutConstraint(
      item: a, attribute: attrA, relatedBy: .equal, toItem: b, attribute: attrB, multiplier: m, constant: 0)
  }
}
