import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// A controller a `presentation` segue shows (not full screen) is drawn as a page sheet
/// since Xcode 11: on a home-button phone its root starts below the status bar, however
/// much shorter than the screen the sheet is stored (InterfaceBuilder.md, "Navigation
/// bars": sentry-cocoa's ViewLifecycleTestViewController, Xcode 16 on retina4_0, a
/// 558-point root whose stack sits 8 below the safe area's top at y = 8).
@Suite struct IBSheetTests {
  /// Two scenes saved by Xcode 16 on a 4-inch phone: `pre-00-id` presents `vc1-00-id`
  /// (`style` is the segue's `modalPresentationStyle` attribute, if any), whose root is
  /// `rootHeight` tall and holds a box pinned 8 below its safe area's top.
  static func document(rootHeight: Int, style: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_0" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc0-00-id">
                <objects>
                    <viewController id="pre-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="sa0-00-id"/>
                        </view>
                        <connections>
                            <segue destination="vc1-00-id" kind="presentation" \(style)id="sg1-00-id"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc1-00-id">
                <objects>
                    <viewController id="vc1-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt1-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(rootHeight)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                    <rect key="frame" x="0.0" y="8" width="320" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="h01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa1-00-id"/>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="top" secondItem="sa1-00-id" secondAttribute="top" constant="8" id="t01-00-id"/>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="rt1-00-id" secondAttribute="leading" id="l01-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="r01-00-id"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func boxY(_ text: String) throws -> CGFloat? {
    let document = try IBDocument(string: text)
    let scene = try #require(document.scenes.first { $0.id == "sc1-00-id" })
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document)).build(
      scene: scene)
    layout.root.layoutIfNeeded()
    return layout.views["box-00-id"]?.frame.minY
  }

  @Test func aSheetStartsBelowTheStatusBar() throws {
    #expect(
      try IBDocument(string: Self.document(rootHeight: 558)).scenes.first { $0.id == "sc1-00-id" }?.isSheet == true)
    // 10 points shorter than the screen: no status bar over it (sentry-cocoa).
    #expect(try Self.boxY(Self.document(rootHeight: 558)) == 8)
    // 20 points shorter: the same, as the status bar's part was cut already.
    #expect(try Self.boxY(Self.document(rootHeight: 548)) == 8)
  }

  @Test func aFullScreenPresentationKeepsTheStatusBar() throws {
    let text = Self.document(rootHeight: 558, style: #"modalPresentationStyle="fullScreen" "#)
    #expect(try IBDocument(string: text).scenes.first { $0.id == "sc1-00-id" }?.isSheet == false)
    // The root is 10 points shorter than the screen: that much of the status bar is cut.
    #expect(try Self.boxY(text) == 18)
    // At the screen's height the status bar covers it whether a sheet or not.
    #expect(try Self.boxY(Self.document(rootHeight: 568)) == 28)
  }
}
