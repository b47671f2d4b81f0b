import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A stored frame that breaks a constraint of the conflict that sizes ≥ 0 bring is no
/// misplaced evidence (InterfaceBuilder.md, "Verdicts": xDrip's home scene, a stack
/// that needs 410 points in 197, which the solver meets with an empty stack view −213
/// tall; Xcode stores every size ≥ 0, breaks the arranged views' own heights, and flags
/// none of them misplaced), and nothing inside a hidden view is judged.
@Suite struct IBNonNegativeConflictTests {
  /// A 100-point container `box` holding `top` (height `topHeight`) above `gap`
  /// (no size of its own), chained top to bottom, stored as Xcode stores an over-full
  /// column: `top` squeezed to the box's 100 points, `gap` 0 tall. `hidden` hides the
  /// container.
  static func document(topHeight: Int, hidden: Bool = false) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view \(hidden ? #"hidden="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="20" width="200" height="100"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                              <constraints>
                                                  <constraint firstAttribute="height" constant="\(topHeight)" id="h01-00-id"/>
                                              </constraints>
                                          </view>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="gap-00-id">
                                              <rect key="frame" x="0.0" y="100" width="200" height="0.0"/>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="100" id="h02-00-id"/>
                                          <constraint firstAttribute="width" constant="200" id="w01-00-id"/>
                                          <constraint firstItem="top-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" id="v01-00-id"/>
                                          <constraint firstItem="gap-00-id" firstAttribute="top" secondItem="top-00-id" secondAttribute="bottom" id="v02-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="gap-00-id" secondAttribute="bottom" id="v03-00-id"/>
                                          <constraint firstItem="top-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" id="x01-00-id"/>
                                          <constraint firstItem="top-00-id" firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="x02-00-id"/>
                                          <constraint firstItem="gap-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" id="x03-00-id"/>
                                          <constraint firstItem="gap-00-id" firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="x04-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="l01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="t01-00-id"/>
                              </constraints>
      """)
  }

  static func misplaced(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().filter { $0.code == "misplaced-view" }
      .map(\.message)
  }

  @Test func aStoredFrameThatBreaksTheNonNegativeConflictIsNoEvidence() throws {
    // 150 points in 100: the solver gives the gap −50 (drawn standardised, from 100
    // up to 150) and keeps `top` 150 tall; the stored 100 breaks only the conflict.
    let text = Self.document(topHeight: 150)
    let scene = try IBTestScene(text)
    #expect(scene.frame("top-00-id") == CGRect(x: 0, y: 0, width: 200, height: 150))
    #expect(try Self.misplaced(text) == [])
  }

  @Test func aStoredFrameThatBreaksAConstraintWithoutConflictStaysEvidence() throws {
    // 60 points in 100: no size below zero, so the stored 100 is misplaced (the gap's
    // stored frame breaks none of its constraints).
    #expect(
      try Self.misplaced(Self.document(topHeight: 60)) == [
        "View (top-00-id) is misplaced: the document stores (0, 0, 200, 100), the constraints give (0, 0, 200, 60)"
      ])
  }

  @Test func nothingInsideAHiddenViewIsJudged() throws {
    #expect(try Self.misplaced(Self.document(topHeight: 60, hidden: true)) == [])
  }
}
