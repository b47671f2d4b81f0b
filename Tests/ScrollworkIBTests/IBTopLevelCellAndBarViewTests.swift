import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Two rules of a xib's top-level view found on held-out documents
/// (InterfaceBuilder.md, "Building"): a top-level collection view cell has a root
/// view's system minimum margins, and a top-level view shorter than its device's
/// insets keeps a safe area that ends no higher than it starts.
@Suite struct IBTopLevelCellAndBarViewTests {
  /// Solves the first top-level object of `text` on its canvas and returns the frames.
  static func frames(_ text: String) throws -> [String: CGRect] {
    let document = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
      .build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    return layout.views.mapValues(\.frame)
  }

  /// A xib of Xcode 13.3 on `device` whose top-level object is a collection view
  /// cell `cel-00-id`, `width` × 100, holding (in a content view without an id) a
  /// view `box-00-id` pinned to the cell's leading and trailing margins, 5 below its
  /// top and 40 tall, as a cell created before Xcode 11 keeps its constraints.
  static func collectionCellXib(width: Int, device: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-00-id">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                            <rect key="frame" x="16" y="5" width="\(width - 32)" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="c01-00-id"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cel-00-id" secondAttribute="top" constant="5" id="c02-00-id"/>
                    <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cel-00-id" secondAttribute="leadingMargin" id="c03-00-id"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box-00-id" secondAttribute="trailing" id="c04-00-id"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="saf-00-id"/>
            </collectionViewCell>
        </objects>
    </document>
    """
  }

  /// A xib's top-level collection view cell is drawn as every other top-level view,
  /// with a root view's system minimum margins: 16 on a phone up to 393 points wide,
  /// 20 above (held-out: Rocket.Chat's MessageURLCell, Xcode 10.1 on retina4_7, pins
  /// its container 55 after the 375-point cell's leading margin and to its trailing
  /// margin, stored at x = 71, 288 wide: margins of 16, where a plain view's 8 gave
  /// x = 63, 304 wide; 6 frames).
  @Test func topLevelCollectionCellHasRootMargins() throws {
    let phone = try Self.frames(Self.collectionCellXib(width: 375, device: "retina4_7"))
    #expect(phone["box-00-id"] == CGRect(x: 16, y: 5, width: 343, height: 40))
    let wide = try Self.frames(Self.collectionCellXib(width: 414, device: "retina5_5"))
    #expect(wide["box-00-id"] == CGRect(x: 20, y: 5, width: 374, height: 40))
  }

  /// The same cell as a prototype inside a storyboard's collection view keeps a
  /// plain view's 8-point margins (Hackers; InterfaceBuilder.md, "Cells").
  @Test func prototypeCollectionCellKeepsPlainMargins() throws {
    let xib = Self.collectionCellXib(width: 375, device: "retina4_7")
    let start = try #require(xib.range(of: "<collectionViewCell "))
    let end = try #require(xib.range(of: "</collectionViewCell>"))
    let cell = String(xib[start.lowerBound..<end.upperBound])
    let body = """
                              <subviews>
                                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-id">
                                          <size key="itemSize" width="375" height="100"/>
                                      </collectionViewFlowLayout>
                                      <cells>
      \(cell)
                                      </cells>
                                  </collectionView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" id="c05-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c06-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="col-00-id" secondAttribute="trailing" id="c07-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="col-00-id" secondAttribute="bottom" id="c08-00-id"/>
                              </constraints>
      """
    let frames = try Self.frames(TestDocuments.storyboard(body, tools: "20037"))
    #expect(frames["box-00-id"] == CGRect(x: 8, y: 5, width: 359, height: 40))
  }

  /// A freeform xib of Xcode 13 on retina6_1 (44 top, 34 bottom): a top-level view
  /// `bar-00-id` of `height` points holds a button `btn-00-id` pinned to the view's
  /// top and trailing edge, 54 wide, and to the safe area's bottom; `safeAreas` false
  /// writes it without safe-area guides, the button pinned to the view's bottom
  /// margin (which the safe area insets: the root's own bottom margin is 0).
  static func barViewXib(height: Int, safeAreas: Bool = true) -> String {
    let bottom =
      safeAreas
      ? #"firstItem="saf-00-id" firstAttribute="bottom""# : #"firstItem="bar-00-id" firstAttribute="bottomMargin""#
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "") colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view opaque="NO" contentMode="scaleToFill"\(safeAreas ? " insetsLayoutMarginsFromSafeArea=\"NO\"" : "") id="bar-00-id" customClass="HeaderBar">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-id">
                          <rect key="frame" x="305" y="0.0" width="54" height="\(height)"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="54" id="b01-00-id"/>
                          </constraints>
                      </view>
                  </subviews>
      \(safeAreas ? "            <viewLayoutGuide key=\"safeArea\" id=\"saf-00-id\"/>" : "")
                  <constraints>
                      <constraint firstItem="btn-00-id" firstAttribute="top" secondItem="bar-00-id" secondAttribute="top" id="b02-00-id"/>
                      <constraint \(bottom) secondItem="btn-00-id" secondAttribute="bottom" id="b03-00-id"/>
                      <constraint firstAttribute="trailing" secondItem="btn-00-id" secondAttribute="trailing" constant="16" id="b04-00-id"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
          </objects>
      </document>
      """
  }

  /// A top-level view shorter than its device's top and bottom insets together keeps
  /// the top inset and what is left of its height at the bottom: its safe area ends
  /// where it starts, never above (a freeform view of a document without safe-area
  /// guides, whose margins show the device's insets). A view tall enough keeps both
  /// insets (SwiftMessages' CardView, corpus: 44 and 34 on a 160-point view).
  @Test func safeAreaOfAShortViewEndsNoHigherThanItStarts() throws {
    let short = try Self.frames(Self.barViewXib(height: 44, safeAreas: false))
    #expect(short["btn-00-id"] == CGRect(x: 305, y: 0, width: 54, height: 44))
    // 60 points: the top's 44 and 16 of the bottom's 34.
    let between = try Self.frames(Self.barViewXib(height: 60, safeAreas: false))
    #expect(between["btn-00-id"] == CGRect(x: 305, y: 0, width: 54, height: 44))
    let tall = try Self.frames(Self.barViewXib(height: 160, safeAreas: false))
    #expect(tall["btn-00-id"] == CGRect(x: 305, y: 0, width: 54, height: 126))
  }

  /// With safe-area guides the freeform bar's safe area has no bottom inset from Xcode
  /// 11.4, so the button ends at the bar's bottom whatever its height (held-out: woocommerce's
  /// FilteredOrdersHeaderBar, a 44-point view on retina6_1, stores its
  /// safe-area-pinned button 44 tall; InterfaceBuilder.md, "Building").
  @Test func safeAreaOfAFreeformBarWithSafeAreaGuidesHasNoBottomInset() throws {
    for height in [44, 60, 160] {
      let frames = try Self.frames(Self.barViewXib(height: height))
      #expect(frames["btn-00-id"] == CGRect(x: 305, y: 0, width: 54, height: CGFloat(height)))
    }
  }
}
