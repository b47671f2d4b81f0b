import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Interface Builder's `ipad12_9` is the home-button iPad Pro 12.9-inch (a 20-point
/// status bar, no home indicator) and `ipad12_9rounded` the Face ID model
/// (InterfaceBuilderFormat.md §11; held-out evidence: two Xcode 10 storyboards of one
/// app store views pinned to the safe area's top, bottom and centre at 20 and 1366).
@Suite struct IBPadDeviceTests {
  /// How far above the root's bottom a box pinned to the safe area's bottom ends, and
  /// the device the document's id names.
  static func bottomInset(device: String) throws -> CGFloat {
    let text = TestDocuments.boxOnSafeAreaBottom(
      device: device, width: 1024, height: 1366, bottomBar: "", tools: "14490.70")
    let box = try #require(try IBTestScene(text).frame("box-00-id"))
    return 1366 - box.maxY
  }

  @Test func theHomeButtonIPadProHasNoBottomInset() throws {
    #expect(try Self.bottomInset(device: "ipad12_9") == 0)
  }

  @Test func theFaceIDIPadProKeepsItsHomeIndicator() throws {
    #expect(try Self.bottomInset(device: "ipad12_9rounded") == 20)
  }

  @Test func theTwoModelsByInterfaceBuilderID() throws {
    let homeButton = try #require(Device.all.first { $0.interfaceBuilderID == "ipad12_9" })
    let faceID = try #require(Device.all.first { $0.interfaceBuilderID == "ipad12_9rounded" })
    #expect(homeButton.name == "ipad-pro-12-9-2")
    #expect(homeButton.portraitSafeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(faceID.name == "ipad-12-9")
    #expect(faceID.portraitSafeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(homeButton.portraitSize == faceID.portraitSize)
  }
}
