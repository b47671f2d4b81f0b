import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// What `check`'s misplaced verdict compares (issue 17; InterfaceBuilder.md,
/// "Verdicts"): the row height Xcode's canvas gives a self-sizing row by era, the
/// least height of a Subtitle-style row, and undetermined views whose stored frame
/// breaks a part of the frame the constraints do determine.
@Suite struct IBMisplacedVerdictTests {
  /// A view pinned 8 points inside the content view's top and bottom, 80 points
  /// tall: the content asks for a 96-point row.
  static let tallContent = """
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                                        <rect key="frame" x="16" y="8" width="343" height="80"/>
                                                        <constraints>
                                                            <constraint firstAttribute="height" constant="80" id="h01-00-id"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leading" constant="16" id="c01-00-id"/>
                                                    <constraint firstItem="box-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailing" constant="-16" id="c02-00-id"/>
                                                    <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="top" constant="8" id="c03-00-id"/>
                                                    <constraint firstItem="box-00-id" firstAttribute="bottom" secondItem="cvw-00-id" secondAttribute="bottom" constant="-8" id="c04-00-id"/>
                                                </constraints>
    """

  /// A self-sizing row (the table's `rowHeight` is automatic) of `tallContent`,
  /// stored `height` points tall, saved by Xcode build `tools`: a static cell, or a
  /// prototype cell when `prototype` is true.
  static func selfSizingRow(height: String, tools: String, prototype: Bool = false) -> String {
    let text = IBMisplacedRuleTests.retooled(
      IBCellTests.table(
        cell: "", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"\(height)\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"\(height)\"", body: Self.tallContent), tools)
    return prototype ? text : IBCellTests.staticTable(text)
  }

  @Test func beforeXcode13ASelfSizingRowIsJudgedAtTheStandardHeight() throws {
    // Xcode 12 draws the row 44 points tall whatever its content asks for (arcgis'
    // rows at 44 go unflagged): the cell stored at 44 is not misplaced...
    #expect(try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "44", tools: "17156")) == [])
    // ... one stored at 40 is (Strongbox's 40-point rows, flagged), and so is one
    // stored at the content's own 96.
    #expect(
      try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "40", tools: "17156")) == [
        "20: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 40); Xcode before 13 draws a self-sizing row 44 pt tall whatever its content"
      ])
    #expect(
      try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "96", tools: "17156")) == [
        "20: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 96); Xcode before 13 draws a self-sizing row 44 pt tall whatever its content"
      ])
  }

  /// Before Xcode 13 a prototype row follows its content as every row does from
  /// Xcode 13 (InterfaceBuilder.md, "Verdicts"): stored at the content's 96 (a
  /// held-out Xcode 11.2 document stores its prototype row at its content's 81.5,
  /// unflagged) it is not misplaced, and stored at 44 it is, with the content's
  /// height, where the static row above is judged at 44.
  @Test func beforeXcode13APrototypeRowFollowsItsContent() throws {
    for tools in ["14490", "15400", "17156"] {
      #expect(
        try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "96", tools: tools, prototype: true)) == [],
        "\(tools)")
      #expect(
        try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "44", tools: tools, prototype: true)) == [
          "18: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 44), the constraints give (0, 28, 375, 96)"
        ], "\(tools)")
    }
  }

  /// The builder lays a self-sizing row out at the height `check` judges it by (one
  /// rule, `Builder.legacyStaticRowHeight(of:build:)`): before Xcode 13 a static row
  /// at 44 whatever its content, a prototype row at its content's 96; from Xcode 13
  /// both at 96. A second layout pass changes nothing.
  @Test func theBuilderDrawsTheRowCheckJudges() throws {
    let cases: [(tools: String, prototype: Bool, height: CGFloat)] = [
      ("17156", false, 44), ("17156", true, 96), ("20037", false, 96), ("20037", true, 96),
    ]
    for c in cases {
      let layout = try IBMisplacedRuleTests.layout(
        Self.selfSizingRow(height: "60", tools: c.tools, prototype: c.prototype))
      let cell = try #require(layout.views["cel-00-id"])
      #expect(cell.frame == CGRect(x: 0, y: 28, width: 375, height: c.height), "\(c)")
      #expect(
        IBChecker.legacySelfSizingRowHeight(of: "cel-00-id", in: layout, build: c.tools == "17156" ? 17156 : 20037)
          == (c.height == 44 ? 44 : nil), "\(c)")
      layout.root.setNeedsLayout()
      layout.root.layoutIfNeeded()
      #expect(cell.frame == CGRect(x: 0, y: 28, width: 375, height: c.height), "\(c)")
    }
  }

  @Test func fromXcode13ASelfSizingRowFollowsItsContent() throws {
    // Xcode 13 sizes the row to its content: stored at 96 it is where the canvas
    // puts it, stored at 44 its content's constraints break and it is reported with
    // the content's height.
    #expect(try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "96", tools: "20037")) == [])
    #expect(
      try IBMisplacedRuleTests.misplaced(Self.selfSizingRow(height: "44", tools: "20037")) == [
        "20: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 44), the constraints give (0, 28, 375, 96)"
      ])
  }

  /// A self-sizing Subtitle-style row stored `height` points tall with a 20.5-point
  /// title and a 14.5-point subtitle, saved by `tools`.
  static func subtitleRow(height: String, tools: String) -> String {
    let body = """
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-00-id">
                                                        <rect key="frame" x="16" y="10" width="33" height="20.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="det-00-id">
                                                        <rect key="frame" x="16" y="31.5" width="44" height="14.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                    </label>
                                                </subviews>
      """
    return IBMisplacedRuleTests.retooled(
      IBCellTests.table(
        cell: "textLabel=\"txt-00-id\" detailTextLabel=\"det-00-id\" style=\"IBUITableViewCellStyleSubtitle\"",
        cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"\(height)\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"\(height)\"", body: body), tools)
  }

  @Test func aSubtitleRowStoredShorterThanItsLabelsIsMisplaced() throws {
    // 20.5 + 14.5 + 21 = 56: Strongbox's 44-point Subtitle rows (Xcode 11 and 12) are flagged.
    #expect(
      try IBMisplacedRuleTests.misplaced(Self.subtitleRow(height: "44", tools: "17156")) == [
        "18: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 44); its self-sizing Subtitle-style row needs at least 56 pt (its two labels and the style's 21-pt padding)"
      ])
    // siskin-im's 55.5 (within the tolerance of 56) and Strongbox's 57.5 are not.
    #expect(try IBMisplacedRuleTests.misplaced(Self.subtitleRow(height: "55.5", tools: "20037")) == [])
    #expect(try IBMisplacedRuleTests.misplaced(Self.subtitleRow(height: "57.5", tools: "17156")) == [])
    // Before Xcode 11 the stored height stands (kharrison's 44-point rows, Xcode 10).
    #expect(try IBMisplacedRuleTests.misplaced(Self.subtitleRow(height: "44", tools: "14490")) == [])
  }

  /// Two views whose positions nothing fixes (both ambiguous):
  /// - `wid`: as wide as the root (375), 100 tall, stored 376 wide: its stored frame
  ///   breaks the width, which the constraints determine (tomreineke's scroll view);
  /// - `low`: 100 wide, at least 50 points below the root's top, no height: stored at
  ///   y 10, it breaks the inequality, but on its top, which the constraints leave free.
  static func undetermined(tools: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="wid-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="376" height="100"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="100" id="w01-00-id"/>
                                      </constraints>
                                  </view>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="low-00-id">
                                      <rect key="frame" x="20" y="10" width="100" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="l01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="wid-00-id" firstAttribute="width" secondItem="root-00-id" secondAttribute="width" id="w02-00-id"/>
                                  <constraint firstItem="low-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="l02-00-id"/>
                                  <constraint firstItem="low-00-id" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root-00-id" secondAttribute="top" constant="50" id="l03-00-id"/>
                              </constraints>
      """, tools: tools)
  }

  @Test func anUndeterminedViewIsMisplacedWhenItBreaksWhatTheConstraintsDetermine() throws {
    // Saved by Xcode 9.2 (13771), before Xcode flagged ambiguous views alone.
    let findings = try IBChecker(document: IBDocument(string: Self.undetermined(tools: "13771"))).check()
    #expect(
      findings.filter { $0.code == "misplaced-view" }.map { "\($0.line): \($0.message)" } == [
        "15: View (wid-00-id) is misplaced: the document stores (0, 0, 376, 100), which breaks w02-00-id (wid-00-id.width == root-00-id.width); the constraints leave the rest of its frame undetermined"
      ])
    // Both are ambiguous all the same.
    #expect(findings.filter { $0.code == "ambiguous-layout" }.compactMap(\.viewID) == ["wid-00-id", "low-00-id"])
    // `fix` leaves both as stored: their solved frames are one solution of many.
    #expect(
      try IBChecker(document: IBDocument(string: Self.undetermined(tools: "13771"))).frameUpdates().allSatisfy {
        !$0.isDetermined
      })
  }

  /// From Xcode 10.1 (14460) an undetermined view is flagged ambiguous alone, even
  /// when its stored frame breaks what the constraints determine (pocket-casts, nRF
  /// Device Manager, siskin-im; ``IBChecker/ambiguousAloneBuild``): the same document
  /// saved by a later Xcode has both views ambiguous and none misplaced.
  @Test(arguments: ["14460", "17701", "24765"])
  func fromXcode10AnUndeterminedViewIsAmbiguousAlone(tools: String) throws {
    let findings = try IBChecker(document: IBDocument(string: Self.undetermined(tools: tools))).check()
    #expect(findings.filter { $0.code == "misplaced-view" }.map(\.message) == [])
    #expect(findings.filter { $0.code == "ambiguous-layout" }.compactMap(\.viewID) == ["wid-00-id", "low-00-id"])
    // The last build before it still reports the width it breaks.
    let before = try IBChecker(document: IBDocument(string: Self.undetermined(tools: "14313"))).check()
    #expect(before.filter { $0.code == "misplaced-view" }.compactMap(\.viewID) == ["wid-00-id"])
  }

  @Test func theAttributesOfAConstraintNameTheFrameVariablesTheyDependOn() {
    #expect(IBChecker.variables(of: .leadingMargin) == ["minX"])
    #expect(IBChecker.variables(of: .trailing) == ["minX", "width"])
    #expect(IBChecker.variables(of: .top) == ["minY"])
    #expect(IBChecker.variables(of: .firstBaseline) == ["minY", "height"])
    #expect(IBChecker.variables(of: .width) == ["width"])
  }

  /// A 100-point box pinned to the root's sides, placed only through its `kid` (10
  /// points below its top, 20 tall), whose centre is the root's: the box belongs at
  /// y 313.5. Stored at y 100 with the kid where the box puts it, the kid's centre
  /// constraint breaks, but it is the box that is misplaced (iNaturalist's onboarding
  /// stack views, flagged, whose arranged label breaks its centre constraint).
  static let movedBox = TestDocuments.storyboard(
    """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                    <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="kid-00-id">
                                            <rect key="frame" x="0.0" y="10" width="375" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="20" id="k01-00-id"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="b01-00-id"/>
                                        <constraint firstItem="kid-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="10" id="k02-00-id"/>
                                        <constraint firstItem="kid-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" id="k03-00-id"/>
                                        <constraint firstItem="kid-00-id" firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="k04-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="b02-00-id"/>
                                <constraint firstItem="box-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="b03-00-id"/>
                                <constraint firstItem="kid-00-id" firstAttribute="centerY" secondItem="root-00-id" secondAttribute="centerY" id="k05-00-id"/>
                            </constraints>
    """)

  @Test func aViewWhoseContentBreaksAConstraintIsTheMisplacedOne() throws {
    let checker = try IBChecker(document: IBDocument(string: Self.movedBox))
    #expect(
      checker.check().filter { $0.code == "misplaced-view" }.map { "\($0.line): \($0.message)" } == [
        "15: View (box-00-id) is misplaced: the document stores (0, 100, 375, 100), the constraints give (0, 313.5, 375, 100) (View (kid-00-id) inside it breaks k05-00-id)"
      ])
    #expect(checker.frameUpdates().map(\.objectID) == ["box-00-id"])
    // Stored where it belongs, nothing is reported.
    let fixed = Self.movedBox.replacingOccurrences(of: "y=\"100\" width=\"375\"", with: "y=\"313.5\" width=\"375\"")
    #expect(try IBChecker(document: IBDocument(string: fixed)).check().filter { $0.code == "misplaced-view" }.isEmpty)
  }

  /// A 44-point bar with a centre-aligned stack view 5 points inside it, holding an
  /// image view 44 points tall: the image cannot be 44 tall in a 34-point stack, and Auto
  /// Layout breaks its height. Stored 34 tall (as iNaturalist's project rows store it),
  /// the image breaks only that constraint, which the solution does not keep either:
  /// no evidence, nothing reported misplaced (the conflict itself is reported).
  static let squeezedImage = TestDocuments.storyboard(
    """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                    <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                            <rect key="frame" x="5" y="5" width="365" height="34"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                                    <rect key="frame" x="0.0" y="0.0" width="365" height="34"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="44" id="i02-00-id"/>
                                                    </constraints>
                                                </imageView>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="b01-00-id"/>
                                        <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="bar-00-id" secondAttribute="top" constant="5" id="s01-00-id"/>
                                        <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="bar-00-id" secondAttribute="leading" constant="5" id="s02-00-id"/>
                                        <constraint firstAttribute="bottom" secondItem="stk-00-id" secondAttribute="bottom" constant="5" id="s03-00-id"/>
                                        <constraint firstAttribute="trailing" secondItem="stk-00-id" secondAttribute="trailing" constant="5" id="s04-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="b02-00-id"/>
                                <constraint firstItem="bar-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="b03-00-id"/>
                                <constraint firstItem="bar-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="b04-00-id"/>
                            </constraints>
    """)

  @Test func aConstraintAutoLayoutBreaksIsNoEvidence() throws {
    let findings = try IBChecker(document: IBDocument(string: Self.squeezedImage)).check()
    let conflicts = findings.filter { $0.code == "unsatisfiable-constraints" }.map(\.message)
    #expect(
      conflicts.count == 1 && conflicts[0].contains("Auto Layout breaks i02-00-id (img-00-id.height == 44)"),
      "\(conflicts)")
    #expect(findings.filter { $0.code == "misplaced-view" }.map(\.message) == [])
  }
}
