import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// A table view's `tableHeaderView` and `tableFooterView` (InterfaceBuilder.md, "Table
/// header and footer views"): built, placed by the table at its width, their content
/// laid out by their own constraints, compared and judged.
@Suite struct IBTableHeaderFooterTests {
  /// A table view controller (Xcode 11, iPhone 8) whose 375-point table stores a
  /// header `headerWidth` points wide at y `headerY`, holding a title pinned 20 points
  /// inside its sides and 10 below its top, then one static 44-point row, then a
  /// 44-point footer at y 144 holding a label centred in it, stored at y `labelY`
  /// (12 is where its constraints put it). `extra` adds constraints to the table.
  static func document(headerWidth: Int = 375, headerY: Int = 0, labelY: String = "12", extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-id">
                <objects>
                    <tableViewController id="tvc-00-id" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-00-id">
                                <rect key="frame" x="0.0" y="\(headerY)" width="\(headerWidth)" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-id">
                                        <rect key="frame" x="20" y="10" width="\(headerWidth - 40)" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ttl-00-id" firstAttribute="leading" secondItem="hdr-00-id" secondAttribute="leading" constant="20" id="h01-00-id"/>
                                    <constraint firstAttribute="trailing" secondItem="ttl-00-id" secondAttribute="trailing" constant="20" id="h02-00-id"/>
                                    <constraint firstItem="ttl-00-id" firstAttribute="top" secondItem="hdr-00-id" secondAttribute="top" constant="10" id="h03-00-id"/>
                                </constraints>
                            </view>
                            <view key="tableFooterView" contentMode="scaleToFill" id="ftr-00-id">
                                <rect key="frame" x="0.0" y="144" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Version" translatesAutoresizingMaskIntoConstraints="NO" id="ver-00-id">
                                        <rect key="frame" x="150" y="\(labelY)" width="75" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ver-00-id" firstAttribute="centerX" secondItem="ftr-00-id" secondAttribute="centerX" id="f01-00-id"/>
                                    <constraint firstItem="ver-00-id" firstAttribute="centerY" secondItem="ftr-00-id" secondAttribute="centerY" id="f02-00-id"/>
                                </constraints>
                            </view>
                            <sections>
                                <tableViewSection id="sec-00-id">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-id">
                                            <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            \(extra)
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func layout(_ text: String) throws -> IBLayout {
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    return layout
  }

  /// `check`'s findings on the document's own canvas, as `code line: message`.
  static func findings(_ text: String) throws -> [String] {
    let doc = try IBDocument(string: text)
    return try IBChecker(document: doc).check(
      layout(text), device: "document", orientation: "portrait", ownCanvas: true
    ).map { "\($0.code) \($0.line): \($0.message)" }
  }

  @Test func headerAndFooterAreBuiltAroundTheSectionsAndLaidOutByTheirOwnConstraints() throws {
    let layout = try Self.layout(Self.document())
    // The header at the top of the content, the footer where the document stores it
    // after the last section; both as tall as their frames.
    #expect(layout.views["hdr-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(layout.views["ttl-00-id"]?.frame == CGRect(x: 20, y: 10, width: 335, height: 20))
    #expect(layout.views["ftr-00-id"]?.frame == CGRect(x: 0, y: 144, width: 375, height: 44))
    #expect(layout.views["ver-00-id"]?.frame == CGRect(x: 150, y: 12, width: 75, height: 20))
    #expect(layout.parents["hdr-00-id"] == "tbl-00-id")
    #expect(layout.parents["ver-00-id"] == "ftr-00-id")
    #expect(try Self.findings(Self.document()) == [])
    // The oracle compares their frames and their content's.
    let fixture = try IBOracle.fixture(data: Data(Self.document().utf8), source: "t.storyboard")
    #expect(
      fixture.scenes[0].frames.map(\.id) == ["hdr-00-id", "ttl-00-id", "ftr-00-id", "ver-00-id"])
  }

  @Test func theHeaderTakesTheTablesWidthAndTheTopOfTheContent() throws {
    // Stored 320 wide at y 8 (as an older canvas left it): the table gives it its own
    // 375 points and y 0, and the title pinned inside widens with it.
    let layout = try Self.layout(Self.document(headerWidth: 320, headerY: 8))
    #expect(layout.views["hdr-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(layout.views["ttl-00-id"]?.frame == CGRect(x: 20, y: 10, width: 335, height: 20))
  }

  @Test func aSubviewStoredWhereItsConstraintsDoNotPutItIsMisplaced() throws {
    // GitHawk's Settings (Xcode 10): a label centred in a 44-point footer, stored at y 179.
    let text = Self.document(labelY: "179")
    let findings = try Self.findings(text)
    #expect(
      findings == [
        "misplaced-view 30: Label 'Version' (ver-00-id) is misplaced: the document stores (150, 179, 75, 20), the constraints give (150, 12, 75, 20)"
      ])
    let layout = try Self.layout(text)
    #expect(layout.views["ver-00-id"]?.frame == CGRect(x: 150, y: 12, width: 75, height: 20))
  }

  @Test func aConstraintAcrossTheHeadersEdgeIsLeftOutWithItsReason() throws {
    // The table places its header by its frame: a constraint from the header's content
    // to the table is listed as left out, and not used.
    let extra = """
      <constraints>
          <constraint firstItem="ttl-00-id" firstAttribute="bottom" secondItem="tbl-00-id" secondAttribute="bottom" id="x01-00-id"/>
      </constraints>
      """
    let layout = try Self.layout(Self.document(extra: extra))
    #expect(
      layout.skippedConstraints.map { "\($0.id) \($0.reason)" } == [
        "x01-00-id refers to 'ttl-00-id', inside a table header or footer view, which is laid out on its own"
      ])
    #expect(layout.views["ttl-00-id"]?.frame == CGRect(x: 20, y: 10, width: 335, height: 20))
  }
}
