import Foundation
import ScrollworkIB

/// One finding of `scrollwork check` as every reporter sees it: the checker's
/// ``IBFinding`` placed in its file (line and column of the element's start tag),
/// with the ids of the objects it is about and the names their author gave them.
///
/// The JSON reporter writes these fields as they are (schema version 1,
/// `Documentation/CommandLine.md`, "check reporters").
struct CheckRecord: Sendable, Equatable, Codable {
  /// The rule id (`misplaced-view`, `LayoutRule.catalogue`).
  var rule: String
  /// `error` or `warning`, after the configuration's overrides.
  var severity: String
  /// The document's path as given on the command line (or found by `included`).
  var file: String
  /// The 1-based line of the element the finding is about.
  var line: Int
  /// The 1-based column (in Unicode code points) of that element's `<` on the line;
  /// 1 when the line holds no start tag.
  var column: Int
  /// The scene's name.
  var scene: String
  /// The Interface Builder ids the finding is about: the view, else the element on
  /// the finding's line (a constraint, the scene's controller). May be empty.
  var objectIDs: [String]
  /// How the document's author knows the views, as the message names them
  /// (``IBDocument/name(of:)``: outlet, user label, text, accessibility identifier,
  /// class, then the id in parentheses); one per view id (empty for constraints).
  var viewNames: [String]
  /// The device preset, or `document` for the document's own canvas.
  var device: String
  /// `portrait` or `landscape`.
  var orientation: String
  /// What is wrong and, where known, the fix.
  var message: String

  /// `[scene] message`: the message with its scene, as the line-oriented reporters print it.
  var sceneMessage: String { "[\(scene)] \(message)" }

  /// The record of `finding` in `file`, whose text is `source`.
  init(_ finding: IBFinding, file: String, source: DocumentSource) {
    let tag = source.startTag(line: finding.line, id: finding.viewID)
    rule = finding.code
    severity = finding.severity
    self.file = file
    line = finding.line
    column = tag?.column ?? 1
    scene = finding.scene
    if let id = finding.viewID {
      objectIDs = [id]
      viewNames = [finding.viewName ?? "View (\(id))"]
    } else {
      objectIDs = (tag?.attributes["id"] ?? tag?.attributes["sceneID"]).map { [$0] } ?? []
      viewNames = []
    }
    device = finding.device
    orientation = finding.orientation
    message = finding.message
  }

  /// A record with every field given (tests, baselines).
  init(
    rule: String, severity: String, file: String, line: Int, column: Int, scene: String, objectIDs: [String],
    viewNames: [String], device: String, orientation: String, message: String
  ) {
    self.rule = rule
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.scene = scene
    self.objectIDs = objectIDs
    self.viewNames = viewNames
    self.device = device
    self.orientation = orientation
    self.message = message
  }
}
