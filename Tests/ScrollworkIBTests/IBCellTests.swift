import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Table and collection view cells: built at the frames Xcode stored, their content
/// views inset as stored and given Interface Builder's margins, their content laid
/// out by its constraints (InterfaceBuilder.md, "Cells").
@Suite struct IBCellTests {
  /// A table view (plain, 375 wide) with one prototype cell; `cell` is the cell's
  /// attributes, `content` its content view's frame, `body` the content view's
  /// `<subviews>` and `<constraints>`.
  static func table(cell: String, cellFrame: String, content: String, body: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <prototypes>
                                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" \(cell) id="cel-00-id">
                                              <rect key="frame" \(cellFrame)/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-id" id="cvw-00-id">
                                                  <rect key="frame" \(content)/>
                                                  <autoresizingMask key="autoresizingMask"/>
      \(body)
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </prototypes>
                                  </tableView>
                              </subviews>
                              \(TestDocuments.pinnedToSafeArea("tbl-00-id"))
      """)
  }

  /// `text`, a document of ``table(cell:cellFrame:content:body:)``, with its table's
  /// cell in one section of a static table instead of a prototype.
  static func staticTable(_ text: String) -> String {
    text.replacingOccurrences(of: "dataMode=\"prototypes\"", with: "dataMode=\"static\"")
      .replacingOccurrences(of: "<prototypes>", with: "<sections>\n<tableViewSection id=\"sec-00-id\">\n<cells>")
      .replacingOccurrences(of: "</prototypes>", with: "</cells>\n</tableViewSection>\n</sections>")
  }

  /// A label pinned to all four margins of the content view `cvw-00-id`.
  static let labelInMargins = """
                                                  <subviews>
                                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A long text on two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                          <rect key="frame" x="16" y="11" width="343" height="58"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      </label>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailingMargin" id="c02-00-id"/>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="bottom" secondItem="cvw-00-id" secondAttribute="bottomMargin" id="c04-00-id"/>
                                                  </constraints>
    """

  @Test func prototypeCellLaysOutItsContentInIBsMargins() throws {
    let text = Self.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"80\"", body: Self.labelInMargins)
    let layout = try IBTestScene(text).layout
    #expect(layout.views["cel-00-id"] is IBTableViewCell)
    #expect(layout.views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 80))
    #expect(layout.views["cvw-00-id"] === (layout.views["cel-00-id"] as? TableViewCell)?.contentView)
    #expect(layout.views["cvw-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
    // 11 above and below, 16 at the sides of a 375-point table (Xcode 9 and later).
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 11, width: 343, height: 58))
    #expect(layout.skippedConstraints.isEmpty)
    // The cell and its content view are the builder's input, not compared; the label is.
    let fixture = try IBOracle.fixture(data: TestDocuments.data(text), source: "cell.storyboard")
    #expect(fixture.scenes[0].frames.map(\.id) == ["tbl-00-id", "lbl-00-id"])
  }

  @Test func disclosureCellKeepsTheStoredAccessoryArea() throws {
    // The content view is 34 points narrower than the cell (the accessory area Xcode
    // drew) and, in this Xcode 10 document, half a point shorter (the separator).
    let body = """
                                                  <subviews>
                                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                          <rect key="frame" x="15" y="12" width="100" height="20"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      </label>
                                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-00-id">
                                                          <rect key="frame" x="323" y="16" width="10" height="10"/>
                                                          <constraints>
                                                              <constraint firstAttribute="width" constant="10" id="d01-00-id"/>
                                                              <constraint firstAttribute="height" constant="10" id="d02-00-id"/>
                                                          </constraints>
                                                      </view>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                      <constraint firstItem="lbl-00-id" firstAttribute="centerY" secondItem="cvw-00-id" secondAttribute="centerY" id="c02-00-id"/>
                                                      <constraint firstItem="dot-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailingMargin" id="c03-00-id"/>
                                                      <constraint firstItem="dot-00-id" firstAttribute="centerY" secondItem="cvw-00-id" secondAttribute="centerY" id="c04-00-id"/>
                                                  </constraints>
      """
    let text = Self.table(
      cell: "accessoryType=\"disclosureIndicator\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"341\" height=\"43.5\"", body: body
    ).replacingOccurrences(of: "toolsVersion=\"17701\"", with: "toolsVersion=\"14490\"")
      .replacingOccurrences(of: "version=\"17701\"", with: "version=\"14490\"")
    let layout = try IBTestScene(text).layout
    #expect(layout.views["cvw-00-id"]?.frame == CGRect(x: 0, y: 0, width: 341, height: 43.5))
    // Centred in the 43.5-point content view (11.75 and 16.75), on the @2x pixel grid;
    // 15 points from the leading edge, as the table is not the controller's root view
    // and Xcode 10 saved it (UIKitBehaviour.md §58).
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 15, y: 12, width: 100, height: 20))
    // The trailing margin is the content view's, inside the accessory area, and 8
    // points beside an accessory (nRF-Toolbox, Xcode 10; siskin-im): 341 - 8.
    #expect(layout.views["dot-00-id"]?.frame == CGRect(x: 323, y: 17, width: 10, height: 10))
  }

  /// A custom cell in a table whose rows size themselves, stored 40 points tall while
  /// its content asks for 44: `check` reports the cell misplaced (as Xcode flags the
  /// cell, not its content view or content), and `fix` updates the cell and its content
  /// view together.
  @Test func selfSizingCellStoredAtAnotherHeightIsTheMisplacedOne() throws {
    let body = """
                                                  <subviews>
                                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                                          <rect key="frame" x="20" y="7" width="30" height="30"/>
                                                          <constraints>
                                                              <constraint firstAttribute="width" constant="30" id="b01-00-id"/>
                                                              <constraint firstAttribute="height" constant="30" id="b02-00-id"/>
                                                          </constraints>
                                                      </view>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leading" constant="20" id="c01-00-id"/>
                                                      <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="top" constant="7" id="c02-00-id"/>
                                                      <constraint firstAttribute="bottom" secondItem="box-00-id" secondAttribute="bottom" constant="7" id="c03-00-id"/>
                                                  </constraints>
      """
    let text = Self.table(
      cell: "", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"40\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"40\"", body: body)
    let scene = try IBTestScene(text)
    let layout = scene.layout
    #expect(layout.selfSizedCells == ["cel-00-id"])
    #expect(layout.views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(layout.views["cvw-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 20, y: 7, width: 30, height: 30))
    let findings = scene.findings()
    #expect(findings.filter { $0.code == "misplaced-view" }.map(\.viewID) == ["cel-00-id"])
    let fixed = try IBDocument(data: Data(try IBFrameFix.updatingFrames(of: TestDocuments.data(text)).bytes))
    let cell = try #require(fixed.scenes[0].root.subviews.first?.subviews.first)
    #expect(cell.frame == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(cell.subviews.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test func collectionViewCellContentUsesPlainViewMargins() throws {
    let text = IBCollectionCellSizeTests.document(cells: [
      """
                                          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="itm-00-id">
                                              <rect key="frame" x="10" y="10" width="120" height="150"/>
                                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="icv-00-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="120" height="150"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pic-00-id">
                                                          <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                                      </view>
                                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="nam-00-id">
                                                          <rect key="frame" x="8" y="124" width="104" height="18"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                      </label>
                                                  </subviews>
                                              </view>
                                              <constraints>
                                                  <constraint firstItem="pic-00-id" firstAttribute="top" secondItem="itm-00-id" secondAttribute="top" id="k01-00-id"/>
                                                  <constraint firstItem="pic-00-id" firstAttribute="leading" secondItem="itm-00-id" secondAttribute="leading" id="k02-00-id"/>
                                                  <constraint firstAttribute="trailing" secondItem="pic-00-id" secondAttribute="trailing" id="k03-00-id"/>
                                                  <constraint firstItem="pic-00-id" firstAttribute="width" secondItem="pic-00-id" secondAttribute="height" multiplier="1:1" id="k04-00-id"/>
                                                  <constraint firstItem="nam-00-id" firstAttribute="leading" secondItem="icv-00-id" secondAttribute="leadingMargin" id="k05-00-id"/>
                                                  <constraint firstItem="icv-00-id" firstAttribute="trailingMargin" secondItem="nam-00-id" secondAttribute="trailing" id="k06-00-id"/>
                                                  <constraint firstItem="nam-00-id" firstAttribute="top" secondItem="pic-00-id" secondAttribute="bottom" constant="4" id="k07-00-id"/>
                                              </constraints>
                                          </collectionViewCell>
      """
    ])
    let layout = try IBTestScene(text).layout
    #expect(layout.views["itm-00-id"]?.frame == CGRect(x: 10, y: 10, width: 120, height: 150))
    #expect(layout.views["icv-00-id"]?.frame == CGRect(x: 0, y: 0, width: 120, height: 150))
    #expect(layout.views["pic-00-id"]?.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
    // A collection view cell's content view is a plain view: 8-point margins.
    #expect(layout.views["nam-00-id"]?.frame == CGRect(x: 8, y: 124, width: 104, height: 18))
    #expect(layout.skippedConstraints.isEmpty)
    let fixture = try IBOracle.fixture(data: TestDocuments.data(text), source: "items.storyboard")
    #expect(fixture.scenes[0].frames.map(\.id) == ["col-00-id", "pic-00-id", "nam-00-id"])
  }

  @Test func standaloneCellXibIsItsOwnRootWithoutScreenInsets() throws {
    // A 414-point cell: 20-point side margins; laid out without the device's status
    // bar although Xcode 11 and later give a xib's top-level view the device's insets.
    let text = TestDocuments.xib(
      """
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cel-00-id" customClass="TitleCell">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                              <rect key="frame" x="20" y="11" width="374" height="38"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          </label>
                      </subviews>
                      <constraints>
                          <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                          <constraint firstAttribute="trailingMargin" secondItem="lbl-00-id" secondAttribute="trailing" id="c02-00-id"/>
                          <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                          <constraint firstAttribute="bottomMargin" secondItem="lbl-00-id" secondAttribute="bottom" id="c04-00-id"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
      """)
    let scene = try IBTestScene(text)
    #expect(scene.document.scenes.map(\.root.id) == ["cel-00-id"])
    let layout = scene.layout
    #expect(layout.root is IBTableViewCell)
    #expect(layout.root.safeAreaInsets == EdgeInsets())
    #expect(layout.views["cvw-00-id"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 60))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 20, y: 11, width: 374, height: 38))
    let findings = scene.findings()
    #expect(findings.filter { $0.code == "misplaced-view" || $0.code == "ambiguous-layout" }.isEmpty)
  }

  /// Property: for any stored accessory area (of a cell with an accessory) and
  /// separator, the content view is the cell's bounds less them, and a label pinned to
  /// its margins fills it less Interface Builder's margins (16 at the sides of a
  /// 375-point table, 8 before an accessory, 11 above and below).
  @Test func contentViewIsTheCellLessTheStoredInsets() throws {
    var random = SplitMix64(seed: PropertySeed.resolve().value ^ 0xCE11)
    for _ in 0..<20 {
      let width = CGFloat(Int.random(in: 400...800, using: &random)) / 2
      let height = CGFloat(Int.random(in: 88...300, using: &random)) / 2
      let accessory = CGFloat(Int.random(in: 0...140, using: &random)) / 2
      let separator: CGFloat = Bool.random(using: &random) ? 0.5 : 0
      let inner = CGSize(width: width - accessory, height: height - separator)
      let trailingMargin: CGFloat = accessory > 0 ? 8 : 16
      let label = CGRect(x: 16, y: 11, width: inner.width - 16 - trailingMargin, height: inner.height - 22)
      let body = Self.labelInMargins.replacingOccurrences(
        of: "x=\"16\" y=\"11\" width=\"343\" height=\"58\"",
        with: "x=\"16\" y=\"11\" width=\"\(label.width)\" height=\"\(label.height)\"")
      let text = Self.table(
        cell: "rowHeight=\"\(height)\"" + (accessory > 0 ? " accessoryType=\"detailButton\"" : ""),
        cellFrame: "x=\"0.0\" y=\"28\" width=\"\(width)\" height=\"\(height)\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"\(inner.width)\" height=\"\(inner.height)\"", body: body)
      let layout = try IBTestScene(text).layout
      #expect(layout.views["cvw-00-id"]?.frame == CGRect(origin: .zero, size: inner), "\(text)")
      #expect(layout.views["lbl-00-id"]?.frame == label, "\(text)")
    }
  }

  /// A cell `.xib` saved by Xcode build `tools` whose 380 × 90 cell (with `cell`'s
  /// extra attributes) keeps a content view stored `content` (as `width` and `height`
  /// attributes) and an image pinned to the content view's four margins, stored for
  /// the full cell (ChatSecure's XMPPServerInfoCell, Xcode 6).
  static func staleContentXib(tools: String, cell: String = "", content: String) -> String {
    IBMisplacedRuleTests.retooled(
      TestDocuments.xib(
        """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \(cell)id="cel-00-id">
                    <rect key="frame" x="0.0" y="0.0" width="380" height="90"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                        <rect key="frame" x="0.0" y="0.0" \(content)/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                <rect key="frame" x="8" y="8" width="364" height="73"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="img-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                            <constraint firstAttribute="trailingMargin" secondItem="img-00-id" secondAttribute="trailing" id="c02-00-id"/>
                            <constraint firstItem="img-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                            <constraint firstAttribute="bottomMargin" secondItem="img-00-id" secondAttribute="bottom" id="c04-00-id"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """), tools)
  }

  /// The frames of the content view and the image of a ``staleContentXib(tools:cell:content:)``.
  static func staleContentFrames(_ text: String) throws -> [CGRect?] {
    let layout = try IBTestScene(text).layout
    return [layout.views["cvw-00-id"]?.frame, layout.views["img-00-id"]?.frame]
  }

  /// A content view stored narrower than a cell without an accessory, or shorter by
  /// more than a separator, was not updated when the cell was resized: it fills the
  /// cell less the era's separator (1 point before Xcode 7, a pixel before Xcode 11,
  /// none after) and its content follows (InterfaceBuilder.md, "Cells").
  @Test func aStaleContentViewFillsTheCell() throws {
    let stale = #"width="320" height="43""#
    // Xcode 6: 8-point margins, a 1-point separator: the image as ChatSecure stores it.
    #expect(
      try Self.staleContentFrames(Self.staleContentXib(tools: "7706", content: stale)) == [
        CGRect(x: 0, y: 0, width: 380, height: 89), CGRect(x: 8, y: 8, width: 364, height: 73),
      ])
    // Xcode 10 (a 2x phone): half a point; Xcode 12: none (16-point side, 11-point
    // top and bottom margins from Xcode 9).
    #expect(
      try Self.staleContentFrames(Self.staleContentXib(tools: "14490", content: stale)).first
        == CGRect(x: 0, y: 0, width: 380, height: 89.5))
    #expect(
      try Self.staleContentFrames(Self.staleContentXib(tools: "17701", content: stale)) == [
        CGRect(x: 0, y: 0, width: 380, height: 90), CGRect(x: 16, y: 11, width: 348, height: 68),
      ])
    // A cell with an accessory keeps the stored accessory area; only the height is stale.
    #expect(
      try Self.staleContentFrames(
        Self.staleContentXib(tools: "17701", cell: #"accessoryType="checkmark" "#, content: stale)
      ).first == CGRect(x: 0, y: 0, width: 320, height: 90))
    // A plausible stored content view is kept as it is.
    #expect(
      try Self.staleContentFrames(Self.staleContentXib(tools: "7706", content: #"width="380" height="90""#)).first
        == CGRect(x: 0, y: 0, width: 380, height: 90))
    #expect(
      IBTableViewCell.insets(
        cell: CGRect(x: 0, y: 0, width: 380, height: 90), content: CGRect(x: 0, y: 0, width: 347, height: 89.5),
        accessory: "checkmark", build: 17701, scale: 3) == (33, 0.5))
  }

  @Test func contentViewMarginsByXcodeVersionAndWidth() {
    #expect(
      Builder.contentViewMargins(build: 12088, width: 320)
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(
      Builder.contentViewMargins(build: 17701, width: 375)
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(
      Builder.contentViewMargins(build: 21505, width: 414)
        == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    // A table inside another view, or a cell `.xib`, before Xcode 12: 15 in a compact
    // width, 20 in a regular one (UIKitBehaviour.md §58).
    #expect(
      Builder.contentViewMargins(build: 14490, width: 315, takesTableInset: true)
        == DirectionalEdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
    #expect(
      Builder.contentViewMargins(build: 14490, width: 450, takesTableInset: true)
        == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    #expect(
      Builder.contentViewMargins(build: 19455, width: 375, takesTableInset: true)
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(
      Builder.contentViewMargins(build: 12088, width: 320, takesTableInset: true)
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  /// A table view controller (iPhone 8) whose root table, 375 points wide, holds one
  /// 80-point prototype cell with ``labelInMargins``.
  static let rootTable = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-id">
                <objects>
                    <tableViewController id="tvc-00-id" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="80" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="80" id="cel-00-id">
                                    <rect key="frame" x="0.0" y="28" width="375" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
    \(labelInMargins)
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// A cell `.xib` whose 375 × 80 cell holds ``labelInMargins``.
  static let cellXib = TestDocuments.xib(
    """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="80" id="cel-00-id">
                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-id" id="cvw-00-id">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
    \(labelInMargins)
                </tableViewCellContentView>
            </tableViewCell>
    """)

  /// Before Xcode 12 a cell's compact side margins depend on where its table stands: 16
  /// points in a controller's root table (arcgis, GitHawk, FreeOTP: Xcode 9 and 10), 15
  /// in a table inside another view (nRF-Toolbox's log, Xcode 10) and in a cell
  /// `.xib` (LoopKit's DateAndDuration cell, Xcode 11.5); from Xcode 12, 16 in all
  /// three (SkeletonView, pass, xDrip). InterfaceBuilder.md, "Cells";
  /// UIKitBehaviour.md §58.
  @Test func compactCellMarginsFollowTheTablesPlaceBeforeXcode12() throws {
    let nested = Self.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"80\"", body: Self.labelInMargins)
    func label(_ text: String, _ tools: String) throws -> CGRect? {
      try IBTestScene(IBMisplacedRuleTests.retooled(text, tools)).layout.views["lbl-00-id"]?.frame
    }
    let fifteen = CGRect(x: 15, y: 11, width: 345, height: 58)
    let sixteen = CGRect(x: 16, y: 11, width: 343, height: 58)
    #expect(try label(nested, "14490") == fifteen)
    #expect(try label(Self.cellXib, "16097") == fifteen)
    #expect(try label(Self.rootTable, "14490") == sixteen)
    for document in [nested, Self.cellXib, Self.rootTable] {
      #expect(try label(document, "17701") == sixteen)
      #expect(try label(document, "19455") == sixteen)
    }
  }

  /// Xcode 26 (build 24000 on) gives a content view that stores no margins 15 points
  /// above and below, where Xcode 9 to 16 give 11, in a root table, a nested table and
  /// a cell `.xib` alike (InterfaceBuilder.md, "Cells", "Content view margins": nRF
  /// Device Manager's Diagnostics cell, 24765; UIKitBehaviour.md §69).
  @Test func contentViewVerticalMarginsGrowInXcode26() throws {
    let nested = Self.table(
      cell: "rowHeight=\"80\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"80\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"80\"", body: Self.labelInMargins)
    for document in [nested, Self.cellXib, Self.rootTable] {
      func label(_ tools: String) throws -> CGRect? {
        try IBTestScene(IBMisplacedRuleTests.retooled(document, tools)).layout.views["lbl-00-id"]?.frame
      }
      #expect(try label("23727") == CGRect(x: 16, y: 11, width: 343, height: 58))
      #expect(try label("24127") == CGRect(x: 16, y: 15, width: 343, height: 50))
      #expect(try label("24765") == CGRect(x: 16, y: 15, width: 343, height: 50))
    }
    #expect(
      Builder.contentViewMargins(build: 24127, width: 414, hasAccessory: true)
        == DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 8))
  }

  /// Property: an Xcode 26 cell `.xib` stored at the era's margins is laid out where
  /// it is stored, and a second layout pass changes nothing. (A label stored at Xcode
  /// 16's 11 points is within `IBChecker.cellContentMarginSpread` of the 15, so
  /// `check` reports neither.)
  @Test func xcode26CellStoredAtItsMarginsStaysPut() throws {
    let fresh = IBMisplacedRuleTests.retooled(Self.cellXib, "24127").replacingOccurrences(
      of: "<rect key=\"frame\" x=\"16\" y=\"11\" width=\"343\" height=\"58\"/>",
      with: "<rect key=\"frame\" x=\"16\" y=\"15\" width=\"343\" height=\"50\"/>")
    let layout = try IBTestScene(fresh).layout
    let stored = CGRect(x: 16, y: 15, width: 343, height: 50)
    #expect(layout.views["lbl-00-id"]?.frame == stored)
    layout.root.setNeedsLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.views["lbl-00-id"]?.frame == stored)
    #expect(try IBMisplacedRuleTests.misplaced(fresh).isEmpty)
  }
}
