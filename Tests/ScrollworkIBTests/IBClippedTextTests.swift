import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// `clipped-text` on other devices: a label's stored width is the width of its text
/// only when the label hugs it; a stretched label is measured (bundled font).
@Suite struct IBClippedTextTests {
  /// One label `lab-00-id` with `text`, stored `width` wide at x 20 (a 375-pt canvas),
  /// with `constraints` on the root.
  static func document(text: String, width: Int, _ constraints: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-id">
                                      <rect key="frame" x="\(375 - width - 20)" y="40" width="\(width)" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="lab-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="top-00-id"/>
      \(constraints)
                              </constraints>
      """)
  }

  static func clipped(_ text: String, _ sizing: IBTextSizing = .measured) throws -> [String] {
    let document = try IBDocument(data: TestDocuments.data(text))
    let device = try #require(Device.named("iphone-se-1"))
    return IBChecker(document: document, textSizing: sizing).check(devices: [device]).filter {
      $0.code == "clipped-text"
    }.map(\.message)
  }

  /// The stretched "Hi" of the next test: `--text stored` takes its stored 335 pt for
  /// what the text needs, as the checker did before measuring.
  @Test func storedSizingTakesTheStoredWidth() throws {
    let text = Self.document(
      text: "Hi", width: 335,
      """
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="lea-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="lab-00-id" secondAttribute="trailing" constant="20" id="tra-00-id"/>
      """)
    #expect(
      try Self.clipped(text, .stored) == [
        "Label 'Hi' (lab-00-id) text is clipped: it needs 335 pt, gets 280 pt (on iphone-se-1, portrait)"
      ])
    #expect(try Self.clipped(text, .measured) == [])
  }

  /// Property: the measured sizing only ever lowers what the text needs (the
  /// stored width bounded by the measured one), so it reports a subset of what the
  /// stored sizing reports, and the same when the stored width is at most the
  /// measured one; over random texts, stored widths and positions.
  @Test func measuredSizingReportsASubsetOfStoredSizing() throws {
    var random = SplitMix64(seed: PropertySeed.resolve(default: 1818).value)
    let words = ["Hello", "there", "world", "Save", "Cancel", "Settings", "OK"]
    for _ in 0..<12 {
      let string = (0..<(1 + Int(random.next() % 3))).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
      let width = 20 + Int(random.next() % 200)
      let x = 100 + Int(random.next() % 150)
      let text = Self.document(
        text: string, width: width,
        """
                                    <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="\(x)" id="lea-00-id"/>
                                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lab-00-id" secondAttribute="trailing" constant="20" id="tra-00-id"/>
        """)
      let stored = try Self.clipped(text, .stored)
      let measured = try Self.clipped(text, .measured)
      let label = Label()
      label.text = string
      let natural = IBChecker.measuredWidth(of: label) ?? 0
      #expect(stored.count >= measured.count, "\(string), \(width) pt at \(x)")
      if CGFloat(width) <= natural { #expect(stored == measured, "\(string), \(width) pt at \(x)") }
    }
  }

  /// "Hi" stretched from 20 to 355 is stored 335 wide; on the 320-pt screen it is 280
  /// wide, still far wider than its text. (Before the measurement, the stored 335 was
  /// taken for what the text needs: "it needs 335 pt, gets 280 pt".)
  @Test func aStretchedLabelIsNotClippedWhereItsTextFits() throws {
    let text = Self.document(
      text: "Hi", width: 335,
      """
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="lea-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="lab-00-id" secondAttribute="trailing" constant="20" id="tra-00-id"/>
      """)
    #expect(try Self.clipped(text) == [])
  }

  /// A label that hugs its text (stored 120 wide, its trailing edge at most the
  /// root's minus 20) starts at x 235: on the 320-pt screen it gets 65 pt, less than
  /// the stored width of its text, which the measured width (wider) does not lower.
  @Test func aHuggingLabelSqueezedOnASmallerScreenIsClipped() throws {
    let text = Self.document(
      text: "Hello there, world", width: 120,
      """
                                  <constraint firstItem="lab-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="235" id="lea-00-id"/>
                                  <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lab-00-id" secondAttribute="trailing" constant="20" id="tra-00-id"/>
      """)
    #expect(
      try Self.clipped(text) == [
        "Label 'Hello there, world' (lab-00-id) text is clipped: it needs 120 pt, gets 65 pt (on iphone-se-1, portrait)"
      ])
  }
}
