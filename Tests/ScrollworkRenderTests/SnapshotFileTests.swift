import Foundation
import Testing

/// The snapshot helper itself: recording fails, a missing file fails with the
/// command to record it, a difference names the first differing line.
@Suite struct SnapshotFileTests {
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollwork-snapshot-\(UUID().uuidString)")
      .appendingPathComponent("sample.txt")
  }

  @Test func recordingWritesTheFileAndReportsAFailure() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let outcome = try SnapshotFile.compare("a\nb\n", at: url, recording: true)
    #expect(outcome == .recorded(path: url.path))
    #expect(try String(contentsOf: url, encoding: .utf8) == "a\nb\n")
    #expect(
      SnapshotFile.message(for: outcome)
        == "Recorded snapshot \(url.path). Recording fails the test: run again without RECORD_SNAPSHOTS=1.")
    #expect(try SnapshotFile.compare("a\nb\n", at: url, recording: false) == .matched)
    #expect(SnapshotFile.message(for: .matched) == nil)
  }

  @Test func missingFileFailsWithTheRecordCommand() throws {
    let url = temporaryFile()
    let outcome = try SnapshotFile.compare("x", at: url, recording: false)
    #expect(outcome == .missing(path: url.path))
    #expect(
      SnapshotFile.message(for: outcome)
        == "No snapshot at \(url.path). Run `RECORD_SNAPSHOTS=1 swift test --filter ScrollworkRenderTests` to "
        + "record it, check the file, then run again without RECORD_SNAPSHOTS.")
  }

  @Test func differenceNamesTheFirstDifferingLine() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    _ = try SnapshotFile.compare("same\nold\nend", at: url, recording: true)
    let outcome = try SnapshotFile.compare("same\nnew\nend", at: url, recording: false)
    #expect(outcome == .mismatch(path: url.path, line: 2, expected: "old", actual: "new"))
    let shorter = try SnapshotFile.compare("same", at: url, recording: false)
    #expect(shorter == .mismatch(path: url.path, line: 2, expected: "old", actual: nil))
    #expect(
      SnapshotFile.message(for: shorter)
        == "Snapshot \(url.path) differs at line 2.\n  expected: old\n  actual:   <end of file>\n"
        + "Re-record with RECORD_SNAPSHOTS=1 if the change is intended.")
  }

  @Test func base64PayloadsAreElidedToTheirLength() {
    #expect(
      SnapshotFile.elidingBase64("src: url(data:font/otf;base64,QUJD+/9=) x;base64,AA")
        == "src: url(data:font/otf;base64,elided-8-base64-characters) x;base64,elided-2-base64-characters")
  }
}
