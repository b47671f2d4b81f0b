import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The ambiguity rules `check` takes from Xcode's stored `ambiguous="YES"` flags
/// (issue 17; InterfaceBuilder.md, "Verdicts"): labels of built-in cell styles that
/// keep the pre-Xcode 9 layout, scroll views whose content guide nothing sizes, and
/// pickers, which have a height of their own.
@Suite struct IBAmbiguityRuleTests {
  /// A Default-style cell of the 375-point table of ``IBCellTests/table(cell:cellFrame:content:body:)``
  /// whose text label is stored at `labelFrame`.
  static func styleCell(labelFrame: String, tools: String = "17701") -> String {
    let text = IBCellTests.table(
      cell: "textLabel=\"lbl-00-id\" style=\"IBUITableViewCellStyleDefault\"",
      cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"44\"",
      body: """
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" ambiguous="YES" text="Default" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-00-id">
                                                            <rect key="frame" \(labelFrame)/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
        """)
    return tools == "17701" ? text : text.replacingOccurrences(of: "\"17701\"", with: "\"\(tools)\"")
  }

  static func ambiguityLines(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check()
      .filter { IBVerdicts.Flag(code: $0.code) == .ambiguous }
      .map { $0.compilerLine(file: "A.storyboard") }
  }

  @Test func aStyleLabelAtThePreXcode9InsetIsAmbiguous() throws {
    let text = Self.styleCell(labelFrame: "x=\"8\" y=\"0.0\" width=\"359\" height=\"44\"")
    let line = TestDocuments.line(of: "id=\"lbl-00-id\">", in: text)
    #expect(
      try Self.ambiguityLines(text) == [
        "A.storyboard:\(line): warning: [TestViewController] Label 'Default' (lbl-00-id): its frame is the cell style's layout from before Xcode 9 (8 pt from the content view's leading edge); the style places it at the 16-pt margin: update its frame to (16, 0, 343, 44)"
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  @Test func aStyleLabelAtTheMarginOrSavedBeforeXcode9IsNot() throws {
    #expect(try Self.ambiguityLines(Self.styleCell(labelFrame: "x=\"16\" y=\"0.0\" width=\"343\" height=\"44\"")) == [])
    // Xcode 8 (build 12000) lays style labels out 8 points in itself.
    #expect(
      try Self.ambiguityLines(
        Self.styleCell(labelFrame: "x=\"8\" y=\"0.0\" width=\"359\" height=\"44\"", tools: "12000")) == [])
  }

  /// Property: a style label stored less than 15 points in is reported with the frame
  /// the style gives it, and the document with that frame stored is not.
  @Test func theSuggestedStyleFrameRemovesTheFinding() throws {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 1717).value)
    for _ in 0..<12 {
      let x = CGFloat(Int.random(in: 0...29, using: &random)) / 2
      let height = CGFloat(Int.random(in: 40...60, using: &random))
      let width = 375 - 2 * x
      let text = Self.styleCell(labelFrame: "x=\"\(x)\" y=\"0.0\" width=\"\(width)\" height=\"\(height)\"")
      let lines = try Self.ambiguityLines(text)
      #expect(lines.count == 1, "\(x)")
      guard let fix = lines.first?.range(of: "update its frame to (")?.upperBound else { continue }
      let numbers = lines[0][fix...].dropLast().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(numbers == ["16", "0", "343", IBConformanceReport.n(height)], "\(lines[0])")
      let fixed = Self.styleCell(
        labelFrame: "x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\"")
      #expect(try Self.ambiguityLines(fixed) == [], "\(fixed)")
    }
  }

  /// Two scroll views with content layout guides: `emp` holds nothing and no
  /// constraint refers to its guide; `ful` holds a view pinned to its guide.
  static let scrollViews = TestDocuments.storyboard(
    """
                            <subviews>
                                <scrollView clipsSubviews="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-id">
                                    <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                                    <viewLayoutGuide key="contentLayoutGuide" id="ecg-00-id"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="efg-00-id"/>
                                </scrollView>
                                <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ful-00-id">
                                    <rect key="frame" x="0.0" y="320" width="375" height="347"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="600" id="c01-00-id"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="cnt-00-id" firstAttribute="top" secondItem="fcg-00-id" secondAttribute="top" id="c02-00-id"/>
                                        <constraint firstItem="cnt-00-id" firstAttribute="leading" secondItem="fcg-00-id" secondAttribute="leading" id="c03-00-id"/>
                                        <constraint firstItem="cnt-00-id" firstAttribute="trailing" secondItem="fcg-00-id" secondAttribute="trailing" id="c04-00-id"/>
                                        <constraint firstItem="cnt-00-id" firstAttribute="bottom" secondItem="fcg-00-id" secondAttribute="bottom" id="c05-00-id"/>
                                        <constraint firstItem="cnt-00-id" firstAttribute="width" secondItem="ffg-00-id" secondAttribute="width" id="c06-00-id"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="fcg-00-id"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="ffg-00-id"/>
                                </scrollView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="emp-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="r01-00-id"/>
                                <constraint firstItem="emp-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="r02-00-id"/>
                                <constraint firstItem="emp-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="r03-00-id"/>
                                <constraint firstItem="emp-00-id" firstAttribute="height" constant="300" id="r04-00-id"/>
                                <constraint firstItem="ful-00-id" firstAttribute="top" secondItem="emp-00-id" secondAttribute="bottom" id="r05-00-id"/>
                                <constraint firstItem="ful-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="r06-00-id"/>
                                <constraint firstItem="ful-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="r07-00-id"/>
                                <constraint firstItem="ful-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" id="r08-00-id"/>
                            </constraints>
    """)

  @Test func anEmptyScrollViewWithAContentGuideHasAmbiguousContent() throws {
    let text = Self.scrollViews
    let line = TestDocuments.line(of: "id=\"emp-00-id\">", in: text)
    let message =
      "is ambiguous for Scroll View (emp-00-id): it has no content and no constraint refers to its content layout guide (ecg-00-id); pin content to the guide, or turn off Content Layout Guides"
    #expect(
      try Self.ambiguityLines(text) == [
        "A.storyboard:\(line): error: [TestViewController] Scrollable content width \(message)",
        "A.storyboard:\(line): error: [TestViewController] Scrollable content height \(message)",
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 1, falsePositives: 0, falseNegatives: 0))
  }

  /// The fix the finding names, content pinned to the guide, removes it: the same
  /// scroll view given `ful`'s content is not reported.
  @Test func contentPinnedToTheGuideRemovesTheFinding() throws {
    var text = Self.scrollViews
    let empty = """
                                    <viewLayoutGuide key="contentLayoutGuide" id="ecg-00-id"/>
      """
    let content = """
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="ec1-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="500" id="e01-00-id"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="ec1-00-id" firstAttribute="top" secondItem="ecg-00-id" secondAttribute="top" id="e02-00-id"/>
                                        <constraint firstItem="ec1-00-id" firstAttribute="leading" secondItem="ecg-00-id" secondAttribute="leading" id="e03-00-id"/>
                                        <constraint firstItem="ec1-00-id" firstAttribute="trailing" secondItem="ecg-00-id" secondAttribute="trailing" id="e04-00-id"/>
                                        <constraint firstItem="ec1-00-id" firstAttribute="bottom" secondItem="ecg-00-id" secondAttribute="bottom" id="e05-00-id"/>
                                        <constraint firstItem="ec1-00-id" firstAttribute="width" secondItem="efg-00-id" secondAttribute="width" id="e06-00-id"/>
                                    </constraints>
      """
    #expect(text.contains(empty))
    text = text.replacingOccurrences(of: empty, with: content + "\n" + empty)
    #expect(try Self.ambiguityLines(text) == [])
  }

  /// A picker placed by its top and sides only keeps the height it was stored with
  /// (its wheels' own), and is not ambiguous.
  @Test func aPickerHasAHeightOfItsOwn() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pik-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="216"/>
                                  </pickerView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="pik-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="p01-00-id"/>
                                  <constraint firstItem="pik-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="p02-00-id"/>
                                  <constraint firstItem="pik-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="p03-00-id"/>
                              </constraints>
      """)
    #expect(try Self.ambiguityLines(text) == [])
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    #expect(layout.views["pik-00-id"]?.frame == CGRect(x: 0, y: 20, width: 375, height: 216))
  }
}
