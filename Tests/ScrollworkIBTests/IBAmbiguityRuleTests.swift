import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The ambiguity rules `check` takes from Xcode's stored `ambiguous="YES"` flags
/// (issue 17; InterfaceBuilder.md, "Verdicts"): labels of built-in cell styles that
/// keep the pre-Xcode 9 layout, scroll views whose content guide nothing sizes,
/// pickers and bars, which have a height of their own, fixed-frame views without a
/// stored frame, custom views, sized by their stored frame only in an axis whose
/// content priorities are set, and empty labels tied in a `fill` stack.
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

  /// An empty scroll view with a content guide and `fixedFrame="YES"` (no constraint
  /// names it) is pinned by Xcode's prototyping constraints and its content is not
  /// judged (LoopFollow's settings scroll view, unflagged); the same scroll view
  /// translating its autoresizing mask instead, as IBDecodable's top-level one does,
  /// is still reported for both axes.
  @Test func aFixedFrameEmptyScrollViewIsNotJudged() throws {
    let fixedFrame = "fixedFrame=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
    let fixed = TestDocuments.storyboard(
      """
                              <subviews>
                                  <scrollView clipsSubviews="YES" \(fixedFrame)id="sfx-00-id">
                                      <rect key="frame" x="0.0" y="44" width="375" height="600"/>
                                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                      <viewLayoutGuide key="contentLayoutGuide" id="scg-00-id"/>
                                      <viewLayoutGuide key="frameLayoutGuide" id="sfg-00-id"/>
                                  </scrollView>
                              </subviews>
      """)
    #expect(try Self.ambiguityLines(fixed) == [])
    let verdicts = IBConformance.run(data: TestDocuments.data(fixed), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 0, falsePositives: 0, falseNegatives: 0))

    let autoresizing = fixed.replacingOccurrences(of: fixedFrame, with: "")
    #expect(autoresizing != fixed)
    let line = TestDocuments.line(of: "id=\"sfx-00-id\">", in: autoresizing)
    let message =
      "is ambiguous for Scroll View (sfx-00-id): it has no content and no constraint refers to its content layout guide (scg-00-id); pin content to the guide, or turn off Content Layout Guides"
    #expect(
      try Self.ambiguityLines(autoresizing) == [
        "A.storyboard:\(line): error: [TestViewController] Scrollable content width \(message)",
        "A.storyboard:\(line): error: [TestViewController] Scrollable content height \(message)",
      ])
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

  /// The frame of `id` on the canvas of `text`'s first scene.
  static func frame(of id: String, in text: String) throws -> CGRect? {
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.views[id]?.frame
  }

  /// A view with `fixedFrame="YES"` and no constraints is pinned where Xcode put it,
  /// at the zero rectangle when no `<rect>` is stored (IBDecodable, artsy), and is
  /// not ambiguous.
  @Test func aFixedFrameViewWithoutAStoredFrameIsPinnedAtZero() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fix-00-id">
                                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                  </view>
                                  <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fix-01-id">
                                      <rect key="frame" x="10" y="30" width="100" height="50"/>
                                  </view>
                              </subviews>
      """)
    #expect(try Self.ambiguityLines(text) == [])
    #expect(try Self.frame(of: "fix-00-id", in: text) == .zero)
    #expect(try Self.frame(of: "fix-01-id", in: text) == CGRect(x: 10, y: 30, width: 100, height: 50))
  }

  /// A toolbar placed by its bottom and sides keeps the height Xcode stored (a bar's
  /// own), and is not ambiguous.
  @Test func aBarHasAHeightOfItsOwn() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                      <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                      <items>
                                          <barButtonItem title="Settings" id="itm-00-id"/>
                                      </items>
                                  </toolbar>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="bar-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" id="b01-00-id"/>
                                  <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="b02-00-id"/>
                                  <constraint firstItem="bar-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="b03-00-id"/>
                              </constraints>
      """)
    #expect(try Self.ambiguityLines(text) == [])
    #expect(try Self.frame(of: "bar-00-id", in: text) == CGRect(x: 0, y: 623, width: 375, height: 44))
  }

  /// A custom view drawn by itself, placed by its top and sides, with a button
  /// below it; `priorities` are the custom view's attributes.
  static func customView(priorities: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" \(priorities)ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cus-00-id" customClass="ThemedTextField" customModule="App" customModuleProvider="target">
                                      <rect key="frame" x="16" y="40" width="343" height="44"/>
                                  </view>
                                  <button opaque="NO" contentMode="scaleToFill" ambiguous="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-id">
                                      <rect key="frame" x="160" y="124" width="55" height="30"/>
                                      <state key="normal" title="Button"/>
                                  </button>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="cus-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="k01-00-id"/>
                                  <constraint firstItem="cus-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="k02-00-id"/>
                                  <constraint firstItem="cus-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" constant="-16" id="k03-00-id"/>
                                  <constraint firstItem="btn-00-id" firstAttribute="top" secondItem="cus-00-id" secondAttribute="bottom" constant="40" id="k04-00-id"/>
                                  <constraint firstItem="btn-00-id" firstAttribute="centerX" secondItem="root-00-id" secondAttribute="centerX" id="k05-00-id"/>
                              </constraints>
      """)
  }

  /// A custom view with the default content priorities has no intrinsic height
  /// Xcode knows of: its height is ambiguous, and so is the position of the button
  /// placed below it (SkyFloatingLabelTextField's ThemedTextField).
  @Test func aCustomViewWithDefaultPrioritiesHasNoHeightOfItsOwn() throws {
    let text = Self.customView(priorities: "")
    let custom = TestDocuments.line(of: "id=\"cus-00-id\"", in: text)
    let button = TestDocuments.line(of: "id=\"btn-00-id\">", in: text)
    let lines = try Self.ambiguityLines(text)
    #expect(
      lines == [
        "A.storyboard:\(custom): error: [TestViewController] ThemedTextField (cus-00-id): cus-00-id.height is free from 0 up: add btn-00-id.bottom == root-00-id.bottom - 40",
        "A.storyboard:\(button): error: [TestViewController] Button 'Button' (btn-00-id): btn-00-id.minY is free from 80 up: add btn-00-id.bottom == root-00-id.bottom - 40",
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 2, falsePositives: 0, falseNegatives: 0))
  }

  /// With its vertical content priorities set (habitica's LoginEntryView), the custom
  /// view keeps the height Xcode rendered it at, and nothing is ambiguous.
  @Test func aCustomViewWithItsPrioritiesSetKeepsItsStoredHeight() throws {
    let text = Self.customView(
      priorities: "verticalHuggingPriority=\"1000\" verticalCompressionResistancePriority=\"1000\" "
    ).replacingOccurrences(of: "ambiguous=\"YES\" ", with: "")
    #expect(try Self.ambiguityLines(text) == [])
    #expect(try Self.frame(of: "cus-00-id", in: text) == CGRect(x: 16, y: 40, width: 343, height: 44))
    #expect(try Self.frame(of: "btn-00-id", in: text)?.minY == 124)
  }

  /// A vertical `fill` stack pinned 44 points tall holding two labels of equal
  /// hugging: `first` and `second` are the labels' attributes before the frame.
  static func tiedLabels(first: String, second: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                      <rect key="frame" x="16" y="40" width="200" height="44"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(first) lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(second) lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          </label>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="44" id="t01-00-id"/>
                                      </constraints>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="t02-00-id"/>
                                  <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="t03-00-id"/>
                                  <constraint firstItem="stk-00-id" firstAttribute="width" constant="200" id="t04-00-id"/>
                              </constraints>
      """
    ).replacingOccurrences(
      of: "id=\"lb1-00-id\">",
      with: "id=\"lb1-00-id\">\n<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"200\" height=\"44\"/>"
    ).replacingOccurrences(
      of: "id=\"lb2-00-id\">",
      with: "id=\"lb2-00-id\">\n<rect key=\"frame\" x=\"0.0\" y=\"44\" width=\"200\" height=\"0.0\"/>")
  }

  /// Two labels without text share the slack of a stack pinned 44 points tall; the
  /// stored frames give one all of it (44 and 0 points), so the labels are not at
  /// their common natural size, and the engine has no reason to prefer either:
  /// both heights are free (iNaturalist's ObservationNormalCell).
  @Test func emptyLabelsTiedInAPinnedStackAreAmbiguous() throws {
    let text = Self.tiedLabels(first: "text=\"\"", second: "text=\"\"")
    let first = TestDocuments.line(of: "id=\"lb1-00-id\">", in: text)
    let second = TestDocuments.line(of: "id=\"lb2-00-id\">", in: text)
    let free = "give it an exact height, or raise the priority of one of the constraints that bound it"
    #expect(
      try Self.ambiguityLines(text) == [
        "A.storyboard:\(first): error: [TestViewController] Label (lb1-00-id): lb1-00-id.height is free between 0 and 44: \(free)",
        "A.storyboard:\(second): error: [TestViewController] Label (lb2-00-id): lb2-00-id.minY is free between 0 and 44: pin it exactly, or raise the priority of one of the constraints that bound it; lb2-00-id.height is free between 0 and 44: \(free)",
      ])
    // The engine's solution is one of many: the labels share the stack's 44 points.
    let top = try #require(try Self.frame(of: "lb1-00-id", in: text))
    let bottom = try #require(try Self.frame(of: "lb2-00-id", in: text))
    #expect(abs(top.height + bottom.height - 44) < 1e-6 && abs(bottom.minY - top.maxY) < 1e-6)
    #expect(try Self.frame(of: "stk-00-id", in: text) == CGRect(x: 16, y: 40, width: 200, height: 44))
  }

  /// Two empty labels stored at one height show no slack in their frames, but, as
  /// labels with text, they fill the stack's 44 points only by accident: the
  /// content-priority probe (``IBContentPriorityTieTests``) reports both (iNaturalist's
  /// ObsDetailV2 activity-author labels, stored to fill their stack exactly and flagged
  /// by Xcode 15; InterfaceBuilder.md, "Labels with text tie"). A label with text
  /// stored 44 points tall beside an empty one stored 0 ties with it the same way.
  @Test func equalEmptyLabelsTieThroughTheProbeAsALabelWithTextDoes() throws {
    let equal = Self.tiedLabels(first: "text=\"\"", second: "text=\"\"")
      .replacingOccurrences(of: "y=\"0.0\" width=\"200\" height=\"44\"", with: "y=\"0.0\" width=\"200\" height=\"22\"")
      .replacingOccurrences(of: "y=\"44\" width=\"200\" height=\"0.0\"", with: "y=\"22\" width=\"200\" height=\"22\"")
    #expect(try Self.frame(of: "lb2-00-id", in: equal) == CGRect(x: 0, y: 22, width: 200, height: 22))
    let tie =
      "free unless the labels' texts fill their stored frames exactly: views of equal content hugging or compression resistance share a length other constraints fix; raise the priority of one of them"
    #expect(
      try Self.ambiguityLines(equal) == [
        "A.storyboard:\(TestDocuments.line(of: "id=\"lb1-00-id\">", in: equal)): warning: [TestViewController] Label (lb1-00-id): content priority ambiguity: lb1-00-id.height is \(tie)",
        "A.storyboard:\(TestDocuments.line(of: "id=\"lb2-00-id\">", in: equal)): warning: [TestViewController] Label (lb2-00-id): content priority ambiguity: lb2-00-id.minY and lb2-00-id.height are \(tie)",
      ])
    let withText = Self.tiedLabels(first: "text=\"Title\"", second: "text=\"\"")
    #expect(
      try Self.ambiguityLines(withText) == [
        "A.storyboard:\(TestDocuments.line(of: "id=\"lb1-00-id\">", in: withText)): warning: [TestViewController] Label 'Title' (lb1-00-id): content priority ambiguity: lb1-00-id.height is \(tie)",
        "A.storyboard:\(TestDocuments.line(of: "id=\"lb2-00-id\">", in: withText)): warning: [TestViewController] Label (lb2-00-id): content priority ambiguity: lb2-00-id.minY and lb2-00-id.height are \(tie)",
      ])
    // The frames stay the stored ones.
    #expect(try Self.frame(of: "lb2-00-id", in: withText) == CGRect(x: 0, y: 44, width: 200, height: 0))
  }

  /// A 50-point row (a horizontal stack centring its views) holding a 50-point square
  /// and a vertical `fill` stack of two empty labels stored 46 and 0 tall; `extra` goes
  /// into the column's own constraints.
  static func centredColumn(extra: String = "") -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-id">
                                      <rect key="frame" x="16" y="40" width="300" height="50"/>
                                      <subviews>
                                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sqr-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                              <constraints>
                                                  <constraint firstAttribute="width" constant="50" id="t05-00-id"/>
                                                  <constraint firstAttribute="height" constant="50" id="t06-00-id"/>
                                              </constraints>
                                          </view>
                                          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                              <rect key="frame" x="50" y="0.0" width="250" height="50"/>
                                              <subviews>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-id">
                                                      <rect key="frame" x="0.0" y="0.0" width="250" height="46"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  </label>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-id">
                                                      <rect key="frame" x="0.0" y="50" width="250" height="0.0"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                  </label>
                                              </subviews>
                                              <constraints>
                                                  \(extra)
                                              </constraints>
                                          </stackView>
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="row-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="t02-00-id"/>
                                  <constraint firstItem="row-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="t03-00-id"/>
                                  <constraint firstItem="row-00-id" firstAttribute="width" constant="300" id="t04-00-id"/>
                              </constraints>
      """)
  }

  /// A column centred in a row takes its content's length, so nothing stretches its
  /// empty labels: their stored heights are their natural ones, nothing is ambiguous
  /// and the frames stay (a held-out Xcode 11 cell stores such a column 50 tall with
  /// labels of 46 and 0, unflagged). Given a height of its own, the same column
  /// stretches them, and the tie of ``emptyLabelsTiedInAPinnedStackAreAmbiguous``
  /// shows again (InterfaceBuilder.md, "Verdicts").
  @Test func emptyLabelsOfACentredColumnKeepTheirStoredHeights() throws {
    let free = Self.centredColumn()
    #expect(try Self.ambiguityLines(free) == [])
    #expect(try Self.frame(of: "stk-00-id", in: free) == CGRect(x: 50, y: 0, width: 250, height: 50))
    #expect(try Self.frame(of: "lb1-00-id", in: free) == CGRect(x: 0, y: 0, width: 250, height: 46))
    #expect(try Self.frame(of: "lb2-00-id", in: free) == CGRect(x: 0, y: 50, width: 250, height: 0))
    let pinned = Self.centredColumn(extra: "<constraint firstAttribute=\"height\" constant=\"50\" id=\"t07-00-id\"/>")
    let line = TestDocuments.line(of: "id=\"lb1-00-id\">", in: pinned)
    #expect(
      try Self.ambiguityLines(pinned).first?.hasPrefix(
        "A.storyboard:\(line): error: [TestViewController] Label (lb1-00-id): lb1-00-id.height is free between 0 and 46"
      ) == true)
  }
}
