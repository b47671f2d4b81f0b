import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Findings of `scrollwork check` that real documents showed to be noise, and the
/// true findings of the same rules that must stay (UIKitBehaviour.md §83): each case a
/// false finding no longer reported next to a true one still reported, with its text.
@Suite struct IBCheckNoiseTests {
  func lines(_ text: String, devices: [String] = []) throws -> [String] {
    let doc = try IBDocument(string: text)
    let presets = devices.compactMap { Device.named($0) }
    return IBChecker(document: doc).check(devices: presets).map { $0.compilerLine(file: "Main.storyboard") }
  }

  /// A self-sizing row saved before Xcode 13 whose content asks for 80 points: the
  /// canvas draws the row 44 tall, which the content's required constraints cannot
  /// meet, but the app sizes the row to its content, so nothing conflicts there.
  /// Only the content view's ambiguous-layout finding (what Xcode flags) is
  /// reported, not an unsatisfiable-constraints error (Strongbox's
  /// CreateDatabaseOrSetCredentials reported four).
  @Test func aSelfSizingRowsCanvasHeightIsNotAConflict() throws {
    let text = IBSelfSizingContentTests.table(boxHeight: 58)
    let line = TestDocuments.line(of: "id=\"cvw-00-id\">", in: text)
    #expect(
      try lines(text) == [
        "Main.storyboard:\(line): warning: [TestViewController] Content View (cvw-00-id): its constraints give it a height of 80 pt, but Xcode before 13 draws the self-sizing row of Table View Cell (cel-00-id) 44 pt tall (content 44 pt): give the cell a row height of 80 or change the content's vertical constraints to fit"
      ])
    // Nor on another device, which draws the row as the canvas does.
    let onDevice = try IBChecker(document: IBDocument(string: text)).check(devices: [
      #require(Device.named("iphone-se-2"))
    ])
    #expect(onDevice.filter { $0.code == "unsatisfiable-constraints" }.map(\.message) == [])
  }

  /// The same row whose box also has a second, required height: the drawn row
  /// height breaks one constraint (58, not reported), and the conflict of the two
  /// heights, which no row height settles, is still reported, named by the box and at
  /// the broken constraint's line.
  @Test func aConflictInsideTheContentOfASelfSizingRowIsStillReported() throws {
    let text = IBSelfSizingContentTests.table(boxHeight: 58).replacingOccurrences(
      of: "<constraint firstAttribute=\"height\" constant=\"58\" id=\"c00-00-id\"/>",
      with: "<constraint firstAttribute=\"height\" constant=\"58\" id=\"c00-00-id\"/>\n"
        + "<constraint firstAttribute=\"height\" constant=\"60\" id=\"c05-00-id\"/>")
    let line = TestDocuments.line(of: "id=\"c05-00-id\"", in: text)
    let conflicts = try IBChecker(document: IBDocument(string: text)).check()
      .filter { $0.code == "unsatisfiable-constraints" }.map { $0.compilerLine(file: "Main.storyboard") }
    #expect(
      conflicts == [
        "Main.storyboard:\(line): error: [TestViewController] View (box-00-id): unsatisfiable constraints: c03-00-id, c04-00-id, c05-00-id, UIView-topMargin-guide-constraint, UIView-bottomMargin-guide-constraint, an unnamed constraint conflict; Auto Layout breaks c05-00-id (box-00-id.height == 60).\(IBCheckerTests.conflictFix)"
      ])
  }

  /// The same content in a row of a fixed 44-point height: the app gives the row 44
  /// points too, so Auto Layout breaks a constraint at run time, as UIKit logs it.
  @Test func aFixedRowHeightTheContentCannotMeetStillConflicts() throws {
    let text = IBSelfSizingContentTests.table(boxHeight: 58, tableRowHeight: "44")
    let line = TestDocuments.line(of: "id=\"c00-00-id\"", in: text)
    let conflicts = try IBChecker(document: IBDocument(string: text)).check()
      .filter { $0.code == "unsatisfiable-constraints" }.map { $0.compilerLine(file: "Main.storyboard") }
    #expect(
      conflicts == [
        "Main.storyboard:\(line): error: [TestViewController] View (box-00-id): unsatisfiable constraints: c03-00-id, c04-00-id, c00-00-id, UIView-topMargin-guide-constraint, UIView-bottomMargin-guide-constraint, an unnamed constraint conflict; Auto Layout breaks c00-00-id (box-00-id.height == 58).\(IBCheckerTests.conflictFix)"
      ])
  }

  /// A 375-point static table holding a cell stored below the 568-point screen of
  /// iphone-se-1, wider than its 320 points, with a label in it; beside the table a
  /// view (`wid-00-id`) 400 points wide from x 20.
  static let tableAndWideView = TestDocuments.storyboard(
    """
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-id">
                                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    <sections>
                                        <tableViewSection id="sec-00-id">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="44" id="cel-00-id">
                                                    <rect key="frame" x="0.0" y="600" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-id" id="cvw-00-id">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                                                <rect key="frame" x="16" y="11" width="343" height="21.5"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                            <constraint firstItem="box-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailingMargin" id="c02-00-id"/>
                                                            <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                                                            <constraint firstItem="box-00-id" firstAttribute="bottom" secondItem="cvw-00-id" secondAttribute="bottomMargin" id="c04-00-id"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wid-00-id">
                                    <rect key="frame" x="20" y="100" width="400" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="400" id="w01-00-id"/>
                                        <constraint firstAttribute="height" constant="50" id="h01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="tbl-00-id" firstAttribute="leading" secondItem="safe-00-id" secondAttribute="leading" id="t01-00-id"/>
                                <constraint firstItem="tbl-00-id" firstAttribute="trailing" secondItem="safe-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                <constraint firstItem="tbl-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t03-00-id"/>
                                <constraint firstItem="tbl-00-id" firstAttribute="bottom" secondItem="safe-00-id" secondAttribute="bottom" id="t04-00-id"/>
                                <constraint firstItem="wid-00-id" firstAttribute="leading" secondItem="safe-00-id" secondAttribute="leading" constant="20" id="t05-00-id"/>
                                <constraint firstItem="wid-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="80" id="t06-00-id"/>
                            </constraints>
    """)

  /// Rows scroll with their table and take its width: the cell below the screen and
  /// stored wider than the device, and the views in it, are not off screen; the
  /// plain view beside the table that extends past the screen's edge is.
  @Test func rowsOfATableAreNotOffScreenAPlainViewIs() throws {
    let text = Self.tableAndWideView
    let line = TestDocuments.line(of: "id=\"wid-00-id\">", in: text)
    let found = try lines(text, devices: ["iphone-se-1"])
    #expect(
      found == [
        "Main.storyboard:\(line): warning: [TestViewController] View (wid-00-id) at (20, 100, 400, 50) extends off the 320×568 screen (on iphone-se-1, portrait)"
      ])
  }
}
