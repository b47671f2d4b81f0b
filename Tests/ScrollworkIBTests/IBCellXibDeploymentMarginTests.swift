import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A cell `.xib`'s content-view side margins before Xcode 12 follow whether the
/// document declares a deployment target (InterfaceBuilder.md, "Cells";
/// `Builder.takesTableInset(ofCell:in:declaresDeploymentTarget:)`): 15 points without
/// one (LoopKit's DateAndDuration cell, Xcode 11.5), 16 with one (five held-out cell
/// `.xib`s of five apps, Xcode 9.3 to 11.4); from Xcode 12, 16 either way.
@Suite struct IBCellXibDeploymentMarginTests {
  /// A cell `.xib` saved by Xcode build `tools` whose 375 × 60 cell holds a label
  /// pinned to its content view's four margins; `deployment` adds
  /// `<deployment identifier="iOS"/>` to its `<dependencies>`.
  static func cellXib(tools: String, deployment: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <dependencies>
            \(deployment ? #"<deployment identifier="iOS"/>"# : "")
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
        </dependencies>
        <objects>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cel-00-id">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                            <rect key="frame" x="16" y="11" width="343" height="38"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box-00-id" secondAttribute="trailing" id="c02-00-id"/>
                        <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box-00-id" secondAttribute="bottom" id="c04-00-id"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """
  }

  @Test(arguments: [
    ("13771", true, 16.0), ("14460.31", true, 16), ("16096", true, 16),
    ("13771", false, 15), ("16097.3", false, 15),
    ("17701", true, 16), ("17701", false, 16),
  ])
  func sideMarginFollowsTheDeclaredTarget(tools: String, deployment: Bool, margin: Double) throws {
    let scene = try IBTestScene(Self.cellXib(tools: tools, deployment: deployment))
    #expect(scene.document.declaresDeploymentTarget == deployment)
    let m = CGFloat(margin)
    #expect(scene.layout.views["box-00-id"]?.frame == CGRect(x: m, y: 11, width: 375 - 2 * m, height: 38))
  }

  /// The declaration does not change the cells of a table: a table inside another
  /// view keeps the table's 15 before Xcode 12 whatever the document declares
  /// (nRF-Toolbox's log cell, Xcode 10, declares a target and stores 15).
  @Test func aNestedTableKeepsItsInsetWithADeclaredTarget() {
    #expect(
      Builder.contentViewMargins(build: 14460, width: 375, takesTableInset: true)
        == DirectionalEdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
  }
}
