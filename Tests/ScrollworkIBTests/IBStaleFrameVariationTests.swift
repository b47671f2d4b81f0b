import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The stale-frame check (`IBOracle.violations(in:)`, conformance's "stale stored
/// frames" note) and the implied content sizes test stored frames with the constants
/// the builder solves with: a size-class variation's on a canvas of that size class
/// (`IBLayoutBuilder.constant(of:)`; held-out: Firefox Lockwise's iPad storyboards,
/// InterfaceBuilder.md, "Size classes").
@Suite struct IBStaleFrameVariationTests {
  /// A storyboard on `device` (`width` × `height`) whose root `root-00-id` holds a
  /// 100 × 100 box `box-00-id` stored at `x`, 100 below the top, its leading edge 12
  /// after the root's with a regular–regular variation of 32.
  static func document(x: Int, device: String = "ipad9_7", width: Int = 768, height: Int = 1024) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.70"/>
        </dependencies>
        <scenes>
            <scene sceneID="scn-00-id">
                <objects>
                    <viewController id="vc0-00-id" customClass="TestViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                    <rect key="frame" x="\(x)" y="100" width="100" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c01-00-id"/>
                                        <constraint firstAttribute="height" constant="100" id="c02-00-id"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="12" id="c03-00-id">
                                    <variation key="heightClass=regular-widthClass=regular" constant="32"/>
                                </constraint>
                                <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="100" id="c04-00-id"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe-00-id"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// On the iPad's regular–regular canvas the variation's 32 is in force: a box
  /// stored at x 32 breaks nothing (the base 12 called it 20 off), and the builder
  /// puts it there.
  @Test func storedFramesThatFitTheVariationAreNotStale() throws {
    let text = Self.document(x: 32)
    #expect(IBOracle.violations(in: try IBDocument(string: text)).isEmpty)
    #expect(IBStaleFrameInsetsTests.staleNote(text) == nil)
    #expect(try IBTestScene(text).frame("box-00-id") == CGRect(x: 32, y: 100, width: 100, height: 100))
  }

  /// Stored at the base constant's 12 (or 20 past the variation's 32), the box is
  /// 20 off the constant in force, and the note says so.
  @Test func storedFramesOffTheVariationAreStale() throws {
    for (x, error) in [(12, -20), (52, 20)] as [(Int, CGFloat)] {
      let text = Self.document(x: x)
      let violations = IBOracle.violations(in: try IBDocument(string: text))
      #expect(violations.map(\.constraint) == ["c03-00-id"])
      #expect(violations.map(\.error) == [error])
      let line = TestDocuments.line(of: #"id="c03-00-id""#, in: text)
      #expect(
        IBStaleFrameInsetsTests.staleNote(text)
          == "  stale stored frames: they break 1 of their own required constraints (first: c03-00-id on line \(line) in [\(violations[0].scene)], off by 20)"
      )
    }
  }

  /// On a compact-width phone the base constant is in force: x 12 fits, x 32 is 20 off.
  @Test func aPhoneCanvasKeepsTheBaseConstant() throws {
    let phone = Self.document(x: 12, device: "retina4_7", width: 375, height: 667)
    #expect(IBOracle.violations(in: try IBDocument(string: phone)).isEmpty)
    let off = Self.document(x: 32, device: "retina4_7", width: 375, height: 667)
    #expect(IBOracle.violations(in: try IBDocument(string: off)).map(\.error) == [20])
  }

  /// The content size a scroll view's stored frames imply uses the constant in force
  /// too: a 900-point content view 40 above the scroll view's bottom (60 on a
  /// regular–regular canvas) implies 940 on a phone and 960 on an iPad.
  @Test func impliedContentSizeUsesTheVariationsConstant() throws {
    func implied(_ device: String, _ width: Int, _ height: Int) throws -> CGSize? {
      let text = TestDocuments.storyboard(
        """
                                <subviews>
                                    <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-id">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-id">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="900"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="trailing" secondItem="cnt-00-id" secondAttribute="trailing" id="c01-00-id"/>
                                            <constraint firstAttribute="bottom" secondItem="cnt-00-id" secondAttribute="bottom" constant="40" id="c02-00-id">
                                                <variation key="heightClass=regular-widthClass=regular" constant="60"/>
                                            </constraint>
                                        </constraints>
                                    </scrollView>
                                </subviews>
        """
      ).replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
        .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#)
      let document = try IBDocument(string: text)
      let builder = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
      let scroll = try #require(document.scenes.first?.root.subviews.first)
      return IBOracle.impliedContentSize(of: scroll, builder: builder, excluded: builder.excludedIDs())
    }
    #expect(try implied("retina4_7", 375, 667) == CGSize(width: 375, height: 940))
    #expect(try implied("ipad9_7", 768, 1024) == CGSize(width: 768, height: 960))
  }
}
