import Foundation
import Testing

@testable import Scrollwork

/// The exact constraints a stack view generates: identifiers, items, attributes,
/// relations, multipliers, constants and priorities (UIKitBehaviour.md §8's
/// catalogue; descriptions as in §9.1).
@Suite struct StackViewConstraintCatalogueTests {
  /// Alignment top, distribution fill-equally, spacing 10, two views: the dump of
  /// a real UIStackView quoted in kean/Arranged's README (the source of §8), 14
  /// constraints, owned by the stack, with the spanner among its layout guides.
  @Test func topAlignedFillEquallyMatchesUIKitsDump() throws {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = .top
    stack.distribution = .fillEqually
    stack.spacing = 10
    let spanners = stack.layoutGuides.filter { $0.identifier == "UISV-alignment-spanner" }
    #expect(spanners.count == 1)
    let spanner = try #require(spanners.first)
    #expect(spanner.owningView === stack)
    let names = StackFixtures.names([(stack, "stack"), (a, "A"), (b, "B"), (spanner, "spanner")])
    let generated = StackFixtures.generated(stack)
    #expect(generated.count == stack.constraints.count)
    #expect(generated.allSatisfy { $0.isActive })
    let actual = generated.map { StackFixtures.line($0, names) }
    #expect(actual.count == 14)
    #expect(
      Set(actual) == [
        "'UISV-alignment' A.top == 1*B.top + 0 @1000",
        "'UISV-canvas-connection' stack.leading == 1*A.leading + 0 @1000",
        "'UISV-canvas-connection' stack.trailing == 1*B.trailing + 0 @1000",
        "'UISV-canvas-connection' stack.top == 1*A.top + 0 @1000",
        "'UISV-canvas-connection' stack.bottom == 1*spanner.bottom + 0 @1000",
        "'UISV-fill-equally' B.width == 1*A.width + 0 @1000",
        "'UISV-spacing' B.leading == 1*A.trailing + 10 @1000",
        "'UISV-spanning-boundary' spanner.top == 1*A.top + 0 @999.5",
        "'UISV-spanning-boundary' spanner.bottom >= 1*A.bottom + 0 @1000",
        "'UISV-spanning-boundary' spanner.top == 1*B.top + 0 @999.5",
        "'UISV-spanning-boundary' spanner.bottom >= 1*B.bottom + 0 @1000",
        "'UISV-spanning-fit' spanner.height == 0 @51",
        "'UISV-ambiguity-suppression' A.height == 0 @25",
        "'UISV-ambiguity-suppression' B.height == 0 @25",
      ])
  }

  /// The same dump's descriptions (§9.1): VFL for canvas edges and spacing,
  /// equations otherwise, `UIStackView` as the class name.
  @Test func descriptionsReadLikeUIKits() throws {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    let generated = StackFixtures.generated(stack)
    let s = "UIStackView:" + ModelFixtures.hex(stack.debugAddress)
    let nameA = ModelFixtures.name(a)
    let nameB = ModelFixtures.name(b)
    let texts = Set(
      generated.map {
        $0.description.replacingOccurrences(
          of: #"NSLayoutConstraint:0x[0-9a-f]+ "#, with: "", options: .regularExpression)
      })
    #expect(texts.contains("<'UISV-spacing' H:[\(nameA)]-(10)-[\(nameB)]   (active)>"))
    #expect(texts.contains("<'UISV-canvas-connection' \(s).leading == \(nameA).leading   (active)>"))
    #expect(texts.contains("<'UISV-canvas-connection' H:[\(nameB)]-(0)-|   (active, names: '|':\(s) )>"))
    #expect(texts.contains("<'UISV-canvas-connection' V:[\(nameA)]-(0)-|   (active, names: '|':\(s) )>"))
  }

  /// Vertical, equal spacing, centered, spacing 4, the middle of three views
  /// hidden: 21 constraints, one distributing guide and the spanner.
  @Test func verticalEqualSpacingCenteredWithAHiddenView() throws {
    let a = View()
    let b = View()
    let c = View()
    b.isHidden = true
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.spacing = 4
    let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    let spanners = stack.layoutGuides.filter { $0.identifier == "UISV-alignment-spanner" }
    #expect(gaps.count == 1 && spanners.count == 1)
    let gap = try #require(gaps.first)
    let spanner = try #require(spanners.first)
    let names = StackFixtures.names([
      (stack, "stack"), (a, "A"), (b, "B"), (c, "C"), (gap, "gap"), (spanner, "spanner"),
    ])
    let actual = StackFixtures.generated(stack).map { StackFixtures.line($0, names) }
    #expect(actual.count == 21)
    #expect(
      Set(actual) == [
        // along the axis
        "'UISV-canvas-fit' stack.height == 0 @49",
        "'UISV-hiding' B.height == 0 @999.999",
        "'UISV-spacing-hidden' B.top == 1*A.bottom + 2 @50",
        "'UISV-canvas-connection' stack.top == 1*A.top + 0 @1000",
        "'UISV-canvas-connection' stack.bottom == 1*C.bottom + 0 @1000",
        "'UISV-spacing' C.top >= 1*A.bottom + 4 @1000",
        "'UISV-distributing-edge' gap.top == 1*A.bottom + 0 @1000",
        "'UISV-distributing-edge' gap.bottom == 1*C.top + 0 @1000",
        // across it
        "'UISV-alignment' A.centerX == 1*B.centerX + 0 @1000",
        "'UISV-alignment' A.centerX == 1*C.centerX + 0 @1000",
        "'UISV-spanning-fit' spanner.width == 0 @51",
        "'UISV-spanning-boundary' spanner.leading <= 1*A.leading + 0 @1000",
        "'UISV-spanning-boundary' spanner.trailing >= 1*A.trailing + 0 @1000",
        "'UISV-spanning-boundary' spanner.leading <= 1*C.leading + 0 @1000",
        "'UISV-spanning-boundary' spanner.trailing >= 1*C.trailing + 0 @1000",
        "'UISV-canvas-connection' stack.leading == 1*spanner.leading + 0 @1000",
        "'UISV-canvas-connection' stack.trailing == 1*spanner.trailing + 0 @1000",
        "'UISV-canvas-connection' stack.centerX == 1*A.centerX + 0 @1000",
        "'UISV-ambiguity-suppression' A.width == 0 @25",
        "'UISV-ambiguity-suppression' B.width == 0 @25",
        "'UISV-ambiguity-suppression' C.width == 0 @25",
      ])
  }

  /// Fill-proportionally: `item.width == m·canvas.width` at 999, 998; equal
  /// centering: the gap guides are equal at 149; margins: the canvas is the
  /// layout margins guide.
  @Test func proportionalCenteringAndMarginsCanvas() throws {
    let a = StackBox(100, 20)
    let b = StackBox(300, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    stack.spacing = 20
    stack.isLayoutMarginsRelativeArrangement = true
    let margins = stack.layoutMarginsGuide
    let names = StackFixtures.names([(stack, "stack"), (a, "A"), (b, "B"), (margins, "margins")])
    let proportional = StackFixtures.generated(stack)
      .filter { $0.identifier == "UISV-fill-proportionally" }
      .map { StackFixtures.line($0, names) }
    #expect(
      proportional == [
        "'UISV-fill-proportionally' A.width == \(formatG(100.0 / 420))*margins.width + 0 @999",
        "'UISV-fill-proportionally' B.width == \(formatG(300.0 / 420))*margins.width + 0 @998",
      ])
    #expect(
      StackFixtures.generated(stack).contains { $0.identifier == "UISV-canvas-connection" && $0.firstItem === margins })

    let c = StackBox(10, 10)
    stack.addArrangedSubview(c)
    stack.distribution = .equalCentering
    let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(gaps.count == 2)
    let equal = StackFixtures.generated(stack).filter { $0.identifier == "UISV-fill-equally" }
    #expect(equal.count == 1)
    #expect(equal.first?.priority == 149)
    #expect(!StackFixtures.generated(stack).contains { $0.identifier == "UISV-fill-proportionally" })
  }

  /// An empty stack: `UISV-fix-for-app-bug-ambiguity` (@1) on both sizes, so it
  /// is 0 × 0 where nothing else sizes it.
  @Test func emptyStack() throws {
    let stack = StackView(frame: .zero)
    let names = StackFixtures.names([(stack, "stack")])
    #expect(
      Set(StackFixtures.generated(stack).map { StackFixtures.line($0, names) }) == [
        "'UISV-fix-for-app-bug-ambiguity' stack.width == 0 @1",
        "'UISV-fix-for-app-bug-ambiguity' stack.height == 0 @1",
      ])
    try StackFixtures.host(stack)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 0, height: 0))
  }

  /// Guides are added and removed with the distribution and alignment that need
  /// them; every identifier the stack uses is one of UIKit's.
  @Test func guidesFollowTheConfiguration() {
    let stack = StackView(arrangedSubviews: [View(), View(), View()])
    #expect(stack.layoutGuides.isEmpty)
    stack.distribution = .equalSpacing
    stack.alignment = .center
    #expect(stack.layoutGuides.count == 3)
    stack.arrangedSubviews[0].isHidden = true
    #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
    stack.distribution = .fill
    stack.alignment = .fill
    #expect(stack.layoutGuides.isEmpty)
    let known = Set(StackConstraintIdentifier.allCases.map(\.rawValue))
    #expect(StackFixtures.generated(stack).allSatisfy { known.contains($0.identifier ?? "") })
  }
}
