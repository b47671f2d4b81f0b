import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Ties of content priorities between labels with text (`IBChecker+ContentPriority.swift`).
@Suite struct IBContentPriorityTieTests {
  /// A 200-point-wide box 50 points below the root's top holding two labels with
  /// text, one above the other: 50 points above the first, 50 between them and 58
  /// below the second (IBDecodable's StoryboardConstraintErrors). `height` is the
  /// box's height constraint (none when empty); `hugging` the second label's
  /// vertical hugging (the first's is 251).
  static func box(height: String, hugging: String = "251") -> String {
    let heightConstraint =
      height.isEmpty
      ? "" : "<constraint firstAttribute=\"height\" constant=\"\(height)\" id=\"c01-00-id\"/>"
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="50" width="200" height="200"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="First Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                              <rect key="frame" x="60" y="50" width="80" height="21"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="\(hugging)" ambiguous="YES" text="Second Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                              <rect key="frame" x="48" y="121" width="104" height="21"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                      </subviews>
                                      <constraints>
                                          \(heightConstraint)
                                          <constraint firstAttribute="width" constant="200" id="c02-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="50" id="c03-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="top" secondItem="lb1-00-id" secondAttribute="bottom" constant="50" id="c04-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="lb2-00-id" secondAttribute="bottom" constant="58" id="c05-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="centerX" secondItem="box-00-id" secondAttribute="centerX" id="c06-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="centerX" secondItem="box-00-id" secondAttribute="centerX" id="c07-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="50" id="c08-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c09-00-id"/>
                              </constraints>
      """)
  }

  /// The box's height fixes the chain: the stored labels fill it exactly, but a text
  /// 1 point shorter leaves slack that either label of hugging 251 may take, so
  /// both are reported, and the frames stay the stored ones.
  @Test func labelsOfEqualHuggingSharingAFixedLengthAreAmbiguous() throws {
    let text = Self.box(height: "200")
    let first = TestDocuments.line(of: "id=\"lb1-00-id\">", in: text)
    let second = TestDocuments.line(of: "id=\"lb2-00-id\">", in: text)
    let tie =
      "free unless the labels' texts fill their stored frames exactly: views of equal content hugging or compression resistance share a length other constraints fix; raise the priority of one of them"
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(text) == [
        "A.storyboard:\(first): warning: [TestViewController] Label 'First Label' (lb1-00-id): content priority ambiguity: lb1-00-id.height is \(tie)",
        "A.storyboard:\(second): warning: [TestViewController] Label 'Second Label' (lb2-00-id): content priority ambiguity: lb2-00-id.minY and lb2-00-id.height are \(tie)",
      ])
    #expect(try IBAmbiguityRuleTests.frame(of: "lb2-00-id", in: text) == CGRect(x: 48, y: 121, width: 104, height: 21))
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 2, falsePositives: 0, falseNegatives: 0))
  }

  /// No tie where the box follows its labels (no height constraint), nor where one
  /// label hugs less than the other: it alone takes the slack.
  @Test func aLengthTheLabelsSetOrUnequalHuggingIsNoTie() throws {
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.box(height: "")) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.box(height: "200", hugging: "250")) == [])
  }

  /// A horizontal `fill` stack 20 points inside the root's sides (335 points) or, with
  /// `trailing` false, pinned by its leading edge alone: a 27-point image view and two
  /// empty labels stored 238 and 50 wide, all of hugging 251 (iNaturalist's
  /// ObsDetailV2 activity-author row, Xcode 15).
  static func emptyLabelRow(trailing: Bool) -> String {
    let trailingConstraint =
      trailing
      ? #"<constraint firstAttribute="trailing" secondItem="stk-00-id" secondAttribute="trailing" constant="20" id="c03-00-id"/>"#
      : ""
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                      <rect key="frame" x="20" y="40" width="335" height="22"/>
                                      <subviews>
                                          <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="27" height="22"/>
                                              <constraints>
                                                  <constraint firstAttribute="width" constant="27" id="c01-00-id"/>
                                              </constraints>
                                          </imageView>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                              <rect key="frame" x="37" y="0.0" width="238" height="22"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="" textAlignment="right" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                              <rect key="frame" x="285" y="0.0" width="50" height="22"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c02-00-id"/>
                                  \(trailingConstraint)
                                  <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="c04-00-id"/>
                              </constraints>
      """, tools: "22154")
  }

  /// Empty labels that keep their stored size (before Xcode 26) hold the slack of
  /// their stored frames too: stored to fill the stack exactly, the two tie once 1
  /// point shorter, and both are reported with their frames kept; where the stack
  /// follows its views no tie appears (iNaturalist's TaxonMapCell: two empty labels
  /// of a centred stack, unflagged).
  @Test func emptyLabelsWithAStoredSizeTieLikeLabelsWithText() throws {
    let text = Self.emptyLabelRow(trailing: true)
    let lines = try IBAmbiguityRuleTests.ambiguityLines(text)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains("content priority ambiguity: lb") && $0.contains(".width") })
    #expect(lines.first?.contains("(lb1-00-id)") == true)
    #expect(lines.last?.contains("(lb2-00-id)") == true)
    #expect(try IBAmbiguityRuleTests.frame(of: "lb1-00-id", in: text) == CGRect(x: 37, y: 0, width: 238, height: 22))
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.emptyLabelRow(trailing: false)) == [])
  }
}
