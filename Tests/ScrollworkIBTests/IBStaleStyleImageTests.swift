import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The image of a built-in style cell at the pre-Xcode 9 inset (`IBChecker+Ambiguity.swift`).
@Suite struct IBStaleStyleImageTests {
  /// A Default-style cell of the 375-point table of ``IBCellTests/table(cell:cellFrame:content:body:)``
  /// with an image stored `imageX` points in and its label at `labelX`.
  static func imageCell(imageX: String, labelX: String) -> String {
    IBCellTests.table(
      cell: "textLabel=\"lbl-00-id\" imageView=\"img-00-id\" style=\"IBUITableViewCellStyleDefault\"",
      cellFrame: "x=\"0.0\" y=\"28\" width=\"375\" height=\"44\"",
      content: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"44\"",
      body: """
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" ambiguous="YES" text="Security" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-00-id">
                                                            <rect key="frame" x="\(labelX)" y="0.0" width="300" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                        <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" ambiguous="YES" id="img-00-id">
                                                            <rect key="frame" x="\(imageX)" y="11" width="23" height="22"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <imageReference key="image" image="lock.shield" catalog="system"/>
                                                        </imageView>
                                                    </subviews>
        """)
  }

  /// Image 8 points in: the image and its label are flagged, each with the frame the
  /// style gives it (image at the 16-pt margin, the label 8 points further right).
  @Test func anImageAtThePreXcode9InsetMakesTheStyleViewsAmbiguous() throws {
    let text = Self.imageCell(imageX: "8", labelX: "47")
    let image = TestDocuments.line(of: "id=\"img-00-id\">", in: text)
    let label = TestDocuments.line(of: "id=\"lbl-00-id\">", in: text)
    let cause =
      "its frame is the cell style's layout from before Xcode 9 (the cell's image 8 pt from the content view's leading edge); the style places the image at the 16-pt margin"
    // The image first: the labels beside it follow it.
    #expect(
      try IBAmbiguityRuleTests.ambiguityLines(text) == [
        "A.storyboard:\(image): warning: [TestViewController] Image View (img-00-id): \(cause): update its frame to (16, 11, 23, 22)",
        "A.storyboard:\(label): warning: [TestViewController] Label 'Security' (lbl-00-id): \(cause): update its frame to (55, 0, 292, 44)",
      ])
    let verdicts = IBConformance.run(data: TestDocuments.data(text), file: "A.storyboard").verdicts
    #expect(verdicts.tally(.ambiguous) == IBVerdicts.Tally(truePositives: 2, falsePositives: 0, falseNegatives: 0))
  }

  /// At the margin, or in a document of Xcode 8, the style's own layout: nothing.
  @Test func anImageAtTheMarginOrSavedBeforeXcode9IsNot() throws {
    #expect(try IBAmbiguityRuleTests.ambiguityLines(Self.imageCell(imageX: "16", labelX: "55")) == [])
    let old = Self.imageCell(imageX: "8", labelX: "47").replacingOccurrences(of: "\"17701\"", with: "\"12000\"")
    #expect(try IBAmbiguityRuleTests.ambiguityLines(old) == [])
  }
}
