import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Labels stored shorter than one line of their font (`IBChecker+CompressedLabels.swift`,
/// InterfaceBuilder.md "Verdicts", "Labels stored shorter than one line").
@Suite struct IBCompressedLabelTests {
  /// A box of a fixed height pinned below the root's top holding two labels one above
  /// the other, 20 points below the box's top, 11 between them and 28 above its bottom
  /// (duckduckgo's FeedbackPicker header, there stored 23.333 and 17.667 tall on a @3x
  /// canvas): a 20-point attributed title and a 15-point label, whose lines are 24 and 18
  /// points tall. `heights` are the labels' stored
  /// heights, and the box is as tall as they and the gaps; `compression` is the second
  /// label's vertical compression resistance (the first's is 750).
  static func box(heights: (CGFloat, CGFloat) = (23.5, 17.5), compression: String = "750") -> String {
    let (first, second) = heights
    let box = 20 + first + 11 + second + 28
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="0.0" y="50" width="375" height="\(box)"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" ambiguous="YES" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                              <rect key="frame" x="20" y="20" width="335" height="\(first)"/>
                                              <attributedString key="attributedText">
                                                  <fragment content="We are sorry to hear that">
                                                      <attributes>
                                                          <font key="NSFont" metaFont="system" size="20"/>
                                                      </attributes>
                                                  </fragment>
                                              </attributedString>
                                          </label>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalCompressionResistancePriority="\(compression)" ambiguous="YES" text="What is it about?" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                              <rect key="frame" x="20" y="\(20 + first + 11)" width="335" height="\(second)"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                          </label>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="\(box)" id="c01-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="20" id="c03-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="top" secondItem="lb1-00-id" secondAttribute="bottom" constant="11" id="c04-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="lb2-00-id" secondAttribute="bottom" constant="28" id="c05-00-id"/>
                                          <constraint firstItem="lb1-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" constant="20" id="c06-00-id"/>
                                          <constraint firstAttribute="trailing" secondItem="lb1-00-id" secondAttribute="trailing" constant="20" id="c07-00-id"/>
                                          <constraint firstItem="lb2-00-id" firstAttribute="leading" secondItem="box-00-id" secondAttribute="leading" constant="20" id="c08-00-id"/>
                                          <constraint firstAttribute="trailing" secondItem="lb2-00-id" secondAttribute="trailing" constant="20" id="c09-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="50" id="c10-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c11-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="c12-00-id"/>
                              </constraints>
      """)
  }

  /// Both labels are stored shorter than their lines, so the box's fixed height
  /// compresses them by a point between them; at compression 750 each, either may give
  /// it up, and both are reported (Xcode flags duckduckgo's two). The frames stay the
  /// stored ones.
  @Test func labelsCompressedBelowALineWithEqualResistanceAreAmbiguous() throws {
    let text = Self.box()
    let first = TestDocuments.line(of: "id=\"lb1-00-id\">", in: text)
    let second = TestDocuments.line(of: "id=\"lb2-00-id\">", in: text)
    let tie =
      "free once the labels stored shorter than one line of their font ask for that line: the constraints compress them, and views of equal compression resistance share the cut; raise the compression resistance of one of them"
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(text) == [
        "A.storyboard:\(first): warning: [TestViewController] Label 'We are sorry to hear that' (lb1-00-id): content priority ambiguity: lb1-00-id.height is \(tie)",
        "A.storyboard:\(second): warning: [TestViewController] Label 'What is it about?' (lb2-00-id): content priority ambiguity: lb2-00-id.minY and lb2-00-id.height are \(tie)",
      ])
    let frame = try #require(try IBAmbiguityRuleTests.frame(of: "lb2-00-id", in: text))
    #expect(IBChecker.offset(frame, CGRect(x: 20, y: 54.5, width: 335, height: 17.5)) < 0.001, "\(frame)")
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 2, falsePositives: 0, falseNegatives: 0))
  }

  /// No tie where the labels are stored a full line tall (nothing compressed), nor where
  /// the second resists compression more: the first alone gives up the point.
  @Test func fullLinesOrUnequalResistanceAreNoTie() throws {
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.box(heights: (24, 18))) == [])
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.box(compression: "751")) == [])
  }

  /// The attributed text's system font is read: its largest size.
  @Test func anAttributedLabelsSystemFontSizeIsRead() throws {
    let doc = try IBDocument(string: Self.box())
    let labels = Self.labels(in: doc.scenes[0].root)
    #expect(labels.map(\.attributedSystemFontSize) == [20, nil])
    #expect(labels.map { IBChecker.systemPointSize(of: $0) } == [20, 15])
  }

  /// The labels under `view`, depth first.
  static func labels(in view: IBView) -> [IBView] {
    (view.element == "label" ? [view] : []) + view.subviews.flatMap { labels(in: $0) }
  }
}
