import Foundation
import ScrollworkTestSupport
import Testing

/// The rules `check` computes from the document (duplicate constraints, repeated and
/// dangling ids, Auto Layout turned off) and `--pseudo-localize`, end to end through
/// the built `scrollwork`, on documents written for them.
///
/// Every document is one scene ("Rules Scene") whose root `roo-00-aaa` holds the
/// label `sav-00-aaa` ("Save", system 17 pt) at (20, 40), pinned by its leading and
/// top edges; its `<label` start tag is on line 12.
@Suite struct CheckComputedRulesTests {
  /// The label document; `fixedWidth` adds a 60-pt width constraint (line 16),
  /// `views` more subviews after the label, `constraints` more root constraints after
  /// the two, `connections` the controller's connections.
  static func document(
    fixedWidth: Bool, views: String = "", constraints: String = "", connections: String = ""
  ) -> String {
    let width =
      fixedWidth
      ? """

                                    <constraints>
                                        <constraint firstAttribute="width" constant="60" id="swd-00-aaa"/>
                                    </constraints>
      """ : ""
    return TestDocuments.scene(
      """
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Save" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sav-00-aaa">
                                      <rect key="frame" x="20" y="40" width="\(fixedWidth ? 60 : 37)" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>\(width)
                                  </label>\(views)
                              </subviews>
                              <constraints>
                                  <constraint firstItem="sav-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="sle-00-aaa"/>
                                  <constraint firstItem="sav-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="40" id="sto-00-aaa"/>\(constraints)
                              </constraints>
      """,
      controller: #"title="Rules Scene""#
    ).replacingOccurrences(
      of: "                </viewController>\n", with: "\(connections)                </viewController>\n")
  }

  /// Runs `check` with `arguments` in a fresh directory holding `files`.
  static func check(_ files: [String: String], _ arguments: [String]) throws -> CommandRunner.Result {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
    return try CommandRunner.run(["check"] + arguments, in: dir)
  }

  /// `LINE:COLUMN` of the first line of `text` holding `needle`: the column of that
  /// line's first `<` (each line of these documents holds one start tag).
  static func place(of needle: String, in text: String) -> String {
    let line = TestDocuments.line(of: needle, in: text)
    let content = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let column = content.distance(from: content.startIndex, to: content.firstIndex(of: "<") ?? content.startIndex) + 1
    return "\(line):\(column)"
  }

  static let dangling = "which no element of the document has; delete it or point it at an existing object"

  @Test func repeatedAndDanglingIdsAreFindingsNotAnUnusableDocument() throws {
    let broken = Self.document(
      fixedWidth: false,
      views: """

                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sav-00-aaa">
                                      <rect key="frame" x="20" y="80" width="60" height="21"/>
                                  </view>
        """,
      constraints: """

                                  <constraint firstItem="sav-00-aaa" firstAttribute="bottom" secondItem="gon-00-aaa" secondAttribute="bottom" id="sbo-00-aaa"/>
        """,
      connections: """
                        <connections>
                            <outlet property="saveLabel" destination="sav-00-bbb" id="out-00-aaa"/>
                        </connections>

        """)
    let copy = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sav-00-aaa""#
    let label = TestDocuments.line(of: "<label", in: broken)
    #expect(label == 12)
    let result = try Self.check(["Broken.storyboard": broken], ["Broken.storyboard"])
    #expect(
      result.stdout == """
        Broken.storyboard:\(Self.place(of: copy, in: broken)): error: [Rules Scene] View (sav-00-aaa): the element on line \(label) has the same id; Xcode cannot open or compile a document whose ids repeat (give one of them a new id, or resolve the merge that copied it) [duplicate-id]
        Broken.storyboard:\(Self.place(of: "sbo-00-aaa", in: broken)): error: [Rules Scene] constraint sbo-00-aaa refers to 'gon-00-aaa' (secondItem), \(Self.dangling) [dangling-reference]
        Broken.storyboard:\(Self.place(of: "out-00-aaa", in: broken)): error: [Rules Scene] outlet 'saveLabel' out-00-aaa refers to 'sav-00-bbb' (destination), \(Self.dangling) [dangling-reference]

        """)
    #expect(
      result.stderr
        == "Broken.storyboard:\(TestDocuments.line(of: copy, in: broken)): warning: not laid out: id 'sav-00-aaa' is used twice (first on line \(label))\n"
    )
    // Findings of severity error: exit 1 (not 2, the document was read).
    #expect(result.status == 1)
  }

  @Test func aConstraintRepeatedTheOtherWayRoundIsADuplicate() throws {
    let twice = Self.document(
      fixedWidth: false,
      constraints: """

                                  <constraint firstItem="roo-00-aaa" firstAttribute="leading" secondItem="sav-00-aaa" secondAttribute="leading" constant="-20" id="dup-00-aaa"/>
        """,
      connections: """
                        <connections>
                            <outlet property="saveLabel" destination="sav-00-aaa" id="out-00-aaa"/>
                        </connections>

        """)
    let result = try Self.check(["Twice.storyboard": twice], ["Twice.storyboard"])
    #expect(
      result.stdout == """
        Twice.storyboard:\(Self.place(of: "dup-00-aaa", in: twice)): warning: [Rules Scene] constraint dup-00-aaa (View (roo-00-aaa).leading == saveLabel (sav-00-aaa).leading - 20) repeats constraint sle-00-aaa on line \(TestDocuments.line(of: "sle-00-aaa", in: twice)); Auto Layout solves both, and changing one later leaves the other in force: delete one [duplicate-constraint]

        """)
    #expect(result.status == 0)
    #expect(try Self.check(["Twice.storyboard": twice], ["Twice.storyboard", "--strict"]).status == 1)
  }

  @Test func autoLayoutTurnedOffIsReportedAtTheDocument() throws {
    let off = Self.document(fixedWidth: false).replacingOccurrences(of: #"useAutolayout="YES" "#, with: "")
    let result = try Self.check(["Off.storyboard": off], ["Off.storyboard"])
    #expect(
      result.stdout == """
        Off.storyboard:2:1: warning: [document] the storyboard does not use Auto Layout (no useAutolayout="YES") but holds 2 constraints; turn on "Use Auto Layout" in its File inspector (without it Interface Builder edits the document with autoresizing masks, not constraints) [autolayout-disabled]

        """)
  }

  /// Xcode's "Fixed width constraints may cause clipping", computed: the 60-pt label
  /// holds "Save" but not "SávéSávé" (+100% for up to 10 characters); the label
  /// without a width grows with its text.
  @Test func pseudoLocalizationReportsTheFixedWidthLabelOnly() throws {
    let files = [
      "Fixed.storyboard": Self.document(fixedWidth: true), "Grows.storyboard": Self.document(fixedWidth: false),
    ]
    let plain = try Self.check(files, ["Fixed.storyboard", "Grows.storyboard"])
    #expect(plain.stdout == "")
    let localized = try Self.check(files, ["Fixed.storyboard", "Grows.storyboard", "--pseudo-localize"])
    #expect(
      localized.stdout == """
        Fixed.storyboard:\(Self.place(of: "<label", in: files["Fixed.storyboard"] ?? "")): warning: [Rules Scene] Label 'Save' (sav-00-aaa) clips its text when localized (pseudo-localized +100%: 'SávéSávé'): truncates its text: at 17 pt the line needs 80 pt and the label is 60 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging). [clipped-text-localized]

        """)
    #expect(localized.status == 0)
    // +25%: "SávéS" still fits the 60 pt (+50%, "SávéSá", needs 60.5): no finding.
    let quarter = try Self.check(files, ["Fixed.storyboard", "--pseudo-localize-percent", "25"])
    #expect(quarter.stdout == "")
    let triple = try Self.check(files, ["Fixed.storyboard", "--pseudo-localize-percent", "200"])
    #expect(triple.stdout.contains("(pseudo-localized +200%: 'SávéSávéSávé'): truncates its text: at 17 pt"))
    #expect(try Self.check(files, ["Fixed.storyboard", "--pseudo-localize-percent", "-1"]).status != 0)
  }
}
