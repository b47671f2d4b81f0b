import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The stale-frame check (`IBOracle.violations(in:)`, conformance's "stale stored
/// frames" note) tests a stored frame by its alignment rectangle, the rectangle the
/// builder lays the view out by (`IBView.alignmentInsets(in:)`; UIKitBehaviour.md §23).
@Suite struct IBStaleFrameInsetsTests {
  /// A slider saved by Xcode 12 (2 points of alignment inset on either side, 1 at the
  /// bottom) pinned 16 points inside both edges of the 375-point root and 100 below
  /// its top, stored at `x` (its frame 347 wide: a 343-point alignment rectangle).
  static func slider(x: String, tools: String = "17701") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-id">
                                      <rect key="frame" x="\(x)" y="100" width="347" height="31"/>
                                  </slider>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="sld-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="c01-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="sld-00-id" secondAttribute="trailing" constant="16" id="c02-00-id"/>
                                  <constraint firstItem="sld-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c03-00-id"/>
                              </constraints>
      """, tools: tools)
  }

  /// The "stale stored frames" line of conformance's summary for `text`, if any.
  static func staleNote(_ text: String) -> String? {
    let result = IBConformance.run(data: TestDocuments.data(text), file: "S.storyboard")
    return IBConformanceReport(documents: [result]).summary().split(separator: "\n").map(String.init)
      .first { $0.contains("stale stored frames") }
  }

  /// Stored where its constraints put it (x 14: the alignment rectangle at 16), the
  /// slider breaks none of them: no note, and the frame comparison agrees.
  @Test func sliderStoredWhereItsConstraintsPutItIsNotStale() throws {
    let text = Self.slider(x: "14")
    #expect(IBOracle.violations(in: try IBDocument(string: text)).isEmpty)
    #expect(Self.staleNote(text) == nil)
    #expect(try IBTestScene(text).frame("sld-00-id") == CGRect(x: 14, y: 100, width: 347, height: 31))
  }

  /// Stored 30 points right of where its constraints put it, the slider breaks its
  /// leading and trailing constraints by 30 (its alignment rectangle's), and the
  /// note names the first.
  @Test func sliderStoredAwayFromItsConstraintsIsStale() throws {
    let text = Self.slider(x: "44")
    let violations = IBOracle.violations(in: try IBDocument(string: text))
    #expect(violations.map(\.constraint) == ["c01-00-id", "c02-00-id"])
    #expect(violations.map(\.error) == [30, -30])
    let line = TestDocuments.line(of: #"id="c01-00-id""#, in: text)
    #expect(
      Self.staleNote(text)
        == "  stale stored frames: they break 2 of their own required constraints (first: c01-00-id on line \(line) in [\(violations[0].scene)], off by 30)"
    )
  }

  /// From Xcode 26 a slider is stored at its alignment rectangle (no insets): the
  /// frame Xcode 12 stores correctly (x 14) breaks both side constraints by 2 there,
  /// and the frame at x 16, 343 wide, breaks none.
  @Test func xcode26SliderHasNoInsets() throws {
    let old = Self.slider(x: "14", tools: "24127")
    #expect(IBOracle.violations(in: try IBDocument(string: old)).map(\.error) == [-2, -2])
    let fitted = old.replacingOccurrences(of: #"x="14" y="100" width="347""#, with: #"x="16" y="100" width="343""#)
    #expect(IBOracle.violations(in: try IBDocument(string: fitted)).isEmpty)
  }

  /// An SF Symbol image view sized by a ratio (the 80-point `person` of
  /// ``IBSymbolImageViewMeasuredTests/document``, stored 77 tall on its 80 × 80
  /// rectangle) or by its stack is tested by the rectangle the builder measures: its
  /// top (100) and the box 4 below it break nothing, where the constant-only insets
  /// read them 1.5 points off.
  @Test func symbolSizedByARatioIsTestedByItsMeasuredRectangle() throws {
    let text = IBSymbolImageViewMeasuredTests.document
    #expect(IBOracle.violations(in: try IBDocument(string: text)).isEmpty)
    #expect(Self.staleNote(text) == nil)
    // Stored 10 points lower, the avatar breaks its top by 10 and the box's by -10.
    let moved = text.replacingOccurrences(
      of: #"x="147.5" y="101.5" width="80" height="77""#, with: #"x="147.5" y="111.5" width="80" height="77""#)
    let violations = IBOracle.violations(in: try IBDocument(string: moved))
    #expect(violations.map(\.constraint) == ["c02-00-id", "c03-00-id"])
    #expect(violations.map(\.error) == [10, -10])
  }

  /// The shared insets: the slider's are the builder's (before and from Xcode 26), a
  /// switch's and a segmented control's their classes', a plain view's none.
  @Test func alignmentInsetsAreTheBuildersOnes() throws {
    let document = try IBDocument(string: Self.slider(x: "14"))
    let slider = try #require(document.scenes.first?.root.subviews.first)
    #expect(slider.alignmentInsets(in: document) == IBSlider.classicInsets)
    let layout = try IBTestScene(Self.slider(x: "14")).layout
    #expect(layout.views["sld-00-id"]?.alignmentRectInsets == slider.alignmentInsets(in: document))
    var view = slider
    view.element = "switch"
    #expect(view.alignmentInsets(in: document) == IBSwitch.alignmentInsets)
    view.element = "segmentedControl"
    #expect(view.alignmentInsets(in: document) == IBSegmentedControl.alignmentInsets)
    view.element = "view"
    #expect(view.alignmentInsets(in: document) == EdgeInsets())
  }
}
