import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// `clipped-text-dynamic-type` (``IBChecker/dynamicTypeFindings(categories:devices:orientations:)``):
/// only labels with a text-style font and `adjustsFontForContentSizeCategory` scale,
/// and they are reported at the sizes where their text no longer fits.
@Suite struct IBDynamicTypeTests {
  /// One label `lab-00-id` "Settings" at (20, 40), pinned by its top and leading edges;
  /// `width` adds a fixed width constraint, `font` is its `<fontDescription>`,
  /// `adjusts` writes `adjustsFontForContentSizeCategory="YES"`.
  static func document(
    width: Int?, adjusts: Bool, font: String = #"style="UICTFontTextStyleBody""#, lines: Int = 1
  ) -> String {
    let fixed =
      width.map {
        #"<constraint firstItem="lab-00-id" firstAttribute="width" constant="\#($0)" id="wid-00-id"/>"#
      } ?? ""
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <label opaque="NO" text="Settings" numberOfLines="\(lines)"\(adjusts ? #" adjustsFontForContentSizeCategory="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="20" y="40" width="\(width ?? 66)" height="20.5"/>
                                      <fontDescription key="fontDescription" \(font)/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="top-00-id"/>
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="lea-00-id"/>
                                  \(fixed)
                              </constraints>
      """)
  }

  static func findings(
    _ text: String, _ categories: [ContentSizeCategory], devices: [String] = []
  ) throws -> [IBFinding] {
    let document = try IBDocument(data: TestDocuments.data(text))
    return IBChecker(document: document).dynamicTypeFindings(
      categories: categories, devices: devices.compactMap { Device.named($0) })
  }

  /// "Settings" in body needs 66 pt at large (17 pt) and 207 pt at AX5 (53 pt): a
  /// 120-pt label fits at large and clips at AX5, reported there only.
  @Test func aFixedWidthLabelThatAdjustsClipsAtTheLargestSizeOnly() throws {
    let text = Self.document(width: 120, adjusts: true)
    #expect(try Self.findings(text, [.large]) == [])
    let found = try Self.findings(text, [.large, .accessibilityExtraExtraExtraLarge])
    #expect(
      found.map(\.message) == [
        "Label 'Settings' (lab-00-id) at Dynamic Type size accessibilityExtraExtraExtraLarge (body, 53 pt; 17 pt at large) truncates its text: at 53 pt the line needs 207 pt and the label is 120 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging)."
      ])
    #expect(found.map(\.code) == ["clipped-text-dynamic-type"])
    #expect(found.map(\.line) == [TestDocuments.line(of: "<label", in: text)])
    #expect(found.map(\.viewID) == ["lab-00-id"])
    #expect(found.map(\.device) == ["document"])
  }

  /// Several sizes: the label is named at the smallest that clips it (xxxLarge, 23 pt:
  /// 90 pt needed), once, whatever the order given.
  @Test func theSmallestClippingSizeIsNamedOnce() throws {
    let text = Self.document(width: 80, adjusts: true)
    let found = try Self.findings(text, [.accessibilityExtraExtraExtraLarge, .extraExtraExtraLarge, .extraLarge])
    #expect(
      found.map(\.message) == [
        "Label 'Settings' (lab-00-id) at Dynamic Type size extraExtraExtraLarge (body, 23 pt; 17 pt at large) truncates its text: at 23 pt the line needs 90 pt and the label is 80 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging)."
      ])
  }

  /// Without adjustsFontForContentSizeCategory the label keeps its large font (UIKit
  /// changes only adjusting labels): nothing to report.
  @Test func aLabelThatDoesNotAdjustNeverScales() throws {
    let text = Self.document(width: 120, adjusts: false)
    #expect(try Self.findings(text, ContentSizeCategory.allCategories) == [])
  }

  /// A fixed-size font never scales, adjusting or not.
  @Test func aFixedSizeFontNeverScales() throws {
    let text = Self.document(width: 120, adjusts: true, font: #"type="system" pointSize="17""#)
    #expect(try Self.findings(text, ContentSizeCategory.allCategories) == [])
  }

  /// A label held only by its top and leading edges grows with its text.
  @Test func aLabelThatGrowsFreelyIsNotReported() throws {
    let text = Self.document(width: nil, adjusts: true)
    #expect(try Self.findings(text, ContentSizeCategory.allCategories, devices: ["iphone-se-1"]) == [])
  }

  /// A wrapping label of fixed width grows in height instead of clipping.
  @Test func aWrappingLabelIsNotReported() throws {
    let text = Self.document(width: 120, adjusts: true, lines: 0)
    #expect(try Self.findings(text, [.accessibilityExtraExtraExtraLarge]) == [])
  }

  /// Property: over random widths and sizes, a label is reported exactly when its
  /// text (measured with the bundled font at the size's body point size) is wider
  /// than the label and fits at large, at the smallest such size.
  @Test func reportedExactlyWhenTheScaledTextIsWiderThanTheLabel() throws {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 1817).value)
    for _ in 0..<12 {
      let width = 66 + Int(random.next() % 160)
      let sizes = ContentSizeCategory.allCategories.filter { _ in random.next() % 3 == 0 }
      let text = Self.document(width: width, adjusts: true)
      let found = try Self.findings(text, sizes)
      let expected = sizes.sorted(by: <).first { category in
        let font = Font.preferredFont(
          forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
        let needed =
          (TextLayout(text: "Settings", font: font, width: nil, numberOfLines: 1).size.width * 2).rounded(.up) / 2
        return needed > CGFloat(width) + 0.001
      }
      #expect(
        found.map { $0.message.components(separatedBy: " (body")[0] }
          == expected.map { ["Label 'Settings' (lab-00-id) at Dynamic Type size \($0.name)"] } ?? [],
        "width \(width), sizes \(sizes.map(\.name))")
    }
  }
}
