import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// `check`'s verdicts scored against the flags Xcode stored (issue 17): exact
/// precision, recall and disagreement lines on small documents, and the misplaced
/// rule (a stored frame is evidence only when it breaks the view's own constraints).
@Suite struct IBVerdictTests {
  /// Five views on the retina4_7 canvas (safe area top 20):
  /// - `mis`: flagged misplaced; its stored x breaks its leading constraint (10 ≠ 20);
  /// - `bar`: not flagged; pinned to the safe area top but stored at y 64, as under a
  ///   navigation bar the canvas may not model: no constraint check evaluates breaks;
  /// - `stl`: not flagged; its stored height breaks its height constant (40 ≠ 50), a
  ///   stale frame Xcode did not flag;
  /// - `amb`: flagged ambiguous, no size constraints;
  /// - `det`: flagged ambiguous, yet fully constrained and stored where they put it.
  static let document = TestDocuments.storyboard(
    """
                            <subviews>
                                <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="mis-00-id">
                                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="m01-00-id"/>
                                        <constraint firstAttribute="height" constant="50" id="m02-00-id"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                    <rect key="frame" x="0.0" y="64" width="100" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="b01-00-id"/>
                                        <constraint firstAttribute="height" constant="30" id="b02-00-id"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="stl-00-id">
                                    <rect key="frame" x="20" y="200" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="s01-00-id"/>
                                        <constraint firstAttribute="height" constant="50" id="s02-00-id"/>
                                    </constraints>
                                </view>
                                <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="amb-00-id">
                                    <rect key="frame" x="20" y="400" width="80" height="20"/>
                                </view>
                                <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="det-00-id">
                                    <rect key="frame" x="20" y="300" width="100" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="d01-00-id"/>
                                        <constraint firstAttribute="height" constant="30" id="d02-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="mis-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="m03-00-id"/>
                                <constraint firstItem="mis-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="30" id="m04-00-id"/>
                                <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="b03-00-id"/>
                                <constraint firstItem="bar-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="b04-00-id"/>
                                <constraint firstItem="stl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="s03-00-id"/>
                                <constraint firstItem="stl-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="200" id="s04-00-id"/>
                                <constraint firstItem="amb-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="a01-00-id"/>
                                <constraint firstItem="amb-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="400" id="a02-00-id"/>
                                <constraint firstItem="det-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="d03-00-id"/>
                                <constraint firstItem="det-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="300" id="d04-00-id"/>
                            </constraints>
    """)

  @Test func fixtureRecordsTheStoredFlags() throws {
    let fixture = try IBOracle.fixture(data: TestDocuments.data(Self.document), source: "V.storyboard")
    #expect(
      fixture.scenes[0].flags == [
        IBFixture.Flags(id: "mis-00-id", misplaced: true, ambiguous: false),
        IBFixture.Flags(id: "amb-00-id", misplaced: false, ambiguous: true),
        IBFixture.Flags(id: "det-00-id", misplaced: false, ambiguous: true),
      ])
    #expect(fixture.text.hasSuffix("flags mis-00-id misplaced\nflags amb-00-id ambiguous\nflags det-00-id ambiguous\n"))
  }

  @Test func precisionRecallAndDisagreementsAreExact() throws {
    let result = IBConformance.run(data: TestDocuments.data(Self.document), file: "V.storyboard")
    #expect(result.error == nil)
    // Frames: bar (stored under a bar, y 64 ≠ 20) and stl (height 40 ≠ 50) are off;
    // the three flagged views are not compared.
    #expect((result.within, result.compared) == (0, 2))
    let v = result.verdicts
    #expect(v.tally(.misplaced) == IBVerdicts.Tally(truePositives: 1, falsePositives: 1, falseNegatives: 0))
    #expect(v.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 1))
    #expect(v.overall.precision == 2.0 / 3.0)
    #expect(v.overall.recall == 2.0 / 3.0)
    #expect(
      v.disagreements.map(\.line) == [
        "false positive misplaced [TestViewController] view stl-00-id: the solved frame differs from the stored one: View (stl-00-id) is misplaced: the document stores (20, 200, 100, 40), the constraints give (20, 200, 100, 50)",
        "false negative ambiguous [TestViewController] view det-00-id: the solver finds the frame determined: the document stores (20, 300, 100, 30), the constraints give (20, 300, 100, 30)",
      ])
    let summary = IBConformanceReport(documents: [result]).summary(worst: 1).split(separator: "\n").map(String.init)
    #expect(
      summary.contains(
        "  verdicts: misplaced precision 1/2 (50.0%) recall 1/1 (100.0%); ambiguous precision 1/1 (100.0%) recall 1/2 (50.0%); overall precision 2/3 (66.7%) recall 2/3 (66.7%)"
      ))
    #expect(summary.contains("  … 1 more disagreements"))
    #expect(
      summary.suffix(5) == [
        "verdict disagreements by cause:",
        "  1 false negative ambiguous: the solver finds the frame determined",
        "  1 false positive misplaced: the solved frame differs from the stored one",
        "verdicts (check on the canvas against Xcode's flags): misplaced precision 1/2 (50.0%) recall 1/1 (100.0%); ambiguous precision 1/1 (100.0%) recall 1/2 (50.0%); overall precision 2/3 (66.7%) recall 2/3 (66.7%)",
        "conformance: 0/2 views (0.0%)",
      ])
  }

  /// Xcode marks a view misplaced when its stored frame is not the one its
  /// constraints give; `check` says so with that frame, whatever flag the document
  /// carries, and stays silent on a view whose stored frame breaks none of the
  /// constraints it can evaluate (`bar`: the safe-area inset is the canvas's model).
  @Test func checkReportsMisplacedViewsFromTheirConstraintsNotFromTheFlag() throws {
    let document = try IBDocument(string: Self.document)
    let findings = IBChecker(document: document).check().filter { $0.code == "misplaced-view" }
    #expect(
      findings.map(\.message) == [
        "View (mis-00-id) is misplaced: the document stores (10, 10, 50, 50), the constraints give (20, 30, 50, 50)",
        "View (stl-00-id) is misplaced: the document stores (20, 200, 100, 40), the constraints give (20, 200, 100, 50)",
      ])
    #expect(findings.map(\.viewID) == ["mis-00-id", "stl-00-id"])
    let unflagged = try IBDocument(string: Self.document.replacingOccurrences(of: "misplaced=\"YES\" ", with: ""))
    #expect(
      IBChecker(document: unflagged).check().filter { $0.code == "misplaced-view" }.map(\.viewID) == [
        "mis-00-id", "stl-00-id",
      ])
  }

  /// The stored-frame evidence: which views' stored frames break a required
  /// constraint, composed through their ancestors, with margins on the canvas.
  @Test func storedFrameBreaksNameBothItemsOfABrokenConstraint() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="out-00-id">
                                      <rect key="frame" x="16" y="100" width="200" height="100"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="inn-00-id">
                                              <rect key="frame" x="8" y="8" width="50" height="50"/>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="inn-00-id" firstAttribute="leading" secondItem="out-00-id" secondAttribute="leadingMargin" id="i01-00-id"/>
                                          <constraint firstItem="inn-00-id" firstAttribute="width" relation="greaterThanOrEqual" constant="60" id="i02-00-id"/>
                                          <constraint firstItem="inn-00-id" firstAttribute="top" secondItem="out-00-id" secondAttribute="top" constant="8" id="i03-00-id"/>
                                          <constraint firstItem="inn-00-id" firstAttribute="height" constant="50" id="i04-00-id"/>
                                          <constraint firstAttribute="width" constant="200" id="o02-00-id"/>
                                          <constraint firstAttribute="height" constant="100" id="o03-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="out-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="o01-00-id"/>
                                  <constraint firstItem="out-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="o04-00-id"/>
                              </constraints>
      """)
    let document = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    // out's leading sits on the root's 16-pt margin and inn's on out's 8-pt margin:
    // both hold; inn's width 50 breaks width ≥ 60.
    #expect(IBChecker.storedFrameBreaks(in: layout) == ["inn-00-id": "i02-00-id"])
  }

  /// Between a scroll view and its content (TN2154), leading and top mean the
  /// content's origin (the scroll view's at offset 0) and width means the frame; the
  /// far edges mean the content size, which is not stored, and are not evaluated.
  @Test func storedFrameBreaksReadScrollContentEdgesAtOffsetZero() throws {
    func breaks(contentX: Int, contentWidth: Int) throws -> [String: String] {
      let text = TestDocuments.storyboard(
        """
                                <subviews>
                                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-id">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-id">
                                                <rect key="frame" x="\(contentX)" y="0.0" width="\(contentWidth)" height="900"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="900" id="c01-00-id"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="cnt-00-id" firstAttribute="leading" secondItem="cgd-00-id" secondAttribute="leading" id="c02-00-id"/>
                                            <constraint firstItem="cnt-00-id" firstAttribute="top" secondItem="cgd-00-id" secondAttribute="top" id="c03-00-id"/>
                                            <constraint firstItem="cnt-00-id" firstAttribute="trailing" secondItem="cgd-00-id" secondAttribute="trailing" constant="-400" id="c04-00-id"/>
                                            <constraint firstItem="cnt-00-id" firstAttribute="bottom" secondItem="cgd-00-id" secondAttribute="bottom" id="c05-00-id"/>
                                            <constraint firstItem="cnt-00-id" firstAttribute="width" secondItem="fgd-00-id" secondAttribute="width" id="c06-00-id"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="cgd-00-id"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fgd-00-id"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scr-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="s01-00-id"/>
                                    <constraint firstItem="scr-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="s02-00-id"/>
                                    <constraint firstItem="scr-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="s03-00-id"/>
                                    <constraint firstItem="scr-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" id="s04-00-id"/>
                                </constraints>
        """)
      let document = try IBDocument(string: text)
      let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
        scene: document.scenes[0])
      layout.root.layoutIfNeeded()
      return IBChecker.storedFrameBreaks(in: layout)
    }
    // Stored as the constraints give it: the trailing constant (content 400 pt wider
    // than its own trailing edge) is not evaluated, so nothing breaks.
    #expect(try breaks(contentX: 0, contentWidth: 375) == [:])
    #expect(try breaks(contentX: 10, contentWidth: 375) == ["cnt-00-id": "c02-00-id"])
    #expect(try breaks(contentX: 0, contentWidth: 300) == ["cnt-00-id": "c06-00-id"])
  }

  /// A box placed by its leading edge and a top no higher than 120, stored at `y`,
  /// with a kid pinned inside it, and a view whose ambiguity check is off.
  static func undeterminedBox(y: Int) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="\(y)" width="200" height="100"/>
                                      <subviews>
                                          <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="kid-00-id">
                                              <rect key="frame" x="10" y="10" width="50" height="50"/>
                                              <constraints>
                                                  <constraint firstAttribute="width" constant="50" id="k01-00-id"/>
                                                  <constraint firstAttribute="height" constant="50" id="k02-00-id"/>
                                              </constraints>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="kid-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" constant="10" id="k03-00-id"/>
                                          <constraint firstItem="kid-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="10" id="k04-00-id"/>
                                          <constraint firstAttribute="width" constant="200" id="b01-00-id"/>
                                          <constraint firstAttribute="height" constant="100" id="b02-00-id"/>
                                      </constraints>
                                  </view>
                                  <view verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="off-00-id">
                                      <rect key="frame" x="20" y="300" width="100" height="100"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="b03-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root-00-id" secondAttribute="top" constant="120" id="b04-00-id"/>
                                  <constraint firstItem="off-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="o01-00-id"/>
                              </constraints>
      """)
  }

  /// Xcode judges frames in the window: when a view's position is undetermined and
  /// its stored frame breaks one of its constraints, its descendants' positions are
  /// undetermined too (awslabs' IoT stack and its 14 descendants, tomreineke's scroll
  /// view and its 7, both flagged misplaced as well), and `check` names them; a view
  /// whose ambiguity check the developer turned off (`verifyAmbiguity="off"`) is not
  /// reported.
  @Test func descendantsOfAViewWithAnUndeterminedPositionAreAmbiguous() throws {
    let text = Self.undeterminedBox(y: 100)
    let document = try IBDocument(string: text)
    #expect(document.scenes[0].root.subviews.map(\.verifyAmbiguity) == [nil, "off"])
    let lines = IBChecker(document: document).check().map { $0.compilerLine(file: "A.storyboard") }
    let box = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    let kid = TestDocuments.line(of: "id=\"kid-00-id\">", in: text)
    #expect(
      lines == [
        "A.storyboard:\(box): error: [TestViewController] View (box-00-id): box-00-id.minY is free from 120 up: add box-00-id.bottom == root-00-id.bottom",
        "A.storyboard:\(kid): warning: [TestViewController] View (kid-00-id): its position is undetermined, because the position of View (box-00-id) is",
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 2, falsePositives: 0, falseNegatives: 0))
    #expect(verdicts.disagreements == [])
  }

  /// An ancestor stored at one of the positions its constraints allow is flagged
  /// alone: Xcode leaves the descendants of pocket-casts' EpisodeDetail sections (22),
  /// blink's SmartKeys stack (13), Hackers' cell stack (5) unflagged. A position bounded
  /// on one side only is the bound (stored elsewhere, `IBOneSidedBoundTests`).
  @Test func descendantsOfAViewStoredAtASolutionAreNot() throws {
    let text = Self.undeterminedBox(y: 120).replacingOccurrences(
      of: "<view ambiguous=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"kid-00-id\">",
      with: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"kid-00-id\">")
    let lines = try IBChecker(document: IBDocument(string: text)).check().map { $0.compilerLine(file: "A.storyboard") }
    let box = TestDocuments.line(of: "id=\"box-00-id\">", in: text)
    #expect(
      lines == [
        "A.storyboard:\(box): error: [TestViewController] View (box-00-id): box-00-id.minY is free from 120 up: add box-00-id.bottom == root-00-id.bottom"
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  /// `verifyAmbiguity="ignoreSizes"` does not keep the flag off a view whose size alone
  /// is free: IBDecodable's StoryboardAttributes (a view pinned by its top and sides,
  /// no height) and IBLinter's fixture are flagged (InterfaceBuilder.md, "Verdicts").
  /// `off` does (owncloud's keypad).
  @Test func ignoringSizesStillReportsAFreeSize() throws {
    func text(_ setting: String) -> String {
      TestDocuments.storyboard(
        """
                                <subviews>
                                    <view verifyAmbiguity="\(setting)" translatesAutoresizingMaskIntoConstraints="NO" id="siz-00-id">
                                        <rect key="frame" x="20" y="40" width="100" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="s01-00-id"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="siz-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="s02-00-id"/>
                                    <constraint firstItem="siz-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="s03-00-id"/>
                                </constraints>
        """)
    }
    let ignoring = text("ignoreSizes")
    let line = TestDocuments.line(of: "id=\"siz-00-id\">", in: ignoring)
    let lines = try IBChecker(document: IBDocument(string: ignoring)).check().map {
      $0.compilerLine(file: "A.storyboard")
    }
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "A.storyboard:\(line): error: [TestViewController] View (siz-00-id): siz-00-id.height is free") == true)
    #expect(try IBChecker(document: IBDocument(string: text("off"))).check() == [])
  }
}
