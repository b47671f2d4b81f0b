import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A view whose position is bounded on one side only sits at its bound on the canvas;
/// stored elsewhere, its descendants' positions are undetermined in the window and
/// Xcode flags them ambiguous (InterfaceBuilder.md, "Verdicts", "Ambiguity in the
/// window": awslabs' Polly stack, `top ≥` the top guide and stored 60 points below it,
/// its three arranged views flagged; siskin-im's avatar view stored at its bound, its
/// subviews unflagged; SendBird's resend container, free between two bounds, its
/// button unflagged).
@Suite struct IBOneSidedBoundTests {
  /// A 100-point box 20 points from the root's sides whose top is only bounded,
  /// `top ≥ root.top + 20` (and `top ≤ root.top + 200` when `upperBound`), stored at
  /// `y`, holding a view pinned to its four edges.
  static func document(storedY: Int, upperBound: Bool = false, tools: String = "17701") -> String {
    let upper =
      upperBound
      ? """
                                  <constraint firstItem="box-00-id" firstAttribute="top" relation="lessThanOrEqual" secondItem="root-00-id" secondAttribute="top" constant="200" id="tu1-00-id"/>
      """ : ""
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="\(storedY)" width="335" height="100"/>
                                      <subviews>
                                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kid-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="335" height="100"/>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="100" id="bh1-00-id"/>
                                          <constraint firstItem="kid-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" id="kt1-00-id"/>
                                          <constraint firstItem="kid-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" id="kl1-00-id"/>
                                          <constraint firstAttribute="trailing" secondItem="kid-00-id" secondAttribute="trailing" id="kr1-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="kid-00-id" secondAttribute="bottom" id="kb1-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="bl1-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" constant="20" id="br1-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root-00-id" secondAttribute="top" constant="20" id="tl1-00-id"/>
      \(upper)
                              </constraints>
      """, tools: tools)
  }

  static func lines(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().map { $0.compilerLine(file: "A.storyboard") }
  }

  static let boxFinding =
    "error: [TestViewController] View (box-00-id): box-00-id.minY is free from 20 up: add box-00-id.bottom == root-00-id.bottom"

  /// Stored 60 points below its bound, where the canvas puts it: the box is ambiguous
  /// and the view inside it too, though its frame in the box is determined.
  @Test func aViewStoredAwayFromItsOneSidedBoundPassesItsFreedomOn() throws {
    let text = Self.document(storedY: 80)
    let box = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    let kid = TestDocuments.line(of: "id=\"kid-00-id\">", in: text)
    #expect(
      try Self.lines(text) == [
        "A.storyboard:\(box): \(Self.boxFinding)",
        "A.storyboard:\(kid): warning: [TestViewController] View (kid-00-id): its position is undetermined, because the position of View (box-00-id) is",
      ])
    #expect(try IBTestScene(text).frame("box-00-id") == CGRect(x: 20, y: 20, width: 335, height: 100))
  }

  /// Stored at its bound, the box is ambiguous alone.
  @Test func aViewStoredAtItsBoundIsAmbiguousAlone() throws {
    let text = Self.document(storedY: 20)
    let box = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    #expect(try Self.lines(text) == ["A.storyboard:\(box): \(Self.boxFinding)"])
  }

  /// Bounded on both sides, the stored position says nothing of where Xcode puts it:
  /// the box is ambiguous alone wherever it is stored in its range.
  @Test func aViewBetweenTwoBoundsIsAmbiguousAlone() throws {
    for y in [20, 80, 200] {
      let found = try Self.lines(Self.document(storedY: y, upperBound: true))
      #expect(found.count == 1)
      #expect(found.first?.contains("View (box-00-id): box-00-id.minY is free between 20 and 200") == true)
    }
  }

  /// Before Xcode 10.1 (build 14460) the box is misplaced as well: Xcode flags awslabs'
  /// Polly stack (Xcode 8) both, and `fix` would move it to the bound; from 14460 on an
  /// undetermined view is flagged ambiguous alone (the first test).
  @Test func beforeXcode10_1TheViewOffItsBoundIsMisplacedToo() throws {
    let text = Self.document(storedY: 80, tools: "13771")
    let box = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    let kid = TestDocuments.line(of: "id=\"kid-00-id\">", in: text)
    #expect(
      try Self.lines(text) == [
        "A.storyboard:\(box): \(Self.boxFinding)",
        "A.storyboard:\(kid): warning: [TestViewController] View (kid-00-id): its position is undetermined, because the position of View (box-00-id) is",
        "A.storyboard:\(box): warning: [TestViewController] View (box-00-id) is misplaced: the document stores (20, 80, 335, 100); its position is bounded on one side only, and the constraints put it at the bound, (20, 20, 335, 100)",
      ])
    #expect(try Self.lines(Self.document(storedY: 20, tools: "13771")) == ["A.storyboard:\(box): \(Self.boxFinding)"])
  }
}
