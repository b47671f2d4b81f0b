import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Constructs of the format that real documents use, each in a document written for
/// the test: a visual effect view's content view, a constraint written twice, and
/// cell constraints held by the cell rather than its content view
/// (InterfaceBuilder.md, "Visual effect views", "Repeated constraints", "Cells").
@Suite struct IBFormatConstructTests {
  /// The scene's layout on the document's own canvas.
  static func layout(_ text: String) throws -> IBLayout { try IBTestScene(text).layout }

  /// `check`'s findings on the document, as `line: [code] message`.
  static func findings(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().map { "\($0.line): [\($0.code)] \($0.message)" }
  }

  /// A 200 × 100 blur pinned at (20, 40), whose content view Xcode stored a point
  /// short, holding a label pinned 10 points inside it.
  static let effect = TestDocuments.storyboard(
    """
                            <subviews>
                                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx0-00-id">
                                    <rect key="frame" x="20" y="40" width="200" height="100"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fxc-00-id">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="99"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Blur" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                                <rect key="frame" x="10" y="10" width="50" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="fxc-00-id" secondAttribute="leading" constant="10" id="lbl-00-id"/>
                                            <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="fxc-00-id" secondAttribute="top" constant="10" id="lbt-00-id"/>
                                        </constraints>
                                    </view>
                                    <blurEffect style="systemMaterial"/>
                                </visualEffectView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="fx0-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="fxl-00-id"/>
                                <constraint firstItem="fx0-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="fxt-00-id"/>
                                <constraint firstItem="fx0-00-id" firstAttribute="width" constant="200" id="fxw-00-id"/>
                                <constraint firstItem="fx0-00-id" firstAttribute="height" constant="100" id="fxh-00-id"/>
                            </constraints>
    """)

  /// The content view's subviews are read, built and compared; the content view
  /// fills its effect view as UIKit keeps it, and its stored frame is not compared.
  @Test func aVisualEffectViewsContentIsLaidOut() throws {
    let doc = try IBDocument(string: Self.effect)
    #expect(doc.scenes[0].root.subviews[0].subviews.map(\.id) == ["fxc-00-id"])
    let layout = try Self.layout(Self.effect)
    #expect(layout.views["fx0-00-id"]?.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
    #expect(layout.views["fxc-00-id"]?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(layout.views["lab-00-id"]?.frame == CGRect(x: 10, y: 10, width: 50, height: 21))
    #expect(layout.skippedConstraints.isEmpty)
    let fixture = try IBOracle.fixture(data: TestDocuments.data(Self.effect), source: "t.storyboard")
    #expect(fixture.scenes[0].frames.map(\.id) == ["fx0-00-id", "lab-00-id"])
    #expect(try Self.findings(Self.effect) == [])
  }

  /// A box whose width, height at 750, leading and top are each written twice (the
  /// top once swapped): UIKit installs both copies, which agree, so the layout is
  /// neither in conflict nor ambiguous; `check` reports each repeat as a duplicate
  /// and nothing else, and both copies are in the built layout.
  @Test func aConstraintWrittenTwiceIsNeitherAConflictNorDropped() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="20" y="40" width="100" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="w01-00-id"/>
                                          <constraint firstAttribute="width" constant="100" id="w02-00-id"/>
                                          <constraint firstAttribute="height" constant="50" priority="750" id="h01-00-id"/>
                                          <constraint firstAttribute="height" constant="50" priority="750" id="h02-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c01-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="c02-00-id"/>
                                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="c03-00-id"/>
                                  <constraint firstAttribute="top" secondItem="box-00-id" secondAttribute="top" constant="-40" id="c04-00-id"/>
                              </constraints>
      """)
    let layout = try Self.layout(text)
    #expect(layout.views["box-00-id"]?.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    #expect(
      layout.constraints.keys.sorted() == [
        "c01-00-id", "c02-00-id", "c03-00-id", "c04-00-id", "h01-00-id", "h02-00-id", "w01-00-id", "w02-00-id",
      ])
    #expect(layout.root.layoutIssues.isEmpty)
    let line = { (id: String) in TestDocuments.line(of: "id=\"\(id)\"", in: text) }
    let tail = "Auto Layout solves both, and changing one later leaves the other in force: delete one"
    #expect(
      try Self.findings(text) == [
        "\(line("w02-00-id")): [duplicate-constraint] constraint w02-00-id (View (box-00-id).width == 100) repeats constraint w01-00-id on line \(line("w01-00-id")); \(tail)",
        "\(line("h02-00-id")): [duplicate-constraint] constraint h02-00-id (View (box-00-id).height == 50 @750) repeats constraint h01-00-id on line \(line("h01-00-id")); \(tail)",
        "\(line("c02-00-id")): [duplicate-constraint] constraint c02-00-id (View (box-00-id).leading == View (root-00-id).leading + 20) repeats constraint c01-00-id on line \(line("c01-00-id")); \(tail)",
        "\(line("c04-00-id")): [duplicate-constraint] constraint c04-00-id (View (root-00-id).top == View (box-00-id).top - 40) repeats constraint c03-00-id on line \(line("c03-00-id")); \(tail)",
      ])
  }

  /// A collection view cell as Xcode 6–8 wrote it: a content view without an id,
  /// and the constraints held by the cell, between the cell's margins and the
  /// content view's subviews. UIKit installs them on the cell; the cell is laid out
  /// at its stored frame, the flow layout's 160 × 100 item size.
  @Test func collectionCellConstraintsHeldByTheCellLayOutItsContent() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-id">
                                          <size key="itemSize" width="160" height="100"/>
                                      </collectionViewFlowLayout>
                                      <cells>
                                          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cel-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="160" height="100"/>
                                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                  <rect key="frame" x="0.0" y="0.0" width="160" height="100"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-id">
                                                          <rect key="frame" x="8" y="8" width="144" height="60"/>
                                                      </imageView>
                                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                                          <rect key="frame" x="8" y="71" width="144" height="21"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                          <nil key="textColor"/>
                                                          <nil key="highlightedColor"/>
                                                      </label>
                                                  </subviews>
                                              </view>
                                              <constraints>
                                                  <constraint firstItem="img-00-id" firstAttribute="leading" secondItem="cel-00-id" secondAttribute="leadingMargin" id="c01-00-id"/>
                                                  <constraint firstAttribute="trailingMargin" secondItem="img-00-id" secondAttribute="trailing" id="c02-00-id"/>
                                                  <constraint firstItem="img-00-id" firstAttribute="top" secondItem="cel-00-id" secondAttribute="topMargin" id="c03-00-id"/>
                                                  <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="img-00-id" secondAttribute="bottom" constant="3" id="c04-00-id"/>
                                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="img-00-id" secondAttribute="leading" id="c05-00-id"/>
                                                  <constraint firstItem="lab-00-id" firstAttribute="trailing" secondItem="img-00-id" secondAttribute="trailing" id="c06-00-id"/>
                                                  <constraint firstAttribute="bottomMargin" secondItem="lab-00-id" secondAttribute="bottom" id="c07-00-id"/>
                                              </constraints>
                                          </collectionViewCell>
                                      </cells>
                                  </collectionView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t01-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="col-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="t03-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="col-00-id" secondAttribute="bottom" id="t04-00-id"/>
                              </constraints>
      """, tools: "11762")
    let layout = try Self.layout(text)
    let cell = try #require(layout.views["cel-00-id"])
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(layout.views["cel-00-id.contentView"]?.frame == CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(layout.views["img-00-id"]?.frame == CGRect(x: 8, y: 8, width: 144, height: 60))
    #expect(layout.views["lab-00-id"]?.frame == CGRect(x: 8, y: 71, width: 144, height: 21))
    #expect(layout.constraints.keys.sorted().filter { $0.hasPrefix("c0") }.count == 7)
    #expect(layout.constraints["c01-00-id"]?.secondItem === cell)
    #expect(layout.constraints["c02-00-id"]?.firstItem === cell)
    #expect(layout.skippedConstraints.isEmpty)
    #expect(try Self.findings(text) == [])
  }

  /// A table view cell whose constraints the cell holds (pocket-casts' and
  /// SendBird's cell `.xib`s): between the cell's edges and a content subview.
  @Test func tableCellConstraintsHeldByTheCellLayOutItsContent() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="tab-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <prototypes>
                                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="60" id="row-00-id">
                                              <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row-00-id" id="rcv-00-id">
                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-00-id">
                                                          <rect key="frame" x="20" y="20" width="20" height="20"/>
                                                          <constraints>
                                                              <constraint firstAttribute="width" constant="20" id="d01-00-id"/>
                                                              <constraint firstAttribute="height" constant="20" id="d02-00-id"/>
                                                          </constraints>
                                                      </view>
                                                  </subviews>
                                              </tableViewCellContentView>
                                              <constraints>
                                                  <constraint firstItem="dot-00-id" firstAttribute="leading" secondItem="row-00-id" secondAttribute="leading" constant="20" id="r01-00-id"/>
                                                  <constraint firstItem="dot-00-id" firstAttribute="centerY" secondItem="row-00-id" secondAttribute="centerY" id="r02-00-id"/>
                                              </constraints>
                                          </tableViewCell>
                                      </prototypes>
                                  </tableView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="tab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t01-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="tab-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                  <constraint firstItem="tab-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="t03-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="tab-00-id" secondAttribute="bottom" id="t04-00-id"/>
                              </constraints>
      """)
    let layout = try Self.layout(text)
    let cell = try #require(layout.views["row-00-id"])
    #expect(cell.frame == CGRect(x: 0, y: 28, width: 375, height: 60))
    #expect(layout.views["dot-00-id"]?.frame == CGRect(x: 20, y: 20, width: 20, height: 20))
    #expect(layout.constraints["r01-00-id"]?.secondItem === cell)
    #expect(layout.skippedConstraints.isEmpty)
    #expect(try Self.findings(text) == [])
  }

  /// A flow layout's section header holding a label centred in it, pinned 16 points
  /// from its leading edge: the header is read and laid out on its own at its stored
  /// frame, the label inside it is built and compared, and a constraint from the
  /// label to the scene's root is left out as crossing the header's boundary.
  @Test func aCollectionViewSectionHeaderIsLaidOutOnItsOwn() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-id">
                                          <size key="itemSize" width="100" height="100"/>
                                          <size key="headerReferenceSize" width="50" height="40"/>
                                      </collectionViewFlowLayout>
                                      <cells/>
                                      <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr-00-id">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Section" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="hlb-00-id">
                                                  <rect key="frame" x="16" y="10" width="60" height="20"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  <nil key="textColor"/>
                                                  <nil key="highlightedColor"/>
                                              </label>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="hlb-00-id" firstAttribute="leading" secondItem="hdr-00-id" secondAttribute="leading" constant="16" id="h01-00-id"/>
                                              <constraint firstItem="hlb-00-id" firstAttribute="centerY" secondItem="hdr-00-id" secondAttribute="centerY" id="h02-00-id"/>
                                          </constraints>
                                      </collectionReusableView>
                                  </collectionView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="t01-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="col-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                  <constraint firstItem="col-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="20" id="t03-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="col-00-id" secondAttribute="bottom" id="t04-00-id"/>
                                  <constraint firstItem="hlb-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="30" id="t05-00-id"/>
                              </constraints>
      """)
    let doc = try IBDocument(string: text)
    #expect(doc.scenes[0].root.subviews[0].subviews.map(\.id) == ["hdr-00-id"])
    let layout = try Self.layout(text)
    #expect(layout.views["hdr-00-id"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(layout.views["hlb-00-id"]?.frame == CGRect(x: 16, y: 10, width: 60, height: 20))
    #expect(
      layout.skippedConstraints.map { "\($0.id): \($0.reason)" } == [
        "t05-00-id: refers to 'hlb-00-id', inside a collection view section header or footer, which is laid out on its own"
      ])
    let fixture = try IBOracle.fixture(data: TestDocuments.data(text), source: "t.storyboard")
    #expect(fixture.scenes[0].frames.map(\.id) == ["col-00-id", "hlb-00-id"])
    #expect(try Self.findings(text) == [])
  }

  /// A section header's `.xib` (its top-level view a `collectionReusableView`): its
  /// content is laid out, as any top-level view's.
  @Test func aSectionHeaderXibIsLaidOut() throws {
    let text = TestDocuments.xib(
      """
              <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="hdr-00-id" customClass="HeaderView">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-id">
                          <rect key="frame" x="0.0" y="49" width="320" height="1"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="1" id="b01-00-id"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="bar-00-id" firstAttribute="leading" secondItem="hdr-00-id" secondAttribute="leading" id="b02-00-id"/>
                      <constraint firstAttribute="trailing" secondItem="bar-00-id" secondAttribute="trailing" id="b03-00-id"/>
                      <constraint firstAttribute="bottom" secondItem="bar-00-id" secondAttribute="bottom" id="b04-00-id"/>
                  </constraints>
              </collectionReusableView>
      """)
    let layout = try Self.layout(text)
    #expect(layout.views["bar-00-id"]?.frame == CGRect(x: 0, y: 49, width: 320, height: 1))
    let fixture = try IBOracle.fixture(data: TestDocuments.data(text), source: "t.xib")
    #expect(fixture.scenes[0].frames.map(\.id) == ["bar-00-id"])
    #expect(try Self.findings(text) == [])
  }
}
