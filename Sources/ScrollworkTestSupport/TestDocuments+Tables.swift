import Foundation

/// The table scenes of the cell tests: a device-less storyboard of one table view
/// controller, and a table view cell with its content view.
///
/// The text is exact (tests may assert line numbers in documents made of it): change
/// it only with the tests that read it.
extension TestDocuments {
  /// A device-less storyboard saved by Xcode build `tools` whose one table view
  /// controller `tvc-00-id` has the table `tbl-00-id` (`size` wide, 600 tall; `table`
  /// attributes: style, data mode, row height) holding `cells` (a `<prototypes>` or
  /// `<sections>` element, indented as it stands in the document).
  public static func tableController(tools: String, table: String, cells: String, size: Int = 600) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14D131" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc-00-id">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
        </dependencies>
        <scenes>
            <scene sceneID="scn-00-id">
                <objects>
                    <tableViewController id="tvc-00-id" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \(table) sectionHeaderHeight="22" sectionFooterHeight="22" id="tbl-00-id">
                            <rect key="frame" x="0.0" y="0.0" width="\(size)" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(cells)
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// A table view cell `id` (`attributes` after `indentationWidth="10" `: reuse
  /// identifier, row height, accessory; `after` after its id) stored at `frame` (none
  /// when nil) with the autoresizing mask `mask`, whose content view `contentView`
  /// (stored at `contentFrame`, none when nil) holds `subviews` and `constraints`.
  public static func tableViewCell(
    _ id: String, _ attributes: String, after: String = "", frame: String? = nil,
    mask cellMask: String = #"<autoresizingMask key="autoresizingMask"/>"#, contentView: String,
    contentFrame: String? = nil, subviews: [[String]], constraints: [String]
  ) -> [String] {
    let mask = #"<autoresizingMask key="autoresizingMask"/>"#
    let content = element(
      "tableViewCellContentView",
      #"key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\#(id)""#,
      id: contentView, frame: contentFrame, preamble: [mask], subviews: subviews, constraints: constraints)
    return element(
      "tableViewCell", #"contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \#(attributes)"#,
      id: id, after: after, frame: frame,
      preamble: [cellMask],
      content: content)
  }
}
