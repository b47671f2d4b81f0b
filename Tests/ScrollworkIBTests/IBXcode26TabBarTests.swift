import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Xcode 26 draws a tab bar on a home-button phone's canvas as tall as on a phone with
/// a home indicator, 83 points (InterfaceBuilder.md, "Building": sentry-cocoa's
/// iOS-Swift sample, 24127 on retina4_0, whose tabs end their safe area at 485 of 568).
@Suite struct IBXcode26TabBarTests {
  /// A scene saved by build `tools` on `device` (`width` × `height`) under a simulated
  /// tab bar, a 10-point box pinned to the safe area's bottom.
  static func document(tools: String, device: String, width: Int, height: Int) -> String {
    TestDocuments.boxOnSafeAreaBottom(
      device: device, width: width, height: height,
      bottomBar: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, tools: tools)
  }

  /// How far above the root's bottom the box ends.
  static func bottomInset(tools: String, device: String = "retina4_0", width: Int = 320, height: Int = 568) throws
    -> CGFloat
  {
    let text = Self.document(tools: tools, device: device, width: width, height: height)
    let box = try #require(try IBTestScene(text).frame("box-00-id"))
    return CGFloat(height) - box.maxY
  }

  @Test func xcode26DrawsAHomeButtonPhonesTabBar83PointsTall() throws {
    #expect(try Self.bottomInset(tools: "24127") == 83)
    #expect(try Self.bottomInset(tools: "24127", device: "retina4_7", width: 375, height: 667) == 83)
  }

  @Test func earlierXcodesDrawIt49PointsTall() throws {
    #expect(try Self.bottomInset(tools: "23727") == 49)
    #expect(try Self.bottomInset(tools: "20037") == 49)
  }

  /// A phone with a home indicator keeps its 49 + 34 in every era.
  @Test func aPhoneWithAHomeIndicatorIsUnchanged() throws {
    #expect(try Self.bottomInset(tools: "24127", device: "retina5_9", width: 375, height: 812) == 83)
    #expect(try Self.bottomInset(tools: "23727", device: "retina5_9", width: 375, height: 812) == 83)
  }
}
