import Foundation
import Scrollwork

/// One layout problem as renderers show it: plain data (no live views), so a
/// picture can be drawn from a stored `LayoutSnapshot` and issues from anywhere.
///
/// ``viewIDs`` are snapshot node ids (`LayoutSnapshot.Node.id`): renderers outline
/// those views in red. Make them from `LayoutDiagnostic` values with
/// ``issues(from:in:)`` or ``issues(of:)``.
public struct RenderIssue: Sendable, Equatable, Codable {
  /// How bad the issue is; mirrors `LayoutDiagnostic.Severity`.
  public enum Severity: String, Sendable, Codable {
    case error
    case warning
  }

  /// Error or warning.
  public var severity: Severity
  /// The stable kebab-case code (`unsatisfiable-constraints`, `ambiguous-layout`, ...).
  public var code: String
  /// The ids of the views involved, most relevant first.
  public var viewIDs: [String]
  /// The explanation (for unsatisfiable constraints, UIKit's console log).
  public var message: String

  /// Creates an issue from its parts.
  public init(severity: Severity, code: String, viewIDs: [String], message: String) {
    self.severity = severity
    self.code = code
    self.viewIDs = viewIDs
    self.message = message
  }
}

extension RenderIssue {
  /// Converts diagnostics to issues whose view ids match `LayoutSnapshot(of: root)`:
  /// a view's `accessibilityIdentifier` when it has a non-empty one, else `v<n>`
  /// with n its document-order index in `root`'s subtree (root = `v0`, parents
  /// before children, subviews back to front). Views outside `root`'s subtree are
  /// named by their identifier, or left out when they have none.
  /// - Complexity: O(views in the subtree + views named by the diagnostics).
  public static func issues(from diagnostics: [LayoutDiagnostic], in root: View) -> [RenderIssue] {
    var ids: [ObjectIdentifier: String] = [:]
    var index = 0
    var stack: [View] = [root]
    while let view = stack.popLast() {
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        ids[ObjectIdentifier(view)] = identifier
      } else {
        ids[ObjectIdentifier(view)] = "v\(index)"
      }
      index += 1
      stack.append(contentsOf: view.subviews.reversed())
    }
    return diagnostics.map { diagnostic in
      let viewIDs = diagnostic.views.compactMap { view -> String? in
        if let id = ids[ObjectIdentifier(view)] { return id }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return nil
      }
      return RenderIssue(
        severity: diagnostic.severity == .error ? .error : .warning, code: diagnostic.code, viewIDs: viewIDs,
        message: diagnostic.message)
    }
  }

  /// `root.layoutDiagnostics()` converted by ``issues(from:in:)``.
  /// - Complexity: a layout pass plus the ambiguity probe (see
  ///   `View.layoutDiagnostics()`).
  public static func issues(of root: View) -> [RenderIssue] {
    issues(from: root.layoutDiagnostics(), in: root)
  }

  /// A one-sentence explanation of what the code means, for reports; nil for codes
  /// this renderer does not know.
  /// - Complexity: O(1).
  public static func explanation(ofCode code: String) -> String? {
    switch code {
    case "unsatisfiable-constraints":
      return "Some required constraints contradict each other; the engine broke one of them, so the layout"
        + " shown is not what all the constraints ask for."
    case "invalid-mutation":
      return "A constraint change was refused (for example, a required priority changed on an active"
        + " constraint)."
    case "ambiguous-layout":
      return "The constraints allow more than one position or size for this view; it may land anywhere in"
        + " the free range."
    case "ambiguous-scroll-content-width", "ambiguous-scroll-content-height":
      return "The scroll view's content size is not determined in this axis: the content needs a chain of"
        + " constraints from edge to edge of the contentLayoutGuide, or a size."
    default:
      if code.hasPrefix("scroll-content") {
        return "The scroll view's content is set up in a fragile way (see the message)."
      }
      return nil
    }
  }
}
