import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Xcode 26 gives its switches and rounded-rect fields a height of their own (28 and 34
/// points), so one stored shorter was compressed by its constraints, and rows that
/// share a shortage at equal compression resistance tie (UIKitBehaviour.md §64;
/// InterfaceBuilder.md, "Verdicts": sentry-cocoa's ProfilingViewController).
@Suite struct IBControlEraHeightTests {
  /// A column (`col-00-id`) pinned 20 below the root's top and at most `room` points
  /// tall, of two centre-aligned rows: a switch (stored `switchHeight` tall) beside a
  /// label, and a label beside a rounded-rect field (stored `fieldHeight` tall, at
  /// `fieldFont` points). The stored frames share the shortage as Xcode 26 would: the
  /// rows are `switchHeight` and `fieldHeight` tall.
  /// `emptyLabel` adds a label without text after the field, stored 50 points wide at
  /// the row's full height (sentry-cocoa's marshalling status label), the field 58
  /// points narrower.
  static func document(
    tools: String = "24127", room: Int = 50, switchHeight: Double = 22, fieldHeight: Double = 28,
    fieldFont: Int = 14, emptyLabel: Bool = false
  ) -> String {
    let row2Y = switchHeight
    let label1Y = (switchHeight - 20.5) / 2
    let label2Y = (fieldHeight - 20.5) / 2
    let empty = """
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb3-00-id">
                                                      <rect key="frame" x="325" y="0.0" width="50" height="\(fieldHeight)"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  </label>
      """
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="\(switchHeight + fieldHeight)"/>
                                      <subviews>
                                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="rw1-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="375" height="\(switchHeight)"/>
                                              <subviews>
                                                  <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw1-00-id">
                                                      <rect key="frame" x="0.0" y="0.0" width="63" height="\(switchHeight)"/>
                                                  </switch>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                                      <rect key="frame" x="69" y="\(label1Y)" width="306" height="20.5"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  </label>
                                              </subviews>
                                          </stackView>
                                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="rw2-00-id">
                                              <rect key="frame" x="0.0" y="\(row2Y)" width="375" height="\(fieldHeight)"/>
                                              <subviews>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                                      <rect key="frame" x="0.0" y="\(label2Y)" width="31" height="20.5"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  </label>
                                                  <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf2-00-id">
                                                      <rect key="frame" x="39" y="0.0" width="\(emptyLabel ? 278 : 336)" height="\(fieldHeight)"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="\(fieldFont)"/>
                                                  </textField>
      \(emptyLabel ? empty : "")
                                              </subviews>
                                          </stackView>
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="c01-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c02-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="col-00-id" secondAttribute="trailing" id="c03-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="height" relation="lessThanOrEqual" constant="\(room)" id="c04-00-id"/>
                              </constraints>
      """,
      tools: tools)
  }

  /// The short ids (`rw1`, …) of the views `check` reports ambiguous.
  static func ambiguousIDs(_ scene: IBTestScene) -> Set<String> {
    let ids = ["col", "rw1", "sw1", "lb1", "rw2", "lb2", "tf2", "lb3"]
    let messages = scene.findings().filter { IBVerdicts.Flag(code: $0.code) == .ambiguous }.map(\.message)
    return Set(messages.compactMap { m in ids.first { m.contains("(\($0)-00-id)") } })
  }

  /// The heights the builder gives the controls: Xcode 26's where the stored one is
  /// shorter, the stored one otherwise (before Xcode 26, and for fonts above 17 points).
  @Test func aShortControlAsksForItsErasHeight() throws {
    let xcode26 = try IBTestScene(Self.document())
    #expect(xcode26.layout.views["sw1-00-id"]?.intrinsicContentSize == CGSize(width: 61, height: 28))
    #expect(xcode26.layout.views["tf2-00-id"]?.intrinsicContentSize.height == 34)
    let xcode16 = try IBTestScene(Self.document(tools: "23727"))
    #expect(xcode16.layout.views["sw1-00-id"]?.intrinsicContentSize == CGSize(width: 61, height: 22))
    #expect(xcode16.layout.views["tf2-00-id"]?.intrinsicContentSize.height == 28)
    let bigFont = try IBTestScene(Self.document(fieldFont: 20))
    #expect(bigFont.layout.views["tf2-00-id"]?.intrinsicContentSize.height == 28)
  }

  /// Xcode 26: the rows ask for 28 + 34 = 62 points and have 50; the switch can give
  /// up 7.5 points and the field 13.5 before a label must shrink too, each at
  /// compression resistance 750, so any split of the 12 points is as good: both rows,
  /// what they hold and the second row's place are ambiguous; the column is not.
  @Test func rowsSharingAShortageAtEqualResistanceAreAmbiguous() throws {
    let scene = try IBTestScene(Self.document())
    #expect(scene.frame("col-00-id") == CGRect(x: 0, y: 20, width: 375, height: 50))
    #expect(Self.ambiguousIDs(scene) == ["rw1", "sw1", "lb1", "rw2", "lb2", "tf2"])
  }

  /// Before Xcode 26 the stored heights are the controls' own: the rows fit the
  /// 50 points exactly, at their stored frames, and nothing is ambiguous.
  @Test func beforeXcode26TheStoredHeightsFit() throws {
    let scene = try IBTestScene(Self.document(tools: "23727"))
    #expect(scene.frame("rw1-00-id") == CGRect(x: 0, y: 0, width: 375, height: 22))
    #expect(scene.frame("rw2-00-id") == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(Self.ambiguousIDs(scene) == [])
  }

  /// Xcode 26 measures a label without text 0 by 0, whatever its stored frame; earlier
  /// documents keep the stored size.
  @Test func anEmptyLabelHasNoSizeOfItsOwnInXcode26() throws {
    let xcode26 = try IBTestScene(Self.document(emptyLabel: true))
    #expect(xcode26.layout.views["lb3-00-id"]?.intrinsicContentSize == .zero)
    let xcode16 = try IBTestScene(Self.document(tools: "23727", emptyLabel: true))
    #expect(xcode16.layout.views["lb3-00-id"]?.intrinsicContentSize == CGSize(width: 50, height: 28))
  }

  /// A 7-point shortage, stored as sentry-cocoa's last row is: the switch's row gives
  /// it all, the field's row keeps 34 points with the empty label stored at its full
  /// height. The switch's row can give up 7.5 points at 750 a point, and so can the
  /// field's, since the empty label does not resist (at its stored 34 points it would
  /// double the cost of that row, and the switch's row alone would give the 7 points).
  /// Both rows tie, with the empty label.
  @Test func anEmptyLabelDoesNotKeepItsRowOutOfTheTie() throws {
    let scene = try IBTestScene(Self.document(room: 55, switchHeight: 21, fieldHeight: 34, emptyLabel: true))
    #expect(scene.frame("col-00-id") == CGRect(x: 0, y: 20, width: 375, height: 55))
    #expect(Self.ambiguousIDs(scene) == ["rw1", "sw1", "lb1", "rw2", "lb2", "tf2", "lb3"])
    let before = try IBTestScene(
      Self.document(tools: "23727", room: 55, switchHeight: 21, fieldHeight: 34, emptyLabel: true))
    #expect(Self.ambiguousIDs(before) == [])
  }

  /// Metamorphic: controls stored at Xcode 26's heights, with room for them, keep
  /// their stored frames, nothing is ambiguous, and a second layout pass moves nothing.
  @Test func controlsAtTheirErasHeightsKeepTheirFrames() throws {
    let scene = try IBTestScene(Self.document(room: 62, switchHeight: 28, fieldHeight: 34))
    let stored: [String: CGRect] = [
      "col-00-id": CGRect(x: 0, y: 20, width: 375, height: 62),
      "rw1-00-id": CGRect(x: 0, y: 0, width: 375, height: 28),
      "sw1-00-id": CGRect(x: 0, y: 0, width: 63, height: 28),
      "rw2-00-id": CGRect(x: 0, y: 28, width: 375, height: 34),
      "tf2-00-id": CGRect(x: 39, y: 0, width: 336, height: 34),
    ]
    for (id, frame) in stored { #expect(scene.frame(id) == frame, "\(id)") }
    #expect(Self.ambiguousIDs(scene) == [])
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    for (id, frame) in stored { #expect(scene.frame(id) == frame, "\(id)") }
  }
}
