import Foundation
import Testing

/// `scrollwork fix --update-frames` end to end, on copies of the hand-written documents in
/// Tests/ScrollworkIBTests/Fixtures/FrameFix.
@Suite("fix --update-frames (end to end)")
struct FixCommandTests {
  static let folder = "Tests/ScrollworkIBTests/Fixtures/FrameFix"

  /// A scratch directory holding a copy of the document `name`; removed by the caller.
  static func scratch(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CommandRunner.repositoryRoot.appendingPathComponent(folder).appendingPathComponent(name),
      to: dir.appendingPathComponent(name))
    return dir
  }

  @Test("--dry-run prints the unified diff and writes nothing")
  func dryRunPrintsTheDiff() throws {
    let path = "\(Self.folder)/MisplacedLabelAndNestedView.storyboard"
    let before = try Data(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(path))
    let r = try CommandRunner.run(["fix", "--update-frames", "--dry-run", path])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let label =
      #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO""#
    let pad = String(repeating: " ", count: 24)
    #expect(
      r.stdout == """
        --- a/\(path)
        +++ b/\(path)
        @@ -17,8 +17,8 @@
         \(pad)<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
         \(pad)<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
         \(pad)<subviews>
        -\(pad)    \(label) misplaced="YES" id="Fx1-lb-001" userLabel="Title">
        -\(pad)        <rect key="frame" x="16" y="30" width="180" height="21"/>
        +\(pad)    \(label) id="Fx1-lb-001" userLabel="Title">
        +\(pad)        <rect key="frame" x="20" y="40" width="200" height="21"/>
         \(pad)        <constraints>
         \(pad)            <constraint firstAttribute="width" constant="200" id="Fx1-cn-001"/>
         \(pad)            <constraint firstAttribute="height" constant="21" id="Fx1-cn-002"/>
        @@ -30,8 +30,8 @@
         \(pad)    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-cv-001" userLabel="Card">
         \(pad)        <rect key="frame" x="20" y="69" width="335" height="100"/>
         \(pad)        <subviews>
        -\(pad)            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-nv-001" userLabel="Badge">
        -\(pad)                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
        +\(pad)            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fx1-nv-001" userLabel="Badge">
        +\(pad)                <rect key="frame" x="10" y="10" width="50" height="50"/>
         \(pad)                <color key="backgroundColor" systemColor="systemRedColor"/>
         \(pad)                <constraints>
         \(pad)                    <constraint firstAttribute="width" constant="50" id="Fx1-cn-003"/>

        """)
    #expect(try Data(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(path)) == before)
  }

  @Test("fix writes the frames; check then finds no misplaced view; a second fix does nothing")
  func fixRoundTrip() throws {
    let name = "MisplacedLabelAndNestedView.storyboard"
    let dir = try Self.scratch(name)
    defer { try? FileManager.default.removeItem(at: dir) }
    let before = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    #expect(try CommandRunner.run(["check", name], in: dir).stdout.contains("[misplaced-view]"))
    let r = try CommandRunner.run(["fix", "--update-frames", name], in: dir)
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        \(name):20: note: [CardViewController] 'Title' (Fx1-lb-001): frame updated from (16, 30, 180, 21) to (20, 40, 200, 21)
        \(name):33: note: [CardViewController] 'Badge' (Fx1-nv-001): frame updated from (0.0, 0.0, 40, 40) to (10, 10, 50, 50)

        """)
    let after = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    let changed = zip(before.components(separatedBy: "\n"), after.components(separatedBy: "\n")).enumerated()
      .filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
    #expect(changed == [20, 21, 33, 34])
    #expect(before.components(separatedBy: "\n").count == after.components(separatedBy: "\n").count)
    let check = try CommandRunner.run(["check", name], in: dir)
    #expect(check.status == 0)
    #expect(check.stdout == "")
    let again = try CommandRunner.run(["fix", "--update-frames", name], in: dir)
    #expect(again.status == 0)
    #expect(again.stdout == "")
    #expect(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) == after)
    let dry = try CommandRunner.run(["fix", "--update-frames", "--dry-run", name], in: dir)
    #expect(dry.stdout == "")
  }

  @Test("a view whose frame is not determined is reported on stderr and left as stored")
  func ambiguousViewIsReported() throws {
    let name = "AmbiguousView.storyboard"
    let dir = try Self.scratch(name)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandRunner.run(["fix", "--update-frames", name], in: dir)
    #expect(r.status == 0)
    #expect(
      r.stderr
        == "\(name):20: warning: [NoteViewController] 'Note' (Fx3-nt-001) is misplaced (stored (30, 120, 100, 40)) but not updated: its constraints do not determine its frame (ambiguous layout) [misplaced-view]\n"
    )
    #expect(
      r.stdout
        == "\(name):27: note: [NoteViewController] 'Footer' (Fx3-ft-001): frame updated from (0.0, 600, 375, 60) to (0.0, 623, 375, 44)\n"
    )
    let after = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    #expect(
      after.contains(#"misplaced="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fx3-nt-001""#)
    )
    #expect(after.contains(#"<rect key="frame" x="30" y="120" width="100" height="40"/>"#))
  }

  @Test("a directory stands for the documents in it; --dry-run names them as given")
  func directoryArgument() throws {
    let dir = try Self.scratch("FractionalFrame.storyboard")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: dir.appendingPathComponent("FractionalFrame.storyboard"),
      to: dir.appendingPathComponent("Base.lproj/FractionalFrame.storyboard"))
    let r = try CommandRunner.run(["fix", "--update-frames", "--dry-run", "./Base.lproj/"], in: dir)
    #expect(r.status == 0)
    let changes = r.stdout.split(separator: "\n").filter {
      $0.hasPrefix("-") || $0.hasPrefix("+") || $0.hasPrefix("@@")
    }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      changes == [
        "--- a/Base.lproj/FractionalFrame.storyboard",
        "+++ b/Base.lproj/FractionalFrame.storyboard",
        "@@ -18,14 +18,14 @@",
        #"-                                <rect key="frame" x="155" y="100" width="101" height="10"/>"#,
        #"+                                <rect key="frame" x="156.66666666666666" y="100" width="101" height="10"/>"#,
        #"-                                <rect key="frame" x="0.0" y="200" width="100" height="50"/>"#,
        #"+                                <rect key="frame" x="0.0" y="200" width="103.66666666666667" height="50"/>"#,
      ])
  }

  @Test("the README's fix command on Examples/InterfaceBuilder/MisplacedViews.storyboard")
  func readmeExample() throws {
    let path = "Examples/InterfaceBuilder/MisplacedViews.storyboard"
    let r = try CommandRunner.run(["fix", "--update-frames", "--dry-run", path])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let changes = r.stdout.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      .map { $0.replacingOccurrences(of: "  ", with: "") }
    #expect(
      changes == [
        "--- a/\(path)", "+++ b/\(path)",
        #"-<rect key="frame" x="16" y="20" width="343" height="866"/>"#,
        #"+<rect key="frame" x="20" y="20" width="335" height="866"/>"#,
        #"-<rect key="frame" x="0.0" y="33" width="343" height="760"/>"#,
        #"+<rect key="frame" x="0.0" y="33" width="335" height="800"/>"#,
      ])
  }

  @Test("an unusable document exits 2 and is not touched; fix needs --update-frames")
  func unusableInput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let broken = "<document>\n<scenes>\n"
    try broken.write(to: dir.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
    let r = try CommandRunner.run(["fix", "--update-frames", "Broken.storyboard", "Missing.xib"], in: dir)
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == """
        Broken.storyboard:2: error: malformed XML: the document ends before its elements are closed (truncated file?)
        Missing.xib: error: cannot read the file

        """)
    #expect(try String(contentsOf: dir.appendingPathComponent("Broken.storyboard"), encoding: .utf8) == broken)
    let none = try CommandRunner.run(["fix", "Broken.storyboard"], in: dir)
    #expect(none.status == 2)
    #expect(none.stderr.contains("Nothing to fix: pass --update-frames."))
  }
}
