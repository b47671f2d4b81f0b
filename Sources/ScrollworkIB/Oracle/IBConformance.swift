import Foundation
import Scrollwork

/// Lays documents out on their own canvas and compares every view's frame with the
/// one Xcode stored (the ``IBOracle`` fixture): the conformance figure; and scores
/// `check`'s misplaced and ambiguity findings there against the flags Xcode stored
/// (``IBVerdicts``).
public enum IBConformance {
  /// A frame is within tolerance when each of x, y, width and height is within this
  /// many points of the stored value: half a point covers pixel snapping on @2x and
  /// @3x screens and the 17-digit decimal printing (InterfaceBuilderFormat.md §15.9).
  public static let tolerance: CGFloat = 0.5

  /// One view whose solved frame is off.
  public struct Mismatch: Sendable, Equatable {
    public var scene: String
    public var id: String
    public var element: String
    public var expected: CGRect
    public var actual: CGRect
    /// The largest of the four differences.
    public var error: CGFloat
  }

  /// A scroll view's content size against the stored frames' implied one.
  public struct ContentCheck: Sendable, Equatable {
    public var scene: String
    public var id: String
    public var expected: CGSize
    public var actual: CGSize
    public var matches: Bool
  }

  /// The result for one document.
  public struct DocumentResult: Sendable {
    public var file: String
    /// The deviation manifest's reason, when the document is listed.
    public var deviation: String?
    public var compared = 0
    public var within = 0
    public var mismatches: [Mismatch] = []
    public var contentChecks: [ContentCheck] = []
    /// Views with stored frames that were not compared (misplaced, ambiguous).
    public var skipped = 0
    /// Views without a stored frame (nothing to compare them with; Xcode 8.0 stored no
    /// subview frames).
    public var unframed = 0
    /// A read or fixture error, when the document could not be compared.
    public var error: String?
    /// Required constraints the document's own stored frames break (stale frames).
    public var violations: [IBOracle.Violation] = []
    /// `check`'s misplaced and ambiguity findings on the canvas against Xcode's flags.
    public var verdicts = IBVerdicts()

    /// An empty result for `file`, optionally failed with `error`.
    public init(file: String, deviation: String? = nil, error: String? = nil) {
      self.file = file
      self.deviation = deviation
      self.error = error
    }
  }

  /// Compares one document against its fixture (extracted from `data` when nil).
  /// - Parameters:
  ///   - data: the document's bytes.
  ///   - file: the document's name, as the result reports it.
  ///   - fixture: a committed fixture; a stale one is reported as the error.
  ///   - deviation: the manifest's reason if the document is listed.
  public static func run(data: Data, file: String, fixture: IBFixture? = nil, deviation: String? = nil)
    -> DocumentResult
  {
    var result = DocumentResult(file: file, deviation: deviation)
    do throws(IBError) {
      let document = try IBDocument(data: data)
      let expected: IBFixture
      if let fixture {
        if let stale = IBOracle.staleness(of: fixture, data: data, source: file) {
          result.error = "stale fixture: \(stale)"
          return result
        }
        expected = fixture
      } else {
        expected = try IBOracle.fixture(data: data, source: file)
      }
      result.violations = IBOracle.violations(in: document)
      let builder = IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
      let checker = IBChecker(document: document)
      let excluded = builder.excludedIDs()
      for sceneFixture in expected.scenes {
        guard let scene = document.scenes.first(where: { $0.id == sceneFixture.id }) else { continue }
        let layout = builder.build(scene: scene)
        layout.root.layoutIfNeeded()
        result.skipped += sceneFixture.skipped.count
        result.unframed += IBOracle.unframedViews(in: scene, excluded: excluded).count
        for f in sceneFixture.frames {
          result.compared += 1
          guard let view = layout.views[f.id] else {
            result.mismatches.append(
              Mismatch(
                scene: scene.name, id: f.id, element: "missing", expected: f.rect, actual: .zero, error: .infinity))
            continue
          }
          let a = view.frame
          let error = max(
            abs(a.minX - f.rect.minX), abs(a.minY - f.rect.minY), abs(a.width - f.rect.width),
            abs(a.height - f.rect.height))
          if error <= tolerance + 1e-9 {
            result.within += 1
          } else {
            result.mismatches.append(
              Mismatch(
                scene: scene.name, id: f.id, element: layout.elements[f.id]?.element ?? "view", expected: f.rect,
                actual: a, error: error.isNaN ? .infinity : error))
          }
        }
        for c in sceneFixture.contentSizes {
          let actual = (layout.views[c.id] as? ScrollView)?.contentSize ?? .zero
          let ok =
            abs(actual.width - c.size.width) <= tolerance + 1e-9
            && abs(actual.height - c.size.height) <= tolerance + 1e-9
          result.contentChecks.append(
            ContentCheck(scene: scene.name, id: c.id, expected: c.size, actual: actual, matches: ok))
        }
        // The verdicts are `check`'s on the same canvas (IBChecker.check(devices:) runs it
        // with these options first).
        let findings = checker.check(
          layout, device: "document", orientation: document.orientation.rawValue, ownCanvas: true)
        result.verdicts.score(scene: scene, flags: sceneFixture.flags, findings: findings, layout: layout)
      }
    } catch {
      result.error = error.description
    }
    result.mismatches.sort { $0.error > $1.error }
    return result
  }

  /// Parses a deviation manifest: one `file<TAB>reason` per line; `#` comments and
  /// blank lines are ignored.
  /// - Throws: ``IBError`` `.badAttribute` for a line without a tab or reason.
  public static func deviations(from text: String) throws(IBError) -> [String: String] {
    var result: [String: String] = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let parts = raw.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[1].isEmpty else {
        throw IBError(.badAttribute, line: index + 1, "deviation manifest: expected 'file<TAB>reason'")
      }
      result[parts[0]] = parts[1]
    }
    return result
  }
}
