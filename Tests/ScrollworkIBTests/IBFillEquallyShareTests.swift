import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A fill-equally stack gives its visible views equal lengths, and Xcode stores each at
/// that share rounded to the canvas's pixels (UIKitBehaviour.md §74; InterfaceBuilder.md,
/// "Fill-equally shares"): blink's SmartKeys stores three buttons of a 153.5-point stack
/// 51, 51.5 and 51 wide. A stored length above the share is rounding, not the view's
/// natural length, so a stack that only its content sizes keeps its stored length.
@Suite struct IBFillEquallyShareTests {
  /// A horizontal fill-equally stack `feh`, placed by its leading edge and top only,
  /// of three buttons stored 51, 51.5 and 51 wide (153.5 in all); a vertical one `fev`
  /// (spacing 10) of two buttons stored 30.5 and 30 tall (70.5 in all).
  static let document: String = {
    let t = TestDocuments.self
    func button(_ id: String, _ frame: String) -> [String] { t.button(id, frame: frame, title: "esc", pointSize: 20) }
    let row = t.stackView(
      "feh-00-id", #"distribution="fillEqually" "#, frame: #"x="10" y="40" width="153.5" height="36""#,
      arranged: [
        button("bh1-00-id", #"x="0.0" y="0.0" width="51" height="36""#),
        button("bh2-00-id", #"x="51" y="0.0" width="51.5" height="36""#),
        button("bh3-00-id", #"x="102.5" y="0.0" width="51" height="36""#),
      ])
    let column = t.stackView(
      "fev-00-id", #"axis="vertical" distribution="fillEqually" spacing="10" "#,
      frame: #"x="10" y="100" width="100" height="70.5""#,
      arranged: [
        button("bv1-00-id", #"x="0.0" y="0.0" width="100" height="30.5""#),
        button("bv2-00-id", #"x="0.0" y="40.5" width="100" height="30""#),
      ])
    let constraints = [
      t.constraint("feh-00-id", "leading", "root-00-id", "leading", constant: "10", id: "fh1-00-id"),
      t.constraint("feh-00-id", "top", "root-00-id", "top", constant: "40", id: "fh2-00-id"),
      t.constraint("fev-00-id", "leading", "root-00-id", "leading", constant: "10", id: "fv1-00-id"),
      t.constraint("fev-00-id", "top", "root-00-id", "top", constant: "100", id: "fv2-00-id"),
    ]
    return t.storyboard(t.indented(t.group("subviews", row + column) + t.group("constraints", constraints), by: 24))
  }()

  /// The stacks keep their stored lengths: 153.5 wide and 70.5 tall, not 3 × 51.5 =
  /// 154.5 and 2 × 30.5 + 10 = 71 (the rounded-up share taken as every view's
  /// natural length).
  @Test func aStackSizedByItsContentKeepsItsStoredLength() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.frame("feh-00-id") == CGRect(x: 10, y: 40, width: 153.5, height: 36))
    #expect(scene.frame("fev-00-id") == CGRect(x: 10, y: 100, width: 100, height: 70.5))
  }

  /// Each view gets the share, rounded to the 2× canvas's pixels as Xcode stores it.
  @Test func theViewsTakeTheRoundedShare() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.frame("bh1-00-id") == CGRect(x: 0, y: 0, width: 51, height: 36))
    #expect(scene.frame("bh2-00-id") == CGRect(x: 51, y: 0, width: 51.5, height: 36))
    #expect(scene.frame("bh3-00-id") == CGRect(x: 102.5, y: 0, width: 51, height: 36))
    #expect(scene.frame("bv1-00-id") == CGRect(x: 0, y: 0, width: 100, height: 30.5))
    #expect(scene.frame("bv2-00-id") == CGRect(x: 0, y: 40.5, width: 100, height: 30))
  }

  /// `check` finds nothing: the cap makes no view misplaced or ambiguous (the stacks'
  /// content-sized lengths stay determined).
  @Test func checkFindsNothing() throws {
    let scene = try IBTestScene(Self.document)
    #expect(scene.findings().map(\.message) == [])
  }

  /// The cap is the exact share: the stored length less the margins and gaps, over
  /// the visible views; a hidden view takes no share and gets no cap.
  @Test func theCapIsTheExactShareOfTheVisibleViews() throws {
    let document = try IBDocument(string: Self.document)
    let scene = try #require(document.scenes.first)
    var stack = try #require(Self.find("fev-00-id", in: scene.root))
    #expect(Builder.equalShareCaps(in: stack) == ["bv1-00-id": 30.25, "bv2-00-id": 30.25])
    stack.margins = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5.5, trailing: 0)
    stack.subviews[1].isHidden = true
    #expect(Builder.equalShareCaps(in: stack) == ["bv1-00-id": 60])
    stack.stack?.distribution = "fill"
    #expect(Builder.equalShareCaps(in: stack) == [:])
  }

  /// Laying the scene out again changes no frame.
  @Test func aSecondPassChangesNothing() throws {
    let scene = try IBTestScene(Self.document)
    let ids = ["feh-00-id", "bh1-00-id", "bh2-00-id", "bh3-00-id", "fev-00-id", "bv1-00-id", "bv2-00-id"]
    let first = ids.map { scene.frame($0) }
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(ids.map { scene.frame($0) } == first)
  }

  static func find(_ id: String, in view: IBView) -> IBView? {
    if view.id == id { return view }
    for sub in view.subviews { if let found = find(id, in: sub) { return found } }
    return nil
  }
}
