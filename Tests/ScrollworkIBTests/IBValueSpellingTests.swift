import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Every value spelling IB writes is read, and every value the importer cannot use
/// is a finding at its line (issue 17), never a silent drop or clamp.
@Suite struct IBValueSpellingTests {
  /// One view `box-00-id` pinned by the given extra constraint lines.
  static func document(_ constraints: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="0.0" y="20" width="250" height="375"/>
                                  </view>
                              </subviews>
                              <constraints>
      \(constraints)
                              </constraints>
      """)
  }

  @Test func multipliersAsDecimalsRatiosAndFractions() throws {
    let text = Self.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" secondItem="root-00-id" secondAttribute="width" multiplier="2/3" id="f01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="height" secondItem="root-00-id" secondAttribute="width" multiplier="1:1" id="f02-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" multiplier="0.5" id="f03-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" multiplier="3:4" id="f04-00-id"/>
      """)
    let document = try IBDocument(string: text)
    #expect(document.warnings == [])
    let constraints = document.scenes[0].root.constraints
    #expect(constraints.map(\.multiplier) == [CGFloat(2.0 / 3.0), 1, 0.5, 0.75])
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    #expect(layout.views["box-00-id"]?.frame.size == CGSize(width: 250, height: 375))
    #expect(DocumentReader.multiplier("2/3") == 2.0 / 3.0)
    #expect(DocumentReader.multiplier("-3:4") == -0.75)
    #expect(DocumentReader.multiplier("1.333") == 1.333)
    #expect(DocumentReader.multiplier("2/0") == nil)
    #expect(DocumentReader.multiplier("2/3/4") == nil)
    #expect(DocumentReader.multiplier("2:") == nil)
    #expect(DocumentReader.multiplier("inf") == nil)
  }

  /// A multiplier that is no number is an error at its line (the constraint has no meaning).
  @Test func aMultiplierWithAZeroDenominatorIsAnErrorAtItsLine() {
    let text = Self.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" secondItem="root-00-id" secondAttribute="width" multiplier="2/0" id="f01-00-id"/>
      """)
    let line = TestDocuments.line(of: "multiplier=\"2/0\"", in: text)
    #expect(throws: IBError(.badAttribute, line: line, "constraint 'f01-00-id' has a bad multiplier '2/0'")) {
      try IBDocument(string: text)
    }
  }

  /// UIKit takes priorities in (0, 1000]: one outside is laid out at the nearest
  /// one, and the document says so at the constraint's line.
  @Test func prioritiesOutsideTheRangeAreWarningsAtTheirLines() throws {
    let text = Self.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" constant="250" priority="1200" id="p01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="height" constant="375" priority="0" id="p02-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" priority="-5" id="p03-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" priority="750" id="p04-00-id"/>
      """)
    let document = try IBDocument(string: text)
    #expect(
      document.warnings.map(\.description) == [
        "line \(TestDocuments.line(of: "p01-00-id", in: text)): warning: constraint 'p01-00-id': priority 1200 is outside (0, 1000]; it is laid out with priority 1000 (required)",
        "line \(TestDocuments.line(of: "p02-00-id", in: text)): warning: constraint 'p02-00-id': priority 0 is outside (0, 1000]; it is laid out with priority 1",
        "line \(TestDocuments.line(of: "p03-00-id", in: text)): warning: constraint 'p03-00-id': priority -5 is outside (0, 1000]; it is laid out with priority 1",
      ])
    let layout = IBLayoutBuilder(document: document).build(scene: document.scenes[0])
    #expect(
      ["p01-00-id", "p02-00-id", "p03-00-id", "p04-00-id"].map { layout.constraints[$0]?.priority.rawValue } == [
        1000, 1, 1, 750,
      ])
  }

  /// A constraint to something the scene does not lay out (here the view
  /// controller's id) is a `check` finding at its line, not a silent drop.
  @Test func aConstraintToAViewControllerIsAFindingAtItsLine() throws {
    let text = Self.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" constant="250" id="u01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="height" constant="375" id="u02-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="u03-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="vc0-00-id" secondAttribute="top" constant="20" id="u04-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="u05-00-id"/>
      """)
    let findings = IBChecker(document: try IBDocument(string: text)).check()
    #expect(
      findings.map { $0.compilerLine(file: "Main.storyboard") } == [
        "Main.storyboard:\(TestDocuments.line(of: "u04-00-id", in: text)): warning: [TestViewController] constraint u04-00-id (box-00-id.top == vc0-00-id.top + 20) is left out: refers to 'vc0-00-id', which is not in the scene's view hierarchy"
      ])
  }

  /// A constraint into a table view cell from outside it: the cell is laid out on its
  /// own, so the constraint is listed with that reason, not reported as a document fault.
  @Test func aConstraintIntoACellIsSkippedWithItsReasonButNotReported() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <prototypes>
                                          <tableViewCell contentMode="scaleToFill" id="cel-00-id">
                                              <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                              <tableViewCellContentView key="contentView" id="ccv-00-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                  <subviews>
                                                      <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                          <rect key="frame" x="16" y="11" width="33" height="21"/>
                                                      </label>
                                                  </subviews>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </prototypes>
                                  </tableView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="tbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t01-00-id"/>
                                  <constraint firstItem="tbl-00-id" firstAttribute="trailing" secondItem="root-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                  <constraint firstItem="tbl-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t03-00-id"/>
                                  <constraint firstItem="tbl-00-id" firstAttribute="bottom" secondItem="root-00-id" secondAttribute="bottom" id="t04-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="16" id="t05-00-id"/>
                              </constraints>
      """)
    let document = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: document.scenes[0])
    #expect(layout.skippedConstraints.map(\.id) == ["t05-00-id"])
    #expect(
      layout.skippedConstraints.map(\.reason) == [
        "refers to 'lbl-00-id', inside a cell, which is laid out on its own"
      ])
    #expect(IBChecker(document: document).check().filter { $0.code == "unused-constraint" } == [])
  }

  /// Two top-level views of a xib are two scenes: a constraint between them cannot be
  /// laid out in either, and each says so.
  @Test func aConstraintBetweenTwoTopLevelXibViewsIsAFinding() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="one-00-id">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <constraints>
                      <constraint firstItem="one-00-id" firstAttribute="width" secondItem="two-00-id" secondAttribute="width" id="x01-00-id"/>
                  </constraints>
              </view>
              <view contentMode="scaleToFill" id="two-00-id">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
          </objects>
      </document>
      """
    let findings = IBChecker(document: try IBDocument(string: text)).check()
    #expect(
      findings.map { $0.compilerLine(file: "V.xib") } == [
        "V.xib:\(TestDocuments.line(of: "x01-00-id", in: text)): warning: [view] constraint x01-00-id (one-00-id.width == two-00-id.width) is left out: refers to 'two-00-id', which is not in the scene's view hierarchy"
      ])
  }
}

/// Size-class variations of a constraint's constant (`<variation key constant>`
/// inside `<constraint>`, 6 in two corpus documents: inaturalist Onboarding, Nordic
/// Toolbox), read and applied for the matching size classes.
@Suite struct IBConstantVariationTests {
  @Test func theConstantOfTheMatchingVariationIsUsed() throws {
    let text = IBValueSpellingTests.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" relation="lessThanOrEqual" constant="300" id="v01-00-id">
                                      <variation key="heightClass=regular-widthClass=regular" constant="200"/>
                                  </constraint>
                                  <constraint firstItem="box-00-id" firstAttribute="width" relation="greaterThanOrEqual" constant="300" priority="750" id="v02-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="height" constant="100" id="v03-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="v04-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" id="v05-00-id"/>
      """)
    let document = try IBDocument(string: text)
    #expect(document.warnings == [])
    let c = try #require(document.scenes[0].root.constraints.first { $0.id == "v01-00-id" })
    #expect(c.constant == 300)
    #expect(c.constantVariations == ["heightClass=regular-widthClass=regular": 200])
    func width(_ traits: [String: String]) -> CGFloat? {
      var options = IBOracle.canvasOptions(for: document)
      options.traits = traits
      let layout = IBLayoutBuilder(document: document, options: options).build(scene: document.scenes[0])
      layout.root.layoutIfNeeded()
      return layout.views["box-00-id"]?.frame.width
    }
    // The document's iPhone canvas is compact width, regular height: the base constant.
    #expect(width(["widthClass": "compact", "heightClass": "regular"]) == 300)
    #expect(width(["widthClass": "regular", "heightClass": "regular"]) == 200)
  }

  @Test func otherVariationAttributesAreWarnings() throws {
    let text = IBValueSpellingTests.document(
      """
                                  <constraint firstItem="box-00-id" firstAttribute="width" constant="250" id="v01-00-id">
                                      <variation key="widthClass=regular" constant="200" multiplier="2"/>
                                  </constraint>
      """)
    let document = try IBDocument(string: text)
    #expect(
      document.warnings.map(\.description) == [
        "line \(TestDocuments.line(of: "multiplier=\"2\"", in: text)): warning: constraint 'v01-00-id': variation attribute 'multiplier' ignored"
      ])
  }
}
