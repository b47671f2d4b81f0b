import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The rules that bring `check`'s misplaced verdicts and the canvas's cell frames
/// closer to Xcode's (issue 17; InterfaceBuilder.md, "Cells" and "Verdicts"): the
/// 8-point trailing margin of a cell with an accessory, the row height of self-sizing
/// built-in style cells by Xcode era, the spread of Xcode's cell content margins, and
/// SF Symbol image views, whose constraints act on an unstored alignment rectangle.
@Suite struct IBMisplacedRuleTests {
  /// A label `Title` (100 × 20, stored at `x`) whose leading and trailing edges are
  /// pinned to the content view's margins (the trailing one only with `trailing`),
  /// centred vertically.
  static func marginLabel(x: String, width: String = "100", trailing: Bool = false) -> String {
    """
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-id">
                                                        <rect key="frame" x="\(x)" y="12" width="\(width)" height="20"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="lbl-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                    <constraint firstItem="lbl-00-id" firstAttribute="centerY" secondItem="cvw-00-id" secondAttribute="centerY" id="c02-00-id"/>
    """
      + (trailing
        ? """

                                                  <constraint firstItem="lbl-00-id" firstAttribute="trailing" secondItem="cvw-00-id" secondAttribute="trailingMargin" id="c03-00-id"/>
        """ : "")
        + """

                                                  </constraints>
        """
  }

  /// A built-in style cell (its label placed by the style, not by constraints) in a
  /// table whose rows size themselves, stored `height` points tall, saved by `tools`.
  static func styleCell(_ style: String, height: String, tools: String) -> String {
    let body = """
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-00-id">
                                                        <rect key="frame" x="16" y="0.0" width="343" height="\(height)"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
      """
    return retooled(
      IBCellTests.table(
        cell: "textLabel=\"txt-00-id\" style=\"\(style)\"",
        cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"\(height)\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"\(height)\"", body: body),
      tools)
  }

  /// `text` as saved by Xcode build `tools`.
  static func retooled(_ text: String, _ tools: String) -> String {
    text.replacingOccurrences(of: "toolsVersion=\"17701\"", with: "toolsVersion=\"\(tools)\"")
      .replacingOccurrences(of: "version=\"17701\"", with: "version=\"\(tools)\"")
  }

  static func layout(_ text: String) throws -> IBLayout { try IBTestScene(text).layout }

  /// `check`'s misplaced findings on the document's own canvas, as `line: message`.
  static func misplaced(_ text: String) throws -> [String] {
    try IBTestScene(text).findings().filter { $0.code == "misplaced-view" }.map { "\($0.line): \($0.message)" }
  }

  /// Every document of this suite: `fix --update-frames` leaves no misplaced finding
  /// and a second fix changes nothing.
  static func expectFixIsComplete(_ text: String) throws {
    let fix = try IBFrameFix.updatingFrames(of: TestDocuments.data(text))
    let fixed = String(decoding: fix.bytes, as: UTF8.self)
    #expect(try misplaced(fixed) == [], "\(fixed)")
    #expect(try IBFrameFix.updatingFrames(of: Data(fix.bytes)).bytes == fix.bytes)
  }

  // MARK: Accessory margin

  @Test func cellWithAnAccessoryHasAnEightPointTrailingContentMargin() throws {
    // Xcode 13.2 (siskin-im): a disclosure indicator takes 34 points of a 375-point
    // cell; a label pinned to both margins ends 8 points short of the content view.
    let text = Self.retooled(
      IBCellTests.table(
        cell: "rowHeight=\"44\" accessoryType=\"disclosureIndicator\"",
        cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"341\" height=\"44\"",
        body: Self.marginLabel(x: "16", width: "317", trailing: true)), "20037")
    let layout = try Self.layout(text)
    #expect(
      layout.views["cvw-00-id"]?.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    #expect(layout.views["lbl-00-id"]?.frame == CGRect(x: 16, y: 12, width: 317, height: 20))
    #expect(try Self.misplaced(text) == [])
    // Without an accessory the trailing margin is the side margin, 16 in a 375-point table.
    let plain = Self.retooled(
      IBCellTests.table(
        cell: "rowHeight=\"44\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
        content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"44\"",
        body: Self.marginLabel(x: "16", width: "343", trailing: true)), "20037")
    #expect(try Self.layout(plain).views["lbl-00-id"]?.frame == CGRect(x: 16, y: 12, width: 343, height: 20))
    #expect(try Self.misplaced(plain) == [])
  }

  @Test func contentViewMarginsWithAnAccessory() {
    #expect(
      Builder.contentViewMargins(build: 21507, width: 414, hasAccessory: true)
        == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8))
    #expect(
      Builder.contentViewMargins(build: 14490, width: 310, hasAccessory: true)
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    // Before Xcode 9 every margin is a plain view's 8.
    #expect(
      Builder.contentViewMargins(build: 12120, width: 320, hasAccessory: true)
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  // MARK: Cell content margins as evidence

  @Test func storedFrameWithinXcodesMarginSpreadIsNotEvidence() throws {
    // Stored 20 points in where the canvas's margin is 16: one of Xcode's margins
    // (iNaturalist stores 16 and 20 in identical cells of one table). Not reported.
    let near = IBCellTests.table(
      cell: "rowHeight=\"44\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"44\"", body: Self.marginLabel(x: "20"))
    #expect(try Self.misplaced(near) == [])
    // Stored 4 points in, 12 off: no margin Xcode uses gives that; reported.
    let far = IBCellTests.table(
      cell: "rowHeight=\"44\"", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"44\"", body: Self.marginLabel(x: "4"))
    let farFindings = try Self.misplaced(far)
    #expect(
      farFindings == [
        "25: Label 'Title' (lbl-00-id) is misplaced: the document stores (4, 12, 100, 20), the constraints give (16, 12, 100, 20)"
      ])
    try Self.expectFixIsComplete(far)
  }

  // MARK: Built-in style row heights

  @Test func selfSizingBuiltInStyleCellsTakeTheRowHeightOfTheirEra() throws {
    // Xcode 11–15: 44 points; a Right Detail row stored at 40 is misplaced (Strongbox).
    let value1 = Self.styleCell("IBUITableViewCellStyleValue1", height: "40", tools: "17156")
    #expect(try Self.layout(value1).views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 44))
    let value1Findings = try Self.misplaced(value1)
    #expect(
      value1Findings == [
        "18: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 40), the constraints give (0, 28, 375, 44)"
      ])
    try Self.expectFixIsComplete(value1)
    // Xcode 16 and later: 51 points (xDrip, nRF Device Manager, LNPopupController).
    let basic = Self.styleCell("IBUITableViewCellStyleDefault", height: "51", tools: "24765")
    #expect(try Self.layout(basic).views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 51))
    #expect(try Self.misplaced(basic) == [])
    let old = Self.styleCell("IBUITableViewCellStyleDefault", height: "44", tools: "24765")
    let oldFindings = try Self.misplaced(old)
    #expect(
      oldFindings == [
        "18: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 44), the constraints give (0, 28, 375, 51)"
      ])
    // Subtitle rows, and every style before Xcode 11, keep their stored height.
    for (style, tools) in [("IBUITableViewCellStyleSubtitle", "17156"), ("IBUITableViewCellStyleValue1", "14490")] {
      let text = Self.styleCell(style, height: "40", tools: tools)
      #expect(try Self.layout(text).views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 40))
      #expect(try Self.misplaced(text) == [], "\(style) \(tools)")
    }
  }

  @Test func selfSizingRowWithoutContentHeightIsTheEraDefault() throws {
    // A container view pinned to the content view's edges states no height: 44
    // before Xcode 16, 51 from it (nRF Device Manager's embedded-controller rows).
    let body = """
                                                <subviews>
                                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                    </containerView>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="cvw-00-id" secondAttribute="leading" id="c01-00-id"/>
                                                    <constraint firstItem="box-00-id" firstAttribute="top" secondItem="cvw-00-id" secondAttribute="top" id="c02-00-id"/>
                                                    <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="c03-00-id"/>
                                                    <constraint firstAttribute="bottom" secondItem="box-00-id" secondAttribute="bottom" id="c04-00-id"/>
                                                </constraints>
      """
    for (tools, height) in [("24765", 51.0), ("21507", 44.0)] {
      let text = Self.retooled(
        IBCellTests.table(
          cell: "", cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"51\"",
          content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"51\"", body: body), tools)
      #expect(try Self.layout(text).views["cel-00-id"]?.frame == CGRect(x: 0, y: 28, width: 375, height: height))
      let expected =
        height == 51
        ? []
        : [
          "18: Table View Cell (cel-00-id) is misplaced: the document stores (0, 28, 375, 51), the constraints give (0, 28, 375, 44)"
        ]
      let findings = try Self.misplaced(text)
      #expect(findings == expected, "\(tools)")
      try Self.expectFixIsComplete(text)
    }
  }

  // MARK: SF Symbol image views

  /// An image view showing `image` whose constraints make it 18 × 12 at (20, 100)
  /// from the safe area, stored 18 × 21 at y 95.5 (the symbol's alignment rectangle
  /// 4.5 points inside the frame above and below, as tinode stores them).
  static func imageScene(_ image: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                      <rect key="frame" x="20" y="95.5" width="18" height="21"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="18" id="i01-00-id"/>
                                          <constraint firstAttribute="height" constant="12" id="i02-00-id"/>
                                      </constraints>
                                      <imageReference key="image" image="\(image)" catalog="system" symbolScale="large"/>
                                  </imageView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="img-00-id" firstAttribute="leading" secondItem="safe-00-id" secondAttribute="leading" constant="20" id="c01-00-id"/>
                                  <constraint firstItem="img-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="80" id="c02-00-id"/>
                              </constraints>
      """
    ).replacingOccurrences(
      of: "<image name=\"Sun\" width=\"150\" height=\"150\"/>",
      with: "<image name=\"Sun\" width=\"150\" height=\"150\"/>\n"
        + "        <image name=\"checkmark.seal.fill\" catalog=\"system\" width=\"128\" height=\"124\"/>")
  }

  @Test func constraintsOnSymbolImageViewsAreNoEvidence() throws {
    let symbol = Self.imageScene("checkmark.seal.fill")
    let doc = try IBDocument(string: symbol)
    #expect(doc.scenes[0].root.subviews.first?.imageName == "checkmark.seal.fill")
    let layout = try Self.layout(symbol)
    #expect(layout.symbolImageViews == ["img-00-id"])
    // The constraints place the alignment rectangle (20, 100, 18, 12), centred in the
    // stored frame (IBSymbolImageViewTests).
    #expect(layout.views["img-00-id"]?.frame == CGRect(x: 20, y: 95.5, width: 18, height: 21))
    #expect(IBChecker.storedFrameBreaks(in: layout) == [:])
    #expect(try Self.misplaced(symbol) == [])
    // The same view showing an image of the asset catalog is misplaced: its frame is
    // its alignment rectangle, and the stored one breaks its height constraint.
    let asset = Self.imageScene("Sun").replacingOccurrences(of: " catalog=\"system\" symbolScale", with: " symbolScale")
    #expect(try Self.layout(asset).symbolImageViews == [])
    let assetFindings = try Self.misplaced(asset)
    #expect(
      assetFindings == [
        "15: Image View (img-00-id) is misplaced: the document stores (20, 95.5, 18, 21), the constraints give (20, 100, 18, 12)"
      ])
    try Self.expectFixIsComplete(asset)
  }
}

/// The navigation bar a navigation controller stores (InterfaceBuilder.md, "Building").
@Suite struct IBStoredNavigationBarTests {
  /// A navigation controller (its bar stored at `bar`, with large titles) whose root
  /// shows a second controller; each root view holds a box pinned to the safe area's
  /// top. `mode` is the second controller's `largeTitleDisplayMode`.
  static func document(bar: String, mode: String, throughTabBar: Bool = false) -> String {
    func scene(_ n: Int, extras: String) -> String {
      """
              <scene sceneID="sc\(n)-00-id">
                  <objects>
                      <viewController id="vc\(n)-00-id" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rt\(n)-00-id">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx\(n)-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="10" id="h0\(n)-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="sa\(n)-00-id"/>
                              <constraints>
                                  <constraint firstItem="bx\(n)-00-id" firstAttribute="top" secondItem="sa\(n)-00-id" secondAttribute="top" id="t0\(n)-00-id"/>
                                  <constraint firstItem="bx\(n)-00-id" firstAttribute="leading" secondItem="rt\(n)-00-id" secondAttribute="leading" id="l0\(n)-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="bx\(n)-00-id" secondAttribute="trailing" id="r0\(n)-00-id"/>
                              </constraints>
                          </view>
      \(extras)
                      </viewController>
                  </objects>
              </scene>
      """
    }
    let tabScene = """
              <scene sceneID="tab-00-id">
                  <objects>
                      <tabBarController id="tb0-00-id" sceneMemberID="viewController">
                          <connections>
                              \(throughTabBar ? "<segue destination=\"vc1-00-id\" kind=\"relationship\" relationship=\"viewControllers\" id=\"sg9-00-id\"/>" : "")
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
      """
    return TestDocuments.navigationStoryboard(
      device: "retina5_5", tools: "23727", plugIn: "23721", barFrame: bar, largeTitles: true,
      root: throughTabBar ? "tb0-00-id" : "vc1-00-id",
      scenes: tabScene + "\n"
        + scene(
          1, extras: "<connections><segue destination=\"vc2-00-id\" kind=\"show\" id=\"sg1-00-id\"/></connections>")
        + "\n"
        + scene(
          2, extras: "<navigationItem key=\"navigationItem\" largeTitleDisplayMode=\"\(mode)\" id=\"ni2-00-id\"/>"))
  }

  static func boxFrames(_ text: String) throws -> [CGRect?] {
    let doc = try IBDocument(string: text)
    let builder = IBLayoutBuilder(document: doc, options: IBOracle.canvasOptions(for: doc))
    return ["sc1-00-id", "sc2-00-id"].map { id -> CGRect? in
      guard let scene = doc.scenes.first(where: { $0.id == id }) else { return nil }
      let layout = builder.build(scene: scene)
      layout.root.layoutIfNeeded()
      return layout.views["bx" + id.dropFirst(2).prefix(1) + "-00-id"]?.frame
    }
  }

  @Test func scenesSitUnderTheBarTheirNavigationControllerStores() throws {
    // tinode (Xcode 15, retina5_5): a large-title bar stored at y 20, 96 tall; the
    // pushed controller inherits it (`automatic`).
    let large = try Self.boxFrames(
      Self.document(bar: "x=\"0.0\" y=\"20\" width=\"414\" height=\"96\"", mode: "automatic"))
    #expect(large == [CGRect(x: 0, y: 116, width: 414, height: 10), CGRect(x: 0, y: 116, width: 414, height: 10)])
    // A controller that never shows a large title sits under the standard bar; on
    // this home-button phone the era's rule draws it without the status bar (on a
    // notched one, under the stored bar less its large-title row: LNPopupController's
    // DemoViewController, 59 + 44).
    let never = try Self.boxFrames(Self.document(bar: "x=\"0.0\" y=\"20\" width=\"414\" height=\"96\"", mode: "never"))
    #expect(never == [CGRect(x: 0, y: 116, width: 414, height: 10), CGRect(x: 0, y: 44, width: 414, height: 10)])
    // A bar stored at y 0 is a placeholder: the era's rules apply (a large-title bar
    // adds its 52-point row under the status bar and 44-point bar; Xcode 11 to 15 draw
    // a home-button phone under a standard navigation bar without the status bar).
    let placeholder = try Self.boxFrames(
      Self.document(bar: "x=\"0.0\" y=\"0.0\" width=\"414\" height=\"96\"", mode: "never"))
    #expect(placeholder == [CGRect(x: 0, y: 116, width: 414, height: 10), CGRect(x: 0, y: 44, width: 414, height: 10)])
  }

  @Test func tabsOfATabBarControllerInANavigationStackSitUnderItsBar() throws {
    // sentry-cocoa (Xcode 26): a tab bar controller at the root of a navigation
    // controller whose 54-point bar is stored at y 20; its tab (and what the tab
    // shows) sit under the bar, above the tab bar.
    let text = Self.document(
      bar: "x=\"0.0\" y=\"20\" width=\"414\" height=\"54\"", mode: "automatic", throughTabBar: true)
    let doc = try IBDocument(string: text)
    #expect(doc.scenes.first { $0.id == "sc1-00-id" }?.hasNavigationBar == true)
    #expect(doc.scenes.first { $0.id == "sc1-00-id" }?.hasTabBar == true)
    #expect(
      try Self.boxFrames(text) == [
        CGRect(x: 0, y: 74, width: 414, height: 10), CGRect(x: 0, y: 74, width: 414, height: 10),
      ])
  }

  /// What a tab pushes onto the navigation stack that holds its tab bar controller
  /// replaces the tab bar controller, so it is drawn without the tab bar in every era:
  /// sentry-cocoa (Xcode 16) and nRF Toolbox (Xcode 10, NORFolderFilesViewController's
  /// 724-point root under an 88-point bar on an 812-point screen). A pushed scene that
  /// asks for a simulated tab bar keeps it (nRF Toolbox's tutorial, 641 points).
  /// InterfaceBuilder.md, "Navigation bars".
  /// A navigation controller stored with a sheet's bar (56 points tall at y 0) over
  /// roots shorter than the 736-point screen is a page sheet under the status bar: the
  /// safe area starts under the 56-point bar (iNaturalist's TaxaSearchViewController,
  /// 716-point root, Xcode 15), or at the root's top under an opaque bar, the root
  /// ending at it (tinode, 660-point root). A full-height root keeps the placeholder
  /// rule (Xcode 11 to 15 draw a home-button phone under a 44-point bar without the
  /// status bar). InterfaceBuilder.md, "Navigation bars".
  @Test func aSheetsBarCoversTheRootBelowTheStatusBar() throws {
    let sheet = #"x="0.0" y="0.0" width="414" height="56""#
    func frames(rootHeight: Int, opaque: Bool = false) throws -> [CGRect?] {
      var text = Self.document(bar: sheet, mode: "automatic")
        .replacingOccurrences(of: #" largeTitles="YES""#, with: "")
        .replacingOccurrences(of: #"width="414" height="736""#, with: #"width="414" height="\#(rootHeight)""#)
      if opaque {
        text = text.replacingOccurrences(of: #"id="bar-00-id""#, with: #"translucent="NO" id="bar-00-id""#)
      }
      return try Self.boxFrames(text)
    }
    let under = CGRect(x: 0, y: 56, width: 414, height: 10)
    #expect(try frames(rootHeight: 716) == [under, under])
    let top = CGRect(x: 0, y: 0, width: 414, height: 10)
    #expect(try frames(rootHeight: 660, opaque: true) == [top, top])
    let placeholder = CGRect(x: 0, y: 44, width: 414, height: 10)
    #expect(try frames(rootHeight: 736) == [placeholder, placeholder])
  }

  /// `text` (a ``document(bar:mode:throughTabBar:)``) with a third scene, `sc3-00-id`,
  /// that the second controller shows.
  static func pushingAThirdScene(_ text: String) -> String {
    text.replacingOccurrences(
      of: "<navigationItem key=\"navigationItem\"",
      with:
        "<connections><segue destination=\"vc3-00-id\" kind=\"show\" id=\"sg3-00-id\"/></connections><navigationItem key=\"navigationItem\""
    ).replacingOccurrences(
      of: "</scenes>",
      with: """
                <scene sceneID="sc3-00-id">
                    <objects>
                        <viewController id="vc3-00-id" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt3-00-id">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        """)
  }

  @Test func whatAnOuterTabPushesHasNoTabBarInEveryEra() throws {
    let text = Self.document(
      bar: "x=\"0.0\" y=\"20\" width=\"414\" height=\"44\"", mode: "automatic", throughTabBar: true)
    for tools in ["14490", "17701", "23727"] {
      let retooled = text.replacingOccurrences(of: "\"23727\"", with: "\"\(tools)\"")
        .replacingOccurrences(of: "\"23721\"", with: "\"\(tools)\"")
      let doc = try IBDocument(string: retooled)
      #expect(doc.scenes.first { $0.id == "sc1-00-id" }?.hasTabBar == true, "\(tools)")
      #expect(doc.scenes.first { $0.id == "sc2-00-id" }?.hasTabBar == false, "\(tools)")
      let simulated = retooled.replacingOccurrences(
        of: "<navigationItem key=\"navigationItem\"",
        with:
          "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\" translucent=\"NO\"/><navigationItem key=\"navigationItem\""
      )
      #expect(try IBDocument(string: simulated).scenes.first { $0.id == "sc2-00-id" }?.hasTabBar == true, "\(tools)")
      // What that scene pushes in turn keeps the tab bar it asked for (the tutorial's
      // pages); without the request, neither has one.
      for (document, tabBar) in [(simulated, true), (retooled, false)] {
        let pushedOn = Self.pushingAThirdScene(document)
        #expect(try IBDocument(string: pushedOn).scenes.first { $0.id == "sc3-00-id" }?.hasTabBar == tabBar, "\(tools)")
      }
    }
  }
}
