import Foundation
import ScrollworkTestSupport

/// Small documents for the `check` reporter tests, written for them.
enum CheckReporterDocuments {
  /// One scene ("Reporter Scene") with three views under a 375×667 root:
  /// - `mis-00-aaa` (user label `Banner, top: 5%`, with the characters the GitHub
  ///   reporter must escape) is stored at x 20 but its leading constraint says 40:
  ///   misplaced on the document's canvas;
  /// - `wid-00-aaa` is 400 pt wide from x 20: consistent on the canvas, off the
  ///   320-pt screen of iphone-se-1;
  /// - `amb-00-aaa` has only a leading and a top constraint: its size is ambiguous.
  static let findings = TestDocuments.scene(
    """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Banner, top: 5%" id="mis-00-aaa">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="mwd-00-aaa"/>
                                        <constraint firstAttribute="height" constant="50" id="mht-00-aaa"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wid-00-aaa">
                                    <rect key="frame" x="20" y="100" width="400" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="400" id="wwd-00-aaa"/>
                                        <constraint firstAttribute="height" constant="50" id="wht-00-aaa"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="amb-00-aaa">
                                    <rect key="frame" x="20" y="200" width="50" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="mis-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="40" id="mle-00-aaa"/>
                                <constraint firstItem="mis-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="40" id="mto-00-aaa"/>
                                <constraint firstItem="wid-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="wle-00-aaa"/>
                                <constraint firstItem="wid-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="100" id="wto-00-aaa"/>
                                <constraint firstItem="amb-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="ale-00-aaa"/>
                                <constraint firstItem="amb-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="200" id="ato-00-aaa"/>
                            </constraints>
    """,
    controller: #"title="Reporter Scene""#)

  /// A xib whose one view is fully constrained and stored where its constraints put it: no findings.
  static let clean = TestDocuments.xib(
    """
            <view contentMode="scaleToFill" id="cln-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-aaa">
                        <rect key="frame" x="10" y="10" width="300" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-aaa" firstAttribute="leading" secondItem="cln-00-aaa" secondAttribute="leading" constant="10" id="cle-00-aaa"/>
                    <constraint firstAttribute="trailing" secondItem="box-00-aaa" secondAttribute="trailing" constant="10" id="ctr-00-aaa"/>
                    <constraint firstItem="box-00-aaa" firstAttribute="top" secondItem="cln-00-aaa" secondAttribute="top" constant="10" id="cto-00-aaa"/>
                    <constraint firstAttribute="bottom" secondItem="box-00-aaa" secondAttribute="bottom" constant="10" id="cbo-00-aaa"/>
                </constraints>
            </view>
    """)

  /// A xib whose label (text `Total & tax`, written `&amp;`) has two required widths,
  /// 100 and 200, so Auto Layout breaks `w2c-00-aaa` on line 16; and whose leading
  /// constraint says 12 where the label is stored at x 10, so it is misplaced.
  static let conflict = TestDocuments.xib(
    """
            <view contentMode="scaleToFill" id="cln-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total &amp; tax" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-aaa">
                        <rect key="frame" x="10" y="10" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1c-00-aaa"/>
                            <constraint firstAttribute="width" constant="200" id="w2c-00-aaa"/>
                        </constraints>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-aaa" firstAttribute="leading" secondItem="cln-00-aaa" secondAttribute="leading" constant="12" id="lle-00-aaa"/>
                    <constraint firstItem="lbl-00-aaa" firstAttribute="top" secondItem="cln-00-aaa" secondAttribute="top" constant="10" id="lto-00-aaa"/>
                </constraints>
            </view>
    """)

  /// A fresh directory holding `Scene.storyboard` (``findings``), `Clean.xib`
  /// (``clean``) and `Conflict.xib` (``conflict``); the caller removes it.
  static func directory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-reporters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(findings.utf8).write(to: dir.appendingPathComponent("Scene.storyboard"))
    try Data(clean.utf8).write(to: dir.appendingPathComponent("Clean.xib"))
    try Data(conflict.utf8).write(to: dir.appendingPathComponent("Conflict.xib"))
    return dir
  }
}
