import Foundation
import Scrollwork

extension LayoutFile {
  /// The keys of a `type: tableView` entry beyond a scroll view's (a table view owns
  /// its content size, so `contentSize` is not one).
  static let tableKeys: Set<String> = [
    "style", "rowHeight", "estimatedRowHeight", "separatorStyle", "cells", "sections",
    "pagingEnabled", "isPagingEnabled", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset",
  ]

  /// Reads one of ``tableKeys`` that only tables have into `spec.table`.
  func readTableKey(_ key: String, _ value: YAMLNode, _ spec: inout ViewSpec, _ r: YAMLReader) {
    var table = spec.table ?? TableSpec()
    defer { spec.table = table }
    switch key {
    case "style":
      if let s = r.choice(
        value, [("plain", TableView.Style.plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)], key)
      {
        table.style = s
      }
    case "rowHeight", "estimatedRowHeight":
      guard let h = readHeight(value, key, r) else { return }
      if key == "rowHeight" { table.rowHeight = h } else { table.estimatedRowHeight = h }
    case "separatorStyle":
      if let s = r.choice(value, [("singleLine", TableView.SeparatorStyle.singleLine), ("none", .none)], key) {
        table.separatorStyle = s
      }
    case "cells":
      guard let pairs = r.mapping(value, "cells") else { return }
      for (id, keyNode, body) in pairs {
        if let template = readTemplate(id, keyNode, body, r) { table.templates.append(template) }
      }
    case "sections":
      guard let list = r.sequence(value, "sections") else { return }
      for item in list {
        if let section = readSection(item, r) { table.sections.append(section) }
      }
    default: break
    }
  }

  /// `automatic` (``TableView/automaticDimension``) or a finite height ≥ 0.
  private func readHeight(_ node: YAMLNode, _ key: String, _ r: YAMLReader) -> CGFloat? {
    if case .scalar(let s) = node, node.float == nil, s.string == "automatic" { return TableView.automaticDimension }
    guard let h = r.number(node, key) else { return nil }
    guard h >= 0 else {
      r.error(node, "\(key) must be 'automatic' or a height of at least 0, not \(num(h)).")
      return nil
    }
    return h
  }

  /// One `REUSE_ID: { views: [...], constraints: [...] }` of `cells:`.
  private func readTemplate(_ id: String, _ keyNode: YAMLNode, _ body: YAMLNode, _ r: YAMLReader) -> CellTemplate? {
    guard !id.isEmpty else {
      r.error(keyNode, "A cell template's reuse identifier must not be empty.")
      return nil
    }
    guard let pairs = r.mapping(body, "Cell template '\(id)'") else { return nil }
    var template = CellTemplate(reuseIdentifier: id, place: r.place(keyNode))
    // The template's constraints are read by a layout file of their own, so that
    // they are checked exactly as a screen's are.
    var scratch = LayoutFile(path: path)
    for (key, keyNode, value) in pairs {
      switch key {
      case "views":
        guard let list = r.sequence(value, "views") else { continue }
        for item in list {
          guard let view = readView(item, isRoot: false, r) else { continue }
          if view.id == CellTemplate.contentViewID {
            r.error(at: view.place, "'contentView' is the cell's content view, the template's root: use another id.")
          } else if view.kind == .tableView {
            r.error(at: view.place, "A cell template cannot hold a tableView.")
          } else {
            template.views.append(view)
          }
        }
      case "constraints":
        guard let list = r.sequence(value, "constraints") else { continue }
        for item in list { scratch.readConstraint(item, r) }
      default:
        r.warning(keyNode, "Unknown cell template key '\(key)' (ignored): a template has 'views' and 'constraints'.")
      }
    }
    template.constraints = scratch.constraints
    return template
  }

  /// One entry of `sections:`: `{ header, footer, rows }`.
  private func readSection(_ node: YAMLNode, _ r: YAMLReader) -> SectionSpec? {
    guard let pairs = r.mapping(node, "A section") else { return nil }
    var section = SectionSpec(place: r.place(node))
    for (key, keyNode, value) in pairs {
      switch key {
      case "header": section.header = r.string(value, key)
      case "footer": section.footer = r.string(value, key)
      case "rows":
        guard let list = r.sequence(value, "rows") else { continue }
        for item in list {
          if let row = readRow(item, r) { section.rows.append(row) }
        }
      default:
        r.warning(keyNode, "Unknown section key '\(key)' (ignored): a section has 'header', 'footer' and 'rows'.")
      }
    }
    return section
  }

  /// One row: `{ cell: REUSE_ID, text: { VIEW_ID: "…" } }`.
  private func readRow(_ node: YAMLNode, _ r: YAMLReader) -> RowSpec? {
    guard let pairs = r.mapping(node, "A row") else { return nil }
    guard let cellPair = pairs.first(where: { $0.key == "cell" }) else {
      r.error(node, "A row needs 'cell': the reuse identifier of the template it shows.")
      return nil
    }
    guard let template = r.string(cellPair.value, "cell") else { return nil }
    var row = RowSpec(template: template, place: r.place(node), templatePlace: r.place(cellPair.value))
    for (key, keyNode, value) in pairs {
      switch key {
      case "cell": break
      case "text":
        guard let texts = r.mapping(value, "A row's text") else { continue }
        for (id, idNode, textNode) in texts {
          if let text = r.string(textNode, "the text of '\(id)'") { row.texts.append((id, text, r.place(idNode))) }
        }
      default:
        r.warning(keyNode, "Unknown row key '\(key)' (ignored): a row has 'cell' and 'text'.")
      }
    }
    return row
  }

  /// Checks each table's templates as screens (ids, parents, equations, visual
  /// format) and its rows against them: a known template, text only for the
  /// template's labels, text fields and buttons. Fills in the templates' default
  /// parents (the content view).
  mutating func validateTables(_ r: YAMLReader) {
    for i in views.indices {
      guard var table = views[i].table else { continue }
      for t in table.templates.indices {
        var scratch = LayoutFile(path: path)
        scratch.views =
          [ViewSpec(id: CellTemplate.contentViewID, place: table.templates[t].place)] + table.templates[t].views
        scratch.constraints = table.templates[t].constraints
        scratch.validate(r)
        table.templates[t].views = Array(scratch.views.dropFirst())
      }
      var seen: [String: SourcePlace] = [:]
      for template in table.templates {
        if let first = seen[template.reuseIdentifier] {
          r.error(
            at: template.place,
            "Duplicate cell template '\(template.reuseIdentifier)' (first at line \(first.line), column \(first.column))."
          )
        } else {
          seen[template.reuseIdentifier] = template.place
        }
      }
      let names = table.templates.map(\.reuseIdentifier).joined(separator: ", ")
      for (s, section) in table.sections.enumerated() {
        for (n, row) in section.rows.enumerated() {
          guard let template = table.template(row.template) else {
            r.error(
              at: row.templatePlace,
              "Unknown cell template '\(row.template)' for row [\(s), \(n)] of '\(views[i].id)': "
                + (names.isEmpty ? "the table has no 'cells'." : "its cells are \(names)."))
            continue
          }
          let labels = template.views.filter { $0.kind.showsText }.map(\.id)
          for (id, _, place) in row.texts where !labels.contains(id) {
            let kind = template.view(id).map { "is a \($0.kind.rawValue)" } ?? "is not a view of the template"
            r.error(
              at: place,
              "'\(id)' \(kind); a row's text sets the labels, text fields and buttons of cell template "
                + "'\(template.reuseIdentifier)'"
                + (labels.isEmpty ? ", which has none." : ": \(labels.joined(separator: ", ")).")
            )
          }
        }
      }
      views[i].table = table
    }
  }
}
