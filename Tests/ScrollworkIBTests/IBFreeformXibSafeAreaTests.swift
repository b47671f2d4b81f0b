import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A freeform top-level view of a xib with safe-area guides is drawn at the top of the
/// screen without a status bar; a top-level view drawn at its device's size, and a
/// freeform one in a document without safe-area guides (whose margins show the
/// insets), keep the device's (InterfaceBuilder.md, "Building", *A freeform xib view's
/// safe area*).
@Suite struct IBFreeformXibSafeAreaTests {
  /// A xib saved by Xcode build `tools` on `device` whose top-level view `top-00-id`
  /// (`width` × `height`, with `freeformSimulatedSizeMetrics` when `freeform`) holds
  /// a box `box-00-id` pinned 10 inside the safe area's leading and trailing edges,
  /// to its top, and 2 above its bottom (AtmInfoView's buttons: `safe.bottom − 2`).
  /// `safeAreas` false writes a document without safe-area guides, the box pinned to
  /// the view's margins instead (the root's top and bottom margins are 0, so the
  /// margins are the safe area: CardView's way).
  static func xib(
    tools: String, device: String, width: Int, height: Int, freeform: Bool = true, safeAreas: Bool = true
  ) -> String {
    let safe = safeAreas ? "saf-00-id" : "top-00-id"
    let (t, b, l, r) =
      safeAreas
      ? ("top", "bottom", "leading", "trailing") : ("topMargin", "bottomMargin", "leadingMargin", "trailingMargin")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "") colorMatched="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="top-00-id" customClass="InfoView">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                          <rect key="frame" x="10" y="0.0" width="\(width - 20)" height="\(height - 2)"/>
                      </view>
                  </subviews>
      \(safeAreas ? "            <viewLayoutGuide key=\"safeArea\" id=\"saf-00-id\"/>" : "")
                  <constraints>
                      <constraint firstItem="box-00-id" firstAttribute="top" secondItem="\(safe)" secondAttribute="\(t)" id="c01-00-id"/>
                      <constraint firstItem="\(safe)" firstAttribute="\(b)" secondItem="box-00-id" secondAttribute="bottom" constant="2" id="c02-00-id"/>
                      <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="\(safe)" secondAttribute="\(l)" constant="\(safeAreas ? 10 : -10)" id="c03-00-id"/>
                      <constraint firstItem="\(safe)" firstAttribute="\(r)" secondItem="box-00-id" secondAttribute="trailing" constant="\(safeAreas ? 10 : -10)" id="c04-00-id"/>
                  </constraints>
      \(freeform ? "            <freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
              </view>
          </objects>
      </document>
      """
  }

  static func box(_ text: String) throws -> CGRect? {
    try IBTopLevelCellAndBarViewTests.frames(text)["box-00-id"]
  }

  /// The root's safe-area insets on the document's canvas.
  static func insets(_ text: String) throws -> EdgeInsets {
    let document = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
      .build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.root.safeAreaInsets
  }

  /// The view is drawn at the top of the screen without a status bar: a phone with a
  /// home indicator keeps its top inset, a home-button phone none; the bottom inset is
  /// the device's before Xcode 11.4 (build 16000), none from it; the sides none.
  @Test(arguments: [
    // AtmInfoView's case: Xcode 11.4+ (16087), 240 × 96 on retina6_1.
    ("16087", "retina6_1", 240, 96, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)),
    // FilteredOrdersHeaderBar's: Xcode 13, a 375 × 44 bar (its safe area is empty).
    ("19162", "retina6_1", 375, 44, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)),
    // stopp-corona's IconLabelView: Xcode 12.5, 414 × 140 (a label 8 below the top at 52).
    ("17701", "retina6_1", 414, 140, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)),
    // wikipedia's InsertMediaImageInfoView (14490, retina6_5, 375 × 248) and
    // DiffToolbarView (15505, retina6_1, 415 × 83): the device's 34 below.
    ("14490.70", "retina6_5", 375, 248, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
    ("15505", "retina6_1", 415, 83, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
    // A view shorter than both keeps the top and gives the bottom what is left.
    ("15505", "retina6_1", 375, 60, EdgeInsets(top: 44, left: 0, bottom: 16, right: 0)),
    // Home-button phones: MEGAMessageGeoLocationView (14490, retina4_7) and nextcloud's
    // NCActionSheetHeaderView (14313, retina5_5) start at 0 and end at their bottom.
    ("14490.49", "retina4_7", 260, 190, EdgeInsets()),
    ("14313.18", "retina5_5", 414, 50, EdgeInsets()),
  ])
  func aFreeformViewIsDrawnAtTheTopWithoutAStatusBar(
    tools: String, device: String, width: Int, height: Int, expected: EdgeInsets
  ) throws {
    #expect(try Self.insets(Self.xib(tools: tools, device: device, width: width, height: height)) == expected)
  }

  /// The box pinned to the safe area follows (AtmInfoView's buttons end 2 above the
  /// view's bottom; the device's 34 below made them 16 tall at y 44).
  @Test func aViewPinnedToTheSafeAreaFollowsIt() throws {
    let atm = try Self.box(Self.xib(tools: "16087", device: "retina6_1", width: 240, height: 96))
    #expect(atm == CGRect(x: 10, y: 44, width: 220, height: 50))
    let media = try Self.box(Self.xib(tools: "14490.70", device: "retina6_5", width: 375, height: 248))
    #expect(media == CGRect(x: 10, y: 44, width: 355, height: 168))
    let old = try Self.box(Self.xib(tools: "14490.49", device: "retina4_7", width: 260, height: 190))
    #expect(old == CGRect(x: 10, y: 0, width: 240, height: 188))
  }

  /// A top-level view drawn at its device's size, without freeform metrics, keeps the
  /// device's insets (held-out: WavesWallet's WelcomeScreenInfoView, Xcode 11, 414 × 896 on
  /// retina6_1, pins to the safe area at 44 and 34).
  @Test func aDeviceSizedViewKeepsTheDevicesInsets() throws {
    let screen = try Self.box(
      Self.xib(tools: "16087", device: "retina6_1", width: 414, height: 896, freeform: false))
    #expect(screen == CGRect(x: 10, y: 44, width: 394, height: 816))
  }

  /// A freeform view of a document without safe-area guides keeps the device's
  /// insets in its margins (SwiftMessages' CardView, corpus, Xcode 12 on retina6_1: a
  /// 160-point view whose content is pinned to its margins at 44 and 34). The margin
  /// version of the box is pinned 10 outside the side margins (20 on a view wider
  /// than 393 points: x = 20 − 10).
  @Test func aFreeformViewWithoutSafeAreaGuidesKeepsTheInsetsInItsMargins() throws {
    let card = try Self.box(
      Self.xib(tools: "17505", device: "retina6_1", width: 510, height: 160, safeAreas: false))
    #expect(card == CGRect(x: 10, y: 44, width: 490, height: 80))
  }

  /// Laying the solved frames out again changes nothing (a second pass is stable).
  @Test func aSecondLayoutPassChangesNothing() throws {
    let document = try IBDocument(
      string: Self.xib(tools: "16087", device: "retina6_1", width: 240, height: 96))
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
      .build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    let first = layout.views.mapValues(\.frame)
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.views.mapValues(\.frame) == first)
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }
}
