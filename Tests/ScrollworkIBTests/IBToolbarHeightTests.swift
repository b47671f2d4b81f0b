import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A navigation controller's toolbar over a scene: 49 points tall on a phone with a
/// home indicator in portrait, as tall as a tab bar, else a bar's 44-point row
/// (InterfaceBuilder.md, "Building": siskin-im's ChatViewController, Xcode 13.2 on
/// retina6_1, ends its container 83 = 49 + 34 above the bottom; LNPopupController's
/// Main, Xcode 15 on retina6_72, stores its toolbar 49 tall above an 83-point tab bar).
@Suite struct IBToolbarHeightTests {
  /// A scene saved by Xcode 13.2 on `device` (`width` × `height` points) asking for a
  /// simulated toolbar, its box pinned to the safe area's bottom.
  static func document(device: String, width: Int, height: Int, toolbar: Bool = true) -> String {
    TestDocuments.boxOnSafeAreaBottom(
      device: device, width: width, height: height,
      bottomBar: toolbar ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : "", tools: "20037")
  }

  /// How far above the root's bottom the box ends.
  static func bottomInset(device: String, width: Int, height: Int, toolbar: Bool = true) throws -> CGFloat {
    let box = try #require(
      try IBTestScene(Self.document(device: device, width: width, height: height, toolbar: toolbar)).frame("box-00-id"))
    return CGFloat(height) - box.maxY
  }

  @Test func aToolbarOverAHomeIndicatorIsATabBarTall() throws {
    #expect(try Self.bottomInset(device: "retina6_1", width: 414, height: 896) == 83)
    #expect(try Self.bottomInset(device: "retina5_9", width: 375, height: 812) == 83)
    // Without the toolbar: the home indicator alone.
    #expect(try Self.bottomInset(device: "retina6_1", width: 414, height: 896, toolbar: false) == 34)
  }

  @Test func aToolbarOnAHomeButtonPhoneIsABarRowTall() throws {
    #expect(try Self.bottomInset(device: "retina4_7", width: 375, height: 667) == 44)
  }

  @Test func theToolbarHeightByDevice() throws {
    let notched = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_1" })
    let homeButton = try #require(Device.all.first { $0.interfaceBuilderID == "retina4_7" })
    #expect(IBLayoutBuilder.toolbarHeight(on: notched, orientation: .portrait) == 49)
    #expect(IBLayoutBuilder.toolbarHeight(on: notched, orientation: .landscape) == 44)
    #expect(IBLayoutBuilder.toolbarHeight(on: homeButton, orientation: .portrait) == 44)
  }
}
