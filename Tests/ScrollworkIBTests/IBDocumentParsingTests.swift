import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The reader: document attributes, views, constraints and their defaults
/// (InterfaceBuilderFormat.md §1–§7).
@Suite struct IBDocumentParsingTests {
  @Test func readsDocumentSceneAndViewAttributes() throws {
    let text = TestDocuments.scrollScene()
    let doc = try IBDocument(string: text)
    #expect(doc.kind == .storyboard)
    #expect(doc.deviceID == "retina4_7")
    #expect(doc.orientation == .portrait)
    #expect(doc.usesSafeAreas)
    #expect(doc.buildNumber == 17701)
    #expect(doc.imageSizes == ["Sun": CGSize(width: 150, height: 150)])
    #expect(doc.scenes.count == 1)
    let scene = try #require(doc.scenes.first)
    #expect(scene.id == "scn-00-id")
    #expect(scene.name == "TestViewController")
    #expect(scene.hasNavigationBar == false)
    let root = scene.root
    #expect(root.id == "root-00-id")
    #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(root.translatesAutoresizingMask)
    #expect(root.guides.map(\.id) == ["safe-00-id"])
    let scroll = try #require(root.subviews.first)
    #expect(scroll.element == "scrollView")
    #expect(scroll.translatesAutoresizingMask == false)
    #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(scroll.line == TestDocuments.line(of: "id=\"scr-00-id\">", in: text))
    #expect(scroll.subviews.map(\.id) == ["cnt-00-id"])
  }

  @Test func constraintDefaultsAndOwningViewAsFirstItem() throws {
    let doc = try IBDocument(string: TestDocuments.scrollScene())
    let content = try #require(doc.scenes.first?.root.subviews.first?.subviews.first)
    let height = try #require(content.constraints.first)
    // No firstItem: the view whose <constraints> holds it (InterfaceBuilderFormat.md §3).
    #expect(height.firstItem == "cnt-00-id")
    #expect(height.firstAttribute == .height)
    #expect(height.secondItem == nil)
    #expect(height.secondAttribute == .notAnAttribute)
    #expect(height.relation == .equal)
    #expect(height.multiplier == 1)
    #expect(height.constant == 900)
    #expect(height.priority == 1000)
    let scroll = try #require(doc.scenes.first?.root.subviews.first)
    let trailing = try #require(scroll.constraints.first { $0.id == "c04-00-id" })
    #expect(trailing.firstItem == "scr-00-id")
    #expect(trailing.secondItem == "cnt-00-id")
    #expect(trailing.owner == "scr-00-id")
  }

  @Test func ratioMultipliersFractionalConstantsPrioritiesAndFlags() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <imageView horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" placeholderIntrinsicWidth="240" image="Sun" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                      <constraints>
                                          <constraint firstAttribute="width" secondItem="img-00-id" secondAttribute="height" multiplier="4:3" id="r01-00-id"/>
                                          <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="250.00000000000006" priority="750" placeholder="YES" identifier="minWidth" id="r02-00-id"/>
                                          <constraint firstAttribute="baseline" secondItem="img-00-id" secondAttribute="centerYWithinMargins" multiplier="0.5" constant="-8.5" symbolic="YES" id="r03-00-id"/>
                                      </constraints>
                                  </imageView>
                              </subviews>
      """)
    let doc = try IBDocument(string: text)
    let image = try #require(doc.scenes.first?.root.subviews.first)
    #expect(image.hugging == (251, 250))
    #expect(image.compression == (750, 749))
    #expect(image.placeholderIntrinsicSize.width == 240)
    #expect(image.placeholderIntrinsicSize.height == nil)
    #expect(image.imageName == "Sun")
    let c = image.constraints
    #expect(c[0].multiplier == CGFloat(Double(4) / Double(3)))
    #expect(c[1].relation == .greaterThanOrEqual)
    #expect(c[1].constant == 250.00000000000006)
    #expect(c[1].priority == 750)
    #expect(c[1].isPlaceholder)
    #expect(c[1].identifier == "minWidth")
    #expect(c[2].firstAttribute == .lastBaseline)
    #expect(c[2].secondAttribute == .centerYWithinMargins)
    #expect(c[2].multiplier == 0.5)
    #expect(c[2].constant == -8.5)
    #expect(c[2].isSymbolic)
  }

  @Test func labelsStacksMarginsAndVariations() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <stackView opaque="NO" axis="vertical" distribution="fillEqually" alignment="center" spacing="12.5" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                      <rect key="frame" x="16" y="20" width="343" height="100"/>
                                      <subviews>
                                          <label text="Hello" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                              <rect key="frame" x="150" y="0.0" width="43" height="20.5"/>
                                              <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                          </label>
                                          <label translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-id">
                                              <rect key="frame" x="150" y="40" width="43" height="20.5"/>
                                              <string key="text">Two&#10;lines</string>
                                              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                          </label>
                                      </subviews>
                                      <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="v01-00-id"/>
                              </constraints>
                              <variation key="default">
                                  <mask key="constraints">
                                      <exclude reference="v01-00-id"/>
                                  </mask>
                              </variation>
                              <variation key="heightClass=regular-widthClass=compact">
                                  <mask key="constraints">
                                      <include reference="v01-00-id"/>
                                  </mask>
                              </variation>
      """)
    let doc = try IBDocument(string: text)
    let stack = try #require(doc.scenes.first?.root.subviews.first)
    #expect(
      stack.stack
        == IBStackAttributes(
          axis: .vertical, distribution: "fillEqually", alignment: "center", spacing: 12.5, usesStandardSpacing: false,
          baselineRelative: false))
    #expect(stack.margins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(stack.subviews[0].text == "Hello")
    #expect(stack.subviews[0].numberOfLines == 0)
    #expect(stack.subviews[0].font == IBFont(type: "system", pointSize: 17, weight: "semibold", style: nil, name: nil))
    #expect(stack.subviews[1].text == "Two\nlines")
    #expect(stack.subviews[1].numberOfLines == 1)
    #expect(doc.variations.map(\.key) == ["default", "heightClass=regular-widthClass=compact"])
    // Base Any/Any set: the constraint excluded by default is left out; compact width
    // and regular height include it again.
    #expect(IBLayoutBuilder(document: doc).excludedIDs() == ["v01-00-id"])
    let phone = IBLayoutOptions(traits: IBLayoutOptions.traits(from: "compact-regular") ?? [:])
    #expect(IBLayoutBuilder(document: doc, options: phone).excludedIDs() == [])
    #expect(IBLayoutOptions.traits(from: "regular-any") == ["widthClass": "regular"])
    #expect(IBLayoutOptions.traits(from: "tiny-any") == nil)
  }

  @Test func xibTopLevelViewsAreScenes() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="top-00-id" customClass="CardView">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
          </objects>
      </document>
      """
    let doc = try IBDocument(string: text)
    #expect(doc.kind == .xib)
    #expect(doc.deviceID == nil)
    #expect(doc.scenes.map(\.id) == ["top-00-id"])
    #expect(doc.scenes.first?.name == "CardView")
    #expect(doc.scenes.first?.line == 6)
    #expect(doc.scenes.first?.root.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
  }
}
