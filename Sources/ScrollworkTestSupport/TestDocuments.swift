import Foundation

/// Small hand-written Interface Builder documents for the importer's and `check`'s
/// tests: a one-scene storyboard around any root-view body, a scroll-view scene, a
/// navigation controller's storyboard, and the helpers that turn a document into bytes and find a line in it.
///
/// The text is exact (tests assert line numbers in it): change it only with the tests
/// that read it.
public enum TestDocuments {
  /// A storyboard with one view controller on an iPhone SE (2nd gen., 375 × 667):
  /// `body` goes inside the root view `root-00-id` (whose safe area is `safe-00-id`).
  public static func storyboard(_ body: String, controllerExtras: String = "", tools: String = "17701") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
        </dependencies>
        <scenes>
            <scene sceneID="scn-00-id">
                <objects>
                    <viewController id="vc0-00-id" customClass="TestViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(body)
                            <viewLayoutGuide key="safeArea" id="safe-00-id"/>
                        </view>
    \(controllerExtras)
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="Sun" width="150" height="150"/>
        </resources>
    </document>
    """
  }

  /// A scroll view pinned to the safe area with a 375 × 900 content view pinned to
  /// its content edges (TN2154: edges of the scroll view mean its content).
  /// `contentBottom` false leaves out the content view's bottom constraint.
  public static func scrollScene(contentBottom: Bool = true) -> String {
    storyboard(
      """
                              <subviews>
                                  <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-id">
                                      <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                                              <constraints>
                                                  <constraint firstAttribute="height" constant="900" id="c01-00-id"/>
                                              </constraints>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="cnt-00-id" firstAttribute="top" secondItem="scr-00-id" secondAttribute="top" id="c02-00-id"/>
                                          <constraint firstItem="cnt-00-id" firstAttribute="leading" secondItem="scr-00-id" secondAttribute="leading" id="c03-00-id"/>
                                          <constraint firstAttribute="trailing" secondItem="cnt-00-id" secondAttribute="trailing" id="c04-00-id"/>
      \(contentBottom ? "                                    <constraint firstAttribute=\"bottom\" secondItem=\"cnt-00-id\" secondAttribute=\"bottom\" id=\"c05-00-id\"/>" : "")
                                          <constraint firstItem="cnt-00-id" firstAttribute="width" secondItem="scr-00-id" secondAttribute="width" id="c06-00-id"/>
                                      </constraints>
                                  </scrollView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="scr-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="c07-00-id"/>
                                  <constraint firstItem="scr-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="c08-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="scr-00-id" secondAttribute="trailing" id="c09-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="scr-00-id" secondAttribute="bottom" id="c10-00-id"/>
                              </constraints>
      """)
  }

  /// A storyboard with one scene for the `check` tests (ids ending `-00-aaa`): view
  /// controller `vc0-00-aaa` (with `controller`'s attributes, e.g. `title="…"`) is the
  /// initial one, its 375 × 667 root view is `roo-00-aaa`, and `body` (its `<subviews>`
  /// and `<constraints>`, indented as they stand in the document) starts on line 11.
  public static func scene(_ body: String, controller: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-aaa">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-aaa">
                <objects>
                    <viewController id="vc0-00-aaa" \(controller) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(body)
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// A storyboard saved by Xcode `tools` for `device` (with a `<dependencies>` block
  /// naming the Cocoa Touch plug-in's `plugIn` version when given) whose first scene,
  /// `nav-00-id`, is a navigation controller `nc0-00-id`: its navigation bar
  /// `bar-00-id` is stored at `barFrame` (the `<rect>`'s attributes, e.g.
  /// `x="0.0" y="20" width="414" height="96"`), with large titles when `largeTitles`,
  /// and its root view controller is `root`. `scenes` (indented as they stand in the
  /// document) follow that scene.
  public static func navigationStoryboard(
    device: String, tools: String, plugIn: String? = nil, barFrame: String, largeTitles: Bool = false,
    root: String, scenes: String
  ) -> String {
    let dependencies =
      plugIn.map {
        """
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\($0)"/>
            </dependencies>

        """
      } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
      \(dependencies)    <scenes>
              <scene sceneID="nav-00-id">
                  <objects>
                      <navigationController id="nc0-00-id" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill"\(largeTitles ? " largeTitles=\"YES\"" : "") id="bar-00-id">
                              <rect key="frame" \(barFrame)/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="sg0-00-id"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
      \(scenes)
          </scenes>
      </document>
      """
  }

  /// A xib (retina4_7, portrait) whose `<objects>` hold `objects` (indented as they
  /// stand in the document), starting on line 5.
  public static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A root view's `<constraints>` pinning view `id` to all four edges of the root's
  /// safe area (`safe-00-id`), as the table and collection scenes of the IB tests do.
  public static func pinnedToSafeArea(_ id: String) -> String {
    """
                                <constraints>
                                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe-00-id" secondAttribute="leading" id="t01-00-id"/>
                                    <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="safe-00-id" secondAttribute="trailing" id="t02-00-id"/>
                                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="t03-00-id"/>
                                    <constraint firstItem="\(id)" firstAttribute="bottom" secondItem="safe-00-id" secondAttribute="bottom" id="t04-00-id"/>
                                </constraints>
    """
  }

  /// A scene saved by build `tools` on `device` (`width` × `height` points) with the
  /// simulated bottom bar `bottomBar` (a `<simulated…Metrics key="simulatedBottomBarMetrics"/>`
  /// element, or none), its root holding a 10-point box `box-00-id` pinned to the safe
  /// area's bottom: where the box ends tells the bottom inset the canvas drew.
  public static func boxOnSafeAreaBottom(device: String, width: Int, height: Int, bottomBar: String, tools: String)
    -> String
  {
    storyboard(
      """
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="10" id="h01-00-id"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="l01-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="r01-00-id"/>
                                  <constraint firstItem="safe-00-id" firstAttribute="bottom" secondItem="box-00-id" secondAttribute="bottom" id="b01-00-id"/>
                              </constraints>
      """,
      controllerExtras: bottomBar,
      tools: tools
    )
    .replacingOccurrences(
      of: #"<device id="retina4_7" orientation="portrait""#, with: #"<device id="\#(device)" orientation="portrait""#
    )
    .replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
  }

  /// The text of a document as bytes.
  public static func data(_ text: String) -> Data { Data(text.utf8) }

  /// The line (1-based) of the first line of `text` containing `needle`.
  public static func line(of needle: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
  }
}
