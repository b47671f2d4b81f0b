import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Xcode's canvas judges ambiguity among sizes ≥ 0 only (issue 17; InterfaceBuilder.md,
/// "Verdicts": LoopKit's CarbKit labels stored 0 tall, free only below zero, are not
/// flagged; xDrip's over-full stack resolves with every size ≥ 0). `check` probes
/// with ``AmbiguityOptions/interfaceBuilderCanvas``; the layout itself is unchanged.
@Suite struct IBNonNegativeSizeTests {
  /// A 100-wide box pinned to the root's leading edge and the safe area's top whose
  /// height has only the required bound `height <= upper` (stored `storedHeight` tall).
  static func document(heightAtMost upper: Int, storedHeight: Int) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="20" width="100" height="\(storedHeight)"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="w01-00-id"/>
                                          <constraint firstAttribute="height" relation="lessThanOrEqual" constant="\(upper)" id="h01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="l01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t01-00-id"/>
                              </constraints>
      """)
  }

  static func lines(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().map { $0.compilerLine(file: "A.storyboard") }
  }

  /// A height bounded above by 0 and by nothing below is free only below zero: not a
  /// layout the canvas considers, so nothing is reported, and the stored frame is it.
  @Test func aHeightFreeOnlyBelowZeroIsNotAmbiguous() throws {
    let text = Self.document(heightAtMost: 0, storedHeight: 0)
    #expect(try Self.lines(text) == [])
    #expect(try IBTestScene(text).frame("box-00-id") == CGRect(x: 20, y: 20, width: 100, height: 0))
  }

  /// The range 0…10 stays free: still ambiguous, with the range the canvas allows.
  @Test func aHeightFreeBetweenZeroAndTenIsStillAmbiguous() throws {
    let text = Self.document(heightAtMost: 10, storedHeight: 0)
    let line = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    #expect(
      try Self.lines(text) == [
        "A.storyboard:\(line): error: [TestViewController] View (box-00-id): box-00-id.height is free between 0 and 10: give it an exact height, or raise the priority of one of the constraints that bound it"
      ])
  }
}
