import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// When a scene's constraints conflict, which of the conflicting constraints Auto
/// Layout gives up is the engine's choice: a stored frame that breaks one of them is
/// no evidence that the view is misplaced (InterfaceBuilder.md, "Verdicts";
/// home-assistant's HomeAssistantLogoView and iNaturalist's OnboardingReauthenticate,
/// views Xcode flags ambiguous, not misplaced).
@Suite struct IBConflictEvidenceTests {
  /// A 375 × 667 scene (Xcode 12) whose view `box` has two required heights, 100
  /// and 120, and is stored `boxHeight` tall; view `kid`, outside the conflict, is
  /// pinned 20 points from the root's leading edge and stored at x = `kidX`.
  static func document(boxHeight: Int, kidX: Int = 20) -> String {
    let t = TestDocuments.self
    let tamic = #"translatesAutoresizingMaskIntoConstraints="NO""#
    let box = t.view(
      "box-00-id", tamic, frame: #"x="16" y="100" width="100" height="\#(boxHeight)""#,
      constraints: [
        t.constraint(nil, "width", constant: "100", id: "w01-00-id"),
        t.constraint(nil, "height", constant: "100", id: "h01-00-id"),
        t.constraint(nil, "height", constant: "120", id: "h02-00-id"),
      ])
    let kid = t.view(
      "kid-00-id", tamic, frame: #"x="\#(kidX)" y="300" width="50" height="50""#,
      constraints: [
        t.constraint(nil, "width", constant: "50", id: "w02-00-id"),
        t.constraint(nil, "height", constant: "50", id: "h03-00-id"),
      ])
    return t.rootViewStoryboard(
      subviews: [box, kid],
      constraints: [
        t.constraint("box-00-id", "leading", "root-0-id", "leading", constant: "16", id: "c01-00-id"),
        t.constraint("box-00-id", "top", "root-0-id", "top", constant: "100", id: "c02-00-id"),
        t.constraint("kid-00-id", "leading", "root-0-id", "leading", constant: "20", id: "c03-00-id"),
        t.constraint("kid-00-id", "top", "root-0-id", "top", constant: "300", id: "c04-00-id"),
      ])
  }

  /// `check`'s findings on the document's own canvas with rule `code`, as `line: message`.
  static func findings(_ code: String, in text: String) throws -> [String] {
    try IBTestScene(text).findings().filter { $0.code == code }.map { "\($0.line): \($0.message)" }
  }

  @Test func aStoredFrameThatBreaksAConflictingConstraintIsNoEvidence() throws {
    // Stored 110 tall, the box breaks both heights: whichever the engine keeps, the
    // stored frame breaks it, and whichever Xcode kept is not known.
    let text = Self.document(boxHeight: 110)
    #expect(try Self.findings("misplaced-view", in: text) == [])
    // The conflict itself is still reported.
    let conflicts = try Self.findings("unsatisfiable-constraints", in: text)
    #expect(
      conflicts == [
        "20: View (box-00-id): unsatisfiable constraints: h01-00-id, h02-00-id conflict; Auto Layout breaks h02-00-id (box-00-id.height == 120).\(IBCheckerTests.conflictFix)"
      ])
  }

  @Test func aViewOutsideTheConflictIsStillJudged() throws {
    // The kid, stored 10 points right of its leading constraint, is misplaced
    // whatever the box's conflict.
    let text = Self.document(boxHeight: 110, kidX: 30)
    #expect(
      try Self.findings("misplaced-view", in: text) == [
        "23: View (kid-00-id) is misplaced: the document stores (30, 300, 50, 50), the constraints give (20, 300, 50, 50)"
      ])
  }
}
