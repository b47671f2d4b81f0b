import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A storyboard scene's dock views (top-level views of the scene's `<objects>` beside
/// its controller, such as a view an outlet loads) are laid out free-standing at
/// their stored size, as a xib's top-level view that is no controller's view
/// (InterfaceBuilder.md, "Dock views"), and checked like any other view.
@Suite struct IBDockViewTests {
  /// A one-controller storyboard saved by Xcode `tools` whose scene also holds the
  /// 240 × 128 dock view `dock-00-id`: `box-00-id` between its side margins,
  /// centred vertically, 40 tall and stored at `y`; `top-00-id` 10 tall, pinned to
  /// the dock view's safe area's top and stored at y = 0.
  static func document(y: String = "44", tools: String = "17701") -> String {
    let text = TestDocuments.storyboard("").replacingOccurrences(
      of: "</viewController>", with: "</viewController>\n" + dockView(y: y))
    return IBMisplacedRuleTests.retooled(text, tools)
  }

  /// The dock view of ``document(y:tools:)``.
  static func dockView(y: String) -> String {
    let misplaced = y == "44" ? "" : #"misplaced="YES" "#
    return """
                      <view contentMode="scaleToFill" id="dock-00-id" userLabel="Empty View">
                          <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                          <subviews>
                              <view \(misplaced)translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                  <rect key="frame" x="16" y="\(y)" width="208" height="40"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="40" id="d01-00-id"/>
                                  </constraints>
                              </view>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                  <rect key="frame" x="0.0" y="0.0" width="240" height="10"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="10" id="d02-00-id"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="dsa-00-id"/>
                          <constraints>
                              <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="dock-00-id" secondAttribute="leadingMargin" id="d03-00-id"/>
                              <constraint firstAttribute="trailingMargin" secondItem="box-00-id" secondAttribute="trailing" id="d04-00-id"/>
                              <constraint firstItem="box-00-id" firstAttribute="centerY" secondItem="dock-00-id" secondAttribute="centerY" id="d05-00-id"/>
                              <constraint firstItem="top-00-id" firstAttribute="top" secondItem="dsa-00-id" secondAttribute="top" id="d06-00-id"/>
                              <constraint firstItem="top-00-id" firstAttribute="leading" secondItem="dock-00-id" secondAttribute="leading" id="d07-00-id"/>
                              <constraint firstAttribute="trailing" secondItem="top-00-id" secondAttribute="trailing" id="d08-00-id"/>
                          </constraints>
                      </view>
      """
  }

  /// The dock view's scene built and laid out on the document's own canvas.
  static func layout(_ text: String) throws -> IBLayout {
    let doc = try IBDocument(string: text)
    let scene = try #require(doc.scenes.first { $0.id == "dock-00-id" })
    let layout = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc)).build(scene: scene)
    layout.root.layoutIfNeeded()
    return layout
  }

  /// `check`'s misplaced findings on the whole document, as `line scene: message`.
  static func misplaced(_ text: String) throws -> [String] {
    IBChecker(document: try IBDocument(string: text)).check()
      .filter { $0.code == "misplaced-view" }.map { "\($0.line) \($0.scene): \($0.message)" }
  }

  @Test func aDockViewIsLaidOutAtItsStoredSizeWithoutTheStatusBar() throws {
    let doc = try IBDocument(string: Self.document())
    #expect(doc.scenes.map(\.id) == ["scn-00-id", "dock-00-id"])
    let scene = try #require(doc.scenes.last)
    #expect(scene.name == "Empty View")
    #expect(scene.statusBarHidden && scene.controllerID == nil && !scene.hasNavigationBar)
    let layout = try Self.layout(Self.document())
    #expect(layout.root.frame == CGRect(x: 0, y: 0, width: 240, height: 128))
    // The root's 16-point system margins, as Tofu's 240-point dock views store them.
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 16, y: 44, width: 208, height: 40))
    // No status bar: the safe area starts at the dock view's top.
    #expect(layout.views["top-00-id"]?.frame == CGRect(x: 0, y: 0, width: 240, height: 10))
  }

  @Test func aDockViewStoredAgainstItsConstraintsIsMisplaced() throws {
    let text = Self.document(y: "30")
    let line = TestDocuments.line(of: #"id="box-00-id""#, in: text)
    #expect(
      try Self.misplaced(text) == [
        "\(line) Empty View: View (box-00-id) is misplaced: the document stores (16, 30, 208, 40), the constraints give (16, 44, 208, 40)"
      ])
    #expect(try Self.misplaced(Self.document()) == [])
    // Xcode's flag belongs to the dock view's scene, not to the controller's.
    let doc = try IBDocument(string: text)
    #expect(doc.scenes.map { $0.flaggedViews.map(\.id) } == [[], ["box-00-id"]])
    // `fix --update-frames` moves the box where its constraints put it.
    let fixed = String(decoding: try IBFrameFix.updatingFrames(of: TestDocuments.data(text)).bytes, as: UTF8.self)
    #expect(try Self.misplaced(fixed) == [])
  }

  /// On a notched phone the canvas draws a dock view, whatever its width, with the
  /// device's top inset, Xcode 26's taller status bar area included (nRF Device
  /// Manager, 24765 on retina5_9: its 370-point Empty Peripherals View pins its image
  /// 16 below the safe area's top at y = 116, under the bar stored at y = 100).
  @Test func aDockViewOnANotchedPhoneTakesTheCanvassTopInset() throws {
    for (tools, top) in [("24765", 100.0), ("24412", 44.0)] {
      var text = IBXcode26CanvasTests.document(tools: tools, barTop: 100)
      let end = try #require(text.range(of: "</viewController>", options: .backwards))
      text.replaceSubrange(end, with: "</viewController>\n" + Self.dockView(y: "44"))
      let layout = try Self.layout(text)
      #expect(layout.root.frame == CGRect(x: 0, y: 0, width: 240, height: 128))
      #expect(layout.views["top-00-id"]?.frame == CGRect(x: 0, y: top, width: 240, height: 10), "\(tools)")
    }
  }
}
