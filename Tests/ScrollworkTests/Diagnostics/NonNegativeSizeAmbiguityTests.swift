import Foundation
import Testing

@testable import Scrollwork

/// ``AmbiguityOptions``: UIKit's runtime rule counts sizes of either sign (the
/// default, UIKitBehaviour.md §9.4); Xcode's canvas rule counts only sizes ≥ 0
/// (``AmbiguityOptions/interfaceBuilderCanvas``; InterfaceBuilder.md, "Verdicts").
@Suite struct NonNegativeSizeAmbiguityTests {
  /// A root with one 100-wide box pinned to its top-left corner whose height has
  /// only the required bound `height <= upper`.
  static func box(heightAtMost upper: CGFloat) throws -> (root: View, box: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(lessThanOrEqualToConstant: upper),
    ])
    root.layoutIfNeeded()
    return (root, box)
  }

  /// The default (UIKit's `hasAmbiguousLayout`) still reports the range below zero.
  @Test func theDefaultProbeReportsANegativeHeightRange() throws {
    let (root, box) = try Self.box(heightAtMost: 0)
    #expect(box.hasAmbiguousLayout(for: .vertical))
    let height = try #require(box.ambiguityReport()?.freedom(for: .height))
    #expect(height.lowerBound == nil)
    #expect(height.upperBound == 0)
    #expect(root.ambiguityReports().map(\.name) == ["box"])
    #expect(root.ambiguityReports(options: .uikit).map(\.name) == ["box"])
    #expect(root.layoutDiagnostics().filter { $0.code == "ambiguous-layout" }.map(\.views) == [[box]])
  }

  /// On the canvas, a height bounded above by 0 and by nothing below is 0: fixed.
  @Test func theCanvasRuleFixesAHeightOnlyBoundedAboveByZero() throws {
    let (root, box) = try Self.box(heightAtMost: 0)
    #expect(root.ambiguityReports(options: .interfaceBuilderCanvas).isEmpty)
    #expect(
      root.layoutDiagnostics(ambiguity: .interfaceBuilderCanvas).filter { $0.code.hasPrefix("ambiguous") }.isEmpty)
    // Only the probe is limited: the layout is the same.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
  }

  /// The range 0…10 stays free on the canvas; only the part below zero goes.
  @Test func theCanvasRuleKeepsTheNonNegativePartOfARange() throws {
    let (root, _) = try Self.box(heightAtMost: 10)
    let canvas = try #require(root.ambiguityReports(options: .interfaceBuilderCanvas).first)
    #expect(canvas.name == "box")
    let height = try #require(canvas.freedom(for: .height))
    #expect(height.lowerBound == 0)
    #expect(height.upperBound == 10)
    let runtime = try #require(root.ambiguityReports().first?.freedom(for: .height))
    #expect(runtime.lowerBound == nil)
    #expect(runtime.upperBound == 10)
  }

  /// Property: a size the solution already gives a negative value gets no limit, so
  /// the canvas rule reports it as the default does (nothing is clamped silently).
  @Test func aNegativeSolvedSizeIsJudgedAsWithoutTheOption() throws {
    for upper in [-5.0, -0.25, -40] as [CGFloat] {
      let (root, _) = try Self.box(heightAtMost: upper)
      let runtime = root.ambiguityReports().map { $0.freedoms.map(\.description) }
      let canvas = root.ambiguityReports(options: .interfaceBuilderCanvas).map { $0.freedoms.map(\.description) }
      #expect(canvas == runtime, "\(upper)")
      let height = root.ambiguityReports(options: .interfaceBuilderCanvas).first?.freedom(for: .height)
      #expect(height?.lowerBound == nil, "\(upper)")
      #expect(height?.upperBound == upper, "\(upper)")
    }
  }
}
