import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The rules computed from the document alone: `duplicate-constraint`,
/// `duplicate-id`, `dangling-reference`, `autolayout-disabled`.
@Suite struct IBStructureRulesTests {
  /// A 100 × 40 box `box-00-id` (outlet `badge`) pinned at the root's top leading
  /// corner, with `extra` constraints after its four and `variations` after the root's
  /// constraints.
  static func boxScene(_ extra: String, variations: String = "") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="20" width="100" height="40"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="wid-00-id"/>
                                          <constraint firstAttribute="height" constant="40" id="hei-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="lea-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="top-00-id"/>
      \(extra)
                              </constraints>
      \(variations)
      """,
      controllerExtras: """
                                <connections>
                                    <outlet property="badge" destination="box-00-id" id="out-00-id"/>
                                </connections>
        """)
  }

  /// The duplicate-constraint findings of a document's scenes (no layout).
  static func duplicates(_ text: String) throws -> [IBFinding] {
    let document = try IBDocument(data: TestDocuments.data(text))
    let checker = IBChecker(document: document)
    return document.scenes.flatMap { checker.duplicateConstraintFindings(in: $0) }
  }

  @Test func aConstraintRepeatedAsWrittenOrSwappedIsADuplicate() throws {
    let text = Self.boxScene(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="dup-01-id"/>
                                  <constraint firstItem="root-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" constant="-20" id="dup-02-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="width" relation="lessThanOrEqual" secondItem="root-00-id" secondAttribute="width" multiplier="0.5" id="dup-03-id"/>
                                  <constraint firstItem="root-00-id" firstAttribute="width" relation="greaterThanOrEqual" secondItem="box-00-id" secondAttribute="width" multiplier="2" id="dup-04-id"/>
      """)
    let line = { (id: String) in TestDocuments.line(of: "id=\"\(id)\"", in: text) }
    let lea = line("lea-00-id")
    let expected = [
      ("dup-01-id", "badge (box-00-id).leading == View (root-00-id).leading + 20", "lea-00-id", lea),
      ("dup-02-id", "View (root-00-id).leading == badge (box-00-id).leading - 20", "lea-00-id", lea),
      (
        "dup-04-id", "View (root-00-id).width >= badge (box-00-id).width × 2", "dup-03-id",
        line("dup-03-id")
      ),
    ].map { id, terms, earlier, earlierLine in
      IBFinding(
        severity: "warning", code: "duplicate-constraint", line: line(id), scene: "TestViewController",
        device: "document", orientation: "portrait",
        message:
          "constraint \(id) (\(terms)) repeats constraint \(earlier) on line \(earlierLine); Auto Layout solves both, and changing one later leaves the other in force: delete one"
      )
    }
    let found = try Self.duplicates(text)
    #expect(found.map(\.message) == expected.map(\.message))
    #expect(found == expected)
  }

  /// oth-06-id is installed in compact widths only, top-00-id in all size classes;
  /// oth-07-id and oth-08-id are installed in none (excluded from default, included
  /// nowhere): not duplicates of each other at run time.
  @Test func anotherPriorityConstantRelationOrSizeClassIsNoDuplicate() throws {
    let text = Self.boxScene(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" priority="750" id="oth-01-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="21" id="oth-02-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root-00-id" secondAttribute="leading" constant="20" id="oth-03-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" constant="20" id="oth-04-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" placeholder="YES" id="oth-05-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="oth-06-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" constant="20" id="oth-07-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" constant="20" id="oth-08-id"/>
      """,
      variations: """
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="oth-06-id"/>
                                        <exclude reference="oth-07-id"/>
                                        <exclude reference="oth-08-id"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <mask key="constraints">
                                        <include reference="oth-06-id"/>
                                    </mask>
                                </variation>
        """)
    #expect(try Self.duplicates(text) == [])
  }

  @Test func everyRepeatedIdAndDanglingReferenceIsAFinding() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="20" y="20" width="100" height="21"/>
                                  </label>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="20" y="60" width="100" height="21"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="gone-00-id" secondAttribute="leading" id="dan-00-id"/>
                              </constraints>
      """,
      controllerExtras: """
                                <connections>
                                    <outlet property="titleLabel" destination="nope-00-id" id="out-00-id"/>
                                    <segue destination="away-00-id" kind="show" id="seg-00-id"/>
                                </connections>
        """)
    let root = try IBElement.parse(TestDocuments.data(text))
    let line = { (id: String) in TestDocuments.line(of: "id=\"\(id)\"", in: text) }
    let firstLabel = line("lab-00-id")
    let tail = "which no element of the document has; delete it or point it at an existing object"
    func finding(
      _ severity: String, _ code: String, _ line: Int, _ message: String, _ id: String? = nil, _ name: String? = nil
    )
      -> IBFinding
    {
      IBFinding(
        severity: severity, code: code, line: line, scene: "TestViewController", device: "document",
        orientation: "portrait", message: message, viewID: id, viewName: name)
    }
    #expect(
      IBStructureRules(root: root).findings() == [
        finding(
          "error", "duplicate-id", firstLabel + 3,
          "View (lab-00-id): the element on line \(firstLabel) has the same id; Xcode cannot open or compile a document whose ids repeat (give one of them a new id, or resolve the merge that copied it)",
          "lab-00-id", "View (lab-00-id)"),
        finding(
          "error", "dangling-reference", line("dan-00-id"),
          "constraint dan-00-id refers to 'gone-00-id' (secondItem), \(tail)"),
        finding(
          "error", "dangling-reference", line("out-00-id"),
          "outlet 'titleLabel' out-00-id refers to 'nope-00-id' (destination), \(tail)"),
        finding(
          "error", "dangling-reference", line("seg-00-id"),
          "segue (show) seg-00-id refers to 'away-00-id' (destination), \(tail)"),
      ])
    // The library refuses the document at its first repeated id; `check` reports the findings instead.
    #expect(throws: IBError.self) { try IBDocument(root: root) }
  }

  @Test func autoLayoutTurnedOffWithConstraintsIsAFinding() throws {
    let on = Self.boxScene("")
    let off = on.replacingOccurrences(of: #"useAutolayout="YES" "#, with: "")
    #expect(off != on)
    #expect(IBStructureRules(root: try IBElement.parse(TestDocuments.data(on))).findings() == [])
    #expect(
      IBStructureRules(root: try IBElement.parse(TestDocuments.data(off))).findings() == [
        IBFinding(
          severity: "warning", code: "autolayout-disabled", line: 2, scene: "document", device: "document",
          orientation: "portrait",
          message:
            "the storyboard does not use Auto Layout (no useAutolayout=\"YES\") but holds 4 constraints; turn on \"Use Auto Layout\" in its File inspector (without it Interface Builder edits the document with autoresizing masks, not constraints)"
        )
      ])
  }
}
