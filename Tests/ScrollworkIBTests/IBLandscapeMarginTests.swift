import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A phone in landscape keeps the system minimum margins of its portrait width: UIKit
/// sets them by the horizontal size class (16 compact, 20 regular), and a phone up to
/// 390 points wide in portrait is compact in landscape too (InterfaceBuilder.md,
/// "Landscape canvases": xDrip's Treatments cell, Xcode 16 on retina6_0 in landscape,
/// is 16 points inside a 750-point table, where the width alone would give 20).
@Suite struct IBLandscapeMarginTests {
  /// `IBCellTests`' one-cell table (a label pinned to the content view's four
  /// margins, the table to the safe area) saved by Xcode 16 on `device` in
  /// `orientation`, with a root of `width` × `height` and a table, cell and content
  /// view stored `tableWidth` wide.
  static func document(device: String, orientation: String, width: Int, height: Int, tableWidth: Int) -> String {
    IBCellTests.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"\(tableWidth)\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"\(tableWidth)\" height=\"80\"", body: IBCellTests.labelInMargins
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="20" width="375" height="647"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(tableWidth)" height="300"/>"#
    )
    .replacingOccurrences(of: "toolsVersion=\"17701\"", with: "toolsVersion=\"24405\"")
    .replacingOccurrences(of: "version=\"17701\"", with: "version=\"24405\"")
    .replacingOccurrences(
      of: #"<device id="retina4_7" orientation="portrait""#,
      with: #"<device id="\#(device)" orientation="\#(orientation)""#
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
  }

  /// The label's inset from the table's leading and trailing edges.
  static func insets(
    device: String, orientation: String, width: Int, height: Int, tableWidth: Int
  ) throws -> (CGFloat, CGFloat) {
    let scene = try IBTestScene(
      Self.document(device: device, orientation: orientation, width: width, height: height, tableWidth: tableWidth))
    let table = try #require(scene.frame("tbl-00-id"))
    let label = try #require(scene.frame("lbl-00-id"))
    return (label.minX, table.width - label.maxX)
  }

  @Test func aCompactPhoneKeeps16PointMarginsInLandscape() throws {
    // retina6_0 in landscape: a 750-point table (844 less 47 on each side), 16 inside.
    let scene = try IBTestScene(
      Self.document(device: "retina6_0", orientation: "landscape", width: 844, height: 390, tableWidth: 750))
    #expect(scene.frame("tbl-00-id") == CGRect(x: 47, y: 47, width: 750, height: 288))
    #expect(
      try Self.insets(device: "retina6_0", orientation: "landscape", width: 844, height: 390, tableWidth: 750) == (
        16, 16
      ))
  }

  @Test func aWidePhoneKeeps20PointMarginsInLandscape() throws {
    // retina6_7 (428 wide in portrait, regular in landscape): 20, as in portrait.
    #expect(
      try Self.insets(device: "retina6_7", orientation: "landscape", width: 926, height: 428, tableWidth: 832) == (
        20, 20
      ))
    // In portrait this table, inside the root view, takes the compact 16 (a root
    // table's cells would take the root's 20: UIKitBehaviour.md §67).
    #expect(
      try Self.insets(device: "retina6_7", orientation: "portrait", width: 428, height: 926, tableWidth: 428) == (
        16, 16
      ))
    #expect(
      try Self.insets(device: "retina6_0", orientation: "portrait", width: 390, height: 844, tableWidth: 390) == (
        16, 16
      ))
  }

  @Test func theWidthThatDecidesTheMargins() throws {
    let phone = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_0" })
    let wide = try #require(Device.all.first { $0.interfaceBuilderID == "retina6_7" })
    let pad = try #require(Device.all.first { $0.isPad })
    #expect(Builder.systemMarginWidth(750, device: phone, orientation: .landscape) == 390)
    #expect(Builder.systemMarginWidth(300, device: phone, orientation: .landscape) == 300)
    #expect(Builder.systemMarginWidth(870, device: wide, orientation: .landscape) == 428)
    #expect(Builder.systemMarginWidth(750, device: phone, orientation: .portrait) == 750)
    #expect(Builder.systemMarginWidth(1000, device: pad, orientation: .landscape) == 1000)
    #expect(Builder.systemMarginWidth(750, device: nil, orientation: .landscape) == 750)
  }

  /// A root view's margins follow the same rule: a view pinned to the root's
  /// leading and trailing margins on retina6_0 in landscape sits 16 points inside the
  /// safe area's 47-point sides (the root's margins are measured from its safe area).
  @Test func aCompactPhonesRootKeeps16PointMarginsInLandscape() throws {
    let text = Self.rootMarginDocument(
      device: "retina6_0", orientation: "landscape", width: 844, height: 390, storedBox: (63, 718))
    #expect(try IBTestScene(text).frame("box-00-id") == CGRect(x: 63, y: 100, width: 718, height: 50))
  }

  /// A 393-point phone (retina6_12, iPhone 15) is compact in both orientations, so it
  /// keeps 16-point margins in portrait, on its root and in its table cells, where a
  /// 414-point one gets 20 on its root and in a root table's cells (a table inside the
  /// root keeps 16, UIKitBehaviour.md §67; LNPopupController's TestingScene, Xcode 26:
  /// its Next button, 14 points past the root's trailing margin, ends at 391;
  /// InterfaceBuilder.md, "Building"). In landscape it keeps them too.
  @Test func a393PointPhoneKeeps16PointMargins() throws {
    #expect(
      try Self.insets(device: "retina6_12", orientation: "portrait", width: 393, height: 852, tableWidth: 393) == (
        16, 16
      ))
    #expect(
      try Self.insets(device: "retina6_12", orientation: "landscape", width: 852, height: 393, tableWidth: 734) == (
        16, 16
      ))
    // A 414-point phone's table inside the root view: the compact 16 too (§67).
    #expect(
      try Self.insets(device: "retina6_1", orientation: "portrait", width: 414, height: 896, tableWidth: 414) == (
        16, 16
      ))
    let text = Self.rootMarginDocument(
      device: "retina6_12", orientation: "portrait", width: 393, height: 852, storedBox: (16, 361))
    #expect(try IBTestScene(text).frame("box-00-id") == CGRect(x: 16, y: 100, width: 361, height: 50))
  }

  /// Metamorphic: a second layout pass changes no frame.
  @Test func aSecondPassChangesNothing() throws {
    let scene = try IBTestScene(
      Self.document(device: "retina6_0", orientation: "landscape", width: 844, height: 390, tableWidth: 750))
    let before = scene.layout.views.mapValues(\.frame)
    scene.layout.root.setNeedsLayout()
    scene.layout.root.layoutIfNeeded()
    #expect(scene.layout.views.mapValues(\.frame) == before)
  }

  /// A 50-point-tall box pinned to the root's leading and trailing margins, 100 points
  /// from its top, on `device` in `orientation` with a `width` × `height` root; the box
  /// stored at x `storedBox.x` and `storedBox.width` wide (tools version 24405).
  static func rootMarginDocument(
    device: String, orientation: String, width: Int, height: Int, storedBox: (x: Int, width: Int)
  ) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="\(storedBox.x)" y="100" width="\(storedBox.width)" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="50" id="h01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="l01-00-id"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="box-00-id" secondAttribute="trailing" id="r01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="t01-00-id"/>
                              </constraints>
      """, tools: "24405"
    )
    .replacingOccurrences(
      of: #"<device id="retina4_7" orientation="portrait""#,
      with: #"<device id="\#(device)" orientation="\#(orientation)""#
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
  }
}
