import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A view without content (a plain or custom-class `<view>` without subviews) arranged
/// in a stack that does not fill keeps its stored thickness across the stack's axis on
/// Xcode's canvas, where UIKit's `UISV-ambiguity-suppression` gives it 0
/// (InterfaceBuilder.md, "Building", "Arranged views without content"; iNaturalist's
/// Onboarding login button, habitica's Intro spacer).
@Suite struct IBArrangedThicknessTests {
  /// A centre-aligned horizontal `fillEqually` stack `row` holding only a custom-class
  /// view `btn` with no constraints, stored `stored` tall and as wide as the stack, as
  /// the last view of a centre-aligned vertical stack `col` pinned to the root's
  /// bottom, 290 wide and centred, under a 20-point view (the shape of iNaturalist's
  /// Onboarding login, Xcode 14).
  static func buttonRow(stored: Double, alignment: String = "center") -> String {
    let t = TestDocuments.self
    let rowHeight = alignment == "center" ? stored : 30
    let top = t.view(
      "top-00-id", frame: #"x="0.0" y="0.0" width="290" height="20""#,
      constraints: [t.constraint(nil, "height", constant: "20", id: "th1-00-id")])
    let row = t.stackView(
      "row-00-id", #"distribution="fillEqually" alignment="\#(alignment)" spacing="10" "#,
      frame: #"x="0.0" y="30" width="290" height="\#(rowHeight)""#,
      arranged: [
        t.view(
          "btn-00-id", frame: #"x="0.0" y="0.0" width="290" height="\#(stored)""#,
          after: #" customClass="SignInButton""#)
      ],
      constraints: alignment == "center" ? [] : [t.constraint(nil, "height", constant: "30", id: "rh1-00-id")])
    let column = t.stackView(
      "col-00-id", #"axis="vertical" alignment="center" spacing="10" "#,
      frame: #"x="42.5" y="\#(667 - 30 - rowHeight)" width="290" height="\#(30 + rowHeight)""#, arranged: [top, row],
      constraints: [
        t.constraint(nil, "width", constant: "290", id: "cw1-00-id"),
        t.constraint("row-00-id", "width", "col-00-id", "width", id: "rw1-00-id"),
        t.constraint("top-00-id", "width", "col-00-id", "width", id: "tw1-00-id"),
      ])
    let constraints = [
      t.constraint("col-00-id", "centerX", "root-00-id", "centerX", id: "cx1-00-id"),
      t.constraint(nil, "bottom", "col-00-id", "bottom", id: "cb1-00-id"),
    ]
    return t.storyboard(t.indented(t.group("subviews", column) + t.group("constraints", constraints), by: 24))
  }

  /// A centre-aligned vertical stack `frm` pinned 20 points inside the root's sides
  /// and to its top, holding a 30-point view as wide as the stack and a plain view
  /// `gap` that has only a height (8), stored `stored` wide (the shape of habitica's
  /// Intro login form, Xcode 15).
  static func spacerColumn(stored: Double) -> String {
    let t = TestDocuments.self
    let column = t.stackView(
      "frm-00-id", #"axis="vertical" alignment="center" spacing="12" "#,
      frame: #"x="20" y="0.0" width="335" height="50""#,
      arranged: [
        t.view(
          "fld-00-id", frame: #"x="0.0" y="0.0" width="335" height="30""#,
          constraints: [t.constraint(nil, "height", constant: "30", id: "fh1-00-id")]),
        t.view(
          "gap-00-id", frame: #"x="\#((335 - stored) / 2)" y="42" width="\#(stored)" height="8""#,
          constraints: [t.constraint(nil, "height", constant: "8", id: "gh1-00-id")]),
      ],
      constraints: [t.constraint("fld-00-id", "width", "frm-00-id", "width", id: "fw1-00-id")])
    let constraints = [
      t.constraint("frm-00-id", "top", "root-00-id", "top", id: "ft1-00-id"),
      t.constraint("frm-00-id", "leading", "root-00-id", "leading", constant: "20", id: "fl1-00-id"),
      t.constraint(nil, "trailing", "frm-00-id", "trailing", constant: "20", id: "fr1-00-id"),
    ]
    return t.storyboard(t.indented(t.group("subviews", column) + t.group("constraints", constraints), by: 24))
  }

  /// The custom view keeps its stored 50 points, and the one-view stack around it
  /// hugs them (its `UISV-canvas-fit` at 49 does not squeeze it); nothing is
  /// reported, as Xcode stores it (iNaturalist's `JNh-8M-Acy`, unflagged). A second
  /// layout pass changes nothing.
  @Test func aCustomViewKeepsItsStoredHeightAcrossACentredRow() throws {
    let scene = try IBTestScene(Self.buttonRow(stored: 50))
    #expect(scene.frame("btn-00-id") == CGRect(x: 0, y: 0, width: 290, height: 50))
    #expect(scene.frame("row-00-id") == CGRect(x: 0, y: 30, width: 290, height: 50))
    #expect(scene.frame("col-00-id") == CGRect(x: 42.5, y: 587, width: 290, height: 80))
    #expect(scene.findings().map(\.message) == [])
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.frame("btn-00-id") == CGRect(x: 0, y: 0, width: 290, height: 50))
  }

  /// The thickness is the stored one, whatever it is: 36 points stored, 36 solved.
  @Test func theThicknessFollowsTheStoredFrame() throws {
    let scene = try IBTestScene(Self.buttonRow(stored: 36))
    #expect(scene.frame("btn-00-id") == CGRect(x: 0, y: 0, width: 290, height: 36))
    #expect(scene.frame("col-00-id") == CGRect(x: 42.5, y: 601, width: 290, height: 66))
  }

  /// The program keeps UIKit's suppression: with measured intrinsic sizes (the
  /// library's, not the canvas's) the view is 0 tall and so is its row.
  @Test func measuredSizesKeepUIKitsSuppression() throws {
    let document = try IBDocument(string: Self.buttonRow(stored: 50))
    let scene = try IBTestScene(document: document, options: IBLayoutOptions(intrinsicSizes: .measured))
    #expect(scene.frame("btn-00-id")?.height == 0)
    #expect(scene.frame("row-00-id")?.height == 0)
  }

  /// A stack that fills its thickness sizes the view itself: a 30-point `fill` row
  /// makes a view stored 50 tall 30 tall.
  @Test func aFillStackSizesTheViewItself() throws {
    let scene = try IBTestScene(Self.buttonRow(stored: 50, alignment: "fill"))
    #expect(scene.frame("btn-00-id") == CGRect(x: 0, y: 0, width: 290, height: 30))
  }

  /// A stored thickness below 0 (a malformed frame) is not taken: the view is left to
  /// the stack's suppression, 0 tall, and nothing traps.
  @Test func aNegativeStoredThicknessIsNotTaken() throws {
    let scene = try IBTestScene(Self.buttonRow(stored: -5))
    #expect(scene.frame("btn-00-id")?.height == 0)
    #expect(scene.frame("row-00-id")?.height == 0)
  }

  /// A plain view with only a height in a centre-aligned vertical stack keeps its
  /// stored 240-point width, centred in the 335-point stack (habitica's
  /// `rSh-fx-HbJ`), and is not reported.
  @Test func aPlainViewKeepsItsStoredWidthAcrossACentredColumn() throws {
    let scene = try IBTestScene(Self.spacerColumn(stored: 240))
    #expect(scene.frame("gap-00-id") == CGRect(x: 47.5, y: 42, width: 240, height: 8))
    #expect(scene.frame("frm-00-id") == CGRect(x: 20, y: 0, width: 335, height: 50))
    #expect(scene.findings().map(\.message) == [])
  }
}
