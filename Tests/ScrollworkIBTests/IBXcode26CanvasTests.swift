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
    // A bar stored at the device's own status bar (Xcode 26's retina5_9 is the
    // iPhone 13 mini: 50) changes nothing.
    let atStatusBar = try Self.frames(Self.document(tools: "24765", barTop: 50))
    #expect(
      atStatusBar == [
        CGRect(x: 0, y: 50, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
        CGRect(x: 0, y: 50, width: 375, height: 10), CGRect(x: 0, y: 156, width: 375, height: 10),
        CGRect(x: 0, y: 104, width: 375, height: 10), CGRect(x: 0, y: 768, width: 375, height: 10),
      ])
  }

  /// A 320 × 106 freeform scene (a popover's content) with a box pinned 20 below
  /// its safe area's top, in a document that stores its navigation bar at `barTop`.
  static func popoverDocument(tools: String, device: String = "retina5_9", barTop: Int) -> String {
    let popover = """
              <scene sceneID="pop-00-id">
                  <objects>
                      <viewController id="pvc-00-id" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="prt-00-id">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="106"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pbx-00-id">
                                      <rect key="frame" x="16" y="0.0" width="100" height="17"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="pw0-00-id"/>
                                          <constraint firstAttribute="height" constant="17" id="ph0-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="psa-00-id"/>
                              <constraints>
                                  <constraint firstItem="pbx-00-id" firstAttribute="top" secondItem="psa-00-id" secondAttribute="top" constant="20" id="pt0-00-id"/>
                                  <constraint firstItem="pbx-00-id" firstAttribute="leading" secondItem="psa-00-id" secondAttribute="leading" constant="16" id="pl0-00-id"/>
                              </constraints>
                          </view>
                          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                          <size key="freeformSize" width="320" height="106"/>
                      </viewController>
                  </objects>
              </scene>
      """
    let width = device == "retina6_12" ? 393 : 375
    return TestDocuments.navigationStoryboard(
      device: device, tools: tools, barFrame: "x=\"0.0\" y=\"\(barTop)\" width=\"\(width)\" height=\"54\"",
      root: "vc3-00-id", scenes: popover + "\n" + scene(3, height: 812, freeform: false))
  }

  /// The popover box's frame, on the canvas or on `device`.
  static func popoverBox(_ text: String, device: Device? = nil) throws -> CGRect? {
    let doc = try IBDocument(string: text)
    let options = device.map { IBLayoutOptions(device: $0) } ?? IBOracle.canvasOptions(for: doc)
    let scene = try #require(doc.scenes.first { $0.id == "pop-00-id" })
    let layout = IBLayoutBuilder(document: doc, options: options).build(scene: scene)
    layout.root.layoutIfNeeded()
    return layout.views["pbx-00-id"]?.frame
  }

  @Test func xcode26DrawsRetina5_9AsTheIPhone13Mini() throws {
    // nRF Device Manager (24765, retina5_9): its 320-point filter popover pins its
    // first label 20 below the safe area's top and stores it at y = 70, the mini's
    // 50-point status bar; its navigation bar is stored at 100 = 2 × 50 (as
    // LNPopupController's, 25094 on retina6_12, at 118 = 2 × 59).
    let box = CGRect(x: 16, y: 70, width: 100, height: 17)
    #expect(try Self.popoverBox(Self.popoverDocument(tools: "24765", barTop: 100)) == box)
    // Xcode 16 (24412) still draws the iPhone X's 44 (a choice: the corpus has no
    // retina5_9 document of Xcode 14 to 16), and Xcode 26 keeps retina6_12's own 59.
    #expect(try Self.popoverBox(Self.popoverDocument(tools: "24412", barTop: 100)) == box.offsetBy(dx: 0, dy: -6))
    #expect(
      try Self.popoverBox(Self.popoverDocument(tools: "25094", device: "retina6_12", barTop: 118))
        == box.offsetBy(dx: 0, dy: 9))
    // A device the user chose is the app at run time: the iPhone X keeps its 44.
    // (Unwrapped on its own line: passed straight to the optional parameter, #require
    // would wrap it again and check nothing.)
    let iPhoneX: Device = try #require(Device.named("iphone-x"))
    let chosen = try Self.popoverBox(Self.popoverDocument(tools: "24765", barTop: 100), device: iPhoneX)
    #expect(chosen == box.offsetBy(dx: 0, dy: -6))
  }
}
