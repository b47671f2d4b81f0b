import Foundation
import Scrollwork

/// The expected answer for one document: for every scene, the canvas and the frame
/// Xcode stored for every view whose frame is a solution (not misplaced, not
/// ambiguous), plus the content sizes the stored frames imply for scroll views, and
/// the misplaced and ambiguous flags Xcode stored on each view (the verdicts that
/// `check` is scored against).
///
/// Stamped with the generator version and the SHA-256 of the source document, so a
/// fixture that no longer matches its document (or was edited by hand) is detected.
/// Text form (one record per line, numbers in Swift's shortest form):
///
/// ```text
/// scrollwork-ib-oracle 3
/// source Main.storyboard
/// sha256 9f86d0…
/// scene tne-QT-ifu root 375 667 device retina4_7 name ForecastViewController
/// frame NFF-AK-Fer 0 0 375 408
/// content DqO-3s-Ai4 375 408
/// skip mKD-J1-Cp6 misplaced
/// flags mKD-J1-Cp6 misplaced ambiguous
/// ```
///
/// Generator 3 added the `flags` records; text written by another generator is
/// refused when read (it would score every view as unflagged).
public struct IBFixture: Equatable, Sendable {
  /// The version of the extraction rules; bump it when they change.
  public static let generatorVersion = 3

  /// One scene's expected values.
  public struct Scene: Equatable, Sendable {
    public var id: String
    public var name: String
    public var device: String
    public var rootSize: CGSize
    /// Expected frames by IB id, in document order.
    public var frames: [Frame]
    /// Expected scroll-view content sizes.
    public var contentSizes: [ContentSize]
    /// Views with a stored frame that is not an answer, and why.
    public var skipped: [Skip]
    /// Every view of the scene (root and cell content included) that Xcode flagged,
    /// in document order.
    public var flags: [Flags] = []
  }

  /// The flags Xcode stored on one view (`misplaced="YES"`, `ambiguous="YES"`).
  public struct Flags: Equatable, Sendable {
    public var id: String
    public var misplaced: Bool
    public var ambiguous: Bool

    /// Creates the record.
    public init(id: String, misplaced: Bool, ambiguous: Bool) {
      self.id = id
      self.misplaced = misplaced
      self.ambiguous = ambiguous
    }
  }

  /// A view's expected frame (in its superview's coordinates).
  public struct Frame: Equatable, Sendable {
    public var id: String
    public var rect: CGRect
  }

  /// A scroll view's expected content size.
  public struct ContentSize: Equatable, Sendable {
    public var id: String
    public var size: CGSize
  }

  /// A view left out of the comparison.
  public struct Skip: Equatable, Sendable {
    public var id: String
    public var reason: String
  }

  /// The generator version that wrote it.
  public var generator: Int
  /// The source document's file name.
  public var source: String
  /// The SHA-256 (hex) of the source document's bytes.
  public var sha256: String
  /// The scenes.
  public var scenes: [Scene]

  /// The canonical text form.
  public var text: String {
    var lines = ["scrollwork-ib-oracle \(generator)", "source \(source)", "sha256 \(sha256)"]
    for s in scenes {
      lines.append(
        "scene \(s.id) root \(Self.number(s.rootSize.width)) \(Self.number(s.rootSize.height)) device \(s.device) name \(s.name)"
      )
      for f in s.frames {
        lines.append(
          "frame \(f.id) \(Self.number(f.rect.minX)) \(Self.number(f.rect.minY)) \(Self.number(f.rect.width)) \(Self.number(f.rect.height))"
        )
      }
      for c in s.contentSizes {
        lines.append("content \(c.id) \(Self.number(c.size.width)) \(Self.number(c.size.height))")
      }
      for k in s.skipped { lines.append("skip \(k.id) \(k.reason)") }
      for f in s.flags {
        lines.append("flags \(f.id)" + (f.misplaced ? " misplaced" : "") + (f.ambiguous ? " ambiguous" : ""))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `12`, `20.5`, `947.33333333333337` → Swift's shortest round-trip form.
  static func number(_ v: CGFloat) -> String {
    let d = Double(v)
    if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return "\(d)"
  }

  /// Parses the text form.
  /// - Throws: ``IBError`` `.badAttribute` with the line of the first bad record.
  public init(text: String) throws(IBError) {
    var generator = -1
    var source = ""
    var sha = ""
    var scenes: [Scene] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = index + 1
      let parts = raw.split(separator: " ").map(String.init)
      guard let head = parts.first else { continue }
      func num(_ i: Int) throws(IBError) -> CGFloat {
        guard i < parts.count, let v = Double(parts[i]) else {
          throw IBError(.badAttribute, line: line, "fixture: bad number in '\(raw)'")
        }
        return CGFloat(v)
      }
      switch head {
      case "scrollwork-ib-oracle":
        generator = Int(parts.count > 1 ? parts[1] : "") ?? -1
        guard generator == Self.generatorVersion else {
          throw IBError(
            .badAttribute, line: line,
            "fixture: written by generator \(parts.count > 1 ? parts[1] : "?"), this reader needs \(Self.generatorVersion) (generator 3 added the stored misplaced/ambiguous flags); rewrite it with `scrollwork conformance DIR --write-fixtures DIR2`"
          )
        }
      case "source": source = parts.dropFirst().joined(separator: " ")
      case "sha256": sha = parts.count > 1 ? parts[1] : ""
      case "scene":
        guard parts.count >= 8 else { throw IBError(.badAttribute, line: line, "fixture: bad scene '\(raw)'") }
        scenes.append(
          Scene(
            id: parts[1], name: parts.dropFirst(8).joined(separator: " "), device: parts[6],
            rootSize: CGSize(width: try num(3), height: try num(4)), frames: [], contentSizes: [], skipped: []))
      case "flags":
        guard !scenes.isEmpty, parts.count >= 3 else {
          throw IBError(.badAttribute, line: line, "fixture: 'flags' outside a scene or without a flag")
        }
        let words = Array(parts.dropFirst(2))
        guard words.allSatisfy({ $0 == "misplaced" || $0 == "ambiguous" }) else {
          throw IBError(.badAttribute, line: line, "fixture: unknown flag in '\(raw)' (misplaced, ambiguous)")
        }
        scenes[scenes.count - 1].flags.append(
          Flags(id: parts[1], misplaced: words.contains("misplaced"), ambiguous: words.contains("ambiguous")))
      case "frame", "content", "skip":
        guard !scenes.isEmpty, parts.count >= 3 else {
          throw IBError(.badAttribute, line: line, "fixture: '\(head)' outside a scene or too short")
        }
        if head == "frame" {
          scenes[scenes.count - 1].frames.append(
            Frame(id: parts[1], rect: CGRect(x: try num(2), y: try num(3), width: try num(4), height: try num(5))))
        } else if head == "content" {
          scenes[scenes.count - 1].contentSizes.append(
            ContentSize(id: parts[1], size: CGSize(width: try num(2), height: try num(3))))
        } else {
          scenes[scenes.count - 1].skipped.append(Skip(id: parts[1], reason: parts.dropFirst(2).joined(separator: " ")))
        }
      default:
        throw IBError(.badAttribute, line: line, "fixture: unknown record '\(head)'")
      }
    }
    guard generator >= 0, !sha.isEmpty else {
      throw IBError(.badAttribute, line: 1, "fixture: missing 'scrollwork-ib-oracle' or 'sha256' header")
    }
    self.init(generator: generator, source: source, sha256: sha, scenes: scenes)
  }

  /// Creates a fixture from values.
  public init(generator: Int, source: String, sha256: String, scenes: [Scene]) {
    self.generator = generator
    self.source = source
    self.sha256 = sha256
    self.scenes = scenes
  }
}
