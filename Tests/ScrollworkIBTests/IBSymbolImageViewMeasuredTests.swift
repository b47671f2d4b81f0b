import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// An SF Symbol image view whose size no required `=` constant fixes (an aspect ratio,
/// a stack) has its alignment rectangle measured by a first solve, and its stored frame
/// centred on it (InterfaceBuilder.md, "SF Symbol image views' frames"; tinode's
/// AccountSettings avatar, sized by a 1:1 ratio to an 80-point width, and xDrip's two
/// status symbols, sized by their 128-point stack).
@Suite struct IBSymbolImageViewMeasuredTests {
  /// `person` 80 wide with a 1:1 ratio, centred, its top 100 below the root's, stored
  /// 77 tall (its alignment rectangle 1.5 points outside the frame above and below), a
  /// box 4 below its bottom; and a horizontal stack 40 tall at (20, 300) holding
  /// `network`, 17 wide and stored 36 tall, beside a 20-point plain view; and `person`
  /// 30 tall pinned 20 from either side at y 400, stored 335 wide (no insets across).
  static let document: String = {
    let t = TestDocuments.self
    let symbol = #"image="person" catalog="system" "#
    let avatar = t.imageView(
      "ira-00-id", symbol, frame: #"x="147.5" y="101.5" width="80" height="77""#,
      constraints: [
        t.constraint(nil, "width", constant: "80", id: "r01-00-id"),
        t.constraint(nil, "width", "ira-00-id", "height", multiplier: "1:1", id: "r02-00-id"),
      ])
    let box = t.view(
      "bxr-00-id", frame: #"x="147.5" y="184" width="10" height="10""#,
      constraints: [
        t.constraint(nil, "width", constant: "10", id: "r03-00-id"),
        t.constraint(nil, "height", constant: "10", id: "r04-00-id"),
      ])
    let stretched = t.imageView(
      "irc-00-id", symbol, frame: #"x="20" y="400" width="335" height="30""#,
      constraints: [t.constraint(nil, "height", constant: "30", id: "r08-00-id")])
    let stack = t.stackView(
      "stk-00-id", "", frame: #"x="20" y="300" width="37" height="40""#,
      arranged: [
        t.imageView(
          "irb-00-id", frame: #"x="0.0" y="2" width="17" height="36""#,
          constraints: [t.constraint(nil, "width", constant: "17", id: "r05-00-id")],
          content: [#"<imageReference key="image" image="network" catalog="system" symbolScale="small"/>"#]),
        t.view(
          "pln-00-id", frame: #"x="17" y="0.0" width="20" height="40""#,
          constraints: [t.constraint(nil, "width", constant: "20", id: "r06-00-id")]),
      ],
      constraints: [t.constraint(nil, "height", constant: "40", id: "r07-00-id")])
    let constraints = [
      t.constraint("ira-00-id", "centerX", "root-00-id", "centerX", id: "c01-00-id"),
      t.constraint("ira-00-id", "top", "root-00-id", "top", constant: "100", id: "c02-00-id"),
      t.constraint("bxr-00-id", "top", "ira-00-id", "bottom", constant: "4", id: "c03-00-id"),
      t.constraint("bxr-00-id", "leading", "ira-00-id", "leading", id: "c04-00-id"),
      t.constraint("stk-00-id", "leading", "root-00-id", "leading", constant: "20", id: "c05-00-id"),
      t.constraint("stk-00-id", "top", "root-00-id", "top", constant: "300", id: "c06-00-id"),
      t.constraint("irc-00-id", "leading", "root-00-id", "leading", constant: "20", id: "c07-00-id"),
      t.constraint(nil, "trailing", "irc-00-id", "trailing", constant: "20", id: "c08-00-id"),
      t.constraint("irc-00-id", "top", "root-00-id", "top", constant: "400", id: "c09-00-id"),
    ]
    let body = t.group("subviews", avatar + box + stretched + stack) + t.group("constraints", constraints)
    return t.storyboard(t.indented(body, by: 24)).replacingOccurrences(
      of: "<image name=\"Sun\" width=\"150\" height=\"150\"/>",
      with: "<image name=\"Sun\" width=\"150\" height=\"150\"/>\n"
        + "        <image name=\"network\" catalog=\"system\" width=\"128\" height=\"123\"/>\n"
        + "        <image name=\"person\" catalog=\"system\" width=\"128\" height=\"121\"/>")
  }()

  @Test func aRatioOrAStackSizesTheRectangleTheStoredFrameIsCentredOn() throws {
    let scene = try IBTestScene(Self.document)
    let avatar = try #require(scene.layout.views["ira-00-id"])
    let symbol = try #require(scene.layout.views["irb-00-id"])
    // Alignment rectangles: (147.5, 100, 80, 80), the ratio's, and (0, 0, 17, 40), the stack's.
    #expect(avatar.alignmentRectInsets == EdgeInsets(top: -1.5, left: 0, bottom: -1.5, right: 0))
    #expect(symbol.alignmentRectInsets == EdgeInsets(top: -2, left: 0, bottom: -2, right: 0))
    #expect(avatar.intrinsicContentSize == CGSize(width: 80, height: 80))
    #expect(symbol.intrinsicContentSize == CGSize(width: 17, height: 40))
    // The frames are the stored ones; constraints on the edges act on the rectangle.
    #expect(scene.frame("ira-00-id") == CGRect(x: 147.5, y: 101.5, width: 80, height: 77))
    #expect(scene.frame("bxr-00-id") == CGRect(x: 147.5, y: 184, width: 10, height: 10))
    #expect(scene.frame("irb-00-id") == CGRect(x: 0, y: 2, width: 17, height: 36))
    #expect(scene.frame("pln-00-id") == CGRect(x: 17, y: 0, width: 20, height: 40))
    #expect(scene.frame("irc-00-id") == CGRect(x: 20, y: 400, width: 335, height: 30))
    #expect(try IBMisplacedRuleTests.misplaced(Self.document) == [])
    // A second layout pass changes nothing.
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("ira-00-id") == CGRect(x: 147.5, y: 101.5, width: 80, height: 77))
    #expect(scene.frame("irb-00-id") == CGRect(x: 0, y: 2, width: 17, height: 36))
  }

  /// The insets are the symbol's, measured where Xcode drew the stored frame: on a
  /// wider device the avatar moves with its centre and keeps them, and the stretched
  /// symbol grows with its rectangle (measured there, its 335 stored points would be
  /// centred on the device's 374).
  @Test func anotherDeviceKeepsTheInsetsMeasuredOnTheCanvas() throws {
    let device = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_1" })
    let scene = try IBTestScene(
      document: IBDocument(string: Self.document), options: IBLayoutOptions(device: device))
    let width = device.size(in: .portrait).width
    #expect(scene.frame("ira-00-id") == CGRect(x: width / 2 - 40, y: 101.5, width: 80, height: 77))
    #expect(scene.frame("irb-00-id") == CGRect(x: 0, y: 2, width: 17, height: 36))
    #expect(scene.frame("irc-00-id") == CGRect(x: 20, y: 400, width: width - 40, height: 30))
  }

  @Test func aMeasurementGivesInsetsOnlyWhereNoConstantFixesTheSize() {
    let stored = CGRect(x: 0, y: 0, width: 18, height: 21)
    let height = IBConstraint(
      id: "c-h", line: 1, firstItem: "v", firstAttribute: .height, relation: .equal, secondItem: nil,
      secondAttribute: .notAnAttribute, multiplier: 1, constant: 12, priority: 1000, isPlaceholder: false,
      isSymbolic: false, identifier: nil, owner: "v")
    // The constant wins over the measurement in its axis; the other axis takes the measurement.
    #expect(
      IBImageView.symbolInsets(
        stored: stored, constraints: [height], id: "v", measured: CGSize(width: 20, height: 30))
        == EdgeInsets(top: 4.5, left: -1, bottom: 4.5, right: -1))
    // A measurement that is not a positive finite length gives no insets.
    #expect(
      IBImageView.symbolInsets(
        stored: stored, constraints: [], id: "v", measured: CGSize(width: 0, height: CGFloat.nan)) == EdgeInsets())
  }
}
