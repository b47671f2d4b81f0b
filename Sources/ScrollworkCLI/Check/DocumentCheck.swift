import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkRender

/// Checks one document for `scrollwork check`, with everything the run shares
/// (configuration, devices, baseline) fixed and read-only, so documents can be
/// checked on several threads at once (``ParallelJobs``). Each call builds its own
/// document, layouts and views; nothing is shared between calls (the process-wide
/// state of the layout code is locked: `LayoutIssueLog.handler`, `Screen.main`, and
/// the debug-address counter, which each call replaces by its own scope).
struct DocumentCheck: Sendable {
  /// What checking one document gave, to be reported in input order.
  struct Result: Sendable {
    /// The lines for standard error, in the order they arose (each ends with a newline).
    var messages: [String] = []
    /// Whether the document could be read and parsed (else it makes the run exit 2).
    var usable = false
    /// The findings after the configuration and the baseline.
    var records: [CheckRecord] = []
    /// The HTML report's page, when pages were asked for.
    var page: HTMLReport.File?
  }

  var configuration: CheckConfiguration
  var devices: [Device]
  var orientations: [DeviceOrientation]
  var traits: [String: String]
  var baseline: CheckBaseline?
  /// Whether to collect every scene's snapshot for the HTML report.
  var wantsPages: Bool
  /// `--pseudo-localize`: how to lengthen texts for `clipped-text-localized`, or nil.
  var pseudoLocalization: IBPseudoLocalization? = nil
  /// `--content-sizes`: the Dynamic Type sizes for `clipped-text-dynamic-type` (none: not checked).
  var contentSizes: [ContentSizeCategory] = []
  /// `--text`: what clipped-text takes for a label's text width on other devices.
  var textSizing: IBTextSizing = .measured

  /// Reads, checks and filters `file`. Its views and constraints take their debug
  /// addresses (`UIView:0x…` in the HTML report's logs) from a numbering of their own,
  /// so the output does not depend on the documents checked before or beside it.
  func check(_ file: String) -> Result {
    DebugAddress.$scope.withValue(DebugAddressScope()) { checkInScope(file) }
  }

  private func checkInScope(_ file: String) -> Result {
    var result = Result()
    guard let data = FileManager.default.contents(atPath: file) else {
      result.messages.append("\(file): error: cannot read the file\n")
      return result
    }
    let document: IBDocument
    let source = DocumentSource(data: data)
    let structure: [IBFinding]
    do throws(IBError) {
      let root = try IBElement.parse(data)
      structure = IBStructureRules(root: root).findings()
      do throws(IBError) {
        document = try IBDocument(root: root)
      } catch  where error.kind == .duplicateID || error.kind == .missingReference {
        // The structure rules list every repeated id and dangling reference as a
        // finding; the document is not laid out until they are fixed.
        result.usable = true
        result.messages.append("\(file):\(error.line): warning: not laid out: \(error.message)\n")
        result.records = filtered(structure, file: file, source: source, document: nil)
        return result
      }
    } catch {
      result.messages.append("\(file):\(error.line): error: \(error.message)\n")
      return result
    }
    result.usable = true
    // What the reader ignored goes to standard error, so that the findings on
    // standard output stay machine-readable.
    for w in document.warnings { result.messages.append("\(file):\(w.line): warning: \(w.message)\n") }
    var screens: [HTMLReport.Screen] = []
    var screenKeys: [String] = []
    let visit: ((IBLayout, String, DeviceOrientation) -> Void)? =
      !wantsPages
      ? nil
      : { layout, device, orientation in
        screens.append(
          HTMLReport.Screen(
            deviceName: "\(layout.scene.name) — \(device)", orientation: orientation,
            snapshot: LayoutSnapshot(of: layout.root), issues: RenderIssue.issues(of: layout.root)))
        screenKeys.append("\(layout.scene.name)|\(device)|\(orientation.rawValue)")
      }
    let checker = IBChecker(document: document, traits: traits, textSizing: textSizing)
    var findings = checker.check(devices: devices, orientations: orientations, visit: visit)
    if let pseudoLocalization {
      findings += checker.pseudoLocalizationFindings(
        pseudoLocalization, devices: devices, orientations: orientations)
    }
    if !contentSizes.isEmpty {
      findings += checker.dynamicTypeFindings(categories: contentSizes, devices: devices, orientations: orientations)
    }
    result.records = filtered(structure + findings, file: file, source: source, document: document)
    if wantsPages {
      CheckCommand.addCheckerFindings(result.records, to: &screens, keys: screenKeys)
      result.page = HTMLReport.File(title: file, screens: screens)
    }
    return result
  }

  /// The records of `findings` after the configuration and the baseline.
  private func filtered(
    _ findings: [IBFinding], file: String, source: DocumentSource, document: IBDocument?
  ) -> [CheckRecord] {
    var records = findings.compactMap { finding in
      configuration.apply(
        CheckRecord(finding, file: file, source: source),
        sceneID: document.flatMap { Self.sceneID(of: finding, in: $0) })
    }
    if let baseline { records = baseline.new(in: records) }
    return records
  }

  /// The id of the scene `finding` is in: of the scenes with its name, the last one
  /// starting at or before its line (scenes follow each other in the file), else
  /// the first; nil when no scene has the name.
  static func sceneID(of finding: IBFinding, in document: IBDocument) -> String? {
    let named = document.scenes.filter { $0.name == finding.scene }
    return (named.last { $0.line <= finding.line } ?? named.first)?.id
  }
}
