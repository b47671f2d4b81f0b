import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// `scrollwork fix --update-frames` in the library: which frames change, how they are
/// written, and that nothing else in the text moves.
@Suite struct IBFrameFixTests {
  static let folder = Corpus.fixtures.appendingPathComponent("FrameFix")

  static func document(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// The lines that differ, as `LINE: old => new` (the fix keeps the line count).
  static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> [String] {
    let a = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
    let b = String(decoding: new, as: UTF8.self).components(separatedBy: "\n")
    guard a.count == b.count else { return ["line count \(a.count) => \(b.count)"] }
    return zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map {
      "\($0.offset + 1): \($0.element.0.trimmingCharacters(in: .whitespaces)) => \($0.element.1.trimmingCharacters(in: .whitespaces))"
    }
  }

  /// Whether every changed line is a frame line (only its numbers changed) or a
  /// start tag that lost ` misplaced="YES"` and nothing else.
  static func onlyFramesAndFlagsChanged(_ old: [UInt8], _ new: [UInt8]) -> [String] {
    let a = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
    let b = String(decoding: new, as: UTF8.self).components(separatedBy: "\n")
    guard a.count == b.count else { return ["line count \(a.count) => \(b.count)"] }
    let frame = /^\s*<rect key="frame" x="[-0-9.e+]+" y="[-0-9.e+]+" width="[-0-9.e+]+" height="[-0-9.e+]+"\/>$/
    var wrong: [String] = []
    for (i, (x, y)) in zip(a, b).enumerated() where x != y {
      let isFrame =
        x.wholeMatch(of: frame) != nil && y.wholeMatch(of: frame) != nil
        && x.prefix(while: { $0 == " " }) == y.prefix(while: { $0 == " " })
      let isFlag = x.replacingOccurrences(of: " misplaced=\"YES\"", with: "") == y
      if !isFrame && !isFlag { wrong.append("\(i + 1): \(x) => \(y)") }
    }
    return wrong
  }

  /// The misplaced findings a fix can act on, as compiler lines: those of views whose
  /// frame the constraints give. An undetermined view whose stored frame breaks what
  /// the constraints determine or, before Xcode 10.1, lies off the one bound of its
  /// position, and a Subtitle-style row stored shorter than its labels
  /// (only a bound of its height is known), stay reported after the fix, which leaves
  /// them as stored (InterfaceBuilder.md, "Verdicts").
  static func misplacedFindings(_ bytes: [UInt8]) throws -> [String] {
    let document = try IBDocument(data: Data(bytes))
    return IBChecker(document: document).check().filter {
      $0.code == "misplaced-view" && !$0.message.hasSuffix("the constraints leave the rest of its frame undetermined")
        && !$0.message.contains("its position is bounded on one side only")
        && !$0.message.contains("Subtitle-style row needs at least")
    }.map { $0.compilerLine(file: "F") }
  }

  @Test func frameUpdatesListTheMisplacedLabelAndNestedView() throws {
    let document = try IBDocument(data: try Self.document("MisplacedLabelAndNestedView.storyboard"))
    #expect(
      IBChecker(document: document).frameUpdates() == [
        IBFrameUpdate(
          objectID: "Fx1-lb-001", element: "label", view: "'Title' (Fx1-lb-001)", scene: "CardViewController",
          line: 20, storedFrame: CGRect(x: 16, y: 30, width: 180, height: 21),
          solvedFrame: CGRect(x: 20, y: 40, width: 200, height: 21), isDetermined: true),
        IBFrameUpdate(
          objectID: "Fx1-nv-001", element: "view", view: "'Badge' (Fx1-nv-001)", scene: "CardViewController",
          line: 33, storedFrame: CGRect(x: 0, y: 0, width: 40, height: 40),
          solvedFrame: CGRect(x: 10, y: 10, width: 50, height: 50), isDetermined: true),
      ])
  }

  @Test func fixRewritesOnlyTheFrameLinesAndFlags() throws {
    let data = try Self.document("MisplacedLabelAndNestedView.storyboard")
    let before = [UInt8](data)
    #expect(try Self.misplacedFindings(before).count == 2)
    let fix = try IBFrameFix.updatingFrames(of: data)
    #expect(fix.updates.map(\.objectID) == ["Fx1-lb-001", "Fx1-nv-001"])
    #expect(fix.findings == [])
    #expect(try Self.misplacedFindings(fix.bytes) == [])
    #expect(
      Self.changedLines(before, fix.bytes) == [
        #"20: <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="Fx1-lb-001" userLabel="Title"> => <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-lb-001" userLabel="Title">"#,
        #"21: <rect key="frame" x="16" y="30" width="180" height="21"/> => <rect key="frame" x="20" y="40" width="200" height="21"/>"#,
        #"33: <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-nv-001" userLabel="Badge"> => <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-nv-001" userLabel="Badge">"#,
        #"34: <rect key="frame" x="0.0" y="0.0" width="40" height="40"/> => <rect key="frame" x="10" y="10" width="50" height="50"/>"#,
      ])
    #expect(Self.onlyFramesAndFlagsChanged(before, fix.bytes) == [])
    // Idempotence: a second fix finds nothing to do.
    let again = try IBFrameFix.updatingFrames(of: Data(fix.bytes))
    #expect(again.updates == [])
    #expect(again.bytes == fix.bytes)
  }

  @Test func fractionalFramesAreWrittenAsXcodeWritesThem() throws {
    let data = try Self.document("FractionalFrame.storyboard")
    let fix = try IBFrameFix.updatingFrames(of: data)
    #expect(
      Self.changedLines([UInt8](data), fix.bytes) == [
        #"21: <rect key="frame" x="155" y="100" width="101" height="10"/> => <rect key="frame" x="156.66666666666666" y="100" width="101" height="10"/>"#,
        #"28: <rect key="frame" x="0.0" y="200" width="100" height="50"/> => <rect key="frame" x="0.0" y="200" width="103.66666666666667" height="50"/>"#,
      ])
    #expect(try Self.misplacedFindings(fix.bytes) == [])
    #expect(try IBFrameFix.updatingFrames(of: Data(fix.bytes)).bytes == fix.bytes)
  }

  @Test func ambiguousViewIsReportedAndLeftAsStored() throws {
    let data = try Self.document("AmbiguousView.storyboard")
    let fix = try IBFrameFix.updatingFrames(of: data)
    #expect(
      fix.findings.map { $0.compilerLine(file: "F") } == [
        "F:20: warning: [NoteViewController] 'Note' (Fx3-nt-001) is misplaced (stored (30, 120, 100, 40)) but not updated: its constraints do not determine its frame (ambiguous layout)"
      ])
    #expect(fix.updates.map(\.objectID) == ["Fx3-ft-001"])
    #expect(
      Self.changedLines([UInt8](data), fix.bytes) == [
        #"27: <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fx3-ft-001" userLabel="Footer"> => <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fx3-ft-001" userLabel="Footer">"#,
        #"28: <rect key="frame" x="0.0" y="600" width="375" height="60"/> => <rect key="frame" x="0.0" y="623" width="375" height="44"/>"#,
      ])
    #expect(try Self.misplacedFindings(fix.bytes) == [])
  }

  /// Values as the corpus documents store them (InterfaceBuilder.md, "Fixing
  /// misplaced views").
  @Test func numbersAreWrittenWithSeventeenSignificantDigitsAndZeroAsZeroPointZero() {
    let cases: [(CGFloat, String)] = [
      (0, "0.0"), (-0.0, "0.0"), (375, "375"), (-3, "-3"), (20.5, "20.5"), (61.0 / 3, "20.333333333333332"),
      (263.0 / 3, "87.666666666666671"), (CGFloat(Float(43.666668)), "43.666667938232422"),
      (16 - 2.0e-15, "15.999999999999998"),
    ]
    for (value, text) in cases { #expect(IBFrameRewriter.number(value) == text, "\(value)") }
  }

  static func update(_ id: String, _ frame: CGRect, determined: Bool = true) -> IBFrameUpdate {
    IBFrameUpdate(
      objectID: id, element: "view", view: id, scene: "S", line: 1, storedFrame: .zero, solvedFrame: frame,
      isDetermined: determined)
  }

  @Test func rewriterEditsOnlyTheViewsOwnFrameElementAndKeepsQuotesAndOrder() {
    let text = """
      <view id='a' misplaced='YES' key="view">
          <!-- <rect key="frame" x="1" y="1" width="1" height="1"/> -->
          <subviews>
              <view id="b">
                  <rect key="frame" x="5" y="5" width="5" height="5"/>
              </view>
          </subviews>
          <rect height='2' key='frame' width='2' x='2' y='2.0'/>
      </view>
      <view id="c"
            misplaced="YES">
          <rect key="frame" x="3" y="3" width="3"/>
      </view>
      <view id="d" misplaced="YES"><rect key="frame" x="9" y="9" width="9" height="9"/></view>
      """
    let updates = [
      Self.update("a", CGRect(x: 10, y: 2, width: 20.5, height: 30)),
      Self.update("c", CGRect(x: 3, y: 3, width: 3, height: 4)),
      Self.update("d", CGRect(x: 1, y: 1, width: 1, height: 1), determined: false),
    ]
    let (bytes, rewritten) = IBFrameRewriter.rewrite(Array(text.utf8), updates: updates)
    #expect(rewritten == ["a", "c"])
    #expect(
      String(decoding: bytes, as: UTF8.self) == """
        <view id='a' key="view">
            <!-- <rect key="frame" x="1" y="1" width="1" height="1"/> -->
            <subviews>
                <view id="b">
                    <rect key="frame" x="5" y="5" width="5" height="5"/>
                </view>
            </subviews>
            <rect height='30' key='frame' width='20.5' x='10' y='2.0'/>
        </view>
        <view id="c"
              >
            <rect key="frame" x="3" y="3" width="3" height="4"/>
        </view>
        <view id="d" misplaced="YES"><rect key="frame" x="9" y="9" width="9" height="9"/></view>
        """)
  }

  @Test func unifiedDiffHasHeadersHunksAndContext() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var lines = (1...12).map { "line \($0)" }
    lines[1] = "LINE 2"
    lines[10] = "LINE 11"
    let new = lines.joined(separator: "\n") + "\n"
    #expect(
      UnifiedDiff.diff(old: old, new: new, path: "x.xib") == """
        --- a/x.xib
        +++ b/x.xib
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +LINE 2
         line 3
         line 4
         line 5
        @@ -8,5 +8,5 @@
         line 8
         line 9
         line 10
        -line 11
        +LINE 11
         line 12

        """)
    #expect(UnifiedDiff.diff(old: old, new: old, path: "x.xib") == "")
    #expect(
      UnifiedDiff.diff(old: "a\nb", new: "a\nc", path: "y") == """
        --- a/y
        +++ b/y
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
  }

  /// Random scenes of nested views, each placed by leading, top, width and height
  /// constraints to its superview, stored where the constraints put them or moved
  /// off by whole points: after the fix every stored frame is the solved one, only
  /// frame lines and misplaced flags changed, and a second fix changes nothing.
  @Test func fixedFramesAreTheSolvedFramesOnRandomScenes() throws {
    var random = SplitMix64(seed: PropertySeed.resolve().value ^ 0xF1_7F_A3E5)
    for _ in 0..<25 {
      var body = ""
      var constraints: [String: [String]] = [:]
      var solved: [String: CGRect] = [:]
      func view(_ index: inout Int, parent: String, parentSize: CGSize, depth: Int, indent: String) -> String {
        index += 1
        let id = "v\(index)-00-id"
        let w = CGFloat(random.randrange(2, max(3, Int(parentSize.width / 2) + 1)))
        let h = CGFloat(random.randrange(2, max(3, Int(parentSize.height / 2) + 1)))
        let x = CGFloat(random.randrange(0, Int(parentSize.width - w) + 1)) + (random.chance(0.3) ? 0.5 : 0)
        let y = CGFloat(random.randrange(0, Int(parentSize.height - h) + 1))
        solved[id] = CGRect(x: x, y: y, width: w, height: h)
        var stored = [x, y, w, h]
        let misplaced = random.chance(0.5)
        if misplaced { stored[random.below(4)] += CGFloat(random.randrange(1, 30)) }
        constraints[parent, default: []] += [
          #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(parent)" secondAttribute="leading" constant="\#(x)" id="\#(id)-l"/>"#,
          #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(parent)" secondAttribute="top" constant="\#(y)" id="\#(id)-t"/>"#,
        ]
        constraints[id, default: []] += [
          #"<constraint firstAttribute="width" constant="\#(w)" id="\#(id)-w"/>"#,
          #"<constraint firstAttribute="height" constant="\#(h)" id="\#(id)-h"/>"#,
        ]
        let flag = misplaced && random.chance(0.5) ? #" misplaced="YES""# : ""
        var children = ""
        if depth < 2 {
          for _ in 0..<random.randrange(0, 3) {
            children += view(
              &index, parent: id, parentSize: CGSize(width: w, height: h), depth: depth + 1, indent: indent + "        "
            )
          }
        }
        let frame = stored.map { IBFrameRewriter.number($0) }
        var text =
          "\(indent)<view contentMode=\"scaleToFill\"\(flag) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
        text +=
          "\(indent)    <rect key=\"frame\" x=\"\(frame[0])\" y=\"\(frame[1])\" width=\"\(frame[2])\" height=\"\(frame[3])\"/>\n"
        if !children.isEmpty { text += "\(indent)    <subviews>\n\(children)\(indent)    </subviews>\n" }
        text += "\(indent)    <constraints>\n"
        for c in constraints[id] ?? [] { text += "\(indent)        \(c)\n" }
        text += "\(indent)    </constraints>\n\(indent)</view>\n"
        return text
      }
      var index = 0
      var subviews = ""
      for _ in 0..<random.randrange(1, 4) {
        subviews += view(
          &index, parent: "root-00-id", parentSize: CGSize(width: 375, height: 667), depth: 0,
          indent: "                            ")
      }
      body = "                        <subviews>\n\(subviews)                        </subviews>\n"
      body += "                        <constraints>\n"
      for c in constraints["root-00-id"] ?? [] { body += "                            \(c)\n" }
      body += "                        </constraints>"
      let text = TestDocuments.storyboard(body)
      let fix = try IBFrameFix.updatingFrames(of: Data(text.utf8))
      #expect(fix.findings == [], "\(text)")
      #expect(Self.onlyFramesAndFlagsChanged(Array(text.utf8), fix.bytes) == [], "\(text)")
      let fixed = try IBDocument(data: Data(fix.bytes))
      var stack = [fixed.scenes[0].root]
      while let v = stack.popLast() {
        stack += v.subviews
        guard let expected = solved[v.id] else { continue }
        #expect(v.frame == expected, "\(v.id) in \(text)")
        #expect(!v.isMisplaced, "\(v.id) in \(text)")
      }
      #expect(try IBFrameFix.updatingFrames(of: Data(fix.bytes)).bytes == fix.bytes, "\(text)")
    }
  }

  /// Every corpus document: after the fix `check` reports no misplaced view, only
  /// frame lines and misplaced flags changed, and a second fix changes nothing.
  @Test(.enabled(if: Corpus.directory != nil, Corpus.absentMessage))
  func fixLeavesNoMisplacedViewInTheCorpus() throws {
    for url in try Corpus.documents() {
      let data = try Data(contentsOf: url)
      let name = url.lastPathComponent
      let fix = try IBFrameFix.updatingFrames(of: data)
      #expect(try Self.misplacedFindings(fix.bytes) == [], "\(name)")
      #expect(Self.onlyFramesAndFlagsChanged([UInt8](data), fix.bytes) == [], "\(name)")
      #expect(fix.findings.allSatisfy { $0.message.contains("ambiguous layout") }, "\(name)")
      #expect(try IBFrameFix.updatingFrames(of: Data(fix.bytes)).bytes == fix.bytes, "\(name)")
    }
  }
}
