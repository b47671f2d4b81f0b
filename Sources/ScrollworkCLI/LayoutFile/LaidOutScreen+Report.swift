import Foundation
import Scrollwork
import ScrollworkLayoutFile

extension LaidOutScreen {
  /// The report as JSON values:
  /// `{"device", "orientation", "size": [w, h], "views": {id: {"frame": [x, y, w, h],
  /// "contentSize": [w, h], "contentOffset": [x, y], "adjustedContentInset": [t, l, b, r]}},
  /// "issues": [{"severity", "code", "views": [ids], "message"}]}`; the scroll keys
  /// only for scroll views. A table view's entry also has `"cells"`: its visible
  /// cells as `{"indexPath": [s, r], "reuseIdentifier", "frame": [x, y, w, h],
  /// "views": {id: {"frame"}}}`, and its file's header and footer views as
  /// `"header"`/`"footer"`: `{"frame": [x, y, w, h], "views": {id: {"frame"}}}`. A
  /// collection (or table) view's entry has its visible section header and footer
  /// views from the file's templates as
  /// `"supplementary": [{"kind": "header", "section": s, "frame": [x, y, w, h],
  /// "views": {id: {"frame"}}}]` (by section, header first; absent when none show).
  public func jsonObject(issues: [LayoutDiagnostic]? = nil) -> [String: Any] {
    let issues = issues ?? diagnostics()
    var viewsObject: [String: Any] = [:]
    for (id, v) in views {
      let f = v.frame
      var entry: [String: Any] = ["frame": numbers([f.minX, f.minY, f.width, f.height])]
      if let s = v as? ScrollView {
        let i = s.adjustedContentInset
        entry["contentSize"] = numbers([s.contentSize.width, s.contentSize.height])
        entry["contentOffset"] = numbers([s.contentOffset.x, s.contentOffset.y])
        entry["adjustedContentInset"] = numbers([i.top, i.left, i.bottom, i.right])
      }
      if v is TableView || v is CollectionView {
        entry["cells"] = visibleCells(of: id).map { cell -> [String: Any] in
          var views: [String: Any] = [:]
          for sub in cell.views {
            views[sub.id] = ["frame": numbers([sub.frame.minX, sub.frame.minY, sub.frame.width, sub.frame.height])]
          }
          let f = cell.frame
          return [
            "indexPath": [cell.indexPath.section, cell.indexPath.row], "reuseIdentifier": cell.reuseIdentifier,
            "frame": numbers([f.minX, f.minY, f.width, f.height]), "views": views,
          ]
        }
      }
      let supplementary = visibleSupplementaryViews(of: id)
      if !supplementary.isEmpty {
        entry["supplementary"] = supplementary.map { end -> [String: Any] in
          var views: [String: Any] = [:]
          for sub in end.views {
            views[sub.id] = ["frame": numbers([sub.frame.minX, sub.frame.minY, sub.frame.width, sub.frame.height])]
          }
          let f = end.frame
          return [
            "kind": end.name, "section": end.section, "frame": numbers([f.minX, f.minY, f.width, f.height]),
            "views": views,
          ]
        }
      }
      for end in tableEndViews(of: id) {
        var views: [String: Any] = [:]
        for sub in end.views {
          views[sub.id] = ["frame": numbers([sub.frame.minX, sub.frame.minY, sub.frame.width, sub.frame.height])]
        }
        let f = end.frame
        entry[end.name] = ["frame": numbers([f.minX, f.minY, f.width, f.height]), "views": views]
      }
      viewsObject[id] = entry
    }
    return [
      "device": device.name,
      "orientation": orientation.rawValue,
      "size": numbers([root.bounds.width, root.bounds.height]),
      "views": viewsObject,
      "issues": issues.map { d -> [String: Any] in
        [
          "severity": d.severity.rawValue, "code": d.code, "views": d.views.map { id(of: $0) },
          "message": d.message,
        ]
      },
    ]
  }

  /// The JSON report, pretty-printed with sorted keys, ending in a newline.
  public func jsonReport(issues: [LayoutDiagnostic]? = nil) -> String {
    JSONText.encode(jsonObject(issues: issues)) + "\n"
  }

  /// The text report: a heading, one row per view (frame in its superview's
  /// coordinates; content size, offset and adjusted inset for scroll views), each
  /// table view followed by its visible cells (`TABLE[SECTION,ROW]`, typed by reuse
  /// identifier, framed in the table's content) and their views
  /// (`TABLE[SECTION,ROW].ID`), its header view (`TABLE.header`, before the cells)
  /// and footer view (`TABLE.footer`, after them) with their views
  /// (`TABLE.header.ID`); a collection or table view's visible section header views
  /// (`COLLECTION[SECTION].header`, typed `sectionHeader`) before their section's
  /// cells and footers (`.footer`, `sectionFooter`) after them, with their views
  /// (`COLLECTION[SECTION].header.ID`); then the issues.
  public func textReport(issues: [LayoutDiagnostic]? = nil, colored: Bool = false) -> String {
    let issues = issues ?? diagnostics()
    let terminal = Terminal(descriptor: colored ? 1 : -1)
    var out =
      terminal.bold(
        "\(file.path): \(device.description), \(orientation.rawValue), \(num(root.bounds.width)) × \(num(root.bounds.height))"
      )
      + "\n"
    var rows = [["id", "type", "frame", "contentSize", "contentOffset", "adjustedContentInset"]]
    // Kinds by id, looked up once per row (a search per row made the report of a
    // 10 MB file quadratic).
    var kinds: [String: ViewKind] = [:]
    for spec in file.views where kinds[spec.id] == nil { kinds[spec.id] = spec.kind }
    for (id, v) in views {
      let f = v.frame
      var row = [id, kinds[id]?.rawValue ?? "view", "(\(list([f.minX, f.minY, f.width, f.height])))"]
      if let s = v as? ScrollView {
        let i = s.adjustedContentInset
        row += [
          "(\(list([s.contentSize.width, s.contentSize.height])))",
          "(\(list([s.contentOffset.x, s.contentOffset.y])))",
          "(\(list([i.top, i.left, i.bottom, i.right])))",
        ]
      } else {
        row += ["", "", ""]
      }
      rows.append(row)
      let ends = tableEndViews(of: id)
      func endRows(_ name: String) {
        for end in ends where end.name == name {
          let f = end.frame
          rows.append(
            [
              "\(id).\(name)", name == "header" ? "tableHeaderView" : "tableFooterView",
              "(\(list([f.minX, f.minY, f.width, f.height])))", "", "", "",
            ])
          for sub in end.views {
            let f = sub.frame
            rows.append(
              [
                "\(id).\(name).\(sub.id)", sub.kind.rawValue, "(\(list([f.minX, f.minY, f.width, f.height])))", "",
                "", "",
              ])
          }
        }
      }
      endRows("header")
      var supplementary = visibleSupplementaryViews(of: id)[...]
      // Those of earlier sections and this section's header (nil: all that are left).
      func supplementaryRows(before section: Int?) {
        while let end = supplementary.first,
          section.map({ end.section < $0 || (end.section == $0 && end.name == "header") }) ?? true
        {
          supplementary.removeFirst()
          let name = "\(id)[\(end.section)].\(end.name)"
          let f = end.frame
          rows.append(
            [
              name, end.name == "header" ? "sectionHeader" : "sectionFooter",
              "(\(list([f.minX, f.minY, f.width, f.height])))", "", "", "",
            ])
          for sub in end.views {
            let f = sub.frame
            rows.append(
              [name + "." + sub.id, sub.kind.rawValue, "(\(list([f.minX, f.minY, f.width, f.height])))", "", "", ""])
          }
        }
      }
      if v is TableView || v is CollectionView {
        for cell in visibleCells(of: id) {
          supplementaryRows(before: cell.indexPath.section)
          let name = "\(id)[\(cell.indexPath.section),\(cell.indexPath.row)]"
          let f = cell.frame
          rows.append([name, cell.reuseIdentifier, "(\(list([f.minX, f.minY, f.width, f.height])))", "", "", ""])
          for sub in cell.views {
            let f = sub.frame
            rows.append(
              [name + "." + sub.id, sub.kind.rawValue, "(\(list([f.minX, f.minY, f.width, f.height])))", "", "", ""])
          }
        }
      }
      supplementaryRows(before: nil)
      endRows("footer")
    }
    out += TextTable.render(rows)
    if issues.isEmpty {
      out += "\nNo issues.\n"
    } else {
      out += "\n\(issues.count) issue\(issues.count == 1 ? "" : "s"):\n"
      for d in issues {
        let label = d.severity == .error ? terminal.red("error") : terminal.yellow("warning")
        let ids = d.views.map { id(of: $0) }.joined(separator: ", ")
        out += "\(label): [\(d.code)] \(ids.isEmpty ? "" : "(\(ids)) ")\(d.message)\n"
      }
    }
    return out
  }

  /// JSON numbers: -0 as 0, non-finite values as null.
  private func numbers(_ values: [CGFloat]) -> [Any] {
    values.map { v -> Any in
      guard v.isFinite else { return NSNull() }
      return v == 0 ? 0.0 : Double(v)
    }
  }

  private func list(_ values: [CGFloat]) -> String { values.map(num).joined(separator: ", ") }
}
