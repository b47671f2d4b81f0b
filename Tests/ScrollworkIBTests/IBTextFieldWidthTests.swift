import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A text field's intrinsic width in the document mode (UIKitBehaviour.md §48;
/// InterfaceBuilder.md, "Building", text field sizes): its stored width is the stretch its constraints
/// gave it, so the text or placeholder it shows caps it; an empty field keeps its
/// stored width.
@Suite struct IBTextFieldWidthTests {
  /// A row `label (251) – 8 – field – 8 – unit label (251)` 16 points in from the
  /// root's edges, as LoopKit's CarbKit rows: the field shows `fieldText` (a
  /// placeholder) and is stored `fieldWidth` wide, the unit label after it.
  static func row(fieldText: String, fieldWidth: CGFloat) -> String {
    let placeholder = fieldText.isEmpty ? "" : #"placeholder="\#(fieldText)""#
    return """
                              <subviews>
                                  <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Carbs" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                      <rect key="frame" x="16" y="100" width="42" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                                  <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" \(placeholder) textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-id">
                                      <rect key="frame" x="66" y="93.5" width="\(fieldWidth)" height="34"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <textInputTraits key="textInputTraits"/>
                                  </textField>
                                  <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="g" translatesAutoresizingMaskIntoConstraints="NO" id="unt-00-id">
                                      <rect key="frame" x="\(66 + fieldWidth + 8)" y="100" width="10" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="c01-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c02-00-id"/>
                                  <constraint firstItem="fld-00-id" firstAttribute="leading" secondItem="lbl-00-id" secondAttribute="trailing" constant="8" id="c03-00-id"/>
                                  <constraint firstItem="fld-00-id" firstAttribute="centerY" secondItem="lbl-00-id" secondAttribute="centerY" id="c04-00-id"/>
                                  <constraint firstItem="unt-00-id" firstAttribute="leading" secondItem="fld-00-id" secondAttribute="trailing" constant="8" id="c05-00-id"/>
                                  <constraint firstItem="unt-00-id" firstAttribute="centerY" secondItem="lbl-00-id" secondAttribute="centerY" id="c06-00-id"/>
                                  <constraint firstItem="root-00-id" firstAttribute="trailing" secondItem="unt-00-id" secondAttribute="trailing" constant="16" id="c07-00-id"/>
                              </constraints>
      """
  }

  /// The frames of the one-scene document `body` makes, on its 375-point canvas.
  static func frames(_ text: String) throws -> [String: CGRect] {
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.views.mapValues(\.frame)
  }

  /// The codes of `check`'s findings on `text`, with the views they name.
  static func findings(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().map { "\($0.code) \($0.compilerLine(file: "A"))" }
  }

  @Test func aFieldStoredWiderThanItsRowStretchesInsteadOfTyingWithItsLabels() throws {
    // Stored 410 wide, as on CarbKit's 600-point canvas: on 375 the row leaves it
    // 375 − 16 − 42 − 8 − 8 − 10 − 16 = 275. With 410 as its intrinsic width its
    // compression resistance (750) tied the labels' and nothing was determined.
    let text = TestDocuments.storyboard(Self.row(fieldText: "0", fieldWidth: 410))
    let frames = try Self.frames(text)
    #expect(frames["lbl-00-id"] == CGRect(x: 16, y: 100, width: 42, height: 21))
    #expect(frames["fld-00-id"] == CGRect(x: 66, y: 93.5, width: 275, height: 34))
    #expect(frames["unt-00-id"] == CGRect(x: 349, y: 100, width: 10, height: 21))
    // Determined, and stale: the unit label is the view `check` reports moved.
    let line = TestDocuments.line(of: "id=\"unt-00-id\">", in: text)
    #expect(
      try Self.findings(text) == [
        "misplaced-view A:\(line): warning: [TestViewController] Label 'g' (unt-00-id) is misplaced: the document stores (484, 100, 10, 21), the constraints give (349, 100, 10, 21)"
      ])
  }

  @Test func aFieldStoredAtItsStretchIsDeterminedAndUnflagged() throws {
    // The same row stored on its own canvas: nothing to report, and a second
    // layout pass moves nothing.
    let text = TestDocuments.storyboard(Self.row(fieldText: "0", fieldWidth: 275))
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    let first = layout.views.mapValues(\.frame)
    #expect(first["fld-00-id"] == CGRect(x: 66, y: 93.5, width: 275, height: 34))
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.views.mapValues(\.frame) == first)
    #expect(try Self.findings(text) == [])
  }

  @Test func theBorderStyleIsReadAndSetsTheMeasuredHeight() throws {
    let text = TestDocuments.storyboard(Self.row(fieldText: "0", fieldWidth: 275))
    let doc = try IBDocument(string: text)
    #expect(doc.scenes[0].root.subviews[1].borderStyle == "roundedRect")
    var options = IBOracle.canvasOptions(for: doc)
    options.intrinsicSizes = .measured
    let field = try #require(
      IBLayoutBuilder(document: doc, options: options).build(scene: doc.scenes[0]).views["fld-00-id"] as? TextField)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.intrinsicContentSize.height == 34)
  }

  @Test func anEmptyFieldKeepsItsStoredWidth() throws {
    // sentry-cocoa's empty rounded-rect field is 32 points wide at 14 points in a
    // centre-aligned stack: more than its 14 points of padding, so an empty field's
    // stored width stays its intrinsic width.
    let body = """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                    <rect key="frame" x="0.0" y="100" width="375" height="34"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-id">
                                            <rect key="frame" x="171.5" y="0.0" width="32" height="34"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c01-00-id"/>
                                <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c02-00-id"/>
                                <constraint firstItem="root-00-id" firstAttribute="trailing" secondItem="stk-00-id" secondAttribute="trailing" id="c03-00-id"/>
                            </constraints>
      """
    let text = TestDocuments.storyboard(body)
    #expect(try Self.frames(text)["fld-00-id"] == CGRect(x: 171.5, y: 0, width: 32, height: 34))
    #expect(try Self.findings(text) == [])
  }
}
