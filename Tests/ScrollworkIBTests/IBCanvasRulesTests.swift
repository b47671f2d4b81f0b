import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The canvas rules that reproduce Xcode's stored frames (InterfaceBuilderFormat.md §4, §5, §9,
/// §12; UIKitBehaviour.md §6): root margins, status bars per Xcode version and
/// canvas, embedded children, custom views' intrinsic sizes.
@Suite struct IBCanvasRulesTests {
  /// Solves the first scene on the document's canvas (placeholders kept) and
  /// returns the frame of `id`.
  func frame(_ id: String, in text: String, scene: Int = 0) throws -> CGRect {
    let document = try IBDocument(string: text)
    let builder = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
    let layout = builder.build(scene: document.scenes[scene])
    layout.root.layoutIfNeeded()
    return try #require(layout.views[id]).frame
  }

  /// A 50-pt bar pinned to the root's leading, trailing and bottom margins.
  static let marginBar = """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                    <rect key="frame" x="16" y="609" width="343" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="m01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="m02-00-id"/>
                                <constraint firstAttribute="trailingMargin" secondItem="bar-00-id" secondAttribute="trailing" id="m03-00-id"/>
                                <constraint firstAttribute="bottomMargin" secondItem="bar-00-id" secondAttribute="bottom" id="m04-00-id"/>
                            </constraints>
    """

  /// UIKitBehaviour.md §6: a root view that preserves its superview's margins keeps the
  /// host view's 8 points at the bottom (no safe area there on a home-button
  /// phone); the sides keep the system minimum 16. Without the flag: 0.
  @Test func rootPreservingSuperviewMarginsKeepsTheHostsEightPoints() throws {
    let plain = TestDocuments.storyboard(Self.marginBar, tools: "15703")
    #expect(try frame("bar-00-id", in: plain) == CGRect(x: 16, y: 617, width: 343, height: 50))
    let preserving = plain.replacingOccurrences(
      of: "id=\"root-00-id\">", with: "preservesSuperviewLayoutMargins=\"YES\" id=\"root-00-id\">")
    #expect(try frame("bar-00-id", in: preserving) == CGRect(x: 16, y: 609, width: 343, height: 50))
  }

  /// A view pinned to the safe area's top.
  static let topPinned = """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                    <rect key="frame" x="0.0" y="20" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="t01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="top-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t02-00-id"/>
                                <constraint firstItem="top-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t03-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="top-00-id" secondAttribute="trailing" id="t04-00-id"/>
                            </constraints>
    """

  /// InterfaceBuilderFormat.md §12: Xcode 12.5 to 15 storyboards draw a home-button
  /// phone's full-screen scene without the status bar (Xcode 12.5 and 13 from a held-out
  /// document, KeePassium's ExpiryDateEditorVC, 18122: InterfaceBuilder.md, "Building");
  /// Xcode 12.4 and 16 draw it.
  @Test func statusBarOnHomeButtonPhonesFollowsTheXcodeVersion() throws {
    #expect(try frame("top-00-id", in: TestDocuments.storyboard(Self.topPinned, tools: "17701")).minY == 20)
    #expect(try frame("top-00-id", in: TestDocuments.storyboard(Self.topPinned, tools: "19454")).minY == 0)
    #expect(try frame("top-00-id", in: TestDocuments.storyboard(Self.topPinned, tools: "21505")).minY == 0)
    #expect(try frame("top-00-id", in: TestDocuments.storyboard(Self.topPinned, tools: "22684")).minY == 0)
    #expect(try frame("top-00-id", in: TestDocuments.storyboard(Self.topPinned, tools: "24504")).minY == 20)
    // On a device the user chooses the scene is laid out as the app runs it.
    let document = try IBDocument(string: TestDocuments.storyboard(Self.topPinned, tools: "21505"))
    let device = try #require(Device.named("iphone-se-2"))
    let chosen = IBLayoutOptions(device: device)
    let layout = IBLayoutBuilder(document: document, options: chosen).build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    #expect(layout.views["top-00-id"]?.frame.minY == 20)
  }

  /// InterfaceBuilderFormat.md §9: a safe-area document without `<device>` has no status bar
  /// to draw; its 600 × 600 canvas has a safe area starting at 0.
  @Test func safeAreaCanvasWithoutADeviceHasNoStatusBar() throws {
    let text = TestDocuments.storyboard(Self.topPinned, tools: "19454")
      .replacingOccurrences(of: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>", with: "")
      .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"600\" height=\"600\"")
    #expect(try frame("top-00-id", in: text) == CGRect(x: 0, y: 0, width: 600, height: 30))
  }

  /// A parent with a container view embedding a child whose root is
  /// `childWidth` wide; the child pins a 30-pt view to its top layout guide.
  static func embedding(childWidth: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/></dependencies>
        <scenes>
            <scene sceneID="par-00-sc">
                <objects>
                    <viewController id="par-00-vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="par-00-rt">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView contentMode="scaleToFill" id="box-00-id">
                                    <rect key="frame" x="0.0" y="100" width="\(childWidth)" height="200"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <connections>
                                        <segue destination="kid-00-vc" kind="embed" id="emb-00-id"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="kid-00-sc">
                <objects>
                    <viewController id="kid-00-vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="kid-00-tg"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="kid-00-rt">
                            <rect key="frame" x="0.0" y="0.0" width="\(childWidth)" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="kid-00-bx">
                                    <rect key="frame" x="0.0" y="0.0" width="\(childWidth)" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="k01-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="kid-00-bx" firstAttribute="top" secondItem="kid-00-tg" secondAttribute="bottom" id="k02-00-id"/>
                                <constraint firstItem="kid-00-bx" firstAttribute="leading" secondItem="kid-00-rt" secondAttribute="leading" id="k03-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="kid-00-bx" secondAttribute="trailing" id="k04-00-id"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// An embedded child on a canvas as wide as the device is drawn with the
  /// device's status bar (top guide 20); on a canvas of another width it is a
  /// freeform view without bars (top guide 0).
  @Test func embeddedChildGetsTheStatusBarOnlyOnADeviceWideCanvas() throws {
    #expect(try frame("kid-00-bx", in: Self.embedding(childWidth: 375), scene: 1).minY == 20)
    #expect(try frame("kid-00-bx", in: Self.embedding(childWidth: 400), scene: 1).minY == 0)
  }

  /// A custom class drawn by itself (no subviews, no `<designables>` entry) takes
  /// its intrinsic size from its stored frame, as Xcode rendered it: 50 pt tall
  /// against a 40 pt @500 height when its vertical hugging and compression are
  /// 1000. A plain view has no intrinsic size and takes the 40.
  @Test func customLeafViewTakesItsStoredFrameAsIntrinsicSize() throws {
    func document(customClass: String) -> String {
      TestDocuments.storyboard(
        """
                                <subviews>
                                    <view verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="ent-00-id" \(customClass)>
                                        <rect key="frame" x="20" y="100" width="335" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="500" constant="40" id="e01-00-id"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ent-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="e02-00-id"/>
                                    <constraint firstItem="ent-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="e03-00-id"/>
                                    <constraint firstAttribute="trailing" secondItem="ent-00-id" secondAttribute="trailing" constant="20" id="e04-00-id"/>
                                </constraints>
        """)
    }
    #expect(
      try frame("ent-00-id", in: document(customClass: "customClass=\"LoginEntryView\""))
        == CGRect(x: 20, y: 100, width: 335, height: 50))
    #expect(try frame("ent-00-id", in: document(customClass: "")) == CGRect(x: 20, y: 100, width: 335, height: 40))
  }

  /// InterfaceBuilderFormat.md §4, §12: before Xcode 14 every phone with a sensor housing is
  /// drawn with a 44-pt top inset; from Xcode 14 with the device's own.
  @Test func notchedPhonesAreDrawnWith44PointsBeforeXcode14() throws {
    func top(_ id: String, _ build: Int) throws -> CGFloat {
      let device = try #require(Device.all.first { $0.interfaceBuilderID == id })
      return IBSafeArea.insets(
        device: device, orientation: .portrait, build: build, statusBarHidden: false, navigationBar: false,
        tabBar: false
      ).top
    }
    #expect(try top("retina6_7", 17505) == 44)
    #expect(try top("retina6_7", 22000) == 47)
    #expect(try top("retina6_1", 20037) == 44)
    #expect(try top("retina6_1", 21219) == 48)
    #expect(try top("retina6_12", 22685) == 59)
    #expect(try top("retina4_7", 17505) == 20)
  }

  /// A date picker `dtp-00-id` stored `height` tall, pinned 100 pt down and to the
  /// sides, with a button `btn-00-id` 20 pt below it.
  static func datePicker(style: String, height: Int) -> String {
    """
                            <subviews>
                                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" \(style) translatesAutoresizingMaskIntoConstraints="NO" id="dtp-00-id">
                                    <rect key="frame" x="0.0" y="100" width="375" height="\(height)"/>
                                </datePicker>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-id">
                                    <rect key="frame" x="20" y="\(120 + height)" width="70" height="40"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="dtp-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="d01-00-id"/>
                                <constraint firstItem="dtp-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="d02-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="dtp-00-id" secondAttribute="trailing" id="d03-00-id"/>
                                <constraint firstItem="btn-00-id" firstAttribute="top" secondItem="dtp-00-id" secondAttribute="bottom" constant="20" id="d04-00-id"/>
                                <constraint firstItem="btn-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="d05-00-id"/>
                            </constraints>
    """
  }

  /// UIKitBehaviour.md §26: a compact date picker has a height of its own, the one
  /// Xcode stores (xDrip: 36, nothing else sizing it), with the style written or
  /// left automatic.
  @Test func compactDatePickerTakesItsStoredHeight() throws {
    let automatic = TestDocuments.storyboard(Self.datePicker(style: "", height: 36), tools: "24405")
    #expect(try frame("dtp-00-id", in: automatic) == CGRect(x: 0, y: 100, width: 375, height: 36))
    #expect(try frame("btn-00-id", in: automatic) == CGRect(x: 20, y: 156, width: 70, height: 40))
    let compact = TestDocuments.storyboard(Self.datePicker(style: "style=\"compact\"", height: 40), tools: "24405")
    #expect(try frame("dtp-00-id", in: compact) == CGRect(x: 0, y: 100, width: 375, height: 40))
    #expect(try frame("btn-00-id", in: compact) == CGRect(x: 20, y: 160, width: 70, height: 40))
  }
}
