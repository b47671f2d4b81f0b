import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Size-class variations (`<variation key>`): which views and constraints are
/// installed, and which constant or attribute is in force, on a canvas of given size
/// classes (InterfaceBuilder.md, "Size classes"). The documents are written for these
/// tests on the iPhone SE (2nd gen.) canvas, compact width and regular height.
@Suite struct IBSizeClassTests {
  /// A 375 × 667 scene: box `box-00-id` pinned at (20, 40) whose width constraint
  /// `wid-00-id` is 100 with size-class constants, a stack `stk-00-id` of two 40 × 40
  /// views whose axis varies, a badge `bdg-00-id` excluded from Any/Any and included
  /// for compact widths, and a view `gon-00-id` installed nowhere, each with its own
  /// constraints.
  static let document = TestDocuments.storyboard(
    """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                    <rect key="frame" x="20" y="40" width="200" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" priority="750" id="hei-00-id"/>
                                        <constraint firstAttribute="width" constant="100" id="wid-00-id">
                                            <variation key="heightClass=regular-widthClass=compact" constant="200"/>
                                            <variation key="widthClass=compact" constant="150"/>
                                        </constraint>
                                        <constraint firstAttribute="height" constant="80" id="tal-00-id"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                    <rect key="frame" x="20" y="100" width="80" height="40"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="ow1-00-id"/>
                                                <constraint firstAttribute="height" constant="40" id="oh1-00-id"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two-00-id">
                                            <rect key="frame" x="40" y="0.0" width="40" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="tw1-00-id"/>
                                                <constraint firstAttribute="height" constant="40" id="th1-00-id"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <variation key="heightClass=regular-widthClass=compact" axis="horizontal"/>
                                    <variation key="widthClass=compact" axis="vertical"/>
                                </stackView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-id">
                                    <rect key="frame" x="20" y="200" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="bw1-00-id"/>
                                        <constraint firstAttribute="height" constant="30" id="bh1-00-id"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gon-00-id">
                                    <rect key="frame" x="20" y="300" width="30" height="30"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inn-00-id">
                                            <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                        </view>
                                    </subviews>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="bxl-00-id"/>
                                <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="bxt-00-id"/>
                                <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="skl-00-id"/>
                                <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="skt-00-id"/>
                                <constraint firstItem="bdg-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="bgl-00-id"/>
                                <constraint firstItem="bdg-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="200" id="bgt-00-id"/>
                                <constraint firstItem="gon-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="gol-00-id"/>
                                <constraint firstItem="inn-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="300" id="gnt-00-id"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="bdg-00-id"/>
                                    <exclude reference="gon-00-id"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="tal-00-id"/>
                                    <exclude reference="bgl-00-id"/>
                                    <exclude reference="bgt-00-id"/>
                                    <exclude reference="gol-00-id"/>
                                    <exclude reference="gnt-00-id"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="constraints">
                                    <exclude reference="tal-00-id"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="subviews">
                                    <include reference="bdg-00-id"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="tal-00-id"/>
                                    <include reference="bgl-00-id"/>
                                    <include reference="bgt-00-id"/>
                                </mask>
                            </variation>
    """)

  static func layout(traits: [String: String], canvas: Bool = true) throws -> IBLayout {
    let doc = try IBDocument(string: document)
    var options = canvas ? IBOracle.canvasOptions(for: doc) : IBLayoutOptions()
    options.traits = traits
    let layout = IBLayoutBuilder(document: doc, options: options).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout
  }

  static let compactRegular = ["widthClass": "compact", "heightClass": "regular"]

  /// On the compact-width, regular-height canvas, the two-class variations win over
  /// the one-class ones, whatever their order in the document or by key: the width
  /// constant is 200 (not 150), the stack is horizontal (not vertical), and the height
  /// constraint included for compact widths is excluded again for compact-regular.
  @Test func theMostSpecificVariationDecides() throws {
    let layout = try Self.layout(traits: Self.compactRegular)
    #expect(IBOracle.canvasOptions(for: try IBDocument(string: Self.document)).traits == Self.compactRegular)
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 20, y: 40, width: 200, height: 50))
    #expect(layout.constraints["wid-00-id"]?.constant == 200)
    #expect((layout.views["stk-00-id"] as? StackView)?.axis == .horizontal)
    #expect(layout.views["two-00-id"]?.frame == CGRect(x: 40, y: 0, width: 40, height: 40))
    #expect(layout.constraints["tal-00-id"] == nil)
    #expect(layout.views["bdg-00-id"]?.frame == CGRect(x: 20, y: 200, width: 30, height: 30))
  }

  /// On a compact-width, compact-height canvas (a small phone in landscape), the
  /// one-class variation applies: 150, vertical, and the 80-point height installed
  /// (over the 50-point one at 750).
  @Test func aLessSpecificVariationAppliesWhereTheMoreSpecificDoesNotMatch() throws {
    let layout = try Self.layout(traits: ["widthClass": "compact", "heightClass": "compact"])
    #expect(layout.constraints["wid-00-id"]?.constant == 150)
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 20, y: 40, width: 150, height: 80))
    #expect((layout.views["stk-00-id"] as? StackView)?.axis == .vertical)
    #expect(layout.views["two-00-id"]?.frame == CGRect(x: 0, y: 40, width: 40, height: 40))
  }

  /// On the Any/Any set (no traits) only the `default` variation applies: its
  /// excluded views are not built, nothing inside them either, and its excluded
  /// constraints are left out.
  @Test func viewsExcludedFromTheCanvasSizeClassesAreNotBuilt() throws {
    let layout = try Self.layout(traits: [:])
    #expect(layout.constraints["wid-00-id"]?.constant == 100)
    #expect((layout.views["stk-00-id"] as? StackView)?.axis == .vertical)
    #expect(layout.views["bdg-00-id"] == nil)
    #expect(layout.views["gon-00-id"] == nil)
    #expect(layout.views["inn-00-id"] == nil)
    let skipped = layout.skippedConstraints.map { "\($0.id): \($0.reason)" }
    #expect(
      skipped.sorted() == [
        "bgl-00-id: not installed for the selected size classes",
        "bgt-00-id: not installed for the selected size classes",
        "gnt-00-id: not installed for the selected size classes",
        "gol-00-id: not installed for the selected size classes",
        "tal-00-id: not installed for the selected size classes",
      ])
  }

  /// `check` on the document's canvas (compact-regular): nothing to report, none of
  /// the constraints of other size classes as an unused constraint.
  @Test func checkOnTheCanvasReportsNothing() throws {
    let doc = try IBDocument(string: Self.document)
    #expect(IBChecker(document: doc).check().map { "\($0.line): \($0.message)" } == [])
  }

  /// A constraint that names a view the canvas does not install is left out as not
  /// installed (Xcode writes it into the same mask; a document that does not is laid
  /// out without it all the same), not as content `check` does not lay out.
  @Test func aConstraintToAnUninstalledViewSaysSo() throws {
    let text = Self.document.replacingOccurrences(
      of: "<exclude reference=\"gnt-00-id\"/>", with: "")
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    #expect(
      layout.skippedConstraints.first { $0.id == "gnt-00-id" }?.reason
        == "refers to 'inn-00-id', which is not installed for the selected size classes")
  }

  /// The fixture leaves out what the canvas does not install, and its flags.
  @Test func theFixtureComparesOnlyInstalledViews() throws {
    let fixture = try IBOracle.fixture(data: TestDocuments.data(Self.document), source: "t.storyboard")
    #expect(
      fixture.scenes[0].frames.map(\.id) == [
        "box-00-id", "stk-00-id", "one-00-id", "two-00-id", "bdg-00-id",
      ])
  }

  /// A size-class value the builder does not apply is a warning at its line.
  @Test func unappliedViewVariationsAreWarnings() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="20" y="40" width="20" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <variation key="widthClass=regular" textAlignment="center" hidden="YES">
                                          <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                      </variation>
                                  </label>
                              </subviews>
                              <variation key="default">
                                  <mask key="constraints">
                                      <remove reference="lab-00-id"/>
                                  </mask>
                              </variation>
      """)
    let doc = try IBDocument(string: text)
    let variation = TestDocuments.line(of: "textAlignment=\"center\"", in: text)
    #expect(
      doc.warnings.map(\.description) == [
        "line \(variation): warning: view 'lab-00-id': variation 'widthClass=regular' attribute 'textAlignment' ignored",
        "line \(variation + 1): warning: view 'lab-00-id': variation 'widthClass=regular' element <fontDescription> ignored",
        "line \(TestDocuments.line(of: "<remove", in: text)): warning: view 'root-00-id': variation 'default' mask entry <remove> ignored",
      ])
    #expect(doc.scenes[0].root.subviews[0].attributeVariations == ["widthClass=regular": ["hidden": "YES"]])
  }
}
