import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Building Scrollwork views from documents and solving them.
@Suite struct IBLayoutBuilderTests {
  @Test func scrollSceneSolvesToStoredFramesAndContentSize() throws {
    let doc = try IBDocument(string: TestDocuments.scrollScene())
    let layout = IBLayoutBuilder(document: doc).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    // retina4_7: status bar 20 on top (InterfaceBuilderFormat.md §4); TN2154 edges = content.
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(layout.views["scr-00-id"]?.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(layout.views["cnt-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 900))
    #expect((layout.views["scr-00-id"] as? ScrollView)?.contentSize == CGSize(width: 375, height: 900))
    #expect(layout.root.screen.scale == 2)
    #expect(layout.skippedConstraints.isEmpty)
  }

  @Test func otherDeviceResizesTheRoot() throws {
    let doc = try IBDocument(string: TestDocuments.scrollScene())
    let device = try #require(Device.named("iphone-15"))
    let layout = IBLayoutBuilder(document: doc, options: IBLayoutOptions(device: device)).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    #expect(layout.root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(layout.views["scr-00-id"]?.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    #expect((layout.views["scr-00-id"] as? ScrollView)?.contentSize == CGSize(width: 393, height: 900))
  }

  @Test func placeholderConstraintsAreRemovedAndRatiosApply() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="16" y="20" width="120" height="90"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="120" id="w01-00-id"/>
                                          <constraint firstAttribute="width" secondItem="box-00-id" secondAttribute="height" multiplier="4:3" id="r01-00-id"/>
                                          <constraint firstAttribute="width" constant="300" placeholder="YES" id="p01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leadingMargin" id="l01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t01-00-id"/>
                              </constraints>
      """)
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    // Root margins of a 375-wide controller view: 16 (InterfaceBuilderFormat.md §5).
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 16, y: 20, width: 120, height: 90))
    #expect(layout.skippedConstraints.map(\.id) == ["p01-00-id"])
    #expect(layout.skippedConstraints.first?.reason == "placeholder (removed at build time)")
    #expect(layout.constraints["r01-00-id"]?.multiplier == CGFloat(Double(4) / Double(3)))
  }

  @Test func documentIntrinsicSizesForLabelsAndResourceImages() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                      <rect key="frame" x="20" y="40" width="41.5" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                                  <imageView image="Sun" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                      <rect key="frame" x="20" y="80" width="150" height="150"/>
                                  </imageView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c01-00-id"/>
                                  <constraint firstItem="lbl-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="20" id="c02-00-id"/>
                                  <constraint firstItem="img-00-id" firstAttribute="leading" secondItem="lbl-00-id" secondAttribute="leading" id="c03-00-id"/>
                                  <constraint firstItem="img-00-id" firstAttribute="top" secondItem="lbl-00-id" secondAttribute="bottom" constant="19.5" id="c04-00-id"/>
                              </constraints>
      """)
    let doc = try IBDocument(string: text)
    let layout = IBLayoutBuilder(document: doc).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 20, y: 40, width: 41.5, height: 20.5))
    #expect(layout.views["img-00-id"]?.frame == CGRect(x: 20, y: 80, width: 150, height: 150))
    // Measured mode: the label's size comes from the bundled font instead.
    let measured = IBLayoutBuilder(document: doc, options: IBLayoutOptions(intrinsicSizes: .measured))
      .build(scene: doc.scenes[0])
    measured.root.layoutIfNeeded()
    let label = try #require(measured.views["lbl-00-id"] as? Label)
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test(arguments: [("14460", 64.0), ("17701", 44.0)])
  func controllerGuidesFollowTheSafeArea(tools: String, barTop: Double) throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                                      <rect key="frame" x="0.0" y="64" width="375" height="44"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="44" id="c01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="bar-00-id" firstAttribute="top" secondItem="top-00-id" secondAttribute="bottom" id="c02-00-id"/>
                                  <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c03-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="bar-00-id" secondAttribute="trailing" id="c04-00-id"/>
                              </constraints>
      """,
      controllerExtras: """
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-00-id"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-00-id"/>
                            </layoutGuides>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        """, tools: tools)
    let doc = try IBDocument(string: text)
    #expect(doc.scenes[0].hasNavigationBar)
    let layout = IBLayoutBuilder(document: doc).build(scene: doc.scenes[0])
    layout.root.layoutIfNeeded()
    // Xcode 10: status bar 20 + navigation bar 44; from Xcode 11 a home-button phone
    // under a navigation bar is drawn without the status bar.
    #expect(layout.views["bar-00-id"]?.frame == CGRect(x: 0, y: barTop, width: 375, height: 44))
    #expect(layout.guides["bot-00-id"]?.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
  }
}
