import Foundation
import Scrollwork
import ScrollworkLayoutFile

/// One tutorial screen of `scrollwork demo`: a title, the seed it rebuilds, and the
/// states it is shown in (portrait, keyboard up, a page scrolled to, rotated …).
struct DemoScreen: Sendable {
  /// `1. Fixed width, dynamic height`.
  let title: String
  /// The tutorial it rebuilds (`seed 000`).
  let seed: String
  /// Builds the screen and records each state; throws only if a constraint the
  /// screen adds is invalid (an internal error of the demo).
  let run: @Sendable () throws -> [DemoState]
}

/// The screen at one moment: what the table and the report show.
struct DemoState {
  /// What happened before this state (`portrait`, `keyboard 216 pt, password focused`).
  let caption: String
  /// The named views, in the order given, with their geometry.
  let rows: [DemoRow]
  /// The hierarchy's diagnostics, as `severity: [code] message`.
  let issues: [String]
  /// The structured diagnostics, for the report.
  let diagnostics: [(severity: String, code: String, views: [String], message: String)]
  /// The laid-out hierarchy, for pictures.
  let snapshot: LayoutSnapshot
  /// The root's size.
  let size: CGSize

  /// Lays `root` out and records `views` (name, view) and its diagnostics.
  init(_ caption: String, root: View, views: [(String, View)]) {
    root.layoutIfNeeded()
    self.caption = caption
    rows = views.map { DemoRow(name: $0.0, view: $0.1) }
    let found = root.layoutDiagnostics()
    issues = found.map(\.description)
    diagnostics = found.map { d in
      (d.severity.rawValue, d.code, d.views.map { $0.accessibilityIdentifier ?? $0.itemClassName }, d.message)
    }
    snapshot = LayoutSnapshot(of: root)
    size = root.bounds.size
  }
}

/// One line of a screen's table.
struct DemoRow {
  let name: String
  let frame: CGRect
  /// Scroll views only.
  let contentSize: CGSize?
  let contentOffset: CGPoint?
  let adjustedContentInset: EdgeInsets?

  init(name: String, view: View) {
    self.name = name
    frame = view.frame
    let scroll = view as? ScrollView
    contentSize = scroll?.contentSize
    contentOffset = scroll?.contentOffset
    adjustedContentInset = scroll?.adjustedContentInset
  }
}

extension DemoScreen {
  /// The text `scrollwork demo` prints for this screen: a heading, then per state a
  /// caption and a table (view, frame, content size, offset, insets) and its issues
  /// (`issues: none` when there are none).
  func report(states: [DemoState]) -> String {
    var out = "\(title) (\(seed))\n"
    for state in states {
      out += "\n  \(state.caption) — \(num(state.size.width))x\(num(state.size.height))\n"
      var rows = [["view", "frame", "content size", "offset", "adjusted insets"]]
      for r in state.rows {
        rows.append([
          r.name,
          "(\(num(r.frame.minX)), \(num(r.frame.minY)), \(num(r.frame.width)), \(num(r.frame.height)))",
          r.contentSize.map { "\(num($0.width))x\(num($0.height))" } ?? "",
          r.contentOffset.map { "(\(num($0.x)), \(num($0.y)))" } ?? "",
          r.adjustedContentInset.map { "\(num($0.top)) \(num($0.left)) \(num($0.bottom)) \(num($0.right))" } ?? "",
        ])
      }
      out += TextTable.render(rows).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
      out += state.issues.isEmpty ? "    issues: none\n" : state.issues.map { "    \($0)\n" }.joined()
    }
    return out
  }
}
