import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A document whose required constraints conflict: the constraint Auto Layout breaks
/// still pulls, before every optional priority (UIKitBehaviour.md §71).
@Suite struct IBBrokenConstraintPullTests {
  /// A 375 × 667 scene (Xcode 12) with view `box` 16 points from the root's leading
  /// edge and at least 16 from its trailing edge, at least 250 wide, at most `cap`
  /// wide, and 343 wide at priority 750. The box's own constraints reach the engine
  /// after the root's, in document order, so with a cap below 250 the cap is the
  /// constraint broken (§9.3).
  static func document(cap: Int) -> String {
    let t = TestDocuments.self
    let box = t.view(
      "box-00-id", #"translatesAutoresizingMaskIntoConstraints="NO""#,
      frame: #"x="16" y="100" width="343" height="40""#,
      constraints: [
        t.constraint(nil, "width", relation: "greaterThanOrEqual", constant: "250", id: "w00-00-id"),
        t.constraint(nil, "width", relation: "lessThanOrEqual", constant: "\(cap)", id: "w01-00-id"),
        t.constraint(nil, "width", priority: 750, constant: "343", id: "w02-00-id"),
        t.constraint(nil, "height", constant: "40", id: "h01-00-id"),
      ])
    return t.rootViewStoryboard(
      subviews: [box],
      constraints: [
        t.constraint("box-00-id", "leading", "root-0-id", "leading", constant: "16", id: "c01-00-id"),
        t.constraint(
          "root-0-id", "trailing", "box-00-id", "trailing", relation: "greaterThanOrEqual", constant: "16",
          id: "c02-00-id"),
        t.constraint("box-00-id", "top", "root-0-id", "top", constant: "100", id: "c03-00-id"),
      ])
  }

  @Test func theBrokenConstraintStillPullsTheBox() throws {
    let scene = try IBTestScene(Self.document(cap: 200))
    let conflicts = scene.findings().filter { $0.code == "unsatisfiable-constraints" }.map(\.message)
    #expect(
      conflicts == [
        "View (box-00-id): unsatisfiable constraints: w00-00-id, w01-00-id conflict; Auto Layout breaks w01-00-id (box-00-id.width <= 200).\(IBCheckerTests.conflictFix)"
      ])
    // The broken cap still pulls the box as narrow as its floor allows, 250, before
    // the 750 wish for 343 (left out of the solver, the cap would let the wish win).
    #expect(scene.frame("box-00-id") == CGRect(x: 16, y: 100, width: 250, height: 40))
  }

  @Test func withoutAConflictNothingIsBroken() throws {
    let scene = try IBTestScene(Self.document(cap: 400))
    #expect(scene.findings().filter { $0.code == "unsatisfiable-constraints" }.isEmpty)
    #expect(scene.frame("box-00-id") == CGRect(x: 16, y: 100, width: 343, height: 40))
  }
}
