import Foundation
import Scrollwork

/// `scrollwork fix --update-frames` without the files: a document's text with the
/// frames of its misplaced views updated to the frames their constraints give, as
/// Xcode's "Update Frames" does (``IBFrameRewriter`` says which bytes change).
///
/// Updating a view's frame moves the stored frames of its subviews with it (they
/// are stored relative to it), which can leave one of them misplaced in turn; the
/// fix therefore repeats, on the rewritten text, until no misplaced view with a
/// determined frame is left, at most ``maximumRounds`` times.
public struct IBFrameFix: Sendable {
  /// The document's text after the fix (the input's bytes when nothing changed).
  public var bytes: [UInt8]
  /// The frames written, in the order of the rounds, then of the document.
  public var updates: [IBFrameUpdate]
  /// Misplaced views left as stored, each with the reason, as `misplaced-view`
  /// warnings: frames the constraints do not determine (ambiguous layout), frame
  /// elements the scan could not find, and views still misplaced after the last round.
  public var findings: [IBFinding]
  /// The reader's warnings about the input document.
  public var warnings: [IBWarning]

  /// The most rounds of updates: a frame can depend on its superview's stored frame
  /// only through the nesting depth, and 8 covers every corpus document with room.
  public static let maximumRounds = 8

  /// Fixes the frames of the document `data`, solving on its own canvas with
  /// `traits` (empty: the "View as" device's).
  /// - Throws: ``IBError`` when the document cannot be read (then or after a round,
  ///   which cannot happen for a document that read: the edits change numbers only).
  public static func updatingFrames(of data: Data, traits: [String: String] = [:]) throws(IBError) -> IBFrameFix {
    var bytes = [UInt8](data)
    var applied: [IBFrameUpdate] = []
    var findings: [IBFinding] = []
    var warnings: [IBWarning] = []
    var round = 0
    while true {
      let document = try IBDocument(data: Data(bytes))
      if round == 0 { warnings = document.warnings }
      let updates = IBChecker(document: document, traits: traits).frameUpdates()
      let determined = updates.filter(\.isDetermined)
      if determined.isEmpty || round == maximumRounds {
        for u in updates {
          let reason =
            u.isDetermined
            ? "still misplaced after \(maximumRounds) rounds of updates (the constraints give \(IBChecker.rect(u.solvedFrame)))"
            : "its constraints do not determine its frame (ambiguous layout)"
          findings.append(finding(u, reason, document.orientation))
        }
        break
      }
      let (rewrittenBytes, rewritten) = IBFrameRewriter.rewrite(bytes, updates: determined)
      // A frame element the scan cannot find stays unfound in later rounds: report it once.
      for u in determined
      where !rewritten.contains(u.objectID) && !findings.contains(where: { $0.viewID == u.objectID }) {
        findings.append(
          finding(u, "its <rect key=\"frame\"> could not be found in the text to rewrite", document.orientation))
      }
      applied += determined.filter { rewritten.contains($0.objectID) }
      guard !rewritten.isEmpty, rewrittenBytes != bytes else { break }
      bytes = rewrittenBytes
      round += 1
    }
    return IBFrameFix(bytes: bytes, updates: applied, findings: findings, warnings: warnings)
  }

  /// A `misplaced-view` warning for a view left as stored, with the reason.
  static func finding(_ u: IBFrameUpdate, _ reason: String, _ orientation: DeviceOrientation) -> IBFinding {
    IBFinding(
      severity: "warning", code: "misplaced-view", line: u.line, scene: u.scene, device: "document",
      orientation: orientation.rawValue,
      message: "\(u.view) is misplaced (stored \(IBChecker.rect(u.storedFrame))) but not updated: \(reason)",
      viewID: u.objectID)
  }
}
