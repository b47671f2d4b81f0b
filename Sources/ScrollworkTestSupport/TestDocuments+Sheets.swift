import Foundation

/// The scenes of the page-sheet tests: a presenter whose `presentation` segue shows
/// another controller, and the presented controller's root holding a box pinned below
/// its safe area's top, whose frame tells where the canvas starts that safe area; and
/// the fixed-height plain view several scenes are built of.
///
/// The text is exact (tests may assert line numbers in documents made of it): change
/// it only with the tests that read it.
extension TestDocuments {
  /// The scene `sc0-00-id` of controller `pre-00-id`, a 320 × 568 root `rt0-00-id`
  /// (safe area `sa0-00-id`), whose `presentation` segue `sg1-00-id` shows
  /// `destination`; `style` (e.g. `modalPresentationStyle="fullScreen" `, with its
  /// trailing space) goes before the segue's id.
  public static func presenterScene(presenting destination: String, style: String = "") -> String {
    """
            <scene sceneID="sc0-00-id">
                <objects>
                    <viewController id="pre-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="sa0-00-id"/>
                        </view>
                        <connections>
                            <segue destination="\(destination)" kind="presentation" \(style)id="sg1-00-id"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
    """
  }

  /// The scene `sc1-00-id` of controller `vc1-00-id`, whose 320-point root `rt1-00-id`
  /// is `rootHeight` tall and holds a 10-point box `box-00-id` (stored at y = 8) pinned
  /// 8 below its safe area's (`sa1-00-id`) top and to its sides.
  public static func boxBelowSafeAreaScene(rootHeight: Int) -> String {
    """
            <scene sceneID="sc1-00-id">
                <objects>
                    <viewController id="vc1-00-id" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt1-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(rootHeight)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(fixedHeightView("box-00-id", frame: #"x="0.0" y="8" width="320" height="10""#, height: 10, heightID: "h01-00-id", indent: 32))
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa1-00-id"/>
                            <constraints>
                                <constraint firstItem="box-00-id" firstAttribute="top" secondItem="sa1-00-id" secondAttribute="top" constant="8" id="t01-00-id"/>
                                <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="rt1-00-id" secondAttribute="leading" id="l01-00-id"/>
                                <constraint firstAttribute="trailing" secondItem="box-00-id" secondAttribute="trailing" id="r01-00-id"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
  }

  /// A plain view `id` stored at `frame` (the `<rect>`'s attributes, e.g.
  /// `x="0.0" y="8" width="320" height="10"`) with a required height constraint
  /// `heightID` of `height` points, its first line indented `indent` spaces and the
  /// others as they stand in a document below it.
  public static func fixedHeightView(_ id: String, frame: String, height: Int, heightID: String, indent: Int)
    -> String
  {
    indented(
      view(id, frame: frame, constraints: [constraint(nil, "height", constant: "\(height)", id: heightID)]), by: indent)
  }
}
