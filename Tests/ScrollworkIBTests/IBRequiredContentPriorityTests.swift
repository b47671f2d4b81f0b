import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Required content priorities give way on Xcode's canvas
/// (`IBLayoutBuilder+ContentPriority.swift`, InterfaceBuilder.md "Verdicts",
/// UIKitBehaviour.md §62).
@Suite struct IBRequiredContentPriorityTests {
  /// A box 200 points tall, pinned 50 below the root's top, holding two labels stored
  /// 21 tall one above the other: 50 points above the first, 50 between them and 40
  /// below the second, so the constraints ask the labels for 39 + 21 or 21 + 39 or
  /// anything between (the shape of owncloud's Passcode labels and home-assistant's
  /// logo labels). `second` is the second label's vertical hugging and compression
  /// resistance (the first's are 1000 each); `secondHeight` an explicit height
  /// constraint on it (none when empty).
  static func box(second: String = "1000", secondHeight: String = "") -> String {
    let height =
      secondHeight.isEmpty
      ? ""
      : "<constraints><constraint firstAttribute=\"height\" constant=\"\(secondHeight)\" id=\"c10-00-id\"/></constraints>"
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="50" width="200" height="200"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="First Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                              <rect key="frame" x="60" y="50" width="80" height="21"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="\(second)" verticalCompressionResistancePriority="\(second)" text="Second Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                              <rect key="frame" x="48" y="121" width="104" height="21"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                              \(height)
                                          </label>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="200" id="c01-00-id"/>
                                          <constraint firstAttribute="width" constant="200" id="c02-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="50" id="c03-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="top" secondItem="lb1-00-id" secondAttribute="bottom" constant="50" id="c04-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="lb2-00-id" secondAttribute="bottom" constant="40" id="c05-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="centerX" secondItem="box-00-id" secondAttribute="centerX" id="c06-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="centerX" secondItem="box-00-id" secondAttribute="centerX" id="c07-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="50" id="c08-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c09-00-id"/>
                              </constraints>
      """)
  }

  /// The findings of `text` on its own canvas (and the devices given) whose codes are
  /// an ambiguity's or a conflict's, as compiler lines.
  static func lines(_ text: String, devices: [Device] = []) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check(devices: devices)
      .filter { IBVerdicts.Flag(code: $0.code) == .ambiguous || $0.code == "unsatisfiable-constraints" }
      .map { $0.compilerLine(file: "A.storyboard") }
  }

  /// Two labels of required content priorities share the 18 points the box asks more
  /// than their content: no constraint is broken, the box keeps its frame, and the
  /// difference may go to either label, so both are reported (Xcode flags owncloud's
  /// three labels and home-assistant's three).
  @Test func labelsOfRequiredContentPriorityShareTheGiveAndAreAmbiguous() throws {
    let text = Self.box()
    let first = TestDocuments.line(of: "id=\"lb1-00-id\">", in: text)
    let second = TestDocuments.line(of: "id=\"lb2-00-id\">", in: text)
    let note =
      "its content priority is required in its height, which Xcode's canvas lets give way to required constraints that ask for another height, and views of equal content priority share the difference: make the constraints agree with its content's size"
    #expect(
      try Self.lines(text) == [
        "A.storyboard:\(first): error: [TestViewController] Label 'First Label' (lb1-00-id): lb1-00-id.height is free between 21 and 39: give it an exact height, or raise the priority of one of the constraints that bound it; \(note)",
        "A.storyboard:\(second): error: [TestViewController] Label 'Second Label' (lb2-00-id): lb2-00-id.minY is free between 121 and 139: pin it exactly, or raise the priority of one of the constraints that bound it; lb2-00-id.height is free between 21 and 39: give it an exact height, or raise the priority of one of the constraints that bound it; \(note)",
      ])
    #expect(try IBAmbiguityRuleTests.frame(of: "box-00-id", in: text) == CGRect(x: 20, y: 50, width: 200, height: 200))
  }

  /// A label of required content priorities that alone can give way takes the whole
  /// difference: determined, nothing reported, the box and the other label keep their
  /// frames. On another device the app runs, where the priority stays required: the
  /// conflict is reported there.
  @Test func aRequiredContentSizeThatAloneGivesWayIsDetermined() throws {
    let text = Self.box(second: "750", secondHeight: "21")
    #expect(try Self.lines(text) == [])
    #expect(try IBAmbiguityRuleTests.frame(of: "lb1-00-id", in: text) == CGRect(x: 60, y: 50, width: 80, height: 39))
    #expect(try IBAmbiguityRuleTests.frame(of: "lb2-00-id", in: text) == CGRect(x: 48, y: 139, width: 104, height: 21))
    #expect(try IBAmbiguityRuleTests.frame(of: "box-00-id", in: text) == CGRect(x: 20, y: 50, width: 200, height: 200))
    let device = try #require(Device.named("iphone-se-2"))
    let conflicts = try Self.lines(text, devices: [device]).map { $0.components(separatedBy: " conflict;")[0] }
    #expect(
      conflicts == [
        "A.storyboard:\(TestDocuments.line(of: "id=\"lb1-00-id\"", in: text)): error: [TestViewController] Label 'First Label' (lb1-00-id): unsatisfiable constraints: c01-00-id, c03-00-id, c04-00-id, c05-00-id, c10-00-id, an unnamed constraint"
      ])
  }

  /// Priorities below required are the document's own, and a second layout pass moves
  /// nothing.
  @Test func priorityBelowRequiredIsKeptAndALayoutIsStable() throws {
    let doc = try IBDocument(string: Self.box(second: "999"))
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    let second = try #require(layout.views["lb2-00-id"])
    #expect(second.contentHuggingPriority(for: .vertical) == LayoutPriority(999))
    let first = try #require(layout.views["lb1-00-id"])
    #expect(first.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(999))
    layout.root.layoutIfNeeded()
    let frames = layout.order.compactMap { layout.views[$0]?.frame }
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.order.compactMap { layout.views[$0]?.frame } == frames)
  }
}
