import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkTestSupport
import Testing

/// Xcode 26's taller status bar area on a notched phone's canvas (InterfaceBuilder.md,
/// "Building").
@Suite struct IBXcode26CanvasTests {
  /// A scene with a box pinned to its safe area's top and one pinned to its bottom.
  static func scene(_ n: Int, height: Int, freeform: Bool, extras: String = "", subviews: String = "") -> String {
    """
            <scene sceneID="sc\(n)-00-id">
                <objects>
                    <viewController id="vc\(n)-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt\(n)-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tp\(n)-00-id">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="ht\(n)-00-id"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bt\(n)-00-id">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="hb\(n)-00-id"/>
                                    </constraints>
                                </view>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa\(n)-00-id"/>
                            <constraints>
                                <constraint firstItem="tp\(n)-00-id" firstAttribute="top" secondItem="sa\(n)-00-id" secondAttribute="top" id="t0\(n)-00-id"/>
                                <constraint firstItem="tp\(n)-00-id" firstAttribute="leading" secondItem="rt\(n)-00-id" secondAttribute="leading" id="l0\(n)-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="tp\(n)-00-id" secondAttribute="trailing" id="r0\(n)-00-id"/>
                                <constraint firstItem="sa\(n)-00-id" firstAttribute="bottom" secondItem="bt\(n)-00-id" secondAttribute="bottom" id="b1\(n)-00-id"/>
                                <constraint firstItem="bt\(n)-00-id" firstAttribute="leading" secondItem="rt\(n)-00-id" secondAttribute="leading" id="l1\(n)-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="bt\(n)-00-id" secondAttribute="trailing" id="r1\(n)-00-id"/>
                            </constraints>
                        </view>
                        \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
                        \(freeform ? "<size key=\"freeformSize\" width=\"375\" height=\"\(height)\"/>" : "")
    \(extras)
                    </viewController>
                </objects>
            </scene>
    """
  }

  /// A navigation controller storing its 54-point bar at `barTop`, a full-screen
  /// scene outside its stack (1) with a container view that embeds a 200-point
  /// freeform child (2).
  static func document(tools: String, barTop: Int) -> String {
    let container = """
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-00-id">
                                    <rect key="frame" x="0.0" y="300" width="375" height="200"/>
                                    <connections>
                                        <segue destination="vc2-00-id" kind="embed" id="em1-00-id"/>
                                    </connections>
                                </containerView>
      """
    return TestDocuments.navigationStoryboard(
      device: "retina5_9", tools: tools, barFrame: "x=\"0.0\" y=\"\(barTop)\" width=\"375\" height=\"54\"",
      root: "vc3-00-id",
      scenes: scene(1, height: 812, freeform: false, subviews: container) + "\n" + scene(2, height: 200, freeform: true)
        + "\n" + scene(3, height: 812, freeform: false))
  }

  /// The frames of the top and bottom boxes of scenes 1, 2 and 3, on the canvas.
  static func frames(_ text: String) throws -> [CGRect?] {
    let doc = try IBDocument(string: text)
    let builder = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc))
    return try [1, 2, 3].flatMap { n -> [CGRect?] in
      let scene = try #require(doc.scenes.first { $0.id == "sc\(n)-00-id" })
      let layout = builder.build(scene: scene)
      layout.root.layoutIfNeeded()
      return [layout.views["tp\(n)-00-id"]?.frame, layout.views["bt\(n)-00-id"]?.frame]
    }
  }

  @Test func xcode26DrawsTheStatusBarAreaDownToTheStoredBar() throws {
    // nRF Device Manager (24765, retina5_9): the bar stored at y 100; the intro's
    // scroll view starts at 100 and its version label ends 68 + 8 above the bottom;
    // the firmware pages in container views start at 100 and keep the 34-point inset.
    let doc = try IBDocument(string: Self.document(tools: "24765", barTop: 100))
    #expect(doc.storedNavigationBarTop == 100)
    #expect(
      try Self.frames(Self.document(tools: "24765", barTop: 100)) == [
        CGRect(x: 0, y: 100, width: 375, height: 10), CGRect(x: 0, y: 734, width: 375, height: 10),
        CGRect(x: 0, y: 100, width: 375, height: 10), CGRect(x: 0, y: 156, width: 375, height: 10),
        // In the stack: under the stored bar (100 + 54), the device's bottom inset.
        CGRect(x: 0, y: 154, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
      ])
  }

  @Test func xcode16AndABarAtTheDevicesStatusBarKeepTheDevicesInsets() throws {
    // Xcode 16 (24412) draws the iPhone X's 44 and 34 whatever the stored bar.
    let old = try Self.frames(Self.document(tools: "24412", barTop: 100))
    #expect(
      old == [
        CGRect(x: 0, y: 44, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
        CGRect(x: 0, y: 44, width: 375, height: 10), CGRect(x: 0, y: 156, width: 375, height: 10),
        CGRect(x: 0, y: 154, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
      ])
    // A bar stored at the device's own status bar changes nothing.
    let atStatusBar = try Self.frames(Self.document(tools: "24765", barTop: 44))
    #expect(
      atStatusBar == [
        CGRect(x: 0, y: 44, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
        CGRect(x: 0, y: 44, width: 375, height: 10), CGRect(x: 0, y: 156, width: 375, height: 10),
        CGRect(x: 0, y: 98, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
      ])
  }
}
