import Foundation

/// Storyboards of several scenes joined by segues, for the tests of the bars that
/// navigation and tab bar controllers put over their children: the document around
/// the scenes, a scene whose one view is pinned to the safe area, and the scenes of
/// the containers.
///
/// The text is exact (tests assert line numbers in documents made of it): change it
/// only with the tests that read it.
extension TestDocuments {
  /// A storyboard saved by Xcode build `tools` (which also names the Cocoa Touch
  /// plug-in's version) on `device` in `orientation`, starting at controller
  /// `initial`, whose `<scenes>` hold `scenes` from line 8 on.
  public static func storyboard(
    tools: String, initial: String, device: String = "retina4_0", orientation: String = "portrait", scenes: String
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
        <device id="\(device)" orientation="\(orientation)" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  /// One scene (`s-<id>`): view controller `id` (with `attributes`, e.g.
  /// `hidesBottomBarWhenPushed="YES" `, before its id) whose root view `r-<id>`
  /// (`size`, 320 × 568 by default) holds a view `view`, stored at `viewFrame`, pinned
  /// to the four edges of the safe area `g-<id>`. `extra` goes inside the controller
  /// element after the view (a navigation item, simulated metrics), `segues` into its
  /// `<connections>`.
  public static func pinnedScene(
    _ id: String, view: String, segues: String = "", extra: String = "", attributes: String = "",
    size: String = #"width="320" height="568""#, viewFrame: String = #"x="0.0" y="0.0" width="320" height="568""#
  ) -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController \(attributes)id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="r-\(id)">
                            <rect key="frame" x="0.0" y="0.0" \(size)/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="\(view)">
                                    <rect key="frame" \(viewFrame)/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                            <constraints>
                                <constraint firstItem="\(view)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" id="t-\(id)"/>
                                <constraint firstItem="\(view)" firstAttribute="bottom" secondItem="g-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                                <constraint firstItem="\(view)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" id="l-\(id)"/>
                                <constraint firstItem="\(view)" firstAttribute="trailing" secondItem="g-\(id)" secondAttribute="trailing" id="e-\(id)"/>
                            </constraints>
                        </view>
                        \(extra)
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
    """
  }

  /// A show segue `id` to controller `destination`.
  public static func showSegue(to destination: String, id: String) -> String {
    #"<segue destination="\#(destination)" kind="show" id="\#(id)"/>"#
  }

  /// The scene `s-nav` of navigation controller `nav-00-id` over `root` (relationship
  /// segue `segue`); `bar` (a `<navigationBar key="navigationBar">` element, indented
  /// as it stands in the document) goes on the lines before its connections.
  public static func navigationScene(root: String, segue: String, bar: String = "") -> String {
    let bar = bar.isEmpty ? "" : bar + "\n"
    return """
              <scene sceneID="s-nav">
                  <objects>
                      <navigationController id="nav-00-id" sceneMemberID="viewController">
      \(bar)                    <connections>
                              <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(segue)"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
      """
  }

  /// The scene `s-tbc` of tab bar controller `tbc-00-id` whose tabs are `tabs`, in
  /// order, each with the id of its relationship segue.
  public static func tabBarScene(tabs: [(destination: String, segue: String)]) -> String {
    let segues = tabs.map {
      #"                        <segue destination="\#($0.destination)" kind="relationship" relationship="viewControllers" id="\#($0.segue)"/>"#
    }
    return """
              <scene sceneID="s-tbc">
                  <objects>
                      <tabBarController id="tbc-00-id" sceneMemberID="viewController">
                          <connections>
      \(segues.joined(separator: "\n"))
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
      """
  }

  /// A storyboard (Xcode 12, iPhone SE 2nd gen.) of one scene `s-vc0`: view
  /// controller `vc0-00-id` (the initial one) whose 375 × 667 root view `root-0-id`
  /// holds `subviews` under `constraints` (the conflict tests' scene).
  public static func rootViewStoryboard(subviews: [[String]], constraints: [String]) -> String {
    let root = element(
      "view", #"key="view" contentMode="scaleToFill""#, id: "root-0-id",
      frame: #"x="0.0" y="0.0" width="375" height="667""#,
      preamble: [#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#],
      subviews: subviews, constraints: constraints)
    let controller = element(
      "viewController", "", id: "vc0-00-id", after: #" sceneMemberID="viewController""#, frame: nil, content: root)
    let scene = [#"<scene sceneID="s-vc0">"#] + group("objects", controller).map { "    " + $0 } + ["</scene>"]
    return storyboard(tools: "17701", initial: "vc0-00-id", device: "retina4_7", scenes: indented(scene, by: 4))
  }
}
