import Foundation

/// The text of UIKit's private `_autolayoutTrace` (UIKitBehaviour.md §9.4), for a
/// whole hierarchy.
///
/// One line per view, then its custom layout guides, then its subviews, indented
/// with one `|   ` per level below the root:
///
/// ```
/// •UIView:0x100000010
/// |   *UIView:0x100000020'box'- AMBIGUOUS LAYOUT for UIView:0x100000020'box'.minY{id: 7}, UIView:0x100000020'box'.Height{id: 8}
/// |   UIView:0x100000030
/// ```
///
/// - Marker: `•` on the root (the view hosting the engine), `*` on views laid out
///   by constraints (`translatesAutoresizingMaskIntoConstraints == false`) and on
///   guides, nothing on views that translate their autoresizing mask [choice:
///   UIKit's glyphs are undocumented].
/// - Guides: custom guides (``View/layoutGuides``) always; built-in guides
///   (margins, safe area, readable content, scroll content and frame) only when
///   ambiguous.
/// - Item text: as in constraint descriptions (`UILabel:0x…'Hello'`).
/// - `- AMBIGUOUS LAYOUT for ` then each free unknown as
///   `<item>.<minX|Width|minY|Height>{id: N}`, joined by `, `.
/// - Ids [choice]: items are numbered 0, 1, 2… in document order (each view, then
///   every guide it owns, custom guides first, then the built-in guides it has
///   handed out, then its subviews), whether printed or not; item `n` has
///   `minX` = 4n+1, `Width` = 4n+2, `minY` = 4n+3, `Height` = 4n+4. So the root's
///   unknowns are 1–4 and the ids stay put while ambiguity comes and goes.
///
/// Lines are joined by `\n`, with no trailing newline.
struct AutolayoutTrace {
  let probe: AmbiguityProbe

  /// The trace of `probe`'s whole hierarchy.
  var text: String {
    var lines: [String] = []
    var index = 0
    func ambiguity(_ item: AnyObject, _ n: Int) -> String {
      let free = AmbiguityReport.FreeAttribute.allCases.filter { probe.range(of: item, $0) != nil }
      guard !free.isEmpty else { return "" }
      let text = itemText(item)
      return "- AMBIGUOUS LAYOUT for "
        + free.map { "\(text).\($0.traceName){id: \(Self.id(item: n, $0))}" }.joined(separator: ", ")
    }
    func visit(_ view: View, depth: Int) {
      let n = index
      index += 1
      let marker = view === probe.root ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "" : "*")
      lines.append(Self.indent(depth) + marker + itemText(view) + ambiguity(view, n))
      for g in view.allGuides {
        let gn = index
        index += 1
        let suffix = ambiguity(g, gn)
        if g.system == nil || !suffix.isEmpty {
          lines.append(Self.indent(depth + 1) + "*" + itemText(g) + suffix)
        }
      }
      for s in view.subviews { visit(s, depth: depth + 1) }
    }
    visit(probe.root, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// `|   ` repeated `depth` times.
  static func indent(_ depth: Int) -> String {
    String(repeating: "|   ", count: depth)
  }

  /// The id of unknown `attribute` of the item numbered `n` (see the type's
  /// documentation).
  static func id(item n: Int, _ attribute: AmbiguityReport.FreeAttribute) -> Int {
    4 * n + attribute.rawValue + 1
  }
}
